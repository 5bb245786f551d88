import Testing

/// Mistakes in how a factory is bound are refused by the compiler in words that say what to
/// write, wherever a factory is taken. Type-checked against this build's `Wiring` module.
@Suite struct FactoryMistakeCompilerTests {
    static let types = """
        import Wiring
        final class Database: Sendable {
            init() {}
            static func open(path: String) async throws -> Database { Database() }
        }
        final class Config: Sendable { init() throws {} }
        @MainActor final class Screen: Sendable {
            init() {}
            static func load() async -> Screen { Screen() }
        }

        """

    /// Each line of `body`, inside a module's `configure`, is expected to fail with `message`.
    static func expectEachLineFails(_ body: [String], with message: String) throws {
        let source =
            types + "enum Mistakes: Module {\n    static func configure(binder: Binder) {\n"
            + body.map { "        \($0)\n" }.joined() + "    }\n}\n"
        let (status, output) = try SwiftCompiler.typecheck(source)
        #expect(status != 0)
        let firstLine = types.split(separator: "\n", omittingEmptySubsequences: false).count + 2
        let failing = SwiftCompiler.lines(with: "error", in: output)
        #expect(failing == Set(firstLine..<firstLine + body.count), "\(source)\n\(output)")
        #expect(output.components(separatedBy: message).count - 1 >= body.count, "\(output)")
    }

    @Test func anAsyncOrThrowingFactoryIsToldToUseToAsyncFactory() throws {
        try Self.expectEachLineFails(
            [
                "binder.bind(Database.self).scoped(.singleton).to(factory: Database.open)",
                "binder.bind(Config.self).to(factory: Config.init)",
                "binder.bind(Database.self).intoCollection().to(factory: Database.open)",
                "binder.bind(Database.self).intoMap(key: \"main\").to(factory: Database.open)",
                "binder.bind(Database.self).to(factory: { () async throws -> Database in Database() })",
                "binder.bind(Database.self).to(factory: { (_: Int, _: Int, _: Int, _: Int, _: Int, _: Int, _: Int) "
                    + "async throws -> Database in Database() })",
                "binder.bind(Database.self).intoCollection().to(factory: { (_: Int, _: Int, _: Int, _: Int, _: Int, "
                    + "_: Int, _: Int, _: Int, _: Int, _: Int) throws -> Database in Database() })",
            ],
            with: "is unavailable: this factory is async or throws: bind it with to(asyncFactory:)")
    }

    @Test func aMainActorFactoryThatAwaitsIsToldHowToSplitIt() throws {
        try Self.expectEachLineFails(
            [
                "binder.bind(Screen.self).onMainActor().scoped(.singleton).to(asyncFactory: Screen.load)",
                "binder.bind(Screen.self).onMainActor().scoped(.singleton).to(factory: Screen.load)",
            ],
            with: "a main-actor binding's factory cannot be async or throw: bind what must be awaited as its own "
                + "nonisolated type with to(asyncFactory:)")
    }

    /// In a target with default main-actor isolation every initializer is `@MainActor`: a
    /// `MainActorModule` binds them as written, with nonisolated types through its `binder`.
    @Test func aMainActorModuleBindsTheTypesOfADefaultMainActorTarget() throws {
        let source = """
            import Wiring
            final class Store { init() {} }
            final class Screen { init(store: Store, prices: Prices) {} }
            nonisolated struct Prices: Sendable { init() {} }
            nonisolated struct Basket: Sendable {
                init(_: Prices, _: Prices, _: Prices, _: Prices, _: Prices, _: Prices, _: Prices, _: Prices) {}
            }
            enum ShopModule: MainActorModule {
                static func configure(binder: MainActorBinder) {
                    binder.bind(Store.self).scoped(.singleton).to(factory: Store.init)
                    binder.bind(Screen.self).scoped(.singleton).to(factory: Screen.init)
                    binder.binder.bind(Prices.self).to(factory: Prices.init)
                    binder.binder.bind(Basket.self).to(factory: Basket.init)
                }
            }
            """
        let (status, output) = try SwiftCompiler.typecheck(source, flags: ["-default-isolation", "MainActor"])
        #expect(status == 0, "\(output)")
        #expect(output.isEmpty, "\(output)")
    }

    /// What the compiler says when a plain `Module` of such a target binds a main-actor
    /// initializer; the article on main-actor bindings quotes it, with what to write instead.
    @Test func aPlainModuleOfADefaultMainActorTargetGetsTheMessageTheDocsQuote() throws {
        let source = """
            import Wiring
            final class Store { init() {} }
            enum ShopModule: Module {
                static func configure(binder: Binder) {
                    binder.bind(Store.self).scoped(.singleton).to(factory: Store.init)
                }
            }
            """
        let (status, output) = try SwiftCompiler.typecheck(source, flags: ["-default-isolation", "MainActor"])
        #expect(status != 0)
        #expect(
            output.contains(
                "converting function value of type '@MainActor @Sendable () -> Store' to '@Sendable () -> Store' "
                    + "loses global actor 'MainActor'"), "\(output)")
    }
}
