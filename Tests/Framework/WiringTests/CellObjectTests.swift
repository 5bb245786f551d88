import Testing

@testable import Wiring

/// The rule a cell follows: a class instance is its own cell object, anything else is boxed,
/// and every kind reads back as the value stored.
private final class CellService {}
private protocol CellClock: AnyObject {}
private final class CellSystemClock: CellClock {}
private struct CellLimits: Equatable { let cents: Int }
/// Eight bytes, like a reference, but not a class: the size test alone must not unbox it.
private struct CellCount: Equatable { let value: Int }

@Suite struct CellObjectTests {
    /// What a cell holds for `value`, stored as a `T`.
    private func cellObject<T>(_ value: T, as _: T.Type) -> AnyObject {
        CellObject.holding(value)
    }

    @Test func aClassInstanceIsStoredAsItself() {
        let service = CellService()
        let object = cellObject(service, as: CellService.self)
        // Identities, not `===` inside `#expect`: that form crashes the Swift 6.3 compiler here.
        #expect(ObjectIdentifier(object) == ObjectIdentifier(service))
        #expect(ObjectIdentifier(CellObject.value(object, as: CellService.self)) == ObjectIdentifier(service))
    }

    @Test func everyOtherValueIsBoxedAndReadsBack() {
        #expect(cellObject(CellLimits(cents: 5), as: CellLimits.self) is CellObject.Box<CellLimits>)
        #expect(
            CellObject.value(cellObject(CellLimits(cents: 5), as: CellLimits.self), as: CellLimits.self)
                == CellLimits(cents: 5))

        #expect(cellObject(CellCount(value: 7), as: CellCount.self) is CellObject.Box<CellCount>)
        #expect(
            CellObject.value(cellObject(CellCount(value: 7), as: CellCount.self), as: CellCount.self)
                == CellCount(value: 7))

        let clock = CellSystemClock()
        let existential: any CellClock = clock
        #expect(cellObject(existential, as: (any CellClock).self) is CellObject.Box<any CellClock>)
        #expect(
            ObjectIdentifier(
                CellObject.value(cellObject(existential, as: (any CellClock).self), as: (any CellClock).self))
                == ObjectIdentifier(clock))

        let optional: CellSystemClock? = clock
        #expect(cellObject(optional, as: CellSystemClock?.self) is CellObject.Box<CellSystemClock?>)
        #expect(
            CellObject.value(cellObject(optional, as: CellSystemClock?.self), as: CellSystemClock?.self).map(
                ObjectIdentifier.init) == ObjectIdentifier(clock))
    }
}
