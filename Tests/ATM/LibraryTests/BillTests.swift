import ATMLib
import BankAPI
import Testing

@Suite("Bill parsing")
struct BillTests {
    @Test("every denomination parses to its value in cents", arguments: Bill.denominations)
    func parsesDenominations(dollars: Int) throws {
        let bill = try Bill(parsing: String(dollars))
        #expect(bill.value == Money(minorUnits: dollars * 100))
    }

    @Test("a dollar sign and surrounding spaces are accepted")
    func acceptsDollarSignAndSpaces() throws {
        #expect(try Bill(parsing: "$20").value == Money(minorUnits: 2_000))
        #expect(try Bill(parsing: "  50\t").value == Money(minorUnits: 5_000))
        #expect(try Bill(parsing: " $100 ").value.description == "$100.00")
    }

    @Test(
        "anything but a denomination is rejected",
        arguments: [
            "12x", "-20", "0", "7", "", " ", "$", "$$20", "20.00", "+20", "2 0", "twenty",
            "99999999999999999999999999", "9223372036854775807",
        ])
    func rejects(text: String) {
        #expect(throws: BillError.self) { try Bill(parsing: text) }
    }

    @Test("the error names the text and lists the accepted bills")
    func errorMessage() {
        #expect(throws: BillError(text: "12x")) { try Bill(parsing: "12x") }
        #expect(
            BillError(text: "12x").description
                == "'12x' is not a valid bill; accepted bills are 1, 2, 5, 10, 20, 50, 100")
    }

    @Test("money prints as dollars and cents")
    func moneyDescription() {
        #expect(Money(minorUnits: 17_000).description == "$170.00")
        #expect(Money(minorUnits: 5).description == "$0.05")
        #expect(Money(minorUnits: -525).description == "-$5.25")
    }
}
