/// Reads one Swift source file and records its types, conformance extensions, typealiases
/// and protocols, each with the `#if` condition around it and the line it is on.
///
/// Whether a type is a module is decided by `ModuleResolver` once every file of the library
/// is read. The scan is textual: nothing inside a function, protocol, closure or other body
/// that is neither a type nor an extension is recorded, since no other module can name it.
/// Comments and string literals are ignored because the lexer drops them.
struct ModuleScanner {
    /// What a `{ … }` body belongs to.
    private enum Scope {
        /// The body of a type or extension: `path` names it, `access` is the default access
        /// of its members (only a `public extension` gives one).
        case named(path: [String], access: String?)
        /// Any other body: functions, protocols, closures, accessors…
        case opaque
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

    private let tokens: [LocatedToken]
    private var index = 0
    private var scopes: [Scope] = []
    private var conditions = ConditionStack()
    private var result: ScannedSource

    /// The declarations in `source`, the text of the file at `file`, in declaration order.
    static func scan(_ source: String, file: String) -> ScannedSource {
        var scanner = ModuleScanner(tokens: SwiftLexer.tokenize(source), file: file)
        scanner.scan()
        return scanner.result
    }

    private init(tokens: [LocatedToken], file: String) {
        self.tokens = tokens
        self.result = ScannedSource(file: file)
    }

    private func token(at offset: Int = 0) -> Token? {
        let position = index + offset
        return position < tokens.count ? tokens[position].token : nil
    }

    /// The line of the current token (or of the last one, at the end).
    private var line: Int {
        tokens.isEmpty ? 1 : tokens[min(index, tokens.count - 1)].line
    }

    /// The path of the enclosing type or extension, `[]` at file level, or nil inside a
    /// body whose declarations are never visible elsewhere.
    private var context: [String]? {
        switch scopes.last {
        case nil: []
        case .named(let path, _)?: path
        case .opaque?: nil
        }
    }

    /// The access members get when they state none.
    private var defaultAccess: String? {
        if case .named(_, let access)? = scopes.last { access } else { nil }
    }

    // MARK: - Declarations

