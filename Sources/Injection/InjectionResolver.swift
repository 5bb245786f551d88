/// Anything `@Injected` properties can resolve from: a Wiring `Component`, a `ChildInstance`,
/// or a hand-written resolver in an app that does not use Wiring.
public protocol InjectionResolver: Sendable {
    /// The value bound to `type`, or an error that says why there is none.
    func resolve<T>(_ type: T.Type) throws -> T
}
