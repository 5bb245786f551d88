/// A token bucket rate limiter.
enum TokenBucketSnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let capacity = random.int(in: 3...20)
        let refill = random.int(in: 1...4)
        let ticks = random.int(in: 2...6)
        let name = p + random.pick(["TokenBucket", "RateLimiter", "Throttle"])
        return Snippet(
            entryType: name,
            source: #"""
                /// How many requests a client may make: \#(capacity) at once, \#(refill) more each tick.
                struct \#(name) {
                    let capacity: Int
                    let refillPerTick: Int
                    private(set) var tokens: Int
                    private(set) var lastTick = 0

                    init(capacity: Int, refillPerTick: Int) {
                        self.capacity = capacity
                        self.refillPerTick = refillPerTick
                        tokens = capacity
                    }

                    mutating func allow(at tick: Int, cost: Int) -> Bool {
                        if tick > lastTick {
                            tokens = min(capacity, tokens + (tick - lastTick) * refillPerTick)
                            lastTick = tick
                        }
                        guard tokens >= cost else { return false }
                        tokens -= cost
                        return true
                    }

                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        var bucket = \#(name)(capacity: \#(capacity), refillPerTick: \#(refill))
                        var allowed = 0
                        var refused = 0
                        for (tick, record) in records.enumerated() {
                            if bucket.allow(at: tick / \#(ticks), cost: 1 + record.id % 3) {
                                allowed += 1
                            } else {
                                refused += 1
                            }
                        }
                        return allowed &* 100 &+ refused
                    }
                }
                """#)
    }
}
