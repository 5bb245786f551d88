import Wiring

/// What `--check-wiring --json` prints: whether the graph is valid and every diagnostic as
/// data: the errors of an invalid graph, or the warnings of a valid one, each with the whole
/// dependency path or loop that the compiler-format text shortens when it is long.
enum CheckReportJSON {
    private struct Report: Encodable {
        let valid: Bool
        let diagnostics: [Diagnostic]
    }

    /// The report: `valid`, and `diagnostics`; pretty-printed with sorted keys.
    static func text(valid: Bool, diagnostics: [Diagnostic]) -> String {
        sortedJSON(Report(valid: valid, diagnostics: diagnostics))
    }
}
