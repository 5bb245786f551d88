/// How `why` and `diff` write their answer: text for terminals by default, `--json`
/// for tools, `--dot` for a picture.
enum OutputFormat {
    case text
    case json
    case dot

    static let jsonFlag = "--json"
    static let dotFlag = "--dot"
    /// Both flags, which every command that takes a format accepts.
    static let flags = [jsonFlag, dotFlag]

    /// The format the options `options` ask for; nil when they ask for both JSON and DOT.
    init?(_ options: Set<String>) {
        switch (options.contains(Self.jsonFlag), options.contains(Self.dotFlag)) {
        case (false, false): self = .text
        case (true, false): self = .json
        case (false, true): self = .dot
        case (true, true): return nil
        }
    }
}
