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
