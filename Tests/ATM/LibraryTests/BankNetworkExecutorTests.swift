import BankAPI
import Foundation
import Testing

@testable import Network

@Suite("BankNetworkExecutor")
struct BankNetworkExecutorTests {
    private static let confirmationJSON = """
        {"depositID":"dep-7","accountID":"checking-001","amountMinorUnits":17000,"balanceMinorUnits":42000,"replayed":false}
        """

    /// The default timeout is generous: the suites run in parallel, and on a loaded two-core
    /// machine a scripted server's thread was once not scheduled within 2 s, so the client
    /// timed out, retried and found the server gone. Tests about timeouts pass their own.
    private func executor(url: String, token: String? = "t0ken", timeout: String = "10") -> BankNetworkExecutor {
        var environment = ["ATM_BANK_URL": url, "ATM_BANK_TIMEOUT": timeout]
        environment["ATM_BANK_TOKEN"] = token
        return BankNetworkExecutor(endpoint: BankEndpoint(environment: environment))
    }

    private func deposit(with bank: BankNetworkExecutor, key text: String = "key-1") async throws(BankError)
        -> DepositConfirmation
    {
        guard let checking = AccountID("checking-001"), let key = IdempotencyKey(text) else {
            throw .invalidResponse("test setup")
        }
        return try await bank.deposit(Money(minorUnits: 17_000), to: checking, idempotencyKey: key)
    }

