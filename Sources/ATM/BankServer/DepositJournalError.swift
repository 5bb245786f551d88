/// Why the deposit journal could not be opened, read or written, worded for the operator.
public enum DepositJournalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be opened or created.
    case cannotOpen(path: String, reason: String)
    /// Another process (or another journal in this one) already has the file open.
    case inUse(path: String)
    /// The file could not be read.
    case cannotRead(path: String, reason: String)
    /// A line before the last one is not a valid entry. The file is left untouched: a person
    /// must decide what to do, since dropping a credited deposit silently would lose money.
    case corruptLine(path: String, lineNumber: Int, reason: String)
    /// The file's end is not the end of a line or of a torn line: it is not a journal.
    case notAJournal(path: String, reason: String)
    /// The journal ends before the bytes its state record says were on disk: acknowledged
    /// deposits are missing.
    case shorterThanAcknowledged(path: String, length: Int, recorded: JournalState, statePath: String)
    /// The journal's first bytes do not hold the deposits its state record says they held.
    case changedFromOutside(
        path: String, recorded: JournalState, foundDeposits: Int, foundBytes: Int, statePath: String)
    /// The state record cannot be opened or read.
    case unusableState(path: String, reason: String)
    /// An entry could not be written; nothing of it is in the journal, and the deposit was
    /// not credited.
    case cannotWrite(path: String, reason: String)
    /// An entry was written, but `fsync` failed, so whether it reached the disk is not known.
    /// The journal accepts nothing more; the next start reads back what is on disk and
    /// credits the entry if it is there. Until then, the deposit's outcome is unknown.
    case durabilityUnknown(path: String, reason: String)
    /// The journal is missing, but its state record says it held acknowledged deposits.
    case missing(path: String, recorded: JournalState, statePath: String)
    /// The journal was closed.
    case closed(path: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            "cannot open the deposit journal \(path): \(reason)"
        case .inUse(let path):
            "the deposit journal \(path) is in use by another bank-server"
        case .cannotRead(let path, let reason):
            "cannot read the deposit journal \(path): \(reason)"
        case .corruptLine(let path, let lineNumber, let reason):
            "the deposit journal \(path) is corrupt at line \(lineNumber): \(reason); repair or move the file"
        case .notAJournal(let path, let reason):
            "the deposit journal \(path) is not a journal: \(reason); repair or move the file"
        case .shorterThanAcknowledged(let path, let length, let recorded, let statePath):
            "the deposit journal \(path) is shorter than what the bank acknowledged: it holds \(length) bytes, "
                + "but \(recorded.deposits) deposits in \(recorded.durableBytes) bytes were on disk (\(statePath)); "
                + "it was cut or replaced from outside: restore it, or remove \(statePath) to start from it as it is"
        case .changedFromOutside(let path, let recorded, let foundDeposits, let foundBytes, let statePath):
            "the deposit journal \(path) was changed from outside: its first \(recorded.durableBytes) bytes held "
                + "\(recorded.deposits) deposits (\(statePath)), but now \(foundDeposits) deposits end at byte \(foundBytes); "
                + "restore it, or remove \(statePath) to start from it as it is"
        case .unusableState(let path, let reason):
            "the deposit journal's state record \(path) cannot be used: \(reason); "
                + "remove it to start without checking the journal against it"
        case .cannotWrite(let path, let reason):
            "cannot write to the deposit journal \(path): \(reason)"
        case .durabilityUnknown(let path, let reason):
            "the deposit journal \(path) could not be made durable (\(reason)): the deposit is written but "
                + "may not be on disk; restart the server, which credits it if it is"
        case .missing(let path, let recorded, let statePath):
            "the deposit journal \(path) is missing, but \(recorded.deposits) deposits in \(recorded.durableBytes) bytes "
                + "were on disk (\(statePath)); restore it, or remove \(statePath) to start an empty journal"
        case .closed(let path):
            "the deposit journal \(path) is closed"
        }
    }
}
