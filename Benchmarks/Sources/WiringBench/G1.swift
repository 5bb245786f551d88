// G1 "ATM", wired four ways: BillScanner is unscoped with no dependencies, `any
// NetworkExecutor` is a singleton (a final class behind the protocol), and
// ATMDepositer(scanner:network:) is unscoped. The types are in G1Types.
import Dependencies
import G1Types
import Swinject
import Wiring

/// G1 in Wiring.
enum G1Module: Module {
    static func configure(binder: Binder) {
        binder.bind(BillScanner.self).to(factory: BillScanner.init)
        binder.bind((any NetworkExecutor).self).scoped(.singleton).to(factory: BenchNetworkExecutor.init)
        binder.bind(ATMDepositer.self).to(factory: ATMDepositer.init)
    }
}

/// A root that holds a `Provider<ATMDepositer>`, for the provider row.
struct G1ProviderRoot: Sendable {
    let depositer: Wiring.Provider<ATMDepositer>
}

enum G1ProviderModule: Module {
    static func configure(binder: Binder) {
        binder.bind(G1ProviderRoot.self).to(factory: G1ProviderRoot.init)
    }
}

/// G1 in Swinject: `.transient` is Swinject's unscoped, `.container` its singleton.
func g1SwinjectContainer() -> Container {
    let container = Container()
    container.register(BillScanner.self) { (_: Resolver) -> BillScanner in BillScanner() }
        .inObjectScope(.transient)
    container.register((any NetworkExecutor).self) { (_: Resolver) -> any NetworkExecutor in BenchNetworkExecutor() }
        .inObjectScope(.container)
    container.register(ATMDepositer.self) { (r: Resolver) -> ATMDepositer in
        ATMDepositer(scanner: r.resolve(BillScanner.self)!, network: r.resolve((any NetworkExecutor).self)!)
    }.inObjectScope(.transient)
    return container
}

/// Lets a Swinject resolver cross into a benchmark thread. Only synchronized resolvers
/// (`Container.synchronize()`) are ever used from two threads, as Swinject requires.
final class UncheckedResolver: @unchecked Sendable {
    let resolver: any Resolver
    init(_ resolver: any Resolver) { self.resolver = resolver }
}

/// G1 in swift-dependencies: one `DependencyKey` per type, each `liveValue` reading what it
/// needs with `@Dependency`, as the library's documentation shows for dependencies of
/// dependencies. The library caches every value per `DependencyValues`, so it has no
/// unscoped binding: the depositer is made once and every read returns a copy of that struct.
enum G1ScannerKey: DependencyKey {
    static var liveValue: BillScanner { BillScanner() }
}

enum G1NetworkKey: DependencyKey {
    static var liveValue: any NetworkExecutor { BenchNetworkExecutor() }
}

enum G1DepositerKey: DependencyKey {
    static var liveValue: ATMDepositer {
        @Dependency(G1ScannerKey.self) var scanner
        @Dependency(G1NetworkKey.self) var network
        return ATMDepositer(scanner: scanner, network: network)
    }
}

/// What a feature holds to reach the depositer: an `@Dependency` property, read on each
/// access. The closest thing swift-dependencies has to a `Provider`.
struct G1DependenciesHolder: Sendable {
    @Dependency(G1DepositerKey.self) var depositer
}

/// Reads the depositer the way code asks for a dependency where it needs it: a local
/// `@Dependency`, declared and read.
@inline(__always)
func g1DependenciesResolve() -> ATMDepositer {
    @Dependency(G1DepositerKey.self) var depositer
    return depositer
}
