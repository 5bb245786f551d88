/// Gives a main-actor binding's value on demand, on the main actor: how an object that is not
/// main-actor isolated asks for a binding declared with `onMainActor()`.
///
/// ```swift
/// struct Router: Sendable {
///     let profile: MainActorProvider<ProfileModel>
///     @MainActor func showProfile() { present(profile.get()) }
/// }
/// ```
///
/// `get()` is `@MainActor`, so the compiler rejects a call from anywhere else.
public struct MainActorProvider<T>: Sendable {
    private let slot: Slot<T>
    private let handle: GraphHandle

    init(slot: Slot<T>, handle: GraphHandle) {
        self.slot = slot
        self.handle = handle
    }

    /// The bound value: a new instance each time for an unscoped binding, otherwise the one
    /// instance, made on the first call.
    @MainActor
    public func get() -> T {
        handle.withStore(for: "MainActorProvider<\(typeName(T.self))>") { slot.get($0) }
    }
}

extension MainActorProvider: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        RequestShape.value(of: T.self).deferred(holdingInstance: false).accessed(.mainActor)
    }

    @usableFromInline
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot? {
        let weakHandles = context.weakHandles
        guard let target = context.valueSlot(as: T.self) else { return nil }
        return Slot<MainActorProvider<T>> { [unowned(unsafe) target] store in
            MainActorProvider(slot: target, handle: GraphHandle(store: store, weak: weakHandles))
        }
    }
}
