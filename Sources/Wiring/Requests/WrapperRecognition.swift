/// Tells, for a type known only at run time, whether it is a wrapper (`Provider<T>`, `T?`,
/// `[T]`, …), mostly without asking the runtime for a protocol conformance.
///
/// `type as? any RequestWrapper.Type` answers the same question, but the runtime answers it
/// the first time for each type by scanning the conformance records of every loaded image:
/// about 44,000 instructions a type in the benchmark. A factory with more than six parameters
/// goes through the parameter-pack overload, which asks at run time; G2's 200 roots of ten
/// providers each asked it 2,000 times, 99 M of the 183 M instructions of the first build
/// in a process.
///
/// Every wrapper is a generic struct or enum, so the type's metadata settles most cases: a
/// class, a tuple, a function, an existential or a non-generic struct or enum is never a
/// wrapper, and the common wrappers over one type are recognized by their type descriptor
/// and paired with their conformance's witness table, which the compiler supplied once.
/// Only other generic structs and enums (`Tagged<G>`, `[K: V]`, a generic type of the
/// program's own) are left to the runtime's cast. Each reading is checked, once, against
/// answers known in advance; where one does not hold, the cast decides.
///
/// Specialized code does not come here: compiled for a concrete type, the cast in
/// `DependencyRequest.init` is answered at compile time.
enum WrapperRecognition {
    /// The wrapper `type` is, or nil when it asks for one value of itself.
    static func wrapper(of type: Any.Type) -> (any RequestWrapper.Type)? {
        switch answer(for: type) {
        case .plain: return nil
        case .wrapper(let wrapper): return wrapper
        case .unknown: return type as? any RequestWrapper.Type
        }
    }

    /// What the type's metadata says, before any cast.
    static func answer(for type: Any.Type) -> Answer {
        if type is AnyObject.Type { return .plain }
        return recognizer.recognize(type)
    }

    /// Whether every common wrapper is answered with its one shared witness table, without
    /// asking the runtime for the type again (see ``Family/sharedWitnessTable``).
    static var sharesWitnessTables: Bool { recognizer.sharesWitnessTables }

    private static let recognizer = Recognizer()

    enum Answer {
        case plain
        case wrapper(any RequestWrapper.Type)
        /// A generic struct or enum that is not one of the common wrappers: the cast decides.
        case unknown
    }

    /// The common wrappers' type descriptors, and whether this runtime's metadata reads as
    /// the ABI lays it out.
    struct Recognizer: @unchecked Sendable {
        // Pointers to type descriptors and witness tables: immutable data in the program's images.
        private let families: [Family]
        /// False when the self-check failed: every question then goes to the runtime's cast.
        private let readsMetadata: Bool

        /// `sharingWitnessTables: false` takes the way a runtime whose tables are made per
        /// argument would, rebuilding each wrapper: for tests, as this toolchain shares them.
        init(sharingWitnessTables: Bool = true) {
            let wrappers: [any WrapperOfOneType.Type] = [
                Provider<Never>.self, Lazy<Never>.self, WeakProvider<Never>.self, AsyncProvider<Never>.self,
                MainActorProvider<Never>.self, Optional<Never>.self, Array<Never>.self,
            ]
            families = wrappers.compactMap { Family($0, sharingWitnessTables: sharingWitnessTables) }
            readsMetadata = families.count == wrappers.count && Self.metadataReadsAsExpected()
        }

        var sharesWitnessTables: Bool {
            readsMetadata && families.allSatisfy { $0.sharedWitnessTable != nil }
        }

        func recognize(_ type: Any.Type) -> Answer {
            guard readsMetadata else { return .unknown }
            guard let metadata = ValueTypeMetadata(type) else {
                return ValueTypeMetadata.isStructural(type) ? .plain : .unknown
            }
            guard metadata.isGeneric else { return .plain }
            guard let family = families.first(where: { $0.descriptor == metadata.descriptor }) else {
                return .unknown
            }
            if let table = family.sharedWitnessTable {
                return .wrapper(ConformingMetatype(type: type, witnessTable: table).wrapper)
            }
            let rebuilt = family.wrapper.wrapper(of: metadata.firstGenericArgument)
            // The same type, or the metadata was misread: then the cast decides.
            return ObjectIdentifier(rebuilt) == ObjectIdentifier(type) ? .wrapper(rebuilt) : .unknown
        }

        /// Reads types whose answers are known, so that a runtime whose metadata is laid out
        /// differently falls back to the cast rather than misreading.
        private static func metadataReadsAsExpected() -> Bool {
            guard let int = ValueTypeMetadata(Int.self), !int.isGeneric,
                let optional = ValueTypeMetadata(Int?.self), optional.isGeneric,
                optional.firstGenericArgument == Int.self,
                let provider = ValueTypeMetadata(Provider<String>.self), provider.isGeneric,
                provider.firstGenericArgument == String.self
            else { return false }
            return ValueTypeMetadata((Int, Int).self) == nil && ValueTypeMetadata.isStructural((Int, Int).self)
        }
    }

