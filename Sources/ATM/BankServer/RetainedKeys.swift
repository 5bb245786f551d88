/// A dictionary that keeps only its `capacity` most recently inserted keys.
///
/// The ledger remembers idempotency keys in one of these, so memory stays bounded however
/// long the server runs: the oldest key is forgotten when a new one would exceed the
/// capacity. Lookups and insertions take constant time (amortized).
struct RetainedKeys<Key: Hashable, Value> {
    /// The most keys kept.
    let capacity: Int

    private var values: [Key: Value] = [:]
    /// Keys in insertion order; those before `oldest` were already forgotten.
    private var order: [Key] = []
    private var oldest = 0

    /// An empty dictionary that keeps at most `capacity` keys (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many keys are kept.
    var count: Int { values.count }

    subscript(key: Key) -> Value? {
        values[key]
    }

    /// Adds `value` under `key`, forgetting the oldest key if need be. A key already kept
    /// only has its value replaced (the ledger never does that) and keeps its age.
    mutating func insert(_ value: Value, for key: Key) {
        guard values.updateValue(value, forKey: key) == nil else { return }
        order.append(key)
        if values.count > capacity {
            values[order[oldest]] = nil
            oldest += 1
            // Drops the forgotten prefix once it is most of the array, so that costs O(1) per insert.
            if oldest >= 1024 && oldest * 2 >= order.count {
                order.removeFirst(oldest)
                oldest = 0
            }
        }
    }
}
