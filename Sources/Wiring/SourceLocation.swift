#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a binding was declared, so that a diagnostic can point at it like a compiler does.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// `Module/File.swift`, as `#fileID` gives it; the first component names the Swift module.
    public let fileID: String
    /// The absolute path of the file at build time, as `#filePath` gives it.
    public let filePath: String
    /// The line of the declaration.
    public let line: Int

    /// Records a declaration site; callers pass `#fileID`, `#filePath` and `#line`.
    @inlinable
    public init(fileID: String, filePath: String, line: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
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
