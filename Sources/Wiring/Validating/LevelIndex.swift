/// A level's bindings by key number: the first single binding of each key, and every
/// contribution.
final class LevelIndex {
    /// For each key number, the position of the first single binding of it plus one (0 for
    /// none). It ends after the last key the level binds.
    private let singles: [Int32]
    let contributions: [Int: [Int]]
    /// The key number of each binding, by position.
    let keyIDs: [Int32]

    init(_ bindings: BindingList, registry: KeyRegistry) {
        var keyIDs: [Int32] = []
        keyIDs.reserveCapacity(bindings.count)
        var singles: [Int32] = []
        var contributions: [Int: [Int]] = [:]
        // One pass: on a large graph, each pass over every binding reads memory that has
        // left the cache since the last.
        for position in bindings.indices {
            let keyID = registry.id(bindings[position].key)
            keyIDs.append(Int32(truncatingIfNeeded: keyID))
            if bindings[position].isSingle {
                singles.padWithZeros(to: keyID + 1)
                if singles[keyID] == 0 { singles[keyID] = Int32(truncatingIfNeeded: position + 1) }
            } else {
                contributions[keyID, default: []].append(position)
            }
        }
        self.singles = singles
        self.contributions = contributions
        self.keyIDs = keyIDs
    }

    /// The position of the first single binding of key number `keyID`, if any.
    func single(_ keyID: Int) -> Int? {
        guard keyID < singles.count else { return nil }
        let entry = Int(singles[keyID])
        return entry == 0 ? nil : entry - 1
    }
}
