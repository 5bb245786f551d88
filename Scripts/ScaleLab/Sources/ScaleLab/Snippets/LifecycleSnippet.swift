/// A record's life as a state machine: events move it between phases, wrong events are refused.
enum LifecycleSnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let attempts = random.int(in: 2...4)
        let steps = random.int(in: 3...6)
        let review = random.pick(["review", "checking", "pendingApproval"])
        let name = p + random.pick(["Lifecycle", "Workflow", "Approval"])
        return Snippet(
            entryType: name,
            source: #"""
                /// A record's life: events move it between phases; an event that does not apply is refused.
                enum \#(name) {
                    enum Phase: Equatable {
                        case created
                        case \#(review)(attempts: Int)
                        case approved
                        case rejected(reason: String)
                        case closed
                    }

                    enum Event {
                        case submit
                        case approve
                        case reject(String)
                        case reopen
                        case close
                    }

                    static func next(_ phase: Phase, on event: Event) -> Phase? {
                        switch (phase, event) {
                        case (.created, .submit):
                            return .\#(review)(attempts: 1)
                        case (.\#(review)(let attempts), .reject(let reason)):
                            return attempts >= \#(attempts) ? .rejected(reason: reason) : .\#(review)(attempts: attempts + 1)
                        case (.\#(review), .approve):
                            return .approved
                        case (.rejected, .reopen):
                            return .created
                        case (.approved, .close), (.rejected, .close):
                            return .closed
                        default:
                            return nil
                        }
                    }

                    static func run(_ events: [Event]) -> (phase: Phase, refused: Int) {
                        var phase = Phase.created
                        var refused = 0
                        for event in events {
                            if let moved = next(phase, on: event) {
                                phase = moved
                            } else {
                                refused += 1
                            }
                        }
                        return (phase, refused)
                    }

                    static func events(for record: \#(p)Record) -> [Event] {
                        var events: [Event] = [.submit]
                        for step in 0..<(record.id % \#(steps)) {
                            events.append(step % 2 == 0 ? .reject(record.title) : .approve)
                        }
                        events.append(record.amountCents % 2 == 0 ? .close : .reopen)
                        return events
                    }

                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        var closed = 0
                        var refused = 0
                        for record in records {
                            let outcome = run(events(for: record))
                            if outcome.phase == .closed {
                                closed += 1
                            }
                            refused += outcome.refused
                        }
                        return closed &* 1_000 &+ refused
                    }
                }
                """#)
    }
}
