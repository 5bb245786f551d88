/// Decodes a body sent with `Transfer-Encoding: chunked`: sized chunks, then a chunk of size 0.
enum ChunkedBody {
    /// What the bytes received so far decode to.
    enum Result {
        case complete([UInt8])
        case incomplete
        case malformed(String)
    }

    private static let lineEnd: [UInt8] = Array("\r\n".utf8)

    /// Decodes `bytes` (from the start of the body), refusing bodies over `limit` bytes.
    static func decode(_ bytes: ArraySlice<UInt8>, limit: Int) -> Result {
        var body: [UInt8] = []
        var position = bytes.startIndex
        while true {
            guard let sizeEnd = bytes[position...].firstRange(of: lineEnd) else { return .incomplete }
            // The size may be followed by `;extension`, which carries nothing the ATM needs.
            let sizeField = bytes[position..<sizeEnd.lowerBound].prefix { $0 != UInt8(ascii: ";") }
            let sizeText = String(decoding: sizeField, as: UTF8.self).filter { $0 != " " && $0 != "\t" }
            guard !sizeText.isEmpty, sizeText.count <= 8, let size = Int(sizeText, radix: 16) else {
                return .malformed("it sent a chunk size that is not a hexadecimal number")
            }
            let dataStart = sizeEnd.upperBound
            if size == 0 {
                // Trailer lines, if any, end with an empty line.
                return bytes[dataStart...].firstRange(of: lineEnd + lineEnd) != nil
                    || bytes[dataStart...].starts(with: lineEnd) ? .complete(body) : .incomplete
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
