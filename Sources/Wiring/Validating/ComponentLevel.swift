import WiringSupport

/// One component of a graph being built: the root component, or a child installed in it.
///
/// Levels are what validation walks: a level sees its own bindings and its ancestors',
/// never its children's.
final class ComponentLevel {
    let depth: Int
    /// The child component type; nil for the root. Named only when a message needs it.
    let componentType: Any.Type?
    /// How diagnostics name the component, such as `SessionComponent`.
    var name: String { componentType.map { TypeName.of($0) } ?? "the root component" }
    let scope: Scope
    /// Unowned: a parent owns its children (`children`), and the tree is only ever reached
    /// from its root, so a strong link back would be a cycle that outlives every build.
    unowned let parent: ComponentLevel?
    /// The child component type; nil for the root.
    let component: ObjectIdentifier?
    /// The type the level builds: the component's root.
    let rootKey: BindingKey
    /// The key of the child's installation, which `ChildFactory<C>` asks for; nil for the root.
    let factoryKey: BindingKey?
    /// Where the child was installed, or where the root component is built.
    let installation: SourceLocation?
    // Safe: not checked for exclusive access at run time, which costs measurably on every
    // lookup of a large graph's build: a level is built, indexed and validated on the one thread
    // that builds its graph, and no access to these two overlaps another. (ValidationTests, and
    // ChildComponentTests and KeyedComponentsTests under ThreadSanitizer)
    @exclusivity(unchecked) private(set) var bindings: BindingList {
        didSet { index = nil }
    }
    var children: [ComponentLevel] = []
    /// The numbering of keys, shared by every level of the tree.
    let registry: KeyRegistry
    /// Where each key's bindings are, so lookups stay constant-time on large graphs. Read and
    /// written on the one thread that builds the graph (see the `Safe:` note above).
    @exclusivity(unchecked) private var index: LevelIndex?
    let includedModules: [any Module.Type]
    /// What this level's modules declared they need from other wiring libraries.
    let requirements: [Requirement]
    /// The level's place in the tree's depth-first order (the order of ``subtree``): 0 for the
    /// root. The graph numbers every binding in that order (see ``DependencyGraph``).
    let position: Int

    init(
        position: Int, depth: Int, componentType: Any.Type?, scope: Scope, parent: ComponentLevel?,
        component: ObjectIdentifier?,
        rootKey: BindingKey, factoryKey: BindingKey? = nil, installation: SourceLocation?, binder: Binder,
        registry: KeyRegistry
    ) {
        self.position = position
        self.depth = depth
        self.componentType = componentType
        self.scope = scope
        self.parent = parent
        self.component = component
        self.rootKey = rootKey
        self.factoryKey = factoryKey
        self.installation = installation
        self.bindings = binder.bindings
        self.includedModules = binder.includedModules
        self.requirements = binder.requirements
        self.registry = registry
    }

    /// The first single binding of `key` at this level or above, with the level that has it.
    func single(_ key: BindingKey) -> (level: ComponentLevel, binding: Binding)? {
        singleIndex(key).map { ($0.level, $0.level.bindings[$0.index]) }
    }

    /// The level and position of the first single binding of `key`, here or above.
    func singleIndex(_ key: BindingKey) -> (level: ComponentLevel, index: Int)? {
        registry.existingID(key).flatMap(singleIndex(keyID:))
    }

    /// The level and position of the first single binding of key number `keyID`, here or above.
    func singleIndex(keyID: Int) -> (level: ComponentLevel, index: Int)? {
        var level: ComponentLevel? = self
        while let current = level {
            if let position = current.levelIndex.single(keyID) { return (current, position) }
            level = current.parent
        }
        return nil
    }

    /// Every collection or map contribution to `key` visible here, ancestors' first.
    func contributions(to key: BindingKey) -> [Binding] {
        guard let keyID = registry.existingID(key) else { return [] }
        return contributionIndices(keyID: keyID).map { $0.level.bindings[$0.index] }
    }

