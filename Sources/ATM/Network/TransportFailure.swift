import BankAPI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A request that never got a usable HTTP answer: connection refused, timeout, lost connection.
///
/// Separate from ``BankError`` so the client can tell "no answer" (safe to retry a
/// deposit with the same key) from "the bank said no" (never retried).
struct TransportFailure: Error, Sendable {
    /// A short reason that names the URL, for the person at the ATM.
    let reason: String
    /// False when sending again cannot help (for example, the task was cancelled).
    let isWorthRetrying: Bool

    init(reason: String, isWorthRetrying: Bool) {
        self.reason = reason
        self.isWorthRetrying = isWorthRetrying
    }

    /// Describes the socket failure of a request to `url`.
    init(_ failure: SocketFailure, url: String, timeoutSeconds: Double) {
        switch failure {
        case .hostNotFound(let detail):
            self.init(reason: "could not find the host of \(url) (\(detail))", isWorthRetrying: true)
        case .connectFailed(let code):
            self.init(reason: "could not connect to \(url) (\(Self.describe(code)))", isWorthRetrying: true)
        case .connectionLost(let code):
            self.init(reason: "the connection to \(url) was lost (\(Self.describe(code)))", isWorthRetrying: true)
        case .timedOut:
            self.init(reason: "no answer from \(url) within \(Self.seconds(timeoutSeconds))", isWorthRetrying: true)
        }
    }

    /// The bank closed the connection before its answer was complete.
    static func cutShort(url: String) -> TransportFailure {
        TransportFailure(reason: "\(url) closed the connection without a complete answer", isWorthRetrying: true)
    }

    /// The bank's bytes are not an HTTP answer the ATM can read; asking again will not help.
    static func malformed(url: String, reason: String) -> TransportFailure {
        TransportFailure(reason: "\(url) did not answer with readable HTTP: \(reason)", isWorthRetrying: false)
    }

    /// The request was cancelled before it was sent.
    static func cancelled(url: String) -> TransportFailure {
        TransportFailure(reason: "the request to \(url) was cancelled", isWorthRetrying: false)
    }

    /// The failure as the error the ATM reports.
    var bankError: BankError {
        .unreachable(reason)
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
