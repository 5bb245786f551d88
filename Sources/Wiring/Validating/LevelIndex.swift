/// A level's bindings by key number: the key number of each binding, and where each key's
/// bindings are (``KeyPositions``).
final class LevelIndex {
    let positions: KeyPositions
    /// The key number of each binding, by position.
    let keyIDs: [Int32]
    /// The positions of single bindings whose key an earlier binding of the level has: found
    /// here, so that checking for duplicates needs no pass of its own.
    let duplicates: [Int]

    init(_ bindings: BindingList, registry: KeyRegistry) {
        var keyIDs: [Int32] = []
        keyIDs.reserveCapacity(bindings.count)
        // Each binding numbers at most one new key, so the keys of this level are below this
        // bound: the table is zeroed once instead of grown a key at a time.
        var singles = [Int32](repeating: 0, count: registry.count + bindings.count)
        var end = 0
        var contributions: [[Int]] = []
        var duplicates: [Int] = []
        // One pass: on a large graph, each pass over every binding reads memory that has
        // left the cache since the last.
        for position in bindings.indices {
            let keyID = registry.id(bindings[position].key)
            keyIDs.append(Int32(truncatingIfNeeded: keyID))
            if bindings[position].isSingle {
                if singles[keyID] == 0 {
                    singles[keyID] = Int32(truncatingIfNeeded: position + 1)
                } else {
                    duplicates.append(position)
                }
                end = max(end, keyID + 1)
            } else {
                if keyID >= contributions.count {
                    contributions += repeatElement([], count: keyID + 1 - contributions.count)
                }
                contributions[keyID].append(position)
            }
        }
        singles.removeSubrange(end...)
        positions = KeyPositions(singles: singles, contributions: contributions)
        self.keyIDs = keyIDs
        self.duplicates = duplicates
    }

    /// The position of the first single binding of key number `keyID`, if any.
    func single(_ keyID: Int) -> Int? {
        positions.single(keyID)
    }

    /// The positions of the contributions to key number `keyID`, in declaration order.
    func contributions(to keyID: Int) -> [Int] {
        positions.contributions(to: keyID)
    }
}
