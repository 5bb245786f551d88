/// What `bank-server` was asked to do: which port, which journal, which token, how many
/// connections at once.
public struct BankServerOptions: Sendable, Hashable, CustomStringConvertible {
    /// The TCP port on 127.0.0.1; 0 lets the kernel pick a free one.
    public var port: UInt16
    /// Where the deposit journal lives.
    public var journalPath: String
    /// The bearer token clients must send. Never printed: ``description`` leaves it out.
    public var token: String
    /// How many connections are served at once (``HTTPServerLimits/maxConcurrentConnections``),
    /// when `--max-connections` changes it.
    public var maxConnections: Int?
    /// What the operator should know about the options, such as a token file others can read.
    public var warnings: [String] = []

    /// The port used when `--port` is not given.
    public static let defaultPort: UInt16 = 8080
    /// The journal used when `--journal` is not given.
    public static let defaultJournalPath = "bank-journal.jsonl"
    /// The environment variable that can carry the token instead of `--token`.
    public static let tokenEnvironmentVariable = "BANK_TOKEN"
    /// The most `--max-connections` may be: each connection has a thread and a descriptor.
    public static let maximumConnections = 4096

    /// Creates options directly (tests, embedding); the command line goes through ``parse(arguments:environment:)``.
    public init(
        port: UInt16 = defaultPort, journalPath: String = defaultJournalPath, token: String, maxConnections: Int? = nil
    ) {
        self.port = port
        self.journalPath = journalPath
        self.token = token
        self.maxConnections = maxConnections
    }

    public var description: String {
        "port \(port), journal \(journalPath), token <redacted>"
            + (maxConnections.map { ", at most \($0) connections" } ?? "")
    }

    /// The text `bank-server --help` prints.
    public static let usage = """
        usage: bank-server [--token-file PATH | --token TOKEN] [--port N] [--journal PATH]
                           [--max-connections N]

        Serves the bank's HTTP API on 127.0.0.1 (loopback only) and records every
        credited deposit in an append-only journal before acknowledging it.

        options:
          --token-file PATH  read the bearer token clients must send from PATH
          --token TOKEN    the token itself; anyone on the machine can see it with ps,
                           so prefer --token-file or \(tokenEnvironmentVariable)
          --port N         TCP port from 0 to 65535; 0 picks a free port (default \(defaultPort))
          --journal PATH   the deposit journal, a regular file (default \(defaultJournalPath)),
                           and beside it PATH.state, which records how much of it is
                           on disk: a journal cut short or changed from outside stops
                           the bank, saying what to do
          --max-connections N
                           connections served at once, from 1 to \(maximumConnections) (default
                           \(HTTPServerLimits.standard.maxConcurrentConnections)). At the cap, a connection whose request has
                           not arrived yet is closed for a newer one, and nothing it asked for
                           is done; when every connection is being answered, newcomers get
                           503 with Retry-After: 1
          -h, --help       print this help

        A --token-file that others can read is used with a warning.

        Idempotency keys are remembered for the most recent \(Ledger.defaultKeyRetention) deposits,
        across restarts (the journal is replayed); a retry with an older key is a new deposit
        and is credited again.

        Without --token or --token-file, the token comes from \(tokenEnvironmentVariable).
        On start it prints 'bank-server listening on http://127.0.0.1:<port>'.
        SIGINT or SIGTERM stops it.
        """

    /// Parses the command line (without the program name). `--token` or `--token-file` wins
    /// over `BANK_TOKEN`; the two flags together are a mistake.
    /// Flags take their value as the next argument or after `=`, as in `--port=0`.
    public static func parse(
        arguments: [String], environment: [String: String]
    ) throws(BankServerUsageError) -> BankServerOptions {
        var values: [String: String] = [:]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let (flag, inlineValue) = splitFlag(argument)
            guard let placeholder = valuePlaceholders[flag] else {
                if ["--host", "--bind", "--address", "--listen"].contains(flag) {
                    throw .hostNotSupported(flag)
                }
                if flag.hasPrefix("-") { throw .unknownOption(flag) }
                throw .unexpectedArgument(argument)
            }
            guard values[flag] == nil else { throw .repeatedOption(flag) }
            if let inlineValue {
                values[flag] = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                values[flag] = arguments[index]
                index += 1
            } else {
                throw .missingValue(flag: flag, placeholder: placeholder)
            }
        }

        var options = BankServerOptions(token: "")
        if let portText = values["--port"] {
            guard !portText.isEmpty, portText.utf8.allSatisfy({ (48...57).contains($0) }), let port = UInt16(portText)
            else { throw .invalidPort(portText) }
            options.port = port
        }
        if let journalPath = values["--journal"] {
            guard !journalPath.isEmpty else { throw .emptyJournalPath }
            options.journalPath = journalPath
        }
        if let text = values["--max-connections"] {
            guard !text.isEmpty, text.utf8.count <= 4, text.utf8.allSatisfy({ (48...57).contains($0) }),
                let count = Int(text), (1...maximumConnections).contains(count)
            else { throw .invalidMaxConnections(text) }
            options.maxConnections = count
        }
        if values["--token"] != nil, values["--token-file"] != nil { throw .twoTokenSources }
        let fromFile = try values["--token-file"].map { (path) throws(BankServerUsageError) in
            let (token, warning) = try TokenFile.token(at: path)
            options.warnings += warning.map { [$0] } ?? []
            return (token, "--token-file")
        }
        options.token = try token(
            flagValue: fromFile ?? values["--token"].map { ($0, "--token") }, environment: environment)
        return options
    }

    /// The flags that take a value, with the placeholder shown when the value is missing.
    private static let valuePlaceholders = [
        "--port": "N", "--journal": "PATH", "--token": "TOKEN", "--token-file": "PATH", "--max-connections": "N",
    ]

    /// `--flag=value` as (`--flag`, `value`); anything else as (argument, nil).
    private static func splitFlag(_ argument: String) -> (flag: String, inlineValue: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func token(
        flagValue: (token: String, source: String)?, environment: [String: String]
    ) throws(BankServerUsageError) -> String {
        let (token, source): (String, String)
        if let flagValue {
            (token, source) = flagValue
        } else if let fromEnvironment = environment[tokenEnvironmentVariable], !fromEnvironment.isEmpty {
            (token, source) = (fromEnvironment, tokenEnvironmentVariable)
        } else {
            throw .missingToken
        }
        guard !token.isEmpty, token.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw .invalidToken(source: source)
        }
        return token
    }
}
