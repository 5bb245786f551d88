/// Splits Swift source text into `Token`s, dropping comments and collapsing literals.
///
/// Handles `//` and nested `/* */` comments; `"…"`, `"""…"""` and raw `#"…"#` strings
/// with escapes and (nested) interpolations; `#/…/#` regex literals; backticked
/// identifiers; and `#if`-family lines, kept whole as directives. It never fails:
/// unterminated constructs simply run to the end of input.
struct SwiftLexer {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    /// Tokenizes `source`, giving each token the line it starts on.
    static func tokenize(_ source: String) -> [LocatedToken] {
        var lexer = SwiftLexer(scalars: Array(source.unicodeScalars))
        var tokens: [LocatedToken] = []
        var line = 1
        var counted = 0 // scalars before this offset are counted into `line`
        while true {
            lexer.skipTrivia()
            let start = lexer.position
            guard let token = lexer.nextToken() else { break }
            line += lexer.scalars[counted..<start].lazy.filter { $0 == "\n" }.count
            counted = start
            tokens.append(LocatedToken(token: token, line: line))
        }
        return tokens
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    // MARK: - Scanning helpers

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let index = position + offset
        return index < scalars.count ? scalars[index] : nil
    }

    private func matches(_ text: String, at offset: Int = 0) -> Bool {
        var index = position + offset
        for scalar in text.unicodeScalars {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
        }
        return true
    }

    private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\0"
    }

    // MARK: - Tokens

    /// Returns the next token, or nil at the end of input.
    private mutating func nextToken() -> Token? {
        skipTrivia()
        guard let scalar = peek() else { return nil }

        if scalar == "#", let directive = conditionalDirective() {
            return .directive(directive)
        }
        // Raw strings and extended regex literals: `#"`, `##"""`, `#/`.
        if scalar == "#" {
            var hashes = 0
            while peek(hashes) == "#" { hashes += 1 }
            if peek(hashes) == "\"" {
                position += hashes
                skipString(hashes: hashes)
                return .literal
            }
            if peek(hashes) == "/" {
                position += hashes + 1
                skipRegex(hashes: hashes)
                return .literal
            }
        }
        if scalar == "\"" {
            skipString(hashes: 0)
            return .literal
        }
        if scalar == "`" {
            return backtickedIdentifier()
        }
        if SwiftIdentifier.isHead(scalar) || scalar == "$" {
            return .identifier(identifierText(), escaped: false)
        }
        if scalar.properties.numericType != nil {
            while let next = peek(), SwiftIdentifier.isBody(next) || (next == "." && isDigit(peek(1))) {
                position += 1
            }
            return .literal
        }
        position += 1
        return .punctuation(scalar)
    }

    private func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return ("0"..."9").contains(scalar)
    }

    private mutating func identifierText() -> String {
        var text = String.UnicodeScalarView()
        while let scalar = peek(), SwiftIdentifier.isBody(scalar) || scalar == "$" {
            text.append(scalar)
            position += 1
        }
        return String(text)
    }

    private mutating func backtickedIdentifier() -> Token {
        position += 1 // opening backtick
        var text = String.UnicodeScalarView()
        while let scalar = peek(), scalar != "`", scalar != "\n" {
            text.append(scalar)
            position += 1
        }
        if peek() == "`" { position += 1 }
        return .identifier(String(text), escaped: true)
    }

    // MARK: - Directives

    /// Reads `#if`, `#elseif`, `#else` or `#endif` and the rest of its line (a condition
    /// cannot continue on the next line), or returns nil, consuming nothing, for any other `#`.
    private mutating func conditionalDirective() -> ConditionalDirective? {
        var end = position + 1
        var keyword = String.UnicodeScalarView()
        while end < scalars.count, SwiftIdentifier.isBody(scalars[end]) {
            keyword.append(scalars[end])
            end += 1
        }
        guard ["if", "elseif", "else", "endif"].contains(String(keyword)) else { return nil }
        position = end
        let condition = restOfLine()
        switch String(keyword) {
        case "if": return .if(condition)
        case "elseif": return .elseif(condition)
        case "else": return .else
        default: return .endif
        }
    }

    /// The text up to the end of the line, without comments, each run of spaces made one.
    private mutating func restOfLine() -> String {
        var text = String.UnicodeScalarView()
        while let scalar = peek(), scalar != "\n" {
            if matches("//") {
                while let next = peek(), next != "\n" { position += 1 }
            } else if matches("/*") {
                skipBlockComment()
                text.append(" ")
            } else {
                text.append(scalar)
                position += 1
            }
        }
        return String(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    // MARK: - Trivia

    /// Skips whitespace and comments.
    private mutating func skipTrivia() {
        while let scalar = peek() {
            if isWhitespace(scalar) {
                position += 1
            } else if matches("//") {
                while let next = peek(), next != "\n" { position += 1 }
            } else if matches("/*") {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    /// Skips a `/* … */` comment, which may nest.
    private mutating func skipBlockComment() {
        var depth = 0
        while position < scalars.count {
            if matches("/*") {
                depth += 1
                position += 2
            } else if matches("*/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
    }

    // MARK: - Literals

    /// Skips a string literal starting at its opening quote(s), after `hashes` `#`s.
    private mutating func skipString(hashes: Int) {
        let delimiter = String(repeating: "#", count: hashes)
        let multiline = matches("\"\"\"")
        let quote = multiline ? "\"\"\"" : "\""
        position += quote.unicodeScalars.count
        let escape = "\\" + delimiter
        let terminator = quote + delimiter

        while let scalar = peek() {
            if matches(terminator) {
                position += terminator.unicodeScalars.count
                return
            }
            if !multiline && scalar == "\n" {
                return // unterminated single-line string: stop at the line end
            }
            if matches(escape) {
                position += escape.unicodeScalars.count
                if peek() == "(" {
                    position += 1
                    skipInterpolation()
                } else if peek() != nil {
                    position += 1 // the escaped character (or the first one of `u{…}`)
                }
                continue
            }
            position += 1
        }
    }

    /// Skips the code of a `\( … )` interpolation up to and including its closing parenthesis.
    private mutating func skipInterpolation() {
        var depth = 1
        while true {
            skipTrivia()
            guard let scalar = peek() else { return }
            if scalar == "(" {
                depth += 1
                position += 1
            } else if scalar == ")" {
                depth -= 1
                position += 1
                if depth == 0 { return }
            } else if nextToken() == nil {
                return
            }
        }
    }

    /// Skips an extended regex literal body after `#…#/`, up to its closing `/#…#`.
    private mutating func skipRegex(hashes: Int) {
        let terminator = "/" + String(repeating: "#", count: hashes)
        while position < scalars.count {
            if matches(terminator) {
                position += terminator.unicodeScalars.count
                return
            }
            position += 1
        }
    }
}
