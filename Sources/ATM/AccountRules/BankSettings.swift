import BankAPI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The bank configuration file: deposit limits and fees, for every account and per account.
///
/// ```json
/// {
///   "default": {"depositLimitMinorUnits": 1000000, "depositFeeMinorUnits": 0},
///   "accounts": {"alice": {"depositLimitMinorUnits": 50000, "depositFeeMinorUnits": 150}}
/// }
/// ```
///
/// Both sections are optional, and so is each setting in them: a missing `default` setting
/// is the built-in one (``AccountSettings/builtIn``), and a missing account setting is the
/// `default` section's. Amounts are integer minor units (cents). Negative amounts, unknown
/// settings (a typo such as `depositLimit` would otherwise be ignored silently) and keys that
/// are not account IDs are rejected, because a configuration that means something other than
/// what its author thinks is worse than one that is refused.
public struct BankSettings: Decodable, Sendable, Equatable {
    /// The settings of every account without an entry of its own.
    public let defaults: AccountSettings
    /// The accounts with an entry of their own, already filled in from ``defaults``.
    public let accounts: [AccountID: AccountSettings]

    /// Settings with `defaults` for every account except those in `accounts`.
    public init(defaults: AccountSettings = .builtIn, accounts: [AccountID: AccountSettings] = [:]) {
        self.defaults = defaults
        self.accounts = accounts
    }

    /// What applies without a configuration file: ``AccountSettings/builtIn`` for everyone.
    public static let builtIn = BankSettings()

    /// The settings that apply to `account`.
    public func settings(for account: AccountID) -> AccountSettings {
        accounts[account] ?? defaults
    }

    /// Reads the JSON of a configuration file; `path` names the file in errors.
    public init(json: Data, path: String) throws(BankSettingsError) {
        // The decoder only says "not valid JSON"; the syntax check says where, and holds the
        // file to the dialect the bank reads.
        guard !json.isEmpty else { throw .invalid(path: path, reason: "not valid JSON (the file is empty)") }
        if let problem = JSONSyntaxCheck.firstProblem(in: json) {
            throw .invalid(path: path, reason: Self.oneLine("not valid JSON (\(problem))"))
        }
        do {
            self = try JSONDecoder().decode(BankSettings.self, from: json)
        } catch let error as DecodingError {
            throw .invalid(path: path, reason: Self.reason(for: error))
        } catch {
            throw .invalid(path: path, reason: Self.oneLine("\(error)"))
        }
    }

    // MARK: - Decoding

    private static let sectionKeys: Set<String> = ["default", "accounts"]
    private static let limitKey = "depositLimitMinorUnits"
    private static let feeKey = "depositFeeMinorUnits"

    public init(from decoder: any Decoder) throws {
        let file = try decoder.container(keyedBy: SettingKey.self)
        try Self.rejectUnknownKeys(in: file, allowed: Self.sectionKeys)
        let defaults = try Self.entry(SettingKey("default"), in: file, fallback: .builtIn)
        var accounts: [AccountID: AccountSettings] = [:]
        let accountsKey = SettingKey("accounts")
        if file.contains(accountsKey), try !file.decodeNil(forKey: accountsKey) {
            let section = try file.nestedContainer(keyedBy: SettingKey.self, forKey: accountsKey)
            for key in section.allKeys {
                guard let account = AccountID(key.stringValue) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: section,
                        debugDescription:
                            "'\(key.stringValue)' is not an account ID; an account ID is \(AccountID.formatDescription)"
                    )
                }
                accounts[account] = try Self.entry(key, in: section, fallback: defaults)
            }
        }
        self.init(defaults: defaults, accounts: accounts)
    }

    /// The settings under `key`, each missing one taken from `fallback`.
    private static func entry(
        _ key: SettingKey, in container: KeyedDecodingContainer<SettingKey>, fallback: AccountSettings
    ) throws -> AccountSettings {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return fallback }
        let entry = try container.nestedContainer(keyedBy: SettingKey.self, forKey: key)
        try rejectUnknownKeys(in: entry, allowed: [limitKey, feeKey])
        let limit = try amount(limitKey, in: entry) ?? fallback.depositLimit
        let fee = try amount(feeKey, in: entry) ?? fallback.depositFee
        // Both amounts are known to be non-negative here, so this always succeeds.
        guard let settings = AccountSettings(depositLimit: limit, depositFee: fee) else {
            throw DecodingError.dataCorruptedError(
                forKey: SettingKey(limitKey), in: entry, debugDescription: "amounts must not be negative")
        }
        return settings
    }

    /// The non-negative amount under `name`, or nil when it is absent.
    private static func amount(_ name: String, in container: KeyedDecodingContainer<SettingKey>) throws -> Money? {
        let key = SettingKey(name)
        let read: Int?
        do {
            read = try container.decodeIfPresent(Int.self, forKey: key)
        } catch {
            // A string, a fraction such as 1.5, or a number too large: the decoder's own words
            // for some of these ("not valid JSON") would send the reader looking for a typo.
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "must be a whole number of minor units (cents)")
        }
        guard let minorUnits = read else { return nil }
        guard minorUnits >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "must not be negative (it is \(minorUnits))")
        }
        return Money(minorUnits: minorUnits)
    }

    private static func rejectUnknownKeys(in container: KeyedDecodingContainer<SettingKey>, allowed: Set<String>) throws
    {
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
        where !allowed.contains(key.stringValue) {
            let expected = allowed.sorted().map { "'\($0)'" }.joined(separator: " or ")
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "unknown setting; expected \(expected)")
        }
    }

    /// One line saying where in the file the problem is and what it is.
    private static func reason(for error: DecodingError) -> String {
        let (context, detail): (DecodingError.Context, String?) =
            switch error {
            case .dataCorrupted(let context): (context, nil)
            case .typeMismatch(_, let context): (context, nil)
            case .valueNotFound(_, let context): (context, nil)
            case .keyNotFound(let key, let context): (context, "'\(key.stringValue)' is missing")
            @unknown default: (DecodingError.Context(codingPath: [], debugDescription: "\(error)"), nil)
            }
        let message = detail ?? context.debugDescription
        let location = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return oneLine(location.isEmpty ? message : "\(location): \(message)")
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

/// A key of the configuration file, whatever its text, so unknown keys can be reported.
private struct SettingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
