import WiringSupport

/// A built, validated object graph with one root type.
///
/// ```swift
/// let component = try Component(root: ATMCommandLine.self, libraries: LinkedWiring.libraries)
/// let app = component.root
/// ```
///
/// Building configures every included module once, installs the child components, validates
/// the whole tree and throws a ``WiringError`` with every problem found; no instance exists
/// until the graph is valid. After that the graph is frozen: resolving is index-based and
/// lock-free, except while a scoped instance is first created. The component owns every
/// instance it makes: releasing it releases them.
public final class Component<Root: Sendable>: Sendable {
    @usableFromInline let store: InstanceStore
    @usableFromInline let rootNode: Int
    /// Every binding in the graph, level by level, with what ``graph`` needs to know of each
    /// level (which child component it is, where it sits in the tree).
    private let declared: [DeclaredLevel]
    /// The linked wiring libraries the graph was built from.
    public let libraries: [String]
    private let configuredModules: [any Module.Type]

    /// Builds the graph from every module of the linked wiring libraries, synchronously.
    ///
    /// This is the synchronous build, callable anywhere, `async` code included. A graph with
    /// scoped asynchronous bindings (`to(asyncFactory:)`) is built with
    /// ``build(root:libraries:overrides:fileID:filePath:line:)`` instead; building it here is
    /// `Wiring.AsyncBuildRequired`.
    ///
    /// - Parameters:
    ///   - root: The type the component is built for; ``root`` returns it.
    ///   - libraries: The linked wiring libraries, usually `LinkedWiring.libraries`.
    ///   - overrides: Modules whose bindings replace existing bindings of the same type, for one
    ///     test. An override that replaces nothing is a diagnostic, so a typo cannot silently
    ///     leave the real binding in place.
    ///   - fileID: Where the component is built, `#fileID`: the place a missing root is reported at.
    ///   - filePath: The same place's `#filePath`.
    ///   - line: The same place's `#line`.
    /// - Throws: A ``WiringError`` with every problem validation found; nothing is made then.
    public convenience init(
        root: Root.Type = Root.self, libraries: [WiringLibrary], overrides: [any Module.Type] = [],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) throws(WiringError) {
        try self.init(
            root: root, modules: libraries.flatMap(\.modules), libraryNames: libraries.map(\.name),
            overrides: overrides, at: SourceLocation(fileID: fileID, filePath: filePath, line: line))
    }

