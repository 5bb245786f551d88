/// Rules a record must follow, each broken rule one issue.
enum ValidationSnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let limit = random.int(in: 20...400) * 100
        let tags = random.int(in: 1...3)
        let name = p + random.pick(["Validation", "Rules", "Checks"])
        return Snippet(
            entryType: name,
            source: #"""
                /// The rules a record must follow before it is saved; each broken rule is one issue.
                enum \#(name) {
                    enum Issue: Equatable {
                        case emptyTitle(id: Int)
                        case negativeAmount(id: Int)
                        case overLimit(id: Int, cents: Int)
                        case tooManyTags(id: Int)
                    }

                    struct Rule: Sendable {
                        let name: String
                        let check: @Sendable (\#(p)Record) -> Issue?
                    }

                    static let rules: [Rule] = [
                        Rule(name: "title") { record in record.title.isEmpty ? .emptyTitle(id: record.id) : nil },
                        Rule(name: "amount") { record in record.amountCents < 0 ? .negativeAmount(id: record.id) : nil },
                        Rule(name: "limit") { record in
                            record.amountCents > \#(limit) ? .overLimit(id: record.id, cents: record.amountCents) : nil
                        },
                        Rule(name: "tags") { record in record.tags.count > \#(tags) ? .tooManyTags(id: record.id) : nil },
                    ]

                    static func issues(in records: [\#(p)Record]) -> [Issue] {
                        var issues: [Issue] = []
                        for record in records {
                            for rule in rules {
                                if let issue = rule.check(record) {
                                    issues.append(issue)
                                }
                            }
                        }
                        return issues
                    }

                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        var score = 0
                        for issue in issues(in: records) {
                            switch issue {
                            case .emptyTitle: score += 1
                            case .negativeAmount: score += 3
                            case .overLimit(_, let cents): score += cents % 11
                            case .tooManyTags: score += 5
                            }
                        }
                        return score
                    }
                }
                """#)
    }
}
