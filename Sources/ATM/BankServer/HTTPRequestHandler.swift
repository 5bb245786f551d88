/// Turns a request into a response. The server calls it on the connection's own thread,
/// so it may block briefly (the bank's journal fsyncs), but it must never trap.
public protocol HTTPRequestHandler: Sendable {
    /// The response to send for `request`.
    func respond(to request: HTTPRequest) -> HTTPResponse
}
