import Foundation

/// Writes `WiringGenerator`'s arguments to a file it reads as `@<file>`, one argument a line.
///
/// `CheckWiringPlugin` writes its files the same way; a plugin cannot share code with another,
/// so each has this small type.
enum ArgumentsFile {
    /// Writes `arguments` to `file` unless it already holds them, keeping its modification time
    /// when nothing changed. Returns false, writing nothing, when an argument holds a line
    /// break and so cannot be written one a line.
    static func write(_ arguments: [String], to file: URL) throws -> Bool {
        guard !arguments.contains(where: { $0.contains("\n") }) else { return false }
        let data = Data(arguments.map { $0 + "\n" }.joined().utf8)
        if (try? Data(contentsOf: file)) != data {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        }
        return true
    }
}
