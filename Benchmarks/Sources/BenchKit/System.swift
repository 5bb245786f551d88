// Heap statistics, threads and child processes, from the C library directly (no Foundation).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CHeap
import Synchronization

// MARK: - Heap

public enum Heap {
    /// Bytes the C allocator has handed out and not yet taken back, over every arena:
    /// glibc's `mallinfo2()`, `uordblks` (in-use bytes of ordinary chunks, including their
    /// 8-byte headers and rounding) plus `hblkhd` (bytes in chunks served by mmap).
    /// Swift's allocations all go through malloc, so this covers every object and buffer.
    public static func bytesInUse() -> Int {
        Int(cheap_heap_bytes_in_use())
    }

    /// Median bytes retained by what `make` returns, measured `rounds` times.
    ///
    /// Each round reads the heap, makes the object, reads the heap again while still holding
    /// it, and then drops it. The caller warms up first, so that metadata the Swift runtime
    /// makes once per process (type metadata, conformance caches) is not counted.
    public static func retainedBytes<T>(rounds: Int = 5, _ make: () -> T) -> Int {
        var deltas: [Int] = []
        for _ in 0..<rounds {
            let before = bytesInUse()
            let value = make()
            let after = bytesInUse()
            withExtendedLifetime(value) {}
            deltas.append(after - before)
        }
        deltas.sort()
        return deltas[deltas.count / 2]
    }
}

// MARK: - Threads

/// Carries a closure into a pthread.
private final class ThreadStart: @unchecked Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

public enum Threads {
    /// Runs `body(index)` on `count` new threads at once and waits for all of them.
    public static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        var threads: [pthread_t] = []
        for index in 0..<count {
            let start = Unmanaged.passRetained(ThreadStart { body(index) }).toOpaque()
            #if canImport(Glibc)
            var thread = pthread_t()
            #else
            var thread: pthread_t?
            #endif
            let status = pthread_create(&thread, nil, { raw in
                guard let raw else { return nil }
                Unmanaged<ThreadStart>.fromOpaque(raw).takeRetainedValue().body()
                return nil
            }, start)
            precondition(status == 0, "pthread_create failed: \(status)")
            #if canImport(Glibc)
            threads.append(thread)
            #else
            threads.append(thread!)
            #endif
        }
        for thread in threads { pthread_join(thread, nil) }
    }

    /// Seconds per operation on each of `count` threads that all run `op` for the same window.
    ///
    /// The threads meet at a barrier, then each calls `op` in a loop until a shared stop flag is
    /// raised `window` later, counting its calls. Every thread is therefore contending for the
    /// whole window (none finishes early and runs alone), and per-op time = window / calls.
    public static func perOpSeconds(
        threads count: Int, window: Duration, _ op: @escaping @Sendable () -> Void
    ) -> [Double] {
        let box = Shared()
        run(count + 1) { index in
            if index == count {
                // The timer thread: waits for every worker, then stops them after `window`.
                while box.ready.load(ordering: .acquiring) < count {}
                usleep(UInt32(window.seconds * 1e6))
                box.stop.store(true, ordering: .releasing)
                return
            }
            box.ready.add(1, ordering: .acquiringAndReleasing)
            while box.ready.load(ordering: .acquiring) < count {}
            let clock = ContinuousClock()
            let start = clock.now
            var calls = 0
            while !box.stop.load(ordering: .relaxed) {
                for _ in 0..<64 { op() }
                calls += 64
            }
            let elapsed = (clock.now - start).seconds
            box.results.withLock { $0.append(elapsed / Double(calls)) }
        }
        return box.results.withLock { $0 }
    }
}

/// `Atomic` and `Mutex` are non-copyable; a class lets several threads share them.
private final class Shared: Sendable {
    let ready = Atomic<Int>(0)
    let stop = Atomic<Bool>(false)
    let results = Mutex<[Double]>([])
}

// MARK: - Child processes

public enum ChildProcess {
    /// Seconds from spawning `path` with `arguments` to its exit, stdout and stderr to /dev/null.
    /// Returns nil when it cannot be spawned or exits non-zero.
    public static func wallSeconds(_ path: String, _ arguments: [String]) -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let clock = ContinuousClock()
        let start = clock.now
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            if errno != EINTR { return nil }
        }
        let elapsed = (clock.now - start).seconds
        // WIFEXITED && WEXITSTATUS == 0
        return (status & 0x7f) == 0 && ((status >> 8) & 0xff) == 0 ? elapsed : nil
    }
}
