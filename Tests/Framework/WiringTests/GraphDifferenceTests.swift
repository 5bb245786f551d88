import Foundation
import TestSupport
import Testing
import Wiring
import WiringReports

/// `WiringGraph.Difference`: what a second app's graph swaps against a first's, in compiler
/// format, summed up by library, and checked against the swaps a team allows.
@Suite struct GraphDifferenceTests {
    /// A production app and its test twin: the same root and depositer; the network executor
    /// from `NetworkWiring` with its endpoint, or from `FakeNetworkWiring` with its scenario.
    static func apps() -> (production: WiringGraph, test: WiringGraph) {
        var production = HandMadeGraph(app: "prod")
        let root = production.bind("Root", line: 3, scope: "singleton")
        let depositer = production.bind("Depositer", library: "DepositWiring", line: 4)
        let network = production.bind("any Network", library: "NetworkWiring", line: 9, scope: "singleton")
        let endpoint = production.bind("Endpoint", library: "NetworkWiring", line: 8)
        production.ask(root, depositer)
        production.ask(depositer, network)
        production.ask(network, endpoint)

        var test = HandMadeGraph(app: "test")
        let testRoot = test.bind("Root", line: 3, scope: "singleton")
        let testDepositer = test.bind("Depositer", library: "DepositWiring", line: 4)
        let fake = test.bind("any Network", library: "FakeNetworkWiring", line: 9, scope: "singleton")
        let scenario = test.bind("Scenario", library: "FakeNetworkWiring", line: 7)
        test.ask(testRoot, testDepositer)
        test.ask(testDepositer, fake)
        test.ask(fake, scenario)
        return (production.graph, test.graph)
    }

