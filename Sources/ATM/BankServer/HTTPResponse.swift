import BankAPI
import Foundation

/// An HTTP response the server sends and then closes the connection (one request per connection).
///
/// Every response the bank sends is JSON, so the helpers set `Content-Type: application/json`;
/// `Content-Length` and `Connection: close` are added when the response is written.
public struct HTTPResponse: Sendable, Hashable {
    /// The status line's code and reason.
    public let status: HTTPStatus
    /// Header fields besides `Content-Length` and `Connection`, which the server adds itself.
    public let headers: [HTTPHeaderField]
    /// The body bytes.
    public let body: Data

    /// Creates a response from its parts.
    public init(status: HTTPStatus, headers: [HTTPHeaderField] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON response with `value` as the body. If `value` cannot be encoded (it never should),
    /// the answer is a 500 rather than a crash.
    public static func json(
        _ value: some Encodable, status: HTTPStatus = .ok, headers: [HTTPHeaderField] = []
    ) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let body = try? encoder.encode(value) else {
            return HTTPResponse(
                status: .internalServerError,
                headers: [jsonContentType],
                body: Data(#"{"error":"internal","message":"the server could not encode its response"}"#.utf8)
            )
        }
        return HTTPResponse(status: status, headers: [jsonContentType] + headers, body: body)
    }

    /// A JSON ``ErrorResponseBody`` with the stable `code` clients switch on and a `message` for people.
    public static func error(
        _ status: HTTPStatus, code: String, message: String, headers: [HTTPHeaderField] = []
    ) -> HTTPResponse {
        json(ErrorResponseBody(error: code, message: message), status: status, headers: headers)
    }

    /// `Content-Type: application/json`.
    public static let jsonContentType = HTTPHeaderField(name: "Content-Type", value: "application/json")

    /// The bytes on the wire: status line, headers, `Content-Length`, `Connection: close`, body.
    var serialized: [UInt8] {
        var head = "HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\n"
        for field in headers {
            head += "\(field.name): \(field.value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + Array(body)
    }
}
