#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `line` and a newline on standard error, with `write(2)` until every byte is out or
/// the descriptor refuses more: for the framework's own messages, which must not wait on a
/// buffered stream or on Foundation.
package func printToStandardError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    // Safe: the buffer is used only inside the closure, while `bytes` holds it, and `write`
    // reads from `base + offset` no more than the `buffer.count - offset` bytes that remain.
    // (ReentrantCreationTests.singletonsCallingEachOthersProvidersStopTheProcessWithTheDiagnostic,
    // which reads the whole message back)
    bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = write(STDERR_FILENO, base + offset, buffer.count - offset)
            if written <= 0 { return }
            offset += written
        }
    }
}
