/// One parameter of a factory: which binding it needs and how it asks for it.
struct DependencyRequest: Sendable {
    /// How the parameter receives the bound value.
    enum Kind: Sendable {
        /// The value itself: the binding must be created first, so it is an edge for cycles.
        case instance
        /// A `Provider<T>`: the value is made later, on `get()`, so it never closes a cycle.
        case provider
    }

    /// The binding the parameter needs.
    let key: BindingKey
    let kind: Kind
    /// The parameter type as written, such as `Provider<BillScanner>`.
    let parameterName: String
    /// The wrapper the parameter asks through, such as `Provider<T>`; nil for a plain value.
    let wrapperType: (any RequestWrapper.Type)?

    /// Reads a factory parameter type: `Provider<T>` asks for `T` lazily, anything else asks for itself.
    init<D>(_ parameter: D.Type) {
        if let wrapper = parameter as? any RequestWrapper.Type {
            self.key = wrapper.wrappedKey
            self.kind = wrapper.requestKind
            self.wrapperType = wrapper
        } else {
            self.wrapperType = nil
            self.key = BindingKey(parameter)
            self.kind = .instance
        }
        self.parameterName = typeName(parameter)
    }
}

/// A parameter type that asks for another binding's value in some special way.
protocol RequestWrapper: SendableMetatype {
    /// The binding the wrapper reads from.
    static var wrappedKey: BindingKey { get }
    static var requestKind: DependencyRequest.Kind { get }
    /// The slot that hands out this wrapper, built over the wrapped binding's slot.
    static func wrapperSlot(over slot: AnySlot) -> AnySlot?
}
