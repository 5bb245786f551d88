/// How a store's cell holds a scoped instance, whatever its type: a class instance as itself,
/// any other value in a ``Box`` of its type.
///
/// Reading an instance back is a class cast, to the instance's class or to `Box<T>`, which
/// needs no conformance lookup: converting a value of any other type to `AnyObject` and back
/// looks up its bridging conformances, which is slow the first time for each type. A class
/// instance needs no box, and so no box type is made for it: the first box of each type costs
/// the run time a generic type's metadata.
@usableFromInline
enum CellObject {
    /// The object a cell holds for `value`.
    ///
    /// `T` is named, not inferred from an existential: `Box<any P>` is what the reader expects.
    /// Compiled for a class `T`, as the builders that declare bindings are, the test folds away.
    @inlinable
    static func holding<T: Sendable>(_ value: T) -> AnyObject {
        if T.self is AnyObject.Type, let object = checkedCast(value, to: AnyObject.self) { return object }
        return Box(value)
    }

    /// `value` as a `Target`, when it is one, by a checked cast. For a class instance and
    /// `AnyObject`, `value as? AnyObject` compiles to the same cast, with a warning that it always
    /// succeeds, since any value converts to `AnyObject` by boxing; `value as AnyObject` is that
    /// boxing conversion, which asks the run time for each type's bridging conformances.
    @inlinable
    static func checkedCast<Source, Target>(_ value: Source, to _: Target.Type) -> Target? {
        value as? Target
    }

    /// The value in `object`, which ``holding(_:)`` made from a `T`.
    @inlinable
    static func value<T>(_ object: AnyObject, as _: T.Type) -> T {
        if T.self is AnyObject.Type {
            // Compiled for a class `T`, a conditional cast is the run time's class cast, which
            // compares class pointers, where `as!` is its general cast, which works out the
            // kinds of both types on every read. In code not compiled for `T`, a conditional
            // cast would make `Optional<T>`'s metadata the first time each type is read.
            return _isConcrete(T.self) ? instance(object, as: T.self) : object as! T
        }
        return (object as! Box<T>).value
    }

    /// `object` as a `T`, for a class `T`, by a conditional cast. Never inlined, so that the
    /// cast stays out of the code of ``value(_:as:)`` that is not compiled for `T`.
    @inlinable @inline(never)
    static func instance<T>(_ object: AnyObject, as _: T.Type) -> T {
        if let instance = object as? T { return instance }
        return object as! T
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
    final class Box<T>: AnyBox {
        @usableFromInline let value: T

        @usableFromInline
        init(_ value: T) {
            self.value = value
        }

        override var anyValue: Any { value }
    }
}

// Safe: a box's only stored property is a constant `T`, and it is `Sendable` when `T` is. Its
// base class stores nothing. (CellObjectTests, ScopeTests under ThreadSanitizer)
extension CellObject.Box: @unchecked Sendable where T: Sendable {}
