/// A factory parameter `T?` receives the bound `T`, or nil when no linked module binds `T`,
/// so a feature can appear only when its wiring library is linked.
extension Optional: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        RequestShape(key: BindingKey(Wrapped.self), edge: .immediate, isOptional: true)
    }

    @usableFromInline
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot? {
        guard context.hasTarget else {
            return Slot<Wrapped?> { _ in nil }
        }
        guard let target = context.target(as: Wrapped.self) else { return nil }
        return Slot<Wrapped?> { store in target.get(store) }
    }
}
