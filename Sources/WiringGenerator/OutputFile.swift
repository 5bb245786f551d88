import Foundation

/// Writes generated text to disk only when it differs from what is already there,
/// so an unchanged file keeps its modification time and does not trigger rebuilds.
enum OutputFile {
    /// Writes `content` to `path` unless the file already holds exactly that content.
    /// Returns whether the file was written.
    @discardableResult
    static func write(_ content: String, to path: String) throws(GeneratorError) -> Bool {
        let url = URL(fileURLWithPath: path)
        let data = Data(content.utf8)
        if let existing = try? Data(contentsOf: url), existing == data {
            return false
        }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw .unwritableOutput(path: path, reason: GeneratorError.reason(for: error))
        }
        return true
    }
}
