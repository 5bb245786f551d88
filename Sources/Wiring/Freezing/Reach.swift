/// For each strongly connected component of a level, the scoped asynchronous instances its
/// bindings can reach without passing through another one, as a bit set.
struct Reach {
    private let words: Int
    private let bits: [UInt64]

    /// `creation` numbers the level's scoped asynchronous bindings from 1 (0 for the others);
    /// there are `creations` of them.
    init(components: StronglyConnectedComponents, edges: NodeEdges, creation: [Int32], creations: Int) {
        let words = (creations + 63) / 64
        var bits = [UInt64](repeating: 0, count: components.count * words)
        // Every component's successors were completed, and their sets made, before it.
        for number in 0..<components.count {
            for member in components.members(of: number) {
                for target in edges.targets(of: member).lazy.map(Int.init) {
                    let reached = Int(creation[target])
                    if reached > 0 {
                        bits[number * words + (reached - 1) / 64] |= 1 << UInt64((reached - 1) % 64)
                        continue
                    }
                    let other = components.component[target]
                    guard other != number else { continue }
                    for word in 0..<words {
                        bits[number * words + word] |= bits[other * words + word]
                    }
                }
            }
        }
        self.words = words
        self.bits = bits
    }

    /// The creation numbers, from 0, of the instances component `component` reaches.
    func creations(reachedFrom component: Int) -> [Int] {
        var found: [Int] = []
        for word in 0..<words {
            var value = bits[component * words + word]
            while value != 0 {
                let bit = value.trailingZeroBitCount
                found.append(word * 64 + bit)
                value &= value - 1
            }
        }
        return found
    }
}
