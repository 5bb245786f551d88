/// The `#if` blocks open at the scanner's position, and the condition they put on it.
struct ConditionStack {
    /// One open `#if` block: the conditions of its branches so far, and whether the
    /// current branch is its `#else`.
    private struct Block {
        var branches: [String]
        var inElse = false
    }

    private var blocks: [Block] = []

    /// The condition under which code at this position is compiled.
    private(set) var current = BuildCondition.always

    /// Enters, continues or leaves a block. A stray `#elseif`, `#else` or `#endif` (which
    /// the compiler rejects anyway) is ignored rather than trusted.
    mutating func apply(_ directive: ConditionalDirective) {
        switch directive {
        case .if(let condition):
            blocks.append(Block(branches: [condition]))
        case .elseif(let condition):
            guard !blocks.isEmpty else { return }
            blocks[blocks.count - 1].branches.append(condition)
        case .else:
            guard !blocks.isEmpty else { return }
            blocks[blocks.count - 1].inElse = true
        case .endif:
            guard !blocks.isEmpty else { return }
            blocks.removeLast()
        }
        current = BuildCondition(blocks.flatMap(Self.terms(of:)))
    }

    /// The terms of `block`'s current branch: every earlier branch fails, and its own holds.
    private static func terms(of block: Block) -> [BuildCondition.Term] {
        let earlier = block.inElse ? block.branches : block.branches.dropLast()
        var terms = earlier.map { BuildCondition.Term(condition: $0, holds: false) }
        if !block.inElse, let last = block.branches.last {
            terms.append(BuildCondition.Term(condition: last, holds: true))
        }
        return terms
    }
}
