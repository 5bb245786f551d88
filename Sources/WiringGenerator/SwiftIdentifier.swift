/// Checks for plain Swift identifiers, such as the module names the generator imports.
enum SwiftIdentifier {
    /// Whether `scalar` can start an identifier token (`_` or an XID_Start scalar).
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isXIDStart
    }

    /// Whether `scalar` can continue an identifier token (XID_Continue includes `_` and digits).
    static func isBody(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isXIDContinue
    }

    /// Whether `name` is a non-empty identifier that needs no backticks as a module name.
    static func isValid(_ name: String) -> Bool {
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isHead(first) else { return false }
        while let scalar = scalars.next() {
            guard isBody(scalar) else { return false }
        }
        return !reserved.contains(name)
    }

    /// Keywords that cannot be used as a module name without escaping.
    private static let reserved: Set<String> = [
        "_", "Any", "Self", "as", "associatedtype", "break", "case", "catch", "class", "continue",
        "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal",
        "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch",
        "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]
}
