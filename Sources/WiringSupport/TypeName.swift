/// The one way this package names a type in a message: as Swift source writes it.
///
/// `[any ATMPlugin]`, `[String: any ATMPlugin]`, `BillScanner?`, `(any Analytics)?`,
/// `Provider<[any ATMPlugin]>`, `any NetworkExecutor`. The runtime's own names
/// (`String(describing:)`) say `Array<ATMPlugin>` and drop `any` inside angle brackets, so a
/// diagnostic that used them named one type two ways. It lives here, in the lowest module,
/// so `@Injected` errors, Wiring's diagnostics and the app launcher's reports agree.
///
/// The names are made from the runtime's fully qualified name, parsed, with the arguments of
/// the generic types that conform to ``TypeArgumentsReadable`` (the standard collections,
/// `Optional` and Wiring's wrappers) named from their own metatypes. Arguments of other generic
/// types come from the runtime's text, which cannot tell a protocol from a type.
package enum TypeName {
    /// The name without modules: `BillScanner`, `[any ATMPlugin]`. A nested type is named by
    /// its own name, like `String(describing:)` does.
    package static func of(_ type: Any.Type) -> String {
        syntax(of: type).rendered(qualified: false)
    }

    /// The name with every nominal type's module and enclosing types, such as
    /// `NetworkWiring.BankNetworkModule`; a type declared inside a function is named as if
    /// the function were not there (the runtime says `(unknown context at $…)`).
    package static func qualified(_ type: Any.Type) -> String {
        syntax(of: type).rendered(qualified: true)
    }

    private static func syntax(of type: Any.Type) -> TypeSyntax {
        var syntax = TypeSyntax(parsing: String(reflecting: type)) ?? .raw(String(describing: type))
        if let generic = type as? any TypeArgumentsReadable.Type {
            syntax = syntax.replacingArguments(with: generic.typeArguments.map(Self.syntax(of:)))
        }
        // The metatype of an existential is a `.Protocol`; the runtime's name never says `any`.
        return String(describing: Swift.type(of: type)).hasSuffix(".Protocol") ? .existential(syntax) : syntax
    }
}

/// A generic type whose arguments can be read as metatypes, so that they are named exactly,
/// `any` included.
package protocol TypeArgumentsReadable {
    /// The generic arguments, in order.
    static var typeArguments: [Any.Type] { get }
}

extension Array: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [Element.self] }
}

extension Dictionary: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [Key.self, Value.self] }
}

extension Optional: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [Wrapped.self] }
}

extension Set: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [Element.self] }
}

