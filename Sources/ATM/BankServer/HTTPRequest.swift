import Foundation

/// A complete HTTP request as the server read it: the head has been checked and the body
/// is exactly `Content-Length` bytes, so a handler never sees a half-read message.
public struct HTTPRequest: Sendable, Hashable {
    /// The method token as sent, such as `GET`; methods are case-sensitive.
    public let method: String
    /// The request target as sent: a path starting with `/`, maybe with a `?query`.
    public let target: String
    /// The header fields.
    public let headers: HTTPHeaders
    /// The body; empty when the request had no `Content-Length`.
    public let body: Data

    /// Creates a request; the server makes these after validating the bytes it received.
    public init(method: String, target: String, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data()) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
    }

    /// The target without its query string, which is what routes match on.
    public var path: Substring {
        target.prefix { $0 != "?" }
    }
}
