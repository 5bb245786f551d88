import TestSupport
import Testing
import Wiring
import WiringReports

/// `WiringGraph.why(_:)`: every dependency path from the root to a type's bindings, shortest
/// first, bounded; what no path reaches; and near misses for what nothing binds.
@Suite struct WhyTests {
    /// Root → Target as a provider; Root → A → Target; Root → B → C → Target; and an unused Spare.
    static func diamond() -> (graph: WiringGraph, ids: [String: Int]) {
        var made = HandMadeGraph(app: "shop")
        let root = made.bind("Root", line: 1, scope: "singleton")
        let a = made.bind("A", line: 2)
        let b = made.bind("B", line: 3)
        let c = made.bind("C", library: "CWiring", line: 4)
        let target = made.bind("Target", library: "TargetWiring", line: 5, scope: "singleton")
        let spare = made.bind("Spare", library: "SpareWiring", line: 6)
        made.ask(root, a)
        made.ask(root, b)
        made.ask(a, target)
        made.ask(b, c)
        made.ask(c, target, as: .lazy)
        made.ask(root, target, as: .provider)
        return (made.graph, ["Root": root, "A": a, "B": b, "C": c, "Target": target, "Spare": spare])
    }

    @Test func everyPathIsListedShortestFirstWithHowEachStepIsAskedFor() {
        let (graph, _) = Self.diamond()
        let why = graph.why("Target")
        #expect(why.pathCount == 3 && why.pathCountIsExact)
        #expect(
            why.paths.map { $0.map(\.binding.type) } == [
                ["Root", "Target"], ["Root", "A", "Target"], ["Root", "B", "C", "Target"],
            ])
        #expect(why.paths[0].map(\.kind) == [nil, .provider])
        #expect(why.paths[0].last?.parameter == "Provider<Target>")
        #expect(why.paths[2].map(\.kind) == [nil, .value, .value, .lazy])
        #expect(why.unreachable.isEmpty && why.suggestions.isEmpty)
        #expect(
            why.description.split(separator: "\n", omittingEmptySubsequences: false).prefix(4) == [
                "'Target' in shop: 3 paths from the root 'Root', shortest first",
                "",
                "path 1 of 3:",
                "Sources/AppWiring/Module.swift:1: Root [singleton] in AppWiring: the root",
            ])
        #expect(
            why.description.contains(
                "Sources/TargetWiring/Module.swift:5: Target [singleton] in TargetWiring, asked for as 'Lazy<Target>' (lazy)"
            ))
    }

    /// A contribution is found, and shown on a path, by what it contributes, not only by the
    /// collection or map it goes into.
    @Test func aContributionIsNamedByWhatItContributes() throws {
        let graph = try Component(
            root: CollectionTests.Plugins.self,
            modules: [CollectionTests.AuditPlugins.self, CollectionTests.PluginsModule.self]
        ).graph
        let why = graph.why("any ATMPlugin")
        #expect(why.bindings.count == 2 && why.pathCount == 2, "\(why)")
        #expect(why.description.contains(": any ATMPlugin, an element of [any ATMPlugin] [unscoped] in"), "\(why)")
        #expect(
            why.description.contains(#": any ATMPlugin, the entry "audit" of [String: any ATMPlugin] [unscoped] in"#),
            "\(why)")
        #expect(graph.why("[any ATMPlugin]").bindings.count == 1)
    }

    @Test func aLimitShowsTheShortestPathsAndCountsTheRest() {
        let why = Self.diamond().graph.why("Target", limit: 2)
        #expect(why.paths.count == 2 && why.pathCount == 3)
        #expect(why.paths.map(\.count) == [2, 3])
        #expect(why.description.hasSuffix("… and 1 more path, not shown"))
    }

    /// The path the issue's client asks for: through a child component, and a provider in it.
    @Test func aPathGoesThroughAChildComponentAndAProvider() async throws {
        let graph = try await GraphFixture.component().graph
        let why = graph.why("Clock")
        let path = try #require(why.paths.first { $0.contains { $0.builds != nil } }, "\(why)")
        #expect(path.map(\.binding.type) == ["App", "ChildFactory<VisitComponent>", "Visit", "Clock"])
        #expect(path.map(\.kind) == [nil, .childFactory, nil, .provider])
        #expect(path[2].builds == "VisitComponent")
        #expect(
            why.description.contains(
                "Visit [unscoped] in WiringTests, the root of VisitComponent, made when it is built"))
        #expect(path.allSatisfy { $0.binding.file.hasPrefix("WiringTests/") && $0.binding.line > 0 })
    }

    @Test func aBindingNoPathReachesIsNamedWithItsLibrary() {
        let why = Self.diamond().graph.why("Spare")
        #expect(why.paths.isEmpty && why.pathCount == 0)
        #expect(why.unreachable.map(\.type) == ["Spare"])
        #expect(
            why.description == """
                'Spare' in shop: no path from the root 'Root' reaches it

                Sources/SpareWiring/Module.swift:6: note: 'Spare' is bound by SpareWiring, but no path from the root reaches it
                """)
    }

    @Test func aBindingMarkedReachedByTypeSaysSo() {
        var made = HandMadeGraph()
        made.bind("Root")
        made.bind("Guestbook", reachedByType: true)
        #expect(
            made.graph.why("Guestbook").description.hasSuffix(
                "; it is marked reachedByType(): the app asks for it by type"))
    }

    /// What nothing binds gets the near misses a missing binding's diagnostic suggests.
    @Test func aTypeNothingBindsGetsNearMisses() {
        var made = HandMadeGraph(app: "atm")
        made.bind("Root")
        made.bind("any NetworkExecutor", library: "NetworkWiring", line: 9)
        let why = made.graph.why("NetworkExecutor")
        #expect(why.bindings.isEmpty)
        #expect(why.suggestions.map(\.type) == ["any NetworkExecutor"])
        #expect(
            why.description == """
                nothing in atm binds 'NetworkExecutor'
                Sources/NetworkWiring/Module.swift:9: note: did you mean 'any NetworkExecutor'? it is bound here
                """)
    }

    /// A bare type finds its tagged bindings; the name with its tag finds that one.
    @Test func aTypeIsFoundWithOrWithoutItsTag() async throws {
        let graph = try await GraphFixture.component().graph
        #expect(graph.why("String").bindings.map(\.name) == ["String tagged BankURL"])
        #expect(graph.why(" String tagged BankURL ").paths.first?.last?.binding.tag == "BankURL")
        #expect(graph.why("[Plugin]").bindings.count == 2)
    }

    @Test func theRootIsAPathOfItsOwn() {
        let why = Self.diamond().graph.why("Root")
        #expect(why.paths.map { $0.map(\.binding.type) } == [["Root"]])
    }

    /// A graph with more paths than anyone could read is answered quickly: the shortest first,
    /// and a count that says it is a lower bound.
    @Test func aGraphWithMillionsOfPathsIsAnsweredWithinItsBudget() {
        var made = HandMadeGraph()
        var previous = made.bind("Root")
        // 24 diamonds in a row: 2^24 paths from the root to the last binding.
        for step in 0..<24 {
            let left = made.bind("L\(step)"), right = made.bind("R\(step)"), join = made.bind("J\(step)")
            made.ask(previous, left)
            made.ask(previous, right)
            made.ask(left, join)
            made.ask(right, join)
            previous = join
        }
        made.ask(0, previous, as: .provider)
        let why = made.graph.why("J23", limit: 3)
        #expect(!why.pathCountIsExact)
        #expect(why.pathCount >= 10_000)
        #expect(why.paths.map(\.count) == [2, 49, 49])
        #expect(why.description.contains(": more than "))
    }

    /// A path thousands of bindings long needs no deep call stack.
    @Test func aVeryLongPathIsFound() {
        var made = HandMadeGraph()
        var previous = made.bind("Root")
        for step in 0..<20_000 {
            let next = made.bind("Step\(step)")
            made.ask(previous, next)
            previous = next
        }
        let why = made.graph.why("Step19999")
        #expect(why.pathCount == 1 && why.paths.first?.count == 20_001)
    }

    /// The picture of the answer holds every binding on a path and no other.
    @Test(.enabled(if: Graphviz.canRun, Graphviz.skipReason))
    func thePictureHoldsTheBindingsOnThePaths() throws {
        let (graph, ids) = Self.diamond()
        let dot = graph.dot(of: graph.why("C"))
        let drawn = Set(
            dot.split(separator: "\n").compactMap { line -> Int? in
                let text = line.trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("n"), let space = text.firstIndex(of: " "), text.contains("[label=") else {
                    return nil
                }
                return Int(text.dropFirst().prefix(upTo: space))
            })
        #expect(drawn == [ids["Root"]!, ids["B"]!, ids["C"]!])
        #expect(dot.contains("asked about"))
        #expect(dot.contains("the root"))
        let picture = try Graphviz.svg(of: dot)
        #expect(picture.status == 0 && picture.errors.isEmpty, "\(picture.errors)")
    }

    /// A graph read from a file is checked before a question reads it.
    @Test func aGraphWithNumbersOutOfRangeSaysWhatIsWrong() {
        var made = HandMadeGraph()
        made.bind("Root")
        #expect(made.graph.numberingProblem == nil)
        made.edges.append(WiringGraph.Edge(from: 0, to: 7, kind: .value, parameter: "Ghost"))
        #expect(made.graph.numberingProblem == "edge 0 refers to binding 7, which the graph does not have")
        var renumbered = HandMadeGraph()
        renumbered.bind("Root")
        renumbered.bindings[0].id = 3
        #expect(renumbered.graph.numberingProblem == "binding 0 is numbered 3")
    }

    /// A graph edited by hand into nonsense is answered as far as it can be, never trapped on.
    @Test func aGraphWithNumbersOutOfRangeIsAnsweredAsFarAsItCanBe() {
        var made = HandMadeGraph(app: "edited")
        made.bind("Root")
        made.bind("Target", component: 9)
        made.ask(0, 1)
        made.edges.append(WiringGraph.Edge(from: 0, to: 7, kind: .value, parameter: "Ghost", childComponent: 4))
        made.components.append(
            .init(id: 5, parent: 3, scope: "visit", root: "Target", rootBinding: 12, installation: -1))
        made.bindings[0].id = 8
        let graph = made.graph
        #expect(graph.numberingProblem != nil)
        #expect(graph.why("Target").paths.map { $0.map(\.binding.type) } == [["Root", "Target"]])
        #expect(graph.dot(of: graph.why("Target")).contains("asked about"))
        #expect(graph.dot().hasPrefix("digraph wiring {"))
        #expect(WiringGraph.Difference(graph, Self.diamond().graph).changes.count > 0)
        #expect(WiringGraph.dot(comparing: graph, with: graph).hasPrefix("digraph wiring {"))
    }
}
