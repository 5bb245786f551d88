/// Tells the time; nothing in this package binds it.
public protocol Clock: Sendable {
    var now: String { get }
}

/// A front desk that greets with the time.
public struct Desk: Sendable {
    public let clock: any Clock

    public init(clock: any Clock) {
        self.clock = clock
    }

    /// Runs the desk: prints a greeting and returns the exit status.
    public func run(arguments: [String]) -> Int32 {
        print("Good day, it is \(clock.now).")
        return 0
    }
}
