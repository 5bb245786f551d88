import Foundation
import TestSupport
import Testing

/// `--print-graph json`, the standard option every app has for showing its object graph, and
/// `wiring-report dot`, which draws it.
@Suite struct GraphOutputTests {
    /// `app`'s graph as `wiring-report dot` writes it from the app's `--print-graph json`.
    static func dot(of app: String) throws -> AppProcess.Result {
        let json = try AppProcess.run(app, ["--print-graph", "json"])
        try #require(json.status == 0, "\(json)")
        return try AppProcess.run(AppProcess.reportTool, ["dot", "-"], input: json.stdout)
    }

    @Test(.enabled(if: Graphviz.canRun, Graphviz.skipReason), arguments: ["atm", "atm-dev-deposit"])
    func graphvizDrawsTheAppsDOT(app: String) throws {
        let printed = try Self.dot(of: app)
        #expect(printed.status == 0, "\(printed)")
        #expect(printed.stdout.hasPrefix("digraph wiring {"))
        let drawn = try Graphviz.svg(of: printed.stdout)
        #expect(drawn.status == 0, "dot failed on \(app)'s graph: \(drawn.errors)")
        #expect(drawn.errors.isEmpty, "dot warned on \(app)'s graph: \(drawn.errors)")
        #expect(drawn.svg.contains("AccountComponent (child component"))
    }

    /// The development app links the fake bank, and its picture says so.
    @Test func theFakeIsMarkedInTheDevelopmentAppsDOT() throws {
        let development = try Self.dot(of: "atm-dev-deposit").stdout
        #expect(development.contains(#"label="FakeNetworkWiring (fake)";"#))
        let production = try Self.dot(of: "atm").stdout
        #expect(!production.contains("fake"))
    }

    @Test func theJSONNamesEveryLibraryAndBinding() throws {
        let printed = try AppProcess.run("atm", ["--print-graph", "json"])
        #expect(printed.status == 0, "\(printed)")
        let graph = try #require(try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any])
        let libraries = try #require(graph["libraries"] as? [String])
        #expect(libraries.contains("NetworkWiring") && !libraries.contains("FakeNetworkWiring"))
        let bindings = try #require(graph["bindings"] as? [[String: Any]])
        let check = try AppProcess.run("atm", ["--check-wiring"]).stdout
        // atm's one child component, AccountComponent, adds its installation and its seed, which
        // no module declares, so the check counts neither.
        let children = try #require(graph["components"] as? [[String: Any]]).count - 1
        #expect(children == 1)
        #expect(
            check.contains(": object graph is valid: \(bindings.count - 2) bindings and 1 child component from"),
            "\(check)")
        #expect(
            bindings.contains {
                $0["type"] as? String == "any NetworkExecutor" && $0["library"] as? String == "NetworkWiring"
            })
        let components = try #require(graph["components"] as? [[String: Any]])
        #expect(components.contains { $0["name"] as? String == "AccountComponent" && $0["parent"] as? Int == 0 })
        #expect(!(try #require(graph["edges"] as? [[String: Any]])).isEmpty)
    }

    /// A missing or unknown format is a usage error: exit 64 and one line on stderr that says
    /// which of the two it is.
    @Test(arguments: [
        (["--print-graph"], "--print-graph needs a format: json"),
        (["--print-graph", "svg"], "--print-graph: unknown format 'svg'; use json"),
        (["--print-graph", "xml"], "--print-graph: unknown format 'xml'; use json"),
        (["--print-graph", "--check-wiring"], "--print-graph needs a format: json"),
        (["--print-graph", "dot"], "or `swift package wiring-graph --product atm` to draw it"),
    ])
    func aBadFormatIsAUsageError(arguments: [String], expected: String) throws {
        let result = try AppProcess.run("atm", arguments)
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result)")
        #expect(lines.first?.hasSuffix(expected) == true, "\(result)")
    }

    @Test func theHelpListsIt() throws {
        let help = try AppProcess.run("atm", ["--help"])
        #expect(help.stdout.contains("--print-graph json"))
    }
}
