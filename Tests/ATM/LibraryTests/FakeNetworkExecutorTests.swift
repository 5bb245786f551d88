import BankAPI
import FakeNetwork
import Testing

@Suite("FakeNetworkExecutor")
struct FakeNetworkExecutorTests {
    @Test("accounts open with $250.00 and deposits are credited")
    func success() async throws {
        let bank = FakeNetworkExecutor(scenario: .success)
        let checking = try account("checking-001")
        #expect(try await bank.balance(of: checking) == Money(minorUnits: 25_000))

        let confirmation = try await bank.deposit(Money(minorUnits: 17_000), to: checking, idempotencyKey: key("k1"))

        #expect(confirmation.depositID == "fake-1")
        #expect(confirmation.accountID == checking)
        #expect(confirmation.amount == Money(minorUnits: 17_000))
        #expect(confirmation.balance == Money(minorUnits: 42_000))
        #expect(confirmation.replayed == false)
        #expect(try await bank.balance(of: checking) == Money(minorUnits: 42_000))
        #expect(try await bank.balance(of: account("other")) == Money(minorUnits: 25_000))
    }

    @Test("the same idempotency key is credited once and replayed")
    func idempotency() async throws {
        let bank = FakeNetworkExecutor(scenario: .success)
        let checking = try account("checking-001")
        let first = try await bank.deposit(Money(minorUnits: 2_000), to: checking, idempotencyKey: key("same"))
        let again = try await bank.deposit(Money(minorUnits: 2_000), to: checking, idempotencyKey: key("same"))

        #expect(again.replayed)
        #expect(again.depositID == first.depositID)
        #expect(again.balance == first.balance)
        #expect(try await bank.balance(of: checking) == Money(minorUnits: 27_000))

        let next = try await bank.deposit(Money(minorUnits: 2_000), to: checking, idempotencyKey: key("other"))
        #expect(next.depositID == "fake-2")
        #expect(try await bank.balance(of: checking) == Money(minorUnits: 29_000))
    }

    @Test("reusing a key for a different deposit is rejected, not credited")
    func keyConflict() async throws {
        let bank = FakeNetworkExecutor(scenario: .success)
        let checking = try account("checking-001")
        _ = try await bank.deposit(Money(minorUnits: 2_000), to: checking, idempotencyKey: key("same"))
        await #expect(throws: BankError.self) {
            try await bank.deposit(Money(minorUnits: 5_000), to: checking, idempotencyKey: key("same"))
        }
        #expect(try await bank.balance(of: checking) == Money(minorUnits: 27_000))
    }

    @Test("concurrent deposits are all credited")
    func concurrentDeposits() async throws {
        let bank = FakeNetworkExecutor(scenario: .success)
        let checking = try account("checking-001")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                group.addTask {
                    _ = try await bank.deposit(Money(minorUnits: 100), to: checking, idempotencyKey: key("k\(index)"))
                }
            }
            try await group.waitForAll()
        }
        #expect(try await bank.balance(of: checking) == Money(minorUnits: 27_000))
    }

    @Test("bank-down fails deposits and balances as unreachable")
    func bankDown() async throws {
        let bank = FakeNetworkExecutor(scenario: .bankDown)
        let down = BankError.unreachable("the fake bank is down (scenario bank-down)")
        await #expect(throws: down) {
            try await bank.deposit(Money(minorUnits: 100), to: account("a"), idempotencyKey: key("k"))
        }
        await #expect(throws: down) { try await bank.balance(of: account("a")) }
    }

    @Test("declined declines deposits but still answers balances")
    func declined() async throws {
        let bank = FakeNetworkExecutor(scenario: .declined)
        await #expect(throws: BankError.declined("the fake bank declined this deposit (scenario declined)")) {
            try await bank.deposit(Money(minorUnits: 100), to: account("a"), idempotencyKey: key("k"))
        }
        #expect(try await bank.balance(of: account("a")) == Money(minorUnits: 25_000))
    }

    @Test(
        "deposits over the limit are declined in every scenario",
        arguments: [
            FakeBankScenario.success, .bankDown, .declined,
        ])
    func overLimit(scenario: FakeBankScenario) async throws {
        let bank = FakeNetworkExecutor(scenario: scenario)
        let overLimit = Money(minorUnits: WireFormat.depositLimit.minorUnits + 1)
        let error = await #expect(throws: BankError.self) {
            try await bank.deposit(overLimit, to: account("a"), idempotencyKey: key("k"))
        }
        guard case .declined(let reason) = error else {
            Issue.record("expected declined, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("$10000.00"))
    }

    @Test("exactly the limit is credited")
    func atLimit() async throws {
        let bank = FakeNetworkExecutor(scenario: .success)
        let confirmation = try await bank.deposit(WireFormat.depositLimit, to: account("a"), idempotencyKey: key("k"))
        #expect(confirmation.amount == WireFormat.depositLimit)
    }

    @Test("slow answers after about 1.5 seconds, like success")
    func slow() async throws {
        let bank = FakeNetworkExecutor(scenario: .slow)
        let clock = ContinuousClock()
        let start = clock.now
        let confirmation = try await bank.deposit(Money(minorUnits: 500), to: account("a"), idempotencyKey: key("k"))
        let elapsed = start.duration(to: clock.now)
        #expect(elapsed >= .milliseconds(1400))
        #expect(confirmation.balance == Money(minorUnits: 25_500))
    }
}
