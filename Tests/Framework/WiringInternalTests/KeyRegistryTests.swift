import Testing

@testable import Wiring

/// The key numbering every lookup of a graph build goes through: it must tell apart what
/// differs only by tag or shape, and keep every number stable as it grows.
@Suite struct KeyRegistryTests {
    private enum Port: BindingTag { typealias Element = Int }

    @Test func keysDifferingOnlyByTagOrShapeGetTheirOwnNumbers() {
        let registry = KeyRegistry(expectedKeys: 1)
        let keys: [BindingKey] = [
            BindingKey(Int.self), .tagged(Int.self, tag: Port.self), .collection(of: Int.self),
            .map(of: Int.self, keyedBy: String.self), .array(of: Int.self), BindingKey(String.self),
        ]
        let ids = keys.map(registry.id)
        #expect(ids == Array(0..<keys.count))
        #expect(keys.map(registry.id) == ids)
        #expect(keys.map(registry.existingID) == ids)
        #expect(ids.map(registry.key) == keys)
        #expect(registry.existingID(BindingKey(Double.self)) == nil)
        // A plain `[Int]` parameter asks for the same key as a direct `[Int]` binding.
        #expect(BindingKey([Int].self) == .array(of: Int.self))
        #expect(registry.existingID(BindingKey([Int].self)) == ids[4])
    }

    @Test func numbersStayStableWhileTheTableGrows() {
        let registry = KeyRegistry(expectedKeys: 1)
        // Distinct metatypes, many more than the table starts with.
        let keys =
            (0..<3).flatMap { _ in
                [BindingKey(Int.self), BindingKey([Int].self), BindingKey([[Int]].self), BindingKey(Int?.self)]
            } + (0..<40).map { BindingKey.tagged(Int.self, tag: tagType($0)) }
        var assigned: [Int] = []
        for key in keys { assigned.append(registry.id(key)) }
        #expect(registry.count == 4 + 40)
        for (key, id) in zip(keys, assigned) {
            #expect(registry.existingID(key) == id)
        }
    }

    @Test func shrinkingKeepsEveryNumberAndStillAcceptsNewKeys() {
        let registry = KeyRegistry(expectedKeys: 500)
        let keys = (0..<40).map { BindingKey.tagged(Int.self, tag: tagType($0)) }
        let ids = keys.map(registry.id)
        registry.shrinkToFit()
        #expect(keys.map(registry.existingID) == ids)
        #expect(ids.map(registry.key) == keys)
        #expect(registry.existingID(BindingKey(Double.self)) == nil)
        #expect(registry.id(BindingKey(Double.self)) == keys.count)
        #expect(registry.existingID(BindingKey(Double.self)) == keys.count)
        #expect(keys.map(registry.existingID) == ids)
    }

    @Test func aRegistryGivenAsManyKeysAsExpectedIsNeverRehashed() {
        // Sized as a graph's build sizes it, by its binding count; shrinking it afterwards
        // would rehash every key if the table had started larger than it keeps.
        let registry = KeyRegistry(expectedKeys: 40)
        let buckets = registry.bucketCount
        let keys = (0..<40).map { BindingKey.tagged(Int.self, tag: tagType($0)) }
        let ids = keys.map(registry.id)
        #expect(registry.bucketCount == buckets)
        registry.shrinkToFit()
        #expect(registry.bucketCount == buckets)
        // At most half full, so that lookups rarely probe past their first bucket.
        #expect(buckets >= 2 * keys.count)
        #expect(keys.map(registry.existingID) == ids)
    }
}

/// Forty distinct tag metatypes, made from nested generic types.
private struct Nest<Inner> {}
private func tagType(_ depth: Int) -> Any.Type {
    var type: Any.Type = Int.self
    for _ in 0..<depth { type = nested(type) }
    return type
}
private func nested(_ type: Any.Type) -> Any.Type {
    func open<T>(_: T.Type) -> Any.Type { Nest<T>.self }
    return open(type)
}
