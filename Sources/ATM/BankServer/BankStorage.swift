/// The bank's durable state: the deposit journal and the ledger replayed from it.
///
/// `bank-server` opens it once its options are parsed, since the journal's path is one of
/// them. The app gets it from its object graph, where opening the journal is an asynchronous,
/// throwing factory, so a journal that cannot be opened is reported with the binding's place;
/// ``open(_:)`` opens it directly, for tests and tools without a graph.
public struct BankStorage: Sendable {
    public let journal: DepositJournal
    public let ledger: Ledger

    /// Storage of `ledger`, replayed from `journal`.
    public init(journal: DepositJournal, ledger: Ledger) {
        self.journal = journal
        self.ledger = ledger
    }

    /// Opens the journal at `options.journalPath` and replays it into a ledger.
    public static func open(_ options: BankServerOptions) throws(DepositJournalError) -> BankStorage {
        let journal = try DepositJournal(path: options.journalPath)
        return BankStorage(journal: journal, ledger: try Ledger(journal: journal))
    }
}
