import Foundation
import Testing
import Wiring
import WiringLaunch

/// `Component.graph` and its JSON: every binding, every request with its kind, every child.
@Suite struct GraphExportTests {
    /// The graph, read back from its JSON, so the test sees what a tool reading it would.
    private func decodedGraph() async throws -> (graph: WiringGraph, json: String) {
        let component = try await GraphFixture.component()
        let json = component.graph.json()
        let graph = try JSONDecoder().decode(WiringGraph.self, from: Data(json.utf8))
        #expect(graph == component.graph, "the JSON must carry the whole graph")
        return (graph, json)
    }

    /// A binding's name as the test spells it: its type, and its tag or map key if any.
    private func name(_ node: WiringGraph.Node) -> String {
        node.type + (node.tag.map { " tagged \($0)" } ?? "") + (node.mapKey.map { " entry \($0)" } ?? "")
    }

    @Test func theJSONHasEveryBindingWithWhereAndHowItIsMade() async throws {
        let graph = try await decodedGraph().graph
        let byName = Dictionary(grouping: graph.bindings, by: name)
        #expect(
            Set(byName.keys) == [
                "App", "Visit", "Ticket", "Clock",
                "Store", "Screen", "[Plugin]",
                #"[String: Plugin] entry "say \"hi\" \\ bye""#, "String tagged BankURL",
                "ChildFactory<VisitComponent>",
            ], "\(byName.keys.sorted())")
        #expect(graph.bindings.count == 11, "two collection elements and nine others")
        #expect(graph.bindings.map(\.id) == Array(graph.bindings.indices))
        for node in graph.bindings {
            #expect(node.library == "WiringTests")
            #expect(node.file == "WiringTests/GraphFixtures.swift", "\(node)")
            #expect(node.line > 0)
        }
        let store = try #require(byName["Store"]?.first)
        #expect(store.creation == .asynchronous)
        #expect(store.module == "WiringTests.GraphFixture.AppModule")
        #expect(try #require(byName["Screen"]?.first).creation == .mainActor)
        #expect(try #require(byName["Clock"]?.first).scope == "singleton")
        #expect(try #require(byName["App"]?.first).scope == nil)
        let ticket = try #require(byName["Ticket"]?.first)
        #expect(ticket.scope == "visit")
        #expect(ticket.component == 1)
        let elements = try #require(byName["[Plugin]"])
        #expect(elements.map(\.contribution) == [.collectionElement, .collectionElement])
        #expect(graph.bindings.filter { $0.contribution == .mapEntry }.count == 1)
        #expect(graph.bindings.allSatisfy { !$0.isFake })
    }

    @Test func theJSONHasEveryRequestWithItsKind() async throws {
        let graph = try await decodedGraph().graph
        let edges = graph.edges.map { edge in
            "\(name(graph.bindings[edge.from])) -\(edge.kind.rawValue)-> \(name(graph.bindings[edge.to]))"
        }
        #expect(
            edges.sorted() == [
                "App -asyncProvider-> Store",
                "App -childFactory-> ChildFactory<VisitComponent>",
                "App -collection-> [Plugin]",
                "App -collection-> [Plugin]",
                "App -mainActorProvider-> Screen",
                #"App -map-> [String: Plugin] entry "say \"hi\" \\ bye""#,
                "Visit -provider-> Clock",
                "Visit -tagged-> String tagged BankURL",
                "Visit -value-> Ticket",
            ], "\(edges.sorted())")
        let factory = try #require(graph.edges.first { $0.kind == .childFactory })
        #expect(factory.childComponent == 1)
        #expect(factory.parameter == "ChildFactory<VisitComponent>")
        #expect(graph.edges.filter { $0.kind != .childFactory }.allSatisfy { $0.childComponent == nil })
    }

    @Test func theJSONHasTheChildComponentsWithTheirParents() async throws {
        let graph = try await decodedGraph().graph
        #expect(graph.components.count == 2)
        let root = graph.components[0]
        #expect(root.parent == nil && root.name == nil && root.installation == nil)
        #expect(root.root == "App")
        #expect(root.scope == "singleton")
        let child = graph.components[1]
        #expect(child.name == "VisitComponent")
        #expect(child.parent == 0)
        #expect(child.scope == "visit")
        #expect(child.root == "Visit")
        #expect(child.library == "WiringTests")
        #expect(child.rootBinding.map { name(graph.bindings[$0]) } == "Visit")
        #expect(child.installation.map { name(graph.bindings[$0]) } == "ChildFactory<VisitComponent>")
        #expect(graph.bindings.filter { $0.component == 1 }.map(name).sorted() == ["Ticket", "Visit"])
    }

    /// Sorted keys, so two exports of one graph are equal byte for byte; and the names a tool
    /// reads are the documented ones.
    @Test func theJSONHasSortedDocumentedKeys() async throws {
        let (_, json) = try await decodedGraph()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object.keys.sorted() == ["bindings", "components", "edges", "libraries"])
        let edge = try #require((object["edges"] as? [[String: Any]])?.first)
        #expect(Set(edge.keys).isSuperset(of: ["from", "to", "kind", "parameter"]))
        let node = try #require((object["bindings"] as? [[String: Any]])?.first)
        #expect(
            Set(node.keys).isSuperset(of: [
                "id", "type", "contribution", "module", "library", "file", "line", "creation",
            ]))
        let again = try await GraphFixture.component().graph.json()
        #expect(json == again)
        #expect(json.range(of: #""bindings""#)!.lowerBound < json.range(of: #""components""#)!.lowerBound)
    }

    /// A component built from modules names no libraries; one built from libraries names them.
    @Test func theGraphNamesTheLinkedLibraries() async throws {
        let fromModules = try await GraphFixture.component()
        #expect(fromModules.graph.libraries == [])
        let library = WiringLibrary(name: "GraphWiring", modules: [GraphFixture.AppModule.self])
        let component = try await Component.build(root: GraphFixture.App.self, libraries: [library])
        #expect(component.graph.libraries == ["GraphWiring"])
    }
}
