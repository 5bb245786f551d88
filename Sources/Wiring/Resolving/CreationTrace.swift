#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The creations the calling thread is inside right now, outermost first: each scoped
/// instance it is making, and each unscoped value it is making through a request that can
/// loop (a provider's `get()` or `resolve(_:)` of a binding on a loop of unscoped bindings).
///
/// A factory that asks, while it runs, for an instance still being made on the same thread
/// could only wait for itself; one that asks for an unscoped value that asks for it again
/// would recurse until the stack ran out. The cell locks and the loop guard tell that this
/// happened; this trace says how, so the diagnostic can name every binding on the loop. It is
/// touched only while a value is being made, never when an existing instance is read.
///
/// Each thread's trace is reached through a `pthread` key: Swift has no thread-local storage
/// of its own. This file is the one place that keeps the trace unmanaged.
final class CreationTrace {
    struct Entry {
        /// The graph of the binding, by identity: nodes are numbered per graph.
        let graph: ObjectIdentifier
        let node: Int32
        /// Whether the entry is an unscoped value made through a request that can loop.
        let isGuarded: Bool
    }

    // Safe: not checked for exclusive access at run time, which would cost more than the push
    // and pop: a trace is only ever reached by its own thread (see `current`), through the
    // methods below, none of which calls out while it holds an access. (ReentrantCreationTests,
    // and ScopedInstanceMakingTests and CreationTracingTests under ThreadSanitizer)
    @exclusivity(unchecked) private(set) var entries: [Entry] = []
    /// How many of `entries` are guarded.
    @exclusivity(unchecked) private(set) var guardedCount = 0

    /// A creation being timed for ``CreationTracing``.
    struct TimedCreation {
        let start: ContinuousClock.Instant
        /// The time spent in the timed creations inside this one.
        var inner: Duration = .zero
        /// The time spent reporting creations inside this one, which is no creation's.
        var reporting: Duration = .zero
        /// How many entries the trace held when the timing started.
        let level: Int
    }

    /// What a finished timing measured.
    struct FinishedTiming {
        let own: Duration
        let total: Duration
        /// How many timed creations it ran inside.
        let depth: Int
    }

    /// The creations being timed, outermost first; empty while nothing is traced. Unchecked
    /// for the reason the `Safe:` note above gives.
    @exclusivity(unchecked) private var timings: [TimedCreation] = []

    /// Starts timing a creation, inside whatever this thread is timing already.
    func startTiming() {
        timings.append(TimedCreation(start: .now, level: entries.count))
    }

    /// Ends the innermost timing and returns what it measured: when `level` is nil, always;
    /// otherwise only if that timing started at `level` entries, as a scoped instance's did
    /// if tracing was on when it began. Nil when there is no such timing.
    func finishTiming(atLevel level: Int?) -> FinishedTiming? {
        guard let last = timings.last, level == nil || last.level == level else { return nil }
        timings.removeLast()
        let total = ContinuousClock.now - last.start - last.reporting
        if !timings.isEmpty {
            timings[timings.count - 1].inner += total
            timings[timings.count - 1].reporting += last.reporting
        }
        return FinishedTiming(own: total - last.inner, total: total, depth: timings.count)
    }

    /// Leaves `duration`, spent reporting a creation, out of the creations being timed.
    func leaveOut(_ duration: Duration) {
        if !timings.isEmpty { timings[timings.count - 1].reporting += duration }
    }

    /// Whether any creation is being timed on this thread.
    var isTiming: Bool { !timings.isEmpty }

    /// The calling thread's trace, made on its first creation and freed when the thread ends.
    static var current: CreationTrace {
        // Safe: the key's value is a trace retained once, in `makeCurrent`, and released by the
        // key's destructor when the thread ends; only this thread reads it. (ReentrantCreationTests)
        if let existing = pthread_getspecific(threadKey) {
            return Unmanaged<CreationTrace>.fromOpaque(existing).takeUnretainedValue()
        }
        return makeCurrent()
    }

    /// Whether the calling thread is inside a creation at all. Makes no trace.
    static var isCreating: Bool {
        guard let existing = pthread_getspecific(threadKey) else { return false }
        // Safe: as in `current`. (ReentrantCreationTests, UnscopedLoopTests)
        return !Unmanaged<CreationTrace>.fromOpaque(existing).takeUnretainedValue().entries.isEmpty
    }

    private static func makeCurrent() -> CreationTrace {
        let trace = CreationTrace()
        // Safe: the retain is the key's, released by its destructor. (ReentrantCreationTests)
        pthread_setspecific(threadKey, Unmanaged.passRetained(trace).toOpaque())
        return trace
    }

    /// Records that this thread starts making node `node` of `graph`.
    func push(_ node: Int32, of graph: FrozenGraph, guarded: Bool = false) {
        entries.append(Entry(graph: ObjectIdentifier(graph), node: node, isGuarded: guarded))
        if guarded { guardedCount += 1 }
    }

    /// Records that this thread's innermost creation is done.
    func pop() {
        if entries.removeLast().isGuarded { guardedCount -= 1 }
    }

    /// The bindings from this thread's innermost creation of node `node` of `graph` to the
    /// innermost creation of all; empty when the thread is not making it.
    func loop(backTo node: Int32, of graph: FrozenGraph) -> [Int32] {
        let identity = ObjectIdentifier(graph)
        guard let start = entries.lastIndex(where: { $0.node == node && $0.graph == identity }) else { return [] }
        return entries[start...].filter { $0.graph == identity }.map(\.node)
    }
}

/// The key of each thread's ``CreationTrace``; the trace is released when its thread ends.
private let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { trace in
        guard let trace else { return }
        // Safe: the value was retained once, in `makeCurrent`.
        // (ReentrantCreationTests.threadsMakingDifferentSingletonsOfOneStoreDoNotWaitForEachOther,
        // whose detached thread ends with a trace)
        Unmanaged<CreationTrace>.fromOpaque(trace).release()
    }
    return key
}()
