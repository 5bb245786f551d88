import ATMLib
import AccountRules
import BankAPI
import Testing

@Suite("ATMDepositer")
struct ATMDepositerTests {
    @Test("sends the total once with one idempotency key, and puts that key on the receipt")
    func sendsTotalWithOneKey() async throws {
        let network = RecordingNetworkExecutor()
        let depositer = ATMDepositer(scanner: BillScanner(), network: network, accounts: HandWiredAccounts().directory)
        let checking = try account("checking-001")

        let receipt = try await depositer.deposit(bills(20, 50, 100), to: checking)

        let calls = network.depositCalls
        #expect(calls.count == 1)
        #expect(calls.first?.amount == Money(minorUnits: 17_000))
        #expect(calls.first?.account == checking)
        #expect(calls.first?.idempotencyKey == receipt.idempotencyKey)
        #expect(receipt.total == Money(minorUnits: 17_000))
        #expect(receipt.bills == (try bills(20, 50, 100)))
        #expect(receipt.confirmation.depositID == "stub-1")
    }

    @Test("each deposit gets a fresh key")
    func freshKeyPerDeposit() async throws {
        let network = RecordingNetworkExecutor()
        let depositer = ATMDepositer(scanner: BillScanner(), network: network, accounts: HandWiredAccounts().directory)
        _ = try await depositer.deposit(bills(20), to: account("a"))
        _ = try await depositer.deposit(bills(20), to: account("a"))
        let keys = network.depositCalls.map(\.idempotencyKey)
        #expect(keys.count == 2)
        #expect(Set(keys).count == 2)
    }

    @Test("counting problems never reach the bank")
    func scannerErrorsStopBeforeTheBank() async throws {
        let network = RecordingNetworkExecutor()
        let depositer = ATMDepositer(scanner: BillScanner(), network: network, accounts: HandWiredAccounts().directory)
        await #expect(throws: DepositError.noBills) { try await depositer.deposit([], to: account("a")) }
        #expect(network.depositCalls.isEmpty)
    }

