// A small HTTP load generator for bank-server (see Scripts/load): one thread per connection,
// each sending requests back to back (the server answers one request per connection), and a
// table of requests per second and latency percentiles per load and connection count.
// Optionally holds slow sockets open meanwhile (idle, or trickling a byte a second) to see how
// many normal requests are still served. Not a SwiftPM target: Scripts/load compiles it with
// swiftc, together with Tests/Support/TestSupport/LoopbackSocket.swift (the socket plumbing).

import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// What each request of a run is.
enum Load: String, CaseIterable {
    case balance, deposit, mixed
}

/// The command line: `bank-load PORT TOKEN [--seconds S] [--connections 1,8,64,256] [--loads balance,deposit,mixed] [--slow N]`.
struct Options {
    var port: UInt16 = 0
    var token = ""
    var seconds = 3.0
    var connections = [1, 8, 64, 256]
    var loads = Load.allCases
    var slow = 0

    init(_ arguments: [String]) {
        var rest = arguments[...]
        guard let port = rest.popFirst().flatMap({ UInt16($0) }), let token = rest.popFirst() else {
            FileHandle.standardError.write(
                Data(
                    "usage: bank-load PORT TOKEN [--seconds S] [--connections 1,8] [--loads balance,mixed] [--slow N]\n"
                        .utf8))
            exit(64)
        }
        self.port = port
        self.token = token
        while let flag = rest.popFirst(), let value = rest.popFirst() {
            switch flag {
            case "--seconds": seconds = Double(value) ?? seconds
            case "--connections": connections = value.split(separator: ",").compactMap { Int($0) }
            case "--loads": loads = value.split(separator: ",").compactMap { Load(rawValue: String($0)) }
            case "--slow": slow = Int(value) ?? 0
            default: break
            }
        }
    }
}

/// A counter or flag that threads share.
final class Shared: Sendable {
    let count = Atomic<Int>(0)
    let flag = Atomic<Bool>(false)
}

/// Opens a blocking TCP connection to 127.0.0.1:`port` with 5 s timeouts; -1 on failure.
func connectLoopback(_ port: UInt16) -> Int32 {
    (try? LoopbackSocket.open(port: port, timeout: .seconds(5))) ?? -1
}

/// Sends one request and reads the answer to its end; the status code, or nil on failure.
func exchange(_ request: [UInt8], port: UInt16) -> Int? {
    let fd = connectLoopback(port)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    let sent = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    guard sent == request.count, let answer = try? LoopbackSocket.receiveAll(from: fd) else { return nil }
    // "HTTP/1.1 200 ..."
    guard answer.count >= 12 else { return nil }
    return Int(String(decoding: answer[9..<12], as: UTF8.self))
}

