import BankAPI
import Foundation

/// Answers the bank's HTTP API (see `WireFormat`): authenticates, routes, validates the
/// input and turns ``Ledger`` outcomes into status codes and JSON bodies.
public struct BankAPIHandler: HTTPRequestHandler {
    private let ledger: Ledger
    private let authenticator: BearerTokenAuthenticator
    private let log: @Sendable (String) -> Void

    /// Serves `ledger` to clients that `authenticator` accepts; `log` hears about server-side failures.
    public init(
        ledger: Ledger, authenticator: BearerTokenAuthenticator, log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.ledger = ledger
        self.authenticator = authenticator
        self.log = log
    }

    /// Checks the token first, so an unauthenticated client learns nothing about routes or accounts.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        guard authenticator.authorizes(authorizationHeader: request.headers["Authorization"]) else {
            return .error(
                .unauthorized, code: "unauthorized", message: "missing or wrong bearer token",
                headers: [HTTPHeaderField(name: "WWW-Authenticate", value: "Bearer")])
        }
        guard let route = BankRoute(path: request.path) else {
            return .error(.notFound, code: "not_found", message: "no such route: \(Self.quoted(request.path))")
        }
        guard request.method == route.method else {
            return .error(
                .methodNotAllowed, code: "method_not_allowed",
                message: "\(Self.quoted(request.path)) only answers \(route.method)",
                headers: [HTTPHeaderField(name: "Allow", value: route.method)])
        }
        guard let account = AccountID(String(route.accountText)) else {
            return .error(
                .badRequest, code: "bad_request",
                message: "invalid account id \(Self.quoted(route.accountText)): expected \(AccountID.formatDescription)"
            )
        }
        switch route {
        case .deposits: return deposit(request, to: account)
        case .balance: return .json(BalanceResponseBody(accountID: account, balance: ledger.balance(of: account)))
        }
    }

    private func deposit(_ request: HTTPRequest, to account: AccountID) -> HTTPResponse {
        let keys = request.headers.values(named: WireFormat.idempotencyKeyHeader)
        guard let keyText = keys.first else {
            return badRequest(
                "missing \(WireFormat.idempotencyKeyHeader) header: send one key per deposit and reuse it on retries")
        }
        // As with two Content-Length headers: which one a proxy or the bank would take is a guess.
        guard keys.count == 1 else {
            return badRequest("send exactly one \(WireFormat.idempotencyKeyHeader) header")
        }
        guard let key = IdempotencyKey(keyText) else {
            return badRequest(
                "invalid \(WireFormat.idempotencyKeyHeader): expected 1 to 128 letters, digits, '-' or '_'")
        }
        let body: DepositRequestBody
        switch DepositRequestDecoding.decode(request.body) {
        case .success(let decoded): body = decoded
        case .failure(let problem): return badRequest(problem.message)
        }

        let outcome: DepositOutcome
        do {
            outcome = try ledger.deposit(body.amount, to: account, idempotencyKey: key)
        } catch {
            if case .durabilityUnknown = error {
                log("deposit \(key) to \(account) may or may not be credited: \(error)")
                return .error(
                    .internalServerError, code: WireFormat.outcomeUnknownCode,
                    message:
                        "the deposit was recorded but could not be confirmed on disk; whether it is credited is "
                        + "settled when the bank restarts; retry with the same \(WireFormat.idempotencyKeyHeader)")
            }
            log("deposit \(key) to \(account) not credited: \(error)")
            return .error(
                .internalServerError, code: WireFormat.notCreditedCode,
                message: "the deposit could not be recorded and was not credited")
        }

        switch outcome {
        case .credited(let confirmation), .replayed(let confirmation):
            return .json(confirmation)
        case .idempotencyConflict(let original):
            return .error(
                .conflict, code: "idempotency_conflict",
                message:
                    "idempotency key \(key) was already used for a deposit of \(original.amount) to account \(original.accountID); use a new key for a new deposit"
            )
        case .rejected(let rejection):
            if case .nonPositiveAmount = rejection { return badRequest(rejection.description) }
            return .error(.unprocessableContent, code: "declined", message: rejection.description)
        }
    }

    private func badRequest(_ message: String) -> HTTPResponse {
        .error(.badRequest, code: "bad_request", message: message)
    }

    /// Client text for a message, in quotes and cut short (it is already printable ASCII).
    private static func quoted(_ text: Substring) -> String {
        text.count > 100 ? "'\(text.prefix(100))…'" : "'\(text)'"
    }
}
