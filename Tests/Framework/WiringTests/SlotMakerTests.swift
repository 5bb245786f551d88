import Testing

@testable import Wiring

/// A binding declared by optimized code keeps a function that makes its slot (see
/// `SlotMaker`), so that a lookup by type or a provider need not look the slot's metadata up.
@Suite struct SlotMakerTests {
    @Test func aMakerMakesASlotOfItsTypeWithTheCellAndNodeItIsGiven() {
        let maker = SlotMaker { cell, node in Slot<String>(cell: cell, node: node) }
        let slot = maker.makeSlot(cell: CellAddress(depth: 1, index: 7), node: 12)
        #expect(slot is Slot<String>)
        #expect(slot.cell?.depth == 1)
        #expect(slot.cell?.index == 7)
        #expect(slot.node == 12)
        #expect(maker.makeSlot(cell: nil, node: 3).cell == nil)
    }

    /// Tests are compiled without optimization, where a binding keeps no maker: its closure
    /// would capture the type and cost an allocation for every binding declared.
    @Test func unspecializedCodeKeepsNoMaker() {
        let madeOne = SlotMaker.of(String.self) != nil
        #expect(!madeOne)
        let binder = Binder()
        binder.bind(String.self).to { "made" }
        let bindingHasOne = binder.bindings[0].slotMaker != nil
        #expect(!bindingHasOne)
    }
}
