/// Identifies what a binding provides: a Swift type, compared by identity, never by name.
struct BindingKey: Hashable, Sendable {
    let type: ObjectIdentifier
    /// The type as a person writes it, such as `BillScanner` or `any NetworkExecutor`.
    let name: String
    /// The Swift module that defines the type, such as `ATMLib`; nil for structural types.
    let definingModule: String?

    init<T>(_ type: T.Type) {
        self.type = ObjectIdentifier(type)
        self.name = typeName(type)
        self.definingModule = moduleName(of: type)
    }

    static func == (lhs: BindingKey, rhs: BindingKey) -> Bool { lhs.type == rhs.type }
    func hash(into hasher: inout Hasher) { hasher.combine(type) }
}

/// A type's name without its module prefix, as it appears in source code: an existential
/// reads `any NetworkExecutor`, the way it is written since Swift 5.6.
func typeName<T>(_ type: T.Type) -> String {
    let name = String(describing: type)
    let isExistential = String(describing: Swift.type(of: type)).hasSuffix(".Protocol")
    return isExistential && name != "Any" && name != "AnyObject" ? "any \(name)" : name
}

/// The module that defines a nominal type, read from its fully qualified name
/// (`ATMLib.BillScanner`, `any BankAPI.NetworkExecutor`).
func moduleName<T>(of type: T.Type) -> String? {
    var qualified = Substring(String(reflecting: type))
    if qualified.hasPrefix("any ") { qualified = qualified.dropFirst(4) }
    guard let end = qualified.firstIndex(where: { $0 == "." || $0 == "<" || $0 == " " }),
          qualified[end] == "."
    else { return nil }
    return String(qualified[..<end])
}
