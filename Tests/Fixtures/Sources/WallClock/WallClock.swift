import Desk

/// A clock on the wall: always noon.
public struct WallClock: Clock {
    public init() {}
    public var now: String { "noon" }
}

/// An alarm nothing in `LeftoverApp` uses.
public struct Alarm: Sendable {
    public init() {}
}

/// A chime, contributed to a collection that nothing in `LeftoverApp` asks for.
public struct Chime: Sendable {
    public init() {}
}

/// A guest book that an app would reach only by type, with `resolve(_:)` or `@Injected`.
public struct Guestbook: Sendable {
    public init() {}
}
