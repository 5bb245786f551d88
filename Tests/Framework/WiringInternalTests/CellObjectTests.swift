import Testing

@testable import Wiring

/// The rule a cell follows: a class instance is held as itself, every other scoped value in a box
/// of its own type (a protocol type's included), and each reads back as the value stored.
private final class CellService: Sendable {}
private protocol CellClock: AnyObject, Sendable {}
private final class CellSystemClock: CellClock {}
private struct CellLimits: Equatable, Sendable { let cents: Int }

@Suite struct CellObjectTests {
    /// What a cell holds for `value`, stored as a `T`.
    private func cellObject<T: Sendable>(_ value: T, as _: T.Type) -> AnyObject {
        CellObject.holding(value)
    }

    @Test func aClassInstanceReadsBackAsItself() {
        let service = CellService()
        let object = cellObject(service, as: CellService.self)
        #expect(ObjectIdentifier(object) == ObjectIdentifier(service), "held as itself, without a box")
        // Identities, not `===` inside `#expect`: that form crashes the Swift 6.3 compiler here.
        #expect(ObjectIdentifier(CellObject.value(object, as: CellService.self)) == ObjectIdentifier(service))
    }

    @Test func everyOtherValueReadsBack() {
        #expect(
            CellObject.value(cellObject(CellLimits(cents: 5), as: CellLimits.self), as: CellLimits.self)
                == CellLimits(cents: 5))

        let clock = CellSystemClock()
        let existential: any CellClock = clock
        let object = cellObject(existential, as: (any CellClock).self)
        #expect(object is CellObject.Box<any CellClock>)
        #expect(ObjectIdentifier(CellObject.value(object, as: (any CellClock).self)) == ObjectIdentifier(clock))

        let optional: CellSystemClock? = clock
        #expect(
            CellObject.value(cellObject(optional, as: CellSystemClock?.self), as: CellSystemClock?.self).map(
                ObjectIdentifier.init) == ObjectIdentifier(clock))
    }

    @Test func aHeldValueIsListedWithoutItsType() {
        let limits = CellObject.anyValue(cellObject(CellLimits(cents: 9), as: CellLimits.self))
        #expect(limits as? CellLimits == CellLimits(cents: 9))
        let service = CellService()
        let listed = CellObject.anyValue(cellObject(service, as: CellService.self))
        #expect((listed as? CellService).map(ObjectIdentifier.init) == ObjectIdentifier(service))
    }
}
