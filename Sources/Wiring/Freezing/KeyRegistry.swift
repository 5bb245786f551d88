/// Numbers every distinct key of a graph densely (0, 1, 2, …), so that validation, linking
/// and lookups index arrays instead of hashing keys again and again.
///
/// An open-addressing table hashed on the key's type identity: the standard `Dictionary`
/// runs SipHash for each lookup, which is slow for lookups made for every binding.
/// Its storage is manually managed (keys are plain values, without references), because
/// arrays read through a class are retained and released on every access. Keys are added
/// while the graph is configured and validated, on one thread; once the graph is frozen
/// the registry is only read, which is when it is shared between threads.
final class KeyRegistry: @unchecked Sendable {
    private var keyStorage: UnsafeMutablePointer<BindingKey>
    private var keyCapacity: Int
    /// How many keys are numbered.
    private(set) var count = 0
    /// For each bucket, the number of the key in it plus one; 0 for an empty bucket.
    private var buckets: UnsafeMutablePointer<Int32>
    private var bucketMask: Int
    /// How far a key's hash is shifted right to give its bucket: the table has 2^(64 - shift)
    /// buckets, and a multiplicative hash is best in its high bits.
    private var shift: Int

    /// A registry with room for about `expectedKeys` keys (see `room(forKeys:)`), in a table
    /// the size `shrinkToFit` keeps for that many, so a graph that has as many keys as
    /// expected is never rehashed.
    init(expectedKeys: Int = 64) {
        keyCapacity = Self.room(forKeys: expectedKeys)
        keyStorage = .allocate(capacity: keyCapacity)
        let size = Self.bucketCount(forKeys: expectedKeys)
        buckets = .allocate(capacity: size)
        buckets.initialize(repeating: 0, count: size)
        bucketMask = size - 1
        shift = size.leadingZeroBitCount + 1
    }

    deinit {
        keyStorage.deinitialize(count: count)
        keyStorage.deallocate()
        buckets.deallocate()
    }

    /// The room to keep for about `keys` keys: an eighth more, and a few. A graph is sized
    /// with its root binding count (most requests ask for a bound key; children and wrapper
    /// keys add a few, and a registry that runs out grows), and `shrinkToFit` keeps this much.
    ///
    /// Not twice the bindings: that much room would be allocated, cleared and later copied
    /// down to size on every build.
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

    /// How many buckets the table has now.
    var bucketCount: Int { bucketMask + 1 }

    /// The key numbered `id`.
    func key(_ id: Int) -> BindingKey {
        keyStorage[id]
    }

    /// `key`'s number, assigning the next one when the key is new.
    func id(_ key: BindingKey) -> Int {
        var bucket = bucket(of: key)
        while true {
            let entry = Int(buckets[bucket])
            if entry == 0 { break }
            if keyStorage[entry - 1] == key { return entry - 1 }
            bucket = (bucket + 1) & bucketMask
        }
        if count == keyCapacity { growKeys() }
        (keyStorage + count).initialize(to: key)
        count += 1
        buckets[bucket] = Int32(truncatingIfNeeded: count)
        if count * 2 > bucketMask { growBuckets() }
        return count - 1
    }

    /// `key`'s number, or nil when no binding or request in the graph has that key.
    func existingID(_ key: BindingKey) -> Int? {
        var bucket = bucket(of: key)
        while true {
            let entry = Int(buckets[bucket])
            if entry == 0 { return nil }
            if keyStorage[entry - 1] == key { return entry - 1 }
            bucket = (bucket + 1) & bucketMask
        }
    }

    private func growKeys() {
        let larger = UnsafeMutablePointer<BindingKey>.allocate(capacity: keyCapacity * 2)
        larger.moveInitialize(from: keyStorage, count: count)
        keyStorage.deallocate()
        keyStorage = larger
        keyCapacity *= 2
    }

    /// Gives back the room reserved for keys that never came, when there is more of it than
    /// `room(forKeys:)` keeps: the registry lives as long as the built graph, but copying every
    /// key away costs more than a little slack saves.
    func shrinkToFit() {
        if keyCapacity > Self.room(forKeys: count) {
            let exact = UnsafeMutablePointer<BindingKey>.allocate(capacity: max(count, 1))
            exact.moveInitialize(from: keyStorage, count: count)
            keyStorage.deallocate()
            keyStorage = exact
            keyCapacity = max(count, 1)
        }
        let size = Self.bucketCount(forKeys: count)
        if size <= bucketMask { rehash(size: size) }
    }

    private func growBuckets() {
        rehash(size: (bucketMask + 1) * 2)
    }

    /// Puts every key into a new table of `size` buckets.
    private func rehash(size: Int) {
        buckets.deallocate()
        buckets = .allocate(capacity: size)
        buckets.initialize(repeating: 0, count: size)
        bucketMask = size - 1
        shift = size.leadingZeroBitCount + 1
        for index in 0..<count {
            var bucket = bucket(of: keyStorage[index])
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
