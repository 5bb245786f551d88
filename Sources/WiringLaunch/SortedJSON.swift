import Wiring
import WiringReports

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `value` as JSON, pretty-printed with sorted keys, so that two exports of one value are
/// equal byte for byte and diff well.
///
/// FoundationEssentials, not Foundation, so that an app that links WiringLaunch loads no
/// more of Foundation than it did.
func sortedJSON(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding strings, numbers, booleans, optionals and arrays of them into JSON cannot fail.
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
}

extension WiringGraph.Why {
    /// The answer as JSON, as `--why TYPE --json` prints it: every field, each path's steps
    /// with their whole bindings.
    public func json() -> String {
        sortedJSON(self)
    }
}

extension WiringGraph.Difference {
    /// The difference as JSON, as `--diff-graph FILE --json` prints it: every change with the
    /// whole bindings on each side, and the summary by library.
    public func json() -> String {
        sortedJSON(self)
    }
}
