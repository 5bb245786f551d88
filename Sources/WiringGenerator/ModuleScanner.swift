/// Finds the public `Module` types declared in Swift source text.
///
/// A type is reported when it is declared with `struct`, `enum`, `class` or `actor`;
/// is `public` or `open`; has no generic parameters; and lists `Module` or
/// `Wiring.Module` in its inheritance clause. Nested types count when every enclosing
/// type is itself public and non-generic; they are reported by their dotted path
/// (`Outer.Inner`). Extensions, protocols, functions and other bodies hide what they
/// contain. Comments and string literals are ignored because the lexer drops them.
///
/// The scan is textual: `#if` conditions are not evaluated, and conformances that come
/// through another protocol (`protocol AppModule: Module`) or a typealias are not seen.
struct ModuleScanner {
    /// What a `{ … }` body belongs to.
    private enum Scope {
        /// The body of a type; `path` is its dotted name, `referable` whether code in
        /// another module can name it (public or open, and not generic, all the way up).
        case type(path: String, referable: Bool)
        /// Any other body: functions, extensions, protocols, closures, accessors…
        case opaque

        var typePath: String? {
            if case .type(let path, true) = self { path } else { nil }
        }
    }

    private static let accessModifiers: Set<String> = [
        "public", "open", "package", "internal", "fileprivate", "private",
    ]
    private static let otherModifiers: Set<String> = [
        "final", "nonisolated", "indirect", "static", "override", "required", "convenience",
        "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating", "distributed",
        "consuming", "borrowing", "isolated", "sending", "__consuming",
    ]
    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor"]
    private static let publicAccess: Set<String> = ["public", "open"]

    private let tokens: [Token]
    private var index = 0
    private var scopes: [Scope] = []
    private var found: [String] = []

    /// The module types declared in `source`, by (dotted) name, in declaration order.
    static func modules(in source: String) -> [String] {
        var scanner = ModuleScanner(tokens: SwiftLexer.tokenize(source))
        scanner.scan()
        return scanner.found
    }

    private init(tokens: [Token]) {
        self.tokens = tokens
    }

    private func token(at offset: Int = 0) -> Token? {
        let position = index + offset
        return position < tokens.count ? tokens[position] : nil
    }

    // MARK: - Declarations

    private mutating func scan() {
        var access: String?  // the access modifier of the declaration being read, if any
        var bodyOwner: Scope?  // what the next `{` opens, once a type header is read

        while let current = token() {
            if current.is("@") {
                skipAttribute()
                continue
            }
            if let word = current.keyword {
                if Self.accessModifiers.contains(word) {
                    index += 1
                    if token()?.is("(") == true {
                        skipBalanced(open: "(", close: ")")  // `private(set)`: not the type's access
                    } else {
                        access = word
                    }
                    continue
                }
                if Self.otherModifiers.contains(word) {
                    index += 1
                    if token()?.is("(") == true { skipBalanced(open: "(", close: ")") }
                    continue
                }
                if Self.typeKeywords.contains(word), let name = declaredName(after: 1) {
                    index += 2
                    bodyOwner = typeHeader(named: name, access: access)
                    access = nil
                    continue
                }
            }
            if current.is("{") {
                scopes.append(bodyOwner ?? .opaque)
            } else if current.is("}") {
                _ = scopes.popLast()
            }
            bodyOwner = nil
            access = nil
            index += 1
        }
    }

    /// The name declared by the token at `offset`, if it is a name and not a keyword
    /// (so `class func` and `class var` are not type declarations).
    private func declaredName(after offset: Int) -> String? {
        guard case .identifier(let name, let escaped)? = token(at: offset) else { return nil }
        if !escaped, ["func", "var", "let", "subscript", "init", "deinit", "protocol", "typealias"].contains(name) {
            return nil
        }
        return name
    }

    /// Reads a type header after its name, records it if it is a module, and returns the
    /// scope its body opens. Stops at (without consuming) the body's `{`.
    private mutating func typeHeader(named name: String, access: String?) -> Scope? {
        var generic = false
        if token()?.is("<") == true {
            generic = true
            skipBalanced(open: "<", close: ">")
        }
        var isModule = false
        if token()?.is(":") == true {
            index += 1
            isModule = readInheritanceClause()
        }
        // A `where` clause (or anything malformed) runs up to the body.
        while let current = token(), !current.is("{"), !current.is("}"), !current.is(";") {
            index += 1
        }

        // Reachable from another module only if every enclosing body is a referable type.
        let reachable = scopes.allSatisfy { $0.typePath != nil }
        let referable = reachable && !generic && access.map(Self.publicAccess.contains) == true
        let path = scopes.last?.typePath.map { "\($0).\(name)" } ?? name
        if referable && isModule && !found.contains(path) {
            found.append(path)
        }
        guard token()?.is("{") == true else { return nil }
        return .type(path: path, referable: referable)
    }

    /// Reads a comma-separated inheritance list up to `where` or `{`, returning whether one
    /// of its entries (or one member of a `P & Q` composition) is `Module` or
    /// `Wiring.Module`. Attributes such as `@preconcurrency` before an entry are allowed.
    private mutating func readInheritanceClause() -> Bool {
        var entries: [[Token]] = [[]]
        var depth = 0
        var previous: Token?
        while let current = token() {
            if depth == 0 && (current.is("{") || current.is("}") || current.is(";") || current.keyword == "where") {
                break
            }
            if depth == 0 && current.is("@") {
                skipAttribute()
                continue
            }
            switch current {
            case .punctuation("<"), .punctuation("("), .punctuation("["): depth += 1
            case .punctuation(">") where previous?.is("-") == true: break  // `->`
            case .punctuation(">"), .punctuation(")"), .punctuation("]"): depth = max(0, depth - 1)
            default: break
            }
            if depth == 0 && (current.is(",") || current.is("&")) {
                entries.append([])
            } else {
                entries[entries.count - 1].append(current)
            }
            previous = current
            index += 1
        }
        return entries.contains { entry in
            let names = entry.map { $0.identifierText }
            return names == ["Module"] || entry.count == 3 && names[0] == "Wiring" && entry[1].is(".") && names[2] == "Module"
        }
    }

    // MARK: - Skipping

    /// Skips `@name`, `@a.b` or `@name(…)` starting at `@`.
    private mutating func skipAttribute() {
        index += 1
        guard token()?.identifierText != nil else { return }
        index += 1
        while token()?.is(".") == true, token(at: 1)?.identifierText != nil {
            index += 2
        }
        if token()?.is("(") == true {
            skipBalanced(open: "(", close: ")")
        }
    }

    /// Skips from an `open` token to just past its matching `close` (or to the end).
    /// For angle brackets, a `>` right after `-` is an arrow, not a closing bracket.
    private mutating func skipBalanced(open: Unicode.Scalar, close: Unicode.Scalar) {
        var depth = 0
        var previous: Token?
        while let current = token() {
            index += 1
            if current.is(open) {
                depth += 1
            } else if current.is(close) && !(close == ">" && previous?.is("-") == true) {
                depth -= 1
                if depth == 0 { return }
            } else if open == "<" && (current.is("{") || current.is("}") || current.is(";")) {
                index -= 1  // not a generic clause after all; leave the brace for the caller
                return
            }
            previous = current
        }
    }
}
