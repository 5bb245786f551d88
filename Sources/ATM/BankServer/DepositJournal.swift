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
/// `fsync` covers every deposit written meanwhile (see ``GroupCommit``). After each sync,
/// and before the deposits it covers are acknowledged, the journal's state record is
/// rewritten (see ``JournalState``), so a journal later cut short from outside is noticed.
///
/// Opening the file checks it is a regular file, takes an exclusive `flock` so two servers
/// can never append to the same journal, and compares it with its state record. The ledger
/// then reads it once, line by line, with ``replay(_:)``, which also removes a last line torn
/// by a crash; nothing is appended before that. Reading keeps one line at a time in memory,
/// however long the journal.
///
/// ## When `fsync` fails
///
/// A line written before a failed `fsync` may or may not be on disk, and the bank cannot find
/// out while it runs: the kernel may have dropped the line's pages or may still hold them. So
/// the journal does not claim either outcome. Waiting for such a line throws
/// ``DepositJournalError/durabilityUnknown(path:reason:)``, the bank answers that the outcome
/// is unknown, and the ATM asks again with the same idempotency key. The journal accepts no
/// further lines, so a deposit refused after that was never written and is truly not credited.
/// The next start settles the unknown lines: it credits what it reads back and syncs it before
/// answering anything, so every later start reads the same.
///
/// The other way, dropping at start every line past the state record, would make "not
/// credited" true but can drop acknowledged deposits: the record is rewritten without an
/// `fsync` of its own, so after a power cut it may name fewer bytes than were acknowledged.
public final class DepositJournal: Sendable {
    /// The file's path, as given.
    public let path: String
    /// How many bytes of a torn last line ``replay(_:)`` removes (usually 0).
    public let discardedTornBytes: Int
    /// What is known about a torn last line, for the operator; nil when there is none.
    public let tornLineNote: String?
    /// Why the journal could not be checked against a state record, when it could not; for
    /// the operator. The record is kept from now on.
    public let missingStateNote: String?

    private let file: Mutex<OpenFile>
    private let commit: GroupCommit
    private let stateFile: JournalStateFile
    /// The state record as found when the journal was opened, if there was one.
    private let recordedState: JournalState?
    /// `fsync(2)`, or a stand-in from a test that needs a slow or failing disk.
    private let syncFile: @Sendable (Int32) -> Int32

    /// The open descriptor and what is known about the file's state.
    private struct OpenFile {
        /// -1 once closed.
        var fd: Int32
        /// The length of the file's sound content; a failed append is cut back to it.
        var length: Int
        /// How many lines (deposits) those bytes hold; known once replayed.
        var lines = 0
        /// False until ``replay(_:)`` has read the file: nothing may be appended before.
        var replayed = false
        /// Set when a failed write could not be undone; no further appends are attempted.
        var damage: String?
    }

    /// Opens (or creates) the journal at `path` and its state record, and checks them.
    public convenience init(path: String) throws(DepositJournalError) {
        try self.init(path: path, sync: { fsync($0) })
    }

    /// Opens the journal with `sync` in place of `fsync(2)`, so tests can make the disk slow.
    init(path: String, sync: @escaping @Sendable (Int32) -> Int32) throws(DepositJournalError) {
        if !POSIX.exists(path) {
            // Checked before anything is created: a start refused here leaves no empty journal
            // behind, and a journal lost from outside is reported as missing, not as empty.
            let statePath = JournalState.path(forJournal: path)
            if let recorded = try JournalStateFile.read(path: statePath), recorded.durableBytes > 0 {
                throw .missing(path: path, recorded: recorded, statePath: statePath)
            }
        }
        let opened = POSIX.openRegularFile(path, flags: O_RDWR | O_CREAT | O_APPEND)
        guard opened.problem == nil else {
            throw .cannotOpen(path: path, reason: opened.problem ?? "cannot be opened")
        }
        let fd = opened.descriptor
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            POSIX.closeDescriptor(fd)
            if code == EWOULDBLOCK { throw .inUse(path: path) }
            throw .cannotOpen(path: path, reason: POSIX.describe(code))
        }

