/// Where a declaration was made: in which module, after how many bindings of its component.
struct DeclarationPoint: Sendable {
    /// The module being configured; nil outside any.
    let module: ObjectIdentifier?
    /// How many bindings the component's binder held.
    let position: Int
}
