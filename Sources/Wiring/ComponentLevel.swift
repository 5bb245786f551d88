/// One component of a graph being built: the root component, or a child installed in it.
///
/// Levels are what validation walks: a level sees its own bindings and its ancestors',
/// never its children's.
final class ComponentLevel {
    let depth: Int
    /// How diagnostics name the component, such as `SessionComponent`.
    let name: String
    let scope: Scope
    let parent: ComponentLevel?
    /// The child component type; nil for the root.
    let component: ObjectIdentifier?
    /// The type the level builds: the component's root.
    let rootKey: BindingKey
    /// Where the child was installed, or where the root component is built.
    let installation: SourceLocation?
    private(set) var bindings: [Binding] {
        didSet { index = nil }
    }
    var children: [ComponentLevel] = []
    /// Where each key's bindings are, so lookups stay constant-time on large graphs.
    private var index: LevelIndex?
    let includedModules: [String]

    init(depth: Int, name: String, scope: Scope, parent: ComponentLevel?, component: ObjectIdentifier?,
         rootKey: BindingKey, installation: SourceLocation?, binder: Binder) {
        self.depth = depth
        self.name = name
        self.scope = scope
        self.parent = parent
        self.component = component
        self.rootKey = rootKey
        self.installation = installation
        self.bindings = binder.bindings
        self.includedModules = binder.includedModules
    }

    /// The first single binding of `key` at this level or above, with the level that has it.
    func single(_ key: BindingKey) -> (level: ComponentLevel, binding: Binding)? {
        singleIndex(key).map { ($0.level, $0.level.bindings[$0.index]) }
    }

    /// The level and position of the first single binding of `key`, here or above.
    func singleIndex(_ key: BindingKey) -> (level: ComponentLevel, index: Int)? {
        if let position = lookupIndex().singles[key] { return (self, position) }
        return parent?.singleIndex(key)
    }

    /// Every collection or map contribution to `key` visible here, ancestors' first.
    func contributions(to key: BindingKey) -> [Binding] {
        contributionIndices(key).map { $0.level.bindings[$0.index] }
    }

    /// The levels and positions of every contribution to `key` visible here, ancestors' first.
    func contributionIndices(_ key: BindingKey) -> [(level: ComponentLevel, index: Int)] {
        (parent?.contributionIndices(key) ?? []) + (lookupIndex().contributions[key] ?? []).map { (self, $0) }
    }

    private func lookupIndex() -> LevelIndex {
        if let index { return index }
        let made = LevelIndex(bindings)
        index = made
        return made
    }

    /// This level and its ancestors, nearest first.
    var chain: [ComponentLevel] {
        [self] + (parent?.chain ?? [])
    }

    /// This level and every level below it, depth first.
    var subtree: [ComponentLevel] {
        [self] + children.flatMap(\.subtree)
    }

    /// Replaces the single bindings of the override's key at this level and below; returns
    /// whether any was replaced.
    func applyOverride(_ override: Binding) -> Bool {
        var replaced = false
        for index in bindings.indices where bindings[index].key == override.key && bindings[index].isSingle {
            bindings[index] = override
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
        let binder = Binder()
        modules.forEach(binder.include)
        let root = ComponentLevel(
            depth: 0, name: "the root component", scope: .singleton, parent: nil, component: nil,
            rootKey: rootKey, installation: location, binder: binder)
        var problems = binder.declarationProblems
        problems += root.installChildren(binder.children, configured: binder.configured)

        let overrideBinder = Binder(overriding: true)
        overrides.forEach(overrideBinder.include)
        problems += overrideBinder.declarationProblems
        for override in overrideBinder.bindings where !root.applyOverride(override) {
            problems.append(Diagnostic(
                kind: .overrideWithoutTarget, location: override.location,
                message: "override of '\(override.key.name)' replaces nothing: no linked module binds it",
                notes: [.init(location: nil, message:
                    "an override must replace an existing binding; check the type (and its tag), "
                    + "or bind it normally if it is new")]))
        }
        return (root, problems)
    }

    private func installChildren(_ declarations: [ChildDeclaration], configured: Set<ObjectIdentifier>) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for declaration in declarations {
            if let clash = chain.first(where: { $0.scope == declaration.scope }) {
                problems.append(Diagnostic(
                    kind: .duplicateScope, location: declaration.location,
                    message: "child component '\(declaration.name)' has scope '\(declaration.scope)', "
                        + "which \(clash.name) already has",
                    notes: [.init(location: nil, message:
                        "give '\(declaration.name)' a scope of its own, such as Scope(\"\(declaration.name)\")")]))
                continue
            }
            let binder = Binder(alreadyConfigured: configured)
            declaration.configure(binder)
            let child = ComponentLevel(
                depth: depth + 1, name: declaration.name, scope: declaration.scope, parent: self,
                component: declaration.component, rootKey: declaration.rootKey,
                installation: declaration.location, binder: binder)
            children.append(child)
            problems += binder.declarationProblems
            problems += child.installChildren(binder.children, configured: binder.configured)
        }
        return problems
    }
}

extension Binding {
    /// Whether the binding is the one provider of its key (not a collection or map contribution).
    var isSingle: Bool {
        if case .single = contribution { return true }
        return false
    }
}

/// A level's bindings by key: the first single binding of each key, and every contribution.
struct LevelIndex {
    let singles: [BindingKey: Int]
    let contributions: [BindingKey: [Int]]

    init(_ bindings: [Binding]) {
        var singles: [BindingKey: Int] = [:]
        var contributions: [BindingKey: [Int]] = [:]
        for (position, binding) in bindings.enumerated() {
            if binding.isSingle {
                if singles[binding.key] == nil { singles[binding.key] = position }
            } else {
                contributions[binding.key, default: []].append(position)
            }
        }
        self.singles = singles
        self.contributions = contributions
    }
}