/// The bytes of request number `number` of `load` from connection `connection`.
func request(_ load: Load, connection: Int, number: Int, token: String, run: String) -> [UInt8] {
    let account = "load-\(connection % 16)"
    let isDeposit = load == .deposit || (load == .mixed && number % 5 == 0)
    if isDeposit {
        let body = #"{"amountMinorUnits": 100}"#
        return Array(
            ("POST /v1/accounts/\(account)/deposits HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n"
                + "Idempotency-Key: \(run)-\(connection)-\(number)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
                .utf8)
    }
    return Array(
        "GET /v1/accounts/\(account)/balance HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n\r\n".utf8
    )
}

/// Runs `connections` threads of `load` for `seconds`; returns (requests/s, p50 ms, p99 ms, failures, total).
func measure(_ load: Load, connections: Int, options: Options) -> (Double, Double, Double, Int, Int) {
    let latencies = Mutex<[Double]>([])
    let failures = Shared()
    let run = "r\(UInt32.random(in: 0...UInt32.max))"
    let end = ContinuousClock.now + .milliseconds(Int64(options.seconds * 1000))
    let group = DispatchGroup()
    let started = ContinuousClock.now
    for connection in 0..<connections {
        group.enter()
        Thread.detachNewThread {
            var mine: [Double] = []
            var number = 0
            while ContinuousClock.now < end {
                let bytes = request(load, connection: connection, number: number, token: options.token, run: run)
                number += 1
                let before = ContinuousClock.now
                let status = exchange(bytes, port: options.port)
                let (seconds, attoseconds) = (ContinuousClock.now - before).components
                if status == 200 {
                    mine.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
                } else {
                    failures.count.add(1, ordering: .relaxed)
                }
            }
            latencies.withLock { $0 += mine }
            group.leave()
        }
    }
    group.wait()
    let (seconds, attoseconds) = (ContinuousClock.now - started).components
    let elapsed = Double(seconds) + Double(attoseconds) / 1e18
    let sorted = latencies.withLock { $0 }.sorted()
    func percentile(_ p: Double) -> Double {
        sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
    }
    let failed = failures.count.load(ordering: .relaxed)
    return (Double(sorted.count) / elapsed, percentile(0.5), percentile(0.99), failed, sorted.count + failed)
}

/// Holds `count` slow sockets open (half idle, half trickling a byte a second, reopened when
/// the server closes them) until `stop` is set.
func holdSlowSockets(_ count: Int, port: UInt16, stop: Shared) {
    var fds = (0..<count).map { _ in connectLoopback(port) }
    let trickle = Array("GET /v1/accounts/x/balance HTTP/1.1\r\nX-Slow: ".utf8)
    var sent = [Int](repeating: 0, count: count)
    var lastTrickle = ContinuousClock.now
    while !stop.flag.load(ordering: .relaxed) {
        let trickleNow = ContinuousClock.now - lastTrickle >= .seconds(1)
        if trickleNow { lastTrickle = .now }
        for index in 0..<count {
            var probe = pollfd(fd: fds[index], events: Int16(POLLIN), revents: 0)
            var byte: UInt8 = 0
            let closed =
                fds[index] < 0
                || (poll(&probe, 1, 0) > 0 && recv(fds[index], &byte, 1, Int32(MSG_DONTWAIT)) <= 0)
            if closed {
                if fds[index] >= 0 { close(fds[index]) }
                fds[index] = connectLoopback(port)
                sent[index] = 0
            } else if trickleNow && index % 2 == 1 {
                _ = send(fds[index], [trickle[sent[index] % trickle.count]], 1, Int32(MSG_NOSIGNAL))
                sent[index] += 1
            }
        }
        usleep(100_000)
    }
    for fd in fds where fd >= 0 { close(fd) }
}

@main
enum BankLoad {
    static func main() {
        let options = Options(Array(CommandLine.arguments.dropFirst()))
        let stopSlow = Shared()
        let slowDone = DispatchSemaphore(value: 0)
        if options.slow > 0 {
            Thread.detachNewThread {
                holdSlowSockets(options.slow, port: options.port, stop: stopSlow)
                slowDone.signal()
            }
            sleep(3) // Let them take every slot first.
            print("with \(options.slow) slow sockets open (half idle, half trickling a byte a second):")
        }
        print("| load | connections | req/s | p50 ms | p99 ms | failed |")
        print("|---|---:|---:|---:|---:|---:|")
        for load in options.loads {
            for connections in options.connections {
                let (rate, p50, p99, failed, total) = measure(load, connections: connections, options: options)
                let failedText =
                    total == 0 ? "-" : String(format: "%d (%.1f%%)", failed, 100 * Double(failed) / Double(total))
                print(
                    String(
                        format: "| %@ | %d | %.0f | %.2f | %.2f | %@ |", load.rawValue, connections, rate, p50, p99,
                        failedText))
            }
        }
        if options.slow > 0 {
            stopSlow.flag.store(true, ordering: .relaxed)
            _ = slowDone.wait(timeout: .now() + 10)
        }
    }
}
