import BankAPI
import Dispatch

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The ATM's client for the real bank, over HTTP with JSON bodies.
///
/// Sends the routes and bodies of ``WireFormat`` with the endpoint's bearer token, each
/// request within the endpoint's timeout. A deposit carries one idempotency key on every
/// attempt, so it is never credited twice however often it is sent, and that makes it safe
/// to ask again whenever its outcome is in doubt:
/// - an answer that was lost (timeout, dropped connection, unreadable answer) is asked again
///   after a short pause, doubling up to two seconds;
/// - a 5xx answer that does not say the deposit was not credited (see ``WireFormat``) leaves
///   its outcome in doubt, and is asked again as a lost answer is;
/// - `503 Service Unavailable` is asked again after its `Retry-After` (a second without one);
/// - any other answer comes from the bank's ledger, which knows the key, and settles it.
///
/// All of it within ``BankEndpoint/depositDeadlineSeconds``, each attempt with the whole
/// per-request timeout: an attempt that would not have it before the deadline is not started.
/// A deposit whose outcome stayed in doubt fails with ``BankError/outcomeUnknown(_:)``, never
/// with an error that says it was not credited.
///
/// Speaks plain HTTP/1.1 over a socket (``HTTPExchange``) rather than through URLSession,
/// because FoundationNetworking on Linux (every Swift 6.3 release):
/// - stops the process with "Transfer completed, but there's no response." when a server
///   closes the connection after an answer's status line and before the end of its head, so
///   a wrong `ATM_BANK_URL`, or a bank that dies mid-answer, would crash the ATM;
/// - drops the fraction of a timeout (0.5 s becomes about a millisecond) and restarts it on
///   every header line or piece of body received, so a bank that keeps answering slowly
///   never times out;
/// - reads a chunked body that never ends into memory until the process is killed.
///
/// swift-corelibs-foundation fixed the first upstream for Swift 6.4. HostileBankTests hold
/// each case.
public final class BankNetworkExecutor: NetworkExecutor {
    private let endpoint: BankEndpoint
    private let interpreter = BankResponseInterpreter()

    /// The first pause before asking again about a lost answer; it doubles up to ``longestPause``.
    private static let firstPause: Duration = .milliseconds(250)
    private static let longestPause: Duration = .seconds(2)

    /// Creates a client for the bank at `endpoint`.
    public init(endpoint: BankEndpoint) {
        self.endpoint = endpoint
    }

    /// POSTs the deposit with its idempotency key, asking again with the same key while its
    /// outcome is in doubt and its deadline allows.
    public func deposit(
        _ amount: Money, to account: AccountID, idempotencyKey: IdempotencyKey
    ) async throws(BankError) -> DepositConfirmation {
        let settings = try endpoint.settings()
        let body: Data
        do {
            body = try JSONEncoder().encode(DepositRequestBody(amount: amount))
        } catch {
            throw .invalidResponse("could not encode the deposit request: \(error)")
        }
        let request = exchange(
            "POST", WireFormat.depositsPath(for: account), settings: settings,
            extraHeaders: [(WireFormat.idempotencyKeyHeader, idempotencyKey.rawValue)], body: Array(body))

        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(endpoint.depositDeadlineSeconds)
        let attemptTime = Duration.seconds(endpoint.timeoutSeconds)
        // Why the deposit may have been credited without the ATM being told, once that is so.
        var lostAnswer: String?
        // What the last attempt came to, when it settled nothing.
        var lastError: BankError
        var pause = Self.firstPause
        while true {
            let wait: Duration
            switch await send(request, to: settings, within: attemptTime) {
            case .success(let answer) where answer.status == 503:
                // Refused at the door: this attempt changed nothing.
                lastError = interpreter.error(status: answer.status, body: answer.body)
                wait = answer.retryAfter ?? .seconds(1)
            case .success(let answer):
                guard let doubt = interpreter.doubt(status: answer.status, body: answer.body) else {
                    // The ledger's answer, which knows the key: it is final.
                    return try confirmation(of: answer, to: account)
                }
                // Perhaps credited, perhaps not: asked again as a lost answer is.
                lostAnswer = doubt
                lastError = .outcomeUnknown(doubt)
                wait = pause
                pause = min(pause * 2, Self.longestPause)
            case .failure(let failure):
                guard failure.mayHaveReachedBank else {
                    guard let lostAnswer else { throw failure.bankError }
                    throw .outcomeUnknown("\(lostAnswer); then \(failure.reason)")
                }
                lostAnswer = failure.reason
                lastError = .outcomeUnknown(failure.reason)
                wait = pause
                pause = min(pause * 2, Self.longestPause)
            }
            // The next attempt starts only if its whole timeout fits before the deadline: one
            // begun with less left could be cut short by the deadline, not by the bank.
            guard clock.now + wait + attemptTime <= deadline, (try? await Task.sleep(for: wait)) != nil else {
                throw giveUp(lostAnswer: lostAnswer, lastError: lastError)
            }
        }
    }