        let size: Int
        let soundLength: Int
        let state: (file: JournalStateFile, state: JournalState?)
        do {
            size = try Self.size(of: fd, path: path)
            soundLength = try Self.endOfLastLine(in: fd, size: size, path: path)
            state = try JournalStateFile.open(path: JournalState.path(forJournal: path))
        } catch {
            POSIX.closeDescriptor(fd)
            throw error
        }

        let tornBytes = size - soundLength
        if let recorded = state.state, recorded.durableBytes > soundLength {
            POSIX.closeDescriptor(fd)
            throw .shorterThanAcknowledged(
                path: path, length: soundLength, recorded: recorded, statePath: state.file.path)
        }
        if size == 0 && state.state == nil {
            // A new file's directory entry must be durable too, or the first deposit could vanish.
            Self.syncDirectory(containing: path)
        }

        self.path = path
        self.discardedTornBytes = tornBytes
        if tornBytes == 0 {
            tornLineNote = nil
        } else if state.state != nil {
            tornLineNote =
                "it ends after the last deposit the state record (\(state.file.path)) shows as on disk, "
                + "so it was being written when the bank stopped and was never acknowledged"
        } else {
            tornLineNote =
                "there is no state record to tell whether it was acknowledged; the bank acknowledges "
                + "a deposit only once its whole line is on disk"
        }
        missingStateNote =
            state.state == nil && size > 0
            ? "\(path) had no state record, so whether it was cut short from outside cannot be told; "
                + "\(state.file.path) is kept from now on" : nil
        self.recordedState = state.state
        self.stateFile = state.file
        self.file = Mutex(OpenFile(fd: fd, length: soundLength))
        self.commit = GroupCommit(durableLength: soundLength)
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
            file.lines += 1
            return file.length
        }
    }

    /// Returns once the file's first `end` bytes are on disk, sharing one `fsync` with every
    /// other caller waiting meanwhile. When they cannot be made durable, throws
    /// ``DepositJournalError/durabilityUnknown(path:reason:)``, now and for every later call: the
    /// lines are written but may not be on disk, and only a restart, which reads back what is
    /// really there, settles them. The journal then refuses all further writes.
    func waitUntilDurable(through end: Int) throws(DepositJournalError) {
        try commit.waitUntilDurable(through: end) { () throws(DepositJournalError) -> Int in
            // Read under the lock, synced outside it: `close()` waits for a running sync
            // (see GroupCommit.whileIdle), so the descriptor stays open meanwhile.
            let (fd, length, lines) = try file.withLock { (file: inout OpenFile) throws(DepositJournalError) in
                try usable(file)
                return (file.fd, file.length, file.lines)
            }
            guard syncFile(fd) == 0 else {
                let failure = "fsync failed: \(POSIX.describe(errno))"
                file.withLock { $0.damage = failure }
                throw .durabilityUnknown(path: path, reason: failure)
            }
            // Before any deposit this sync covers is acknowledged. A failed write leaves the
            // older record, which names fewer bytes: it can only check less, never refuse.
            stateFile.write(JournalState(durableBytes: length, deposits: lines))
            return length
        }
    }

    /// Throws unless `file` is open, replayed and undamaged.
    private func usable(_ file: OpenFile) throws(DepositJournalError) {
        guard file.fd >= 0 else { throw .closed(path: path) }
        guard file.replayed else { throw .cannotWrite(path: path, reason: "it has not been replayed yet") }
        if let damage = file.damage {
            throw .cannotWrite(
                path: path, reason: "an earlier write failed and could not be undone (\(damage)); restart the server")
        }
    }

    /// Closes the file, makes its state record durable, and releases its lock; later appends
    /// fail with ``DepositJournalError/closed(path:)``.
    public func close() {
        commit.whileIdle {
            file.withLock { file in
                guard file.fd >= 0 else { return }
                stateFile.sync()
                POSIX.closeDescriptor(file.fd)
                file.fd = -1
            }
        }
    }

    /// Reads every entry, oldest first, and hands each to `body` with its line number; then
    /// removes a torn last line and lets deposits be appended. Throws, leaving the file as it
    /// was, at the first line that is not an entry, or when the journal does not hold what its
    /// state record says; an error `body` throws stops the reading too. Call it once, before
    /// anything is appended.
    public func replay(
        _ body: (JournalEntry, _ lineNumber: Int) throws(DepositJournalError) -> Void
    ) throws(DepositJournalError) {
        let (fd, length) = try file.withLock { (file: inout OpenFile) throws(DepositJournalError) in
            guard file.fd >= 0 else { throw .closed(path: path) }
            return (file.fd, file.length)
        }
        var lines = 0
        // A record of no bytes has nothing to check.
        var checkedRecord = (recordedState?.durableBytes ?? 0) == 0
        try JournalLineReader(fd: fd, length: length, path: path).forEachLine {
            (line: ArraySlice<UInt8>, end: Int) throws(DepositJournalError) in
            lines += 1
            try body(try JournalLine.entry(line, lineNumber: lines, path: path), lines)
            if !checkedRecord, let recorded = recordedState, end >= recorded.durableBytes {
                try check(recorded, lines: lines, end: end)
                checkedRecord = true
            }
        }
        if !checkedRecord, let recorded = recordedState {
            // Opening made sure the journal is at least as long as the record says, so its
            // lines reached that length; this is a guard, not a path.
            try check(recorded, lines: lines, end: length)
        }

        if discardedTornBytes > 0, ftruncate(fd, off_t(length)) != 0 {
            throw .cannotWrite(path: path, reason: "could not remove a torn last line: \(POSIX.describe(errno))")
        }
        // Lines past the state record were written but never known to be on disk: an `fsync`
        // failed, or the bank stopped first. The ledger credits what was just read, so it is
        // synced before anything is answered, and every later start reads the same.
        // A new journal has nothing to sync.
        let replayedState = JournalState(durableBytes: length, deposits: lines)
        if discardedTornBytes > 0 || (recordedState ?? JournalState(durableBytes: 0, deposits: 0)) != replayedState {
            guard fsync(fd) == 0 else {
                throw .cannotWrite(
                    path: path, reason: "could not make the replayed journal durable: \(POSIX.describe(errno))")
            }
            stateFile.write(replayedState)
            stateFile.sync()
        }
        file.withLock {
            $0.lines = lines
            $0.replayed = true
        }
    }

    /// Throws unless the journal's first `end` bytes, `lines` lines, are what `recorded` says.
    private func check(_ recorded: JournalState, lines: Int, end: Int) throws(DepositJournalError) {
        guard end == recorded.durableBytes, lines == recorded.deposits else {
            throw .changedFromOutside(
                path: path, recorded: recorded, foundDeposits: lines, foundBytes: end,
                statePath: stateFile.path)
        }
    }

    /// The file's size.
    private static func size(of fd: Int32, path: String) throws(DepositJournalError) -> Int {
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw .cannotRead(path: path, reason: POSIX.describe(errno)) }
        return Int(status.st_size)
    }

    /// Where the last complete line ends: just after the file's last newline, or 0. What
    /// follows is a torn last line, which is at most one line long.
    private static func endOfLastLine(in fd: Int32, size: Int, path: String) throws(DepositJournalError) -> Int {
        let tailLength = min(size, JournalLine.maximumLength + 1)
        var tail = [UInt8](repeating: 0, count: tailLength)
        var read = 0
        while read < tailLength {
            let count = tail.withUnsafeMutableBytes { raw in
                pread(fd, raw.baseAddress.map { $0 + read }, tailLength - read, off_t(size - tailLength + read))
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: POSIX.describe(errno))
            }
            if count == 0 { break }
            read += count
        }
        guard let newline = tail[..<read].lastIndex(of: UInt8(ascii: "\n")) else {
            guard size <= JournalLine.maximumLength else {
                throw .notAJournal(
                    path: path,
                    reason:
                        "its last \(JournalLine.maximumLength) bytes hold no line end, and no journal line is that long"
                )
            }
            return 0
        }
        return size - tailLength + newline + 1
    }

    private static func syncDirectory(containing path: String) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let fd = open(directory, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        POSIX.closeDescriptor(fd)
    }
}
