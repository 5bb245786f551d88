// swift-format-ignore-file
// The documentation's samples, verbatim: the README and the articles are written for a reader,
// so their line breaks rule here, and the formatter leaves this file as it is.
// The wiring half of the DocC articles' examples in Sources/Wiring/Wiring.docc (modules,
// components, app code) that is not already in README.md or in the ATM's sources, compiled and
// run; the library half, the types a library declares, is in DocumentedLibraries, which cannot
// see Wiring. `DocCTests` checks that every declaration and statement of every article's Swift
// blocks appears verbatim in a Swift file of this repository.
import DocumentedLibraries
import Foundation
import Testing
import Wiring
import WiringReports

// MARK: GettingStarted.md

public enum GreetingModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(WallClock.self).scoped(.singleton).to(factory: { WallClock() })
        binder.bind(Greeter.self).to(factory: Greeter.init)
    }
}

/// The article's first component.
func firstComponent() throws -> String {
    let greetings = try Component(root: Greeter.self, modules: [GreetingModule.self])
    let greeting = greetings.root.greet("Ada")
    return greeting
}

/// The manifest lines the articles and the README show. A test target cannot import
/// PackageDescription, so these are kept as text; `PackageAdoptionTests` and
/// `NewUserPackageTests` build packages whose manifests use the same `.product` and `.plugin`
/// declarations (the latter's apps list exactly what `GreeterApp` lists here).
enum ManifestExamples {
    static let dependency = """
        dependencies: [
            .package(url: "https://github.com/OWNER/Wiring.git", from: "1.0.0"),
            // or, for a local checkout: .package(path: "../Wiring"),
        ],
        """

    static let targets = """
        .target(name: "GreetingWiring", dependencies: ["Greeting", .product(name: "Wiring", package: "Wiring")]),
        .executableTarget(
            name: "GreeterApp",
            dependencies: ["GreetingWiring", .product(name: "WiringLaunch", package: "Wiring")],
            plugins: [.plugin(name: "LinkedWiringPlugin", package: "Wiring")]
        ),
        """
}

// MARK: RequestingDependencies.md

public enum AuditModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(DepositAudit.self).to(factory: {
            (policy: Provider<DepositPolicy>, checks: Lazy<[any DepositCheck]>,
             archive: WeakProvider<ReceiptArchive>, analytics: Provider<(any Analytics)?>) in
            DepositAudit(policy: policy.get, checks: checks.get, archive: archive.get, analytics: analytics.get)
        })
    }
}

/// Resolving composed request kinds by type, as the article shows it.
func resolveByType(_ component: Component<DepositAudit>) throws -> (Int, Bool) {
    let checks = try component.resolve(Provider<[any DepositCheck]>.self)
    let maybeAnalytics = try component.resolve((any Analytics)?.self)
    return (checks.get().count, maybeAnalytics == nil)
}

/// Runs the articles' examples.
@Suite struct DocCExampleTests {
    enum AuditModules: Module {
        static func configure(binder: Binder) {
            binder.include(LocationsModule.self)
            binder.include(ChecksModule.self)
            binder.include(AuditModule.self)
            binder.bind(DepositPolicy.self).to(factory: DepositPolicy.init)
        }
    }

    @Test func firstComponentGreets() throws {
        #expect(try firstComponent() == "Good morning, Ada")
    }

    @Test func requestKindsCompose() throws {
        let component = try Component(root: DepositAudit.self, modules: [AuditModules.self])
        let audit = component.root
        #expect(audit.policy().checks.count == 2)
        #expect(audit.checks().count == 2)
        #expect(audit.archive()?.folder.path == "/receipts")
        #expect(audit.analytics() == nil)
        let (count, noAnalytics) = try resolveByType(component)
        #expect(count == 2 && noAnalytics)
    }
}

// MARK: AsyncAndMainActorBindings.md

public enum OrderModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(StoreConfig.self).to(value: StoreConfig(path: "/var/orders"))
        binder.bind(OrderStore.self).scoped(.singleton).to(asyncFactory: { (config: StoreConfig) async throws in
            try await OrderStore.open(config)
        })
        binder.bind(PriceFeed.self).to(asyncFactory: PriceFeed.init)
        binder.bind(OrderHistory.self).to(factory: OrderHistory.init)
        binder.bind(OrderApp.self).to(factory: { (history: OrderHistory, prices: AsyncProvider<PriceFeed>) in
            OrderApp(history: history, prices: prices.get)
        })
    }
}

/// The article's asynchronous build, and what a failed one tells the caller.
func buildOrders() async throws -> String {
    let component = try await Component.build(root: OrderApp.self, modules: [OrderModule.self])
    let app = component.root
    try await app.refresh()
    return app.history.store.path
}

