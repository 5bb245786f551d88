import BankServer
import Wiring

/// The bank's storage, built once `bank-server`'s options are parsed, from those options.
///
/// Opening the journal reads and checks the whole file, and can fail: an unwritable path, a
/// journal another server holds, a corrupt line. Its factory is asynchronous and throwing,
/// so the child is built with `try await`, and a failure is reported as
/// `Wiring.CreationFailed` at the binding below, with the system's reason.
public enum BankStorageComponent: ChildComponent {
    public typealias Seed = BankServerOptions
    public typealias Root = BankStorage
    public static let scope = Scope("bank-storage")

    public static func configure(binder: Binder) {
        binder.bind(DepositJournal.self).scoped(scope).to(asyncFactory: { (options: BankServerOptions) async throws in
            try DepositJournal(path: options.journalPath)
        })
        binder.bind(Ledger.self).scoped(scope).to(asyncFactory: { (journal: DepositJournal) async throws in
            try Ledger(journal: journal)
        })
        binder.bind(BankStorage.self).to(factory: BankStorage.init)
    }
}
