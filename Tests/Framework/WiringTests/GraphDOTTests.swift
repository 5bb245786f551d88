import TestSupport
import Testing
import Wiring
import WiringReports

/// `WiringGraph.dot()`: valid DOT that Graphviz draws, with libraries as clusters, children
/// nested, request kinds drawn differently and fakes marked.
@Suite struct GraphDOTTests {
    @Test(.enabled(if: Graphviz.canRun, Graphviz.skipReason))
    func graphvizDrawsTheDOT() async throws {
        let dot = try await GraphFixture.component().graph.dot()
        let drawn = try Graphviz.svg(of: dot)
        #expect(drawn.status == 0, "dot failed: \(drawn.errors)")
        #expect(drawn.errors.isEmpty, "dot warned: \(drawn.errors)")
        #expect(drawn.svg.contains("<svg"))
        // Escaped by DOT, then by SVG: the map key with quotes and a backslash survives both.
        #expect(drawn.svg.contains(#"say \&quot;hi\&quot; \\ bye"#), "\(drawn.svg)")
        #expect(drawn.svg.contains("ChildFactory&lt;VisitComponent&gt;"))
    }

    @Test func librariesAreClustersWithTheirChildComponentsInside() async throws {
        let dot = try await GraphFixture.component().graph.dot()
        let lines = dot.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "digraph wiring {")
        #expect(lines.last == "}")
        let library = try #require(lines.firstIndex(of: #"subgraph "cluster_c0_WiringTests" {"#))
        let child = try #require(lines.firstIndex(of: #"subgraph "cluster_c1" {"#))
        #expect(library < child, "the child is drawn inside the library that installed it")
        #expect(lines.contains(#"subgraph "cluster_c1_WiringTests" {"#))
        #expect(lines.contains(#"label="VisitComponent (child component, scope visit)";"#))
    }

    @Test func requestKindsAreDrawnDifferently() async throws {
        let graph = try await GraphFixture.component().graph
        let dot = graph.dot()
        /// The attributes of the edge of `kind`.
        func look(_ kind: WiringGraph.RequestKind) throws -> String {
            let edge = try #require(graph.edges.first { $0.kind == kind }, "no \(kind) edge")
            let line = try #require(dot.split(separator: "\n").first { $0.contains("n\(edge.from) -> n\(edge.to) [") })
            return String(line)
        }
        #expect(try look(.value).contains("style=solid"))
        #expect(try look(.tagged).contains("style=solid"))
        #expect(try look(.provider).contains("style=dashed"))
        #expect(try look(.collection).contains("style=bold"))
        #expect(try look(.map).contains("style=bold"))
        #expect(try look(.childFactory).contains("arrowhead=diamond"))
        #expect(try look(.asyncProvider).contains("color=\"#1f5fbf\""))
        #expect(try look(.mainActorProvider).contains("color=\"#7b3fb5\""))
        #expect(try look(.provider) != look(.asyncProvider))
    }

    @Test func fakesAreFilledAndLabelled() {
        let fake = WiringGraph.Node(
            id: 0, type: "any NetworkExecutor", scope: "singleton", module: "FakeNetworkWiring.FakeNetworkModule",
            library: "FakeNetworkWiring", file: "FakeNetworkWiring/FakeNetworkModule.swift", line: 7)
        let real = WiringGraph.Node(
            id: 1, type: "BankEndpoint", module: "NetworkWiring.NetworkModule", library: "NetworkWiring",
            file: "NetworkWiring/NetworkModule.swift", line: 9)
        let graph = WiringGraph(
            libraries: ["FakeNetworkWiring", "NetworkWiring"],
            components: [WiringGraph.ComponentNode(id: 0, scope: "singleton", root: "any NetworkExecutor")],
            bindings: [fake, real],
            edges: [WiringGraph.Edge(from: 0, to: 1, kind: .weakProvider, parameter: "WeakProvider<BankEndpoint>")])
        #expect(fake.isFake && !real.isFake)
        let lines = graph.dot().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let fakeLine = lines.first { $0.hasPrefix("n0 [") }
        #expect(fakeLine?.contains(#"label="any NetworkExecutor\nsingleton, fake""#) == true, "\(lines)")
        #expect(fakeLine?.contains("fillcolor=") == true)
        #expect(lines.first { $0.hasPrefix("n1 [") }?.contains("fillcolor=") == false)
        #expect(lines.contains(#"label="FakeNetworkWiring (fake)";"#))
        #expect(lines.contains { $0.hasPrefix("n0 -> n1 [style=dotted") })
    }
}
