#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's own terminal: standard output, standard error and standard input.
///
/// Every write goes straight to the file descriptor (no buffering), so a process
/// driving the ATM through a pipe sees each prompt as soon as it is written.
public final class StandardConsole: Console {
    /// Creates a console on the process's standard streams.
    public init() {}

    /// Writes a prompt to stdout, visible at once.
    public func write(_ text: String) {
        writeAll(text, to: STDOUT_FILENO)
    }

    /// Writes a line to stdout.
    public func writeLine(_ line: String) {
        writeAll(line + "\n", to: STDOUT_FILENO)
    }

    /// Writes a line to stderr.
    public func writeError(_ line: String) {
        writeAll(line + "\n", to: STDERR_FILENO)
    }

    /// Reads a line from stdin; nil at end of input.
    public func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }
}

/// Writes all of `text` to `descriptor` unbuffered; a closed stream (for example, a reader
/// that went away) drops the text.
private func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