    private mutating func scan() {
        var access: String? // the access modifier of the declaration being read, if any
        var bodyOwner: Scope? // what the next `{` opens, once a header is read

        while let current = token() {
            if case .directive(let directive) = current {
                conditions.apply(directive) // attributes may sit in an `#if`; keep `access`
                index += 1
                continue
            }
            if current.is("@") {
                skipAttribute()
                continue
            }
            if let word = current.keyword {
                if Self.accessModifiers.contains(word) {
                    index += 1
                    if token()?.is("(") == true {
                        skipBalanced(open: "(", close: ")") // `private(set)`: not the type's access
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
                if let name = declaredName(after: 1) {
                    let line = self.line
                    switch word {
                    case _ where Self.typeKeywords.contains(word):
                        index += 2
                        bodyOwner = typeDeclaration(named: name, isClass: word == "class", access: access, line: line)
                        access = nil
                        continue
                    case "extension":
                        index += 1
                        bodyOwner = extensionDeclaration(access: access, line: line)
                        access = nil
                        continue
                    case "protocol":
                        index += 2
                        protocolDeclaration(named: name)
                        access = nil
                        continue
                    case "typealias":
                        index += 2
                        aliasDeclaration(named: name)
                        access = nil
                        continue
                    default:
                        break
                    }
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

    /// Reads a type header after its name and records it. Returns the scope its body opens;
    /// stops at (without consuming) the body's `{`.
    private mutating func typeDeclaration(named name: String, isClass: Bool, access: String?, line: Int) -> Scope? {
        let condition = conditions.current
        var generic = false
        if token()?.is("<") == true {
            generic = true
            skipBalanced(open: "<", close: ">")
        }
        let inheritance = readInheritanceClause()
        skipToBody()
        guard let context else { return token()?.is("{") == true ? .opaque : nil }
        let path = context + [name]
        result.types.append(
            ScannedSource.TypeDeclaration(
                path: path, isClass: isClass, access: access ?? defaultAccess, isGeneric: generic,
                inheritance: inheritance, line: line, condition: condition))
        return token()?.is("{") == true ? .named(path: path, access: nil) : nil
    }

    /// Reads `extension A.B<…>: P, Q where … ` up to its body and records its conformances.
    private mutating func extensionDeclaration(access: String?, line: Int) -> Scope? {
        let condition = conditions.current
        let extended = readName()
        if token()?.is("<") == true { skipBalanced(open: "<", close: ">") }
        let inheritance = readInheritanceClause()
        skipToBody()
        guard let context, !extended.isEmpty else { return token()?.is("{") == true ? .opaque : nil }
        if !inheritance.isEmpty {
            result.extensions.append(
                ScannedSource.Extension(
                    extended: extended, inheritance: inheritance, line: line, condition: condition))
        }
        return token()?.is("{") == true ? .named(path: context + extended, access: access) : nil
    }

    /// Reads a protocol header after its name and records what it refines. Its body stays opaque.
    private mutating func protocolDeclaration(named name: String) {
        if token()?.is("<") == true { skipBalanced(open: "<", close: ">") } // primary associated types
        let inheritance = readInheritanceClause()
        skipToBody()
        if let context {
            result.protocols.append(ScannedSource.ProtocolDeclaration(path: context + [name], inheritance: inheritance))
        }
    }

    /// Reads `typealias Name<…> = A.B & C` after its name and records the plain names aliased.
    private mutating func aliasDeclaration(named name: String) {
        if token()?.is("<") == true { skipBalanced(open: "<", close: ">") }
        guard token()?.is("=") == true else { return }
        index += 1
        var targets: [[String]] = []
        while true {
            let target = readName()
            if token()?.is("<") == true {
                skipBalanced(open: "<", close: ">") // `Box<Int>` is not a plain name
            } else if !target.isEmpty {
                targets.append(target)
            }
            guard token()?.is("&") == true else { break }
            index += 1
        }
        if let context {
            result.aliases.append(ScannedSource.Alias(path: context + [name], targets: targets))
        }
    }

    /// Reads a dotted name such as `Wiring.Module`, or returns `[]` if none starts here.
    private mutating func readName() -> [String] {
        guard let first = token()?.identifierText else { return [] }
        var name = [first]
        index += 1
        while token()?.is(".") == true, let next = token(at: 1)?.identifierText {
            name.append(next)
            index += 2
        }
        return name
    }

    /// Reads an optional `: …` inheritance list up to `where` or `{`, returning the plain
    /// (dotted) names in it; each member of a `P & Q` composition counts as an entry.
    /// Attributes such as `@preconcurrency` before an entry are skipped.
    private mutating func readInheritanceClause() -> [[String]] {
        guard token()?.is(":") == true else { return [] }
        index += 1
        var entries: [[Token]] = [[]]
        var depth = 0
        var previous: Token?
        while let current = token() {
            if depth == 0 && (isBoundary(current) || current.keyword == "where") {
                break
            }
            if depth == 0 && current.is("@") {
                skipAttribute()
                continue
            }
            switch current {
            case .punctuation("<"), .punctuation("("), .punctuation("["): depth += 1
            case .punctuation(">") where previous?.is("-") == true: break // `->`
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
        return entries.compactMap(Self.plainName)
    }

    /// `entry`'s dotted name if it is one (`A`, `A.B`), or nil for anything else.
    private static func plainName(_ entry: [Token]) -> [String]? {
        guard entry.count % 2 == 1 else { return nil }
        var name: [String] = []
        for (offset, token) in entry.enumerated() {
            if offset % 2 == 1 {
                guard token.is(".") else { return nil }
            } else {
                guard let text = token.identifierText else { return nil }
                name.append(text)
            }
        }
        return name
    }

    // MARK: - Skipping

    /// Whether `token` ends a declaration header: a body, a `}`, a `;` or an `#if` line.
    private func isBoundary(_ token: Token) -> Bool {
        if case .directive = token { return true }
        return token.is("{") || token.is("}") || token.is(";")
    }

    /// Skips a `where` clause (or anything malformed) up to the body.
    private mutating func skipToBody() {
        while let current = token(), !isBoundary(current) {
            index += 1
        }
    }

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
            if case .directive = current { return } // never swallow an `#if` line
            index += 1
            if current.is(open) {
                depth += 1
            } else if current.is(close) && !(close == ">" && previous?.is("-") == true) {
                depth -= 1
                if depth == 0 { return }
            } else if open == "<" && (current.is("{") || current.is("}") || current.is(";")) {
                index -= 1 // not a generic clause after all; leave the brace for the caller
                return
            }
            previous = current
        }
    }
}
