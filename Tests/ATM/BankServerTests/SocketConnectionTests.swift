import Testing

@testable import BankServer

#if canImport(Glibc)
import Glibc
#endif

@Suite("Socket connection")
struct SocketConnectionTests {
    @Test func releasingAConnectionEndsItEvenWhileACopyOfItsDescriptorIsOpen() throws {
        var ends: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        let (serverEnd, peer) = (ends[0], ends[1])
        defer { close(peer) }
        // The copy a process spawned by another thread would inherit.
        let inherited = dup(serverEnd)
        defer { close(inherited) }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        _ = setsockopt(peer, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))

        do {
            let connection = SocketConnection(fd: serverEnd, sendTimeout: .seconds(1))
            #expect(connection.sendAll(Array("answer".utf8)))
        }

        var buffer = [UInt8](repeating: 0, count: 64)
        let answered = buffer.withUnsafeMutableBytes { recv(peer, $0.baseAddress, $0.count, 0) }
        #expect(answered == 6)
        // End of stream, not a timeout: the peer is told the connection is over.
        let ended = buffer.withUnsafeMutableBytes { recv(peer, $0.baseAddress, $0.count, 0) }
        #expect(ended == 0)
    }
}
