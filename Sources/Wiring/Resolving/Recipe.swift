/// How a binding, or a request kind such as `Provider<T>`, makes its value from the graph.
///
/// A recipe is made where its value's type is known: a binding's in the wiring library that
/// declares it (`to(factory:)` is inlinable), a request kind's when the graph is frozen. The
/// graph keeps recipes as ``AnyRecipe`` and reads one back as a ``Recipe`` of the type the
/// reader expects, which validation made sure it is.
///
/// Unchecked because Swift cannot check a class that is not `final`.
@usableFromInline
class AnyRecipe: @unchecked Sendable {
    // Safe: a recipe never changes once made, and its subclasses add only constants of
    // `Sendable` types. (RequestCompositionTests, and the concurrency suites under ThreadSanitizer)
    @usableFromInline
    init() {}

    /// The value this recipe makes in `store`, a `T`: the type validation matched it to.
    ///
    /// A provider's recipe is not a ``ValueRecipe`` (see ``ProviderRecipe``); every other one is.
    @inlinable
    final func value<T>(as type: T.Type, in store: InstanceStore) -> T {
        if let provider = self as? ProviderRecipe { return provider.answer.provider(as: type, in: store) }
        return (self as! ValueRecipe).make(Arguments(madeIn: store), as: type)
    }

    /// This recipe as a ``Recipe`` of `T`, for a request kind that composes it; nil when it
    /// makes something else.
    final func typed<T>(as type: T.Type) -> Recipe<T>? {
        if let provider = self as? ProviderRecipe { return provider.recipe(as: type) }
        guard let recipe = self as? ValueRecipe, recipe.valueType == ObjectIdentifier(type) else { return nil }
        return Recipe(recipe)
    }
}

/// A synchronous recipe of one type's values, whatever the type: the class the graph keeps,
/// the same for every binding.
///
/// Its factory stores each value in memory the reader provides, rather than returning it, so
/// that its function type names no value type. A class generic over the value's type would be
/// a new type for each binding, whose metadata the runtime makes, by name, the first time a
/// process declares it: at launch, for every unscoped binding.
@usableFromInline
final class ValueRecipe: AnyRecipe, @unchecked Sendable {
    // Safe: unchecked as its base is; both properties are constants, and `write` is `@Sendable`.
    // (RequestCompositionTests, and ScopedInstanceMakingTests under ThreadSanitizer)
    /// The type of the values `write` makes.
    @usableFromInline let valueType: ObjectIdentifier
    /// Makes one value and stores it, with ``Recipe/store(_:in:)``, in the memory it is given:
    /// uninitialized memory of ``valueType``.
    @usableFromInline let write: @Sendable (Arguments, UnsafeMutableRawPointer) -> Void

    init(valueType: ObjectIdentifier, write: @escaping @Sendable (Arguments, UnsafeMutableRawPointer) -> Void) {
        self.valueType = valueType
        self.write = write
    }

    /// A new value, a `T`, made from `arguments`.
    ///
    /// Stops the process if `T` is not the recipe's value type: validation matched every reader
    /// to its recipe, so that would be a bug in Wiring, and the check rules out storing a value
    /// in memory of another type.
    @inlinable
    func make<T>(_ arguments: Arguments, as type: T.Type) -> T {
        // No user input reaches this stop: it would take validation matching a reader wrongly.
        precondition(valueType == ObjectIdentifier(type), "Wiring read a recipe as a type it does not make")
        guard Self.isUnoptimized else { return makeOnStack(arguments, as: type) }
        // Unoptimized, every call is a stack frame, and the closure `makeOnStack` runs adds
        // frames on each level of a graph made recursively, too many for the depth a 512 KB
        // thread supports (DeepGraphTests): the value is made on the heap instead.
        // Safe: `write` initializes the memory, allocated for one `T`, with a value of
        // `valueType`, checked above to be `T`; the value is moved out, leaving the memory
        // uninitialized, before it is deallocated. (RecipeTests, DeepGraphTests)
        let slot = UnsafeMutablePointer<T>.allocate(capacity: 1)
        defer { slot.deallocate() }
        write(arguments, UnsafeMutableRawPointer(slot))
        return slot.move()
    }

    /// A new value, a `T`, made from `arguments` in memory on the stack; `T` is the recipe's
    /// value type, as ``make(_:as:)`` checked.
    @inlinable
    func makeOnStack<T>(_ arguments: Arguments, as type: T.Type) -> T {
        // Safe: as in `make(_:as:)`, with memory on the stack. (RecipeTests)
        withUnsafeTemporaryAllocation(of: type, capacity: 1) { memory in
            let slot = memory.baseAddress!
            write(arguments, UnsafeMutableRawPointer(slot))
            return slot.move()
        }
    }

