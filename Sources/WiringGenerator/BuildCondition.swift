/// When a declaration is compiled: the `#if` branches around it, as a conjunction of
/// conditions that must hold or must not hold. Empty means always.
///
/// `#elseif B` after `#if A` is "not A, and B"; `#else` negates every branch before it.
/// The conditions stay text, so the generated file can repeat them for the compiler.
struct BuildCondition: Hashable {
    /// One `#if`/`#elseif` condition as written, and whether it must hold or must not.
    struct Term: Hashable {
        var condition: String
        var holds: Bool
    }

    /// The terms, outermost `#if` first, without repeats.
    private(set) var terms: [Term] = []

    /// The condition of code outside any `#if`.
    static let always = BuildCondition()

    init(_ terms: [Term] = []) {
        for term in terms where !self.terms.contains(term) {
            self.terms.append(term)
        }
    }

    /// Whether the declaration is compiled in every configuration.
    var isAlways: Bool { terms.isEmpty }

    /// Whether some condition must both hold and not hold, so this never compiles.
    var isNever: Bool {
        terms.contains { term in terms.contains(Term(condition: term.condition, holds: !term.holds)) }
    }

    /// Both conditions at once, as for a conformance in an `#if` of a type in another `#if`.
    func and(_ other: BuildCondition) -> BuildCondition {
        BuildCondition(terms + other.terms)
    }

    /// Whether every configuration that satisfies `self` also satisfies `other`.
    func implies(_ other: BuildCondition) -> Bool {
        other.terms.allSatisfy(terms.contains)
    }

    /// The condition as the expression of one `#if` line, such as `DEBUG && !os(Linux)`.
    var expression: String {
        terms.map { term in
            if term.holds {
                terms.count == 1 || isSimple(term.condition) ? term.condition : "(\(term.condition))"
            } else {
                isSimple(term.condition) ? "!\(term.condition)" : "!(\(term.condition))"
            }
        }.joined(separator: " && ")
    }

    /// The fewest conditions that still cover every configuration `conditions` cover:
    /// impossible ones are dropped, as is any one that implies another. Sorted by expression.
    static func covering(_ conditions: [BuildCondition]) -> [BuildCondition] {
        let possible = Set(conditions.filter { !$0.isNever })
        let kept = possible.filter { condition in
            !possible.contains { $0 != condition && condition.implies($0) }
        }
        return kept.sorted { ($0.terms.count, $0.expression) < ($1.terms.count, $1.expression) }
    }

    /// Whether `condition` needs no parentheses to be negated or joined with `&&`: a name,
    /// a call such as `os(Linux)`, or text already in parentheses.
    private func isSimple(_ condition: String) -> Bool {
        var depth = 0
        var closed = false // a call's parentheses closed; nothing may follow them
        for scalar in condition.unicodeScalars {
            if depth == 0 && closed { return false }
            switch scalar {
            case "(":
                depth += 1
            case ")":
                depth -= 1
                if depth < 0 { return false }
                closed = depth == 0
            default:
                if depth == 0 && !SwiftIdentifier.isBody(scalar) { return false }
            }
        }
        return depth == 0 && !condition.isEmpty
    }
}