    /// Builds the graph from the given modules and the modules they include, synchronously, as
    /// ``init(root:libraries:overrides:fileID:filePath:line:)`` does.
    ///
    /// - Parameters:
    ///   - root: The type the component is built for; ``root`` returns it.
    ///   - modules: The modules to configure; each is configured once, however often included.
    ///   - overrides: Modules whose bindings replace bindings of the same type, for a test.
    ///   - fileID: Where the component is built, `#fileID`: the place a missing root is reported at.
    ///   - filePath: The same place's `#filePath`.
    ///   - line: The same place's `#line`.
    /// - Throws: A ``WiringError`` with every problem validation found; nothing is made then.
    public convenience init(
        root: Root.Type = Root.self, modules: [any Module.Type], overrides: [any Module.Type] = [],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) throws(WiringError) {
        try self.init(
            root: root, modules: modules, libraryNames: [], overrides: overrides,
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line))
    }

    /// Builds the graph from every module of the linked wiring libraries, then makes its scoped
    /// asynchronous instances (`to(asyncFactory:)`) before it returns.
    ///
    /// ```swift
    /// let component = try await Component.build(root: OrderApp.self, libraries: LinkedWiring.libraries)
    /// ```
    ///
    /// This is the asynchronous build; `try Component(root:libraries:)` is the synchronous one.
    /// They have different names so that the call says which build runs wherever it is written:
    /// in top-level code, an `async` function, a closure or a `Task`.
    ///
    /// The whole graph is validated first, as the synchronous initializer does. Then every
    /// singleton whose factory is asynchronous is made, each after those its factory can reach,
    /// the others concurrently. A main-actor root is then made on the main actor.
    ///
    /// - Parameters:
    ///   - root: The type the component is built for; ``root`` returns it.
    ///   - libraries: The linked wiring libraries, usually `LinkedWiring.libraries`.
    ///   - overrides: Modules whose bindings replace bindings of the same type, for a test.
    ///   - fileID: Where the component is built, `#fileID`: the place a missing root is reported at.
    ///   - filePath: The same place's `#filePath`.
    ///   - line: The same place's `#line`.
    /// - Returns: The built component, with every scoped asynchronous instance made.
    /// - Throws: A ``WiringError`` with every problem validation found, before anything is
    ///   made; `Wiring.CreationFailed` when a factory throws, carrying its error as
    ///   ``WiringError/underlyingError`` (the creations still running are cancelled and
    ///   everything made is released); `Wiring.CreationCancelled` when the task is cancelled.
    nonisolated(nonsending) public static func build(
        root: Root.Type = Root.self, libraries: [WiringLibrary], overrides: [any Module.Type] = [],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) async throws(WiringError) -> Component {
        try await build(
            root: root, modules: libraries.flatMap(\.modules), libraryNames: libraries.map(\.name),
            overrides: overrides, at: SourceLocation(fileID: fileID, filePath: filePath, line: line))
    }

    /// Builds the graph from the given modules and the modules they include, then makes its
    /// scoped asynchronous instances, as ``build(root:libraries:overrides:fileID:filePath:line:)``
    /// does.
    ///
    /// - Parameters:
    ///   - root: The type the component is built for; ``root`` returns it.
    ///   - modules: The modules to configure; each is configured once, however often included.
    ///   - overrides: Modules whose bindings replace bindings of the same type, for a test.
    ///   - fileID: Where the component is built, `#fileID`: the place a missing root is reported at.
    ///   - filePath: The same place's `#filePath`.
    ///   - line: The same place's `#line`.
    /// - Returns: The built component, with every scoped asynchronous instance made.
    /// - Throws: A ``WiringError``, as ``build(root:libraries:overrides:fileID:filePath:line:)``
    ///   does.
    nonisolated(nonsending) public static func build(
        root: Root.Type = Root.self, modules: [any Module.Type], overrides: [any Module.Type] = [],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) async throws(WiringError) -> Component {
        try await build(
            root: root, modules: modules, libraryNames: [], overrides: overrides,
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line))
    }

    /// The asynchronous build behind both public spellings.
    nonisolated(nonsending) private static func build(
        root: Root.Type, modules: [any Module.Type], libraryNames: [String], overrides: [any Module.Type],
        at location: SourceLocation
    ) async throws(WiringError) -> Component {
        let component = try Component(
            root: root, modules: modules, libraryNames: libraryNames, overrides: overrides, at: location,
            asynchronously: true)
        try await component.store.makeAsynchronousInstances()
        try await component.makeMainActorRoot()
        return component
    }

    /// `location` is where the component is built, the place a missing root is reported at;
    /// `asynchronously` says whether the caller makes the asynchronous instances next.
    private init(
        root: Root.Type, modules: [any Module.Type], libraryNames: [String], overrides: [any Module.Type],
        at location: SourceLocation, asynchronously: Bool = false
    ) throws(WiringError) {
        CreationTracing.startFromEnvironment()
        let graph = try Self.validatedGraph(
            modules: modules, libraryNames: libraryNames, overrides: overrides, at: location,
            asynchronously: asynchronously)
        let frozen: FrozenGraph
        do {
            frozen = try GraphFreezer.freeze(graph)
        } catch {
            throw WiringError(diagnostics: [.internalInconsistency(error.message)])
        }
        guard let rootNode = frozen.levels[0].rootNode, frozen.valueType(ofNode: rootNode) == Root.self else {
            throw WiringError(diagnostics: [.missingRootAfterFreezing])
        }
        self.store = InstanceStore(graph: frozen, level: 0, parent: nil)
        self.rootNode = rootNode
        self.declared = graph.levels.map(DeclaredLevel.init)
        self.libraries = libraryNames
        self.configuredModules = graph.levels.flatMap(\.includedModules)
        // A main-actor root is made now, on the main actor, so that `root` never has to make
        // it wherever it is read (validation requires it scoped). The asynchronous build
        // makes it once its asynchronous instances exist.
        if !asynchronously && isMainActorRoot {
            guard isOnMainActor() else {
                throw WiringError(
                    diagnostics: [
                        .mainActorRequired(
                            frozen.bindingName(ofNode: rootNode), at: frozen.bindingLocation(ofNode: rootNode),
                            how: "as the root of a component built synchronously")
                    ], stoppedBuild: false)
            }
            _ = root
        }
    }

    /// Whether the root is bound on the main actor.
    private var isMainActorRoot: Bool {
        store.graph.hasIsolatedCreation && store.graph.creation(ofNode: rootNode) == .onMainActor
    }

    /// Makes a main-actor root on the main actor, for the asynchronous build.
    nonisolated(nonsending) private func makeMainActorRoot() async throws(WiringError) {
        guard isMainActorRoot else { return }
        await makeRootOnMainActor()
    }

    /// Makes the root where it belongs. Called from the main actor, this runs at once;
    /// `MainActor.run` would pass through the global executor first.
    @MainActor
    private func makeRootOnMainActor() {
        _ = root
    }

    /// Checks the graph as `try await Component.build(root:libraries:overrides:)` would, and creates
    /// nothing: no factory runs, so no file is opened and no server is called. For
    /// `--check-wiring` and for tools; returns every binding, children's included.
    public static func validate(
        root: Root.Type = Root.self, libraries: [WiringLibrary], overrides: [any Module.Type] = [],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) throws(WiringError) -> [BindingDescription] {
        let graph = try validatedGraph(
            modules: libraries.flatMap(\.modules), libraryNames: libraries.map(\.name), overrides: overrides,
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line), asynchronously: true)
        return graph.levels.flatMap { level in
            level.bindings.map { BindingDescription($0, component: level.parent == nil ? nil : level.name) }
        }
    }

    /// The graph of `Root` from `modules`, once validation found nothing wrong.
    private static func validatedGraph(
        modules: [any Module.Type], libraryNames: [String], overrides: [any Module.Type], at location: SourceLocation,
        asynchronously: Bool
    ) throws(WiringError) -> DependencyGraph {
        let (tree, problems) = ComponentLevel.tree(
            rootKey: BindingKey(Root.self), modules: modules, overrides: overrides, builtAt: location)
        let graph = DependencyGraph(root: tree)
        var validator = GraphValidator(linkedLibraries: libraryNames)
        validator.buildsAsynchronously = asynchronously
        let diagnostics = validator.validate(graph, declarationProblems: problems)
        guard diagnostics.isEmpty else { throw WiringError(diagnostics: diagnostics) }
        return graph
    }

    /// Every module configured, in the order they were first included.
    public var modules: [String] {
        configuredModules.map(TypeName.qualified)
    }

    /// Every binding in the graph, children's included, for `--print-wiring` and tooling.
    /// Described on demand, since naming types is slow next to building the graph.
    public var bindings: [BindingDescription] {
        declared.flatMap { level in level.bindings.map { BindingDescription($0, component: level.component) } }
    }

    /// The graph as data: every binding, every request between them and every child
    /// component, for tools and pictures (`--print-graph`).
    ///
    /// Worked out on each access, from what the component kept when it was built, so that
    /// building pays nothing for it.
    public var graph: WiringGraph {
        WiringGraph(levels: declared, libraries: libraries)
    }

    /// The frozen graph, so tests can check that it is released with the component. For tests.
    var frozenGraph: AnyObject {
        store.graph
    }

    /// The root: a new instance on each access when its binding is unscoped.
    @inlinable public var root: Root {
        // Inlinable, so that reading a scoped root is a load in the caller's code.
        store.graph.value(ofNode: rootNode, as: Root.self, in: store)
    }

    /// Any bound type, found by type at run time. Prefer factory parameters: they are checked
    /// when the graph is built, while this is checked only when called.
    ///
    /// - Returns: The bound value, or the value of a request kind such as `Provider<T>` or `[T]`.
    /// - Throws: A ``WiringError`` when nothing binds the type (with near misses), or when it
    ///   cannot be made here: off the main actor, before the asynchronous build made it, or
    ///   while this thread is still making it.
    @inlinable
    public func resolve<T>(_ type: T.Type = T.self) throws(WiringError) -> T {
        try store.resolve(type)
    }

    /// Fills an object the graph cannot construct with its `PropertyInjector`.
    ///
    /// - Throws: A ``WiringError`` when nothing binds a `PropertyInjector` of the object's class.
    public func injectProperties<T: AnyObject>(into object: T) throws(WiringError) {
        try store.injectProperties(into: object)
    }
}

extension Component: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [Root.self] }
}
