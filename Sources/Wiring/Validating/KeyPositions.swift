/// Where a level's bindings of each key are, by key number: the first single binding of each
/// key, and every contribution, as positions in the level's binding list.
///
/// Made once per level by ``LevelIndex`` and kept by the frozen graph's ``FrozenLevel``, which
/// answers lookups by type with it: both hold the same arrays rather than one copy each.
struct KeyPositions {
    /// For each key number, the position of the first single binding of it plus one (0 for
    /// none). It ends after the last key the level binds.
    let singles: [Int32]
    /// The positions of each key's collection or map contributions, in declaration order.
    let contributions: [Int: [Int]]

    /// The position of the first single binding of key number `keyID`, if any.
    func single(_ keyID: Int) -> Int? {
        guard keyID < singles.count else { return nil }
        let entry = Int(singles[keyID])
        return entry == 0 ? nil : entry - 1
    }

    /// The numbers of the keys that have a single binding, in key order.
    var boundKeyIDs: [Int] {
        singles.indices.filter { singles[$0] != 0 }
    }
}
