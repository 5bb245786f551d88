/// A dictionary that keeps only its `capacity` most recently inserted keys.
///
/// The ledger remembers idempotency keys in one of these, so memory stays bounded however
/// long the server runs, and however long the journal a restart replays: the oldest key is
/// forgotten when a new one would exceed the capacity. The values live in a ring of
/// `capacity` slots, oldest overwritten first, and the dictionary maps each key to its slot,
/// so a kept key costs one slot and one small dictionary entry. Lookups and insertions take
/// constant time.
struct RetainedKeys<Key: Hashable, Value> {
    /// The most keys kept.
    let capacity: Int

    private var slots: [Key: Int] = [:]
    /// The kept keys and values, in insertion order from `oldest` once the ring is full.
    private var ring: [(key: Key, value: Value)] = []
    private var oldest = 0

    /// An empty dictionary that keeps at most `capacity` keys (at least one).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many keys are kept.
    var count: Int { slots.count }

    subscript(key: Key) -> Value? {
        slots[key].map { ring[$0].value }
    }

    /// Adds `value` under `key`, forgetting the oldest key if the dictionary is full, and
    /// returns nil; or, when `key` is already kept, changes nothing and returns its value.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key) -> Value? {
        let slot = ring.count < capacity ? ring.count : oldest
        if let kept = slots.updateValue(slot, forKey: key) {
            slots[key] = kept
            return ring[kept].value
        }
        if ring.count < capacity {
            ring.append((key, value))
        } else {
            slots[ring[slot].key] = nil
            ring[slot] = (key, value)
            oldest = (oldest + 1) % capacity
        }
        return nil
    }
}
