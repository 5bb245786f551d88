// libFuzzer target: the bank-server's request-head parser (see Scripts/fuzz).
// Compiled into one module with Sources/ATM/BankServer, so it reaches the internal parser.

/// Finds the end of the head as the server does, then parses what it found (or everything).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPHead(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let end = HTTPHeadParser.endOfHead(in: bytes, searchingFrom: -3) ?? bytes.count
    do throws(HTTPRequestRejection) {
        _ = try HTTPHeadParser.parse(bytes[..<min(end, bytes.count)], maxBodyBytes: 16 * 1024)
    } catch {
        _ = error.response.serialized
    }
    if let lineEnd = bytes.firstIndex(of: UInt8(ascii: "\r")) {
        _ = try? HTTPHeadParser.parseRequestLine(bytes[..<lineEnd])
    }
    return 0
}
