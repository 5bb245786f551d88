import Wiring
import WiringReports

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AppLauncher {
    /// Exit status of `--diff-graph --fail-on-difference` when the graphs differ in a way no
    /// allowed swap covers, as `diff` exits 1 when its files differ.
    static let differs: Int32 = 1
    /// Exit status when the file given to `--diff-graph` cannot be read: `EX_NOINPUT`.
    static let unreadableInput: Int32 = 66
    /// Exit status when that file is not a graph `--print-graph json` wrote: `EX_DATAERR`.
    static let notAGraph: Int32 = 65

    static let failOnDifferenceFlag = "--fail-on-difference"
    static let allowLibrarySwapOption = "--allow-library-swap"

    /// `--diff-graph FILE [--json|--dot] [--fail-on-difference] [--allow-library-swap A=B]…`:
    /// compares this app's graph, worked out without creating anything, with the graph
    /// another app's `--print-graph json` saved in `FILE` (`-` for stdin); returns the exit status.
    static func diffGraph<Root: Sendable>(
        _ info: AppInfo, root: Root.Type, libraries: [WiringLibrary], arguments: [String]
    ) -> Int32 {
        let option = StandardOption.diffGraph.rawValue
        let position = arguments.firstIndex(of: option)
        let next = position.flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        guard let file = next == "-" ? next : GraphFormat.text(following: .diffGraph, in: arguments) else {
            printError("error: \(info.name): \(option) needs the file another app's --print-graph json wrote")
            return usageError
        }
        guard let format = OutputFormat(arguments) else {
            printError("error: \(info.name): \(option): choose one of --json and --dot")
            return usageError
        }
        var swaps: [WiringGraph.LibrarySwap] = []
        for (position, argument) in arguments.enumerated() where argument == allowLibrarySwapOption {
            guard position + 1 < arguments.count, let swap = WiringGraph.LibrarySwap(arguments[position + 1]) else {
                printError(
                    "error: \(info.name): \(allowLibrarySwapOption) needs FIRST=SECOND, such as "
                        + "\(allowLibrarySwapOption) NetworkWiring=FakeNetworkWiring")
                return usageError
            }
            swaps.append(swap)
        }
        let other: WiringGraph
        switch readGraph(file) {
        case .success(let graph): other = graph
        case .failure(let problem):
            printError("error: \(info.name): \(option): \(problem.message)")
            return problem.status
        }
        let check: GraphCheck
        do {
            check = try Component<Root>.check(root: root, libraries: libraries)
        } catch {
            return reportInvalidGraph(error, of: info)
        }
        var graph = check.graph
        graph.app = info.name
        let difference = WiringGraph.Difference(graph, other, allowing: swaps)
        let failing = arguments.contains(failOnDifferenceFlag)
        switch format {
        case .text: print(difference.text(failingOnDifference: failing))
        case .json: print(difference.json())
        case .dot: print(WiringGraph.dot(comparing: graph, with: other), terminator: "")
        }
        return failing && !difference.disallowed.isEmpty ? differs : success
    }

    /// Why a graph could not be read, and the exit status that says so.
    private struct GraphFileProblem: Error {
        let message: String
        let status: Int32
    }

    /// The graph in `file` (`-` for stdin), checked to be sound.
    private static func readGraph(_ file: String) -> Result<WiringGraph, GraphFileProblem> {
        let data: Data
        if file == "-" {
            var text = ""
            while let line = readLine(strippingNewline: false) { text += line }
            data = Data(text.utf8)
        } else {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: file))
            } catch {
                return .failure(.init(message: "cannot read \(file)", status: unreadableInput))
            }
        }
        let name = file == "-" ? "stdin" : file
        guard !JSONNesting.isTooDeep(data), let graph = try? JSONDecoder().decode(WiringGraph.self, from: data) else {
            return .failure(
                .init(
                    message: "\(name) does not hold a graph as an app's --print-graph json writes it", status: notAGraph
                ))
        }
        if let problem = graph.numberingProblem {
            return .failure(.init(message: "\(name) does not hold a sound graph: \(problem)", status: notAGraph))
        }
        return .success(graph)
    }
}
