/// Exponential backoff with a cap and deterministic jitter.
enum RetryScheduleSnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let base = random.pick([50, 100, 200, 250])
        let cap = base * random.int(in: 20...80)
        let attempts = random.int(in: 3...8)
        let sample = random.int(in: 8...24)
        let name = p + random.pick(["RetrySchedule", "Backoff", "RetryPolicy"])
        return Snippet(
            entryType: name,
            source: #"""
                /// When to retry a failed request: exponential backoff, capped, with jitter drawn from a salt.
                struct \#(name): Sendable {
                    let baseMilliseconds: Int
                    let capMilliseconds: Int
                    let attempts: Int

                    func delay(forAttempt attempt: Int, salt: Int) -> Int {
                        guard attempt > 0 else { return 0 }
                        var delay = baseMilliseconds
                        for _ in 1..<attempt {
                            delay = min(capMilliseconds, delay * 2)
                        }
                        let jitter = (salt &* 2_654_435_761) % max(1, delay / 4)
                        return min(capMilliseconds, delay + abs(jitter))
                    }

                    func delays(salt: Int) -> [Int] {
                        var delays: [Int] = []
                        for attempt in 1...max(1, attempts) {
                            delays.append(delay(forAttempt: attempt, salt: salt &+ attempt))
                        }
                        return delays
                    }

                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        let schedule = \#(name)(baseMilliseconds: \#(base), capMilliseconds: \#(cap), attempts: \#(attempts))
                        var total = 0
                        for record in records.prefix(\#(sample)) {
                            for delay in schedule.delays(salt: record.id) {
                                total = total &+ delay
                            }
                        }
                        return total
                    }
                }
                """#)
    }
}
