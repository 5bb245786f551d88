/// Where a binding was declared, so that a diagnostic can point at it like a compiler does.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// `Module/File.swift`, as `#fileID` gives it; the first component names the Swift module.
    public let fileID: String
    /// The absolute path of the file at build time, as `#filePath` gives it.
    public let filePath: String
    /// The line of the declaration.
    public let line: Int

    /// Records a declaration site; callers pass `#fileID`, `#filePath` and `#line`.
    public init(fileID: String, filePath: String, line: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
    }

    /// The Swift module the declaration is in, such as `ATMLibWiring`.
    public var moduleName: String {
        fileID.split(separator: "/", maxSplits: 1).first.map(String.init) ?? fileID
    }

    /// `path:line`, the prefix terminals and editors recognise as a jump target.
    public var description: String { "\(filePath):\(line)" }
}
