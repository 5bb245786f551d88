import ATMLib
import BankAPI
import Testing

@Suite("BillScanner")
struct BillScannerTests {
    let scanner = BillScanner()

    @Test("totals the bills in cents")
    func totals() throws {
        #expect(try scanner.total(of: bills(20, 50, 100)) == Money(minorUnits: 17_000))
    }

    @Test("an empty slot is an error")
    func noBills() {
        #expect(throws: DepositError.noBills) { try scanner.total(of: []) }
    }

    @Test("fifty bills fit, fifty-one do not")
    func limit() throws {
        let fifty = try Array(repeating: Bill(parsing: "100"), count: 50)
        #expect(try scanner.total(of: fifty) == Money(minorUnits: 500_000))
        #expect(throws: DepositError.tooManyBills(count: 51, limit: 50)) {
            try scanner.total(of: fifty + bills(1))
        }
    }

    @Test("deposit errors read as one line")
    func descriptions() {
        #expect(DepositError.noBills.description == "no bills were inserted")
        #expect(DepositError.tooManyBills(count: 51, limit: 50).description.contains("51"))
        #expect(DepositError.bank(.unreachable("x")).description == "the bank is not available right now (x)")
        #expect(DepositError.bank(.declined("over limit")).description == "deposit declined: over limit")
        #expect(!DepositError.bank(.unauthorized).description.contains("\n"))
    }
}
