#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The status and body of the bank's HTTP answer, and when it asked to be asked again.
struct HTTPAnswer: Sendable, Equatable {
    let status: Int
    let body: Data
    /// The answer's `Retry-After`, when it gave one in whole seconds.
    let retryAfter: Duration?

    init(status: Int, body: Data, retryAfter: Duration? = nil) {
        self.status = status
        self.body = body
        self.retryAfter = retryAfter
    }

    /// `Retry-After` as delta-seconds, such as `1`; an HTTP date, or anything else, is nil.
    static func retryAfter(fromHeader value: String) -> Duration? {
        guard !value.isEmpty, value.utf8.count <= 9, value.utf8.allSatisfy({ (48...57).contains($0) }),
            let seconds = Int(value)
        else { return nil }
        return .seconds(seconds)
    }
}
