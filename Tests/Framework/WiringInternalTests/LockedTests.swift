import Testing
import WiringSupport

/// `Locked` excludes every other access while `withLock` runs, from any number of threads.
@Suite struct LockedTests {
    @Test func concurrentUpdatesAreNeverLost() async {
        let counter = Locked(0)
        let tasks = 8, increments = 2_000
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    for _ in 0..<increments { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.withLock { $0 } == tasks * increments)
    }

    @Test func aReaderNeverSeesAHalfMadeUpdate() async {
        // Each update writes both halves under one lock; a reader outside it would see them differ.
        let pair = Locked((first: 0, second: 0))
        let mismatches = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for value in 1...5_000 { pair.withLock { $0 = (value, value) } }
            }
            group.addTask {
                for _ in 0..<5_000 {
                    let seen = pair.withLock { $0 }
                    if seen.first != seen.second { mismatches.withLock { $0 += 1 } }
                }
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }

    @Test func anErrorThrownInsideReleasesTheLock() {
        struct Refused: Error {}
        let value = Locked([1])
        #expect(throws: Refused.self) { try value.withLock { _ in throw Refused() } }
        #expect(value.withLock { $0 } == [1])
    }
}
