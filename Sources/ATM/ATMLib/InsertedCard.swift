import BankAPI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The card in the ATM's slot: which account this session acts on.
///
/// The account comes from `ATM_ACCOUNT` (default `checking-001`). A bad value is kept
/// and reported when the account is first needed, so building the ATM never fails.
public struct InsertedCard: Sendable {
    /// The environment variable that names the account.
    public static let environmentKey = "ATM_ACCOUNT"

    /// `environmentKey` as the process's environment sets it, read alone: `ProcessInfo`'s
    /// `environment` copies every variable into a new dictionary on every call.
    public static var processEnvironment: [String: String] {
        getenv(environmentKey).map { [environmentKey: String(cString: $0)] } ?? [:]
    }
    /// The account used when `ATM_ACCOUNT` is not set.
    public static let defaultAccount = "checking-001"

    private let accountText: String

    /// Reads the card from `ATM_ACCOUNT` in `environment`: by default, the process's.
    public init(environment: [String: String] = InsertedCard.processEnvironment) {
        accountText = environment[Self.environmentKey] ?? Self.defaultAccount
    }

    /// The card's account; throws when `ATM_ACCOUNT` is set to something that is not an account ID.
    public func account() throws(CardError) -> AccountID {
        guard let account = AccountID(accountText) else {
            throw CardError(value: accountText)
        }
        return account
    }
}
