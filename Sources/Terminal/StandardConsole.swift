import Foundation

/// The process's own terminal: standard output, standard error and standard input.
///
/// Every write goes straight to the file descriptor (no buffering), so a process
/// driving the ATM through a pipe sees each prompt as soon as it is written.
public final class StandardConsole: Console {
    /// Creates a console on the process's standard streams.
    public init() {}

    /// Writes a prompt to stdout, visible at once.
    public func write(_ text: String) {
        Self.send(text, to: .standardOutput)
    }

    /// Writes a line to stdout.
    public func writeLine(_ line: String) {
        Self.send(line + "\n", to: .standardOutput)
    }

    /// Writes a line to stderr.
    public func writeError(_ line: String) {
        Self.send(line + "\n", to: .standardError)
    }

    /// Reads a line from stdin; nil at end of input.
    public func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    /// Writes unbuffered; a closed stream (for example, a reader that went away) drops the text.
    private static func send(_ text: String, to handle: FileHandle) {
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
