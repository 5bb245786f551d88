import Foundation
import Injection
import Testing
import Wiring

/// An object made outside the graph (by a framework or a table), which reaches its services
/// through `@Injected`.
struct ReportCommand {
    @Injected var network: (any NetworkExecutor)?
    @Injected var scanner: BillScanner?
    init() {}
}

/// Serialized: one test installs the process-wide resolver, which the others must not see.
@Suite(.serialized) struct InjectedTests {
    @Test func withoutAGraphThePropertyIsNilAndResolveSaysWhereItWasDeclared() throws {
        let command = ReportCommand()
        #expect(command.network == nil)
        let error = try #require(throws: InjectionError.self) { try command.$network.resolve() }
        #expect(error.reason == .noResolver)
        #expect(error.typeName == "any NetworkExecutor")
        #expect(error.site.hasPrefix("WiringTests/InjectedTests.swift:"))
        #expect(error.description.contains("InjectionContext.withResolver"))
    }

    @Test func aMissingBindingNamesThePropertysTypeAndDeclaration() throws {
        enum NoScanner: Module {
            static func configure(binder: Binder) {
                binder.bind((any NetworkExecutor).self).to(factory: BankNetworkExecutor.init)
            }
        }
        let component = try Component(root: (any NetworkExecutor).self, modules: [NoScanner.self])
        try InjectionContext.withResolver(component) {
            let command = ReportCommand()
            #expect(command.network is BankNetworkExecutor)
            #expect(command.scanner == nil)
            let error = try #require(throws: InjectionError.self) { try command.$scanner.resolve() }
            let source = try String(contentsOfFile: #filePath, encoding: .utf8).components(separatedBy: "\n")
            let line = try #require(source.firstIndex { $0.contains("@Injected var scanner") }) + 1
            #expect(
                error.description.hasPrefix(
                    "WiringTests/InjectedTests.swift:\(line): error: @Injected 'BillScanner' cannot be resolved"))
            #expect(!error.description.contains("nothing was created"))
            #expect(error.description.contains("missing binding for 'BillScanner'"))
            guard case .notBound = error.reason else {
                Issue.record("a type nothing binds is not .notBound: \(error.reason)")
                return
            }
            #expect(error.description.contains("bind it in a linked wiring library"))
        }
    }

    @Test func aTestReplacesEveryInjectedSingletonAtOnceWithOverrides() throws {
        enum FakeNetwork: Module {
            static func configure(binder: Binder) {
                binder.bind((any NetworkExecutor).self).scoped(.singleton).to(factory: RecordingExecutor.init)
            }
        }
        let fakes = try Component(root: ATMDepositer.self, modules: [ATMModule.self], overrides: [FakeNetwork.self])
        InjectionContext.withResolver(fakes) {
            let first = ReportCommand(), second = ReportCommand()
            #expect(first.network is RecordingExecutor)
            #expect(first.network as AnyObject === second.network as AnyObject)
        }
    }

    /// Each task sees only the graph bound to it, however many run at once: every task binds
    /// its own child instance, seeded with the task's mark.
    @Test func parallelTasksNeverSeeEachOthersGraphs() async throws {
        let marks = try await Component.build(root: MarkFactory.self, modules: [MarkModule.self]).root
        await withTaskGroup(of: Void.self) { group in
            for mark in 0..<64 {
                let child = marks.children.build(mark)
                group.addTask {
                    await InjectionContext.withResolver(child) {
                        for _ in 0..<50 {
                            await Task.yield()
                            #expect(ReportCommand().network?.send(0) == mark)
                        }
                    }
                }
            }
        }
    }

    @Test func theInstalledResolverIsUsedWhenTheTaskHasNone() throws {
        let component = try Component(root: ATMDepositer.self, modules: [ATMModule.self])
        InjectionContext.install(component)
        defer { InjectionContext.uninstall() }
        #expect(ReportCommand().scanner != nil)
    }

    @Test func theFirstResolvedValueIsKept() throws {
        let first = try Component(root: ATMDepositer.self, modules: [ATMModule.self])
        let second = try Component(root: ATMDepositer.self, modules: [ATMModule.self])
        let command = ReportCommand()
        let kept = InjectionContext.withResolver(first) { command.network }
        let later = InjectionContext.withResolver(second) { command.network }
        #expect(kept as AnyObject === later as AnyObject)
    }
}

final class MarkedExecutor: NetworkExecutor {
    let mark: Int
    init(mark: Int) { self.mark = mark }
    func send(_ cents: Int) -> Int { mark }
}

/// A child per mark, so each task can have a graph of its own.
enum MarkComponent: ChildComponent {
    typealias Seed = Int
    typealias Root = any NetworkExecutor
    static let scope = Scope("mark")
    static func configure(binder: Binder) {
        binder.bind((any NetworkExecutor).self).to(factory: { (mark: Int) -> any NetworkExecutor in
            MarkedExecutor(mark: mark)
        })
    }
}

struct MarkFactory: Sendable {
    let children: ChildFactory<MarkComponent>
}

enum MarkModule: Module {
    static func configure(binder: Binder) {
        binder.install(MarkComponent.self)
        binder.bind(MarkFactory.self).to(factory: MarkFactory.init)
    }
}
