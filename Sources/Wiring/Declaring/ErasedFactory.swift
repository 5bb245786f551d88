/// A binding's factory closure kept as its two words, the function and its context, so that
/// the binding's link function need not capture it.
///
/// A link closure that captures the factory has a context of its own: one allocation for
/// every binding of every graph built, and a free when the graph is released. Compiled for
/// concrete types, a link closure that captures nothing has no context, and reads the factory
/// from here when the binding is first used. G2's optimized build went from 4.52 M to 3.54 M
/// instructions, and a built G2 from 285 to 253 bytes per binding. (Compiled without
/// optimization, a generic link closure still captures its type parameters, so nothing
/// changes there.) Factories without parameters keep the capturing link closure, and are
/// erased as well for their make function; see `to(factory:)` in `FixedArityFactories.swift`.
///
/// Only the code that erased a factory turns it back, with the same closure type: a Swift
/// closure is always a function pointer and a reference-counted context (nil when it
/// captures nothing), and `context` holds that reference, so copies retain it as the closure
/// would.
@usableFromInline
struct ErasedFactory: @unchecked Sendable {
    // A `@Sendable` closure's parts: the function never changes, and the context is as
    // shareable as the closure was.
    @usableFromInline let function: UnsafeRawPointer?
    @usableFromInline let context: AnyObject?

    /// No factory: for bindings whose link closure captures what it needs.
    @usableFromInline static let none = ErasedFactory(function: nil, context: nil)

    @usableFromInline
    init(function: UnsafeRawPointer?, context: AnyObject?) {
        self.function = function
        self.context = context
    }

    /// Keeps `factory` as its two words. One initializer and one accessor per arity, rather
    /// than one generic over the closure's whole type: code compiled without optimization
    /// would otherwise look the function type's metadata up at run time for every binding,
    /// and wrap the closure in a thunk of its own.
    @inlinable
    init<T>(_ factory: @escaping @Sendable () -> T) {
        (function, context) = unsafeBitCast(factory, to: (UnsafeRawPointer?, AnyObject?).self)
    }

    @inlinable
    init<A, T>(_ factory: @escaping @Sendable (A) -> T) {
        (function, context) = unsafeBitCast(factory, to: (UnsafeRawPointer?, AnyObject?).self)
    }

    @inlinable
    init<A, B, T>(_ factory: @escaping @Sendable (A, B) -> T) {
        (function, context) = unsafeBitCast(factory, to: (UnsafeRawPointer?, AnyObject?).self)
    }

    @inlinable
    init<A, B, C, T>(_ factory: @escaping @Sendable (A, B, C) -> T) {
        (function, context) = unsafeBitCast(factory, to: (UnsafeRawPointer?, AnyObject?).self)
    }

    @inlinable
    init<A, B, C, D, T>(_ factory: @escaping @Sendable (A, B, C, D) -> T) {
        (function, context) = unsafeBitCast(factory, to: (UnsafeRawPointer?, AnyObject?).self)
    }

    @inlinable
    init<A, B, C, D, E, T>(_ factory: @escaping @Sendable (A, B, C, D, E) -> T) {
        (function, context) = unsafeBitCast(factory, to: (UnsafeRawPointer?, AnyObject?).self)
    }

    @inlinable
    init<A, B, C, D, E, F, T>(_ factory: @escaping @Sendable (A, B, C, D, E, F) -> T) {
        (function, context) = unsafeBitCast(factory, to: (UnsafeRawPointer?, AnyObject?).self)
    }

    /// The closure this was made from, of the type it was made with.
    @inlinable
    func factory<T>() -> @Sendable () -> T {
        unsafeBitCast((function, context), to: (@Sendable () -> T).self)
    }

    @inlinable
    func factory<A, T>() -> @Sendable (A) -> T {
        unsafeBitCast((function, context), to: (@Sendable (A) -> T).self)
    }

    @inlinable
    func factory<A, B, T>() -> @Sendable (A, B) -> T {
        unsafeBitCast((function, context), to: (@Sendable (A, B) -> T).self)
    }

    @inlinable
    func factory<A, B, C, T>() -> @Sendable (A, B, C) -> T {
        unsafeBitCast((function, context), to: (@Sendable (A, B, C) -> T).self)
    }

    @inlinable
    func factory<A, B, C, D, T>() -> @Sendable (A, B, C, D) -> T {
        unsafeBitCast((function, context), to: (@Sendable (A, B, C, D) -> T).self)
    }

    @inlinable
    func factory<A, B, C, D, E, T>() -> @Sendable (A, B, C, D, E) -> T {
        unsafeBitCast((function, context), to: (@Sendable (A, B, C, D, E) -> T).self)
    }

    @inlinable
    func factory<A, B, C, D, E, F, T>() -> @Sendable (A, B, C, D, E, F) -> T {
        unsafeBitCast((function, context), to: (@Sendable (A, B, C, D, E, F) -> T).self)
    }
}
