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
    /// How long the request line and headers may take to arrive, counted from the connection.
    ///
    /// Kept short and apart from ``requestTimeout``: a real client sends its head in one
    /// write, so only an idle or trickling client needs longer, and every second it is allowed
    /// is a second it holds one of the ``maxConcurrentConnections`` slots.
    public var headTimeout: Duration
    /// How many connections are served at once. At the limit, a connection already answered,
    /// or else the one that has waited longest for its request to arrive, is dropped to make
    /// room, and nothing a dropped connection asked for is done; only when every connection
    /// is being answered is a new one refused, with `503` and `Retry-After: 1`.
    public var maxConcurrentConnections: Int

    /// Creates limits; the defaults are what `bank-server` uses.
    public init(
        maxHeadBytes: Int = 16 * 1024,
        maxBodyBytes: Int = 16 * 1024,
        idleTimeout: Duration = .seconds(5),
        requestTimeout: Duration = .seconds(10),
        headTimeout: Duration = .seconds(2),
        maxConcurrentConnections: Int = 256
    ) {
        self.maxHeadBytes = maxHeadBytes
        self.maxBodyBytes = maxBodyBytes
        self.idleTimeout = idleTimeout
        self.requestTimeout = requestTimeout
        self.headTimeout = headTimeout
        self.maxConcurrentConnections = maxConcurrentConnections
    }

    /// The limits `bank-server` runs with: 16 KiB head, 16 KiB body, 5 s idle, 2 s for the
    /// head, 10 s per request, 256 connections.
    public static let standard = HTTPServerLimits()
}
