/// Records read from and written to delimited lines, with every bad line reported.
enum LineParserSnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let separator = random.pick([";", "|", ",", ":"])
        let name = p + random.pick(["LineParser", "ImportReader", "TextCodec"])
        let junk = random.pick([
            "broken line", "x\(separator)y", "1\(separator)2\(separator)3\(separator)4\(separator)5",
        ])
        return Snippet(
            entryType: name,
            source: #"""
                /// Reads records from lines such as `12\#(separator)title\#(separator)1250\#(separator)kind`, reporting each bad line.
                enum \#(name) {
                    enum Problem: Error, Equatable {
                        case fieldCount(line: Int, found: Int)
                        case badNumber(line: Int, text: String)
                        case unknownKind(line: Int, text: String)
                    }

                    static func parse(_ text: String) -> (records: [\#(p)Record], problems: [Problem]) {
                        var records: [\#(p)Record] = []
                        var problems: [Problem] = []
                        for (offset, line) in text.split(separator: "\n").enumerated() {
                            let fields = line.split(separator: "\#(separator)", omittingEmptySubsequences: false).map(String.init)
                            guard fields.count == 4 else {
                                problems.append(.fieldCount(line: offset + 1, found: fields.count))
                                continue
                            }
                            guard let id = Int(fields[0]), let amount = Int(fields[2]) else {
                                problems.append(.badNumber(line: offset + 1, text: fields[0]))
                                continue
                            }
                            guard let kind = \#(p)Kind(rawValue: fields[3]) else {
                                problems.append(.unknownKind(line: offset + 1, text: fields[3]))
                                continue
                            }
                            let record = \#(p)Record(
                                id: id, title: fields[1], amountCents: amount, kind: kind, day: id % 365, tags: [])
                            records.append(record)
                        }
                        return (records, problems)
                    }

                    static func render(_ records: [\#(p)Record]) -> String {
                        var lines: [String] = []
                        for record in records {
                            lines.append("\(record.id)\#(separator)\(record.title)\#(separator)\(record.amountCents)\#(separator)\(record.kind.rawValue)")
                        }
                        return lines.joined(separator: "\n")
                    }

                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        let parsed = parse(render(records) + "\n\#(junk)\nnot\#(separator)a\#(separator)number\#(separator)x")
                        return parsed.records.count &* 31 &+ parsed.problems.count
                    }
                }
                """#)
    }
}
