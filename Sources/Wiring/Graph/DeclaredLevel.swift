import WiringSupport

/// What a built component keeps of one level of its tree (the root component or a child), so
/// that ``WiringGraph`` can be worked out later, on demand.
///
/// Only plain values: keeping the level itself would keep its key index and registry alive
/// for as long as the component lives.
struct DeclaredLevel: Sendable {
    /// The level's bindings, in declaration order.
    let bindings: BindingList
    /// The child component type; nil for the root.
    private let componentType: Any.Type?
    /// The child component's name; nil for the root. Named when asked for: naming a type is
    /// slow next to building a graph.
    var component: String? { componentType.map { TypeName.of($0) } }
    /// How deep the level is: 0 for the root. Levels are kept depth first, so a level's parent
    /// is the nearest level before it that is one shallower.
    let depth: Int
    let scope: Scope
    /// The type the level builds.
    let rootKey: BindingKey
    /// The key `ChildFactory<C>` asks for; nil for the root.
    let factoryKey: BindingKey?
    /// Where the child was installed; nil for the root.
    let installation: SourceLocation?

    init(_ level: ComponentLevel) {
        bindings = level.bindings
        componentType = level.parent == nil ? nil : level.componentType
        depth = level.depth
        scope = level.scope
        rootKey = level.rootKey
        factoryKey = level.factoryKey
        installation = level.parent == nil ? nil : level.installation
    }
}
