/// Owns slots that nothing else does: those made for a wrapper inside another wrapper. The
/// graph has one for the slots made when it is frozen; a lookup by type at run time has its
/// own, for as long as it runs.
final class SlotKeeper {
    private var slots: [AnySlot] = []

    func keep(_ slot: AnySlot) {
        slots.append(slot)
    }
}
