import Testing

@testable import Wiring

/// A level's bindings live in fixed-size chunks; every position must still read, and be
/// replaced, as in one array, including across chunk boundaries.
@Suite struct BindingListTests {
    /// A binding told apart from the others by the line it claims to be declared on.
    static func binding(line: Int) -> Binding {
        Binding(
            key: BindingKey(Int.self), scope: nil, dependencies: .none,
            location: Wiring.SourceLocation(
                fileID: "WiringTests/BindingListTests.swift", filePath: "/tests", line: line),
            declaredIn: DeclaringModule(type: nil), valueType: Int.self, recipe: .value(Recipe<Int> { _ in 0 }.erased))
    }

    static func list(lines: Range<Int>) -> BindingList {
        var list = BindingList()
        for line in lines { list.append(binding(line: line)) }
        return list
    }

    /// A graph holds one binding per declaration, so padding inside `Binding` is paid per
    /// binding. Its fields are declared widest first, so that it takes no more room than the
    /// sum of its fields' sizes, rounded up to its own alignment. The fields are checked against a
    /// binding's own, so that one added to `Binding` and not here fails the test.
    @Test func aBindingTakesNoMoreThanItsFieldsRoundedUpToItsAlignment() {
        let fields: [(name: String, size: Int)] = [
            ("key", MemoryLayout<BindingKey>.size),
            ("contribution", MemoryLayout<Binding.Contribution>.size),
            ("dependencies", MemoryLayout<DependencyList>.size),
            ("declaredIn", MemoryLayout<DeclaringModule>.size),
            ("valueType", MemoryLayout<Any.Type>.size),
            ("location", MemoryLayout<Wiring.SourceLocation>.size),
            ("scopeNumber", MemoryLayout<Int32>.size),
            ("recipe", MemoryLayout<BindingRecipe>.size),
            ("isSingle", MemoryLayout<Bool>.size),
            ("isOverride", MemoryLayout<Bool>.size),
            ("origin", MemoryLayout<Binding.Origin>.size),
            ("reloadPolicy", MemoryLayout<ReloadPolicy>.size),
            ("dependenciesAreDeferred", MemoryLayout<Bool>.size),
            ("creation", MemoryLayout<Creation>.size),
            ("isReachedByType", MemoryLayout<Bool>.size),
        ]
        // The fields a binding has, in the order it declares them.
        #expect(Mirror(reflecting: Self.binding(line: 1)).children.compactMap(\.label) == fields.map(\.name))
        let alignment = MemoryLayout<Binding>.alignment
        let roundedUp = (fields.map(\.size).reduce(0, +) + alignment - 1) / alignment * alignment
        #expect(MemoryLayout<Binding>.stride <= roundedUp)
    }

    @Test func keepsDeclarationOrderAcrossChunks() {
        let list = Self.list(lines: 0..<1_000)
        #expect(list.count == 1_000)
        #expect(list.map(\.location.line) == Array(0..<1_000))
        #expect(list[255].location.line == 255)
        #expect(list[256].location.line == 256)
        #expect(list.last?.location.line == 999)
    }

    @Test func replacesOneBindingInPlace() {
        var list = Self.list(lines: 0..<300)
        list[257] = Self.binding(line: -1)
        #expect(list[257].location.line == -1)
        #expect(list[256].location.line == 256)
        #expect(list[258].location.line == 258)
    }

    @Test func appendsAnotherListAfterItsOwn() {
        var list = Self.list(lines: 0..<250)
        list.append(contentsOf: Self.list(lines: 250..<600))
        #expect(list.map(\.location.line) == Array(0..<600))
    }

    @Test func anEmptyListHasNoPositions() {
        let list = BindingList()
        #expect(list.isEmpty)
        #expect(list.indices.isEmpty)
    }

    /// Through a real graph: 700 contributions, in three chunks, gathered in order.
    @Test func aGraphWithMoreBindingsThanAChunkResolvesThemInOrder() throws {
        struct Numbers: Sendable {
            let all: [Int]
        }
        enum NumbersModule: Module {
            static func configure(binder: Binder) {
                for number in 0..<700 {
                    binder.bind(Int.self).intoCollection().to(value: number)
                }
                binder.bind(Numbers.self).to(factory: Numbers.init)
            }
        }
        let component = try Component(root: Numbers.self, modules: [NumbersModule.self])
        #expect(component.root.all == Array(0..<700))
        #expect(component.bindings.count == 701)
    }
}
