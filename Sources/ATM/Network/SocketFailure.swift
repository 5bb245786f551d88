/// Why a TCP exchange with the bank ended without an answer, in the socket's own terms.
///
/// ``TransportFailure`` turns it into words that name the bank's URL.
enum SocketFailure: Error, Sendable {
    /// The host name did not resolve; the resolver's words.
    case hostNotFound(String)
    /// No connection could be made, with the `errno` (for example, connection refused).
    case connectFailed(Int32)
    /// The connection broke while sending or receiving, with the `errno`.
    case connectionLost(Int32)
    /// The deadline passed before the exchange finished.
    case timedOut
}
