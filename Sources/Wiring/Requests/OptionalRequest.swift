/// A factory parameter `T?` receives the bound `T`, or nil when no linked module binds `T`,
/// so a feature can appear only when its wiring library is linked.
extension Optional: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        var shape = RequestShape.value(of: Wrapped.self)
        shape.isOptional = true
        return shape
    }

    @usableFromInline
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot? {
        guard context.hasTarget || context.hasContributions else {
            return Slot<Wrapped?> { _ in nil }
        }
        // Unowned, as every slot of the graph is held: the graph (or the slot keeper) owns it.
        guard let target = context.valueSlot(as: Wrapped.self) else { return nil }
        return Slot<Wrapped?> { [unowned(unsafe) target] store in target.get(store) }
    }
}
