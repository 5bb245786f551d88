import WiringSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a binding was declared, so that a diagnostic can point at it like a compiler does.
///
/// Plain data, with nothing to retain or release: every binding of every graph holds a
/// location, and copying one is then a copy of its bytes. The names are UTF-8 bytes that live
/// for the whole process: the compiler's literals, as `bind(_:)` receives them, or text
/// interned once per distinct name (see `FileNames`).
public struct SourceLocation: @unchecked Sendable, Hashable, CustomStringConvertible {
    // Safe: both buffers point at bytes that are never freed or changed: the compiler's
    // literals, or text `FileNames` interned for the life of the process. Holding them as
    // literals keeps a location 40 bytes of plain data. (SourceLocationTests)
    @usableFromInline let fileIDBytes: UnsafeBufferPointer<UInt8>
    @usableFromInline let filePathBytes: UnsafeBufferPointer<UInt8>
    // 32 bits, to keep a location small: every binding holds one.
    @usableFromInline let storedLine: Int32

    /// The line of the declaration.
    public var line: Int { Int(storedLine) }

    /// Records a declaration site; callers pass `#fileID`, `#filePath` and `#line`.
    public init(fileID: String, filePath: String, line: Int) {
        fileIDBytes = FileNames.shared.bytes(of: fileID)
        filePathBytes = FileNames.shared.bytes(of: filePath)
        storedLine = Int32(clamping: line)
    }

    /// Records a declaration site from the compiler's literals, as `bind(_:)` receives them.
    /// Inlinable, like `bind(_:)`: every binding records one, and called across modules it
    /// cost a call and a copy of the location out of it.
    @inlinable
    init(fileID: StaticString, filePath: StaticString, line: Int) {
        fileIDBytes = literalBytes(fileID)
        filePathBytes = literalBytes(filePath)
        storedLine = Int32(clamping: line)
    }

    /// `Module/File.swift`, as `#fileID` gives it; the first component names the Swift module.
    public var fileID: String { String(decoding: fileIDBytes, as: UTF8.self) }

    /// The absolute path of the file at build time, as `#filePath` gives it.
    public var filePath: String { String(decoding: filePathBytes, as: UTF8.self) }

    /// Two locations are equal when they name the same file and line.
    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.line == rhs.line && lhs.fileID == rhs.fileID && lhs.filePath == rhs.filePath
    }

    /// Hashes the file and line, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileID)
        hasher.combine(filePath)
        hasher.combine(line)
    }

    /// The Swift module the declaration is in, such as `ATMLibWiring`.
    public var moduleName: String {
        fileID.split(separator: "/", maxSplits: 1).first.map(String.init) ?? fileID
    }

    /// The file's path relative to the current directory when it lies inside it (as it does
    /// when a build script runs from the package root), otherwise the absolute path.
    public var displayPath: String {
        guard let directory = currentDirectory(), filePath.hasPrefix(directory + "/") else { return filePath }
        return String(filePath.dropFirst(directory.count + 1))
    }

    /// `path:line`, the prefix terminals and editors recognise as a jump target.
    public var description: String { "\(displayPath):\(line)" }
}

/// The UTF-8 bytes of file names, kept for the whole process so that a ``SourceLocation`` can
/// point at them without owning them.
///
/// Text is interned: each distinct name is copied once, so the memory it takes is bounded by
/// the program's source files, however many graphs are built.
private final class FileNames: Sendable {
    static let shared = FileNames()

    // Safe: each entry's bytes are copied once, under the lock, and never freed or changed.
    // (SourceLocationTests)
    private let interned = Locked<[String: InternedBytes]>([:])

    /// `name`'s bytes, copied the first time the name is seen.
    func bytes(of name: String) -> UnsafeBufferPointer<UInt8> {
        interned.withLock { interned in
            if let known = interned[name] { return known.bytes }
            let utf8 = Array(name.utf8)
            let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(utf8.count, 1))
            _ = copy.initialize(from: utf8)
            let bytes = UnsafeBufferPointer(rebasing: UnsafeBufferPointer(copy)[..<utf8.count])
            interned[name] = InternedBytes(bytes: bytes)
            return bytes
        }
    }

}

// Safe: a literal's bytes are the binary's, never freed or changed, and interned bytes live
// for the whole process (see `FileNames`), so the buffers these return stay valid wherever a
// location is copied. (SourceLocationTests.aLocationFromLiteralsEqualsTheSameLocationFromText,
// which reads both kinds back)
/// A literal's bytes, which the binary keeps; a literal of one Unicode scalar has none, and is
/// interned as text. Inlinable, with the rare case out of line, because every binding reads
/// two literals.
@inlinable
func literalBytes(_ literal: StaticString) -> UnsafeBufferPointer<UInt8> {
    guard literal.hasPointerRepresentation else { return internedLiteralBytes(literal) }
    return UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
}

/// The bytes of a literal without a pointer representation, interned once (see `FileNames`).
@usableFromInline @inline(never)
func internedLiteralBytes(_ literal: StaticString) -> UnsafeBufferPointer<UInt8> {
    FileNames.shared.bytes(of: literal.description)
}

/// Interned bytes, which are never freed, so sharing their address between threads is safe.
private struct InternedBytes: @unchecked Sendable {
    // Safe: see `FileNames`: the bytes are immutable and live for the whole process.
    // (SourceLocationTests, whose tasks share interned bytes under ThreadSanitizer)
    let bytes: UnsafeBufferPointer<UInt8>
}

/// The process's current directory, or nil when it cannot be read.
private func currentDirectory() -> String? {
    guard let path = getcwd(nil, 0) else { return nil }
    defer { free(path) }
    return String(cString: path)
}
