/// The checked request line and headers of a request, before its body is read.
struct HTTPRequestHead: Sendable, Hashable {
    var method: String
    var target: String
    var headers: HTTPHeaders
    /// The declared body length; 0 when there is no `Content-Length`.
    var contentLength: Int
    /// True when the client waits for `100 Continue` before sending the body (curl does for large bodies).
    var expectsContinue: Bool
}