/// A type name parsed from the runtime's fully qualified text, such as
/// `Swift.Dictionary<Swift.String, Shop.Item>` or `@Sendable (Swift.Int) async -> ()`.
indirect enum TypeSyntax {
    /// A named type; each component has its own generic arguments (`Outer<Int>.Inner`).
    case nominal([NameComponent])
    case tuple([Element])
    case function(attributes: [Attribute], parameters: [Element], effects: [Effect], result: TypeSyntax)
    /// `P & Q`: always an existential.
    case composition([TypeSyntax])
    /// `T.Type`, or, for `isProtocol`, the runtime's `P.Protocol`, which source writes `(any P).Type`.
    case metatype(TypeSyntax, isProtocol: Bool)
    /// `any P`, known from the metatype rather than the text.
    case existential(TypeSyntax)
    /// Text that did not parse, shown as the runtime gave it.
    case raw(String)

    struct NameComponent {
        var name: String
        var arguments: [TypeSyntax]
    }

    /// A tuple element or function parameter: `label: `, `inout ` and the like, the type, `...`.
    struct Element {
        var prefix: String
        var type: TypeSyntax
        var isVariadic: Bool
    }

    /// `@Sendable`, `@Swift.MainActor`, `@convention(c)`.
    struct Attribute {
        var path: [String]
        var argument: String?
    }

    enum Effect {
        case word(String)
        case typedThrows(TypeSyntax)
    }

    init?(parsing text: String) {
        var parser = TypeParser(text)
        guard let syntax = parser.type(), parser.isAtEnd else { return nil }
        self = syntax
    }

    /// The same name with the last component's generic arguments replaced, when their counts agree.
    func replacingArguments(with arguments: [TypeSyntax]) -> TypeSyntax {
        guard case .nominal(var components) = self, let last = components.indices.last,
            components[last].arguments.count == arguments.count
        else { return self }
        components[last].arguments = arguments
        return .nominal(components)
    }

    func rendered(qualified: Bool) -> String {
        switch self {
        case .nominal(let components):
            if let sugared = sugared(components, qualified: qualified) { return sugared }
            let shown = qualified ? components[...] : components.suffix(1)
            return shown.map { component in
                component.arguments.isEmpty
                    ? component.name
                    : "\(component.name)<\(component.arguments.map { $0.rendered(qualified: qualified) }.joined(separator: ", "))>"
            }.joined(separator: ".")
        case .tuple(let elements):
            return "(\(elements.map { $0.rendered(qualified: qualified) }.joined(separator: ", ")))"
        case .function(let attributes, let parameters, let effects, let result):
            let shownAttributes = attributes.map { attribute in
                let path = qualified ? attribute.path.joined(separator: ".") : attribute.path.last ?? ""
                return "@\(path)\(attribute.argument.map { "(\($0))" } ?? "") "
            }.joined()
            let shownEffects = effects.map { effect in
                switch effect {
                case .word(let word): " \(word)"
                case .typedThrows(let error): " throws(\(error.rendered(qualified: qualified)))"
                }
            }.joined()
            let shownParameters = parameters.map { $0.rendered(qualified: qualified) }.joined(separator: ", ")
            return "\(shownAttributes)(\(shownParameters))\(shownEffects) -> \(result.rendered(qualified: qualified))"
        case .composition(let parts):
            return "any " + parts.map { $0.rendered(qualified: qualified) }.joined(separator: " & ")
        case .metatype(let instance, isProtocol: true):
            let name = instance.rendered(qualified: qualified)
            return instance.isAnyOrAnyObject ? "\(name).Type" : "(any \(name)).Type"
        case .metatype(let instance, isProtocol: false):
            return "\(instance.parenthesizedBeforeSuffix(qualified: qualified)).Type"
        case .existential(let inner):
            if inner.isAnyOrAnyObject { return inner.rendered(qualified: qualified) }
            if case .composition = inner { return inner.rendered(qualified: qualified) }
            return "any " + inner.rendered(qualified: qualified)
        case .raw(let text):
            return text
        }
    }

    /// `[T]`, `[K: V]` and `T?` for the standard library's `Array`, `Dictionary` and `Optional`.
    private func sugared(_ components: [NameComponent], qualified: Bool) -> String? {
        guard components.count == 2, components[0].name == "Swift" else { return nil }
        let arguments = components[1].arguments
        switch (components[1].name, arguments.count) {
        case ("Array", 1): return "[\(arguments[0].rendered(qualified: qualified))]"
        case ("Dictionary", 2):
            return "[\(arguments[0].rendered(qualified: qualified)): \(arguments[1].rendered(qualified: qualified))]"
        case ("Optional", 1): return "\(arguments[0].parenthesizedBeforeSuffix(qualified: qualified))?"
        default: return nil
        }
    }

    /// The name, in parentheses when a `?` or `.Type` after it would bind to only part of it.
    private func parenthesizedBeforeSuffix(qualified: Bool) -> String {
        let name = rendered(qualified: qualified)
        switch self {
        case .function, .composition: return "(\(name))"
        case .existential(let inner) where !inner.isAnyOrAnyObject: return "(\(name))"
        default: return name
        }
    }

    private var isAnyOrAnyObject: Bool {
        switch self {
        case .nominal(let components): ["Any", "AnyObject"].contains(components.last?.name ?? "")
        case .raw(let text): text == "Any" || text == "AnyObject"
        default: false
        }
    }
}

extension TypeSyntax.Element {
    func rendered(qualified: Bool) -> String {
        prefix + type.rendered(qualified: qualified) + (isVariadic ? "..." : "")
    }
}

/// Reads the runtime's fully qualified type names; see ``TypeSyntax``.
private struct TypeParser {
    private let text: [UInt8]
    private var position = 0

    init(_ text: String) {
        self.text = Array(text.utf8)
    }

    var isAtEnd: Bool { position == text.count }

    /// Parameter specifiers the runtime prints before a parameter's type.
    private static let specifiers: Set<String> = [
        "inout", "__owned", "__shared", "consuming", "borrowing", "sending", "isolated",
    ]

    mutating func type() -> TypeSyntax? {
        var attributes: [TypeSyntax.Attribute] = []
        while consume("@") {
            guard let path = dottedIdentifiers() else { return nil }
            var argument: String?
            if peek("(") {
                guard let inside = balancedParentheses() else { return nil }
                argument = inside
            }
            guard consume(" ") else { return nil }
            attributes.append(.init(path: path, argument: argument))
        }
        if !attributes.isEmpty {
            guard peek("("), case .function(_, let parameters, let effects, let result)? = primary() else { return nil }
            return .function(attributes: attributes, parameters: parameters, effects: effects, result: result)
        }
        guard let first = postfix() else { return nil }
        var parts = [first]
        while consume(" & ") {
            guard let next = postfix() else { return nil }
            parts.append(next)
        }
        return parts.count == 1 ? first : .composition(parts)
    }

    private mutating func postfix() -> TypeSyntax? {
        guard var syntax = primary() else { return nil }
        while true {
            if isMetatypeSuffix(".Type"), consume(".Type") {
                syntax = .metatype(syntax, isProtocol: false)
            } else if isMetatypeSuffix(".Protocol"), consume(".Protocol") {
                syntax = .metatype(syntax, isProtocol: true)
            } else {
                return syntax
            }
        }
    }

