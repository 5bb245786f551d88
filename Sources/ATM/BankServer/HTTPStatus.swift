/// An HTTP status code with its reason phrase, so a response line is always well formed.
public struct HTTPStatus: Sendable, Hashable, CustomStringConvertible {
    /// The three-digit code, such as 200.
    public let code: Int
    /// The words after the code on the status line, such as "OK".
    public let reasonPhrase: String

    /// Creates a status; use the named constants for the codes the bank answers.
    public init(code: Int, reasonPhrase: String) {
        self.code = code
        self.reasonPhrase = reasonPhrase
    }

    public var description: String { "\(code) \(reasonPhrase)" }

    /// 200: the request did what was asked.
    public static let ok = HTTPStatus(code: 200, reasonPhrase: "OK")
    /// 400: the request is malformed or its input invalid; retrying it unchanged will not help.
    public static let badRequest = HTTPStatus(code: 400, reasonPhrase: "Bad Request")
    /// 401: the bearer token is missing or wrong.
    public static let unauthorized = HTTPStatus(code: 401, reasonPhrase: "Unauthorized")
    /// 404: no route has this path.
    public static let notFound = HTTPStatus(code: 404, reasonPhrase: "Not Found")
    /// 405: the route exists but answers another method.
    public static let methodNotAllowed = HTTPStatus(code: 405, reasonPhrase: "Method Not Allowed")
    /// 409: the idempotency key was already used for a different deposit.
    public static let conflict = HTTPStatus(code: 409, reasonPhrase: "Conflict")
    /// 413: the head or body is over the server's limit.
    public static let payloadTooLarge = HTTPStatus(code: 413, reasonPhrase: "Content Too Large")
    /// 422: the request is well formed but the bank declines it.
    public static let unprocessableContent = HTTPStatus(code: 422, reasonPhrase: "Unprocessable Content")
    /// 500: the server failed (for example, the journal could not be written); a retry may work.
    public static let internalServerError = HTTPStatus(code: 500, reasonPhrase: "Internal Server Error")
    /// 503: every connection slot is busy answering a request; `Retry-After` says when to try again.
    public static let serviceUnavailable = HTTPStatus(code: 503, reasonPhrase: "Service Unavailable")
}
