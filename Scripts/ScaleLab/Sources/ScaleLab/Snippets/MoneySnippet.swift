/// Amounts in cents as text, and fees rounded half to even.
enum MoneySnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let basisPoints = random.int(in: 5...450)
        let separator = random.pick([",", "'", " ", "."])
        let decimal = separator == "." ? "," : "."
        let name = p + random.pick(["Money", "Amounts", "Fees"])
        return Snippet(
            entryType: name,
            source: #"""
                /// Amounts in cents as text (`1\#(separator)234\#(decimal)56`), and a fee of \#(basisPoints) basis points rounded half to even.
                enum \#(name) {
                    static func format(_ cents: Int) -> String {
                        let sign = cents < 0 ? "-" : ""
                        let units = String(cents.magnitude / 100)
                        let fraction = cents.magnitude % 100
                        var grouped: [Character] = []
                        for (offset, digit) in units.reversed().enumerated() {
                            if offset > 0 && offset % 3 == 0 {
                                grouped.append("\#(separator)")
                            }
                            grouped.append(digit)
                        }
                        let padding = fraction < 10 ? "0" : ""
                        return sign + String(grouped.reversed()) + "\#(decimal)" + padding + String(fraction)
                    }

                    static func roundHalfEven(_ numerator: Int, _ denominator: Int) -> Int {
                        guard denominator != 0 else { return 0 }
                        let quotient = numerator / denominator
                        let remainder = numerator % denominator
                        let away = (numerator < 0) != (denominator < 0) ? -1 : 1
                        let twice = 2 * abs(remainder)
                        if twice < abs(denominator) {
                            return quotient
                        }
                        if twice > abs(denominator) {
                            return quotient + away
                        }
                        return quotient % 2 == 0 ? quotient : quotient + away
                    }

                    static func fee(on cents: Int) -> Int {
                        roundHalfEven(cents * \#(basisPoints), 10_000)
                    }

                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        var length = 0
                        var fees = 0
                        for record in records {
                            length += format(record.amountCents).count
                            fees += fee(on: record.amountCents)
                        }
                        return length &* 17 &+ fees
                    }
                }
                """#)
    }
}
