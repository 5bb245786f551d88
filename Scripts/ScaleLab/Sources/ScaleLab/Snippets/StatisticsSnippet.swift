/// Mean, median, a percentile and the standard deviation of one field of the records.
enum StatisticsSnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let field = random.pick(["amountCents", "day", "id"])
        let rank = random.int(in: 50...99)
        let name = p + random.pick(["Statistics", "Distribution", "Spread"])
        return Snippet(
            entryType: name,
            source: #"""
                /// Summary statistics of the records' `\#(field)`.
                enum \#(name) {
                    static func mean(_ values: [Int]) -> Double {
                        guard !values.isEmpty else { return 0 }
                        var total = 0
                        for value in values {
                            total += value
                        }
                        return Double(total) / Double(values.count)
                    }

                    static func median(_ values: [Int]) -> Int {
                        guard !values.isEmpty else { return 0 }
                        let sorted = values.sorted()
                        let middle = sorted.count / 2
                        if sorted.count % 2 == 0 {
                            return (sorted[middle - 1] + sorted[middle]) / 2
                        }
                        return sorted[middle]
                    }

                    static func percentile(_ values: [Int], rank: Int) -> Int {
                        guard !values.isEmpty else { return 0 }
                        let sorted = values.sorted()
                        let position = min(sorted.count - 1, max(0, rank * sorted.count / 100))
                        return sorted[position]
                    }

                    static func deviation(_ values: [Int]) -> Double {
                        guard values.count > 1 else { return 0 }
                        let average = mean(values)
                        var squares = 0.0
                        for value in values {
                            let distance = Double(value) - average
                            squares += distance * distance
                        }
                        return (squares / Double(values.count - 1)).squareRoot()
                    }

                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        let values = records.map(\.\#(field))
                        let spread = Int(deviation(values))
                        return median(values) &+ percentile(values, rank: \#(rank)) &+ spread &+ Int(mean(values))
                    }
                }
                """#)
    }
}
