/// One component level of a frozen graph: where its bindings are by key, and what a store of
/// the level holds.
struct FrozenLevel: Sendable {
    /// 0 for the root component, 1 for its children, and so on.
    let depth: Int
    /// The parent level's number in ``FrozenGraph/levels``; nil for the root component.
    let parent: Int?
    /// The graph's number of the level's first binding.
    let firstNode: Int
    /// Where the level's bindings of each key are, by key number.
    let positions: KeyPositions
    /// How many scoped instances a store of the level holds.
    let cellCount: Int
    /// The cell of a child's seed, filled when a child instance is built.
    let seedCell: Int?
    /// The cells whose instances a reload keeps (`.onReload(.reuse)`).
    let reusedCells: [Int]
    /// The scoped asynchronous instances a store of the level makes when it is built.
    let asynchronousCreations: [AsynchronousCreation]
    /// The node of the level's root, when something binds it.
    let rootNode: Int?
    /// The levels of the child components installed here, with their component types: a
    /// level installs a few, so they are searched rather than hashed.
    var children: [(component: ObjectIdentifier, level: Int)] = []
}

extension [FrozenLevel] {
    /// The level of child component `component`, installed at level `level` or above.
    func childLevel(_ component: ObjectIdentifier, fromLevel level: Int) -> Int? {
        var current: Int? = level
        while let number = current {
            if let child = self[number].children.first(where: { $0.component == component }) { return child.level }
            current = self[number].parent
        }
        return nil
    }
}

extension FrozenGraph {
    /// The node bound to `key` as one value at level `level` or above.
    func node(of key: BindingKey, fromLevel level: Int) -> Int? {
        guard let keyID = registry.existingID(key) else { return nil }
        var current: Int? = level
        while let number = current {
            if let position = levels[number].positions.single(keyID) { return levels[number].firstNode + position }
            current = levels[number].parent
        }
        return nil
    }

    /// Tells which types are request kinds as level `level` sees them, the way validation told
    /// its parameters (see ``ComponentLevel/recognizer``).
    func recognizer(seenFrom level: Int) -> RequestKindRecognizer {
        RequestKindRecognizer { [self] type in
            guard let node = node(of: BindingKey(metatype: type), fromLevel: level) else { return false }
            return !bindings[node].key.isReadByRequestKind
        }
    }

    /// The nodes contributing to key number `keyID` at level `level` or above, ancestors' first.
    func contributions(to keyID: Int, fromLevel level: Int) -> [Int] {
        let own = levels[level].positions.contributions(to: keyID).map { levels[level].firstNode + $0 }
        guard let parent = levels[level].parent else { return own }
        return contributions(to: keyID, fromLevel: parent) + own
    }

    /// Every key bound as one value at level `level` or above, for near-miss suggestions.
    func boundKeys(fromLevel level: Int) -> [BindingKey] {
        var keys: [BindingKey] = []
        var current: Int? = level
        while let number = current {
            keys += levels[number].positions.boundKeyIDs.map(registry.key)
            current = levels[number].parent
        }
        return keys
    }
}