    @Test func aSwappedLibraryIsFoundWithEverythingItChanges() {
        let (production, test) = Self.apps()
        let difference = WiringGraph.Difference(production, test)
        #expect(
            difference.changes.map(\.kind) == [
                .libraryOnlyInFirst, .libraryOnlyInSecond, .swapped, .dependencyRemoved, .dependencyAdded,
                .onlyInFirst, .onlyInSecond,
            ])
        #expect(difference.changes[2].first?.library == "NetworkWiring")
        #expect(difference.changes[2].second?.library == "FakeNetworkWiring")
        #expect(difference.changes[3].dependency?.answeredBy.type == "Endpoint")
        #expect(difference.changes[4].dependency?.answeredBy.type == "Scenario")
        #expect(
            difference.summary.map(\.line) == [
                "NetworkWiring → FakeNetworkWiring: 1 binding swapped, 1 binding only in prod, 1 binding only in "
                    + "test, 1 dependency added, 1 dependency removed"
            ])
        #expect(difference.disallowed.count == 7)
    }

    /// Each change is a compiler-format line at the first app's declaration, with one more at
    /// the second app's when it is elsewhere, so an editor jumps to each side.
    @Test func theTextIsInCompilerFormat() {
        let (production, test) = Self.apps()
        let text = WiringGraph.Difference(production, test).description
        let expected: [String] = [
            "note: prod links NetworkWiring, test does not [library only in prod]",
            "note: test links FakeNetworkWiring, prod does not [library only in test]",
            "Sources/NetworkWiring/Module.swift:9: note: 'any Network' is bound by NetworkWiring in prod and by "
                + "FakeNetworkWiring in test [swapped]",
            "Sources/FakeNetworkWiring/Module.swift:9: note: test binds 'any Network' here",
            "Sources/NetworkWiring/Module.swift:9: note: 'any Network' asks for 'Endpoint' (value) in prod only "
                + "[dependency removed]",
            "Sources/FakeNetworkWiring/Module.swift:9: note: 'any Network' asks for 'Scenario' (value) in test only "
                + "[dependency added]",
            "Sources/NetworkWiring/Module.swift:8: note: 'Endpoint' is bound only in prod, by NetworkWiring [only in prod]",
            "Sources/FakeNetworkWiring/Module.swift:7: note: 'Scenario' is bound only in test, by FakeNetworkWiring "
                + "[only in test]",
            "",
            "NetworkWiring → FakeNetworkWiring: 1 binding swapped, 1 binding only in prod, 1 binding only in test, "
                + "1 dependency added, 1 dependency removed",
            "prod → test: 7 differences",
        ]
        #expect(text == expected.joined(separator: "\n"))
    }

    /// "Only the network": the allowed swap covers the swapped binding, what each library binds
    /// alone, the libraries themselves, and the dependencies that come with them.
    @Test func anAllowedSwapCoversWhatComesWithIt() throws {
        let (production, test) = Self.apps()
        let swap = try #require(WiringGraph.LibrarySwap("NetworkWiring=FakeNetworkWiring"))
        let allowed = WiringGraph.Difference(production, test, allowing: [swap])
        #expect(allowed.disallowed.isEmpty)
        let text = allowed.text(failingOnDifference: true)
        #expect(!text.contains("error:"))
        #expect(text.hasSuffix("prod → test: 7 differences, all allowed by NetworkWiring=FakeNetworkWiring"))

        // The same swap the other way round allows nothing.
        let reversed = WiringGraph.Difference(
            production, test, allowing: [.init(first: "FakeNetworkWiring", second: "NetworkWiring")])
        #expect(reversed.disallowed.count == 7)
        let failing = reversed.text(failingOnDifference: true)
        #expect(failing.contains("Sources/NetworkWiring/Module.swift:9: error: 'any Network' is bound by"))
        #expect(failing.hasSuffix("7 differences, 7 not allowed by FakeNetworkWiring=NetworkWiring"))
    }

    /// A change outside the allowed swap stays disallowed: a scope changed in a library the
    /// swap does not name, and a new binding elsewhere.
    @Test func aChangeOutsideTheAllowedSwapIsNotAllowed() {
        let (production, _) = Self.apps()
        var changed = HandMadeGraph(app: "dev")
        changed.bind("Root", line: 3, scope: "singleton")
        changed.bind("Depositer", library: "DepositWiring", line: 4, scope: "singleton", creation: .asynchronous)
        changed.bind("any Network", library: "NetworkWiring", line: 9, scope: "singleton")
        changed.bind("Endpoint", library: "NetworkWiring", line: 8)
        changed.bind("Extra", library: "ExtraWiring", line: 2)
        changed.ask(0, 1)
        changed.ask(1, 2)
        changed.ask(2, 3)
        changed.ask(1, 4, as: .optional)
        let difference = WiringGraph.Difference(
            production, changed.graph, allowing: [.init(first: "NetworkWiring", second: "FakeNetworkWiring")])
        #expect(
            difference.changes.map(\.kind) == [
                .libraryOnlyInSecond, .scopeChanged, .creationChanged, .dependencyAdded, .onlyInSecond,
            ])
        #expect(difference.disallowed.count == 5)
        #expect(
            difference.description.contains(
                "Sources/DepositWiring/Module.swift:4: note: 'Depositer' is unscoped in prod and singleton in dev "
                    + "[scope changed]"))
        #expect(
            difference.description.contains(
                "'Depositer' is made synchronously in prod and asynchronously in dev [made differently]"))
        #expect(
            difference.summary.map(\.line).first == "nothing → ExtraWiring: 1 binding only in dev, linked only by dev")
        #expect(
            difference.summary.map(\.line).contains(
                "DepositWiring: 1 scope changed, 1 made differently, 1 dependency added"))
        // Allowing the extra library covers it, its binding, and the optional request of it.
        let allowingExtra = WiringGraph.Difference(
            production, changed.graph, allowing: [.init(first: "NoneWiring", second: "ExtraWiring")])
        #expect(allowingExtra.disallowed.map(\.kind) == [.scopeChanged, .creationChanged])
    }

    /// A binding declared by the same library at another line is swapped too.
    @Test func aBindingDeclaredAtAnotherLineIsSwapped() {
        let (production, _) = Self.apps()
        var moved = HandMadeGraph(app: "moved")
        moved.bind("Root", line: 3, scope: "singleton")
        moved.bind("Depositer", library: "DepositWiring", line: 40)
        moved.bind("any Network", library: "NetworkWiring", line: 9, scope: "singleton")
        moved.bind("Endpoint", library: "NetworkWiring", line: 8)
        moved.ask(0, 1)
        moved.ask(1, 2)
        moved.ask(2, 3)
        let difference = WiringGraph.Difference(production, moved.graph)
        #expect(difference.changes.map(\.kind) == [.swapped])
        #expect(difference.summary.map(\.line) == ["DepositWiring: 1 binding swapped"])
        #expect(
            difference.description.contains("'Depositer' is bound by DepositWiring in prod, and elsewhere in moved"))
    }

    /// Map entries are matched by key, collection elements by where they are declared, and
    /// child components by name.
    @Test func contributionsAndChildrenAreMatchedByWhatTheyAre() {
        func app(_ name: String, entryLibrary: String, elementLine: Int, childBinding: String) -> WiringGraph {
            var made = HandMadeGraph(app: name)
            made.bind("Root")
            made.bind("[String: Plugin]", library: entryLibrary, contribution: .mapEntry, mapKey: "\"audit\"")
            made.bind("[Plugin]", line: elementLine, contribution: .collectionElement)
            made.bind("ChildFactory<Visit>")
            made.components.append(
                .init(id: 1, name: "Visit", parent: 0, scope: "visit", root: "Visit", rootBinding: 4, installation: 3))
            made.bind("Visit", component: 1)
            made.bind(childBinding, component: 1)
            return made.graph
        }
        let first = app("one", entryLibrary: "AuditWiring", elementLine: 5, childBinding: "Ticket")
        let second = app("two", entryLibrary: "FakeAuditWiring", elementLine: 6, childBinding: "Stamp")
        let difference = WiringGraph.Difference(first, second)
        #expect(
            difference.changes.map { "\($0.kind.rawValue) \(($0.first ?? $0.second)?.name ?? $0.library ?? "")" } == [
                "libraryOnlyInFirst AuditWiring", "libraryOnlyInSecond FakeAuditWiring", "swapped [String: Plugin]",
                "onlyInFirst [Plugin]", "onlyInFirst Ticket", "onlyInSecond [Plugin]", "onlyInSecond Stamp",
            ])
        #expect(WiringGraph.Difference(first, first).changes.isEmpty)
        #expect(WiringGraph.Difference(first, first).description == "one and one have the same graph")
    }

    @Test func aSwapIsReadAsFirstEqualsSecond() {
        #expect(
            WiringGraph.LibrarySwap(" NetworkWiring = FakeNetworkWiring ")
                == .init(first: "NetworkWiring", second: "FakeNetworkWiring"))
        for wrong in ["NetworkWiring", "=FakeNetworkWiring", "NetworkWiring=", "A=B=C", ""] {
            #expect(WiringGraph.LibrarySwap(wrong) == nil, "\(wrong)")
        }
    }

    /// Tools read the difference as JSON, whole.
    @Test func theDifferenceIsData() throws {
        let (production, test) = Self.apps()
        let difference = WiringGraph.Difference(
            production, test, allowing: [.init(first: "NetworkWiring", second: "FakeNetworkWiring")])
        let decoded = try JSONDecoder().decode(WiringGraph.Difference.self, from: try JSONEncoder().encode(difference))
        #expect(decoded == difference)
        #expect(decoded.summary.first?.counts["swapped"] == 1)
    }

    /// The picture of both graphs in one: the swap drawn on each side and joined, what only one
    /// app has marked, and what both have drawn once.
    @Test(.enabled(if: Graphviz.canRun, Graphviz.skipReason))
    func bothGraphsAreOnePicture() throws {
        let (production, test) = Self.apps()
        let dot = WiringGraph.dot(comparing: production, with: test)
        let nodes = dot.split(separator: "\n").filter {
            $0.contains("[label=") && $0.trimmingCharacters(in: .whitespaces).hasPrefix("n")
        }
        // Root and depositer once, each network executor, the endpoint and the scenario.
        #expect(nodes.count == 6)
        #expect(nodes.filter { $0.contains("swapped: prod") }.count == 1)
        #expect(nodes.filter { $0.contains("swapped: test") && $0.contains("fillcolor=\"#ffe066\"") }.count == 1)
        #expect(nodes.contains { $0.contains("Endpoint") && $0.contains("only in prod") })
        #expect(nodes.contains { $0.contains("Scenario") && $0.contains("only in test") })
        #expect(dot.contains("n2 -> n4 [style=bold"))
        #expect(dot.contains(#"subgraph "cluster_c0_FakeNetworkWiring" {"#))
        let drawn = try Graphviz.svg(of: dot)
        #expect(drawn.status == 0 && drawn.errors.isEmpty, "\(drawn.errors)")
    }
}
