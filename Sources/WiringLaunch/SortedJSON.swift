#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `value` as JSON, pretty-printed with sorted keys, so that two exports of one value are
/// equal byte for byte and diff well.
///
/// FoundationEssentials, not Foundation, so that an app that links WiringLaunch does not load
/// the whole of Foundation.
func sortedJSON(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding strings, numbers, booleans, optionals and arrays of them into JSON cannot fail.
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
}
