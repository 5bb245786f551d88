// G1's types: the shapes of ATMLib's BillScanner, BankAPI's NetworkExecutor and ATMLib's
// ATMDepositer(scanner:network:), kept here so the benchmark's graph stays fixed while the
// app's types evolve. They live in their own module, as the app's do, so a factory such as
// `ATMDepositer.init` is a call into another module, exactly as in the app.

/// Counts bills; unscoped, no dependencies (like ATMLib.BillScanner, an empty struct).
public struct BillScanner: Sendable {
    public init() {}

    public func total(of bills: [Int]) -> Int { bills.reduce(0, +) }
}

/// The bank client protocol; bound as a singleton behind `any NetworkExecutor`.
public protocol NetworkExecutor: Sendable {
    func deposit(cents: Int, to account: String) async throws -> Int
}

/// The singleton behind `any NetworkExecutor`: a final class that never talks to a bank.
public final class BenchNetworkExecutor: NetworkExecutor {
    public init() {}

    public func deposit(cents: Int, to account: String) async throws -> Int { cents }
}

/// Deposits bills through the scanner and the bank client; unscoped.
public struct ATMDepositer: Sendable {
    private let scanner: BillScanner
    private let network: any NetworkExecutor

    public init(scanner: BillScanner, network: any NetworkExecutor) {
        self.scanner = scanner
        self.network = network
    }

    public func deposit(_ bills: [Int], to account: String) async throws -> Int {
        try await network.deposit(cents: scanner.total(of: bills) * 100, to: account)
    }
}
