/// One declared binding, as the binder records it before the graph is validated.
@usableFromInline
struct Binding: Sendable {
    /// How the binding contributes to its key.
    @usableFromInline
    enum Contribution: Sendable {
        /// The one provider of its key.
        case single
        /// One or more elements of a collection; `direct` is the key of a plain `[T]` binding.
        case collectionElement(direct: BindingKey)
        /// One entry of a map, under this key (with its description for diagnostics); `direct`
        /// is the key of a plain `[K: T]` binding.
        case mapEntry(MapKey, description: String, direct: BindingKey, assembly: MapAssembly)
    }

    let key: BindingKey
    let contribution: Contribution
    let scope: Scope?
    let dependencies: [DependencyRequest]
    let location: SourceLocation
    /// The module type that declared it, such as `NetworkWiring.BankNetworkModule`.
    let declaringModule: String
    /// Declared by an override module: replaces the binding of the same key.
    let isOverride: Bool
    /// The seed of a child component: its cell is filled when the child is built.
    let isSeed: Bool
    /// Makes this binding's unlinked slot, given the cell it owns when scoped.
    let makeSlot: @Sendable (CellAddress?) -> AnySlot
    /// Gives the slot its resolver, reading dependency slots through the linker.
    let link: @Sendable (_ slot: AnySlot, _ linker: Linker) throws(LinkError) -> Void

    /// The wiring library that declared it: the Swift module of its declaration.
    var library: String { location.moduleName }

    /// What a reload of a keyed component does with this binding's instance.
    var reloadPolicy = ReloadPolicy.recreate

    /// Whether dependencies are resolved only when the value is used (assisted factories,
    /// property injectors), so they cannot close a cycle.
    var dependenciesAreDeferred = false
}

/// The frozen graph could not be linked. Validation makes this unreachable; it exists so
/// that an internal mistake surfaces as a thrown `WiringError`, never as a crash.
@usableFromInline
struct LinkError: Error {
    let message: String
}

/// A map contribution's key. Keys are `Hashable & Sendable` when declared (`intoMap(key:)`),
/// so holding one type-erased is safe to share.
@usableFromInline
struct MapKey: Hashable, @unchecked Sendable {
    let value: AnyHashable
}
