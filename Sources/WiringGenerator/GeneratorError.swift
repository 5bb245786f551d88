import Foundation

/// Everything that can make `WiringGenerator` fail, with the exit code each one maps to.
enum GeneratorError: Error, Equatable, CustomStringConvertible {
    /// The command line is malformed; the payload says what is wrong.
    case usage(String)
    /// A library source file could not be read.
    case unreadableSource(path: String, reason: String)
    /// An `@<path>` arguments file could not be read.
    case unreadableArgumentsFile(path: String, reason: String)
    /// The output file could not be written.
    case unwritableOutput(path: String, reason: String)
    /// Declarations that may be modules but cannot be listed; the build must not go on
    /// without them.
    case unlistableModules([SourceDiagnostic])

    /// The one-line synopsis printed with usage errors.
    static let synopsis =
        "usage: WiringGenerator --output <file.swift> [--library <TargetName> <source.swift>...]... "
        + "(or @<file>: the arguments, one a line)"

    /// The process exit code: 64 (`EX_USAGE`) for bad usage, 1 for I/O failures.
    var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .unreadableSource, .unreadableArgumentsFile, .unwritableOutput, .unlistableModules: 1
        }
    }

    /// A single line describing the failure, without the program-name prefix; one line per
    /// declaration, in the compiler's `path:line: error: …` format, for unlistable modules.
    var description: String {
        switch self {
        case .usage(let problem):
            "error: \(problem) (\(Self.synopsis))"
        case .unreadableSource(let path, let reason):
            "error: cannot read source file '\(path)': \(reason)"
        case .unreadableArgumentsFile(let path, let reason):
            "error: cannot read arguments file '\(path)': \(reason)"
        case .unwritableOutput(let path, let reason):
            "error: cannot write output file '\(path)': \(reason)"
        case .unlistableModules(let diagnostics):
            diagnostics.map(\.description).joined(separator: "\n")
        }
    }

    /// What the generator prints on stderr: the description, prefixed with the program name
    /// unless it already points at source lines the way compiler errors do.
    var report: String {
        if case .unlistableModules = self { description } else { "WiringGenerator: \(description)" }
    }

    /// A short human-readable reason for a Foundation file error.
    static func reason(for error: any Error) -> String {
        (error as NSError).localizedDescription
            .split(whereSeparator: \.isNewline)
            .joined(separator: " ")
    }
}
