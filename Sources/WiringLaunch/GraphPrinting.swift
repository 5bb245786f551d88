import Wiring

extension AppLauncher {
    /// Exit status for a command line the app cannot use: `EX_USAGE`.
    static let usageError: Int32 = 64

    /// The one format `--print-graph` writes: ``WiringGraph`` as JSON, which `wiring-report`
    /// reads to answer questions and draw pictures.
    static let graphFormat = "json"

    /// `--print-graph json`: validates the graph, creating nothing, and prints it as JSON.
    static func printGraph<Root: Sendable>(
        _ info: AppInfo, root: Root.Type, libraries: [WiringLibrary], arguments: [String]
    ) -> Int32 {
        let option = StandardOption.printGraph.rawValue
        let position = arguments.firstIndex(of: option).map { $0 + 1 }
        let format = position.flatMap { $0 < arguments.count ? arguments[$0] : nil }
        guard format == graphFormat else {
            return printGraphUsage(info, given: format.flatMap { $0.hasPrefix("-") ? nil : $0 })
        }
        let check: GraphCheck
        do {
            check = try Component<Root>.check(root: root, libraries: libraries)
        } catch {
            return reportInvalidGraph(error, of: info)
        }
        // Named, so that a saved graph says whose it is when `wiring-report diff` reads it.
        var graph = check.graph
        graph.app = info.name
        print(graph.json())
        return success
    }

    /// A missing or unknown format: a usage error, told in one line on stderr that says which,
    /// and where DOT went.
    static func printGraphUsage(_ info: AppInfo, given: String?) -> Int32 {
        let option = StandardOption.printGraph.rawValue
        switch given {
        case "dot"?:
            printError(
                "error: \(info.name): \(option) writes json; for DOT, run "
                    + "`\(info.name) \(option) json | wiring-report dot -`, or "
                    + "`swift package wiring-graph --product \(info.name)` to draw it")
        case let given?:
            printError("error: \(info.name): \(option): unknown format '\(given)'; use \(graphFormat)")
        case nil:
            printError("error: \(info.name): \(option) needs a format: \(graphFormat)")
        }
        return usageError
    }
}