    /// The error for a deposit whose deadline passed (or whose task was cancelled) unsettled:
    /// not confirmed if any answer was lost, else what the last attempt came to.
    private func giveUp(lostAnswer: String?, lastError: BankError) -> BankError {
        guard let lostAnswer else { return lastError }
        return .outcomeUnknown("\(lostAnswer); asked again with the same key for \(Self.deadlineText(endpoint))")
    }

    /// The confirmation in the bank's final answer to a deposit, or the error it means. A
    /// success the ATM cannot read may still have credited the deposit, so it is not a refusal.
    private func confirmation(of answer: HTTPAnswer, to account: AccountID) throws(BankError) -> DepositConfirmation {
        let confirmation: DepositConfirmation
        do {
            confirmation = try interpreter.interpret(
                status: answer.status, body: answer.body, as: DepositConfirmation.self)
        } catch .invalidResponse(let detail) {
            throw .outcomeUnknown(detail)
        }
        guard confirmation.accountID == account else {
            throw .outcomeUnknown("the bank confirmed a deposit to \(confirmation.accountID), not \(account)")
        }
        return confirmation
    }

    private static func deadlineText(_ endpoint: BankEndpoint) -> String {
        let seconds = endpoint.depositDeadlineSeconds
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }

    /// GETs the account's balance from the bank.
    public func balance(of account: AccountID) async throws(BankError) -> Money {
        let settings = try endpoint.settings()
        let request = exchange("GET", WireFormat.balancePath(for: account), settings: settings)
        let answer: HTTPAnswer
        switch await send(request, to: settings, within: .seconds(endpoint.timeoutSeconds)) {
        case .success(let received): answer = received
        case .failure(let failure): throw failure.bankError
        }
        let body = try interpreter.interpret(status: answer.status, body: answer.body, as: BalanceResponseBody.self)
        guard body.accountID == account else {
            throw .invalidResponse("the bank sent the balance of \(body.accountID), not \(account)")
        }
        return body.balance
    }

    /// A request to `path` with the headers every bank route needs.
    private func exchange(
        _ method: String, _ path: String, settings: BankEndpoint.Settings,
        extraHeaders: [(name: String, value: String)] = [], body: [UInt8] = []
    ) -> HTTPExchange {
        let headers =
            [
                ("Authorization", "Bearer \(settings.token)"),
                ("Content-Type", "application/json"),
                ("Accept", "application/json"),
            ] + extraHeaders
        return HTTPExchange(method: method, path: path, headers: headers, body: body)
    }

    /// Sends `request` on a queue of its own, and returns the bank's answer or the transport
    /// failure, all within `duration`. The socket blocks the queue's thread, so it must be
    /// neither one of the cooperative pool's nor one of Dispatch's global queue, which has as
    /// few threads as the machine has cores: exchanges queued behind each other there started
    /// after their deadlines had passed. A queue of its own is overcommitted: it gets a thread
    /// at once.
    private func send(
        _ request: HTTPExchange, to settings: BankEndpoint.Settings, within duration: Duration
    ) async -> Result<HTTPAnswer, TransportFailure> {
        guard !Task.isCancelled else { return .failure(.cancelled(url: settings.url(for: request.path))) }
        let timeout = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let deadline = ContinuousClock.now + duration
        return await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<HTTPAnswer, TransportFailure>, Never>) in
            DispatchQueue(label: "bank-exchange").async {
                continuation.resume(
                    returning: Result { () throws(TransportFailure) in
                        try request.perform(with: settings, deadline: deadline, timeoutSeconds: timeout)
                    })
            }
        }
    }
}
