import BankAPI
import Foundation
import Testing

@testable import BankServer

@Suite("Bank API routes")
struct BankAPIRouteTests {
    @Test func depositThenBalance() async throws {
        try await withTestBank { bank, _ in
            let reply = try bank.deposit(500, key: "key-1")
            #expect(reply.status == 200)
            #expect(reply.headers["content-type"] == "application/json")
            #expect(reply.headers["connection"] == "close")
            let confirmation = try reply.decode(DepositConfirmation.self)
            #expect(
                confirmation
                    == DepositConfirmation(
                        depositID: "dep-000001", accountID: try #require(AccountID("acc-1")),
                        amount: Money(minorUnits: 500), balance: Money(minorUnits: 500), replayed: false))

            let second = try bank.deposit(250, key: "key-2").decode(DepositConfirmation.self)
            #expect(second.depositID == "dep-000002")
            #expect(second.balance == Money(minorUnits: 750))

            let balance = try bank.balance()
            #expect(balance.status == 200)
            #expect(balance.headers["content-type"] == "application/json")
            #expect(try balance.decode(BalanceResponseBody.self).balance == Money(minorUnits: 750))
            #expect(try bank.balanceCents(of: "nobody") == 0)
        }
    }

    @Test func missingOrWrongTokenIsUnauthorized() async throws {
        try await withTestBank { bank, _ in
            let path = "/v1/accounts/acc-1/balance"
            let none = try RawHTTP.send(port: bank.port, "GET", path)
            #expect(none.status == 401)
            #expect(none.errorCode == "unauthorized")
            #expect(none.headers["www-authenticate"] == "Bearer")
            for header in [
                "Bearer wrong-token", "Bearer test-token-12", "Bearer test-token-1234", "Basic dGVzdA==", "Bearer ",
                TestBank.token,
            ] {
                let reply = try RawHTTP.send(port: bank.port, "GET", path, headers: [("Authorization", header)])
                #expect(reply.status == 401, "\(header)")
            }
            let deposit = try RawHTTP.send(
                port: bank.port, "POST", "/v1/accounts/acc-1/deposits",
                headers: [("Authorization", "Bearer nope"), ("Idempotency-Key", "k")], body: #"{"amountMinorUnits":5}"#)
            #expect(deposit.status == 401)
            #expect(try bank.balanceCents() == 0)
            // The scheme is case-insensitive.
            let lowercase = try RawHTTP.send(
                port: bank.port, "GET", path, headers: [("authorization", "bearer \(TestBank.token)")])
            #expect(lowercase.status == 200)
        }
    }

    @Test func malformedBodiesAreBadRequests() async throws {
        try await withTestBank { bank, _ in
            let cases: [(body: String, messageFragment: String)] = [
                ("{not json", "line 1, column 2: expected a string key or '}', found 'not'"),
                ("{}", "missing \"amountMinorUnits\""),
                (#"{"amountMinorUnits": "500"}"#, "whole number of cents"),
                (#"{"amountMinorUnits": 5.5}"#, "'5.5' is not a whole number"),
                (#"{"amountMinorUnits": null}"#, "whole number of cents"),
                (#"{"amountMinorUnits": 1e40}"#, "'1e40' is not a whole number"),
                ("[500]", "JSON object"),
                ("", "body is empty"),
            ]
            for (index, testCase) in cases.enumerated() {
                let reply = try RawHTTP.send(
                    port: bank.port, "POST", "/v1/accounts/acc-1/deposits",
                    headers: [TestBank.authorization, ("Idempotency-Key", "k-\(index)")], body: testCase.body)
                #expect(reply.status == 400, "\(testCase.body)")
                #expect(reply.errorCode == "bad_request")
                #expect(
                    reply.errorMessage.contains(testCase.messageFragment), "\(testCase.body): \(reply.errorMessage)")
            }
            // No Content-Length at all: an empty body.
            let noLength = try RawHTTP.send(
                port: bank.port, "POST", "/v1/accounts/acc-1/deposits",
                headers: [TestBank.authorization, ("Idempotency-Key", "k-x")])
            #expect(noLength.status == 400)
            #expect(try bank.balanceCents() == 0)
        }
    }

    /// 513 `[` made the toolchain's JSON decoder trap and took the whole bank down; deep
    /// nesting in any encoding the decoder reads must be one 400, and the bank keeps serving.
    @Test func deeplyNestedBodiesAreBadRequestsAndTheBankKeepsServing() async throws {
        try await withTestBank { bank, _ in
            let deep = String(repeating: "[", count: 513)
            let bodies: [[UInt8]] = [
                Array(deep.utf8),
                Array((String(repeating: #"{"a":"#, count: 40) + "1" + String(repeating: "}", count: 40)).utf8),
                Array(try #require(deep.data(using: .utf16LittleEndian))),
            ]
            for (index, body) in bodies.enumerated() {
                let head = RawHTTP.requestBytes(
                    "POST", "/v1/accounts/acc-1/deposits",
                    headers: [
                        TestBank.authorization, ("Idempotency-Key", "deep-\(index)"),
                        ("Content-Length", "\(body.count)"),
                    ])
                let reply = try RawHTTP.exchange(port: bank.port, bytes: head + body)
                #expect(reply.status == 400, "body \(index)")
                #expect(reply.errorCode == "bad_request")
                // Text that is not UTF-8 is refused before its nesting is looked at.
                let expected =
                    index == 2 ? "the text is not UTF-8" : "nested more than \(JSONSyntaxCheck.maximumDepth) deep"
                #expect(reply.errorMessage.contains(expected), "\(reply.errorMessage)")
            }
            #expect(try bank.deposit(500, key: "after-deep").status == 200)
            #expect(try bank.balanceCents() == 500)
        }
    }

    /// JSONDecoder read each of these as a deposit: 1e2, 100.0 and 99.999999999999999999 as 100
    /// cents, the first of two amounts, a trailing comma as nothing. Money has one reading only.
    @Test func amountsThatAreNotExactlyOneWholeNumberAreBadRequests() async throws {
        try await withTestBank { bank, _ in
            let cases: [(body: String, reason: String)] = [
                (#"{"amountMinorUnits": 1e2}"#, "line 1, column 22: '1e2' is not a whole number"),
                (#"{"amountMinorUnits": 100.0}"#, "line 1, column 22: '100.0' is not a whole number"),
                (#"{"amountMinorUnits": 99.999999999999999999}"#, "'99.999999999999999999' is not a whole number"),
                (#"{"amountMinorUnits": 99999999999999999999}"#, "'99999999999999999999' is too large"),
                (
                    #"{"amountMinorUnits": 500,}"#,
                    "line 1, column 26: a comma before '}' is not allowed here (a trailing comma)"
                ),
                (
                    #"{"amountMinorUnits": 1, "amountMinorUnits": 100000}"#,
                    #"the key "amountMinorUnits" appears more than once"#
                ),
                (
                    #"{"amountMinorUnits": 1, "amountMinorUnit\u0073": 100000}"#,
                    #"the key "amountMinorUnits" appears more than once"#
                ),
            ]
            for (index, testCase) in cases.enumerated() {
                let reply = try RawHTTP.send(
                    port: bank.port, "POST", "/v1/accounts/acc-1/deposits",
                    headers: [TestBank.authorization, ("Idempotency-Key", "exact-\(index)")], body: testCase.body)
                #expect(reply.status == 400, "\(testCase.body)")
                #expect(reply.errorCode == "bad_request")
                #expect(reply.errorMessage.contains(testCase.reason), "\(testCase.body): \(reply.errorMessage)")
            }
            #expect(try bank.balanceCents() == 0)
            #expect(try bank.deposit(100, key: "exact-ok").status == 200)
        }
    }

    @Test func idempotencyKeyIsRequiredAndChecked() async throws {
        try await withTestBank { bank, _ in
            let missing = try bank.deposit(500, key: nil)
            #expect(missing.status == 400)
            #expect(missing.errorMessage.contains("Idempotency-Key"))
            for key in ["has space", "semi;colon", String(repeating: "k", count: 129)] {
                let invalid = try bank.deposit(500, key: key)
                #expect(invalid.status == 400, "\(key)")
                #expect(invalid.errorCode == "bad_request")
            }
            #expect(try bank.balanceCents() == 0)
        }
    }

    /// The first of two keys won, while two Content-Length headers were already refused.
    @Test func twoIdempotencyKeysAreRefusedLikeTwoContentLengths() async throws {
        try await withTestBank { bank, _ in
            for second in ["other-key", "same-key"] {
                let reply = try bank.deposit(500, key: "same-key", extraHeaders: [("Idempotency-Key", second)])
                #expect(reply.status == 400, "\(second)")
                #expect(reply.errorMessage == "send exactly one Idempotency-Key header")
            }
            #expect(try bank.balanceCents() == 0)
        }
    }

    @Test func nonPositiveAmountsAreBadRequests() async throws {
        try await withTestBank { bank, _ in
            for (index, cents) in [-500, 0].enumerated() {
                let reply = try bank.deposit(cents, key: "neg-\(index)")
                #expect(reply.status == 400)
                #expect(reply.errorCode == "bad_request")
                #expect(reply.errorMessage.contains("positive"))
            }
            #expect(try bank.balanceCents() == 0)
        }
    }

    @Test func invalidAccountIDIsBadRequest() async throws {
        try await withTestBank { bank, _ in
            let tooLong = String(repeating: "a", count: 65)
            for account in ["bad_id", "bad!", "%41", tooLong] {
                let balance = try bank.balance(of: account)
                #expect(balance.status == 400, "\(account)")
                #expect(balance.errorMessage.contains("invalid account id"))
                let deposit = try bank.deposit(5, to: account, key: "k")
                #expect(deposit.status == 400, "\(account)")
            }
            // An empty id segment is the right shape with a bad id.
            #expect(
                try RawHTTP.send(port: bank.port, "GET", "/v1/accounts//balance", headers: [TestBank.authorization])
                    .status == 400)
        }
    }

    @Test func unknownPathsAndWrongMethods() async throws {
        try await withTestBank { bank, _ in
            for path in [
                "/", "/v1", "/v1/accounts/acc-1", "/v1/accounts/acc-1/balance/", "/v2/accounts/acc-1/balance",
                "/v1/accounts/acc-1/withdrawals",
            ] {
                let reply = try RawHTTP.send(port: bank.port, "GET", path, headers: [TestBank.authorization])
                #expect(reply.status == 404, "\(path)")
                #expect(reply.errorCode == "not_found")
            }
            let getDeposits = try RawHTTP.send(
                port: bank.port, "GET", "/v1/accounts/acc-1/deposits", headers: [TestBank.authorization])
            #expect(getDeposits.status == 405)
            #expect(getDeposits.errorCode == "method_not_allowed")
            #expect(getDeposits.headers["allow"] == "POST")
            let postBalance = try RawHTTP.send(
                port: bank.port, "POST", "/v1/accounts/acc-1/balance", headers: [TestBank.authorization], body: "{}")
            #expect(postBalance.status == 405)
            #expect(postBalance.headers["allow"] == "GET")
            let delete = try RawHTTP.send(
                port: bank.port, "DELETE", "/v1/accounts/acc-1/balance", headers: [TestBank.authorization])
            #expect(delete.status == 405)
            // A query string does not change the route.
            let withQuery = try RawHTTP.send(
                port: bank.port, "GET", "/v1/accounts/acc-1/balance?x=1", headers: [TestBank.authorization])
            #expect(withQuery.status == 200)
        }
    }

    @Test func depositsOverTheLimitAreDeclined() async throws {
        try await withTestBank { bank, _ in
            let reply = try bank.deposit(2_000_000, key: "big")
            #expect(reply.status == 422)
            #expect(reply.errorCode == "declined")
            #expect(reply.errorMessage == "deposit of $20000.00 exceeds the per-deposit limit of $10000.00")
            #expect(try bank.balanceCents() == 0)
            // Exactly the limit is fine.
            #expect(try bank.deposit(1_000_000, key: "at-limit").status == 200)
        }
    }

    @Test func repeatedKeyReplaysWithoutCreditingAgain() async throws {
        try await withTestBank { bank, _ in
            let first = try bank.deposit(500, key: "once").decode(DepositConfirmation.self)
            _ = try bank.deposit(100, key: "other")
            let again = try bank.deposit(500, key: "once")
            #expect(again.status == 200)
            let replay = try again.decode(DepositConfirmation.self)
            #expect(replay.replayed)
            #expect(replay.depositID == first.depositID)
            #expect(replay.amount == first.amount)
            #expect(replay.balance == first.balance)
            #expect(try bank.balanceCents() == 600)
        }
    }

    @Test func reusedKeyForAnotherDepositIsAConflict() async throws {
        try await withTestBank { bank, _ in
            #expect(try bank.deposit(500, key: "shared").status == 200)
            let otherAmount = try bank.deposit(600, key: "shared")
            #expect(otherAmount.status == 409)
            #expect(otherAmount.errorCode == "idempotency_conflict")
            #expect(otherAmount.errorMessage.contains("$5.00"))
            let otherAccount = try bank.deposit(500, to: "acc-2", key: "shared")
            #expect(otherAccount.status == 409)
            #expect(try bank.balanceCents() == 500)
            #expect(try bank.balanceCents(of: "acc-2") == 0)
        }
    }

    @Test func concurrentDepositsAreAllCreditedExactlyOnce() async throws {
        try await withTestBank { bank, _ in
            let port = bank.port
            let statuses = try await runOnThreads(12) { index -> String in
                do {
                    let reply = try RawHTTP.send(
                        port: port, "POST", "/v1/accounts/acc-1/deposits",
                        headers: [TestBank.authorization, ("Idempotency-Key", "concurrent-\(index)")],
                        body: #"{"amountMinorUnits": 100}"#)
                    return reply.status == 200
                        ? (try reply.decode(DepositConfirmation.self)).depositID : "status \(reply.status)"
                } catch {
                    return "error \(error)"
                }
            }
            #expect(statuses.count == 12)
            #expect(Set(statuses).count == 12, "\(statuses)")
            #expect(statuses.allSatisfy { $0.hasPrefix("dep-") }, "\(statuses)")
            #expect(try bank.balanceCents() == 1200)

            // The same key sent at once from many clients is credited once.
            let replays = try await runOnThreads(8) { _ -> Bool? in
                let reply = try? RawHTTP.send(
                    port: port, "POST", "/v1/accounts/acc-2/deposits",
                    headers: [TestBank.authorization, ("Idempotency-Key", "same-key")],
                    body: #"{"amountMinorUnits": 300}"#)
                return try? reply?.decode(DepositConfirmation.self).replayed
            }
            #expect(replays.count == 8)
            #expect(replays.filter { $0 == false }.count == 1)
            #expect(replays.filter { $0 == true }.count == 7)
            #expect(try bank.balanceCents(of: "acc-2") == 300)
        }
    }

    @Test func logNamesMethodPathAndStatusButNeverTheToken() async throws {
        try await withTestBank { bank, _ in
            _ = try bank.deposit(500, key: "logged")
            _ = try RawHTTP.send(port: bank.port, "GET", "/v1/accounts/acc-1/balance")
            try await Task.sleep(for: .milliseconds(50))
            let lines = bank.log.all
            #expect(lines.contains { $0.hasPrefix("POST /v1/accounts/acc-1/deposits 200") }, "\(lines)")
            #expect(lines.contains { $0.hasPrefix("GET /v1/accounts/acc-1/balance 401") }, "\(lines)")
            #expect(!lines.contains { $0.contains(TestBank.token) })
        }
    }
}
