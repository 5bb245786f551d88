/// A sorted index: binary search, insertion that keeps the order, and removing repeats.
enum SortedIndexSnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let modulus = random.pick([97, 211, 499, 1009])
        let step = random.int(in: 2...9)
        let name = p + random.pick(["SortedIndex", "Lookup", "OrderedKeys"])
        return Snippet(
            entryType: name,
            source: #"""
                /// A sorted index of keys: binary search, insertion that keeps the order, and removing repeats.
                enum \#(name) {
                    static func position(of target: Int, in sorted: [Int]) -> Int? {
                        var low = 0
                        var high = sorted.count - 1
                        while low <= high {
                            let middle = low + (high - low) / 2
                            if sorted[middle] == target {
                                return middle
                            }
                            if sorted[middle] < target {
                                low = middle + 1
                            } else {
                                high = middle - 1
                            }
                        }
                        return nil
                    }

                    static func insert(_ value: Int, into sorted: inout [Int]) {
                        var low = 0
                        var high = sorted.count
                        while low < high {
                            let middle = (low + high) / 2
                            if sorted[middle] < value {
                                low = middle + 1
                            } else {
                                high = middle
                            }
                        }
                        sorted.insert(value, at: low)
                    }

                    static func removingRepeats(_ sorted: [Int]) -> [Int] {
                        var result: [Int] = []
                        for value in sorted where result.last != value {
                            result.append(value)
                        }
                        return result
                    }

                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        var index: [Int] = []
                        for record in records {
                            insert(record.amountCents % \#(modulus), into: &index)
                        }
                        let unique = removingRepeats(index)
                        var found = 0
                        for probe in stride(from: 0, to: \#(modulus), by: \#(step)) where position(of: probe, in: unique) != nil {
                            found += 1
                        }
                        return unique.count &* 100 &+ found
                    }
                }
                """#)
    }
}
