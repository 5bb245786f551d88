import Foundation

@testable import BankServer

/// Opens the journal at `path` again, after the test closed it.
///
/// `flock` releases the journal's lock once every copy of its descriptor is closed. A process
/// that another test spawns at that moment holds a copy until it starts its program, when
/// `O_CLOEXEC` closes it, so a reopen can briefly find the journal in use. It tries again for
/// up to five seconds; any other error, or a lock that outlasts that, fails the test.
/// `sync`, when given, stands in for `fsync(2)`.
func reopenJournal(at path: String, sync: (@Sendable (Int32) -> Int32)? = nil) throws -> DepositJournal {
    let deadline = ContinuousClock.now.advanced(by: .seconds(5))
    while true {
        do {
            if let sync { return try DepositJournal(path: path, sync: sync) }
            return try DepositJournal(path: path)
        } catch {
            guard case .inUse = error, ContinuousClock.now < deadline else { throw error }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }
}

/// Every entry of `journal`, read with ``DepositJournal/replay(_:)`` (which a journal allows once).
func replayedEntries(of journal: DepositJournal) throws -> [JournalEntry] {
    var entries: [JournalEntry] = []
    try journal.replay { entry, _ in entries.append(entry) }
    return entries
}
