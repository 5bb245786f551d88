/// How much a client may send and how long it may take, so a slow, silent or hostile
/// client costs the server one bounded connection and nothing more.
public struct HTTPServerLimits: Sendable, Hashable {
    /// The most bytes the request line and headers may take, blank line included.
    public var maxHeadBytes: Int
    /// The most bytes a request body may declare in `Content-Length`.
    public var maxBodyBytes: Int
    /// How long a read or write may wait for the peer before the connection is dropped.
    public var idleTimeout: Duration
    /// How long the whole request may take to arrive, however steadily it trickles in.
    public var requestTimeout: Duration
    /// How many connections are served at once; more are closed at once without an answer.
    public var maxConcurrentConnections: Int

    /// Creates limits; the defaults are what `bank-server` uses.
    public init(
        maxHeadBytes: Int = 16 * 1024,
        maxBodyBytes: Int = 16 * 1024,
        idleTimeout: Duration = .seconds(5),
        requestTimeout: Duration = .seconds(10),
        maxConcurrentConnections: Int = 256
    ) {
        self.maxHeadBytes = maxHeadBytes
        self.maxBodyBytes = maxBodyBytes
        self.idleTimeout = idleTimeout
        self.requestTimeout = requestTimeout
        self.maxConcurrentConnections = maxConcurrentConnections
    }

    /// The limits `bank-server` runs with: 16 KiB head, 16 KiB body, 5 s idle, 10 s per request.
    public static let standard = HTTPServerLimits()
}
