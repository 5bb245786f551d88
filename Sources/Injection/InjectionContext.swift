import WiringSupport

/// Where `@Injected` properties find their resolver: the one bound to the current task, if
/// any, otherwise the one the app installed at launch.
///
/// Tests replace every injected object at once by running inside `withResolver(_:operation:)`
/// with a graph built from fake wiring or with overrides. The resolver is bound to the task,
/// so tests running in parallel never see each other's.
public enum InjectionContext {
    @TaskLocal private static var taskResolver: (any InjectionResolver)?
    private static let installed = Locked<(any InjectionResolver)?>(nil)

    /// Makes `resolver` the app-wide resolver; apps built with `AppLauncher` do this at launch.
    public static func install(_ resolver: any InjectionResolver) {
        installed.withLock { $0 = resolver }
    }

    /// Removes the app-wide resolver.
    public static func uninstall() {
        installed.withLock { $0 = nil }
    }

    /// The resolver `@Injected` uses now: the current task's, else the installed one.
    public static var current: (any InjectionResolver)? {
        taskResolver ?? installed.withLock { $0 }
    }

    /// Runs `operation` with `resolver` for this task and the tasks it creates.
    public static func withResolver<R>(
        _ resolver: any InjectionResolver, operation: () async throws -> R
    ) async rethrows -> R {
        try await $taskResolver.withValue(resolver, operation: operation)
    }

    /// Runs `operation` with `resolver` for this task, synchronously.
    public static func withResolver<R>(_ resolver: any InjectionResolver, operation: () throws -> R) rethrows -> R {
        try $taskResolver.withValue(resolver, operation: operation)
    }
}

/// Anything `@Injected` properties can resolve from: a Wiring `Component`, a `ChildInstance`,
/// or a hand-written resolver in an app that does not use Wiring.
public protocol InjectionResolver: Sendable {
    /// The value bound to `type`, or an error that says why there is none.
    func resolve<T>(_ type: T.Type) throws -> T
}
