/// A component that a parent installs and builds many times, each from a seed value, such
/// as one session per inserted card.
///
/// ```swift
/// public enum SessionComponent: ChildComponent {
///     public typealias Seed = InsertedCard
///     public typealias Root = Session
///     public static let scope = Scope("session")
///     public static func configure(binder: Binder) {
///         binder.include(SessionModule.self)
///     }
/// }
///
/// // In a parent module: install the child, and a factory can take its `ChildFactory`.
/// binder.install(SessionComponent.self)
/// binder.bind(CardSlot.self).to(factory: { (sessions: ChildFactory<SessionComponent>) in
///     CardSlot(openSession: { sessions.build($0).root })   // a new Session for each card
/// })
/// ```
///
/// A child sees its ancestors' bindings; they never see its own. Bindings scoped with the
/// child's `scope` live as long as that child instance, and the seed is injectable inside it.
public protocol ChildComponent: Module {
    /// The value each instance is built from; injectable inside the child. `Void` for none.
    associatedtype Seed: Sendable
    /// What the child builds: the type `ChildInstance.root` returns.
    associatedtype Root: Sendable
    /// The scope whose instances live as long as one child instance.
    static var scope: Scope { get }
}
