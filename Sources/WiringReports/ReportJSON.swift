import Wiring

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension WiringGraph.Why {
    /// The answer as JSON, as `wiring-report why GRAPH TYPE --json` prints it: every field,
    /// each path's steps with their whole bindings.
    public func json() -> String {
        sortedJSON(self)
    }
}

extension WiringGraph.Difference {
    /// The difference as JSON, as `wiring-report diff FIRST SECOND --json` prints it: every
    /// change with the whole bindings on each side, and the summary by library.
    public func json() -> String {
        sortedJSON(self)
    }
}

/// `value` as JSON, pretty-printed with sorted keys, as apps print their graphs, so that two
/// answers to one question are equal byte for byte and diff well.
private func sortedJSON(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding strings, numbers, booleans, optionals and arrays of them into JSON cannot fail.
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
}
