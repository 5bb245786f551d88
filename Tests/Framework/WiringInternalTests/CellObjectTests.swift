import Testing

@testable import Wiring

/// The rule a cell follows: every scoped value is held in a box of its own type, and reads back
/// as the value stored, a class instance as the same instance.
private final class CellService {}
private protocol CellClock: AnyObject {}
private final class CellSystemClock: CellClock {}
private struct CellLimits: Equatable { let cents: Int }

@Suite struct CellObjectTests {
    /// What a cell holds for `value`, stored as a `T`.
    private func cellObject<T>(_ value: T, as _: T.Type) -> AnyObject {
        CellObject.holding(value)
    }

    @Test func aClassInstanceReadsBackAsItself() {
        let service = CellService()
        let object = cellObject(service, as: CellService.self)
        #expect(object is CellObject.Box<CellService>)
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

    @Test func aBoxedValueIsListedWithoutItsType() {
        let limits = CellObject.anyValue(cellObject(CellLimits(cents: 9), as: CellLimits.self))
        #expect(limits as? CellLimits == CellLimits(cents: 9))
    }
}
