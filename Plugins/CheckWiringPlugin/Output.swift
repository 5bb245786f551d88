import Foundation

/// Everything the command prints goes through here: whole lines on standard error, each
/// written at once and unbuffered, in the order the command and the programs it runs wrote
/// them, so that through a pipe (as in a CI log) no line is cut by another.
enum Output {
    /// Writes `text`, one line or several, ending it with a newline if it has none.
    static func write(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
