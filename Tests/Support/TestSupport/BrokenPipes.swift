#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to a child process's input that fail, rather than end the test run, when the child
/// has exited.
///
/// Writing to a pipe whose reader is gone raises SIGPIPE, whose default action ends the
/// process: here, the one process that runs every test, so a child that exits before reading
/// its input (a usage error, a crash) would stop the whole run. With SIGPIPE ignored, the
/// write fails with EPIPE instead, and only the test that wrote sees it.
public enum BrokenPipes {
    /// Ignores SIGPIPE in this process, the first time it is called; call it before writing to
    /// a child's input.
    public static func ignore() {
        _ = ignored
    }

    private static let ignored: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()
}
