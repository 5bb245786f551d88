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
    /// An entry could not be written and made durable; the deposit was not credited.
    case cannotWrite(path: String, reason: String)
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
        case .cannotWrite(let path, let reason):
            "cannot write to the deposit journal \(path): \(reason)"
        case .closed(let path):
            "the deposit journal \(path) is closed"
        }
    }
}