    /// The levels and positions of every contribution to key number `keyID` visible here,
    /// ancestors' first.
    func contributionIndices(keyID: Int) -> [(level: ComponentLevel, index: Int)] {
        (parent?.contributionIndices(keyID: keyID) ?? [])
            + levelIndex.contributions(to: keyID).map { (self, $0) }
    }

    /// The level's index by key number, made on first use, once the tree is complete.
    var levelIndex: LevelIndex {
        if let index { return index }
        let made = LevelIndex(bindings, registry: registry)
        index = made
        return made
    }

    /// Tells which parameters of this level's bindings are of a request kind: a type the level
    /// sees bound as a value is read as that value (see ``RequestKindRecognizer``).
    var recognizer: RequestKindRecognizer {
        RequestKindRecognizer { [unowned self] type in
            guard let found = singleIndex(BindingKey(metatype: type)) else { return false }
            return !found.level.bindings[found.index].key.isReadByRequestKind
        }
    }

    /// This level and its ancestors, nearest first.
    var chain: [ComponentLevel] {
        [self] + (parent?.chain ?? [])
    }

    /// This level and every level below it, depth first.
    var subtree: [ComponentLevel] {
        [self] + children.flatMap(\.subtree)
    }

    /// Adds `binding`, which stands for something the level's library requires from outside,
    /// when the library is checked on its own.
    func addStandIn(_ binding: Binding) {
        bindings.append(binding)
    }

    /// Replaces the single bindings of the override's key at this level and below; returns
    /// whether any was replaced.
    func applyOverride(_ override: Binding) -> Bool {
        var replaced = false
        for position in bindings.indices where bindings[position].key == override.key && bindings[position].isSingle {
            bindings[position] = override
            replaced = true
        }
        for child in children where child.applyOverride(override) {
            replaced = true
        }
        return replaced
    }

    /// Builds the level tree of a component: configures the modules, installs the children
    /// recursively, then applies the overrides.
    static func tree(
        rootKey: BindingKey, modules: [any Module.Type], overrides: [any Module.Type], builtAt location: SourceLocation
    ) -> (root: ComponentLevel, problems: [Diagnostic]) {
        let binder = Binder(expectedModules: modules.count)
        modules.forEach(binder.include)
        let root = ComponentLevel(
            position: 0, depth: 0, componentType: nil, scope: .singleton, parent: nil, component: nil,
            rootKey: rootKey, installation: location, binder: binder,
            registry: KeyRegistry(expectedKeys: binder.bindings.count))
        var problems = binder.declarationProblems
        var nextPosition = 1
        problems += root.installChildren(binder.children, configured: binder.configured, nextPosition: &nextPosition)

        let overrideBinder = Binder(overriding: true)
        overrides.forEach(overrideBinder.include)
        problems += overrideBinder.declarationProblems
        for override in overrideBinder.bindings where !root.applyOverride(override) {
            problems.append(.overrideWithoutTarget(name: override.key.name, at: override.location))
        }
        return (root, problems)
    }

    /// Installs the children `declarations` declare, depth first, numbering each level from
    /// `nextPosition` on.
    private func installChildren(
        _ declarations: [ChildDeclaration], configured: ModuleSet, nextPosition: inout Int
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for declaration in declarations {
            if let clash = chain.first(where: { $0.scope == declaration.scope }) {
                problems.append(
                    .duplicateScope(
                        child: declaration.name, scope: declaration.scope, ancestor: clash.name,
                        at: declaration.location))
                continue
            }
            let binder = Binder(alreadyConfigured: configured)
            declaration.configure(binder)
            let child = ComponentLevel(
                position: nextPosition, depth: depth + 1, componentType: declaration.type, scope: declaration.scope,
                parent: self,
                component: declaration.component, rootKey: declaration.rootKey, factoryKey: declaration.factoryKey,
                installation: declaration.location, binder: binder, registry: registry)
            children.append(child)
            nextPosition += 1
            problems += binder.declarationProblems
            problems += child.installChildren(
                binder.children, configured: binder.configured, nextPosition: &nextPosition)
        }
        return problems
    }
}
