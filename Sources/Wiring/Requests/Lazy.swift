import WiringSupport

/// Makes a binding's value on the first `get()` and returns that same value afterwards.
///
/// Use it for something expensive that may not be needed, or to break a cycle: a dependency
/// through `Lazy` is not made until `get()`, so it never closes a cycle.
public struct Lazy<T: Sendable>: Sendable {
    private let storage: LazyStorage<T>

    init(_ provider: Provider<T>) {
        storage = LazyStorage(provider)
    }

    /// The value, made on the first call.
    public func get() -> T {
        storage.get()
    }
}

/// A `Lazy`'s provider and, for an unscoped target, the value it made.
final class LazyStorage<T: Sendable>: Sendable {
    private let provider: Provider<T>
    // A scoped target is cached by its store already; caching it here too would keep it alive
    // after the store is released.
    private let made = Locked<T?>(nil)

    init(_ provider: Provider<T>) {
        self.provider = provider
    }

    /// How a diagnostic names the `Lazy` this belongs to.
    private static var name: String {
        "Lazy<\(TypeName.of(T.self))>"
    }

    func get() -> T {
        if provider.target.isScoped { return provider.get(as: Self.name) }
        return made.withLock { value in
            if let value { return value }
            let new = provider.get(as: Self.name)
            value = new
            return new
        }
    }
}

extension Lazy: RequestKind {
    static func request(_ recognizer: RequestKindRecognizer) -> RequestShape {
        recognizer.shape(ofValue: T.self).deferred(holdingInstance: true)
    }

    static func answer(_ context: AnswerContext) -> AnyRecipe? {
        guard let target = context.providerTarget(as: T.self) else { return nil }
        let weak = context.weakHandles
        return Recipe<Lazy<T>> { arguments in
            Lazy(Provider(target: target, handle: StoreHandle(arguments.store, weak: weak)))
        }.erased
    }

    static var exportName: WiringGraph.RequestKind { .lazy }
}

extension Lazy: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [T.self] }
}