func reportOpenFailure(overrides: [any Module.Type]) async -> String? {
    do {
        _ = try await Component.build(root: OrderApp.self, modules: [OrderModule.self], overrides: overrides)
        return nil
    } catch {
        if let cause = error.underlyingError as? StoreOpenError {
            return "check the configured path: \(cause)"
        }
        return error.description
    }
}

public enum CartModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(CartModel.self).onMainActor().scoped(.singleton).to(factory: CartModel.init)
        binder.bind(CheckoutService.self).to(factory: { (cart: MainActorProvider<CartModel>) in
            CheckoutService(cart: { cart.get() })
        })
    }
}

@Suite struct AsyncAndMainActorArticleTests {
    @Test func theOrdersBuildAndAFailedOpenIsReportedWithItsCause() async throws {
        #expect(try await buildOrders() == "/var/orders")
        enum Relative: Module {
            static func configure(binder: Binder) {
                binder.bind(StoreConfig.self).to(value: StoreConfig(path: "orders.db"))
            }
        }
        #expect(await reportOpenFailure(overrides: []) == nil)
        #expect(await reportOpenFailure(overrides: [Relative.self]) == "check the configured path: no database at orders.db")
    }

    @MainActor
    @Test func theCartIsMadeOnTheMainActor() async throws {
        let component = try await Component.build(root: CheckoutService.self, modules: [CartModule.self, OrderModule.self])
        let checkout = component.root
        #expect(checkout.showCart() === checkout.showCart())
    }
}

// MARK: GraphPictures.md

/// The article's example, on the greeting graph of GettingStarted.md.
@Test func graphPicturesExampleDrawsTheGraph() throws {
    let component = try Component(root: Greeter.self, modules: [GreetingModule.self])
    let graph = component.graph
    let dot = graph.dot()
    #expect(dot.contains(#"label="Greeter\nunscoped""#))
}

// MARK: QuestionsToAskYourGraph.md

/// A greeter's bindings and an unused one, linked as wiring libraries, for the article's code.
public enum GreetingWithSpareModule: Module {
    public static func configure(binder: Binder) {
        binder.include(GreetingModule.self)
        binder.bind(Counter.self).reachedByType().to(factory: { Counter() })
    }
}

/// The article's questions, asked in code: the warnings, why, and the difference of two graphs.
func askTheGreetingGraph(_ production: WiringGraph, _ uiTest: WiringGraph) throws -> (
    warnings: [Diagnostic], why: WiringGraph.Why, difference: WiringGraph.Difference
) {
    let libraries = [WiringLibrary(name: "GreetingWiring", modules: [GreetingWithSpareModule.self])]
    let check = try Component.check(root: Greeter.self, libraries: libraries)
    for warning in check.warnings { print(warning) }
    let why = check.graph.why("WallClock")
    print(why)

    let onlyTheNetwork = WiringGraph.LibrarySwap(first: "NetworkWiring", second: "FakeNetworkWiring")
    let difference = WiringGraph.Difference(production, uiTest, allowing: [onlyTheNetwork])
    if !difference.disallowed.isEmpty { print(difference.text(failingOnDifference: true)) }
    return (check.warnings, why, difference)
}

@Test func questionsArticleAsksTheGreetingGraph() throws {
    let graph = try Component(root: Greeter.self, modules: [GreetingModule.self]).graph
    let answers = try askTheGreetingGraph(graph, graph)
    #expect(answers.warnings.isEmpty)
    #expect(answers.why.paths.map { $0.map(\.binding.type) } == [["Greeter", "WallClock"]])
    #expect(answers.difference.changes.isEmpty)
}

/// The article's creation trace, on the greeting graph: every value its root needs, printed.
func traceTheGreetingGraph() throws -> Greeter {
    let tracing = CreationTracing.observe { record in print(record) }
    let component = try Component(root: Greeter.self, modules: [GreetingModule.self])
    let greeter = component.root
    tracing.cancel()
    return greeter
}

@Test func questionsArticleTracesTheGreetingGraph() throws {
    // Other suites build graphs too, and every observer hears them all: keep the greeting's.
    let heard = Locked<Set<String>>([])
    let tracing = CreationTracing.observe { record in
        if record.location.fileID.hasSuffix("DocCExamples.swift") { heard.withLock { _ = $0.insert(record.binding) } }
    }
    defer { tracing.cancel() }
    _ = try traceTheGreetingGraph()
    #expect(heard.withLock { $0 }.isSuperset(of: ["Greeter", "WallClock"]))
}
