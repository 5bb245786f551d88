/// A radio that no app of this package listens to.
public struct Radio: Sendable {
    public init() {}
}
