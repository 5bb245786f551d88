import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bank's durable record: an append-only file with one JSON line per credited deposit.
///
/// ``append(_:)`` returns only after the line is written and `fsync`ed, so a deposit the
/// bank has acknowledged survives `SIGKILL` or power loss. The ledger uses its two halves,
/// ``write(_:)`` under its lock and ``waitUntilDurable(through:)`` outside it, so one
/// `fsync` covers every deposit written meanwhile (see ``GroupCommit``). Opening the file replays it
/// (see ``recoveredEntries``), drops a last line torn by a crash, and takes an exclusive
/// `flock` so two servers can never append to the same journal.
public final class DepositJournal: Sendable {
    /// The file's path, as given.
    public let path: String
    /// Every entry in the file when it was opened, oldest first; entry `i` is line `i + 1`.
    public let recoveredEntries: [JournalEntry]
    /// How many bytes of a torn last line were removed when the file was opened (usually 0).
    public let discardedTornBytes: Int

    private let file: Mutex<OpenFile>
    private let commit: GroupCommit
    /// `fsync(2)`, or a stand-in from a test that needs a slow or failing disk.
    private let syncFile: @Sendable (Int32) -> Int32

    /// The open descriptor and what is known about the file's state.
    private struct OpenFile {
        /// -1 once closed.
        var fd: Int32
        /// The length of the file's sound content; a failed append is cut back to it.
        var length: Int
        /// Set when a failed write could not be undone; no further appends are attempted.
        var damage: String?
    }

    /// Opens (or creates) the journal at `path`, replays it, and truncates a torn last line.
    public convenience init(path: String) throws(DepositJournalError) {
        try self.init(path: path, sync: { fsync($0) })
    }

    /// Opens the journal with `sync` in place of `fsync(2)`, so tests can make the disk slow.
    init(path: String, sync: @escaping @Sendable (Int32) -> Int32) throws(DepositJournalError) {
        let fd = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .cannotOpen(path: path, reason: POSIX.describe(errno)) }

        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            POSIX.closeDescriptor(fd)
            if code == EWOULDBLOCK { throw .inUse(path: path) }
            throw .cannotOpen(path: path, reason: POSIX.describe(code))
        }

        let bytes: [UInt8]
        let contents: JournalContents
        do {
            bytes = try Self.readAll(fd, path: path)
            contents = try JournalContents(parsing: bytes, path: path)
        } catch {
            POSIX.closeDescriptor(fd)
            throw error
        }

        if contents.validByteCount < bytes.count {
            guard ftruncate(fd, off_t(contents.validByteCount)) == 0, fsync(fd) == 0 else {
                let reason = POSIX.describe(errno)
                POSIX.closeDescriptor(fd)
                throw .cannotWrite(path: path, reason: "could not remove a torn last line: \(reason)")
            }
        }
        if bytes.isEmpty {
            // A new file's directory entry must be durable too, or the first deposit could vanish.
            Self.syncDirectory(containing: path)
        }

        self.path = path
        self.recoveredEntries = contents.entries
        self.discardedTornBytes = bytes.count - contents.validByteCount
        self.file = Mutex(OpenFile(fd: fd, length: contents.validByteCount, damage: nil))
        self.commit = GroupCommit(durableLength: contents.validByteCount)
        self.syncFile = sync
    }

    deinit {
        close()
    }

    /// Appends `entry` as one line and waits until it is on disk. Appends are serialized, so
    /// lines never interleave. If this throws, the caller must not credit the deposit.
    public func append(_ entry: JournalEntry) throws(DepositJournalError) {
        try waitUntilDurable(through: write(entry))
    }

    /// Writes `entry` as one line without waiting for the disk, and returns the file length
    /// that includes it, for ``waitUntilDurable(through:)``. Lines are in the order of these
    /// calls. If the write fails, the partial line is cut off again and nothing is recorded.
    func write(_ entry: JournalEntry) throws(DepositJournalError) -> Int {
        let line: [UInt8]
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            line = Array(try encoder.encode(entry)) + [UInt8(ascii: "\n")]
        } catch {
            throw .cannotWrite(path: path, reason: "could not encode the entry")
        }

        return try file.withLock { (file: inout OpenFile) throws(DepositJournalError) -> Int in
            try usable(file)
            if let code = POSIX.writeAll(line, to: file.fd) {
                let failure = "write failed: \(POSIX.describe(code))"
                if ftruncate(file.fd, off_t(file.length)) != 0 {
                    file.damage = failure
                }
                throw .cannotWrite(path: path, reason: failure)
            }
            file.length += line.count
            return file.length
        }
    }

    /// Returns once the file's first `end` bytes are on disk, sharing one `fsync` with every
    /// other caller waiting meanwhile. Throws when they cannot be made durable; the journal then
    /// refuses all further writes, because after a failed `fsync` only a restart, which reads
    /// back what is really on disk, knows which lines survived.
    func waitUntilDurable(through end: Int) throws(DepositJournalError) {
        try commit.waitUntilDurable(through: end) { () throws(DepositJournalError) -> Int in
            // Read under the lock, synced outside it: `close()` waits for a running sync
            // (see GroupCommit.whileIdle), so the descriptor stays open meanwhile.
            let (fd, length) = try file.withLock { (file: inout OpenFile) throws(DepositJournalError) in
                try usable(file)
                return (file.fd, file.length)
            }
            guard syncFile(fd) == 0 else {
                let failure = "fsync failed: \(POSIX.describe(errno))"
                file.withLock { $0.damage = failure }
                throw .cannotWrite(path: path, reason: failure)
            }
            return length
        }
    }

    /// Throws unless `file` is open and undamaged.
    private func usable(_ file: OpenFile) throws(DepositJournalError) {
        guard file.fd >= 0 else { throw .closed(path: path) }
        if let damage = file.damage {
            throw .cannotWrite(
                path: path, reason: "an earlier write failed and could not be undone (\(damage)); restart the server")
        }
    }

    /// Closes the file and releases its lock; later appends fail with ``DepositJournalError/closed(path:)``.
    public func close() {
        commit.whileIdle {
            file.withLock { file in
                guard file.fd >= 0 else { return }
                POSIX.closeDescriptor(file.fd)
                file.fd = -1
            }
        }
    }

    private static func readAll(_ fd: Int32, path: String) throws(DepositJournalError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { raw in
                read(fd, raw.baseAddress, raw.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: POSIX.describe(errno))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    private static func syncDirectory(containing path: String) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let fd = open(directory, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        POSIX.closeDescriptor(fd)
    }
}
