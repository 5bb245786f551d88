#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One HTTP/1.1 request and its answer on a connection of its own, all within one deadline.
///
/// Each request opens a connection and asks the bank to close it afterwards: the ATM sends
/// one or two requests per command, so keeping connections alive would buy nothing.
/// Hand-written: URLSession, the toolchain's client, traps on an answer cut short on Linux
/// (see ``BankNetworkExecutor``).
struct HTTPExchange: Sendable {
    let method: String
    /// The bank route, such as `/v1/accounts/checking-001/balance`; the endpoint's base path goes before it.
    let path: String
    /// Header fields other than `Host`, `Content-Length` and `Connection`, which are added here.
    let headers: [(name: String, value: String)]
    let body: [UInt8]

    /// The request as it goes on the wire to the bank at `settings`.
    func requestBytes(for settings: BankEndpoint.Settings) -> [UInt8] {
        var head = "\(method) \(settings.target(for: path)) HTTP/1.1\r\nHost: \(settings.hostHeader)\r\n"
        for (name, value) in headers {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + body
    }

    /// Sends the request to the bank at `settings` and reads the answer, giving up at `deadline`.
    ///
    /// Blocks the calling thread; ``BankNetworkExecutor`` calls it off Swift's cooperative pool.
    func perform(
        with settings: BankEndpoint.Settings, deadline: ContinuousClock.Instant, timeoutSeconds: Double
    ) throws(TransportFailure) -> HTTPAnswer {
        let url = settings.url(for: path)
        let outcome: HTTPAnswerParser.Progress
        do {
            outcome = try exchange(with: settings, deadline: deadline)
        } catch {
            throw TransportFailure(error, url: url, timeoutSeconds: timeoutSeconds)
        }
        switch outcome {
        case .answer(let answer): return answer
        case .malformed(let reason): throw .malformed(url: url, reason: reason)
        case .cutShort, .needsMore: throw .cutShort(url: url)
        }
    }

    /// Connects, sends and reads until the answer is complete or cannot be.
    private func exchange(
        with settings: BankEndpoint.Settings, deadline: ContinuousClock.Instant
    ) throws(SocketFailure) -> HTTPAnswerParser.Progress {
        let connection = try TCPConnection.open(host: settings.host, port: settings.port, deadline: deadline)
        try connection.write(requestBytes(for: settings), until: deadline)
        var parser = HTTPAnswerParser()
        var received: [UInt8] = []
        while true {
            let open = try connection.read(into: &received, until: deadline)
            let progress = parser.progress(of: received, ended: !open)
            if progress != .needsMore {
                return progress
            }
        }
    }
}
