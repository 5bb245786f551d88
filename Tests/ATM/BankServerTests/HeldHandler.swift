import Foundation
import Synchronization

@testable import BankServer

/// A handler that holds every request until released (or five seconds pass), then answers 200.
final class HeldHandler: HTTPRequestHandler {
    private let state = Mutex((holding: 0, released: false))

    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.path == "/held" else { return HTTPResponse(status: .ok) }
        state.withLock { $0.holding += 1 }
        let deadline = ContinuousClock.now + .seconds(5)
        while !state.withLock({ $0.released }) && ContinuousClock.now < deadline {
            usleep(1000)
        }
        return HTTPResponse(status: .ok)
    }

    /// Waits (at most five seconds) until `count` requests are being held.
    func waitUntilHolding(_ count: Int) -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while state.withLock({ $0.holding < count }) && ContinuousClock.now < deadline {
            usleep(1000)
        }
        return state.withLock { $0.holding >= count }
    }

    func release() {
        state.withLock { $0.released = true }
    }
}
