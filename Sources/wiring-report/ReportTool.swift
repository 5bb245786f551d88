import Wiring
import WiringReports
import WiringSupport

/// `wiring-report`'s commands: `why`, `diff` and `dot`, each over graphs that apps exported
/// with `--print-graph json`. Apart from the apps, so that no app compiles or links the
/// reports for the few runs that ask for them.
enum ReportTool {
    /// Exit status of a command that answered.
    static let success: Int32 = 0
    /// Exit status of `why` when nothing binds the type, and of `diff --fail-on-difference`
    /// when the graphs differ in a way no allowed swap covers, as `diff` exits 1.
    static let negativeAnswer: Int32 = 1
    /// Exit status for a command line the tool cannot use: `EX_USAGE`.
    static let usageError: Int32 = 64
    /// Exit status when a file is not a graph `--print-graph json` wrote: `EX_DATAERR`.
    static let notAGraph: Int32 = 65
    /// Exit status when a file cannot be read: `EX_NOINPUT`.
    static let unreadableInput: Int32 = 66

    static let help = """
        wiring-report — questions to ask the object graphs apps export

        USAGE:
          wiring-report why GRAPH TYPE [--json|--dot]
                            Print every dependency path from the root to TYPE's bindings,
                            shortest first: 0 when TYPE is bound, 1 when nothing binds it
                            (with near misses).
          wiring-report diff FIRST SECOND [--json|--dot] [--fail-on-difference]
                             [--allow-library-swap FIRST=SECOND]…
                            Print what the second app's graph has in place of the first's.
                            Exit 0; with --fail-on-difference, 1 when anything differs that
                            no --allow-library-swap allows.
          wiring-report dot GRAPH
                            Print the graph as Graphviz DOT, to draw with `dot -Tsvg`.
          wiring-report --help

        GRAPH, FIRST and SECOND are files an app's `--print-graph json` wrote; - reads one
        from stdin. `swift package wiring-graph` builds apps and runs these for you.
        """

    /// Runs the command `arguments` name and returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else { return usage("name a command: why, diff or dot") }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "-h", "--help", "help":
            print(help)
            return success
        case "why": return why(rest)
        case "diff": return diff(rest)
        case "dot": return dot(rest)
        default: return usage("unknown command '\(command)'; use why, diff or dot")
        }
    }

    /// `why GRAPH TYPE [--json|--dot]`.
    static func why(_ arguments: [String]) -> Int32 {
        let arguments = CommandArguments(arguments, known: OutputFormat.flags)
        if let status = earlyAnswer(to: arguments) { return status }
        guard let format = OutputFormat(arguments.options) else { return usage("why: choose one of --json and --dot") }
        let operands = arguments.operands
        guard operands.count == 2 else {
            return usage("why needs a graph file and a type, such as why atm.json 'any NetworkExecutor'")
        }
        let graph: WiringGraph
        switch GraphFile.read(operands[0]) {
        case .success(let read): graph = read
        case .failure(let problem): return fail(problem)
        }
        let why = graph.why(operands[1])
        switch format {
        case .text: print(why)
        case .json: print(why.json())
        case .dot: print(graph.dot(of: why), terminator: "")
        }
        return why.bindings.isEmpty ? negativeAnswer : success
    }

    /// `diff FIRST SECOND [--json|--dot] [--fail-on-difference] [--allow-library-swap A=B]…`.
    static func diff(_ arguments: [String]) -> Int32 {
        let known = OutputFormat.flags + [CommandArguments.failOnDifference, CommandArguments.allowLibrarySwap]
        let arguments = CommandArguments(arguments, known: known)
        if let status = earlyAnswer(to: arguments) { return status }
        guard let format = OutputFormat(arguments.options) else { return usage("diff: choose one of --json and --dot") }
        var swaps: [WiringGraph.LibrarySwap] = []
        for value in arguments.librarySwaps {
            guard let swap = value.flatMap(WiringGraph.LibrarySwap.init) else {
                let option = CommandArguments.allowLibrarySwap
                return usage("\(option) needs FIRST=SECOND, such as \(option) NetworkWiring=FakeNetworkWiring")
            }
            swaps.append(swap)
        }
        let operands = arguments.operands
        guard operands.count == 2, operands.filter({ $0 == "-" }).count < 2 else {
            return usage(
                "diff needs two graph files, at most one of them - for stdin, such as diff atm.json uitest.json")
        }
        var graphs: [WiringGraph] = []
        for operand in operands {
            switch GraphFile.read(operand) {
            case .success(let graph): graphs.append(graph)
            case .failure(let problem): return fail(problem)
            }
        }
        let difference = WiringGraph.Difference(graphs[0], graphs[1], allowing: swaps)
        let failing = arguments.options.contains(CommandArguments.failOnDifference)
        switch format {
        case .text: print(difference.text(failingOnDifference: failing))
        case .json: print(difference.json())
        case .dot: print(WiringGraph.dot(comparing: graphs[0], with: graphs[1]), terminator: "")
        }
        return failing && !difference.disallowed.isEmpty ? negativeAnswer : success
    }

    /// `dot GRAPH`.
    static func dot(_ arguments: [String]) -> Int32 {
        let arguments = CommandArguments(arguments, known: [])
        if let status = earlyAnswer(to: arguments) { return status }
        let operands = arguments.operands
        guard operands.count == 1 else { return usage("dot needs one graph file, such as dot atm.json") }
        switch GraphFile.read(operands[0]) {
        case .success(let graph):
            print(graph.dot(), terminator: "")
            return success
        case .failure(let problem):
            return fail(problem)
        }
    }

    /// What a command answers before reading any graph: help when asked for it, a usage error
    /// for an unknown option; nil when the command goes on.
    static func earlyAnswer(to arguments: CommandArguments) -> Int32? {
        if arguments.asksForHelp {
            print(help)
            return success
        }
        return arguments.unknownOption.map { usage("unknown option '\($0)'") }
    }

    /// Prints a usage error in one line and returns ``usageError``.
    static func usage(_ message: String) -> Int32 {
        printToStandardError("error: wiring-report: \(message); see wiring-report --help")
        return usageError
    }

    /// Prints why a graph could not be read in one line and returns its status.
    static func fail(_ problem: GraphFile.Problem) -> Int32 {
        printToStandardError("error: wiring-report: \(problem.message)")
        return problem.status
    }
}
