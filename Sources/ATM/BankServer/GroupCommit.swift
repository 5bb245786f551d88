import Foundation

/// Lets many writers share one `fsync`: a writer whose line is not yet durable either runs
/// the next sync itself or waits for the one in progress, and every sync covers all the lines
/// written before it started.
///
/// Without it, each deposit paid a whole `fsync` while holding the ledger's lock, so balance
/// reads queued behind the disk. With it, the sync runs outside every lock but this one's
/// condition, and the cost of one `fsync` is shared by every deposit that arrived during the
/// previous one.
final class GroupCommit: @unchecked Sendable {
    // Every stored property below is read and written only with `condition` locked.
    private let condition = NSCondition()
    private var durableLength: Int
    private var syncing = false
    private var failure: DepositJournalError?

    /// Starts with the first `durableLength` bytes of the file already on disk.
    init(durableLength: Int) {
        self.durableLength = durableLength
    }

    /// Returns once the file's first `end` bytes are durable. `sync` is called by at most one
    /// caller at a time, with no lock held; it returns how many bytes it made durable. A failed
    /// sync fails this call and every later one: after `fsync` fails, the kernel may have
    /// dropped the unsynced pages, so nothing written since the last good sync can be trusted.
    func waitUntilDurable(
        through end: Int, sync: () throws(DepositJournalError) -> Int
    ) throws(DepositJournalError) {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let failure { throw failure }
            if durableLength >= end { return }
            if syncing {
                condition.wait()
                continue
            }
            syncing = true
            condition.unlock()
            let outcome = Result { () throws(DepositJournalError) in try sync() }
            condition.lock()
            syncing = false
            switch outcome {
            case .success(let length): durableLength = max(durableLength, length)
            case .failure(let error): failure = error
            }
            condition.broadcast()
        }
    }

    /// Runs `body` while no sync is running and none can start, so it may close the file.
    func whileIdle<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        while syncing { condition.wait() }
        return body()
    }
}
