import Wiring
import WiringReports
import WiringSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the graph an app's `--print-graph json` wrote, from a file or, for `-`, from stdin.
enum GraphFile {
    /// Why a graph could not be read, and the exit status that says so.
    struct Problem: Error {
        let message: String
        let status: Int32
    }

    /// The graph in `path` (`-` for stdin), checked to be sound.
    static func read(_ path: String) -> Result<WiringGraph, Problem> {
        let data: Data
        if path == "-" {
            var text = ""
            while let line = readLine(strippingNewline: false) { text += line }
            data = Data(text.utf8)
        } else {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                return .failure(Problem(message: "cannot read \(path)", status: ReportTool.unreadableInput))
            }
        }
        let name = path == "-" ? "stdin" : path
        guard !JSONNesting.isTooDeep(data), let graph = try? JSONDecoder().decode(WiringGraph.self, from: data) else {
            return .failure(
                Problem(
                    message: "\(name) does not hold a graph as an app's --print-graph json writes it",
                    status: ReportTool.notAGraph))
        }
        if let problem = graph.numberingProblem {
            return .failure(
                Problem(message: "\(name) does not hold a sound graph: \(problem)", status: ReportTool.notAGraph))
        }
        return .success(graph)
    }
}
