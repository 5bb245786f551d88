// How a store's cell holds a scoped instance: a class instance as itself, any other value in
// a box. Writer and reader make the same decision from `T`.

/// The object a cell holds for `value`: a class instance is stored as itself, anything else
/// in an ``InstanceBox``. Most scoped values are class instances, so most need no box: one
/// allocation fewer per instance, and a read that is a plain load.
///
/// Inlinable, so that code compiled for a concrete `T` decides at compile time; ``cellValue(_:as:)``
/// makes the same decision to read the value back. `T` is named, not inferred: a value whose
/// static type is an existential would otherwise be opened, and a class instance behind
/// `any P` stored unboxed where the reader expects a box.
@inlinable @inline(__always)
func cellObject<T>(holding value: T, as _: T.Type) -> AnyObject {
    if isClassType(T.self) {
        return unsafeBitCast(value, to: AnyObject.self)
    }
    return InstanceBox(value)
}

/// The value in `object`, which ``cellObject(holding:as:)`` made from a `T`.
@inlinable @inline(__always)
func cellValue<T>(_ object: AnyObject, as _: T.Type) -> T {
    if isClassType(T.self) {
        return unsafeBitCast(object, to: T.self)
    }
    return unsafeDowncast(object, to: InstanceBox<T>.self).value
}

/// Whether `T` is a class, so that its instances are single references.
///
/// The size test comes first because the compiler folds it for any concrete type, while it
/// folds `is AnyObject.Type` only for classes and existentials: for a struct it calls the
/// runtime, which a scoped read of a struct would otherwise do every time.
@inlinable @inline(__always)
func isClassType<T>(_: T.Type) -> Bool {
    MemoryLayout<T>.size == MemoryLayout<AnyObject>.size && T.self is AnyObject.Type
}
