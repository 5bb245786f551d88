/// How a store's cell holds a scoped instance: in a ``Box`` of its type, whatever the type.
///
/// One box per scoped instance: reading it back is a class cast to `Box<T>` that needs no
/// conformance lookup, where converting a value of a generic type to `AnyObject` and back
/// looks up its bridging conformances, which is slow the first time for each type.
@usableFromInline
enum CellObject {
    /// The object a cell holds for `value`.
    ///
    /// `T` is named, not inferred from an existential: `Box<any P>` is what the reader expects.
    @inlinable
    static func holding<T>(_ value: T) -> AnyObject {
        Box(value)
    }

    /// The value in `object`, which ``holding(_:)`` made from a `T`.
    @inlinable
    static func value<T>(_ object: AnyObject, as _: T.Type) -> T {
        (object as! Box<T>).value
    }

    /// The value in `object` as `Any`, without knowing its type; for listing instances.
    static func anyValue(_ object: AnyObject) -> Any {
        (object as? AnyBox)?.anyValue ?? object
    }

    /// A box whose value can be read without knowing its type.
    @usableFromInline
    class AnyBox {
        init() {}

        var anyValue: Any { () }
    }

    /// Holds one scoped instance, so that a cell can store any value as an object.
    @usableFromInline
    final class Box<T>: AnyBox, @unchecked Sendable {
        // Safe: `value` is a constant, and every value a cell holds is a bound one, which
        // `bind(_:)` requires to be `Sendable`. (CellObjectTests, ScopeTests under ThreadSanitizer)
        @usableFromInline let value: T

        @usableFromInline
        init(_ value: T) {
            self.value = value
        }

        override var anyValue: Any { value }
    }
}
