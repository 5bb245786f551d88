#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The open state record of a journal, rewritten after each sync.
final class JournalStateFile: Sendable {
    let path: String
    private let fd: Int32

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
    }

    deinit {
        POSIX.closeDescriptor(fd)
    }

    /// Opens (or creates) the record at `path`, and returns it with the record it holds: nil for
    /// a file that was just created or is empty. Throws when it is not a regular file or holds
    /// something that is not a record.
    static func open(path: String) throws(DepositJournalError) -> (file: JournalStateFile, state: JournalState?) {
        let fd = POSIX.openRegularFile(path, flags: O_RDWR | O_CREAT)
        guard fd.descriptor >= 0 else {
            throw .unusableState(path: path, reason: fd.problem ?? "cannot be opened")
        }
        let file = JournalStateFile(path: path, fd: fd.descriptor)
        return (file, try record(in: fd.descriptor, path: path))
    }

    /// The record at `path`, read without creating anything: nil when there is no file or it
    /// is empty. Throws as ``open(path:)`` does.
    static func read(path: String) throws(DepositJournalError) -> JournalState? {
        guard POSIX.exists(path) else { return nil }
        let fd = POSIX.openRegularFile(path, flags: O_RDONLY)
        guard fd.descriptor >= 0 else {
            throw .unusableState(path: path, reason: fd.problem ?? "cannot be opened")
        }
        defer { POSIX.closeDescriptor(fd.descriptor) }
        return try record(in: fd.descriptor, path: path)
    }

    /// The record the open file `fd` holds; nil when it is empty.
    private static func record(in fd: Int32, path: String) throws(DepositJournalError) -> JournalState? {
        var bytes = [UInt8](repeating: 0, count: JournalState.recordSize + 1)
        let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count >= 0 else { throw .unusableState(path: path, reason: POSIX.describe(errno)) }
        guard count > 0 else { return nil }
        guard let state = JournalState(record: Array(bytes[..<count])) else {
            throw .unusableState(path: path, reason: "it does not hold a state record")
        }
        return state
    }

    /// Rewrites the record in place; false when the write failed (the older record stays).
    @discardableResult
    func write(_ state: JournalState) -> Bool {
        let record = state.record
        let written = record.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        return written == record.count
    }

    /// Makes the record durable, as the journal is when it is closed.
    func sync() {
        _ = fsync(fd)
    }
}
