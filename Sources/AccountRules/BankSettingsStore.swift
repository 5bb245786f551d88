import BankAPI
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// The bank configuration currently in force, read from the file named by `ATM_BANK_CONFIG`
/// and read again on ``reload()``.
///
/// Building the ATM never fails because of this file: without `ATM_BANK_CONFIG` the built-in
/// settings apply, and a file that cannot be used at launch leaves them in place while
/// ``problem`` remembers why, for ``reload()`` and the status line to report. A failed reload
/// keeps the last settings that worked, so a half-edited file never changes what the ATM does.
///
/// Safe to use from many threads: readers always see one whole configuration.
public final class BankSettingsStore: Sendable {
    /// The environment variable that names the configuration file.
    public static let environmentKey = "ATM_BANK_CONFIG"
    /// The largest file read, so a wrong path (say, a device) cannot exhaust memory.
    public static let maximumFileSize = 1 << 20

    private struct State {
        var settings: BankSettings
        var problem: BankSettingsError?
    }

    /// The configuration file, or nil when `ATM_BANK_CONFIG` is not set.
    public let path: String?
    private let state: Mutex<State>
    /// Held for a whole reload, so reloads happen one after another and the last one wins.
    private let reloading = Mutex(())

    /// Reads the file named by `ATM_BANK_CONFIG` in `environment`, if any. Never fails: see ``problem``.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let configured = environment[Self.environmentKey].flatMap { $0.isEmpty ? nil : $0 }
        path = configured
        var initial = State(settings: .builtIn, problem: nil)
        if let configured {
            do {
                initial.settings = try Self.load(from: configured)
            } catch {
                initial.problem = error
            }
        }
        state = Mutex(initial)
    }

    /// The settings in force now.
    public var current: BankSettings {
        state.withLock { $0.settings }
    }

    /// Why the last read of the file failed, or nil when it succeeded (or there is no file).
    public var problem: BankSettingsError? {
        state.withLock { $0.problem }
    }

    /// The settings in force now for `account`.
    public func settings(for account: AccountID) -> AccountSettings {
        state.withLock { $0.settings.settings(for: account) }
    }

    /// Reads the file again. On failure the settings in force stay as they were, and the
    /// error is both thrown and kept in ``problem``. Without a file there is nothing to read.
    public func reload() throws(BankSettingsError) {
        guard let path else { return }
        let loaded = reloading.withLock { _ in
            let loaded = Result { () throws(BankSettingsError) in try Self.load(from: path) }
            state.withLock { state in
                switch loaded {
                case .success(let settings): state = State(settings: settings, problem: nil)
                case .failure(let problem): state.problem = problem
                }
            }
            return loaded
        }
        _ = try loaded.get()
    }

    /// One line saying where the settings in force come from, and any problem with the file.
    public var status: String {
        let (settings, problem) = state.withLock { ($0.settings, $0.problem) }
        guard let path else {
            return "built-in defaults (\(Self.environmentKey) is not set)"
        }
        if let problem {
            let fallback = settings == .builtIn ? "built-in defaults" : "the last settings read"
            return "\(problem); using \(fallback)"
        }
        let count = settings.accounts.count
        return "\(path), \(count) account\(count == 1 ? "" : "s") with \(count == 1 ? "its" : "their") own settings"
    }

    /// The settings in the file at `path`.
    private static func load(from path: String) throws(BankSettingsError) -> BankSettings {
        let data = try ConfigurationFileReader.contents(of: path, maximumSize: maximumFileSize)
        return try BankSettings(json: data, path: path)
    }
}
