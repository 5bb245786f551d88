#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the journal's complete lines in order, a block at a time, so a restart keeps one
/// block and one line in memory however long the journal is, and a line longer than any entry
/// stops the reading instead of growing without bound.
struct JournalLineReader {
    let fd: Int32
    /// How many bytes to read: the end of the last complete line.
    let length: Int
    let path: String

    private static let blockSize = 1 << 20

    /// Calls `body` with each line (without its newline) and the offset just past its newline.
    func forEachLine(
        _ body: (ArraySlice<UInt8>, _ end: Int) throws(DepositJournalError) -> Void
    ) throws(DepositJournalError) {
        var block = [UInt8](repeating: 0, count: Self.blockSize)
        // A line that began in an earlier block, carried over.
        var partial: [UInt8] = []
        var offset = 0
        var lineNumber = 0
        while offset < length {
            let wanted = min(Self.blockSize, length - offset)
            let count = block.withUnsafeMutableBytes { raw in pread(fd, raw.baseAddress, wanted, off_t(offset)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: POSIX.describe(errno))
            }
            guard count > 0 else { throw .cannotRead(path: path, reason: "the file ended early; was it changed?") }
            var lineStart = 0
            while let newline = block[lineStart..<count].firstIndex(of: UInt8(ascii: "\n")) {
                lineNumber += 1
                let end = offset + newline + 1
                if partial.isEmpty {
                    try checkLength(newline - lineStart, lineNumber: lineNumber)
                    try body(block[lineStart..<newline], end)
                } else {
                    partial.append(contentsOf: block[lineStart..<newline])
                    try checkLength(partial.count, lineNumber: lineNumber)
                    try body(partial[...], end)
                    partial.removeAll(keepingCapacity: true)
                }
                lineStart = newline + 1
            }
            partial.append(contentsOf: block[lineStart..<count])
            try checkLength(partial.count, lineNumber: lineNumber + 1)
            offset += count
        }
    }

    private func checkLength(_ count: Int, lineNumber: Int) throws(DepositJournalError) {
        guard count <= JournalLine.maximumLength else {
            throw .corruptLine(
                path: path, lineNumber: lineNumber,
                reason: "it is longer than \(JournalLine.maximumLength) bytes, which no entry is")
        }
    }
}
