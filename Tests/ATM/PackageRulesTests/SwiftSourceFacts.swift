import Foundation

/// What the rules need to know about Swift source text, read with regular expressions.
/// Comments are removed first so that a rule is never satisfied or broken by prose.
enum SwiftSourceFacts {
    /// The modules a file imports (`import X`, `@testable import X`, `import struct X.Y`).
    static func imports(in source: String) -> Set<String> {
        Set(
            matches(
                #"(?m)^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)"#,
                in: withoutComments(source)))
    }

    /// The names of the types a file declares.
    static func declaredTypes(in source: String) -> Set<String> {
        Set(matches(#"\b(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)"#, in: withoutComments(source)))
    }

    /// For each declared type, the names in its inheritance clause.
    static func conformances(in source: String) -> [String: Set<String>] {
        let pattern = #"\b(?:struct|class|enum|actor)\s+(\w+)\s*:\s*([^{]+)\{"#
        var result: [String: Set<String>] = [:]
        for groups in allGroups(pattern, in: withoutComments(source)) where groups.count == 2 {
            let names = groups[1].split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
            result[groups[0], default: []].formUnion(names)
        }
        return result
    }

    /// The types bound with `bind(T.self)`, as written: `BillScanner`, `any NetworkExecutor`
    /// or `KeyedComponents<AccountComponent>`.
    static func boundTypes(in source: String) -> [String] {
        matches(
            #"\.bind\(\s*\(?\s*((?:any\s+)?[\w.]+(?:\s*<[\w.<>,\s]*>)?)\s*\)?\s*\.self"#,
            in: withoutComments(source))
    }

    /// A bound type split into its unqualified name and the unqualified names of its generic
    /// arguments: `Wiring.KeyedComponents<Accounts.AccountComponent>` gives
    /// (`KeyedComponents`, [`AccountComponent`]), and `any NetworkExecutor` gives
    /// (`any NetworkExecutor`, []).
    static func genericParts(of bound: String) -> (name: String, arguments: [String]) {
        let base = bound.prefix { $0 != "<" }.trimmingCharacters(in: .whitespaces)
        let name =
            base.hasPrefix("any ")
            ? "any " + (base.dropFirst(4).split(separator: ".").last.map(String.init) ?? "")
            : base.split(separator: ".").last.map(String.init) ?? base
        let arguments = matches(#"(?:^|[^\w.])(?:[\w]+\.)*(\w+)"#, in: String(bound.drop { $0 != "<" }))
            .filter { !["any", "some"].contains($0) }
        return (name, arguments)
    }

    /// The modules passed to `include(…)`.
    static func includedModules(in source: String) -> [String] {
        matches(#"\.include\(\s*([\w.]+)\.self"#, in: withoutComments(source))
    }

    /// Each line of a file split into its code and its comment (from the `//` or `/*` on), with
    /// the text of string literals left out of the code, which keeps only their quotes: a `//`,
    /// a brace or a type name inside a string is neither code nor comment.
    static func lines(of source: String) -> [(code: String, comment: String)] {
        let bytes = Array(source.utf8)
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\"")
        let hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        var lines: [(code: String, comment: String)] = []
        var code: [UInt8] = []
        var comment: [UInt8] = []
        var inLineComment = false
        var commentDepth = 0
        var string: (hashes: Int, multiline: Bool)?
        var index = 0
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func run(of value: UInt8, from offset: Int) -> Int {
            var length = 0
            while byte(offset + length) == value { length += 1 }
            return length
        }
        while index < bytes.count {
            let current = bytes[index]
            if current == newline {
                lines.append((String(decoding: code, as: UTF8.self), String(decoding: comment, as: UTF8.self)))
                code = []
                comment = []
                inLineComment = false
                // Only a multiline string goes on past the end of its line.
                if string?.multiline == false { string = nil }
                index += 1
            } else if inLineComment {
                comment.append(current)
                index += 1
            } else if commentDepth > 0 {
                let closes = current == star && byte(1) == slash
                let opens = current == slash && byte(1) == star
                commentDepth += closes ? -1 : opens ? 1 : 0
                let length = closes || opens ? 2 : 1
                comment += bytes[index..<index + length]
                index += length
            } else if let open = string {
                if current == backslash && run(of: hash, from: 1) >= open.hashes {
                    // An escape: the character after it is the string's, unless the line ends.
                    index += 1 + open.hashes
                    if byte(0) != nil && byte(0) != newline { index += 1 }
                } else if current == quote && (!open.multiline || run(of: quote, from: 0) >= 3) {
                    let quotes = open.multiline ? 3 : 1
                    if run(of: hash, from: quotes) >= open.hashes {
                        code.append(quote)
                        string = nil
                        index += quotes + open.hashes
                    } else {
                        index += 1
                    }
                } else {
                    index += 1
                }
            } else if current == slash && byte(1) == slash {
                inLineComment = true
            } else if current == slash && byte(1) == star {
                commentDepth = 1
                comment += [slash, star]
                index += 2
            } else if (current == hash || current == quote) && byte(run(of: hash, from: 0)) == quote {
                let hashes = run(of: hash, from: 0)
                let multiline = run(of: quote, from: hashes) >= 3
                code.append(quote)
                string = (hashes, multiline)
                index += hashes + (multiline ? 3 : 1)
            } else {
                code.append(current)
                index += 1
            }
        }
        lines.append((String(decoding: code, as: UTF8.self), String(decoding: comment, as: UTF8.self)))
        return lines
    }

    static func withoutComments(_ source: String) -> String {
        var text = source.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
        return text
    }

    private static func matches(_ pattern: String, in text: String) -> [String] {
        allGroups(pattern, in: text).compactMap(\.first)
    }

    private static func allGroups(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).compactMap { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) }
            }
        }
    }
}
