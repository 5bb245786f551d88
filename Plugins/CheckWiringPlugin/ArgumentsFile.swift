import Foundation

/// Passes a long argument list in a file, `@<file>`, so that checking thousands of wiring
/// libraries never makes a command line longer than a process may be started with.
///
/// `LinkedWiringPlugin` writes `WiringGenerator`'s arguments the same way; a plugin cannot
/// share code with another, so each has this small type.
enum ArgumentsFile {
    /// The arguments to run a program with: `["@<file>"]`, with `arguments` written to `file`
    /// one a line (`WiringGenerator`'s format), or `quoted` for `swiftc`, which reads a file
    /// as a shell would; or `arguments` themselves when one holds a line break.
    static func pass(_ arguments: [String], in file: URL, quoted: Bool = false) throws -> [String] {
        guard !arguments.contains(where: { $0.contains("\n") }) else { return arguments }
        let lines = quoted ? arguments.map(Self.quoted) : arguments
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: file, options: .atomic)
        return ["@" + file.path(percentEncoded: false)]
    }

    /// `argument` in double quotes, with backslashes and quotes escaped.
    private static func quoted(_ argument: String) -> String {
        "\"" + argument.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
