/// A built, validated object graph with one root type.
///
/// ```swift
/// let component = try Component(root: ATMCommandLine.self, libraries: LinkedWiring.libraries)
/// let app = component.root
/// ```
///
/// Building configures every included module once, validates the whole graph, and throws a
/// ``WiringError`` with every problem found; no instance exists until the graph is valid.
/// After that the graph is frozen: resolving is index-based and lock-free except while a
/// singleton is first created. Releasing the component releases every instance it made.
public final class Component<Root: Sendable>: Sendable {
    private let table: SlotTable
    private let rootSlot: Slot<Root>
    /// Every binding in the graph, in declaration order, for `--print-wiring` and tooling.
    public let bindings: [BindingDescription]
    /// The linked wiring libraries the graph was built from.
    public let libraries: [String]
    /// Every module configured, in the order they were first included.
    public let modules: [String]

    /// Builds the graph from every module of the linked wiring libraries.
    public convenience init(root: Root.Type = Root.self, libraries: [WiringLibrary]) throws(WiringError) {
        try self.init(root: root, modules: libraries.flatMap(\.modules), libraryNames: libraries.map(\.name))
    }

    /// Builds the graph from the given modules and the modules they include.
    public convenience init(root: Root.Type = Root.self, modules: [any Module.Type]) throws(WiringError) {
        try self.init(root: root, modules: modules, libraryNames: [])
    }

    private init(root: Root.Type, modules: [any Module.Type], libraryNames: [String]) throws(WiringError) {
        let binder = Binder()
        for module in modules {
            binder.include(module)
        }
        let validator = GraphValidator(
            bindings: binder.bindings, root: BindingKey(Root.self), linkedLibraries: Set(libraryNames))
        let (unique, problems) = validator.validate()
        let diagnostics = binder.declarationProblems + problems
        guard diagnostics.isEmpty else { throw WiringError(diagnostics: diagnostics) }
        do {
            table = try SlotTable(bindings: unique)
        } catch {
            throw WiringError(diagnostics: [Diagnostic(
                kind: .internalInconsistency, location: nil, message: error.message)])
        }
        guard let rootSlot = table.slot(of: Root.self) else {
            throw WiringError(diagnostics: [Diagnostic(
                kind: .internalInconsistency, location: nil, message: "the root slot is missing after linking")])
        }
        self.rootSlot = rootSlot
        self.bindings = unique.map(BindingDescription.init)
        self.libraries = libraryNames
        self.modules = binder.includedModules
    }

    /// The root: a new instance on each access when its binding is unscoped.
    public var root: Root {
        rootSlot.get()
    }

    /// Any bound type, found by type at run time. Prefer factory parameters: they are checked
    /// when the graph is built, while this is checked only when called.
    public func resolve<T>(_ type: T.Type = T.self) throws(WiringError) -> T {
        guard let slot = table.slot(of: type) else {
            let key = BindingKey(type)
            let near = NearMiss.suggestions(for: key.name, among: bindings.map(\.typeName))
            throw WiringError(diagnostics: [Diagnostic(
                kind: .missingBinding, location: nil,
                message: "missing binding for '\(key.name)', asked for with resolve(_:)",
                notes: near.map { .init(location: nil, message: "did you mean '\($0)'?") })])
        }
        return slot.get()
    }
}