    @Test("bank errors are wrapped")
    func wrapsBankErrors() async throws {
        let network = RecordingNetworkExecutor(depositFailure: .declined("no"))
        let depositer = ATMDepositer(scanner: BillScanner(), network: network, accounts: HandWiredAccounts().directory)
        await #expect(throws: DepositError.bank(.declined("no"))) {
            try await depositer.deposit(bills(5), to: account("a"))
        }
    }

    /// A depositer whose accounts follow `json`, with the bank stub it talks to.
    private func depositer(
        config json: String, network: RecordingNetworkExecutor = RecordingNetworkExecutor()
    ) throws -> (ATMDepositer, HandWiredAccounts, BankConfigFile) {
        let file = try BankConfigFile(json)
        let accounts = HandWiredAccounts(store: BankSettingsStore(environment: file.environment))
        return (ATMDepositer(scanner: BillScanner(), network: network, accounts: accounts.directory), accounts, file)
    }

    @Test("the account's fee is kept: the bank is sent the rest, and the receipt shows both")
    func appliesTheFee() async throws {
        let network = RecordingNetworkExecutor()
        let (depositer, accounts, _) = try depositer(
            config: #"{"accounts": {"alice": {"depositFeeMinorUnits": 150}}}"#, network: network)
        let alice = try account("alice")

        let receipt = try await depositer.deposit(bills(20, 50, 100), to: alice)

        #expect(network.depositCalls.map(\.amount) == [Money(minorUnits: 16_850)])
        #expect(receipt.total == Money(minorUnits: 17_000))
        #expect(receipt.fee == Money(minorUnits: 150))
        #expect(receipt.credited == Money(minorUnits: 16_850))
        #expect(accounts.services(for: alice).activity.events == ["deposited $170.00 (fee $1.50, credited $168.50)"])
    }

    @Test("other accounts get the default section's rules")
    func otherAccountsGetTheDefaults() async throws {
        let network = RecordingNetworkExecutor()
        let (depositer, accounts, _) = try depositer(
            config: #"{"default": {"depositFeeMinorUnits": 100}, "accounts": {"alice": {"depositFeeMinorUnits": 0}}}"#,
            network: network)
        let alice = try await depositer.deposit(bills(20), to: account("alice"))
        let bob = try await depositer.deposit(bills(20), to: account("bob"))
        #expect(alice.fee == .zero)
        #expect(bob.fee == Money(minorUnits: 100))
        #expect(network.depositCalls.map(\.amount) == [Money(minorUnits: 2_000), Money(minorUnits: 1_900)])
        #expect(
            accounts.services(for: try account("bob")).activity.events == [
                "deposited $20.00 (fee $1.00, credited $19.00)"
            ])
    }

    @Test("a deposit over the account's limit is refused without calling the bank")
    func refusesOverTheLimit() async throws {
        let network = RecordingNetworkExecutor()
        let (depositer, accounts, _) = try depositer(
            config: #"{"accounts": {"alice": {"depositLimitMinorUnits": 50000}}}"#, network: network)
        let alice = try account("alice")
        let over = DepositError.refused(.overLimit(total: Money(minorUnits: 60_000), limit: Money(minorUnits: 50_000)))
        await #expect(throws: over) {
            try await depositer.deposit(bills(100, 100, 100, 100, 100, 100), to: alice)
        }
        #expect(over.description == "deposit declined: $600.00 is over this account's deposit limit of $500.00")
        #expect(network.depositCalls.isEmpty)
        #expect(
            accounts.services(for: alice).activity.events
                == ["deposit of $600.00 refused: $600.00 is over this account's deposit limit of $500.00"])

        // At the limit is fine.
        let receipt = try await depositer.deposit(bills(100, 100, 100, 100, 100), to: alice)
        #expect(receipt.total == Money(minorUnits: 50_000))
        #expect(network.depositCalls.count == 1)
    }

    @Test("a deposit the fee would swallow is refused without calling the bank")
    func refusesWhatTheFeeSwallows() async throws {
        let network = RecordingNetworkExecutor()
        let (depositer, _, _) = try depositer(config: #"{"default": {"depositFeeMinorUnits": 200}}"#, network: network)
        await #expect(
            throws: DepositError.refused(
                .feeTakesEverything(total: Money(minorUnits: 200), fee: Money(minorUnits: 200)))
        ) {
            try await depositer.deposit(bills(2), to: account("a"))
        }
        #expect(network.depositCalls.isEmpty)
    }

    @Test("a failed bank call is recorded in the account's activity")
    func recordsBankFailures() async throws {
        let accounts = HandWiredAccounts()
        let depositer = ATMDepositer(
            scanner: BillScanner(), network: RecordingNetworkExecutor(depositFailure: .declined("no")),
            accounts: accounts.directory)
        await #expect(throws: DepositError.bank(.declined("no"))) {
            try await depositer.deposit(bills(5), to: account("a"))
        }
        #expect(
            accounts.services(for: try account("a")).activity.events == [
                "deposit of $5.00 failed: deposit declined: no"
            ])
    }

    @Test("a deposit the bank has not confirmed is recorded as such, not as failed")
    func recordsUnconfirmedDeposits() async throws {
        let accounts = HandWiredAccounts()
        let depositer = ATMDepositer(
            scanner: BillScanner(), network: RecordingNetworkExecutor(depositFailure: .outcomeUnknown("lost")),
            accounts: accounts.directory)
        await #expect(throws: DepositError.bank(.outcomeUnknown("lost"))) {
            try await depositer.deposit(bills(5), to: account("a"))
        }
        #expect(
            accounts.services(for: try account("a")).activity.events == [
                "deposit of $5.00 not confirmed by the bank: lost"
            ])
    }
}
