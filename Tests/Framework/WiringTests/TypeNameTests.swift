import Testing
import Wiring

protocol Plugin: Sendable {}

/// A type reads one way in every message: as source writes it, `[any Plugin]`, never also
/// `Array<Plugin>`.
@Suite struct TypeNameTests {
    enum Bundled: BindingTag { typealias Element = [any Plugin] }
    enum ByName: BindingTag { typealias Element = [String: [any Plugin]?] }

    struct Host: Sendable {
        init(plugins: Provider<Tagged<Bundled>>, byName: Lazy<Tagged<ByName>>) {}
    }

    @Test func missingBindingsNameArraysDictionariesAndNestedGenericsTheOneWay() throws {
        enum HostModule: Module {
            static func configure(binder: Binder) {
                binder.bind(Host.self).to(factory: Host.init)
            }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(root: Host.self, modules: [HostModule.self])
        }
        #expect(
            error.diagnostics.map(\.message) == [
                "missing binding for '[any Plugin] tagged Bundled' "
                    + "(asked for as 'Provider<Tagged<Bundled>>'), required by 'Host'",
                "missing binding for '[String: [any Plugin]?] tagged ByName' "
                    + "(asked for as 'Lazy<Tagged<ByName>>'), required by 'Host'",
            ])
        #expect(!error.description.contains("Array<"), "\(error)")
        #expect(!error.description.contains("Dictionary<"), "\(error)")
    }

    /// Found by type: the name of `(any P)?` is not `Optional<any P>`, so a lookup by that name missed it.
    @Test func anOptionalExistentialBoundWhereTheValueIsAskedForIsANearMiss() throws {
        struct Needs: Sendable { init(plugin: any Plugin) {} }
        enum BoundOptional: Module {
            static func configure(binder: Binder) {
                binder.bind((any Plugin)?.self).to(value: nil)
                binder.bind(Needs.self).to(factory: Needs.init)
            }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(root: Needs.self, modules: [BoundOptional.self])
        }
        #expect(
            error.description.contains(
                "'(any Plugin)?' is bound here; ask for '(any Plugin)?', or bind 'any Plugin' itself"),
            "\(error)")
    }

    @Test func modulesAreNamedWithTheirModuleAndWithoutTheRuntimesContextMarkers() throws {
        struct Twice: Sendable {}
        enum First: Module {
            static func configure(binder: Binder) { binder.bind(Twice.self).to(value: Twice()) }
        }
        enum Second: Module {
            static func configure(binder: Binder) { binder.bind(Twice.self).to(value: Twice()) }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(root: Twice.self, modules: [First.self, Second.self])
        }
        let note = try #require(error.diagnostics.first?.notes.first)
        #expect(note.message == "'Twice' is first bound here, in WiringTests.TypeNameTests.First")
        let component = try Component(root: Twice.self, modules: [First.self])
        #expect(component.modules == ["WiringTests.TypeNameTests.First"])
        #expect(component.bindings.map(\.module) == ["WiringTests.TypeNameTests.First"])
    }

    @Test func printedBindingsUseTheSameNames() throws {
        enum Bundled: BindingTag { typealias Element = [any Plugin] }
        enum ByName: BindingTag { typealias Element = [String: [any Plugin]?] }

        struct Host: Sendable { init(plugins: Provider<[any Plugin]>) {} }
        struct Loud: Plugin {}
        enum HostModule: Module {
            static func configure(binder: Binder) {
                binder.bind([any Plugin].self).to(value: [Loud()])
                binder.bind(Host.self).to(factory: Host.init)
            }
        }
        let bindings = try Component(root: Host.self, modules: [HostModule.self]).bindings
        #expect(bindings.map(\.typeName) == ["[any Plugin]", "Host"])
        #expect(bindings.last?.dependencies == ["Provider<[any Plugin]>"])
    }
}
