import Wiring
import WiringReports

extension AppLauncher {
    /// Exit status of `--why` when nothing binds the type: the answer is "it is not there".
    static let notBound: Int32 = 1

    /// `--why TYPE [--json|--dot]`: prints every dependency path from the root to `TYPE`'s
    /// bindings, creating nothing; returns the exit status.
    static func why<Root: Sendable>(
        _ info: AppInfo, root: Root.Type, libraries: [WiringLibrary], arguments: [String]
    ) -> Int32 {
        let option = StandardOption.why.rawValue
        guard let type = GraphFormat.text(following: .why, in: arguments) else {
            printError("error: \(info.name): \(option) needs a type, such as \(option) 'any NetworkExecutor'")
            return usageError
        }
        guard let format = OutputFormat(arguments) else {
            printError("error: \(info.name): \(option): choose one of --json and --dot")
            return usageError
        }
        let check: GraphCheck
        do {
            check = try Component<Root>.check(root: root, libraries: libraries)
        } catch {
            return reportInvalidGraph(error, of: info)
        }
        var graph = check.graph
        graph.app = info.name
        let why = graph.why(type)
        switch format {
        case .text: print(why)
        case .json: print(why.json())
        case .dot: print(graph.dot(of: why), terminator: "")
        }
        return why.bindings.isEmpty ? notBound : success
    }
}
