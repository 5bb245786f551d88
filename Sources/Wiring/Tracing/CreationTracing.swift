import Synchronization
import WiringSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reports every value any graph makes, with the time its factory took, to find what makes
/// start-up slow.
///
/// Observe creations and route the records where your team looks: a log, signposts, a
/// test's expectations. Each record comes on the thread that made the value, as soon as its
/// factory returns, so an observer must be quick and must not ask the graph for anything.
/// Every observer gets every record, until its observation is cancelled or released.
///
/// ```swift
/// let tracing = CreationTracing.observe { record in print(record) }
/// let component = try Component(root: App.self, libraries: LinkedWiring.libraries)
/// _ = component.root
/// tracing.cancel()
/// ```
///
/// Setting the environment variable `WIRING_TRACE=1` prints each record on standard error,
/// from the first graph built in the process. Apps launched with `AppLauncher` also answer
/// `--print-startup`: the slowest ten values their root needs, and the total. While nothing
/// observes, making a value checks one flag and nothing else.
public enum CreationTracing {
    /// The environment variable that prints every record on standard error when set to `1`.
    public static let environmentVariable = "WIRING_TRACE"

    /// Reports every value made from now on to `observer`, until the observation returned is
    /// cancelled or released: keep it for as long as you observe.
    /// - Returns: The observation; cancel it, or let it go, to stop.
    public static func observe(_ observer: @escaping @Sendable (CreationRecord) -> Void) -> CreationObservation {
        let id = observers.withLock { state in
            state.next += 1
            state.observers[state.next] = observer
            isStarted.store(true, ordering: .releasing)
            return state.next
        }
        return CreationObservation(id: id)
    }

    /// Whether anything observes creations now.
    public static var isTracing: Bool { isStarted.load(ordering: .acquiring) }

    // MARK: The framework's side

    /// Whether any observer is registered: the one flag a creation checks.
    @usableFromInline static let isStarted = Atomic<Bool>(false)
    private static let observers = Locked<(next: Int, observers: [Int: @Sendable (CreationRecord) -> Void])>(
        (0, [:]))
    /// The observer `WIRING_TRACE=1` starts, kept for the life of the process.
    private static let environmentObservation = Locked<CreationObservation?>(nil)

    /// Removes observer `id`.
    static func removeObserver(_ id: Int) {
        observers.withLock { state in
            state.observers[id] = nil
            if state.observers.isEmpty { isStarted.store(false, ordering: .releasing) }
        }
    }

    /// Starts tracing to standard error if `WIRING_TRACE` is `1`, the first time a graph is
    /// built in the process; nothing after that.
    static func startFromEnvironment() {
        _ = environmentChecked
    }

    private static let environmentChecked: Void = {
        guard let value = getenv(environmentVariable), String(cString: value) == "1" else { return }
        let observation = observe { record in printToStandardError("wiring-trace: \(record)") }
        environmentObservation.withLock { $0 = observation }
    }()

    /// Starts timing a creation on the calling thread.
    static func beginTiming() {
        CreationTrace.current.startTiming()
    }

    /// Ends the timing ``beginTiming()`` started, of node `node` of `graph`, and reports it.
    static func finishTiming(node: Int, of graph: FrozenGraph) {
        guard let timing = CreationTrace.current.finishTiming(atLevel: nil) else { return }
        report(node: node, of: graph, timing)
    }

    /// Reports node `node`'s creation, timed as `timing` says, to every observer.
    static func report(node: Int, of graph: FrozenGraph, _ timing: CreationTrace.FinishedTiming) {
        let started = ContinuousClock.now
        let current = observers.withLock { Array($0.observers.sorted { $0.key < $1.key }.map(\.value)) }
        let binding = graph.bindings[node]
        let record = CreationRecord(
            key: binding.key, location: binding.location, scope: binding.scope?.name,
            ownDuration: timing.own, totalDuration: timing.total, depth: timing.depth,
            thread: currentThread())
        for observer in current { observer(record) }
        // The observers' time is not the creations' that contain this one.
        CreationTrace.current.leaveOut(ContinuousClock.now - started)
    }
}
