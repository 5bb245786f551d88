import Wiring

extension WiringGraph {
    /// What a difference changes between one pair of wiring libraries: `NetworkWiring →
    /// FakeNetworkWiring: 1 binding swapped, …`.
    ///
    /// A change belongs to the libraries that declare its binding in each app. A binding or
    /// linked library that only one app has belongs with the one library the other app swaps
    /// it for, when there is exactly one; otherwise its other side is nothing.
    public struct LibrarySummary: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The first app's library; nil for what only the second app has.
        public var first: String?
        /// The second app's library; nil for what only the first app has.
        public var second: String?
        /// How many changes of each kind, by ``ChangeKind`` raw value.
        public var counts: [String: Int]
        /// The line, such as `NetworkWiring → FakeNetworkWiring: 1 binding swapped`, with the
        /// apps' names.
        public var line: String

        /// The line.
        public var description: String { line }

        /// The summary of `changes`, between the apps `firstApp` and `secondApp`, one per pair
        /// in the order the pairs first appear.
        static func lines(of changes: [Change], firstApp: String, secondApp: String) -> [LibrarySummary] {
            var partners: [String: Set<String>] = [:], reversePartners: [String: Set<String>] = [:]
            for change in changes where change.kind == .swapped {
                guard let first = change.first?.library, let second = change.second?.library, first != second
                else { continue }
                partners[first, default: []].insert(second)
                reversePartners[second, default: []].insert(first)
            }
            func only<T>(_ set: Set<T>?) -> T? { set?.count == 1 ? set?.first : nil }
            var order: [Pair] = []
            var counts: [Pair: [ChangeKind: Int]] = [:]
            for change in changes {
                let pair: Pair
                switch change.kind {
                case .libraryOnlyInFirst, .onlyInFirst:
                    let library = change.library ?? change.first?.library ?? ""
                    pair = Pair(first: library, second: only(partners[library]))
                case .libraryOnlyInSecond, .onlyInSecond:
                    let library = change.library ?? change.second?.library ?? ""
                    pair = Pair(first: only(reversePartners[library]), second: library)
                default:
                    pair = Pair(first: change.first?.library, second: change.second?.library)
                }
                if counts[pair] == nil { order.append(pair) }
                counts[pair, default: [:]][change.kind, default: 0] += 1
            }
            return order.map { pair in
                let kinds = counts[pair] ?? [:]
                return LibrarySummary(
                    first: pair.first, second: pair.second,
                    counts: Dictionary(uniqueKeysWithValues: kinds.map { ($0.key.rawValue, $0.value) }),
                    line: pair.label + ": " + phrases(kinds, firstApp: firstApp, secondApp: secondApp))
            }
        }

        private struct Pair: Hashable {
            let first: String?
            let second: String?

            var label: String {
                switch (first, second) {
                case (let first?, let second?) where first == second: first
                case (let first, let second): "\(first ?? "nothing") → \(second ?? "nothing")"
                }
            }
        }

        /// The order of the counts in a line: what changed in bindings first.
        private static let order: [ChangeKind] = [
            .swapped, .onlyInFirst, .onlyInSecond, .scopeChanged, .creationChanged, .dependencyAdded,
            .dependencyRemoved, .libraryOnlyInFirst, .libraryOnlyInSecond,
        ]

        /// The counts in words. A library that one app links in place of the other's goes
        /// without saying: the line's arrow says it.
        private static func phrases(_ counts: [ChangeKind: Int], firstApp: String, secondApp: String) -> String {
            let replaced = counts[.libraryOnlyInFirst] != nil && counts[.libraryOnlyInSecond] != nil
            return order.compactMap { kind -> String? in
                guard let count = counts[kind], count > 0 else { return nil }
                let many = count != 1
                let number = Diagnostic.grouped(count)
                return switch kind {
                case .libraryOnlyInFirst: replaced ? nil : "linked only by \(firstApp)"
                case .libraryOnlyInSecond: replaced ? nil : "linked only by \(secondApp)"
                case .onlyInFirst: "\(number) \(many ? "bindings" : "binding") only in \(firstApp)"
                case .onlyInSecond: "\(number) \(many ? "bindings" : "binding") only in \(secondApp)"
                case .swapped: "\(number) \(many ? "bindings" : "binding") swapped"
                case .scopeChanged: "\(number) \(many ? "scopes" : "scope") changed"
                case .creationChanged: "\(number) made differently"
                case .dependencyAdded: "\(number) \(many ? "dependencies" : "dependency") added"
                case .dependencyRemoved: "\(number) \(many ? "dependencies" : "dependency") removed"
                }
            }.joined(separator: ", ")
        }
    }
}