    private mutating func primary() -> TypeSyntax? {
        guard peek("("), !peek("(extension in "), !peek("(unknown context at ") else { return path() }
        guard let elements = elements() else { return nil }
        if peek(" async") || peek(" throws") || peek(" ->") {
            var effects: [TypeSyntax.Effect] = []
            while true {
                if consume(" async") {
                    effects.append(.word("async"))
                } else if consume(" throws(") {
                    guard let error = type(), consume(")") else { return nil }
                    effects.append(.typedThrows(error))
                } else if consume(" throws") {
                    effects.append(.word("throws"))
                } else {
                    break
                }
            }
            guard consume(" -> "), let result = type() else { return nil }
            return .function(attributes: [], parameters: elements, effects: effects, result: result)
        }
        // `((Int) -> ()).Type`: parentheses around one unlabeled type only group it.
        if elements.count == 1, elements[0].prefix.isEmpty, !elements[0].isVariadic {
            return elements[0].type
        }
        return .tuple(elements)
    }

    private mutating func elements() -> [TypeSyntax.Element]? {
        guard consume("(") else { return nil }
        var elements: [TypeSyntax.Element] = []
        if consume(")") { return elements }
        while true {
            var prefix = ""
            let start = position
            if let word = identifier() {
                if consume(": ") {
                    prefix += "\(word): "
                } else {
                    position = start
                }
            }
            while true {
                let before = position
                guard let word = identifier(), Self.specifiers.contains(word), consume(" ") else {
                    position = before
                    break
                }
                prefix += "\(word) "
            }
            guard let type = type() else { return nil }
            elements.append(.init(prefix: prefix, type: type, isVariadic: consume("...")))
            if consume(", ") { continue }
            guard consume(")") else { return nil }
            return elements
        }
    }

    /// `Module.Outer<Argument>.Inner`, dropping the runtime's `(unknown context at $…)` and
    /// `(extension in Module):` and keeping the name of a private type, `(Name in _…)`.
    private mutating func path() -> TypeSyntax? {
        if consume("(extension in ") {
            guard skip(past: ")"), consume(":") else { return nil }
        }
        var components: [TypeSyntax.NameComponent] = []
        while true {
            if consume("(unknown context at ") {
                guard skip(past: ")"), consume(".") else { return nil }
                continue
            }
            let name: String
            if consume("(") {
                guard let privateName = identifier(), consume(" in "), skip(past: ")") else { return nil }
                name = privateName
            } else {
                guard let plain = identifier() else { return nil }
                name = plain
            }
            var arguments: [TypeSyntax] = []
            if consume("<") {
                while true {
                    guard let argument = type() else { return nil }
                    arguments.append(argument)
                    if consume(", ") { continue }
                    guard consume(">") else { return nil }
                    break
                }
            }
            components.append(.init(name: name, arguments: arguments))
            // A further component, unless the dot starts `...`, `.Type` or `.Protocol`.
            guard peek("."), !peek("..."), !isMetatypeSuffix(".Type"), !isMetatypeSuffix(".Protocol") else { break }
            position += 1
        }
        return .nominal(components)
    }

    /// Whether `suffix` (`.Type`, `.Protocol`) comes next as a whole word: `.Types` is a name.
    private func isMetatypeSuffix(_ suffix: String) -> Bool {
        let end = position + suffix.utf8.count
        return peek(suffix) && (end == text.count || !Self.isIdentifierByte(text[end]))
    }

    private mutating func dottedIdentifiers() -> [String]? {
        var path: [String] = []
        repeat {
            guard let word = identifier() else { return nil }
            path.append(word)
        } while consume(".")
        return path
    }

    /// The text inside balanced parentheses starting here, consumed with them.
    private mutating func balancedParentheses() -> String? {
        guard consume("(") else { return nil }
        let start = position
        var depth = 1
        while position < text.count {
            switch text[position] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 {
                    defer { position += 1 }
                    return String(decoding: text[start..<position], as: UTF8.self)
                }
            default: break
            }
            position += 1
        }
        return nil
    }

    private mutating func identifier() -> String? {
        let start = position
        while position < text.count, Self.isIdentifierByte(text[position]) { position += 1 }
        return position > start ? String(decoding: text[start..<position], as: UTF8.self) : nil
    }

    /// Letters, digits, `_`, `$` and any non-ASCII byte (identifiers may be Unicode).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
            true
        default:
            false
        }
    }

    /// Moves past the next `terminator`, a one-byte string; false when there is none.
    private mutating func skip(past terminator: String) -> Bool {
        let byte = terminator.utf8.first
        while position < text.count {
            position += 1
            if text[position - 1] == byte { return true }
        }
        return false
    }

    private func peek(_ literal: String) -> Bool {
        let bytes = literal.utf8
        guard position + bytes.count <= text.count else { return false }
        return zip(text[position...], bytes).allSatisfy { $0 == $1 }
    }

    private mutating func consume(_ literal: String) -> Bool {
        guard peek(literal) else { return false }
        position += literal.utf8.count
        return true
    }
}
