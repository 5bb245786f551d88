import BankAPI
import Foundation
import Testing

@testable import BankServer

@Suite("Handler without the network")
struct BankAPIHandlerTests {
    @Test func aDepositTheJournalCouldNotWriteIsNotCredited() throws {
        let directory = try TemporaryDirectory()
        let journal = try DepositJournal(path: directory.path("journal.jsonl"))
        let ledger = try Ledger(journal: journal)
        let logged = CapturedLines()
        let handler = BankAPIHandler(
            ledger: ledger, authenticator: BearerTokenAuthenticator(token: "t"), log: { logged.append($0) })
        journal.close()
        let request = HTTPRequest(
            method: "POST", target: "/v1/accounts/acc-1/deposits",
            headers: HTTPHeaders([
                HTTPHeaderField(name: "Authorization", value: "Bearer t"),
                HTTPHeaderField(name: "Idempotency-Key", value: "k"),
            ]),
            body: Data(#"{"amountMinorUnits": 5}"#.utf8))
        let response = handler.respond(to: request)
        #expect(response.status == .internalServerError)
        #expect(String(decoding: response.body, as: UTF8.self).contains(#""error":"not_credited""#))
        #expect(logged.all.count == 1)
    }

    @Test func anEmptyConfiguredTokenAcceptsNobody() {
        let authenticator = BearerTokenAuthenticator(token: "")
        #expect(!authenticator.authorizes(authorizationHeader: "Bearer "))
        #expect(!authenticator.authorizes(authorizationHeader: nil))
    }
}
