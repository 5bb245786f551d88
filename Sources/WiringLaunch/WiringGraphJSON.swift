import Wiring

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension WiringGraph {
    /// The graph as JSON, pretty-printed with sorted keys, so that two exports of one graph
    /// are equal byte for byte and diff well. This is what `--print-graph json` prints.
    ///
    /// FoundationEssentials, not Foundation, so that an app that links WiringLaunch loads no
    /// more of Foundation than it did.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers and optionals into JSON cannot fail.
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
