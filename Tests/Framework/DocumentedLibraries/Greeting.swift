// swift-format-ignore-file
// The documentation's samples, verbatim: the README and the articles are written for a reader,
// so their line breaks rule here, and the formatter leaves this file as it is.
// GettingStarted.md: the greeting library's plain types.

public struct WallClock: Sendable {
    public init() {}
    public var hour: Int { 9 }
}

public struct Greeter: Sendable {
    public let clock: WallClock
    public init(clock: WallClock) { self.clock = clock }
    public func greet(_ name: String) -> String { clock.hour < 12 ? "Good morning, \(name)" : "Hello, \(name)" }
}
