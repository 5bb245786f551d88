/// The JSON bodies the ATM and the bank exchange over HTTP. Both sides use these
/// types, so the wire format is defined in exactly one place.
///
/// Routes (all JSON, all require `Authorization: Bearer <token>`):
/// - `POST /v1/accounts/{accountID}/deposits` with an `Idempotency-Key` header and a
///   ``DepositRequestBody``; answers 200 with a ``DepositConfirmation``.
/// - `GET /v1/accounts/{accountID}/balance`; answers 200 with a ``BalanceResponseBody``.
///
/// Failures answer an ``ErrorResponseBody``: 400 `bad_request`, 401 `unauthorized`,
/// 404 `not_found`, 405 `method_not_allowed`, 409 `idempotency_conflict`,
/// 413 `payload_too_large`, 422 `declined`, 503 when the bank is too busy to take the request
/// (with `Retry-After`), and 500 with one of three codes:
/// - `not_credited` (``notCreditedCode``): the deposit was not recorded and is not credited;
/// - `outcome_unknown` (``outcomeUnknownCode``): the deposit was recorded but may not be on
///   disk; the bank's next start settles it, and a retry with the same key learns how;
/// - `internal`: anything else, such as an answer the bank could not encode.
///
/// Only a 4xx or `not_credited` says a deposit was not credited. Any other failure may come
/// after the deposit was credited, so a client asks again with the same idempotency key.
public enum WireFormat {
    /// The path of an account's deposits.
    public static func depositsPath(for account: AccountID) -> String {
        "/v1/accounts/\(account.rawValue)/deposits"
    }

    /// The path of an account's balance.
    public static func balancePath(for account: AccountID) -> String {
        "/v1/accounts/\(account.rawValue)/balance"
    }

    /// The error code of a deposit the bank did not record: it is not credited.
    public static let notCreditedCode = "not_credited"

    /// The error code of a deposit whose outcome the bank does not know yet: recorded, but
    /// perhaps not on disk. It is credited if the bank finds it on disk when it next starts.
    public static let outcomeUnknownCode = "outcome_unknown"

    /// The header that carries the deposit's ``IdempotencyKey``.
    public static let idempotencyKeyHeader = "Idempotency-Key"

    /// The most a single deposit may credit: $10,000.00. Larger deposits are declined.
    public static let depositLimit = Money(minorUnits: 1_000_000)
}

/// The body of a deposit request.
public struct DepositRequestBody: Sendable, Hashable, Codable {
    /// The amount to credit; must be positive.
    public let amount: Money

    public init(amount: Money) {
        self.amount = amount
    }

    enum CodingKeys: String, CodingKey {
        case amount = "amountMinorUnits"
    }
}

/// The body of a balance response.
public struct BalanceResponseBody: Sendable, Hashable, Codable {
    public let accountID: AccountID
    public let balance: Money

    public init(accountID: AccountID, balance: Money) {
        self.accountID = accountID
        self.balance = balance
    }

    enum CodingKeys: String, CodingKey {
        case accountID
        case balance = "balanceMinorUnits"
    }
}

/// The body of every error response.
public struct ErrorResponseBody: Sendable, Hashable, Codable {
    /// A stable machine-readable code, such as `declined` or `bad_request`.
    public let error: String
    /// What went wrong, for a person.
    public let message: String

    public init(error: String, message: String) {
        self.error = error
        self.message = message
    }
}
