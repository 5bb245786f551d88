/// What reloading a keyed component's configuration does with one scoped instance.
public enum ReloadPolicy: Sendable, Hashable {
    /// Make it anew on next use, from the reloaded configuration (the default).
    case recreate
    /// Keep the instance made before the reload, such as a notifier or a telemetry session.
    case reuse
}
