import ATMLib
import BankAPI
import Testing

@Suite("ATMDepositer")
struct ATMDepositerTests {
    @Test("sends the total once with one idempotency key, and puts that key on the receipt")
    func sendsTotalWithOneKey() async throws {
        let network = RecordingNetworkExecutor()
        let depositer = ATMDepositer(scanner: BillScanner(), network: network)
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
        let depositer = ATMDepositer(scanner: BillScanner(), network: network)
        _ = try await depositer.deposit(bills(20), to: account("a"))
        _ = try await depositer.deposit(bills(20), to: account("a"))
        let keys = network.depositCalls.map(\.idempotencyKey)
        #expect(keys.count == 2)
        #expect(Set(keys).count == 2)
    }

    @Test("counting problems never reach the bank")
    func scannerErrorsStopBeforeTheBank() async throws {
        let network = RecordingNetworkExecutor()
        let depositer = ATMDepositer(scanner: BillScanner(), network: network)
        await #expect(throws: DepositError.noBills) { try await depositer.deposit([], to: account("a")) }
        #expect(network.depositCalls.isEmpty)
    }

    @Test("bank errors are wrapped")
    func wrapsBankErrors() async throws {
        let network = RecordingNetworkExecutor(depositFailure: .declined("no"))
        let depositer = ATMDepositer(scanner: BillScanner(), network: network)
        await #expect(throws: DepositError.bank(.declined("no"))) {
            try await depositer.deposit(bills(5), to: account("a"))
        }
    }
}
