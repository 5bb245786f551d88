/// Day ranges merged where they overlap, and the gaps between them.
enum IntervalsSnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let length = random.int(in: 2...12)
        let name = p + random.pick(["Intervals", "Bookings", "Spans"])
        return Snippet(
            entryType: name,
            source: #"""
                /// Day ranges of up to \#(length) days: merged where they overlap, and the free gaps between them.
                enum \#(name) {
                    struct Span: Equatable {
                        var start: Int
                        var end: Int
                    }

                    static func merged(_ spans: [Span]) -> [Span] {
                        let sorted = spans.sorted { left, right in
                            left.start == right.start ? left.end < right.end : left.start < right.start
                        }
                        var result: [Span] = []
                        for span in sorted {
                            if let last = result.last, span.start <= last.end {
                                result[result.count - 1].end = max(last.end, span.end)
                            } else {
                                result.append(span)
                            }
                        }
                        return result
                    }

                    static func gaps(in merged: [Span]) -> [Span] {
                        var gaps: [Span] = []
                        for (left, right) in zip(merged, merged.dropFirst()) where right.start > left.end {
                            gaps.append(Span(start: left.end, end: right.start))
                        }
                        return gaps
                    }

                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        var spans: [Span] = []
                        for record in records {
                            spans.append(Span(start: record.day, end: record.day + 1 + record.id % \#(length)))
                        }
                        let joined = merged(spans)
                        var free = 0
                        for gap in gaps(in: joined) {
                            free += gap.end - gap.start
                        }
                        return joined.count &* 1_000 &+ free
                    }
                }
                """#)
    }
}
