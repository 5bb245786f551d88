/// Totals by kind, each kind's share, and the largest records.
enum GroupingSnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let top = random.int(in: 3...9)
        let factor = random.pick([5, 7, 11, 13])
        let name = p + random.pick(["Grouping", "Breakdown", "Totals"])
        return Snippet(
            entryType: name,
            source: #"""
                /// Totals by kind, each kind's share in percent, and the largest records.
                enum \#(name) {
                    static func totals(_ records: [\#(p)Record]) -> [\#(p)Kind: Int] {
                        var totals: [\#(p)Kind: Int] = [:]
                        for record in records {
                            totals[record.kind, default: 0] += record.amountCents
                        }
                        return totals
                    }

                    static func largest(_ records: [\#(p)Record], count: Int) -> [\#(p)Record] {
                        let sorted = records.sorted { left, right in
                            left.amountCents == right.amountCents ? left.id < right.id : left.amountCents > right.amountCents
                        }
                        return Array(sorted.prefix(count))
                    }

                    static func share(of kind: \#(p)Kind, in records: [\#(p)Record]) -> Int {
                        var all = 0
                        for record in records {
                            all += record.amountCents
                        }
                        guard all > 0 else { return 0 }
                        return (totals(records)[kind] ?? 0) * 100 / all
                    }

                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        var result = 0
                        for kind in \#(p)Kind.allCases {
                            result = result &* \#(factor) &+ share(of: kind, in: records)
                        }
                        for record in largest(records, count: \#(top)) {
                            result = result &+ record.id
                        }
                        return result
                    }
                }
                """#)
    }
}
