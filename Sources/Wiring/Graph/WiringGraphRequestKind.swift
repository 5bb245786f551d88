extension WiringGraph {
    /// How a factory parameter asks for its dependency: the parameter's outermost type.
    public enum RequestKind: String, Sendable, Hashable, Codable, CaseIterable {
        /// `T`: the value itself.
        case value
        /// `Tagged<G>`: the value bound under a tag.
        case tagged
        /// `T?`: the value, or nil when nothing is bound.
        case optional
        /// `Provider<T>`: a value on each call.
        case provider
        /// `Lazy<T>`: one value, made on first use.
        case lazy
        /// `WeakProvider<T>`: a provider that does not keep the graph alive.
        case weakProvider
        /// `TaggedProvider<G>`: a provider of a tagged value.
        case taggedProvider
        /// `[T]`: every element contributed to a collection.
        case collection
        /// `[K: T]`: every entry contributed to a map.
        case map
        /// `ChildFactory<C>`: builds child component instances.
        case childFactory
        /// `AssistedFactory<Argument, T>`: makes values from an argument and the graph.
        case assistedFactory
        /// `PropertyInjector<T>`: fills the properties of an object made elsewhere.
        case propertyInjector
        /// `AsyncProvider<T>`: a value, awaited.
        case asyncProvider
        /// `MainActorProvider<T>`: a value, made on the main actor.
        case mainActorProvider
        /// `AsyncChildFactory<C>`: builds child component instances, awaited.
        case asyncChildFactory

        /// How `request` asks, as `recognizer` tells it: its request kind, or a plain value.
        init(_ request: DependencyRequest, recognizer: RequestKindRecognizer) {
            guard let kind = recognizer.kind(of: request) else {
                self = .value
                return
            }
            self = kind.exportName
        }

        /// Whether the request builds child components, so its edge names the child.
        var buildsChildren: Bool {
            self == .childFactory || self == .asyncChildFactory
        }
    }
}
