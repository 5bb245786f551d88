/// Numbers every distinct key of a graph densely (0, 1, 2, …), so that validation, freezing
/// and lookups index arrays instead of hashing keys again and again.
///
/// An open-addressing table hashed on the key's type identity: the standard `Dictionary`
/// runs SipHash for each lookup, which is slow for lookups made for every binding. Keys are
/// added while the graph is configured and validated, on one thread; once the graph is frozen
/// the registry is only read, which is when it is shared between threads.
final class KeyRegistry: @unchecked Sendable {
    // Safe: mutated only while its graph is built, on the building thread, before the frozen
    // graph that holds it is shared; read-only afterwards. (KeyRegistryTests, and
    // KeyedComponentsTests' concurrent lookups under ThreadSanitizer)
    //
    // The two arrays are not checked for exclusive access at run time: a check on every
    // lookup costs more than the lookup. No access can overlap another: only the methods
    // below touch them, on one thread, and none calls out while it holds one.
    @exclusivity(unchecked) private var keys: [BindingKey] = []
    /// For each bucket, the number of the key in it plus one; 0 for an empty bucket.
    @exclusivity(unchecked) private var buckets: [Int32]
    private var bucketMask: Int
    /// How far a key's hash is shifted right to give its bucket: the table has 2^(64 - shift)
    /// buckets, and a multiplicative hash is best in its high bits.
    private var shift: Int

    /// A registry with room for about `expectedKeys` keys, in a table the size `shrinkToFit`
    /// keeps for that many, so a graph that has as many keys as expected is never rehashed.
    init(expectedKeys: Int = 64) {
        keys.reserveCapacity(Self.room(forKeys: expectedKeys))
        let size = Self.bucketCount(forKeys: expectedKeys)
        buckets = [Int32](repeating: 0, count: size)
        bucketMask = size - 1
        shift = size.leadingZeroBitCount + 1
    }

    /// The room to keep for about `keys` keys: an eighth more, and a few. A graph is sized
    /// with its root binding count (most requests ask for a bound key; children and request-kind
    /// keys add a few, and a registry that runs out grows).
    static func room(forKeys keys: Int) -> Int {
        keys + keys / 8 + 16
    }

    /// The number of buckets for `keys` keys: the smallest power of two above twice as many,
    /// so that at most half the buckets are used.
    private static func bucketCount(forKeys keys: Int) -> Int {
        var size = 32
        while size <= keys * 2 { size <<= 1 }
        return size
    }

    /// How many keys are numbered.
    var count: Int { keys.count }

    /// How many buckets the table has now.
    var bucketCount: Int { bucketMask + 1 }

    /// The key numbered `id`.
    func key(_ id: Int) -> BindingKey {
        keys[id]
    }

    /// `key`'s number, assigning the next one when the key is new.
    func id(_ key: BindingKey) -> Int {
        var bucket = bucket(of: key)
        while true {
            let entry = Int(buckets[bucket])
            if entry == 0 { break }
            if keys[entry - 1] == key { return entry - 1 }
            bucket = (bucket + 1) & bucketMask
        }
        keys.append(key)
        buckets[bucket] = Int32(truncatingIfNeeded: keys.count)
        if keys.count * 2 > bucketMask { rehash(size: (bucketMask + 1) * 2) }
        return keys.count - 1
    }

    /// `key`'s number, or nil when no binding or request in the graph has that key.
    func existingID(_ key: BindingKey) -> Int? {
        var bucket = bucket(of: key)
        while true {
            let entry = Int(buckets[bucket])
            if entry == 0 { return nil }
            if keys[entry - 1] == key { return entry - 1 }
            bucket = (bucket + 1) & bucketMask
        }
    }

    /// Gives back the room reserved for keys that never came, when there is more of it than
    /// `room(forKeys:)` keeps: the registry lives as long as the built graph.
    func shrinkToFit() {
        if keys.capacity > Self.room(forKeys: keys.count) {
            keys = Array(keys)
        }
        let size = Self.bucketCount(forKeys: keys.count)
        if size <= bucketMask { rehash(size: size) }
    }

    /// Puts every key into a new table of `size` buckets.
    private func rehash(size: Int) {
        buckets = [Int32](repeating: 0, count: size)
        bucketMask = size - 1
        shift = size.leadingZeroBitCount + 1
        for index in keys.indices {
            var bucket = bucket(of: keys[index])
            while buckets[bucket] != 0 { bucket = (bucket + 1) & bucketMask }
            buckets[bucket] = Int32(truncatingIfNeeded: index + 1)
        }
    }

    /// The bucket a search for `key` starts at. Always inlined: every lookup starts here.
    @inline(__always)
    private func bucket(of key: BindingKey) -> Int {
        Int(truncatingIfNeeded: Self.hash(key) >> UInt(shift))
    }

    /// Mixes the type's address with the tag and shape, then multiplies by the golden ratio
    /// (Fibonacci hashing): the product's high bits depend on every bit of the address, where
    /// its low bits repeat the address's alignment.
    @inline(__always)
    private static func hash(_ key: BindingKey) -> UInt {
        var bits = UInt(bitPattern: key.type)
        // One untagged value, nearly every key: no tag and a single shape, nothing to mix in.
        if !key.isUntaggedValue {
            if let tag = key.tag { bits ^= UInt(bitPattern: tag) &* 0xC2B2_AE3D_27D4_EB4F }
            switch key.shape {
            case .single: break
            case .collection: bits ^= 0x1656_67B1_9E37_79F9
            case .map(let keyType): bits ^= (UInt(bitPattern: keyType) | 1) &* 0x27D4_EB2F_1656_67C5
            }
        }
        return bits &* 0x9E37_79B9_7F4A_7C15
    }
}
