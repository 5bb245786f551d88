import BankAPI
import Dispatch

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The ATM's client for the real bank, over HTTP with JSON bodies.
///
/// Sends the routes and bodies of ``WireFormat`` with the endpoint's token. A deposit
/// whose request never got an HTTP answer is sent once more with the same idempotency
/// key, so a lost reply is recovered without the risk of crediting twice.
///
/// Speaks plain HTTP/1.1 over a socket (``HTTPExchange``) rather than through URLSession,
/// because FoundationNetworking on Linux (Swift 6.3) stops the process with "Transfer
/// completed, but there's no response." when a server closes the connection after an answer's
/// status line and before the end of its head: a wrong `ATM_BANK_URL`, or a bank that dies
/// mid-answer, would crash the ATM. HostileBankTests hold that case and the others.
public final class BankNetworkExecutor: NetworkExecutor {
    private let endpoint: BankEndpoint
    private let interpreter = BankResponseInterpreter()

    /// Creates a client for the bank at `endpoint`.
    public init(endpoint: BankEndpoint) {
        self.endpoint = endpoint
    }

    /// POSTs the deposit with its idempotency key; a request that got no answer is sent once more.
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
        let answer: HTTPAnswer
        do {
            answer = try await send(request, to: settings)
        } catch let failure where failure.isWorthRetrying {
            // The request may or may not have reached the bank; the same key makes it safe to ask again.
            answer = try await sendMappingFailure(request, to: settings)
        } catch {
            throw error.bankError
        }
        let confirmation = try interpreter.interpret(
            status: answer.status, body: answer.body, as: DepositConfirmation.self)
        guard confirmation.accountID == account else {
            throw .invalidResponse("the bank confirmed a deposit to \(confirmation.accountID), not \(account)")
        }
        return confirmation
    }

    /// GETs the account's balance from the bank.
    public func balance(of account: AccountID) async throws(BankError) -> Money {
        let settings = try endpoint.settings()
        let request = exchange("GET", WireFormat.balancePath(for: account), settings: settings)
        let answer = try await sendMappingFailure(request, to: settings)
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

    /// Sends `request`, turning a transport failure into a ``BankError``.
    private func sendMappingFailure(
        _ request: HTTPExchange, to settings: BankEndpoint.Settings
    ) async throws(BankError) -> HTTPAnswer {
        do {
            return try await send(request, to: settings)
        } catch {
            throw error.bankError
        }
    }

    /// Sends `request` on a Dispatch thread, so the blocking socket never holds one of the
    /// cooperative pool's few threads, and returns the bank's answer or the transport failure.
    private func send(
        _ request: HTTPExchange, to settings: BankEndpoint.Settings
    ) async throws(TransportFailure) -> HTTPAnswer {
        guard !Task.isCancelled else { throw .cancelled(url: settings.url(for: request.path)) }
        let timeout = endpoint.timeoutSeconds
        let deadline = ContinuousClock.now + .seconds(timeout)
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<HTTPAnswer, TransportFailure>, Never>) in
            DispatchQueue.global().async {
                continuation.resume(
                    returning: Result { () throws(TransportFailure) in
                        try request.perform(with: settings, deadline: deadline, timeoutSeconds: timeout)
                    })
            }
        }
        return try result.get()
    }
}
