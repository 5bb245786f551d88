/// What the person asked the `atm` command line to do, read from its arguments.
enum ATMCommand: Sendable, Hashable {
    /// No arguments: the interactive menu.
    case menu
    /// `--help`, `-h` or `help`.
    case help
    /// `deposit` and the bills after it (none means prompt for bills).
    case deposit(bills: [String])
    /// `balance`, with any arguments after it (there should be none).
    case balance(extraArguments: [String])
    /// `status`: the account and the enabled features.
    case status
    /// Anything else.
    case unknown(String)

    init(arguments: [String]) {
        guard let name = arguments.first else {
            self = .menu
            return
        }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "--help", "-h", "help": self = .help
        case "deposit": self = .deposit(bills: rest)
        case "balance": self = .balance(extraArguments: rest)
        case "status": self = .status
        default: self = .unknown(name)
        }
    }

    /// The command's name in telemetry; never the raw text of an unknown command.
    var telemetryName: String {
        switch self {
        case .menu: "menu"
        case .help: "help"
        case .deposit: "deposit"
        case .balance: "balance"
        case .status: "status"
        case .unknown: "unknown"
        }
    }
}
