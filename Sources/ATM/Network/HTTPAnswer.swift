#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The status and body of the bank's HTTP answer.
struct HTTPAnswer: Sendable, Equatable {
    let status: Int
    let body: Data
}
