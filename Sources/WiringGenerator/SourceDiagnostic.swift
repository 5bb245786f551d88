/// An error about a declaration the generator cannot list, in the compiler's format so
/// SwiftPM and editors show it at the declaration: `path:line: error: message`.
struct SourceDiagnostic: Equatable, Comparable, CustomStringConvertible {
    var file: String
    var line: Int
    var message: String

    var description: String { "\(file):\(line): error: \(message)" }

    static func < (lhs: SourceDiagnostic, rhs: SourceDiagnostic) -> Bool {
        (lhs.file, lhs.line, lhs.message) < (rhs.file, rhs.line, rhs.message)
    }
}
