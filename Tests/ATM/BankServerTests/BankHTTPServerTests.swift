import BankAPI
import Foundation
import Testing

@testable import BankServer

#if canImport(Glibc)
import Glibc
#endif

@Suite("HTTP server robustness")
struct BankHTTPServerTests {
    @Test func listensOnLoopbackWithAKernelChosenPort() async throws {
        try await withTestBank { bank, _ in
            let reply = try bank.balance()
            #expect(bank.port != 0)
            #expect(reply.status == 200)
        }
    }

    @Test func oversizedBodyIsTooLarge() async throws {
        try await withTestBank { bank, _ in
            let body = #"{"amountMinorUnits": 5, "padding": ""# + String(repeating: "x", count: 100 * 1024) + "\"}"
            let reply = try RawHTTP.send(
                port: bank.port, "POST", "/v1/accounts/acc-1/deposits",
                headers: [TestBank.authorization, ("Idempotency-Key", "big-body")], body: body)
            #expect(reply.status == 413)
            #expect(reply.errorCode == "payload_too_large")
            // Declaring a huge length is refused before anything is read.
            let declared = try RawHTTP.exchange(
                port: bank.port,
                bytes: Array(
                    "POST /v1/accounts/acc-1/deposits HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n".utf8)
            )
            #expect(declared.status == 413)
            #expect(try bank.balanceCents() == 0)
        }
    }

    @Test func oversizedHeadIsTooLarge() async throws {
        try await withTestBank { bank, _ in
            let reply = try RawHTTP.send(
                port: bank.port, "GET", "/v1/accounts/acc-1/balance",
                headers: [TestBank.authorization, ("X-Padding", String(repeating: "p", count: 20 * 1024))])
            #expect(reply.status == 413)
            #expect(reply.errorCode == "payload_too_large")
            #expect(try bank.balance().status == 200)
        }
    }

