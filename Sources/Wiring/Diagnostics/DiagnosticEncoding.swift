/// Diagnostics as data, for tools: `--check-wiring --json` writes a ``WiringError`` this way.
///
/// A location is written as the file's path as the diagnostic prints it (relative to the
/// current directory when inside it), its `#fileID` and its line, so a tool can both jump to it
/// and match it with the graph's JSON, which names files by `#fileID`.
extension Diagnostic: Encodable {
    private enum CodingKeys: String, CodingKey {
        case kind, severity, location, message, notes, path
    }

    /// Writes the diagnostic: kind, severity, location, message, notes and the whole path.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(severity.rawValue, forKey: .severity)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encode(message, forKey: .message)
        try container.encode(notes, forKey: .notes)
        try container.encode(path, forKey: .path)
    }
}

extension Diagnostic.Note: Encodable {
    private enum CodingKeys: String, CodingKey {
        case location, message
    }

    /// Writes the note's location, if it has one, and its message.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encode(message, forKey: .message)
    }
}

extension Diagnostic.Step: Encodable {
    private enum CodingKeys: String, CodingKey {
        case name, location
    }

    /// Writes the binding's name and, if it is known, where it is declared.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(location, forKey: .location)
    }
}

extension SourceLocation: Encodable {
    private enum CodingKeys: String, CodingKey {
        case file, fileID, line
    }

    /// Writes the file as diagnostics print it, its `#fileID`, and the line.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(displayPath, forKey: .file)
        try container.encode(fileID, forKey: .fileID)
        try container.encode(line, forKey: .line)
    }
}

extension WiringError: Encodable {
    private enum CodingKeys: String, CodingKey {
        case diagnostics
    }

    /// Writes every diagnostic, in order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(diagnostics, forKey: .diagnostics)
    }
}