    /// One common wrapper, such as `Provider`, whatever its argument.
    private struct Family {
        let descriptor: UnsafeRawPointer
        let wrapper: any WrapperOfOneType.Type
        /// The witness table of the wrapper's conformance to `RequestWrapper`, when every
        /// instance of the wrapper shares one: a conformance that needs nothing of its argument
        /// is compiled to a single table, which is then put beside any `Provider<T>`'s metadata
        /// without asking the runtime for `Provider<T>` again (about 400 instructions a
        /// parameter when every build declares its bindings anew). Nil when the runtime makes
        /// a table for each argument (a module built for library evolution may): then the
        /// wrapper is rebuilt for its argument instead.
        let sharedWitnessTable: UnsafeRawPointer?

        init?(_ wrapper: any WrapperOfOneType.Type, sharingWitnessTables: Bool) {
            guard let metadata = ValueTypeMetadata(wrapper) else { return nil }
            descriptor = metadata.descriptor
            self.wrapper = wrapper
            // Two instances made by the compiler in a generic context: the same table for both
            // means one table for all.
            let first = ConformingMetatype(wrapper.wrapper(of: Int.self))
            let second = ConformingMetatype(wrapper.wrapper(of: String.self))
            let shared = sharingWitnessTables && first.witnessTable == second.witnessTable
            sharedWitnessTable = shared ? first.witnessTable : nil
        }
    }
}

/// `any RequestWrapper.Type` as its two words: the type's metadata and the witness table of
/// its conformance.
private struct ConformingMetatype {
    let type: UnsafeRawPointer
    let witnessTable: UnsafeRawPointer

    init(_ wrapper: any RequestWrapper.Type) {
        // `as` keeps the existential whole: passed as it is, it would be opened to its type.
        (type, witnessTable) = unsafeBitCast(
            wrapper as any RequestWrapper.Type, to: (UnsafeRawPointer, UnsafeRawPointer).self)
    }

    init(type: Any.Type, witnessTable: UnsafeRawPointer) {
        self.type = unsafeBitCast(type, to: UnsafeRawPointer.self)
        self.witnessTable = witnessTable
    }

    var wrapper: any RequestWrapper.Type {
        unsafeBitCast((type, witnessTable), to: (any RequestWrapper.Type).self)
    }
}

/// The run-time metadata of a struct or an enum, read as the Swift ABI lays it out
/// (docs/ABI/TypeMetadata.rst in the Swift repository): a kind word, then a pointer to the
/// type's nominal type descriptor, then the generic arguments; the descriptor starts with
/// its flags, whose bit 7 says whether the type is generic.
private struct ValueTypeMetadata {
    private static let structKind: UInt = 0x200
    private static let enumKind: UInt = 0x201
    private static let optionalKind: UInt = 0x202
    /// Tuples, functions, existentials, metatypes and existential metatypes, which conform
    /// to no protocol a module declares.
    private static let structuralKinds: ClosedRange<UInt> = 0x301...0x307
    private static let isGenericFlag: UInt32 = 0x80

    private let base: UnsafeRawPointer
    let descriptor: UnsafeRawPointer

    /// Nil unless `type` is a struct or an enum.
    init?(_ type: Any.Type) {
        base = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let kind = base.load(as: UInt.self)
        guard kind == Self.structKind || kind == Self.enumKind || kind == Self.optionalKind else { return nil }
        descriptor = base.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
    }

    /// Whether `type` is a tuple, a function, an existential or a metatype.
    static func isStructural(_ type: Any.Type) -> Bool {
        structuralKinds.contains(unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self))
    }

    var isGeneric: Bool {
        descriptor.load(as: UInt32.self) & Self.isGenericFlag != 0
    }

    /// The first generic argument; only for a generic type.
    var firstGenericArgument: Any.Type {
        base.load(fromByteOffset: 2 * MemoryLayout<UnsafeRawPointer>.stride, as: Any.Type.self)
    }
}

/// A wrapper generic over one unconstrained type, which the recognizer rebuilds for the
/// argument it reads: in a generic context the compiler supplies the conformance.
protocol WrapperOfOneType: RequestWrapper {
    static func wrapper<U>(of argument: U.Type) -> any RequestWrapper.Type
}

extension Provider: WrapperOfOneType {
    static func wrapper<U>(of argument: U.Type) -> any RequestWrapper.Type { Provider<U>.self }
}

extension Lazy: WrapperOfOneType {
    static func wrapper<U>(of argument: U.Type) -> any RequestWrapper.Type { Lazy<U>.self }
}

extension WeakProvider: WrapperOfOneType {
    static func wrapper<U>(of argument: U.Type) -> any RequestWrapper.Type { WeakProvider<U>.self }
}

extension AsyncProvider: WrapperOfOneType {
    static func wrapper<U>(of argument: U.Type) -> any RequestWrapper.Type { AsyncProvider<U>.self }
}

extension MainActorProvider: WrapperOfOneType {
    static func wrapper<U>(of argument: U.Type) -> any RequestWrapper.Type { MainActorProvider<U>.self }
}

extension Optional: WrapperOfOneType {
    static func wrapper<U>(of argument: U.Type) -> any RequestWrapper.Type { Optional<U>.self }
}

extension Array: WrapperOfOneType {
    static func wrapper<U>(of argument: U.Type) -> any RequestWrapper.Type { Array<U>.self }
}
