/// How a binding's factory runs, which decides how its value may be asked for.
@usableFromInline
enum Creation: UInt8, Sendable {
    /// A plain factory: any request may run it, on any thread.
    case synchronous
    /// A factory that is `async`, `throws`, or both (`to(asyncFactory:)`). A scoped one is made
    /// before its component is handed out; an unscoped one only through `AsyncProvider<T>`.
    case asynchronous
    /// A `@MainActor` factory (`onMainActor()`): run on the main actor, and asked for off it only
    /// through `MainActorProvider<T>`.
    case onMainActor
}
