import WiringSupport

/// Identifies what a binding provides: a Swift type (compared by identity, never by name),
/// optionally qualified by a tag, as one value, a collection, or a keyed map.
struct BindingKey: Hashable, Sendable {
    /// Whether the key names one value, the elements of a collection, or the entries of a map.
    enum Shape: Hashable, Sendable {
        case single
        case collection
        /// A map whose keys are of the type with this identity.
        case map(ObjectIdentifier)
    }

    let type: ObjectIdentifier
    /// How to name the key, which also holds its tag and shape. Names are made only when a
    /// message needs them, because naming a type is slow next to building a graph. Tag and
    /// shape are read from it rather than stored again, which keeps a key, held by every
    /// binding and the key registry, at 32 bytes.
    private let naming: Naming

    /// The tag's identity, for a tagged key.
    var tag: ObjectIdentifier? {
        if case .tagged(_, let tag) = naming { return ObjectIdentifier(tag) }
        return nil
    }

    var shape: Shape {
        switch naming {
        case .type, .readByRequestKind, .tagged, .array, .dictionary: .single
        case .collection: .collection
        case .map(let key, _): .map(ObjectIdentifier(key))
        }
    }

    /// The types a key's name is made from.
    private enum Naming: Sendable {
        case type(Any.Type)
        /// A binding a request kind reads, of that kind's type (see ``isReadByRequestKind``).
        case readByRequestKind(Any.Type)
        case tagged(Any.Type, tag: Any.Type)
        case collection(Any.Type)
        case map(key: Any.Type, value: Any.Type)
        case array(Any.Type)
        case dictionary(key: Any.Type, value: Any.Type)
    }

    private init(type: Any.Type, naming: Naming) {
        self.type = ObjectIdentifier(type)
        self.naming = naming
    }

    /// The key of one value of `type`.
    init<T>(_ type: T.Type) {
        self.init(type: type, naming: .type(type))
    }

    /// The key of one value of a type known only as a metatype.
    init(metatype type: Any.Type) {
        self.init(type: type, naming: .type(type))
    }

    /// The key of the binding a request kind reads, of the kind's own type: the installation
    /// of a child component (`ChildFactory<C>`), a property injector (`PropertyInjector<T>`) or
    /// an assisted binding (`AssistedFactory<A, T>`). It equals the key of one value of
    /// `type`, which the kind asks for, but a parameter of that type is never read as that
    /// value.
    static func readByRequestKind<T>(_ type: T.Type) -> BindingKey {
        BindingKey(type: type, naming: .readByRequestKind(type))
    }

    /// Whether this is the key of a binding a request kind reads (``readByRequestKind(_:)``).
    var isReadByRequestKind: Bool {
        if case .readByRequestKind = naming { return true }
        return false
    }

    /// The key of one value of `type`, qualified by `tag`.
    static func tagged<T, G>(_ type: T.Type, tag: G.Type) -> BindingKey {
        BindingKey(type: type, naming: .tagged(type, tag: tag))
    }

    /// The key of the collection of `element` contributions, requested as `[Element]`.
    static func collection<T>(of element: T.Type) -> BindingKey {
        BindingKey(type: element, naming: .collection(element))
    }

    /// The key of the map of `value` contributions, requested as `[Key: Value]`.
    static func map<K, V>(of value: V.Type, keyedBy key: K.Type) -> BindingKey {
        BindingKey(type: value, naming: .map(key: key, value: value))
    }

    /// The key of one plain `[T]` value, named as written (`[any ATMPlugin]`).
    static func array<T>(of element: T.Type) -> BindingKey {
        BindingKey(type: [T].self, naming: .array(element))
    }

    /// The key of one plain `[K: V]` value, named as written.
    static func dictionary<K: Hashable, V>(of value: V.Type, keyedBy key: K.Type) -> BindingKey {
        BindingKey(type: [K: V].self, naming: .dictionary(key: key, value: value))
    }

    /// The key as a person writes it: `BillScanner`, `any NetworkExecutor`, `URL tagged BankBaseURL`,
    /// `[any ATMPlugin]`, `[String: any ATMPlugin]`.
    var name: String {
        switch naming {
        case .type(let type), .readByRequestKind(let type): TypeName.of(type)
        case .tagged(let type, let tag): "\(TypeName.of(type)) tagged \(TypeName.of(tag))"
        case .collection(let element), .array(let element): "[\(TypeName.of(element))]"
        case .map(let key, let value), .dictionary(let key, let value):
            "[\(TypeName.of(key)): \(TypeName.of(value))]"
        }
    }

    /// The bare type's name, without tag or collection, for near-miss suggestions.
    var typeName: String {
        TypeName.of(bareType)
    }

    /// The tag's name, such as `BankBaseURL`.
    var tagName: String? {
        if case .tagged(_, let tag) = naming { return TypeName.of(tag) }
        return nil
    }

    /// The type of a key of one untagged value, such as `PropertyInjector<Screen>`; nil for
    /// tagged, collection and map keys.
    var plainType: Any.Type? {
        switch naming {
        case .type(let type), .readByRequestKind(let type): type
        default: nil
        }
    }

    /// For the key of one plain `T?`, the key of `T`, which a request for `T` nearly matched.
    var optionalWrapped: BindingKey? {
        guard let plainType, let kind = RequestKindRecognizer.byTypeAlone.kind(of: plainType) else { return nil }
        let request = kind.request(.byTypeAlone)
        return request.isOptional ? request.key : nil
    }

    /// The Swift module that defines the type, such as `ATMLib`; nil for structural types.
    var definingModule: String? {
        moduleName(of: bareType)
    }

    private var bareType: Any.Type {
        switch naming {
        case .type(let type), .readByRequestKind(let type), .tagged(let type, _), .collection(let type),
            .array(let type):
            type
        case .map(_, let value), .dictionary(_, let value): value
        }
    }

    static func == (lhs: BindingKey, rhs: BindingKey) -> Bool {
        guard lhs.type == rhs.type else { return false }
        // Two keys of one untagged value each, nearly every key: the types decide.
        if lhs.isUntaggedValue && rhs.isUntaggedValue { return true }
        return lhs.tag == rhs.tag && lhs.shape == rhs.shape
    }

    /// Whether the key names one value of its type, without a tag (a plain `[T]` or `[K: V]`
    /// included): equal to another such key exactly when the types are.
    var isUntaggedValue: Bool {
        switch naming {
        case .type, .readByRequestKind, .array, .dictionary: true
        case .tagged, .collection, .map: false
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(tag)
        hasher.combine(shape)
    }
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
