/// One `Name: value` line of an HTTP message.
public struct HTTPHeaderField: Sendable, Hashable {
    /// The name as sent; compare it case-insensitively.
    public let name: String
    /// The value with surrounding spaces and tabs removed.
    public let value: String

    /// Creates a field; the server only sends names and values it has checked.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// The header fields of a request or response, looked up case-insensitively as HTTP requires.
public struct HTTPHeaders: Sendable, Hashable {
    /// The fields in the order they were sent.
    public let fields: [HTTPHeaderField]

    /// Creates headers from fields in order.
    public init(_ fields: [HTTPHeaderField] = []) {
        self.fields = fields
    }

    /// The value of the first field called `name` (any letter case), or nil when there is none.
    public subscript(name: String) -> String? {
        values(named: name).first
    }

    /// Every value of the fields called `name` (any letter case), in order.
    public func values(named name: String) -> [String] {
        let wanted = name.lowercased()
        return fields.filter { $0.name.lowercased() == wanted }.map(\.value)
    }
}
