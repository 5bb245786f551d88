import BankAPI
import Synchronization

/// What happened to one account at this ATM, in words a person reads: deposits, refusals,
/// configuration reloads.
///
/// One per account for as long as the ATM runs. It outlives reloads of the bank
/// configuration on purpose: the account's history is not part of its configuration, and
/// a reload must not wipe it. Kept in memory, at most ``capacity`` events (the oldest are
/// dropped), so a long-running ATM does not grow without bound.
public final class AccountActivity: Sendable {
    /// The most events kept.
    public static let capacity = 1_000

    /// The account whose activity this is.
    public let account: AccountID
    private let log = Mutex<[String]>([])

    /// An empty activity log for `account`.
    public init(account: AccountID) {
        self.account = account
    }

    /// Records `event`, for example `deposited $170.00`.
    public func record(_ event: String) {
        log.withLock { events in
            events.append(event)
            if events.count > Self.capacity {
                events.removeFirst(events.count - Self.capacity)
            }
        }
    }

    /// The events recorded so far, oldest first.
    public var events: [String] {
        log.withLock { $0 }
    }
}
