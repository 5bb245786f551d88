import Testing
import Wiring

/// A store keeps a scoped class instance as itself and any other value in a box; these tests
/// hold both kinds, read back through every path that reads a cell.

private protocol Clock: AnyObject, Sendable {}
private final class SystemClock: Clock {}

/// A class seed: stored unboxed in the child's seed cell.
private final class Terminal: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

private final class TerminalLog: Sendable {
    let terminal: Terminal
    init(terminal: Terminal) { self.terminal = terminal }
}

private struct Limits: Sendable, Equatable {
    let dailyCents: Int
}

/// One scoped value of each kind a cell holds: a class, a struct, a class-bound existential
/// (two words, so boxed), an optional class and a function.
private struct Holdings: Sendable {
    let clock: SystemClock
    let limits: Limits
    let anyClock: any Clock
    let maybeClock: SystemClock?
    let greeting: @Sendable () -> String
    let terminals: ChildFactory<TerminalComponent>
}

private enum TerminalComponent: ChildComponent {
    typealias Seed = Terminal
    typealias Root = TerminalLog
    static let scope = Scope("terminal")
    static func configure(binder: Binder) {
        binder.bind(TerminalLog.self).scoped(scope).to(factory: TerminalLog.init)
    }
}

private enum HoldingsModule: Module {
    static func configure(binder: Binder) {
        binder.install(TerminalComponent.self)
        binder.bind(SystemClock.self).scoped(.singleton).to(factory: SystemClock.init)
        binder.bind(Limits.self).scoped(.singleton).to(value: Limits(dailyCents: 50_000))
        binder.bind((any Clock).self).scoped(.singleton).to { (clock: SystemClock) in clock }
        binder.bind(SystemClock?.self).scoped(.singleton).to { (clock: SystemClock) in clock }
        binder.bind((@Sendable () -> String).self).scoped(.singleton).to(value: { "hello" })
        binder.bind(Holdings.self).to(factory: Holdings.init)
    }
}

@Suite struct CellStorageTests {
    @Test func everyKindOfScopedValueReadsBackAsTheOneInstance() throws {
        let component = try Component(root: Holdings.self, modules: [HoldingsModule.self])
        let first = component.root
        let second = component.root
        #expect(first.clock === second.clock)
        #expect(first.limits == Limits(dailyCents: 50_000))
        #expect(first.anyClock === first.clock)
        #expect(first.maybeClock === first.clock)
        #expect(first.greeting() == "hello")
        #expect(try component.resolve(SystemClock.self) === first.clock)
        #expect(try component.resolve(Limits.self) == first.limits)
    }

    @Test func aClassSeedIsTheObjectTheChildWasBuiltWith() throws {
        let component = try Component(root: Holdings.self, modules: [HoldingsModule.self])
        let terminals = component.root.terminals
        let terminal = Terminal(id: 7)
        let child = terminals.build(terminal)
        #expect(child.root.terminal === terminal)
        #expect(child.seed === terminal)
        #expect(try child.resolve(Terminal.self) === terminal)
        #expect(terminals.build(Terminal(id: 8)).root.terminal.id == 8)
    }
}
