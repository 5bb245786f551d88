/// The edits between two lists of titles, by longest common subsequence.
enum TitleDiffSnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let length = random.int(in: 8...24)
        let shift = random.int(in: 1...5)
        let name = p + random.pick(["TitleDiff", "Changes", "ListDiff"])
        return Snippet(
            entryType: name,
            source: #"""
                /// How one list of titles became another: kept, inserted and deleted titles.
                enum \#(name) {
                    enum Edit: Equatable {
                        case keep(String)
                        case insert(String)
                        case delete(String)
                    }

                    static func commonLengths(_ old: [String], _ new: [String]) -> [[Int]] {
                        var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
                        for i in stride(from: old.count - 1, through: 0, by: -1) {
                            for j in stride(from: new.count - 1, through: 0, by: -1) {
                                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                            }
                        }
                        return table
                    }

                    static func edits(from old: [String], to new: [String]) -> [Edit] {
                        let table = commonLengths(old, new)
                        var edits: [Edit] = []
                        var i = 0
                        var j = 0
                        while i < old.count && j < new.count {
                            if old[i] == new[j] {
                                edits.append(.keep(old[i]))
                                i += 1
                                j += 1
                            } else if table[i + 1][j] >= table[i][j + 1] {
                                edits.append(.delete(old[i]))
                                i += 1
                            } else {
                                edits.append(.insert(new[j]))
                                j += 1
                            }
                        }
                        edits += old[i...].map { .delete($0) }
                        edits += new[j...].map { .insert($0) }
                        return edits
                    }

                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        let old = records.prefix(\#(length)).map(\.title)
                        let new = records.dropFirst(\#(shift)).prefix(\#(length)).map(\.title)
                        var score = 0
                        for edit in edits(from: Array(old), to: Array(new)) {
                            switch edit {
                            case .keep: score += 1
                            case .insert: score += 10
                            case .delete: score += 100
                            }
                        }
                        return score
                    }
                }
                """#)
    }
}
