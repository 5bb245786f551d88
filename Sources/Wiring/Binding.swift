/// One declared binding, as the binder records it before the graph is validated.
///
/// It keeps everything validation needs (key, dependencies, location) and two closures
/// that build the frozen slot once the graph is known to be valid.
struct Binding: Sendable {
    let key: BindingKey
    let scope: Scope?
    let dependencies: [DependencyRequest]
    let location: SourceLocation
    /// The module type that declared it, such as `NetworkWiring.BankNetworkModule`.
    let declaringModule: String
    /// Makes this binding's empty slot.
    let makeSlot: @Sendable () -> AnySlot
    /// Gives the slot its factory, reading dependency slots from the table.
    let link: @Sendable (_ slot: AnySlot, _ table: SlotTable) throws(LinkError) -> Void

    /// The wiring library that declared it: the Swift module of its declaration.
    var library: String { location.moduleName }
}

/// The frozen graph could not be linked. Validation makes this unreachable; it exists so
/// that an internal mistake surfaces as a thrown `WiringError`, never as a crash.
struct LinkError: Error {
    let message: String
}