    /// Whether the code calling this is compiled without optimization, as in a debug build:
    /// `assert` evaluates its condition only there.
    @inlinable
    static var isUnoptimized: Bool {
        var unoptimized = false
        assert(
            {
                unoptimized = true
                return true
            }())
        return unoptimized
    }
}

/// A synchronous recipe of a `T`: a ``ValueRecipe`` that makes `T`s, as code that knows `T`
/// makes and reads it. A plain value, so that no type is made for it at run time.
@usableFromInline
struct Recipe<T>: Sendable {
    // Safe: every `write` a recipe of `T` holds stores a `T`, with `store(_:in:)`, in the
    // memory `ValueRecipe.make` gives it: uninitialized memory of the recipe's value type,
    // which `make` checked is `T`. (RecipeTests)

    /// The recipe as the graph keeps it.
    @usableFromInline let erased: ValueRecipe

    /// The recipe whose values `make` returns.
    @usableFromInline
    init(_ make: @escaping @Sendable (Arguments) -> T) {
        self.init(storing: { arguments, memory in Self.store(make(arguments), in: memory) })
    }

    /// The recipe whose `write` makes each value and stores it with ``store(_:in:)``: one call
    /// less on the way to each value than `init(_:)`, for the factories of bindings.
    @usableFromInline
    init(storing write: @escaping @Sendable (Arguments, UnsafeMutableRawPointer) -> Void) {
        erased = ValueRecipe(valueType: ObjectIdentifier(T.self), write: write)
    }

    /// `recipe`, which makes `T`s: the caller checked its ``ValueRecipe/valueType``.
    init(_ recipe: ValueRecipe) {
        erased = recipe
    }

    /// Stores `value` in the memory a ``ValueRecipe`` of `T` gave its `write`.
    @inlinable
    static func store(_ value: consuming T, in memory: UnsafeMutableRawPointer) {
        memory.initializeMemory(as: T.self, to: value)
    }

    /// A new value, made from `arguments`.
    func make(_ arguments: Arguments) -> T {
        erased.make(arguments, as: T.self)
    }
}

extension Recipe {
    /// The recipe of the empty map: the answer to a map request nothing contributes to.
    static func emptyMap<Key: Hashable, Value>() -> Recipe<[Key: Value]> where T == [Key: Value] {
        returning([:])
    }

    /// A recipe returning copies of `empty`, made in a function generic over the map's type alone
    /// so that the closure captures nothing of `Key`'s conformance, which may be isolated.
    private static func returning(_ empty: T) -> Recipe<T> {
        // Safe: only `emptyMap()` calls this, with an empty dictionary: its copies share only
        // immutable empty storage, so no thread can see another's writes.
        // (CollectionTests.aMapNothingContributesToIsEmpty)
        nonisolated(unsafe) let empty = empty
        return Recipe { _ in empty }
    }
}

/// The recipe of a `T` made by an `async` or throwing factory (`to(asyncFactory:)`): awaited by
/// the asynchronous build for a scoped binding, or by `AsyncProvider` for an unscoped one.
@usableFromInline
final class AsyncRecipe<T>: AnyRecipe, @unchecked Sendable {
    // Safe: unchecked as its base is; `make` is a constant `@Sendable` closure.
    // (AsyncBindingTests, AsyncProviderTests)
    let make: @Sendable (Arguments) async throws -> T

    @usableFromInline
    init(_ make: @escaping @Sendable (Arguments) async throws -> T) {
        self.make = make
    }
}

/// How a binding makes its value: a scoped binding its one instance per store, as its cell holds
/// it, with a function whose type does not depend on the value's, so that making and storing
/// the instance needs no generic code; an unscoped binding a new value on every request, with
/// a recipe of its value's type.
@usableFromInline
enum BindingRecipe: Sendable {
    /// A scoped binding's: makes its instance, as its cell holds it (see ``CellObject``).
    case instance(@Sendable (Arguments) -> AnyObject)
    /// A scoped binding made by an asynchronous factory, which the asynchronous build awaits.
    case asynchronousInstance(@Sendable (Arguments) async throws -> AnyObject)
    /// An unscoped binding's: a ``ValueRecipe``, or an ``AsyncRecipe`` when its factory is
    /// asynchronous.
    case value(AnyRecipe)

    /// The recipe of a binding made by `make`: scoped when `scoped`.
    @inlinable
    static func made<T: Sendable>(scoped: Bool, by make: @escaping @Sendable (Arguments) -> T) -> BindingRecipe {
        scoped ? .instance { arguments in CellObject.holding(make(arguments)) } : .value(Recipe(make).erased)
    }
}
