import AccountRules
import BankAPI
import Foundation
import Testing

@testable import BankServer
@testable import Network

/// Seeded random mutations of valid inputs through every parser that reads bytes from outside:
/// the server's request heads and deposit bodies, the ATM's reading of the bank's answers, and
/// the `ATM_BANK_CONFIG` file. Each input must end in a value or an error, never a trap or a
/// hang. The seed is fixed so a failure repeats; `WIRING_FUZZ_SEED` and
/// `WIRING_FUZZ_ITERATIONS` run others. `Scripts/fuzz` runs the same parsers under libFuzzer.
@Suite("Seeded parser fuzzing")
struct ParserFuzzTests {
    private static let seed: UInt64 =
        ProcessInfo.processInfo.environment["WIRING_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0xF022_2026
    private static let iterations =
        ProcessInfo.processInfo.environment["WIRING_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 20_000

    /// What one input came to.
    private enum Outcome {
        case value
        case error
    }

    /// Feeds `iterations` inputs made from `examples` to `parse`, and checks that every one
    /// came to something, quickly, and that the mix held both values and errors.
    private static func fuzz(
        _ name: String, examples: [String], tokens: [String] = [],
        parse: (inout SeededMutator, [UInt8]) -> Outcome
    ) {
        var mutator = SeededMutator(seed: seed, examples: examples, tokens: tokens)
        var counts = (values: 0, errors: 0)
        for iteration in 0..<iterations {
            let input = mutator.next()
            let started = ContinuousClock.now
            switch parse(&mutator, input) {
            case .value: counts.values += 1
            case .error: counts.errors += 1
            }
            let elapsed = ContinuousClock.now - started
            if elapsed > .seconds(1) {
                Issue.record(
                    "\(name): seed \(seed), iteration \(iteration) took \(elapsed) for \(input.count) bytes: \(Array(input.prefix(200)))"
                )
            }
        }
        #expect(counts.values + counts.errors == iterations, "\(name): seed \(seed)")
        #expect(counts.values > 0 && counts.errors > 0, "\(name): seed \(seed) gave \(counts)")
    }

    @Test func httpRequestHeads() {
        Self.fuzz(
            "request heads",
            examples: [
                "GET /v1/accounts/acc-1/balance HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer t\r\n\r\n",
                "POST /v1/accounts/acc-1/deposits HTTP/1.1\r\nHost: x\r\nIdempotency-Key: k-1\r\nContent-Length: 25\r\nExpect: 100-continue\r\n\r\n",
                "GET / HTTP/1.0\r\n\r\n",
            ],
            tokens: ["Content-Length: 5\r\nContent-Length: 6\r\n", " folded\r\n", "Expect: 100-continue\r\n"]
        ) { _, input in
            let end = HTTPHeadParser.endOfHead(in: input, searchingFrom: -3)
            let head = input[..<min(end ?? input.count, input.count)]
            do throws(HTTPRequestRejection) {
                _ = try HTTPHeadParser.parse(head, maxBodyBytes: 16 * 1024)
                return .value
            } catch {
                _ = error.response.serialized
                return .error
            }
        }
    }

    @Test func depositRequestBodies() {
        Self.fuzz(
            "deposit bodies",
            examples: [
                #"{"amountMinorUnits": 500}"#, #"{"amountMinorUnits":1}"#, #" { "amountMinorUnits" : 99999 } "#,
            ],
            tokens: [#""amountMinorUnits""#, "1e2", "100.0"]
        ) { _, input in
            switch DepositRequestDecoding.decode(Data(input)) {
            case .success: .value
            case .failure: .error
            }
        }
    }

    @Test func bankAnswers() {
        let confirmation =
            #"{"accountID":"acc-1","amountMinorUnits":500,"balance":1500,"depositID":"dep-000001","replayed":false}"#
        Self.fuzz(
            "bank answers",
            examples: [
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(confirmation.utf8.count)\r\n\r\n\(confirmation)",
                "HTTP/1.1 200 OK\r\nContent-Length: 48\r\n\r\n"
                    + #"{"accountID":"acc-1","balanceMinorUnits":12345}"#,
                "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{\"a\":\r\n3\r\n 1}\r\n0\r\n\r\n",
                "HTTP/1.1 422 Unprocessable Content\r\nContent-Length: 43\r\n\r\n"
                    + #"{"error":"declined","message":"over limit"}"#,
                "HTTP/1.0 503 Service Unavailable\r\nRetry-After: 1\r\n\r\nbusy",
            ]
        ) { mutator, input in
            // Arrives in up to four pieces, as reads from a socket would deliver it.
            var parser = HTTPAnswerParser()
            var received: [UInt8] = []
            var cuts = (0..<mutator.below(4)).map { _ in mutator.below(input.count + 1) }.sorted()
            cuts.append(input.count)
            var start = 0
            for cut in cuts {
                received += input[start..<max(start, cut)]
                start = max(start, cut)
                let ended = cut == input.count
                switch parser.progress(of: received, ended: ended) {
                case .needsMore:
                    if ended { return .error } // It must not ask for more after the end.
                case .answer(let answer):
                    return Self.interpret(answer)
                case .cutShort, .malformed:
                    return .error
                }
            }
            return .error
        }
    }

    private static func interpret(_ answer: HTTPAnswer) -> Outcome {
        let interpreter = BankResponseInterpreter()
        let confirmation = Result { () throws(BankError) in
            try interpreter.interpret(status: answer.status, body: answer.body, as: DepositConfirmation.self)
        }
        let balance = Result { () throws(BankError) in
            try interpreter.interpret(status: answer.status, body: answer.body, as: BalanceResponseBody.self)
        }
        switch (confirmation, balance) {
        case (.success, _), (_, .success): return .value
        default: return .error
        }
    }

    @Test func bankConfigurationFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fuzz-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bank.json")
        var fileReads = 0
        Self.fuzz(
            "bank configuration",
            examples: [
                #"{"default": {"depositLimitMinorUnits": 1000000, "depositFeeMinorUnits": 0}, "accounts": {"alice": {"depositLimitMinorUnits": 50000, "depositFeeMinorUnits": 150}}}"#,
                #"{"accounts": {"bob": {"depositFeeMinorUnits": 25}}}"#, "{}",
            ],
            tokens: [#""depositLimitMinorUnits""#, #""accounts""#, #""default""#, "\u{FEFF}"]
        ) { mutator, input in
            // Most inputs go straight to the parser; some through the file reader as the ATM reads them.
            if mutator.below(20) == 0 {
                fileReads += 1
                guard FileManager.default.createFile(atPath: file.path, contents: Data(input)) else { return .error }
                let store = BankSettingsStore(environment: [BankSettingsStore.environmentKey: file.path])
                return store.current == nil ? .error : .value
            }
            do throws(BankSettingsError) {
                _ = try BankSettings(json: Data(input), path: "fuzz.json")
                return .value
            } catch {
                _ = error.description
                return .error
            }
        }
        #expect(fileReads > 0)
    }
}
