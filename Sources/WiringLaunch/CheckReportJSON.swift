import Wiring

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `--check-wiring --json` prints: whether the graph is valid and, when it is not, every
/// diagnostic as data, with the whole dependency path or loop that the compiler-format text
/// shortens when it is long.
enum CheckReportJSON {
    private struct Report: Encodable {
        let valid: Bool
        let diagnostics: [Diagnostic]
    }

    /// The report for a graph that validation found `error` in, or a valid one when `error` is
    /// nil; pretty-printed with sorted keys.
    static func text(of error: WiringError?) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let report = Report(valid: error == nil, diagnostics: error?.diagnostics ?? [])
        // Encoding strings, numbers and optionals into JSON cannot fail.
        guard let data = try? encoder.encode(report) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
