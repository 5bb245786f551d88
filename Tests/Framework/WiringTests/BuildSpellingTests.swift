import Testing
import Wiring

/// `try await Component.build(…)` is the asynchronous build and `try Component(…)` the
/// synchronous one, wherever the call is written: the compiler holds each spelling to its build,
/// and each runs the build it names. (Top-level code runs in the fixture package's
/// `BuildSpellings`, through `FixturePackageTests`.)
@Suite struct BuildSpellingTests {
    /// A catalog opened asynchronously, as a database is.
    final class Catalog: Sendable {
        let titles: [String]
        init(titles: [String]) { self.titles = titles }

        static func open() async throws -> Catalog {
            await Task.yield()
            return Catalog(titles: ["Dune"])
        }
    }

    struct Shelf: Sendable {
        let catalog: Catalog
    }

    struct PlainShelf: Sendable {}

    enum ShelfModule: Module {
        static func configure(binder: Binder) {
            binder.bind(Catalog.self).scoped(.singleton).to(asyncFactory: Catalog.open)
            binder.bind(Shelf.self).to(factory: Shelf.init)
        }
    }

    enum PlainShelfModule: Module {
        static func configure(binder: Binder) {
            binder.bind(PlainShelf.self).to(factory: { PlainShelf() })
        }
    }

    /// What the synchronous build of the asynchronous graph threw: its diagnostics' kinds.
    static func synchronousBuildOfTheAsyncGraph() -> [Diagnostic.Kind] {
        do {
            _ = try Component(root: Shelf.self, modules: [ShelfModule.self])
            return []
        } catch {
            return error.diagnostics.map(\.kind)
        }
    }

    @Test func inAnAsyncFunctionEachSpellingRunsItsOwnBuild() async throws {
        let built = try await Component.build(root: Shelf.self, modules: [ShelfModule.self])
        #expect(built.root.catalog.titles == ["Dune"])
        #expect(Self.synchronousBuildOfTheAsyncGraph() == [.asyncBuildRequired])
        // The synchronous build is still callable from async code, as it always was.
        _ = try Component(root: PlainShelf.self, modules: [PlainShelfModule.self]).root
    }

    @Test func inASynchronousClosureInsideAnAsyncFunctionTheBuildIsSynchronous() async throws {
        let buildPlain = { () throws(WiringError) -> Component<PlainShelf> in
            try Component(root: PlainShelf.self, modules: [PlainShelfModule.self])
        }
        let buildShelf = { () -> [Diagnostic.Kind] in Self.synchronousBuildOfTheAsyncGraph() }
        _ = try buildPlain().root
        #expect(buildShelf() == [.asyncBuildRequired])
    }

    @Test func inATaskEachSpellingRunsItsOwnBuild() async throws {
        let titles = try await Task {
            try await Component.build(root: Shelf.self, modules: [ShelfModule.self]).root.catalog.titles
        }.value
        #expect(titles == ["Dune"])
        let refused = await Task { Self.synchronousBuildOfTheAsyncGraph() }.value
        #expect(refused == [.asyncBuildRequired])
    }

    /// Each spelling in each place it can be written, type-checked: the asynchronous build
    /// never compiles without `await`, so it cannot be called where the synchronous one was
    /// meant; the synchronous build compiles everywhere, and `await` on it is only a warning
    /// that says nothing asynchronous happens.
    @Test func theCompilerHoldsEachSpellingToItsBuild() throws {
        let cases: [(code: String, expected: String)] = [
            ("_ = try await Component.build(root: Root.self, modules: [M.self])", "ok"),
            ("_ = try Component(root: Root.self, modules: [M.self])", "ok"),
            ("_ = try Component.build(root: Root.self, modules: [M.self])", "error"),
            ("_ = try await Component(root: Root.self, modules: [M.self])", "warning"),
        ]
        // Where each case stands: top-level code, a synchronous function, an async function,
        // a synchronous closure inside an async function, and a Task. Cases that need `await`
        // are errors in the two synchronous places.
        var source = """
            import Wiring
            struct Root: Sendable {}
            enum M: Module { static func configure(binder: Binder) { binder.bind(Root.self).to(factory: { Root() }) } }

            """
        var expectedErrors: Set<Int> = []
        var expectedWarnings: Set<Int> = []
        var line = 3
        func add(_ text: String, expecting expected: String) {
            source += text + "\n"
            line += 1
            if expected == "error" { expectedErrors.insert(line) }
            if expected == "warning" { expectedWarnings.insert(line) }
        }
        func addCases(indent: String, canAwait: Bool) {
            for (code, expected) in cases {
                let awaits = code.contains("await")
                add(indent + code, expecting: !canAwait && awaits ? "error" : expected)
            }
        }
        addCases(indent: "", canAwait: true)
        add("func inSync() throws {", expecting: "ok")
        addCases(indent: "    ", canAwait: false)
        add("}", expecting: "ok")
        add("func inAsync() async throws {", expecting: "ok")
        addCases(indent: "    ", canAwait: true)
        add("    let closure = { () throws -> Void in", expecting: "ok")
        addCases(indent: "        ", canAwait: false)
        add("    }", expecting: "ok")
        add("    try closure()", expecting: "ok")
        add("}", expecting: "ok")
        add("func inTask() {", expecting: "ok")
        add("    Task {", expecting: "ok")
        addCases(indent: "        ", canAwait: true)
        add("    }", expecting: "ok")
        add("}", expecting: "ok")

        let (_, output) = try SwiftCompiler.typecheck(source)
        #expect(SwiftCompiler.lines(with: "error", in: output) == expectedErrors, "\(source)\n\(output)")
        #expect(SwiftCompiler.lines(with: "warning", in: output) == expectedWarnings, "\(source)\n\(output)")
        #expect(output.contains("no 'async' operations occur within 'await' expression"), "\(output)")
    }
}
