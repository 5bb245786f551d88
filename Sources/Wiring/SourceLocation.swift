#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a binding was declared, so that a diagnostic can point at it like a compiler does.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file, kept as the compiler's literals when it came from `#fileID` and `#filePath`:
    /// a literal's bytes cost nothing to copy or release, and every binding of every graph
    /// holds a location, while the names are read only for messages.
    private enum File: @unchecked Sendable {
        // Literals' UTF-8 bytes, which live in the binary for the whole process; 16 bytes
        // each, like a `String`, where a `StaticString` takes 17.
        case literal(fileID: UnsafeBufferPointer<UInt8>, filePath: UnsafeBufferPointer<UInt8>)
        case text(fileID: String, filePath: String)

        var fileID: String {
            switch self {
            case .literal(let fileID, _): String(decoding: fileID, as: UTF8.self)
            case .text(let fileID, _): fileID
            }
        }

        var filePath: String {
            switch self {
            case .literal(_, let filePath): String(decoding: filePath, as: UTF8.self)
            case .text(_, let filePath): filePath
            }
        }
    }

    private let file: File
    // 32 bits, which with the file's tag keeps a location at 40 bytes, as two strings and a
    // line number took.
    private let storedLine: Int32

    /// The line of the declaration.
    public var line: Int { Int(storedLine) }

    /// Records a declaration site; callers pass `#fileID`, `#filePath` and `#line`.
    public init(fileID: String, filePath: String, line: Int) {
        file = .text(fileID: fileID, filePath: filePath)
        storedLine = Int32(clamping: line)
    }

    /// Records a declaration site from the compiler's literals, as `bind(_:)` receives them.
    @usableFromInline
    init(fileID: StaticString, filePath: StaticString, line: Int) {
        if fileID.hasPointerRepresentation && filePath.hasPointerRepresentation {
            file = .literal(
                fileID: UnsafeBufferPointer(start: fileID.utf8Start, count: fileID.utf8CodeUnitCount),
                filePath: UnsafeBufferPointer(start: filePath.utf8Start, count: filePath.utf8CodeUnitCount))
        } else {
            file = .text(fileID: fileID.description, filePath: filePath.description)
        }
        storedLine = Int32(clamping: line)
    }

    /// `Module/File.swift`, as `#fileID` gives it; the first component names the Swift module.
    public var fileID: String { file.fileID }

    /// The absolute path of the file at build time, as `#filePath` gives it.
    public var filePath: String { file.filePath }

    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.line == rhs.line && lhs.fileID == rhs.fileID && lhs.filePath == rhs.filePath
    }

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

/// The process's current directory, or nil when it cannot be read.
private func currentDirectory() -> String? {
    guard let path = getcwd(nil, 0) else { return nil }
    defer { free(path) }
    return String(cString: path)
}
