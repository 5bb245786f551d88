#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a binding was declared, so that a diagnostic can point at it like a compiler does.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file, kept as the compiler's literals when it came from `#fileID` and `#filePath`:
    /// a `StaticString` costs nothing to copy or release, and every binding of every graph
    /// holds a location, while the names are read only for messages.
    private enum File: Sendable {
        case literal(fileID: StaticString, filePath: StaticString)
        case text(fileID: String, filePath: String)
    }

    private let file: File
    /// The line of the declaration.
    public let line: Int

    /// Records a declaration site; callers pass `#fileID`, `#filePath` and `#line`.
    public init(fileID: String, filePath: String, line: Int) {
        file = .text(fileID: fileID, filePath: filePath)
        self.line = line
    }

    /// Records a declaration site from the compiler's literals, as `bind(_:)` receives them.
    @usableFromInline
    init(fileID: StaticString, filePath: StaticString, line: Int) {
        file = .literal(fileID: fileID, filePath: filePath)
        self.line = line
    }

    /// `Module/File.swift`, as `#fileID` gives it; the first component names the Swift module.
    public var fileID: String {
        switch file {
        case .literal(let fileID, _): fileID.description
        case .text(let fileID, _): fileID
        }
    }

    /// The absolute path of the file at build time, as `#filePath` gives it.
    public var filePath: String {
        switch file {
        case .literal(_, let filePath): filePath.description
        case .text(_, let filePath): filePath
        }
    }

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