    @Test("without a token nothing is sent and the error says what to set")
    func missingToken() async throws {
        let bank = executor(url: "http://127.0.0.1:1", token: nil)
        await #expect(throws: BankError.notConfigured("set ATM_BANK_TOKEN to the bank's API token")) {
            try await deposit(with: bank)
        }
        await #expect(throws: BankError.notConfigured("set ATM_BANK_TOKEN to the bank's API token")) {
            try await bank.balance(of: account("checking-001"))
        }
    }

    @Test(
        "a bad URL or timeout is reported as not configured",
        arguments: [
            ("not a url", "2"), ("ftp://127.0.0.1:1", "2"), ("http://127.0.0.1:1", "soon"),
            ("http://127.0.0.1:1", "-1"),
            ("http://127.0.0.1:1", "1e300"), ("http://127.0.0.1:1", "nan"),
        ])
    func badConfiguration(url: String, timeout: String) async throws {
        let bank = executor(url: url, timeout: timeout)
        let error = await #expect(throws: BankError.self) { try await bank.balance(of: account("checking-001")) }
        guard case .notConfigured(let detail) = error else {
            Issue.record("expected notConfigured, got \(String(describing: error))")
            return
        }
        #expect(detail.contains(url) || detail.contains(timeout))
    }

    @Test("nothing listening is unreachable, quickly, naming the URL")
    func unreachable() async throws {
        // A refused connection must fail at once, not after the timeout. The timeout is long
        // and the bound loose, so a loaded machine cannot blur the difference.
        let bank = executor(url: "http://127.0.0.1:1", timeout: "30")
        let clock = ContinuousClock()
        let start = clock.now
        let error = await #expect(throws: BankError.self) { try await deposit(with: bank) }
        #expect(start.duration(to: clock.now) < .seconds(10))
        guard case .unreachable(let detail) = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("127.0.0.1:1"))
        await #expect(throws: BankError.self) { try await bank.balance(of: account("checking-001")) }
    }

    @Test("a deposit sends the wire format with token, JSON and idempotency key")
    func depositRequest() async throws {
        let server = try LoopbackHTTPServer(replies: [.respond(status: 200, body: Self.confirmationJSON)])
        defer { server.stop() }
        let confirmation = try await deposit(with: executor(url: server.url), key: "abc-123")

        #expect(confirmation.depositID == "dep-7")
        #expect(confirmation.balance == Money(minorUnits: 42_000))
        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/v1/accounts/checking-001/deposits")
        #expect(request.headers["authorization"] == "Bearer t0ken")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.headers["idempotency-key"] == "abc-123")
        let body = try JSONDecoder().decode(DepositRequestBody.self, from: Data(request.body.utf8))
        #expect(body.amount == Money(minorUnits: 17_000))
    }

    @Test("a deposit that got no answer is sent once more with the same key")
    func retriesOnce() async throws {
        let server = try LoopbackHTTPServer(replies: [.drop, .respond(status: 200, body: Self.confirmationJSON)])
        defer { server.stop() }
        let confirmation = try await deposit(with: executor(url: server.url), key: "same-key")
        #expect(confirmation.depositID == "dep-7")
        #expect(server.requests.map { $0.headers["idempotency-key"] } == ["same-key", "same-key"])
    }

    @Test("a deposit is asked again, with the same key, until an answer arrives within its deadline")
    func retriesUntilAnswered() async throws {
        let server = try LoopbackHTTPServer(replies: [.drop, .drop, .respond(status: 200, body: Self.confirmationJSON)])
        defer { server.stop() }
        let confirmation = try await deposit(with: executor(url: server.url), key: "kept-key")
        #expect(confirmation.depositID == "dep-7")
        #expect(server.requests.map { $0.headers["idempotency-key"] } == ["kept-key", "kept-key", "kept-key"])
    }

    /// Every answer lost, then the bank gone: the deposit may have been credited by any of the
    /// attempts, so the ATM must not say it was not.
    @Test("a deposit whose answers are all lost is not confirmed, never reported as not credited")
    func lostAnswersLeaveTheOutcomeUnknown() async throws {
        let server = try LoopbackHTTPServer(replies: Array(repeating: .drop, count: 20))
        defer { server.stop() }
        let clock = ContinuousClock()
        let start = clock.now
        let error = await #expect(throws: BankError.self) {
            try await deposit(with: executor(url: server.url, timeout: "1"), key: "lost-key")
        }
        let elapsed = start.duration(to: clock.now)
        guard case .outcomeUnknown(let detail) = error else {
            Issue.record("expected outcomeUnknown, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("closed the connection without a complete answer"), "\(detail)")
        #expect(detail.hasSuffix("asked again with the same key for 3 s"), "\(detail)")
        #expect(error?.description.hasPrefix(BankError.outcomeUnknownAdvice) == true)
        // How many attempts fit depends on how soon a loaded machine resumes the client after
        // each; that a lost answer is asked again is held by retriesUntilAnswered.
        #expect(Set(server.requests.map { $0.headers["idempotency-key"] }) == ["lost-key"])
        // Three timeouts, and a wide margin for a loaded machine: without a deadline, twenty
        // lost answers and the pauses between them would take half a minute.
        #expect(elapsed < .seconds(3) + .seconds(5), "took \(elapsed)")
    }

    @Test("a lost answer and then a bank that cannot be reached leaves the outcome unknown")
    func lostThenUnreachable() async throws {
        // One scripted connection: the next attempt finds nothing listening.
        let server = try LoopbackHTTPServer(replies: [.drop])
        let error = await #expect(throws: BankError.self) {
            try await deposit(with: executor(url: server.url))
        }
        server.stop()
        guard case .outcomeUnknown(let detail) = error else {
            Issue.record("expected outcomeUnknown, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("; then could not connect to \(server.url)"), "\(detail)")
    }

    @Test("503 is asked again after its Retry-After, with the same key")
    func serviceUnavailableIsAskedAgainAfterRetryAfter() async throws {
        let busy = "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Length: 0\r\n\r\n"
        let server = try LoopbackHTTPServer(replies: [.raw(busy), .respond(status: 200, body: Self.confirmationJSON)])
        defer { server.stop() }
        let clock = ContinuousClock()
        let start = clock.now
        let confirmation = try await deposit(with: executor(url: server.url), key: "busy-key")
        #expect(confirmation.depositID == "dep-7")
        #expect(start.duration(to: clock.now) >= .seconds(1), "Retry-After: 1 was not honoured")
        #expect(server.requests.map { $0.headers["idempotency-key"] } == ["busy-key", "busy-key"])
    }

    /// A 503 refuses the request at the door: if no answer was lost before it, nothing was credited.
    @Test("a bank that answers 503 until the deadline refused the deposit; after a lost answer, it is unknown")
    func serviceUnavailableUntilTheDeadline() async throws {
        let busy = "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Length: 0\r\n\r\n"
        let refusing = try LoopbackHTTPServer(replies: Array(repeating: .raw(busy), count: 5))
        defer { refusing.stop() }
        await #expect(throws: BankError.rejected(status: 503, message: "no details given")) {
            try await deposit(with: executor(url: refusing.url, timeout: "1"))
        }

        let losing = try LoopbackHTTPServer(replies: [.drop] + Array(repeating: .raw(busy), count: 5))
        defer { losing.stop() }
        let error = await #expect(throws: BankError.self) {
            try await deposit(with: executor(url: losing.url, timeout: "1"))
        }
        guard case .outcomeUnknown = error else {
            Issue.record("expected outcomeUnknown, got \(String(describing: error))")
            return
        }
    }

    @Test("a 500 that says the deposit was not credited is final, and never retried")
    func notCreditedIsFinal() async throws {
        let server = try LoopbackHTTPServer(replies: [
            .respond(status: 500, body: #"{"error":"not_credited","message":"ledger offline"}"#),
            .respond(status: 200, body: Self.confirmationJSON),
        ])
        defer { server.stop() }
        await #expect(throws: BankError.rejected(status: 500, message: "ledger offline")) {
            try await deposit(with: executor(url: server.url))
        }
        #expect(server.requests.count == 1)
    }

    /// The bank wrote the deposit but could not make it durable: a restart may credit it. The
    /// ATM asks again with the same key, and the answer after the restart settles it.
    @Test(
        "a 5xx that does not say 'not credited' leaves the outcome in doubt and is asked again with the same key",
        arguments: [
            (500, #"{"error":"outcome_unknown","message":"fsync failed"}"#),
            (500, #"{"error":"internal","message":"the server could not encode its response"}"#),
            (502, "Bad Gateway"),
        ])
    func doubtfulFailuresAreAskedAgain(status: Int, body: String) async throws {
        let server = try LoopbackHTTPServer(replies: [
            .respond(status: status, body: body), .respond(status: 200, body: Self.confirmationJSON),
        ])
        defer { server.stop() }
        let confirmation = try await deposit(with: executor(url: server.url), key: "doubt-key")
        #expect(confirmation.depositID == "dep-7")
        #expect(server.requests.map { $0.headers["idempotency-key"] } == ["doubt-key", "doubt-key"])
    }

    @Test("a deposit whose outcome the bank never learns is not confirmed, never rejected")
    func outcomeUnknownUntilTheDeadline() async throws {
        let unknown = #"{"error":"outcome_unknown","message":"the deposit could not be confirmed on disk"}"#
        let server = try LoopbackHTTPServer(replies: Array(repeating: .respond(status: 500, body: unknown), count: 20))
        defer { server.stop() }
        let error = await #expect(throws: BankError.self) {
            try await deposit(with: executor(url: server.url, timeout: "1"), key: "unknown-key")
        }
        guard case .outcomeUnknown(let detail) = error else {
            Issue.record("expected outcomeUnknown, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("the deposit could not be confirmed on disk"), "\(detail)")
        // How many attempts fit depends on how soon a loaded machine resumes the client; that
        // such an answer is asked again is held by doubtfulFailuresAreAskedAgain.
        #expect(Set(server.requests.map { $0.headers["idempotency-key"] }) == ["unknown-key"])
    }

    /// With a two-second timeout and a six-second deadline, an attempt that starts after four
    /// seconds could be cut short by the deadline rather than by the bank; the last attempt
    /// once went out with 0.02 s left. Answers here are lost at once, so attempts come at 0,
    /// 0.25, 0.75, 1.75 and 3.75 s; the next would start at 5.75 s, and must not.
    @Test("no attempt starts without its whole timeout before the deadline")
    func everyAttemptHasItsWholeTimeout() async throws {
        let server = try LoopbackHTTPServer(replies: Array(repeating: .drop, count: 40))
        defer { server.stop() }
        let start = ContinuousClock.now
        await #expect(throws: BankError.self) {
            try await deposit(with: executor(url: server.url, timeout: "2"), key: "late-key")
        }
        // The check runs just before each attempt; its request reaches the server a moment
        // later, up to a second on a loaded machine.
        let latest = server.requests.map { start.duration(to: $0.arrived) }.max() ?? .zero
        #expect(latest <= .seconds(4) + .seconds(0.75), "an attempt reached the bank \(latest) after the start")
    }

    @Test(
        "status codes map to bank errors",
        arguments: [
            (401, #"{"error":"unauthorized","message":"bad token"}"#, BankError.unauthorized),
            (422, #"{"error":"declined","message":"over the limit"}"#, BankError.declined("over the limit")),
            (
                409, #"{"error":"idempotency_conflict","message":"key reused"}"#,
                BankError.rejected(status: 409, message: "key reused")
            ),
            (404, "Not Found", BankError.rejected(status: 404, message: "Not Found")),
        ])
    func statusMapping(status: Int, body: String, expected: BankError) async throws {
        let server = try LoopbackHTTPServer(replies: [.respond(status: status, body: body)])
        defer { server.stop() }
        await #expect(throws: expected) { try await deposit(with: executor(url: server.url)) }
    }

    /// A success the ATM cannot read may still have credited the deposit.
    @Test("an unreadable 200 is an invalid balance, and a deposit that is not confirmed")
    func invalidResponse() async throws {
        let server = try LoopbackHTTPServer(replies: [
            .respond(status: 200, body: "{\"hello\":1}"), .respond(status: 200, body: "{\"hello\":1}"),
        ])
        defer { server.stop() }
        let balanceError = await #expect(throws: BankError.self) {
            try await executor(url: server.url).balance(of: account("checking-001"))
        }
        guard case .invalidResponse = balanceError else {
            Issue.record("expected invalidResponse, got \(String(describing: balanceError))")
            return
        }
        let depositError = await #expect(throws: BankError.self) { try await deposit(with: executor(url: server.url)) }
        guard case .outcomeUnknown(let detail) = depositError else {
            Issue.record("expected outcomeUnknown, got \(String(describing: depositError))")
            return
        }
        #expect(detail.contains("HTTP 200 with a body that is not a DepositConfirmation"), "\(detail)")
    }

    @Test("balance is read from the balance route")
    func balance() async throws {
        let server = try LoopbackHTTPServer(replies: [
            .respond(status: 200, body: #"{"accountID":"checking-001","balanceMinorUnits":42000}"#)
        ])
        defer { server.stop() }
        let balance = try await executor(url: server.url + "/").balance(of: account("checking-001"))
        #expect(balance == Money(minorUnits: 42_000))
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.path == "/v1/accounts/checking-001/balance")
        #expect(request.headers["authorization"] == "Bearer t0ken")
        #expect(request.headers["idempotency-key"] == nil)
    }

    @Test("a bank that does not answer in time is unreachable")
    func timeout() async throws {
        // The server stalls far longer than the timeout, so giving up before it answers
        // proves the timeout works even on a loaded machine.
        let server = try LoopbackHTTPServer(replies: [.stall(seconds: 12)])
        defer { server.stop() }
        let clock = ContinuousClock()
        let start = clock.now
        let error = await #expect(throws: BankError.self) {
            try await executor(url: server.url, timeout: "0.5").balance(of: account("checking-001"))
        }
        let elapsed = start.duration(to: clock.now)
        #expect(elapsed >= .seconds(0.4))
        #expect(elapsed < .seconds(8))
        guard case .unreachable(let detail) = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(detail.contains(server.url))
        #expect(detail.contains("no answer"))
    }

    @Test("a fraction of a second is a timeout of its own, not rounded up to a second")
    func fractionalTimeout() throws {
        // Timed around the blocking exchange itself: in an async test the time would also count
        // waiting for a free thread of the cooperative pool, which other tests may be holding.
        let server = try LoopbackHTTPServer(replies: [.stall(seconds: 12)])
        defer { server.stop() }
        let settings = try BankEndpoint(environment: ["ATM_BANK_URL": server.url, "ATM_BANK_TOKEN": "t0ken"]).settings()
        let exchange = HTTPExchange(method: "GET", path: "/v1/accounts/checking-001/balance", headers: [], body: [])
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: TransportFailure.self) {
            try exchange.perform(with: settings, deadline: start + .seconds(0.2), timeoutSeconds: 0.2)
        }
        let elapsed = start.duration(to: clock.now)
        #expect(elapsed >= .seconds(0.15))
        #expect(elapsed < .seconds(0.9), "took \(elapsed)")
    }

    @Test("an https URL is refused before anything is sent, saying what to do instead")
    func httpsIsNotConfigured() async throws {
        let bank = executor(url: "https://bank.example")
        let error = await #expect(throws: BankError.self) { try await bank.balance(of: account("checking-001")) }
        guard case .notConfigured(let detail) = error else {
            Issue.record("expected notConfigured, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("https://bank.example"))
        #expect(detail.contains("set an http:// URL"))
    }

    @Test("the request names the host and goes under the URL's path")
    func hostAndBasePath() async throws {
        let server = try LoopbackHTTPServer(replies: [
            .respond(status: 200, body: #"{"accountID":"checking-001","balanceMinorUnits":1}"#)
        ])
        defer { server.stop() }
        _ = try await executor(url: server.url + "/bank/").balance(of: account("checking-001"))
        let request = try #require(server.requests.first)
        #expect(request.path == "/bank/v1/accounts/checking-001/balance")
        #expect(request.headers["host"] == "127.0.0.1:\(server.port)")
        #expect(request.headers["connection"] == "close")
    }

    @Test("a chunked answer is read whole")
    func chunkedAnswer() async throws {
        let body = #"{"accountID":"checking-001","balanceMinorUnits":42000}"#
        let (first, second) = (body.prefix(10), body.dropFirst(10))
        let answer =
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "\(String(first.utf8.count, radix: 16))\r\n\(first)\r\n"
            + "\(String(second.utf8.count, radix: 16));note=x\r\n\(second)\r\n0\r\n\r\n"
        let server = try LoopbackHTTPServer(replies: [.raw(answer)])
        defer { server.stop() }
        let balance = try await executor(url: server.url).balance(of: account("checking-001"))
        #expect(balance == Money(minorUnits: 42_000))
    }

    @Test("an answer without a length ends when the bank closes the connection")
    func answerUntilClose() async throws {
        let server = try LoopbackHTTPServer(replies: [
            .raw("HTTP/1.0 200 OK\r\n\r\n" + #"{"accountID":"checking-001","balanceMinorUnits":7}"#)
        ])
        defer { server.stop() }
        #expect(try await executor(url: server.url).balance(of: account("checking-001")) == Money(minorUnits: 7))
    }

    @Test("a deposit whose answer was cut short is asked again with the same key")
    func cutShortIsRetried() async throws {
        let server = try LoopbackHTTPServer(replies: [
            .raw("HTTP/1.1 200 OK\r\nContent-Length: 500\r\n\r\n{\"depositID\""),
            .respond(status: 200, body: Self.confirmationJSON),
        ])
        defer { server.stop() }
        let confirmation = try await deposit(with: executor(url: server.url), key: "cut-key")
        #expect(confirmation.depositID == "dep-7")
        #expect(server.requests.map { $0.headers["idempotency-key"] } == ["cut-key", "cut-key"])
    }

    @Test(
        "an answer that is not HTTP is reported, naming the URL; a deposit asks again with the same key",
        arguments: [
            "SSH-2.0-OpenSSH_9.6\r\n\r\n",
            "HTTP/1.1 2000 Odd\r\n\r\n",
            "HTTP/1.1 200 OK\r\nContent-Length: lots\r\n\r\n",
            "HTTP/1.1 200 OK\r\nno colon here\r\n\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
            "HTTP/1.1 200 OK\r\nContent-Length: 99999999999\r\n\r\n",
        ])
    func notHTTP(answer: String) async throws {
        let server = try LoopbackHTTPServer(replies: [
            .raw(answer), .raw(answer), .respond(status: 200, body: Self.confirmationJSON),
        ])
        defer { server.stop() }
        let error = await #expect(throws: BankError.self) {
            try await executor(url: server.url).balance(of: account("checking-001"))
        }
        guard case .unreachable(let detail) = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(
            detail.hasPrefix("\(server.url)/v1/accounts/checking-001/balance did not answer with readable HTTP: "),
            "\(detail)")
        #expect(server.requests.count == 1, "a balance is asked once")

        // The bank received the deposit and its answer was unreadable: it may have been credited.
        let confirmation = try await deposit(with: executor(url: server.url), key: "garbled-key")
        #expect(confirmation.depositID == "dep-7")
        #expect(server.requests.dropFirst().map { $0.headers["idempotency-key"] } == ["garbled-key", "garbled-key"])
    }

    /// 513 `[` in an answer made the toolchain's JSON decoder trap and crashed `atm`.
    @Test("a deeply nested answer is an invalid response, whatever its status", arguments: [200, 422, 500])
    func deeplyNestedAnswer(status: Int) async throws {
        let deep = String(repeating: "[", count: 513)
        let server = try LoopbackHTTPServer(replies: [.respond(status: status, body: deep)])
        defer { server.stop() }
        let error = await #expect(throws: BankError.self) {
            try await executor(url: server.url).balance(of: account("checking-001"))
        }
        switch error {
        case .invalidResponse(let detail):
            #expect(status == 200)
            #expect(detail.contains("nested more than \(JSONSyntaxCheck.maximumDepth) deep"), "\(detail)")
        case .declined(let message):
            #expect(status == 422)
            #expect(message.hasPrefix("[[["))
        case .rejected(let rejected, let message):
            #expect(rejected == 500)
            #expect(message.hasPrefix("[[["))
        default:
            Issue.record("unexpected \(String(describing: error))")
        }
    }

    @Test("headers that never end are refused, not read forever")
    func endlessHead() async throws {
        let server = try LoopbackHTTPServer(replies: [
            .raw("HTTP/1.1 200 OK\r\n" + String(repeating: "X-Padding: 0123456789abcdef\r\n", count: 1_000))
        ])
        defer { server.stop() }
        let error = await #expect(throws: BankError.self) {
            try await executor(url: server.url).balance(of: account("checking-001"))
        }
        #expect(String(describing: error).contains("headers are longer than"))
    }
}
