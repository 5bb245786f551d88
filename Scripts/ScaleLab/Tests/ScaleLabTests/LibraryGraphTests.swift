import Foundation
import Testing

@testable import ScaleLab

@Suite("The graph of wiring libraries")
struct LibraryGraphTests {
    /// Three libraries as `--print-graph json` writes them (trimmed to what the lab reads, plus
    /// a field it ignores): the shell asks the feature twice and the fake network once, the
    /// feature asks itself and the network twice; the network asks nothing.
    static let json = """
        {
          "app" : "tiny",
          "libraries" : ["AppShellWiring", "FakeNetworkWiring", "LedgerWiring", "UnusedWiring"],
          "components" : [{"id" : 0, "root" : "AppShell", "scope" : "singleton"}],
          "bindings" : [
            {"id" : 0, "library" : "AppShellWiring", "type" : "AppShell"},
            {"id" : 1, "library" : "LedgerWiring", "type" : "LedgerStore"},
            {"id" : 2, "library" : "LedgerWiring", "type" : "LedgerService"},
            {"id" : 3, "library" : "FakeNetworkWiring", "type" : "any NetworkExecutor"}
          ],
          "edges" : [
            {"from" : 0, "to" : 2, "kind" : "value", "parameter" : "LedgerService"},
            {"from" : 0, "to" : 1, "kind" : "provider", "parameter" : "Provider<LedgerStore>"},
            {"from" : 0, "to" : 3, "kind" : "value", "parameter" : "any NetworkExecutor"},
            {"from" : 2, "to" : 1, "kind" : "value", "parameter" : "LedgerStore"},
            {"from" : 1, "to" : 3, "kind" : "value", "parameter" : "any NetworkExecutor"},
            {"from" : 2, "to" : 3, "kind" : "value", "parameter" : "any NetworkExecutor"}
          ]
        }
        """

    @Test("one edge per pair of libraries, none inside a library, every linked library a node")
    func edges() throws {
        let graph = try LibraryGraph(json: Data(Self.json.utf8))
        #expect(graph.libraries == ["AppShellWiring", "FakeNetworkWiring", "LedgerWiring", "UnusedWiring"])
        #expect(
            graph.edges == [
                .init(from: "AppShellWiring", to: "FakeNetworkWiring"),
                .init(from: "AppShellWiring", to: "LedgerWiring"),
                .init(from: "LedgerWiring", to: "FakeNetworkWiring"),
            ])
        #expect(graph.bindingCounts == ["AppShellWiring": 1, "LedgerWiring": 2, "FakeNetworkWiring": 1])
    }

    @Test("DOT: a node per library with its bindings, the fake in orange, each edge once")
    func dot() throws {
        let dot = try LibraryGraph(json: Data(Self.json.utf8)).dot(title: "tiny \"app\"")
        #expect(dot.hasPrefix("digraph libraries {\n"))
        #expect(dot.contains("label=\"tiny \\\"app\\\"\""))
        #expect(dot.contains("\"LedgerWiring\" [label=\"Ledger\\n2 bindings\", tooltip=\"LedgerWiring\"];"))
        #expect(dot.contains("\"UnusedWiring\" [label=\"Unused\\n0 bindings\", tooltip=\"UnusedWiring\"];"))
        #expect(
            dot.contains(
                "\"FakeNetworkWiring\" [label=\"FakeNetwork\\n1 binding\", tooltip=\"FakeNetworkWiring\", "
                    + "fillcolor=\"#ffd8a8\"];"))
        let edges = dot.split(separator: "\n").filter { $0.contains(" -> ") }
        #expect(
            edges == [
                "  \"AppShellWiring\" -> \"FakeNetworkWiring\";",
                "  \"AppShellWiring\" -> \"LedgerWiring\";",
                "  \"LedgerWiring\" -> \"FakeNetworkWiring\";",
            ])
        #expect(dot.hasSuffix("}\n"))
    }

    @Test("a request between bindings the graph does not list, or JSON that is not a graph, is an error")
    func badInput() {
        let dangling = """
            {"libraries" : [], "bindings" : [{"id" : 0, "library" : "A"}], "edges" : [{"from" : 0, "to" : 7}]}
            """
        #expect(throws: LabError.self) { try LibraryGraph(json: Data(dangling.utf8)) }
        #expect(throws: LabError.self) { try LibraryGraph(json: Data("warning: not JSON".utf8)) }
    }
}
