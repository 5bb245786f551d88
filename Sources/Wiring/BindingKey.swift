/// Identifies what a binding provides: a Swift type (compared by identity, never by name),
/// optionally qualified by a tag, as one value, a collection, or a keyed map.
@usableFromInline
struct BindingKey: Hashable, Sendable {
    /// Whether the key names one value, the elements of a collection, or the entries of a map.
    enum Shape: Hashable, Sendable {
        case single
        case collection
        /// A map whose keys are of the type with this identity.
        case map(ObjectIdentifier)
    }

    let type: ObjectIdentifier
    let tag: ObjectIdentifier?
    let shape: Shape
    /// The key as a person writes it: `BillScanner`, `any NetworkExecutor`, `URL tagged BankBaseURL`,
    /// `[any ATMPlugin]`, `[String: any ATMPlugin]`.
    let name: String
    /// The bare type's name, without tag or collection, for near-miss suggestions.
    let typeName: String
    /// The tag's name, such as `BankBaseURL`.
    let tagName: String?
    /// The Swift module that defines the type, such as `ATMLib`; nil for structural types.
    let definingModule: String?

    private init<T>(_ type: T.Type, tag: Any.Type?, shape: Shape, name: String) {
        self.type = ObjectIdentifier(type)
        self.tag = tag.map(ObjectIdentifier.init)
        self.tagName = tag.map { Wiring.typeName($0) }
        self.shape = shape
        self.name = name
        self.typeName = Wiring.typeName(type)
        self.definingModule = moduleName(of: type)
    }

    /// The key of one value of `type`.
    init<T>(_ type: T.Type) {
        self.init(type, tag: nil, shape: .single, name: Wiring.typeName(type))
    }

    /// The key of one value of `type`, qualified by `tag`.
    static func tagged<T, G>(_ type: T.Type, tag: G.Type) -> BindingKey {
        BindingKey(type, tag: tag, shape: .single, name: "\(Wiring.typeName(type)) tagged \(Wiring.typeName(tag))")
    }

    /// The key of the collection of `element` contributions, requested as `[Element]`.
    static func collection<T>(of element: T.Type) -> BindingKey {
        BindingKey(element, tag: nil, shape: .collection, name: "[\(Wiring.typeName(element))]")
    }

    /// The key of the map of `value` contributions, requested as `[Key: Value]`.
    static func map<K, V>(of value: V.Type, keyedBy key: K.Type) -> BindingKey {
        BindingKey(value, tag: nil, shape: .map(ObjectIdentifier(key)),
                   name: "[\(Wiring.typeName(key)): \(Wiring.typeName(value))]")
    }

    /// The key of one plain `[T]` value, named as written (`[any ATMPlugin]`).
    static func array<T>(of element: T.Type) -> BindingKey {
        BindingKey([T].self, tag: nil, shape: .single, name: "[\(Wiring.typeName(element))]")
    }

    /// The key of one plain `[K: V]` value, named as written.
    static func dictionary<K: Hashable, V>(of value: V.Type, keyedBy key: K.Type) -> BindingKey {
        BindingKey([K: V].self, tag: nil, shape: .single, name: "[\(Wiring.typeName(key)): \(Wiring.typeName(value))]")
    }

    @usableFromInline
    static func == (lhs: BindingKey, rhs: BindingKey) -> Bool {
        lhs.type == rhs.type && lhs.tag == rhs.tag && lhs.shape == rhs.shape
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(tag)
        hasher.combine(shape)
    }
}

/// A type's name without its module prefix, as it appears in source code: an existential
/// reads `any NetworkExecutor`, the way it is written since Swift 5.6.
func typeName(_ type: Any.Type) -> String {
    let name = String(describing: type)
    let isExistential = String(describing: Swift.type(of: type)).hasSuffix(".Protocol")
    return isExistential && name != "Any" && name != "AnyObject" ? "any \(name)" : name
}

/// The module that defines a nominal type, read from its fully qualified name
/// (`ATMLib.BillScanner`, `any BankAPI.NetworkExecutor`).
func moduleName(of type: Any.Type) -> String? {
    var qualified = Substring(String(reflecting: type))
    if qualified.hasPrefix("any ") { qualified = qualified.dropFirst(4) }
    guard let end = qualified.firstIndex(where: { $0 == "." || $0 == "<" || $0 == " " }),
          qualified[end] == "."
    else { return nil }
    return String(qualified[..<end])
}
