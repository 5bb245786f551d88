/// Decodes a body sent with `Transfer-Encoding: chunked`: sized chunks, then a chunk of size 0.
///
/// Decoding picks up where the last call stopped, so a bank that sends thousands of tiny
/// chunks costs each read only its new bytes, not a decode of everything received so far.
/// Hand-written, as the rest of the client (see ``BankNetworkExecutor``).
struct ChunkedBody {
    /// What the bytes received so far decode to.
    enum Result {
        case complete([UInt8])
        case incomplete
        case malformed(String)
    }

    private static let lineEnd: [UInt8] = Array("\r\n".utf8)
    /// The longest chunk-size line, extensions included: far more than any real answer uses,
    /// so a line that never ends is refused after a few bytes.
    static let maximumLineSize = 1024
    /// The most trailer bytes after the last chunk, for the same reason.
    static let maximumTrailerSize = 16 * 1024

    /// The chunks decoded so far.
    private var body: [UInt8] = []
    /// Where the next chunk-size line starts in the received bytes.
    private var position: Int
    /// The largest body accepted.
    private let limit: Int

    /// A decoder for the body that starts at `bodyStart` in the received bytes, refusing bodies
    /// over `limit` bytes.
    init(bodyStart: Int, limit: Int) {
        position = bodyStart
        self.limit = limit
    }

    /// Decodes what `bytes` (everything received, the same bytes as before plus any new ones)
    /// add to the body.
    mutating func decode(_ bytes: [UInt8]) -> Result {
        let lineEnd = Self.lineEnd
        while true {
            let sizeWindow = bytes[position..<min(bytes.endIndex, position + Self.maximumLineSize + lineEnd.count)]
            guard let sizeEnd = sizeWindow.firstRange(of: lineEnd) else {
                guard sizeWindow.count <= Self.maximumLineSize else {
                    return .malformed("it sent a chunk-size line longer than \(Self.maximumLineSize) bytes")
                }
                return .incomplete
            }
            // The size may be followed by `;extension`, which carries nothing the ATM needs.
            let sizeField = bytes[position..<sizeEnd.lowerBound].prefix { $0 != UInt8(ascii: ";") }
            let sizeText = String(decoding: sizeField, as: UTF8.self).filter { $0 != " " && $0 != "\t" }
            guard !sizeText.isEmpty, sizeText.count <= 8, let size = Int(sizeText, radix: 16) else {
                return .malformed("it sent a chunk size that is not a hexadecimal number")
            }
            let dataStart = sizeEnd.upperBound
            if size == 0 {
                // Trailer lines, if any, end with an empty line.
                let trailers = bytes[dataStart...]
                if trailers.starts(with: lineEnd)
                    || trailers.prefix(Self.maximumTrailerSize + 4).firstRange(of: lineEnd + lineEnd) != nil
                {
                    return .complete(body)
                }
                guard trailers.count <= Self.maximumTrailerSize else {
                    return .malformed("its trailers are longer than \(Self.maximumTrailerSize) bytes")
                }
                return .incomplete
            }
            guard body.count + size <= limit else { return .malformed("its body is larger than \(limit) bytes") }
            let dataEnd = dataStart + size
            guard bytes.endIndex >= dataEnd + lineEnd.count else { return .incomplete }
            guard bytes[dataEnd..<(dataEnd + lineEnd.count)].elementsEqual(lineEnd) else {
                return .malformed("a chunk was longer than its size said")
            }
            body.append(contentsOf: bytes[dataStart..<dataEnd])
            position = dataEnd + lineEnd.count
        }
    }
}
