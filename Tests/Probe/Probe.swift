// The instruction-count probe behind Scripts/instruction-gate: cases of Wiring's own work,
// each run a fixed number of times so that callgrind's counts for two different numbers of
// calls differ by exactly the cost of the extra calls; one call against none is the first use
// in a fresh process.
//
// usage: probe CASE CALLS
//   g1-resolve  one call reads the root of a three-binding graph (the ATM's shape) 1,000 times
//   g1-provider one call gets the depositer from a Provider<ProbeDepositer> 1,000 times
//   g1-first    one call builds the three-binding graph and reads its root once
//   collections-first  one call builds a graph whose root takes a collection and a map, of
//               two contributions each, and reads its root once
//   g2-build    one call builds and validates the 2,000-binding G2 graph, then releases it
//   g2-all      one call builds G2 with its provider roots and makes all 2,000 singletons
//   g2-by-type  one call builds G2 and asks for each of its 2,000 classes with resolve(_:)
//
// Not a SwiftPM target: Scripts/instruction-gate compiles it with swiftc against the release
// build of Wiring and G2's generated modules (Benchmarks/Generator), all optimized. G2's
// lookups by type (`g2ResolveAll`) are generated too, and compiled here, with the probe.
import G2Types
import G2Wiring
import Wiring

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Consumes a value so that the optimizer keeps the work that made it.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

// G1's shape: an unscoped scanner, a singleton behind a protocol, an unscoped depositer.
struct ProbeScanner: Sendable {}

protocol ProbeNetwork: Sendable {
    func send(_ cents: Int) -> Int
}

final class ProbeNetworkClient: ProbeNetwork {
    init() {}
    func send(_ cents: Int) -> Int { cents }
}

struct ProbeDepositer: Sendable {
    let scanner: ProbeScanner
    let network: any ProbeNetwork
}

/// A root holding a provider of the depositer, for g1-provider.
struct ProbeProviderRoot: Sendable {
    let depositer: Provider<ProbeDepositer>
}

enum ProbeG1Module: Module {
    static func configure(binder: Binder) {
        binder.bind(ProbeScanner.self).to(factory: ProbeScanner.init)
        binder.bind((any ProbeNetwork).self).scoped(.singleton).to(factory: ProbeNetworkClient.init)
        binder.bind(ProbeDepositer.self).to(factory: ProbeDepositer.init)
        binder.bind(ProbeProviderRoot.self).to(factory: ProbeProviderRoot.init)
    }
}

// For collections-first: handlers contributed to a collection and to a map, which the root takes.
protocol ProbeHandler: Sendable {}

struct ProbeOpenHandler: ProbeHandler {}

struct ProbeCloseHandler: ProbeHandler {}

struct ProbeRouter: Sendable {
    let handlers: [any ProbeHandler]
    let routes: [String: any ProbeHandler]
}

enum ProbeCollectionsModule: Module {
    static func configure(binder: Binder) {
        binder.bind((any ProbeHandler).self).intoCollection().to(factory: { ProbeOpenHandler() })
        binder.bind((any ProbeHandler).self).intoCollection().to(factory: { ProbeCloseHandler() })
        binder.bind((any ProbeHandler).self).intoMap(key: "open").to(factory: { ProbeOpenHandler() })
        binder.bind((any ProbeHandler).self).intoMap(key: "close").to(factory: { ProbeCloseHandler() })
        binder.bind(ProbeRouter.self).to(factory: ProbeRouter.init)
    }
}

@main
enum Probe {
    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 3, let calls = Int(arguments[2]), calls >= 0 else {
            fail("usage: probe g1-resolve|g1-provider|g1-first|collections-first|g2-build|g2-all|g2-by-type CALLS")
        }
        let modules = g2Modules
        let allModules = g2Modules + [G2RootsModule.self]
        let op: () throws -> Void
        switch arguments[1] {
        case "g1-resolve":
            let component = try Component(root: ProbeDepositer.self, modules: [ProbeG1Module.self])
            op = { for _ in 0..<1_000 { blackHole(component.root) } }
        case "g1-first":
            op = { blackHole(try Component(root: ProbeDepositer.self, modules: [ProbeG1Module.self]).root) }
        case "collections-first":
            op = {
                let router = try Component(root: ProbeRouter.self, modules: [ProbeCollectionsModule.self]).root
                guard router.handlers.count == 2, router.routes.count == 2 else {
                    fail(
                        "collections-first read \(router.handlers.count) handlers and \(router.routes.count) routes, not 2 and 2"
                    )
                }
                blackHole(router)
            }
        case "g1-provider":
            let provider = try Component(root: ProbeProviderRoot.self, modules: [ProbeG1Module.self]).root.depositer
            op = { for _ in 0..<1_000 { blackHole(provider.get()) } }
        case "g2-build":
            op = { blackHole(try Component(root: G2C1999.self, modules: modules)) }
        case "g2-all":
            op = {
                let all = try Component(root: G2AllRoot.self, modules: allModules).root.instantiateAll()
                guard all.count == 2_000 else { fail("g2-all made \(all.count) objects, not 2,000") }
                blackHole(all)
            }
        case "g2-by-type":
            op = {
                let all = try g2ResolveAll(try Component(root: G2C1999.self, modules: modules))
                guard all.count == 2_000 else { fail("g2-by-type made \(all.count) objects, not 2,000") }
                blackHole(all)
            }
        default:
            fail("unknown case \(arguments[1])")
        }
        for _ in 0..<calls { try op() }
    }

    static func fail(_ message: String) -> Never {
        let bytes = Array("probe: \(message)\n".utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        exit(64)
    }
}
