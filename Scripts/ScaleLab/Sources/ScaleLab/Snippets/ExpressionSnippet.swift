/// A calculator for rule expressions: tokens, then precedence climbing.
enum ExpressionSnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let addend = random.int(in: 1...99)
        let factor = random.int(in: 2...9)
        let name = p + random.pick(["Expression", "Formula", "Calculator"])
        return Snippet(
            entryType: name,
            source: #"""
                /// Evaluates rule expressions such as `(1250 + \#(addend)) * \#(factor) - 3`; nil for anything malformed.
                enum \#(name) {
                    enum Token: Equatable {
                        case number(Int)
                        case plus
                        case minus
                        case times
                        case divide
                        case open
                        case close
                    }

                    static func tokens(_ text: String) -> [Token]? {
                        var tokens: [Token] = []
                        var number: Int?
                        for character in text {
                            if let digit = character.wholeNumberValue {
                                number = (number ?? 0) &* 10 &+ digit
                                continue
                            }
                            if let value = number {
                                tokens.append(.number(value))
                                number = nil
                            }
                            switch character {
                            case "+": tokens.append(.plus)
                            case "-": tokens.append(.minus)
                            case "*": tokens.append(.times)
                            case "/": tokens.append(.divide)
                            case "(": tokens.append(.open)
                            case ")": tokens.append(.close)
                            case " ": break
                            default: return nil
                            }
                        }
                        if let value = number {
                            tokens.append(.number(value))
                        }
                        return tokens
                    }

                    static func evaluate(_ text: String) -> Int? {
                        guard let tokens = tokens(text) else { return nil }
                        var position = 0

                        func primary() -> Int? {
                            guard position < tokens.count else { return nil }
                            let token = tokens[position]
                            position += 1
                            switch token {
                            case .number(let value):
                                return value
                            case .minus:
                                return primary().map { 0 &- $0 }
                            case .open:
                                let value = sum()
                                guard position < tokens.count, tokens[position] == .close else { return nil }
                                position += 1
                                return value
                            default:
                                return nil
                            }
                        }

                        func product() -> Int? {
                            guard var value = primary() else { return nil }
                            while position < tokens.count, tokens[position] == .times || tokens[position] == .divide {
                                let dividing = tokens[position] == .divide
                                position += 1
                                guard let right = primary() else { return nil }
                                if dividing {
                                    guard right != 0 else { return nil }
                                    value /= right
                                } else {
                                    value = value &* right
                                }
                            }
                            return value
                        }

                        func sum() -> Int? {
                            guard var value = product() else { return nil }
                            while position < tokens.count, tokens[position] == .plus || tokens[position] == .minus {
                                let adding = tokens[position] == .plus
                                position += 1
                                guard let right = product() else { return nil }
                                value = adding ? value &+ right : value &- right
                            }
                            return value
                        }

                        let value = sum()
                        return position == tokens.count ? value : nil
                    }

                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        var total = 0
                        for record in records {
                            let formula = "(\(record.amountCents) + \#(addend)) * \#(factor) - \(record.id % 10)"
                            total = total &+ (evaluate(formula) ?? -1)
                        }
                        return total &+ (evaluate("2 * (3 +") ?? 7)
                    }
                }
                """#)
    }
}
