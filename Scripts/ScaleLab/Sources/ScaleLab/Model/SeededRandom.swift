/// A seeded random number generator (SplitMix64) with the few draws the lab needs.
///
/// The lab's promise is that a seed and a feature count always write the same package, byte for
/// byte. The standard library's generator cannot be seeded, and how `Int.random(in:using:)` maps
/// bits to a range is the standard library's to change, so the draws are written out here.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `range`; the modulo bias is far below anything the lab's shapes can show.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `percent` in 100.
    mutating func chance(_ percent: Int) -> Bool {
        int(in: 0...99) < percent
    }

    /// One element of `elements`, which must not be empty.
    mutating func pick<T>(_ elements: [T]) -> T {
        elements[int(in: 0...(elements.count - 1))]
    }

    /// `count` distinct elements of `elements` (all of them when there are fewer), in the
    /// order drawn.
    mutating func sample<T>(_ elements: [T], count: Int) -> [T] {
        var pool = elements
        var drawn: [T] = []
        while drawn.count < count && !pool.isEmpty {
            drawn.append(pool.remove(at: int(in: 0...(pool.count - 1))))
        }
        return drawn
    }

    /// A generator for one part of the package, independent of how many draws other parts make,
    /// so that adding a draw in one writer does not reshuffle every other file.
    func derived(_ salt: UInt64) -> SeededRandom {
        var copy = SeededRandom(seed: state ^ (salt &* 0xD6E8_FEB8_6659_FD93))
        _ = copy.next()
        return copy
    }
}
