/// Suggestions for a type that nothing binds: the bound types a person most likely meant.
package enum NearMiss {
    /// Up to three bound type names close to `missing`: the same type as `any P` or
    /// without it, the same name in another case, an implementation named after its
    /// protocol (`BankNetworkExecutor` / `any NetworkExecutor`), a long shared prefix
    /// (`BillScanner` / `any BillScanning`), or a name a couple of edits away.
    package static func suggestions(for missing: String, among bound: [String]) -> [String] {
        var scored: [(name: String, score: Int)] = []
        for candidate in Set(bound) where candidate != missing {
            let (target, bare) = withoutSharedGenericHead(bareName(missing), bareName(candidate))
            if bare == target {
                scored.append((candidate, 0))
            } else if bare.lowercased() == target.lowercased() {
                scored.append((candidate, 1))
            } else if min(bare.count, target.count) >= 4, bare.hasSuffix(target) || target.hasSuffix(bare) {
                scored.append((candidate, 2))
            } else if sharesLongPrefix(bare, target) {
                scored.append((candidate, 2))
            } else {
                let distance = editDistance(bare.lowercased(), target.lowercased(), limit: 3)
                let allowed = max(1, min(3, target.count / 4))
                if distance <= allowed {
                    scored.append((candidate, 1 + distance))
                }
            }
        }
        return scored.sorted { ($0.score, $0.name) < ($1.score, $1.name) }.prefix(3).map(\.name)
    }

    /// True when both names start with the same two thirds of the shorter one (at least 5 characters).
    private static func sharesLongPrefix(_ a: String, _ b: String) -> Bool {
        let shared = zip(a, b).prefix { $0 == $1 }.count
        return shared >= max(5, min(a.count, b.count) * 2 / 3)
    }

    /// The two names without the generic type they share: `PropertyInjector<Screen>` and
    /// `PropertyInjector<Controller>` share only their wrapper, which says nothing about
    /// whether one was meant for the other; their arguments are compared instead.
    private static func withoutSharedGenericHead(_ a: String, _ b: String) -> (String, String) {
        var a = Substring(a), b = Substring(b)
        while let open = a.firstIndex(of: "<"), a.last == ">", b.last == ">" {
            let head = a[...open]
            guard b.hasPrefix(head) else { break }
            a = a[a.index(after: open)...].dropLast()
            b = b.dropFirst(head.count).dropLast()
        }
        return (bareName(String(a)), bareName(String(b)))
    }

    /// `any P` and `P` name the same protocol for a person, so compare without `any `.
    private static func bareName(_ name: String) -> String {
        name.hasPrefix("any ") ? String(name.dropFirst(4)) : name
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once it exceeds `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            if current.min() ?? 0 > limit { return limit + 1 }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
