import WiringSupport

/// Gives a binding's value on demand without keeping its graph alive: `get()` returns nil
/// once the component that built the graph has been released.
///
/// A factory can take one where what it makes must not extend its graph's life, such as a
/// long-lived object's back-reference to a short-lived part of the graph, and pass its `get`
/// on as a `() -> T?` closure.
public struct WeakProvider<T>: Sendable {
    private let provider: Provider<T>

    init(_ provider: Provider<T>) {
        self.provider = provider
    }

    /// The bound value, or nil when its graph has been released.
    public func get() -> T? {
        provider.getIfAlive()
    }
}

extension WeakProvider: RequestKind {
    static func request(_ recognizer: RequestKindRecognizer) -> RequestShape {
        recognizer.shape(ofValue: T.self).deferred(holdingInstance: false)
    }

    /// A provider that always holds its store weakly.
    static func answer(_ context: AnswerContext) -> AnyRecipe? {
        guard let target = context.providerTarget(as: T.self) else { return nil }
        return Recipe<WeakProvider<T>> { arguments in
            WeakProvider(Provider(target: target, handle: StoreHandle(arguments.store, weak: true)))
        }.erased
    }

    static var exportName: WiringGraph.RequestKind { .weakProvider }
}

extension WeakProvider: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [T.self] }
}
