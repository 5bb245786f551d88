// The harness: a small, dependency-free replacement for a benchmark framework.
//
// Every timed case is a closure that runs its operation `n` times. The harness warms each
// case up, calibrates `n` so that one sample lasts at least `minSample`, then takes
// `samples` samples of every case *interleaved* (A B C, A B C, …) and reports the median time
// per operation. Interleaving means slow phases of a shared, noisy machine hit all the cases
// of a row alike, so the ratios between them hold even when the absolute numbers wander.

import Dispatch

/// Consumes a value so the optimizer cannot delete the work that made it.
///
/// `@inline(never)` plus `@_optimize(none)` keep it an opaque call even under cross-module
/// optimization: the compiler must materialize the argument and cannot prove it unused.
@inline(never) @_optimize(none)
public func blackHole<T>(_ value: T) {}

/// A timed case: `run(n)` performs the operation `n` times.
public struct TimedCase {
    public let name: String
    public let run: (Int) -> Void

    public init(_ name: String, _ run: @escaping (Int) -> Void) {
        self.name = name
        self.run = run
    }
}

/// How long to warm up and sample.
public struct Sampling: Sendable {
    public var warmUp: Duration
    public var minSample: Duration
    public var samples: Int

    public init(warmUp: Duration, minSample: Duration, samples: Int) {
        self.warmUp = warmUp
        self.minSample = minSample
        self.samples = samples
    }

    /// For operations of nanoseconds to microseconds.
    public static let fast = Sampling(warmUp: .milliseconds(100), minSample: .milliseconds(20), samples: 11)
    /// For operations of milliseconds (building whole graphs).
    public static let slow = Sampling(warmUp: .milliseconds(150), minSample: .milliseconds(30), samples: 11)
}

/// The result of one case: the median and the spread of its per-operation samples.
public struct Timing: Sendable {
    /// Median seconds per operation.
    public let median: Double
    public let min: Double
    public let max: Double
    public let iterationsPerSample: Int
}

public enum Measure {
    /// Seconds elapsed while running `body` once.
    @inlinable
    public static func seconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        return clock.measure(body).seconds
    }

    /// Runs every case with warm-up and calibration, then interleaved samples; one Timing per case.
    public static func compare(_ cases: [TimedCase], _ sampling: Sampling = .fast) -> [Timing] {
        let target = sampling.minSample.seconds
        var iterations: [Int] = []
        for c in cases {
            // Warm-up: caches, lazily made metadata, first-use allocations, CPU frequency.
            let warmUpEnd = ContinuousClock.now.advanced(by: sampling.warmUp)
            var n = 1
            var last = 0.0
            repeat {
                last = seconds { c.run(n) }
                if last < target / 4 { n *= 2 }
            } while ContinuousClock.now < warmUpEnd
            // Calibrate: enough iterations that one sample lasts about `minSample`.
            while last < target {
                let perOp = max(last / Double(n), 1e-10)
                n = max(n + 1, min(n * 16, Int((target * 1.1 / perOp).rounded(.up))))
                last = seconds { c.run(n) }
            }
            iterations.append(n)
        }
        var perOp = Array(repeating: [Double](), count: cases.count)
        for _ in 0..<sampling.samples {
            for (index, c) in cases.enumerated() {
                let n = iterations[index]
                perOp[index].append(seconds { c.run(n) } / Double(n))
            }
        }
        return perOp.indices.map { index in
            let sorted = perOp[index].sorted()
            return Timing(median: median(sorted), min: sorted.first ?? 0, max: sorted.last ?? 0,
                          iterationsPerSample: iterations[index])
        }
    }

    /// The median of already sorted values.
    public static func median(_ sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}

extension Duration {
    /// The duration in seconds, as a Double.
    public var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}

/// Runs `body` to completion on the concurrency runtime's threads while the calling thread
/// waits: how the synchronous harness times `async` work. The wait costs a task and a
/// semaphore per call, so a case should run its whole loop inside one `body`.
public func waitFor(_ body: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task {
        await body()
        done.signal()
    }
    done.wait()
}
