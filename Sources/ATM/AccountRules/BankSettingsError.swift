/// Why the bank configuration file could not be used.
///
/// Each case names the file, so the one line an operator sees says which file to fix.
public enum BankSettingsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read: missing, a directory, unreadable or too large.
    case unreadable(path: String, reason: String)
    /// The file was read but is not a valid configuration: bad JSON, a negative amount,
    /// an unknown setting or an invalid account ID.
    case invalid(path: String, reason: String)

    /// One line, for example
    /// `the bank configuration /etc/atm/bank.json is invalid: accounts.alice.depositFeeMinorUnits: must not be negative (it is -5)`.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read the bank configuration \(path): \(reason)"
        case .invalid(let path, let reason):
            "the bank configuration \(path) is invalid: \(reason)"
        }
    }
}
