/// The arguments after a command's name, sorted in one pass into operands, the options the
/// command knows, and the values of `--allow-library-swap`.
struct CommandArguments {
    static let allowLibrarySwap = "--allow-library-swap"
    static let failOnDifference = "--fail-on-difference"

    /// The arguments that are not options: `-` and everything not starting with `-`, less the
    /// value after each `--allow-library-swap`.
    private(set) var operands: [String] = []
    /// The known options given, such as `--json`.
    private(set) var options: Set<String> = []
    /// The value after each `--allow-library-swap`; nil for one given last, without a value.
    private(set) var librarySwaps: [String?] = []
    /// The first argument that looks like an option and is none the command knows.
    private(set) var unknownOption: String?
    /// Whether `-h` or `--help` was given, which asks for help whatever else was.
    private(set) var asksForHelp = false

    /// `arguments`, read as a command that knows the options `known` reads them.
    init(_ arguments: [String], known: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if argument == "-h" || argument == "--help" {
                asksForHelp = true
            } else if argument == Self.allowLibrarySwap, known.contains(argument) {
                librarySwaps.append(iterator.next())
            } else if argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
            } else if known.contains(argument) {
                options.insert(argument)
            } else if unknownOption == nil {
                unknownOption = argument
            }
        }
    }
}
