/// The options every app understands, handled before the app's own code runs.
enum StandardOption: String, CaseIterable {
    case help = "--help"
    case version = "--version"
    case printWiring = "--print-wiring"
    case checkWiring = "--check-wiring"
    case printGraph = "--print-graph"
    case printStartup = "--print-startup"
    /// Not a mode of its own: it changes how a failed start is reported, and the app never sees it.
    case verbose = "--verbose"

    /// The first standard option among `arguments` (`-h` counts as `--help`) that chooses what
    /// the launcher does, so not ``verbose``; nil when none.
    static func first(in arguments: [String]) -> StandardOption? {
        for argument in arguments {
            if argument == "--" { return nil }
            if argument == "-h" { return .help }
            if let option = StandardOption(rawValue: argument), option != .verbose { return option }
        }
        return nil
    }

    /// Whether `arguments` ask for ``verbose``, and the arguments without it, for the app.
    static func verbosity(of arguments: [String]) -> (verbose: Bool, remaining: [String]) {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let remaining = arguments[..<end].filter { $0 != verbose.rawValue } + arguments[end...]
        return (remaining.count < arguments.count, remaining)
    }

    /// The OPTIONS section of `--help`.
    static let helpText = """
        STANDARD OPTIONS:
          -h, --help        Show this help and exit.
          --version         Show the version and exit.
          --print-wiring    List the linked wiring libraries, their modules and every binding.
          --check-wiring [--json] [--warnings-as-errors]
                            Validate the object graph and exit: 0 when valid, 70 with
                            compiler-format diagnostics on stderr when not. Warnings about
                            what the root never uses are printed too and leave the exit
                            status 0, unless --warnings-as-errors. With --json, write
                            {"valid": …, "diagnostics": […]} on stdout instead, each
                            diagnostic with its whole dependency path or loop.
          --print-graph json
                            Validate the object graph, creating nothing, and print it as
                            JSON: what `wiring-report` reads to say why a type is in the
                            graph (why), what differs from another app's (diff), and to
                            draw it (dot).
          --print-startup [--json]
                            Build the object graph and make the root as a run does, timing
                            every value made (see also WIRING_TRACE=1), then print the
                            total and the ten slowest by their own factory's time, and
                            exit without running the app. --json lists every value made.
          --verbose         If the app cannot start because something it needs failed
                            to open, print the object graph's full diagnostic (where it
                            is bound, the dependency path) instead of one line.
        """
}
