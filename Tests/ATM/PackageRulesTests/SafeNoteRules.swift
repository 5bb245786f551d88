import Foundation

/// Rule 7: every unsafe construct in the framework's code says why it is safe, and names the
/// tests that hold it.
extension PackageRules {
    /// The constructs the compiler cannot check: unmanaged references, unchecked sendability
    /// or exclusivity, unsafe isolation, casts and ownership, and raw memory.
    static let unsafeConstruct =
        #"\bUnmanaged\b|@unchecked\b|@exclusivity\(unchecked\)|\bnonisolated\(unsafe\)|\bunsafeBitCast\b"#
        + #"|\bunsafeDowncast\b|\bunowned\(unsafe\)|\bUnsafe(?:Mutable)?(?:Raw)?(?:Buffer)?Pointer\b"#
        + #"|\b_?withUnsafe\w*|\bassumingMemoryBound\b|\bbindMemory\b"#

    /// How many lines above an unsafe construct the `// Safe:` note that covers it may start.
    static let safeNoteReach = 30

    /// The targets whose code is the framework's: every target under `Sources/` but the ATM's,
    /// and the plugins.
    static func frameworkCode(_ package: PackageModel) -> [PackageModel.Target] {
        package.targets.filter {
            $0.path.hasPrefix("Plugins/") || ($0.path.hasPrefix("Sources/") && !$0.path.hasPrefix("Sources/ATM/"))
        }
    }

    /// Every unsafe construct in the framework's code (``unsafeConstruct``, in code, not in a
    /// comment or a string) is covered by a note: a comment line that starts with `// Safe:`
    /// and states the invariant that makes it safe. A construct is covered by a note
    ///
    /// - at the end of its own line;
    /// - among the comment lines that open the block its line opens, as a type declared
    ///   `@unchecked Sendable` says why first thing in its body; or
    /// - above it, within ``safeNoteReach`` lines, in its own block or one that encloses it.
    ///   The bodies of blocks that close before the construct are skipped: a note inside a
    ///   function covers nothing after that function. So one note covers the adjacent
    ///   declarations below it, or a whole small type.
    ///
    /// A note goes on over the plain `//` lines right below it, and names, in parentheses, the
    /// tests that hold it: each capitalized name ending in `Tests` there is a suite declared in
    /// `Tests/`, and each `Suite.test` a `@Test func test` of that suite. Other words, such as
    /// "under ThreadSanitizer", are free; a note that names no test is a violation.
    static func unsafeCodeViolations(_ package: PackageModel) -> [String] {
        let suites = testSuites(package)
        var violations: [String] = []
        for target in frameworkCode(package).sorted(by: { $0.path < $1.path }) {
            for (file, source) in target.sources.sorted(by: { $0.key < $1.key }) {
                let lines = SwiftSourceFacts.lines(of: source)
                for (index, line) in lines.enumerated() {
                    let place = "\(target.path)/\(file):\(index + 1)"
                    if let construct = firstMatch(unsafeConstruct, in: line.code),
                        !isCovered(line: index, of: lines)
                    {
                        violations.append(
                            "\(place) uses \(construct) with no `// Safe:` note; say above it why it is safe, "
                                + "and name in parentheses the tests that hold that")
                    }
                    guard isSafeNote(line.comment) else { continue }
                    let cited = citedTests(inNote: noteText(at: index, of: lines))
                    if cited.isEmpty {
                        violations.append(
                            "\(place) has a `// Safe:` note that names no test; name in parentheses the tests that "
                                + "hold it")
                    }
                    for name in cited {
                        let parts = name.split(separator: ".").map(String.init)
                        guard let tests = suites[parts[0]] else {
                            violations.append("\(place) cites \(parts[0]), but no suite in Tests/ has that name")
                            continue
                        }
                        if parts.count == 2 && !tests.contains(parts[1]) {
                            violations.append("\(place) cites \(name), but \(parts[0]) has no @Test func \(parts[1])")
                        }
                    }
                }
            }
        }
        return violations
    }

    private static func isSafeNote(_ comment: String) -> Bool {
        comment.hasPrefix("// Safe:")
    }

