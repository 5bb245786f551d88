/// Checks and parses the request line and headers of an HTTP/1.x request.
///
/// It is strict on purpose: only visible ASCII, spaces and tabs, CRLF line ends, an
/// origin-form target, one `Content-Length` of plain digits and no `Transfer-Encoding`.
/// Anything else is answered 400 rather than guessed at, which also rules out request smuggling.
/// Hand-written: the toolchain has no HTTP server or request parser.
enum HTTPHeadParser {
    static let carriageReturn = UInt8(ascii: "\r")
    static let lineFeed = UInt8(ascii: "\n")

    /// True for bytes a request head may contain: visible ASCII, space, tab, CR and LF.
    static func isAllowedHeadByte(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte) || byte == 0x09 || byte == carriageReturn || byte == lineFeed
    }

    /// The index just past the blank line (`\r\n\r\n`) that ends the head, searching from `start`.
    static func endOfHead(in bytes: [UInt8], searchingFrom start: Int) -> Int? {
        var index = max(0, start)
        while index + 3 < bytes.count {
            if bytes[index] == carriageReturn, bytes[index + 1] == lineFeed,
                bytes[index + 2] == carriageReturn, bytes[index + 3] == lineFeed
            {
                return index + 4
            }
            index += 1
        }
        return nil
    }

    /// Checks a request line such as `GET /path HTTP/1.1`; returns its method and target.
    static func parseRequestLine(_ line: some Collection<UInt8>) throws(HTTPRequestRejection) -> (
        method: String, target: String
    ) {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            throw .badRequest("the request line must be 'METHOD /path HTTP/1.1'")
        }
        let method = parts[0], target = parts[1], version = parts[2]
        guard !method.isEmpty, method.allSatisfy(isTokenByte) else {
            throw .badRequest("the request method is not a valid HTTP token")
        }
        guard target.first == UInt8(ascii: "/"), target.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw .badRequest("the request target must be a path starting with '/'")
        }
        let versionText = String(decoding: version, as: UTF8.self)
        guard versionText == "HTTP/1.1" || versionText == "HTTP/1.0" else {
            throw .badRequest("only HTTP/1.1 and HTTP/1.0 are supported")
        }
        return (String(decoding: method, as: UTF8.self), String(decoding: target, as: UTF8.self))
    }

    /// Parses a whole head (request line, headers, and the blank line that ends them).
    static func parse(_ head: ArraySlice<UInt8>, maxBodyBytes: Int) throws(HTTPRequestRejection) -> HTTPRequestHead {
        guard head.allSatisfy(isAllowedHeadByte) else {
            throw .badRequest("the request head contains bytes that are not printable ASCII")
        }
        return try parseCheckedHead(head, maxBodyBytes: maxBodyBytes)
    }

    private static func parseCheckedHead(
        _ head: ArraySlice<UInt8>, maxBodyBytes: Int
    ) throws(HTTPRequestRejection) -> HTTPRequestHead {
        var lines = try splitLines(head)
        // The head ends with an empty line; drop it (and only it).
        guard lines.last?.isEmpty == true else {
            throw .badRequest("the request head must end with an empty line")
        }
        lines.removeLast()
        guard let requestLine = lines.first else {
            throw .badRequest("the request line is missing")
        }
        let (method, target) = try parseRequestLine(requestLine)

        var fields: [HTTPHeaderField] = []
        for line in lines.dropFirst() {
            fields.append(try parseField(line))
        }
        let headers = HTTPHeaders(fields)

        if !headers.values(named: "Transfer-Encoding").isEmpty {
            throw .badRequest("Transfer-Encoding is not supported; send the body with a Content-Length header")
        }
        let contentLength = try parseContentLength(headers.values(named: "Content-Length"), maxBodyBytes: maxBodyBytes)
        let expectsContinue = headers["Expect"]?.lowercased() == "100-continue"
        return HTTPRequestHead(
            method: method, target: target, headers: headers,
            contentLength: contentLength, expectsContinue: expectsContinue
        )
    }

    /// Splits on CRLF; a lone CR or LF is refused because proxies and servers disagree about it.
    private static func splitLines(_ head: ArraySlice<UInt8>) throws(HTTPRequestRejection) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = head.startIndex
        var index = head.startIndex
        while index < head.endIndex {
            let byte = head[index]
            if byte == carriageReturn {
                guard index + 1 < head.endIndex, head[index + 1] == lineFeed else {
                    throw .badRequest("the request head contains a CR that is not followed by LF")
                }
                lines.append(head[lineStart..<index])
                index += 2
                lineStart = index
            } else if byte == lineFeed {
                throw .badRequest("the request head contains an LF that is not preceded by CR")
            } else {
                index += 1
            }
        }
        if lineStart < head.endIndex {
            lines.append(head[lineStart..<head.endIndex])
        }
        return lines
    }

    /// Parses `Name: value`; folded (indented) continuation lines are refused as RFC 9112 allows.
    private static func parseField(_ line: ArraySlice<UInt8>) throws(HTTPRequestRejection) -> HTTPHeaderField {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            throw .badRequest("a header line has no ':'")
        }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
            throw .badRequest("a header name is empty or contains characters that are not allowed")
        }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
        return HTTPHeaderField(
            name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }

    /// The body length: at most one `Content-Length`, digits only, no larger than `maxBodyBytes`.
    private static func parseContentLength(_ values: [String], maxBodyBytes: Int) throws(HTTPRequestRejection) -> Int {
        guard let text = values.first else { return 0 }
        guard values.count == 1 else {
            throw .badRequest("send exactly one Content-Length header")
        }
        guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }) else {
            throw .badRequest("Content-Length must be a whole number of bytes")
        }
        // All digits: a value too big for Int is certainly over the limit.
        guard let length = Int(text), length <= maxBodyBytes else {
            throw .tooLarge("the request body is larger than \(maxBodyBytes) bytes")
        }
        return length
    }

    /// True for the characters RFC 9110 allows in a token (method and header names).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumericByte || "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
}

extension UInt8 {
    /// True for `0-9`, `A-Z` and `a-z`.
    var isASCIIAlphanumericByte: Bool {
        (48...57).contains(self) || (65...90).contains(self) || (97...122).contains(self)
    }
}
