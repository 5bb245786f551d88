import WiringSupport

/// The module a binding was declared in, kept as its type: naming a type costs far more
/// than declaring a binding, so names are made only for messages and reports.
struct DeclaringModule: Sendable {
    let type: Any.Type?

    /// `Module.Type`'s fully qualified name, such as `NetworkWiring.BankNetworkModule`.
    var name: String {
        type.map(TypeName.qualified) ?? "(component)"
    }
}
