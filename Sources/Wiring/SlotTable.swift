/// The frozen graph: every binding's slot at a fixed index, linked once after validation.
///
/// Linking turns each factory's dependencies into direct references to their slots, so
/// resolving is a chain of `get()` calls with no dictionary lookup, string key or lock
/// (except while a singleton is first created).
final class SlotTable: Sendable {
    /// Slots in binding order; `indices` is used only while linking and by `resolve(_:)`.
    let slots: [AnySlot]
    let indices: [BindingKey: Int]
    /// Slots that hand out wrappers (such as `Provider<T>`), made once per wrapped binding.
    private let wrapperSlots: [WrapperKey: AnySlot]

    private struct WrapperKey: Hashable {
        let wrapper: ObjectIdentifier
        let index: Int
    }

    /// Builds and links the table for a validated set of bindings (one per key).
    init(bindings: [Binding]) throws(LinkError) {
        var indices: [BindingKey: Int] = [:]
        for (index, binding) in bindings.enumerated() {
            indices[binding.key] = index
        }
        let slots = bindings.map { $0.makeSlot() }
        var wrapperSlots: [WrapperKey: AnySlot] = [:]
        for binding in bindings {
            for request in binding.dependencies where request.kind != .instance {
                guard let index = indices[request.key],
                      let wrapper = request.wrapperType,
                      let slot = wrapper.wrapperSlot(over: slots[index])
                else { continue }
                wrapperSlots[WrapperKey(wrapper: ObjectIdentifier(wrapper), index: index)] = slot
            }
        }
        self.slots = slots
        self.indices = indices
        self.wrapperSlots = wrapperSlots
        for (index, binding) in bindings.enumerated() {
            try binding.link(slots[index], self)
        }
    }

    /// The slot a factory parameter of type `D` reads from.
    func slot<D>(for request: DependencyRequest, as type: D.Type) throws(LinkError) -> Slot<D> {
        guard let index = indices[request.key] else {
            throw LinkError(message: "no slot for '\(request.key.name)'")
        }
        let slot: AnySlot?
        if let wrapper = request.wrapperType {
            slot = wrapperSlots[WrapperKey(wrapper: ObjectIdentifier(wrapper), index: index)]
        } else {
            slot = slots[index]
        }
        guard let typed = slot as? Slot<D> else {
            throw LinkError(message: "slot for '\(request.parameterName)' has the wrong type")
        }
        return typed
    }

    /// The slot bound to `T`, or nil when nothing binds it.
    func slot<T>(of type: T.Type) -> Slot<T>? {
        indices[BindingKey(type)].flatMap { slots[$0] as? Slot<T> }
    }

}
