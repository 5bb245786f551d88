import Synchronization
import Wiring

// Small ATM-shaped types shared by the core tests. They mirror the real libraries but live
// here so the framework's tests depend on nothing but the framework.

protocol NetworkExecutor: Sendable {
    func send(_ cents: Int) -> Int
}

final class BankNetworkExecutor: NetworkExecutor {
    init() {}
    func send(_ cents: Int) -> Int { cents }
}

struct BillScanner: Sendable, Equatable {}

final class ATMDepositer: Sendable {
    let scanner: BillScanner
    let network: any NetworkExecutor
    init(scanner: BillScanner, network: any NetworkExecutor) {
        self.scanner = scanner
        self.network = network
    }
}

/// The usual three-binding ATM graph.
enum ATMModule: Module {
    static func configure(binder: Binder) {
        binder.bind(BillScanner.self).to(factory: BillScanner.init)
        binder.bind((any NetworkExecutor).self).scoped(.singleton).to(factory: BankNetworkExecutor.init)
        binder.bind(ATMDepositer.self).to(factory: ATMDepositer.init)
    }
}

/// Counts calls across threads, for "made exactly once" and "made on demand" checks.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    @discardableResult func increment() -> Int { value.add(1, ordering: .relaxed).newValue }
    var count: Int { value.load(ordering: .relaxed) }
}

/// A class whose instances are counted, so a test can see when the graph makes one.
final class Counted: Sendable {
    let number: Int
    init(counter: Counter) { number = counter.increment() }
}

/// The location of the line that calls this, for asserting on diagnostics.
func here(line: Int = #line) -> Int { line }
