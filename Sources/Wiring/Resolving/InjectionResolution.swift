import Injection

/// A component resolves `@Injected` properties: install it with `InjectionContext.install(_:)`
/// or bind it to a task with `InjectionContext.withResolver(_:operation:)`.
extension Component: InjectionResolver {}

/// A child instance resolves `@Injected` properties from its own bindings and its ancestors'.
extension ChildInstance: InjectionResolver {}
