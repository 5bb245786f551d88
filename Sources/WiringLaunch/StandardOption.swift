/// The options every app understands, handled before the app's own code runs.
enum StandardOption: String, CaseIterable {
    case help = "--help"
    case version = "--version"
    case printWiring = "--print-wiring"
    case checkWiring = "--check-wiring"
    case printGraph = "--print-graph"

    /// The first standard option among `arguments` (`-h` counts as `--help`); nil when none.
    static func first(in arguments: [String]) -> StandardOption? {
        for argument in arguments {
            if argument == "--" { return nil }
            if argument == "-h" { return .help }
            if let option = StandardOption(rawValue: argument) { return option }
        }
        return nil
    }

    /// The OPTIONS section of `--help`.
    static let helpText = """
        STANDARD OPTIONS:
          -h, --help        Show this help and exit.
          --version         Show the version and exit.
          --print-wiring    List the linked wiring libraries, their modules and every binding.
          --check-wiring [--json]
                            Validate the object graph and exit: 0 when valid, 70 with
                            compiler-format diagnostics on stderr when not. With --json,
                            write {"valid": …, "diagnostics": […]} on stdout instead, each
                            diagnostic with its whole dependency path or loop.
          --print-graph json|dot
                            Print the object graph as JSON, or as Graphviz DOT to draw
                            with `dot -Tsvg`.
        """
}
