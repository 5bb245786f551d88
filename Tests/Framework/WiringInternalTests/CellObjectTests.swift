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
    @Test func aClassInstanceIsStoredAsItself() {
        let service = CellService()
        let object = cellObject(holding: service, as: CellService.self)
        // Identities, not `===` inside `#expect`: that form crashes the Swift 6.3 compiler here.
        #expect(ObjectIdentifier(object) == ObjectIdentifier(service))
        #expect(ObjectIdentifier(cellValue(object, as: CellService.self)) == ObjectIdentifier(service))
    }

    @Test func everyOtherValueIsBoxedAndReadsBack() {
        #expect(cellObject(holding: CellLimits(cents: 5), as: CellLimits.self) is InstanceBox<CellLimits>)
        #expect(
            cellValue(cellObject(holding: CellLimits(cents: 5), as: CellLimits.self), as: CellLimits.self)
                == CellLimits(cents: 5))

        #expect(cellObject(holding: CellCount(value: 7), as: CellCount.self) is InstanceBox<CellCount>)
        #expect(
            cellValue(cellObject(holding: CellCount(value: 7), as: CellCount.self), as: CellCount.self)
                == CellCount(value: 7))

        let clock = CellSystemClock()
        let existential: any CellClock = clock
        #expect(cellObject(holding: existential, as: (any CellClock).self) is InstanceBox<any CellClock>)
        #expect(
            ObjectIdentifier(
                cellValue(cellObject(holding: existential, as: (any CellClock).self), as: (any CellClock).self))
                == ObjectIdentifier(clock))

        let optional: CellSystemClock? = clock
        #expect(cellObject(holding: optional, as: CellSystemClock?.self) is InstanceBox<CellSystemClock?>)
        #expect(
            cellValue(cellObject(holding: optional, as: CellSystemClock?.self), as: CellSystemClock?.self).map(
                ObjectIdentifier.init) == ObjectIdentifier(clock))
    }
}
