/// Placeholder binder: the real one is being written.
public final class Binder {
    public func include(_ module: any Module.Type) {}
}
