/// One token of Swift source, as far as module scanning needs to tell them apart.
///
/// Comments and whitespace produce no tokens; a whole string literal (interpolations
/// included) is one `.literal`, so nothing inside it can look like a declaration.
enum Token: Equatable {
    /// An identifier or keyword. `escaped` is true for `` `name` ``, which is never a keyword.
    case identifier(String, escaped: Bool)
    /// A single punctuation or operator character, such as `{`, `:`, `<` or `@`.
    case punctuation(Unicode.Scalar)
    /// A string, regex or number literal.
    case literal
    /// A whole `#if` / `#elseif` / `#else` / `#endif` line.
    case directive(ConditionalDirective)

    /// The identifier's text if this is an unescaped identifier (so possibly a keyword).
    var keyword: String? {
        if case .identifier(let text, escaped: false) = self { text } else { nil }
    }

    /// The identifier's text, escaped or not.
    var identifierText: String? {
        if case .identifier(let text, _) = self { text } else { nil }
    }

    /// Whether this is the punctuation character `scalar`.
    func `is`(_ scalar: Unicode.Scalar) -> Bool {
        self == .punctuation(scalar)
    }
}
