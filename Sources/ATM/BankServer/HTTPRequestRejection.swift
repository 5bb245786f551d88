/// Why a request was refused before it reached a handler, as the error response to send.
struct HTTPRequestRejection: Error, Sendable, Hashable {
    var status: HTTPStatus
    var code: String
    var message: String

    /// 400 `bad_request`: the bytes are not a request this server accepts.
    static func badRequest(_ message: String) -> HTTPRequestRejection {
        HTTPRequestRejection(status: .badRequest, code: "bad_request", message: message)
    }

    /// 413 `payload_too_large`: the head or body is over the server's limit.
    static func tooLarge(_ message: String) -> HTTPRequestRejection {
        HTTPRequestRejection(status: .payloadTooLarge, code: "payload_too_large", message: message)
    }

    /// The JSON error response to send.
    var response: HTTPResponse {
        .error(status, code: code, message: message)
    }
}
