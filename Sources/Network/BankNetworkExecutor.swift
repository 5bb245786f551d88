import BankAPI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The ATM's client for the real bank, over HTTP with JSON bodies.
///
/// Sends the routes and bodies of ``WireFormat`` with the endpoint's token. A deposit
/// whose request never got an HTTP answer is sent once more with the same idempotency
/// key, so a lost reply is recovered without the risk of crediting twice.
public final class BankNetworkExecutor: NetworkExecutor {
    private let endpoint: BankEndpoint
    private let session: URLSession
    /// The timeout actually used, in whole seconds; see ``wholeSecondsTimeout(_:)``.
    private let timeoutSeconds: TimeInterval
    private let interpreter = BankResponseInterpreter()

    /// Creates a client for the bank at `endpoint`.
    public init(endpoint: BankEndpoint) {
        self.endpoint = endpoint
        timeoutSeconds = Self.wholeSecondsTimeout(endpoint.timeoutSeconds)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeoutSeconds
        configuration.timeoutIntervalForResource = timeoutSeconds
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
    }

    /// The timeout URLSession is given: `seconds` rounded up to a whole second, at least 1.
    ///
    /// FoundationNetworking on Linux truncates a request's timeout to whole seconds
    /// (0.5 s becomes an immediate timeout), so fractions are rounded up rather than lost.
    static func wholeSecondsTimeout(_ seconds: Double) -> TimeInterval {
        max(1, seconds.rounded(.up))
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// POSTs the deposit with its idempotency key; a request that got no answer is sent once more.
    public func deposit(
        _ amount: Money, to account: AccountID, idempotencyKey: IdempotencyKey
    ) async throws(BankError) -> DepositConfirmation {
        let settings = try endpoint.settings()
        var request = try makeRequest(path: WireFormat.depositsPath(for: account), settings: settings)
        request.httpMethod = "POST"
        request.setValue(idempotencyKey.rawValue, forHTTPHeaderField: WireFormat.idempotencyKeyHeader)
        do {
            request.httpBody = try JSONEncoder().encode(DepositRequestBody(amount: amount))
        } catch {
            throw .invalidResponse("could not encode the deposit request: \(error)")
        }
        let answer: HTTPAnswer
        do {
            answer = try await send(request)
        } catch let failure where failure.isWorthRetrying {
            // The request may or may not have reached the bank; the same key makes it safe to ask again.
            answer = try await sendMappingFailure(request)
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
        var request = try makeRequest(path: WireFormat.balancePath(for: account), settings: settings)
        request.httpMethod = "GET"
        let answer = try await sendMappingFailure(request)
        let body = try interpreter.interpret(status: answer.status, body: answer.body, as: BalanceResponseBody.self)
        guard body.accountID == account else {
            throw .invalidResponse("the bank sent the balance of \(body.accountID), not \(account)")
        }
        return body.balance
    }

    /// A request to `path` with the headers every bank route needs.
    private func makeRequest(path: String, settings: BankEndpoint.Settings) throws(BankError) -> URLRequest {
        var request = URLRequest(url: try settings.url(for: path))
        request.timeoutInterval = timeoutSeconds
        request.setValue("Bearer \(settings.token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    /// Sends `request`, turning a transport failure into a ``BankError``.
    private func sendMappingFailure(_ request: URLRequest) async throws(BankError) -> HTTPAnswer {
        do {
            return try await send(request)
        } catch {
            throw error.bankError
        }
    }

    /// Sends `request` and returns the bank's HTTP answer, or the transport failure.
    private func send(_ request: URLRequest) async throws(TransportFailure) -> HTTPAnswer {
        let url = request.url?.absoluteString ?? endpoint.urlText
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw TransportFailure(error: error, url: url, timeoutSeconds: timeoutSeconds)
        }
        guard let http = response as? HTTPURLResponse else {
            throw TransportFailure(reason: "\(url) did not answer with HTTP", isWorthRetrying: false)
        }
        return HTTPAnswer(status: http.statusCode, body: data)
    }
}

/// The status and body of an HTTP answer.
private struct HTTPAnswer: Sendable {
    let status: Int
    let body: Data
}
