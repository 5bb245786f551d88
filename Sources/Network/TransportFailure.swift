import BankAPI
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request that never got an HTTP answer: connection refused, timeout, lost connection.
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

    /// Describes the error URLSession reported for a request to `url`.
    init(error: any Error, url: String, timeoutSeconds: Double) {
        guard let urlError = error as? URLError else {
            self.init(reason: "could not reach \(url): \(error.localizedDescription)", isWorthRetrying: true)
            return
        }
        switch urlError.code {
        case .cancelled:
            self.init(reason: "the request to \(url) was cancelled", isWorthRetrying: false)
        case .timedOut:
            self.init(reason: "no answer from \(url) within \(Self.seconds(timeoutSeconds))", isWorthRetrying: true)
        case .cannotConnectToHost:
            self.init(reason: "could not connect to \(url)", isWorthRetrying: true)
        case .cannotFindHost, .dnsLookupFailed:
            self.init(reason: "could not find the host of \(url)", isWorthRetrying: true)
        case .badServerResponse, .zeroByteResource:
            self.init(reason: "\(url) closed the connection without answering", isWorthRetrying: true)
        case .networkConnectionLost:
            self.init(reason: "the connection to \(url) was lost", isWorthRetrying: true)
        case .notConnectedToInternet:
            self.init(reason: "no network connection for \(url)", isWorthRetrying: true)
        default:
            self.init(reason: "could not reach \(url) (URL error \(urlError.code.rawValue))", isWorthRetrying: true)
        }
    }

    /// The failure as the error the ATM reports.
    var bankError: BankError {
        .unreachable(reason)
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
