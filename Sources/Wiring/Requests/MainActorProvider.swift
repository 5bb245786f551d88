import WiringSupport

/// Gives a main-actor binding's value on demand, on the main actor: how a factory that is not
/// main-actor isolated asks for a binding declared with `onMainActor()`.
///
/// ```swift
/// binder.bind(Router.self).to(factory: { (profile: MainActorProvider<ProfileModel>) in
///     Router(profile: { profile.get() })   // Router takes a `@MainActor @Sendable () -> ProfileModel`
/// })
/// ```
///
/// `get()` is `@MainActor`, so the compiler rejects a call from anywhere else.
public struct MainActorProvider<T>: Sendable {
    private let provider: Provider<T>

    init(_ provider: Provider<T>) {
        self.provider = provider
    }

    /// The bound value: a new instance each time for an unscoped binding, otherwise the one
    /// instance, made on the first call.
    @MainActor
    public func get() -> T {
        provider.get(as: "MainActorProvider<\(TypeName.of(T.self))>")
    }
}

extension MainActorProvider: RequestKind {
    static func request(_ recognizer: RequestKindRecognizer) -> RequestShape {
        recognizer.shape(ofValue: T.self).deferred(holdingInstance: false).accessed(.mainActor)
    }

    static func answer(_ context: AnswerContext) -> AnyRecipe? {
        guard let target = context.providerTarget(as: T.self) else { return nil }
        let weak = context.weakHandles
        return Recipe<MainActorProvider<T>> { arguments in
            MainActorProvider(Provider(target: target, handle: StoreHandle(arguments.store, weak: weak)))
        }.erased
    }

    static var exportName: WiringGraph.RequestKind { .mainActorProvider }
}

extension MainActorProvider: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [T.self] }
}
