#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the API token from a file, so that it never appears on a command line, where anyone
/// on the machine can read it with `ps`.
///
/// The file must be a regular file of at most ``maximumSize`` bytes: it is opened without
/// blocking, so a FIFO or a device is refused at once instead of hanging the start-up. One
/// trailing line ending is dropped, as editors and `echo` add one. A file that its group or
/// others may read is used, with a warning, as `ssh` warns about a key file.
enum TokenFile {
    /// `read(2)`, under a name the enclosing scope does not shadow.
    private static let readBytes = read

    /// More than any bearer token needs, and small enough that a wrong file is refused quickly.
    static let maximumSize = 4096

    /// The token in the file at `path`, and a warning when others may read it; or why it
    /// cannot be read.
    static func token(at path: String) throws(BankServerUsageError) -> (token: String, warning: String?) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableTokenFile(path: path, reason: POSIX.describe(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadableTokenFile(path: path, reason: POSIX.describe(errno))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .unreadableTokenFile(path: path, reason: "it is not a regular file")
        }
        var bytes = [UInt8](repeating: 0, count: maximumSize + 1)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                readBytes(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if read > 0 {
                count += read
            } else if read == 0 {
                break
            } else if errno != EINTR {
                throw .unreadableTokenFile(path: path, reason: POSIX.describe(errno))
            }
        }
        guard count <= maximumSize else {
            throw .unreadableTokenFile(path: path, reason: "it is larger than \(maximumSize) bytes")
        }
        var token = bytes[..<count]
        if token.last == UInt8(ascii: "\n") { token = token.dropLast() }
        if token.last == UInt8(ascii: "\r") { token = token.dropLast() }
        return (String(decoding: token, as: UTF8.self), warning(path: path, mode: status.st_mode))
    }

    /// The warning for a file whose mode lets its group or others read it, or nil.
    static func warning(path: String, mode: mode_t) -> String? {
        let permissions = mode & 0o777
        guard permissions & 0o044 != 0 else { return nil }
        let octal = String(permissions, radix: 8)
        return "--token-file \(path) can be read by others (permissions 0\(octal)); "
            + "anyone who reads it can use the bank's API: run 'chmod 600 \(path)'"
    }
}
