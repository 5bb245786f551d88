import Dispatch
import Foundation
import Injection
import Testing
import Wiring

/// A number spelled as a type, so that a test can declare thousands of distinct bindings from
/// a few lines: `B1<B0<Zero>>` is binary 10, and each number's `Previous` is one less.
protocol TypeNumber: SendableMetatype {
    associatedtype Previous: TypeNumber
}

enum Zero: TypeNumber { typealias Previous = Zero }
enum B0<Rest: TypeNumber>: TypeNumber { typealias Previous = B1<Rest.Previous> }
enum B1<Rest: TypeNumber>: TypeNumber { typealias Previous = B0<Rest> }

/// 4,095: twelve one bits, the top of every chain the tests build.
typealias ChainTop = B1<B1<B1<B1<B1<B1<B1<B1<B1<B1<B1<B1<Zero>>>>>>>>>>>>

/// One link of a chain: link `N` takes link `N - 1` as a plain parameter.
final class ChainLink<N: TypeNumber>: Sendable {
    let previous: (any Sendable)?
    init(previous: (any Sendable)?) { self.previous = previous }

    /// How many links this one reaches, itself included.
    var length: Int {
        var count = 1
        var link = previous
        while let current = link as? any ChainLinkProtocol {
            count += 1
            link = current.previousLink
        }
        return count
    }
}

protocol ChainLinkProtocol { var previousLink: (any Sendable)? { get } }
extension ChainLink: ChainLinkProtocol { var previousLink: (any Sendable)? { previous } }

/// Declares links `N` down to `N - depth`, each scoped or not.
func declareChain<N: TypeNumber>(from number: N.Type, depth: Int, scoped: Bool, into binder: Binder) {
    guard depth > 0 else {
        binder.bind(ChainLink<N>.self).to(factory: { ChainLink<N>(previous: nil) })
        return
    }
    let factory = { @Sendable (previous: ChainLink<N.Previous>) in ChainLink<N>(previous: previous) }
    if scoped {
        binder.bind(ChainLink<N>.self).scoped(.singleton).to(factory: factory)
    } else {
        binder.bind(ChainLink<N>.self).to(factory: factory)
    }
    declareChain(from: N.Previous.self, depth: depth - 1, scoped: scoped, into: binder)
}

/// Runs `body` on a new thread with a stack of `bytes`, and waits for it.
func onThread<T: Sendable>(stackSize bytes: Int, _ body: @escaping @Sendable () -> T) -> T? {
    let result = Locked<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }
    thread.stackSize = bytes
    thread.start()
    guard done.wait(timeout: .now() + .seconds(60)) == .success else { return nil }
    return result.withLock { $0 }
}

/// Graphs are made recursively, one level of nesting at a time. The depth the docs state
/// as supported resolves on a 512 KB thread, the default for secondary threads on Apple
/// platforms, in the debug build the tests run in.
@Suite struct DeepGraphTests {
    /// The depth RequestingDependencies.md promises on a 512 KB stack in a debug build.
    static let supportedDebugDepth = 400

    enum ScopedChain: Module {
        static func configure(binder: Binder) {
            declareChain(from: ChainTop.self, depth: DeepGraphTests.supportedDebugDepth, scoped: true, into: binder)
        }
    }

    enum UnscopedChain: Module {
        static func configure(binder: Binder) {
            declareChain(from: ChainTop.self, depth: DeepGraphTests.supportedDebugDepth, scoped: false, into: binder)
        }
    }

    @Test(arguments: [true, false])
    func aChainOfTheSupportedDepthResolvesOnA512KBThread(scoped: Bool) throws {
        let component = try Component(
            root: ChainLink<ChainTop>.self, modules: [scoped ? ScopedChain.self : UnscopedChain.self])
        let length = onThread(stackSize: 512 * 1024) { component.root.length }
        #expect(length == Self.supportedDebugDepth + 1)
    }
}
