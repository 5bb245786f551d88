import BankAPI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A request that never got a usable HTTP answer: connection refused, timeout, lost connection.
///
/// Separate from ``BankError`` so the client can tell "no answer" from "the bank said no", and
/// among the first, a request that certainly never reached the bank (nothing can have been
/// credited) from one that may have (a deposit's outcome is then unknown until the bank is
/// asked again with the same idempotency key).
struct TransportFailure: Error, Sendable {
    /// A short reason that names the URL, for the person at the ATM.
    let reason: String
    /// False only when the request certainly never reached the bank: no address, no connection,
    /// or cancelled before it was sent.
    let mayHaveReachedBank: Bool

    init(reason: String, mayHaveReachedBank: Bool) {
        self.reason = reason
        self.mayHaveReachedBank = mayHaveReachedBank
    }

    /// Describes the socket failure of a request to `url`.
    init(_ failure: SocketFailure, url: String, timeoutSeconds: Double) {
        switch failure {
        case .hostNotFound(let detail):
            self.init(reason: "could not find the host of \(url) (\(detail))", mayHaveReachedBank: false)
        case .connectFailed(let code):
            self.init(reason: "could not connect to \(url) (\(Self.describe(code)))", mayHaveReachedBank: false)
        case .connectionLost(let code):
            self.init(reason: "the connection to \(url) was lost (\(Self.describe(code)))", mayHaveReachedBank: true)
        case .timedOut:
            // A timeout while connecting is counted too: nothing tells it apart here.
            self.init(reason: "no answer from \(url) within \(Self.seconds(timeoutSeconds))", mayHaveReachedBank: true)
        }
    }

    /// The bank closed the connection before its answer was complete.
    static func cutShort(url: String) -> TransportFailure {
        TransportFailure(reason: "\(url) closed the connection without a complete answer", mayHaveReachedBank: true)
    }

    /// The bank's bytes are not an HTTP answer the ATM can read; it did receive the request.
    static func malformed(url: String, reason: String) -> TransportFailure {
        TransportFailure(reason: "\(url) did not answer with readable HTTP: \(reason)", mayHaveReachedBank: true)
    }

    /// The request was cancelled before it was sent.
    static func cancelled(url: String) -> TransportFailure {
        TransportFailure(reason: "the request to \(url) was cancelled", mayHaveReachedBank: false)
    }

    /// The failure as the error the ATM reports for a request that changes nothing, such as a
    /// balance, or for a deposit that never reached the bank.
    var bankError: BankError {
        .unreachable(reason)
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Whole seconds as such, others to a hundredth: the last attempt of a deposit gets what
    /// is left of its deadline, such as 0.73 s.
    private static func seconds(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        return hundredths.truncatingRemainder(dividingBy: 100) == 0
            ? "\(Int(hundredths / 100)) s" : "\(hundredths / 100) s"
    }
}