    @Test func chunkedBodiesAreRefused() async throws {
        try await withTestBank { bank, _ in
            let request =
                "POST /v1/accounts/acc-1/deposits HTTP/1.1\r\nAuthorization: Bearer \(TestBank.token)\r\n"
                + "Idempotency-Key: chunky\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "18\r\n{\"amountMinorUnits\": 5}\r\n0\r\n\r\n"
            let reply = try RawHTTP.exchange(port: bank.port, bytes: Array(request.utf8))
            #expect(reply.status == 400)
            #expect(reply.errorMessage.contains("Content-Length"))
            #expect(try bank.balanceCents() == 0)
        }
    }

    @Test func garbageIsABadRequestAndTheServerKeepsServing() async throws {
        try await withTestBank { bank, _ in
            let garbage: [[UInt8]] = [
                [0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xFC, 0x03, 0x03], // a TLS ClientHello
                Array(0...255),
                Array("GARBAGE\r\n\r\n".utf8),
                Array("GET\r\n\r\n".utf8),
                Array("GET /v1/accounts/acc-1/balance HTTP/2.0\r\n\r\n".utf8),
                Array("GET http://example.com/ HTTP/1.1\r\n\r\n".utf8),
                Array("GET /v1/accounts/acc-1/balance HTTP/1.1\nHost: x\n\n".utf8),
                Array("GET /v1/accounts/acc-1/balance HTTP/1.1\r\nNo colon here\r\n\r\n".utf8),
                Array("GET /v1/accounts/acc-1/balance HTTP/1.1\r\nX: 1\r\n folded\r\n\r\n".utf8),
                Array(
                    "POST /v1/accounts/acc-1/deposits HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n".utf8),
                Array("POST /v1/accounts/acc-1/deposits HTTP/1.1\r\nContent-Length: -5\r\n\r\n".utf8),
                Array("GET /v1/accounts/acc-1/balance HTTP/1.1\r\nX: caf\u{e9}\r\n\r\n".utf8),
            ]
            for bytes in garbage {
                let reply = try RawHTTP.exchange(port: bank.port, bytes: bytes, finishSending: true)
                #expect(reply.status == 400, "\(String(decoding: bytes, as: UTF8.self))")
                #expect(reply.errorCode == "bad_request")
            }
            // A head cut off by the client closing its side.
            let cutOff = try RawHTTP.exchange(
                port: bank.port, bytes: Array("GET /v1/accounts/acc-1/bal".utf8), finishSending: true)
            #expect(cutOff.status == 400)
            // A body shorter than its Content-Length.
            let shortBody = try RawHTTP.exchange(
                port: bank.port,
                bytes: Array("POST /v1/accounts/acc-1/deposits HTTP/1.1\r\nContent-Length: 50\r\n\r\n{}".utf8),
                finishSending: true)
            #expect(shortBody.status == 400)
            // A client that connects and leaves at once gets nothing and hurts nothing.
            do {
                let leaver = try RawConnection(port: bank.port)
                leaver.finishSending()
                #expect(try leaver.readToEnd().isEmpty)
            }
            #expect(try bank.balance().status == 200)
        }
    }

    @Test func silentClientIsDroppedAndDoesNotBlockOthers() async throws {
        let limits = HTTPServerLimits(idleTimeout: .milliseconds(400), requestTimeout: .seconds(2))
        try await withTestBank(limits: limits) { bank, _ in
            let silent = try RawConnection(port: bank.port)
            let slow = try RawConnection(port: bank.port)
            slow.send(Array("GET /v1/accounts/acc-1/bal".utf8))

            // Others are served while those two hang around.
            #expect(try bank.deposit(500, key: "while-silent").status == 200)
            #expect(try bank.balanceCents() == 500)

            let started = ContinuousClock.now
            #expect(try silent.readToEnd().isEmpty)
            #expect(try slow.readToEnd().isEmpty)
            #expect(ContinuousClock.now - started < .seconds(4))
            #expect(try bank.balance().status == 200)
        }
    }

    @Test func tricklingClientIsCutOffAtTheRequestDeadline() async throws {
        let limits = HTTPServerLimits(idleTimeout: .milliseconds(500), requestTimeout: .milliseconds(800))
        try await withTestBank(limits: limits) { bank, _ in
            let port = bank.port
            // The client trickles on a thread of its own: test tasks that block the shared
            // pool must not stretch its pauses past the idle timeout, or the server would cut
            // it off for going quiet rather than for taking too long.
            let outcome = try await runOnThreads(1) { _ in
                Result { () throws -> (reply: [UInt8], elapsed: Duration) in
                    let trickler = try RawConnection(port: port)
                    let started = ContinuousClock.now
                    for byte in "GET /v1/accounts/acc-1/balance HTTP/1.1\r\n".utf8 {
                        trickler.send([byte])
                        usleep(100_000)
                        if ContinuousClock.now - started > .seconds(2) { break }
                    }
                    let reply = try trickler.readToEnd()
                    return (reply, ContinuousClock.now - started)
                }
            }
            let (reply, elapsed) = try #require(outcome.first).get()
            #expect(reply.isEmpty)
            #expect(elapsed < .seconds(6))
        }
    }

    @Test func expectContinueIsHonoured() async throws {
        try await withTestBank { bank, _ in
            let connection = try RawConnection(port: bank.port)
            let body = #"{"amountMinorUnits": 700}"#
            connection.send(
                Array(
                    ("POST /v1/accounts/acc-1/deposits HTTP/1.1\r\nAuthorization: Bearer \(TestBank.token)\r\n"
                        + "Idempotency-Key: cont\r\nExpect: 100-continue\r\nContent-Length: \(body.utf8.count)\r\n\r\n")
                        .utf8))
            var interim = [UInt8](repeating: 0, count: 25)
            let received = interim.withUnsafeMutableBytes {
                recv(connection.fd, $0.baseAddress, $0.count, Int32(MSG_WAITALL))
            }
            #expect(received == 25)
            #expect(String(decoding: interim, as: UTF8.self) == "HTTP/1.1 100 Continue\r\n\r\n")
            connection.send(Array(body.utf8))
            let reply = try RawHTTPResponse(parsing: connection.readToEnd())
            #expect(reply.status == 200)
            #expect(try bank.balanceCents() == 700)
        }
    }

    @Test func stoppedServerRefusesConnections() async throws {
        let directory = try TemporaryDirectory()
        let bank = try TestBank(journalPath: directory.path("journal.jsonl"))
        let port = bank.port
        #expect(try bank.balance().status == 200)
        await bank.shutDown()
        #expect(throws: TestFailure.self) { try RawConnection(port: port) }
    }
}
