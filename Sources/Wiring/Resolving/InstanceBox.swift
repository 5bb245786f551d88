/// Holds one instance that is not a class instance (a struct, an enum, an existential), so a
/// cell can store it as an object.
@usableFromInline
final class InstanceBox<T>: @unchecked Sendable, InstanceHolding {
    @usableFromInline let value: T

    @usableFromInline
    init(_ value: T) {
        self.value = value
    }

    var anyValue: Any { value }
}

/// A box whose value can be read without knowing its type.
protocol InstanceHolding {
    var anyValue: Any { get }
}
