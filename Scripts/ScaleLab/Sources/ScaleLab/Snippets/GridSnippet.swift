/// Paths through a grid by dynamic programming, and its open regions by flood fill.
enum GridSnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let size = random.int(in: 6...14)
        let sparsity = random.pick([5, 7, 9, 11])
        let name = p + random.pick(["Grid", "FloorPlan", "Board"])
        return Snippet(
            entryType: name,
            source: #"""
                /// A \#(size)×\#(size) grid with blocked cells: paths from corner to corner, and open regions.
                enum \#(name) {
                    static func blocked(row: Int, column: Int, seed: Int) -> Bool {
                        (row &* 31 &+ column &* 17 &+ seed) % \#(sparsity) == 0
                    }

                    static func paths(size: Int, seed: Int) -> Int {
                        guard size > 0 else { return 0 }
                        var counts = Array(repeating: Array(repeating: 0, count: size), count: size)
                        for row in 0..<size {
                            for column in 0..<size {
                                if row == 0 && column == 0 {
                                    counts[row][column] = 1
                                } else if blocked(row: row, column: column, seed: seed) {
                                    counts[row][column] = 0
                                } else {
                                    let above = row > 0 ? counts[row - 1][column] : 0
                                    let left = column > 0 ? counts[row][column - 1] : 0
                                    counts[row][column] = (above + left) % 1_000_007
                                }
                            }
                        }
                        return counts[size - 1][size - 1]
                    }

                    static func regions(size: Int, seed: Int) -> Int {
                        var seen = Array(repeating: false, count: size * size)
                        var count = 0
                        let moves = [(0, 1), (1, 0), (0, -1), (-1, 0)]
                        for start in 0..<(size * size) {
                            if seen[start] || blocked(row: start / size, column: start % size, seed: seed) {
                                continue
                            }
                            count += 1
                            seen[start] = true
                            var stack = [start]
                            while let cell = stack.popLast() {
                                for move in moves {
                                    let row = cell / size + move.0
                                    let column = cell % size + move.1
                                    guard row >= 0, row < size, column >= 0, column < size else { continue }
                                    let next = row * size + column
                                    if !seen[next] && !blocked(row: row, column: column, seed: seed) {
                                        seen[next] = true
                                        stack.append(next)
                                    }
                                }
                            }
                        }
                        return count
                    }

                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        let seed = records.count
                        return paths(size: \#(size), seed: seed) &+ regions(size: \#(size), seed: seed) &* 13
                    }
                }
                """#)
    }
}
