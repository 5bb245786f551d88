import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A slowloris on its own thread: `count` connections to the server that never finish a
/// request, half of them silent and half sending one byte a second. A connection the
/// server closes is opened again, at most once a second, as a real attacker would.
final class SlowClients: Sendable {
    private let stopped = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)
    private let reconnects = Atomic<Int>(0)

    init(count: Int, port: UInt16) {
        Thread.detachNewThread { [self] in
            attack(count: count, port: port)
            finished.signal()
        }
    }

    /// How many times a closed connection was opened again.
    var reconnections: Int { reconnects.load(ordering: .relaxed) }

    /// Stops the attack and closes its connections (waiting at most five seconds).
    func stop() {
        stopped.store(true, ordering: .releasing)
        _ = finished.wait(timeout: .now() + 5)
    }

    private func attack(count: Int, port: UInt16) {
        let trickle = Array("GET /v1/accounts/acc-1/balance HTTP/1.1\r\nX-Slow: ".utf8)
        var connections: [RawConnection?] = []
        var lastOpened: [ContinuousClock.Instant] = []
        for _ in 0..<count {
            connections.append(try? RawConnection(port: port, timeout: .seconds(1)))
            lastOpened.append(.now)
        }
        var sent = [Int](repeating: 0, count: count)
        var lastTrickle = ContinuousClock.now
        // Bounded: the test stops it long before, but a forgotten attack must end by itself.
        let deadline = ContinuousClock.now + .seconds(30)
        while !stopped.load(ordering: .acquiring) && ContinuousClock.now < deadline {
            let now = ContinuousClock.now
            let trickleNow = now - lastTrickle >= .seconds(1)
            if trickleNow { lastTrickle = now }
            for index in 0..<count {
                if let connection = connections[index], !Self.isClosed(connection) {
                    if trickleNow && index % 2 == 1 {
                        connection.send([trickle[sent[index] % trickle.count]])
                        sent[index] += 1
                    }
                    continue
                }
                guard now - lastOpened[index] >= .seconds(1) else { continue }
                connections[index] = nil
                connections[index] = try? RawConnection(port: port, timeout: .seconds(1))
                lastOpened[index] = now
                sent[index] = 0
                reconnects.add(1, ordering: .relaxed)
            }
            usleep(50_000)
        }
    }

    /// True when the server closed or reset the connection.
    private static func isClosed(_ connection: RawConnection) -> Bool {
        var request = pollfd(fd: connection.fd, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, 0) > 0 else { return false }
        var byte: UInt8 = 0
        let count = recv(connection.fd, &byte, 1, Int32(MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }
}
