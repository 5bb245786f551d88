/// Names the ``WiringGraph/RequestKind`` of a request wrapper, for the graph export.
///
/// Kept apart from `RequestWrapper` so that the graph export adds nothing to what declaring
/// and resolving use; it is looked up only when a graph is exported.
protocol KindOfRequest {
    static var requestKind: WiringGraph.RequestKind { get }
}

extension Tagged: KindOfRequest {
    static var requestKind: WiringGraph.RequestKind { .tagged }
}

extension Optional: KindOfRequest {
    static var requestKind: WiringGraph.RequestKind { .optional }
}

extension Provider: KindOfRequest {
    static var requestKind: WiringGraph.RequestKind { .provider }
}

extension Lazy: KindOfRequest {
    static var requestKind: WiringGraph.RequestKind { .lazy }
}

extension WeakProvider: KindOfRequest {
    static var requestKind: WiringGraph.RequestKind { .weakProvider }
}

extension TaggedProvider: KindOfRequest {
    static var requestKind: WiringGraph.RequestKind { .taggedProvider }
}

extension Array: KindOfRequest {
    static var requestKind: WiringGraph.RequestKind { .collection }
}

extension Dictionary: KindOfRequest {
    static var requestKind: WiringGraph.RequestKind { .map }
}

extension ChildFactory: KindOfRequest {
    static var requestKind: WiringGraph.RequestKind { .childFactory }
}

extension AssistedFactory: KindOfRequest {
    static var requestKind: WiringGraph.RequestKind { .assistedFactory }
}

extension PropertyInjector: KindOfRequest {
    static var requestKind: WiringGraph.RequestKind { .propertyInjector }
}

extension AsyncProvider: KindOfRequest {
    static var requestKind: WiringGraph.RequestKind { .asyncProvider }
}

extension MainActorProvider: KindOfRequest {
    static var requestKind: WiringGraph.RequestKind { .mainActorProvider }
}

extension AsyncChildFactory: KindOfRequest {
    static var requestKind: WiringGraph.RequestKind { .asyncChildFactory }
}
