/// A Wiring type declared by a binder call other than `bind(_:)`, so that a note names that call.
protocol DeclaredByBinderCall {
    /// The type the declaration is for; its module's wiring library should hold it.
    static var declaredFor: Any.Type { get }
    /// The call that declares it, as source.
    static var declaration: String { get }
}