    private static func isCovered(line index: Int, of lines: [(code: String, comment: String)]) -> Bool {
        if isSafeNote(lines[index].comment) { return true }
        if braceBalance(lines[index].code) > 0 {
            var next = index + 1
            while next < lines.count && isBlank(lines[next].code) && !lines[next].comment.isEmpty {
                if isSafeNote(lines[next].comment) { return true }
                next += 1
            }
        }
        // How deep the scan is inside a block that closes before the construct.
        var depth = 0
        for above in stride(from: index - 1, through: max(0, index - safeNoteReach), by: -1) {
            depth = max(0, depth - braceBalance(lines[above].code))
            if depth == 0 && isSafeNote(lines[above].comment) { return true }
        }
        return false
    }

    /// The note starting at line `index`, with the plain `//` lines that go on below it.
    private static func noteText(at index: Int, of lines: [(code: String, comment: String)]) -> String {
        var text = lines[index].comment
        var next = index + 1
        while next < lines.count && isBlank(lines[next].code) && lines[next].comment.hasPrefix("//")
            && !lines[next].comment.hasPrefix("///") && !isSafeNote(lines[next].comment)
        {
            text += " " + lines[next].comment.dropFirst(2)
            next += 1
        }
        return text
    }

    /// The tests a note names in parentheses: `Suite` or `Suite.test`.
    static func citedTests(inNote text: String) -> [String] {
        var depth = 0
        var inParentheses = ""
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            inParentheses.append(depth > 0 && character != "(" ? character : " ")
        }
        return allMatches(#"\b[A-Z]\w*Tests(?:\.\w+)?"#, in: inParentheses)
    }

    /// Each suite in `Tests/` (a struct, class or actor whose name ends in `Tests`), with the
    /// `@Test` functions its declaration and its extensions hold.
    private static func testSuites(_ package: PackageModel) -> [String: Set<String>] {
        var suites: [String: Set<String>] = [:]
        var extended: [String: Set<String>] = [:]
        let declaration = try! NSRegularExpression(pattern: #"\b(struct|class|actor|extension)\s+(\w+Tests)\b"#)
        for target in package.targets where target.path.hasPrefix("Tests/") {
            for source in target.sources.values {
                let code = SwiftSourceFacts.lines(of: source).map(\.code).joined(separator: "\n")
                let text = code as NSString
                let units = Array(code.utf16)
                for match in declaration.matches(in: code, range: NSRange(location: 0, length: units.count)) {
                    let kind = text.substring(with: match.range(at: 1))
                    let name = text.substring(with: match.range(at: 2))
                    let body = text.substring(with: bodyRange(after: match.range.upperBound, in: units))
                    let tests = Set(allMatches(#"@Test\b[^{}]*?\bfunc\s+(\w+)"#, in: body, group: 1))
                    if kind == "extension" {
                        extended[name, default: []].formUnion(tests)
                    } else {
                        suites[name, default: []].formUnion(tests)
                    }
                }
            }
        }
        for (name, tests) in extended where suites[name] != nil { suites[name]?.formUnion(tests) }
        return suites
    }

    /// The range from the first `{` at or after `start` to its matching `}`; empty when there is none.
    private static func bodyRange(after start: Int, in units: [UInt16]) -> NSRange {
        let open = UInt16(UInt8(ascii: "{")), close = UInt16(UInt8(ascii: "}"))
        guard let first = units[start...].firstIndex(of: open) else { return NSRange(location: start, length: 0) }
        var depth = 0
        for index in first..<units.count {
            if units[index] == open { depth += 1 }
            if units[index] == close { depth -= 1 }
            if depth == 0 { return NSRange(location: first, length: index - first + 1) }
        }
        return NSRange(location: first, length: units.count - first)
    }

    /// How many more blocks a line opens than it closes.
    private static func braceBalance(_ code: String) -> Int {
        code.reduce(0) { $0 + ($1 == "{" ? 1 : $1 == "}" ? -1 : 0) }
    }

    private static func isBlank(_ code: String) -> Bool {
        code.allSatisfy(\.isWhitespace)
    }

    private static func firstMatch(_ pattern: String, in text: String) -> String? {
        allMatches(pattern, in: text).first
    }

    private static func allMatches(_ pattern: String, in text: String, group: Int = 0) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: group), in: text).map { String(text[$0]) }
        }
    }
}
