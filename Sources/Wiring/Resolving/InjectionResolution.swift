import Injection

/// A component resolves `@Injected` properties: install it with `InjectionContext.install(_:)`
/// or bind it to a task with `InjectionContext.withResolver(_:operation:)`.
extension Component: InjectionResolver {}

/// A child instance resolves `@Injected` properties from its own bindings and its ancestors'.
extension ChildInstance: InjectionResolver {}

/// A lookup's error says whether the type was bound, so an `@Injected` property's error tells
/// its user to bind it only when it is not bound.
extension WiringError: ResolutionFailure {
    package var isMissingBinding: Bool {
        diagnostics.contains { $0.kind == .missingBinding }
    }
}
