/// A mistake on the `bank-server` command line, worded as one line that names the flag
/// and what it expects.
public enum BankServerUsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A flag was given without its value.
    case missingValue(flag: String, placeholder: String)
    /// `--port` was not a whole number from 0 to 65535.
    case invalidPort(String)
    /// `--journal` was empty.
    case emptyJournalPath
    /// `--max-connections` was not a whole number in range.
    case invalidMaxConnections(String)
    /// The token (from `--token` or `BANK_TOKEN`) has characters a header cannot carry.
    case invalidToken(source: String)
    /// Neither `--token`, `--token-file` nor `BANK_TOKEN` was given.
    case missingToken
    /// `--token-file` names a file that cannot be read as a token.
    case unreadableTokenFile(path: String, reason: String)
    /// Both `--token` and `--token-file` were given.
    case twoTokenSources
    /// A flag was given twice.
    case repeatedOption(String)
    /// `--host` and friends: the server listens on loopback only.
    case hostNotSupported(String)
    /// A flag the server does not know.
    case unknownOption(String)
    /// An argument that is not a flag.
    case unexpectedArgument(String)

    public var description: String {
        switch self {
        case .missingValue(let flag, let placeholder):
            "\(flag) needs a value: \(flag) \(placeholder)"
        case .invalidPort(let text):
            "--port expects a number from 0 to 65535 (0 picks a free port), got '\(text)'"
        case .emptyJournalPath:
            "--journal expects a file path, got an empty string"
        case .invalidMaxConnections(let text):
            "--max-connections expects a number from 1 to \(BankServerOptions.maximumConnections), got '\(text)'"
        case .invalidToken(let source):
            "\(source) must be visible ASCII characters without spaces"
        case .missingToken:
            "no API token: set BANK_TOKEN or pass --token-file PATH (or --token TOKEN, which ps shows)"
        case .unreadableTokenFile(let path, let reason):
            "--token-file \(path) cannot be read: \(reason)"
        case .twoTokenSources:
            "--token and --token-file were both given; pass one"
        case .repeatedOption(let flag):
            "\(flag) was given more than once"
        case .hostNotSupported(let flag):
            "\(flag) is not supported: bank-server only listens on 127.0.0.1"
        case .unknownOption(let flag):
            "unknown option '\(flag)'; the options are --port, --journal, --token-file, --token, --max-connections and --help"
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument)'; the options are --port, --journal, --token-file, --token, --max-connections and --help"
        }
    }
}
