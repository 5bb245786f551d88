import Testing

@testable import Wiring

/// A binder's record of the modules it configured: each module once, in whatever order the
/// modules are included, however many there are.
@Suite struct ModuleSetTests {
    private enum First {}
    private enum Second {}
    private enum Third {}

    @Test func aModuleIsAddedOnce() {
        var modules = ModuleSet()
        let types: [Any.Type] = [Second.self, First.self, Third.self]
        for type in types {
            let added = modules.insert(ObjectIdentifier(type))
            #expect(added, "\(type)")
        }
        for type in types.reversed() {
            let added = modules.insert(ObjectIdentifier(type))
            #expect(!added, "\(type) again")
        }
        #expect(modules.count == 3)
    }

    @Test func manyIdentitiesInAnyOrderAreEachAddedOnce() {
        let objects = (0..<500).map { _ in Marker() }
        var order = Array(objects.indices)
        var generator = SystemRandomNumberGenerator()
        order.shuffle(using: &generator)
        var modules = ModuleSet()
        let first = order.map { modules.insert(ObjectIdentifier(objects[$0])) }
        let again = order.reversed().map { modules.insert(ObjectIdentifier(objects[$0])) }
        #expect(first.allSatisfy { $0 })
        #expect(again.allSatisfy { !$0 })
        #expect(modules.count == objects.count)
    }

    private final class Marker {}
}
