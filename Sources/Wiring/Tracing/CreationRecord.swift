/// One value a graph made, as ``CreationTracing`` reports it: which binding, where it is
/// declared, and how long its factory took.
public struct CreationRecord: Sendable, CustomStringConvertible {
    /// The bound type, as diagnostics name it, such as `any NetworkExecutor`. Named when
    /// asked for, so that an observer that only adds up times pays nothing for names.
    public var binding: String { key.name }
    /// The binding's key.
    let key: BindingKey
    /// Where the binding is declared.
    public let location: SourceLocation
    /// The wiring library (the module) that declares the binding.
    public var library: String { location.moduleName }
    /// The binding's scope, such as `singleton`; nil for an unscoped binding, which makes a new
    /// value on every request.
    public let scope: String?
    /// How long the factory ran, less the time spent making the values it asked the graph for
    /// while it ran: the binding's own cost.
    public let ownDuration: Duration
    /// How long the factory ran, the values it asked for included.
    public let totalDuration: Duration
    /// How many creations this one ran inside, on its thread: 0 for one asked for directly.
    public let depth: Int
    /// The thread that made the value, as `pthread_self()` numbers it.
    public let thread: UInt

    /// One line: where, what, its scope, its own and total time, and its thread.
    public var description: String {
        let scoped = scope.map { " (\($0))" } ?? " (unscoped)"
        return "\(location): \(binding)\(scoped) took \(Self.milliseconds(ownDuration)) ms itself, "
            + "\(Self.milliseconds(totalDuration)) ms in all, at depth \(depth) on thread "
            + "0x\(String(thread, radix: 16))"
    }

    /// `duration` in milliseconds, with three decimals.
    package static func milliseconds(_ duration: Duration) -> String {
        let microseconds = microseconds(duration)
        let whole = microseconds / 1000, fraction = microseconds % 1000
        let padded = String(repeating: "0", count: 3 - String(fraction).count) + String(fraction)
        return "\(whole).\(padded)"
    }

    /// `duration` in whole microseconds.
    package static func microseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
    }
}
