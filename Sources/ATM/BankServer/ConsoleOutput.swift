#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the command writes its lines. Standard output carries only the "listening" line
/// that scripts read; everything else (errors, the request log) goes to standard error.
struct ConsoleOutput: Sendable {
    /// Writes one line to standard output.
    let printLine: @Sendable (String) -> Void
    /// Writes one line to standard error.
    let printErrorLine: @Sendable (String) -> Void

    /// The process's real stdout and stderr, written with `write(2)`: unbuffered, so the
    /// listening line is visible at once, and a closed pipe is ignored rather than fatal.
    static let standard = ConsoleOutput(
        printLine: { line in _ = POSIX.writeAll((line + "\n").utf8, to: STDOUT_FILENO) },
        printErrorLine: { line in _ = POSIX.writeAll((line + "\n").utf8, to: STDERR_FILENO) }
    )
}
