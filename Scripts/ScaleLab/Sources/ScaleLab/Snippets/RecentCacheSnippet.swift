/// A bounded least-recently-used cache, and the hits it gets.
enum RecentCacheSnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let capacity = random.int(in: 4...16)
        let keys = capacity + random.int(in: 1...12)
        let cache = p + random.pick(["RecentCache", "LRUCache", "Memo"])
        let name = p + "Caching"
        return Snippet(
            entryType: name,
            source: #"""
                /// A least-recently-used cache: at most `capacity` values, the oldest used evicted first.
                struct \#(cache)<Key: Hashable, Value> {
                    private var values: [Key: Value] = [:]
                    private var order: [Key] = []
                    let capacity: Int
                    private(set) var hits = 0
                    private(set) var misses = 0

                    init(capacity: Int) {
                        self.capacity = max(1, capacity)
                    }

                    mutating func value(for key: Key, making make: (Key) -> Value) -> Value {
                        if let found = values[key] {
                            hits += 1
                            if let position = order.firstIndex(of: key) {
                                order.remove(at: position)
                            }
                            order.append(key)
                            return found
                        }
                        misses += 1
                        let made = make(key)
                        values[key] = made
                        order.append(key)
                        if order.count > capacity {
                            values[order.removeFirst()] = nil
                        }
                        return made
                    }
                }

                /// How well a cache of \#(capacity) serves lookups of \#(keys) keys.
                enum \#(name) {
                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        var cache = \#(cache)<Int, Int>(capacity: \#(capacity))
                        var total = 0
                        for record in records {
                            total = total &+ cache.value(for: record.id % \#(keys)) { key in key &* key &+ 7 }
                        }
                        return total &+ cache.hits &* 3 &+ cache.misses
                    }
                }
                """#)
    }
}
