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
enum ConfigurationFileReader {
    /// The contents of the file at `path`, which must not be a directory or larger than
    /// `maximumSize` bytes; reads at most one byte more than that, whatever the file is.
    static func contents(of path: String, maximumSize: Int) throws(BankSettingsError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, errno) }
        defer { close(descriptor) }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(path, errno) }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw .unreadable(path: path, reason: "it is a directory")
        }

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
        guard contents.count <= maximumSize else {
            throw .unreadable(path: path, reason: "it is larger than \(maximumSize) bytes")
        }
        return contents
    }

    /// The error for a failed call that set `code` in `errno`. A missing file keeps the short
    /// reason operators have always seen, also when a folder on the way is a file.
    private static func failure(_ path: String, _ code: Int32) -> BankSettingsError {
        let reason = code == ENOENT || code == ENOTDIR ? "no such file" : String(cString: strerror(code))
        return .unreadable(path: path, reason: reason)
    }
}
