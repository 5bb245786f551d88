#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole configuration file of bounded size with POSIX calls.
///
/// `FileManager` and `FileHandle` would load all of Foundation into the ATM at start-up for
/// one small read, and `open`, `fstat` and `read` say just as clearly what went wrong.
///
/// Only a regular file is read. The path is opened with `O_NONBLOCK`, so a named pipe nobody
/// writes to cannot hold every `atm` command at start-up, and anything that is not a regular
/// file (a pipe, a device such as `/dev/zero`, a socket, a directory) is refused before a
/// single byte is read from it.
enum ConfigurationFileReader {
    /// The contents of the regular file at `path`, which must not be larger than `maximumSize`
    /// bytes; reads at most one byte more than that.
    static func contents(of path: String, maximumSize: Int) throws(BankSettingsError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            // A socket cannot be opened at all; say what it is rather than "No such device".
            var status = stat()
            if code == ENXIO, stat(path, &status) == 0, let kind = kind(of: status.st_mode) {
                throw .unreadable(path: path, reason: kind)
            }
            throw failure(path, code)
        }
        defer { close(descriptor) }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(path, errno) }
        if let kind = kind(of: status.st_mode) {
            throw .unreadable(path: path, reason: kind)
        }
        guard status.st_size <= maximumSize else { throw tooLarge(path, maximumSize) }

        var contents = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while contents.count <= maximumSize {
            let wanted = min(chunk.count, maximumSize + 1 - contents.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count > 0 {
                contents.append(contentsOf: chunk[..<count])
            } else if count == 0 {
                break
            } else if errno != EINTR {
                throw failure(path, errno)
            }
        }
        guard contents.count <= maximumSize else { throw tooLarge(path, maximumSize) }
        return contents
    }

    /// Why a file of type `mode` is not read, or nil for a regular file.
    private static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "it is a directory"
        case S_IFIFO: "it is a named pipe (FIFO), not a regular file"
        case S_IFCHR, S_IFBLK: "it is a device, not a regular file"
        case S_IFSOCK: "it is a socket, not a regular file"
        default: "it is not a regular file"
        }
    }

    private static func tooLarge(_ path: String, _ maximumSize: Int) -> BankSettingsError {
        .unreadable(path: path, reason: "it is larger than \(maximumSize) bytes")
    }

    /// The error for a failed call that set `code` in `errno`. A missing file keeps the short
    /// reason operators have always seen, also when a folder on the way is a file.
    private static func failure(_ path: String, _ code: Int32) -> BankSettingsError {
        let reason = code == ENOENT || code == ENOTDIR ? "no such file" : String(cString: strerror(code))
        return .unreadable(path: path, reason: reason)
    }
}
