// The one table: rows, formatting, and whether each target is met.

enum Verdict {
    case met, missed, info, skipped

    var text: String {
        switch self {
        case .met: "yes"
        case .missed: "NO"
        case .info: "(info)"
        case .skipped: "skipped"
        }
    }
}

struct Row {
    var name: String
    var wiring = "—"
    var swinject = "—"
    var dependencies = "—"
    var hand = "—"
    var wiringOverHand = "—"
    var swinjectOverWiring = "—"
    var dependenciesOverWiring = "—"
    var target = ""
    var verdict: Verdict = .info

    /// A section heading, printed as a line of its own.
    static func section(_ title: String) -> Row { Row(name: "§" + title) }
}

enum Format {
    static func time(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "—" }
        switch seconds {
        case ..<1e-6: return fixed(seconds * 1e9, "ns")
        case ..<1e-3: return fixed(seconds * 1e6, "µs")
        case ..<1: return fixed(seconds * 1e3, "ms")
        default: return fixed(seconds, "s")
        }
    }

    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        return value >= 100 ? "\(Int(value.rounded()))×" : fixed(value, "×").replacingSpace()
    }

    static func bytes(_ value: Double) -> String { "\(Int(value.rounded())) B" }

    /// An instruction count per operation, as callgrind gives it: 304 ins, 4.67 M ins.
    static func instructions(_ value: Double) -> String {
        value >= 1e6 ? fixed(value / 1e6, "M ins") : value >= 1e4 ? fixed(value / 1e3, "k ins") : "\(Int(value.rounded())) ins"
    }

    static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }

    /// Three significant digits: 1.23, 12.3, 123.
    static func fixed(_ value: Double, _ unit: String) -> String {
        let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
        return "\(decimal(value, digits)) \(unit)"
    }

    static func decimal(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        guard digits > 0 else { return "\(scaled)" }
        let whole = scaled / Int(scale)
        var fraction = String(abs(scaled) % Int(scale))
        while fraction.count < digits { fraction = "0" + fraction }
        return "\(scaled < 0 && whole == 0 ? "-" : "")\(whole).\(fraction)"
    }
}

extension String {
    fileprivate func replacingSpace() -> String { split(separator: " ").joined() }

    func padded(_ width: Int) -> String {
        let count = self.count
        return count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

func printTable(_ rows: [Row]) {
    let headers = [
        "Case", "Wiring", "Swinject", "swift-dependencies", "Hand-wired", "Wiring/hand", "Swinject/Wiring",
        "swift-deps/Wiring", "Target (measured)", "Met",
    ]
    func cells(_ row: Row) -> [String] {
        [row.name, row.wiring, row.swinject, row.dependencies, row.hand, row.wiringOverHand,
         row.swinjectOverWiring, row.dependenciesOverWiring, row.target, row.verdict.text]
    }
    var widths = headers.map(\.count)
    for row in rows where !row.name.hasPrefix("§") {
        for (index, cell) in cells(row).enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    func line(_ values: [String]) -> String {
        var text = values.enumerated().map { $1.padded(widths[$0]) }.joined(separator: "  ")
        while text.last == " " { text.removeLast() }
        return text
    }
    let total = widths.reduce(0, +) + 2 * (widths.count - 1)
    print(line(headers))
    print(String(repeating: "=", count: total))
    for row in rows {
        if row.name.hasPrefix("§") {
            print("-- \(row.name.dropFirst()) " + String(repeating: "-", count: max(0, total - row.name.count - 4)))
        } else {
            print(line(cells(row)))
        }
    }
    let judged = rows.filter { $0.verdict == .met || $0.verdict == .missed }
    let met = judged.filter { $0.verdict == .met }.count
    print(String(repeating: "=", count: total))
    print("\(met) of \(judged.count) targets met"
        + (judged.count > met ? "; missed: " + judged.filter { $0.verdict == .missed }.map(\.name).joined(separator: ", ") : ""))
}
