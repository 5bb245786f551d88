/// How a store's cell holds a scoped instance: a class instance as itself, any other value
/// (a struct, an enum, an existential) in a ``Box``. Most scoped values are class instances,
/// so most need no box. Writer and reader make the same decision from `T`.
@usableFromInline
enum CellObject {
    /// The object a cell holds for `value`.
    ///
    /// `T` is named, not inferred: a value whose static type is an existential would otherwise
    /// be opened, and a class instance behind `any P` stored unboxed where the reader expects
    /// a box.
    @inlinable
    static func holding<T>(_ value: T) -> AnyObject {
        if isClassType(T.self) {
            return value as AnyObject
        }
        return Box(value)
    }

    /// The value in `object`, which ``holding(_:)`` made from a `T`.
    @inlinable
    static func value<T>(_ object: AnyObject, as _: T.Type) -> T {
        if isClassType(T.self) {
            return object as! T
        }
        return (object as! Box<T>).value
    }

    /// The value in `object` as `Any`, without knowing its type; for listing instances.
    static func anyValue(_ object: AnyObject) -> Any {
        (object as? any AnyBox)?.anyValue ?? object
    }

    /// Whether `T` is a class, so that its instances are single references.
    ///
    /// The size test comes first because the compiler folds it for any concrete type, while it
    /// folds `is AnyObject.Type` only for classes and existentials.
    @inlinable
    static func isClassType<T>(_: T.Type) -> Bool {
        MemoryLayout<T>.size == MemoryLayout<AnyObject>.size && T.self is AnyObject.Type
    }

    /// Holds one value that is not a class instance, so that a cell can store it as an object.
    @usableFromInline
    final class Box<T>: AnyBox, @unchecked Sendable {
        // Unchecked: `value` is a constant, and only `Sendable` values are bound.
        @usableFromInline let value: T

        @usableFromInline
        init(_ value: T) {
            self.value = value
        }

        var anyValue: Any { value }
    }
}

/// A box whose value can be read without knowing its type.
protocol AnyBox: AnyObject {
    var anyValue: Any { get }
}
