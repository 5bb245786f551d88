/// Where a level's bindings of each key are, by key number: the first single binding of each
/// key, and every contribution, as positions in the level's binding list.
///
/// Made once per level by ``LevelIndex`` and kept by the frozen graph's ``FrozenLevel``, which
/// answers lookups by type with it: both hold the same arrays rather than one copy each.
struct KeyPositions {
    /// For each key number, the position of the first single binding of it plus one (0 for
    /// none). It ends after the last key the level binds.
    let singles: [Int32]
    /// For each key number, the positions of its collection or map contributions, in
    /// declaration order. It ends after the last key the level contributes to.
    ///
    /// An array, not a dictionary keyed by number: the first dictionary of `Int` keys a process
    /// makes costs a search of every conformance record the binary holds, for `Int: Hashable`.
    let contributions: [[Int]]

    /// The position of the first single binding of key number `keyID`, if any.
    func single(_ keyID: Int) -> Int? {
        guard keyID < singles.count else { return nil }
        let entry = Int(singles[keyID])
        return entry == 0 ? nil : entry - 1
    }

    /// The positions of the contributions to key number `keyID`, in declaration order.
    func contributions(to keyID: Int) -> [Int] {
        keyID < contributions.count ? contributions[keyID] : []
    }

    /// The numbers of the keys that have a single binding, in key order.
    var boundKeyIDs: [Int] {
        singles.indices.filter { singles[$0] != 0 }
    }
}
