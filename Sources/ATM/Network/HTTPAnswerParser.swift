#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads an HTTP/1.1 answer from the bytes received so far.
///
/// The body ends where `Content-Length` says, after the last chunk of a chunked body, or
/// when the bank closes the connection. Heads and bodies are bounded, so a broken or hostile
/// server gets a clear error instead of the ATM's memory. Hand-written: URLSession, the
/// toolchain's client, traps on an answer cut short on Linux (see ``BankNetworkExecutor``).
struct HTTPAnswerParser {
    /// What the bytes received so far amount to.
    enum Progress: Equatable {
        /// The answer is not complete yet; read more.
        case needsMore
        /// The whole answer.
        case answer(HTTPAnswer)
        /// The connection closed before the answer was complete: it may be worth asking again.
        case cutShort
        /// The bytes are not an HTTP answer the ATM can read, and asking again will not help.
        case malformed(String)
    }

    /// The longest head read: a status line and headers far beyond any real answer's. It
    /// counts every interim answer before the final head too, so a bank that sends
    /// `100 Continue` forever is refused instead of read forever.
    static let maximumHeadSize = 16 * 1024
    /// The largest body read; the bank's answers are a few hundred bytes.
    static let maximumBodySize = 1 << 20
    /// The most bytes a chunked body may take on the wire, framing included: twice the largest
    /// body leaves room for any sensible chunking, and stops endless chunk extensions or trailers.
    static let maximumChunkedSize = 2 * maximumBodySize

    private static let headEnd: [UInt8] = Array("\r\n\r\n".utf8)

    /// Where the body starts and how it ends, once the head has been read.
    private var head: (head: Head, bodyStart: Int)?
    /// Where the head being looked for starts: after any interim answers.
    private var headStart = 0
    /// How many interim answers came before the head being looked for.
    private var interimAnswers = 0
    /// The chunked body decoded so far, once its first bytes have been looked at.
    private var chunkedBody: ChunkedBody?

    private enum Framing {
        case length(Int)
        case chunked
        case untilClose
    }

    /// What the ATM needs from a head: the status, how the body ends, and `Retry-After`.
    private struct Head {
        var status: Int
        var framing = Framing.untilClose
        var retryAfter: Duration?
    }

    /// Looks at everything received so far; `ended` is true once the bank has closed its side.
    mutating func progress(of bytes: [UInt8], ended: Bool) -> Progress {
        while head == nil {
            // Measured from the first byte, so interim answers count towards the limit.
            guard let range = bytes[headStart...].firstRange(of: Self.headEnd) else {
                return bytes.count > Self.maximumHeadSize ? .malformed(headTooLong) : ended ? .cutShort : .needsMore
            }
            guard range.upperBound <= Self.maximumHeadSize else { return .malformed(headTooLong) }
            switch Self.readHead(bytes[headStart..<range.lowerBound]) {
            case .success(let interim) where (100..<200).contains(interim.status):
                // An interim answer (such as 100 Continue) is followed by the real one.
                headStart = range.upperBound
                interimAnswers += 1
            case .success(let final):
                head = (final, range.upperBound)
            case .failure(let reason):
                return .malformed(reason.text)
            }
        }
        guard let (head, bodyStart) = head else { return .needsMore }
        let received = bytes.count - bodyStart
        func answer(_ body: some Sequence<UInt8>) -> Progress {
            .answer(HTTPAnswer(status: head.status, body: Data(body), retryAfter: head.retryAfter))
        }
        switch head.framing {
        case .length(let length):
            guard length <= Self.maximumBodySize else { return .malformed(Self.tooLarge) }
            if received >= length {
                return answer(bytes[bodyStart..<(bodyStart + length)])
            }
            return ended ? .cutShort : .needsMore
        case .untilClose:
            guard received <= Self.maximumBodySize else { return .malformed(Self.tooLarge) }
            return ended ? answer(bytes[bodyStart...]) : .needsMore
        case .chunked:
            guard received <= Self.maximumChunkedSize else {
                return .malformed("its chunked body takes more than \(Self.maximumChunkedSize) bytes to send")
            }
            // Taken out while it decodes, so its body is never copied to be appended to.
            var decoder = chunkedBody.take() ?? ChunkedBody(bodyStart: bodyStart, limit: Self.maximumBodySize)
            let result = decoder.decode(bytes)
            chunkedBody = decoder
            switch result {
            case .complete(let body): return answer(body)
            case .incomplete: return ended ? .cutShort : .needsMore
            case .malformed(let reason): return .malformed(reason)
            }
        }
    }

    private static let tooLarge = "its body is larger than \(maximumBodySize) bytes"

    /// Why a head that is too long is refused, naming the interim answers that made it so.
    private var headTooLong: String {
        let interim =
            switch interimAnswers {
            case 0: ""
            case 1: ", counting 1 interim answer"
            default: ", counting \(interimAnswers) interim answers"
            }
        return "its headers are longer than \(Self.maximumHeadSize) bytes\(interim)"
    }

    /// A reason a head cannot be read.
    private struct HeadProblem: Error {
        let text: String
    }

    /// The status code, body framing and `Retry-After` in a head (without its final blank line).
    private static func readHead(_ bytes: ArraySlice<UInt8>) -> Result<Head, HeadProblem> {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)[...]
        let statusLine = lines.popFirst() ?? ""
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3,
            let status = Int(parts[1]), (100...599).contains(status)
        else {
            return .failure(HeadProblem(text: "it did not answer with HTTP/1.1 (it sent '\(statusLine.prefix(40))')"))
        }
        var head = Head(status: status)
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeadProblem(text: "it sent a header line without a colon"))
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].split(separator: " ").joined(separator: " ").lowercased()
            if name == "transfer-encoding" {
                guard value == "chunked" else {
                    return .failure(
                        HeadProblem(text: "it used the transfer coding '\(value)', which the ATM cannot read"))
                }
                head.framing = .chunked
            } else if name == "content-length", case .untilClose = head.framing {
                guard let length = Int(value), length >= 0 else {
                    return .failure(HeadProblem(text: "its Content-Length '\(value)' is not a number of bytes"))
                }
                head.framing = .length(length)
            } else if name == "retry-after" {
                head.retryAfter = HTTPAnswer.retryAfter(fromHeader: value)
            }
        }
        // A body is never sent with these, whatever the headers say.
        if status == 204 || status == 304 {
            head.framing = .length(0)
        }
        return .success(head)
    }
}
