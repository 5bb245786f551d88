import Wiring

extension AppLauncher {
    /// Exit status for a command line the app cannot use: `EX_USAGE`.
    static let usageError: Int32 = 64

    /// `--print-graph FORMAT`: prints the graph as JSON or DOT.
    static func printGraph<Root>(of component: Component<Root>, info: AppInfo, arguments: [String]) -> Int32 {
        guard let format = GraphFormat(following: .printGraph, in: arguments) else {
            return printGraphUsage(info, arguments: arguments)
        }
        // Named, so that a saved graph says whose it is when `--diff-graph` reads it.
        var graph = component.graph
        graph.app = info.name
        print(format.text(of: graph), terminator: "")
        return success
    }

    /// A missing or unknown format: a usage error, told in one line on stderr that says which.
    static func printGraphUsage(_ info: AppInfo, arguments: [String]) -> Int32 {
        let formats = GraphFormat.allCases.map(\.rawValue).joined(separator: " or ")
        let option = StandardOption.printGraph.rawValue
        if let given = GraphFormat.text(following: .printGraph, in: arguments) {
            printError("error: \(info.name): \(option): unknown format '\(given)'; use \(formats)")
        } else {
            printError("error: \(info.name): \(option) needs a format: \(formats)")
        }
        return usageError
    }
}
