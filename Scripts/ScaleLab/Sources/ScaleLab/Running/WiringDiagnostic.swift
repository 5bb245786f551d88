import Foundation

/// One error diagnostic Wiring printed, in compiler format (`path:line: error: message
/// [Wiring.Kind]`), with the `note:` lines right after it. Only lines with a `[Wiring.`
/// identifier are Wiring's: SwiftPM's and the plugin's own `error:` lines (such as
/// `error: check-wiring: problems in …`) are not diagnostics of the graph.
struct WiringDiagnostic: Equatable {
    let line: String
    let notes: [String]

    /// The identifier in the last brackets, such as `Wiring.UnmetRequirement`.
    var kind: String? {
        guard let open = line.range(of: "[Wiring.", options: .backwards),
            let close = line[open.upperBound...].firstIndex(of: "]")
        else { return nil }
        return String(line[line.index(after: open.lowerBound)..<close])
    }

    /// Whether `text` appears in the error's line or in its notes.
    func mentions(_ text: String) -> Bool {
        line.contains(text) || notes.contains { $0.contains(text) }
    }

    /// The error diagnostics in `output`, stdout and stderr together, in the order printed.
    static func errors(in output: String) -> [WiringDiagnostic] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var errors: [WiringDiagnostic] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard isError(line) else { continue }
            var notes: [String] = []
            while index < lines.count, isNote(lines[index]) {
                notes.append(lines[index])
                index += 1
            }
            errors.append(WiringDiagnostic(line: line, notes: notes))
        }
        return errors
    }

    private static func isError(_ line: String) -> Bool {
        line.contains("[Wiring.") && (line.hasPrefix("error: ") || line.contains(" error: "))
    }

    private static func isNote(_ line: String) -> Bool {
        line.hasPrefix("note: ") || line.contains(": note: ")
    }
}
