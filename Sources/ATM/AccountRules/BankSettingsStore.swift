import BankAPI
import Synchronization

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

/// The bank configuration currently in force, read from the file named by `ATM_BANK_CONFIG`
/// and read again on ``reload()``.
///
/// Building the ATM never fails because of this file, but deposits fail closed: without
/// `ATM_BANK_CONFIG` the built-in settings apply, while a file that is named but cannot be
/// used at launch (missing, not a regular file, too large, invalid) leaves no settings in
/// force, so ``settings(for:)`` throws and every deposit is refused with the reason, until a
/// ``reload()`` succeeds. Falling back to the built-in limit with no fee would quietly remove
/// the limits and fees the operator configured. A failed reload keeps the last settings that
/// worked, so a half-edited file never changes what the ATM does.
///
/// Safe to use from many threads: readers always see one whole configuration.
public final class BankSettingsStore: Sendable {
    /// The environment variable that names the configuration file.
    public static let environmentKey = "ATM_BANK_CONFIG"

    /// `environmentKey` as the process's environment sets it, read alone: `ProcessInfo`'s
    /// `environment` copies every variable into a new dictionary on every call.
    public static var processEnvironment: [String: String] {
        getenv(environmentKey).map { [environmentKey: String(cString: $0)] } ?? [:]
    }
    /// The largest file read, so a wrong path cannot exhaust memory.
    public static let maximumFileSize = 1 << 20

    private struct State {
        /// The settings in force, or why there are none: the file has never been read.
        var inForce: Result<BankSettings, BankSettingsError>
        /// Why the last read of the file failed, or nil when it succeeded.
        var problem: BankSettingsError?
    }

    /// The configuration file, or nil when `ATM_BANK_CONFIG` is not set.
    public let path: String?
    private let state: Mutex<State>
    /// Held for a whole reload, so reloads happen one after another and the last one wins.
    private let reloading = Mutex(())

    /// Reads the file named by `ATM_BANK_CONFIG` in `environment` (by default, the process's), if
    /// any. Never fails: see ``problem``.
    public init(environment: [String: String] = BankSettingsStore.processEnvironment) {
        let configured = environment[Self.environmentKey].flatMap { $0.isEmpty ? nil : $0 }
        path = configured
        var initial = State(inForce: .success(.builtIn), problem: nil)
        if let configured {
            initial.inForce = Result { () throws(BankSettingsError) in try Self.load(from: configured) }
            if case .failure(let problem) = initial.inForce {
                initial.problem = problem
            }
        }
        state = Mutex(initial)
    }

    /// The settings in force now, or nil when the file could never be used and deposits are refused.
    public var current: BankSettings? {
        state.withLock { try? $0.inForce.get() }
    }

    /// Why the last read of the file failed, or nil when it succeeded (or there is no file).
    public var problem: BankSettingsError? {
        state.withLock { $0.problem }
    }

    /// The settings in force now for `account`; throws why there are none when the file
    /// could never be used.
    public func settings(for account: AccountID) throws(BankSettingsError) -> AccountSettings {
        try state.withLock { $0.inForce }.get().settings(for: account)
    }

    /// Reads the file again and returns the settings now in force. On failure the settings in
    /// force stay as they were (none, if there never were any), and the error is both thrown
    /// and kept in ``problem``. Without a file there is nothing to read.
    @discardableResult
    public func reload() throws(BankSettingsError) -> BankSettings {
        guard let path else { return .builtIn }
        let loaded = reloading.withLock { _ in
            let loaded = Result { () throws(BankSettingsError) in try Self.load(from: path) }
            state.withLock { state in
                switch loaded {
                case .success(let settings):
                    state = State(inForce: .success(settings), problem: nil)
                case .failure(let problem):
                    state.problem = problem
                    if case .failure = state.inForce {
                        state.inForce = .failure(problem)
                    }
                }
            }
            return loaded
        }
        return try loaded.get()
    }

    /// One line saying where the settings in force come from, and any problem with the file.
    public var status: String {
        let (inForce, problem) = state.withLock { ($0.inForce, $0.problem) }
        guard let path else {
            return "built-in defaults (\(Self.environmentKey) is not set)"
        }
        switch (inForce, problem) {
        case (.failure(let problem), _):
            return "\(problem); deposits are refused until it is fixed"
        case (.success, let problem?):
            return "\(problem); using the last settings read"
        case (.success(let settings), nil):
            let count = settings.accounts.count
            return "\(path), \(count) account\(count == 1 ? "" : "s") with \(count == 1 ? "its" : "their") own settings"
        }
    }

    /// The settings in the file at `path`.
    private static func load(from path: String) throws(BankSettingsError) -> BankSettings {
        let data = try ConfigurationFileReader.contents(of: path, maximumSize: maximumFileSize)
        return try BankSettings(json: data, path: path)
    }
}
