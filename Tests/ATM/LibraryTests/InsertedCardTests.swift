import ATMLib
import BankAPI
import Testing

@Suite("InsertedCard")
struct InsertedCardTests {
    @Test("without ATM_ACCOUNT the card is checking-001")
    func defaultAccount() throws {
        #expect(try InsertedCard(environment: [:]).account() == account("checking-001"))
    }

    @Test("ATM_ACCOUNT picks the account")
    func environmentAccount() throws {
        #expect(try InsertedCard(environment: ["ATM_ACCOUNT": "savings-7"]).account() == account("savings-7"))
    }

    @Test(
        "an invalid ATM_ACCOUNT is reported with the value and the expected format",
        arguments: [
            "bad id!", "", "../etc", String(repeating: "a", count: 65),
        ])
    func invalidAccount(value: String) {
        let card = InsertedCard(environment: ["ATM_ACCOUNT": value])
        #expect(throws: CardError(value: value)) { try card.account() }
        let message = CardError(value: value).description
        #expect(message.contains("'\(value)'"))
        #expect(message.contains(AccountID.formatDescription))
        #expect(message.contains("ATM_ACCOUNT"))
    }
}
