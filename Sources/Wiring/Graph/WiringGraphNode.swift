extension WiringGraph {
    /// One binding of the graph.
    public struct Node: Sendable, Hashable, Codable {
        /// The binding's number: its position in ``WiringGraph/bindings``.
        public var id: Int
        /// The bound type as written, without its tag: `any NetworkExecutor`, `[any ATMPlugin]`
        /// for a collection element.
        public var type: String
        /// The tag's type, for a tagged binding.
        public var tag: String?
        /// How the binding contributes to its type.
        public var contribution: Contribution
        /// For a map entry, its key as declared.
        public var mapKey: String?
        /// The scope's name, such as `singleton`; nil for an unscoped binding.
        public var scope: String?
        /// The module type that declared it, such as `NetworkWiring.BankNetworkModule`.
        public var module: String
        /// The wiring library that declared it: the Swift module of the declaration.
        public var library: String
        /// The declaring file, as `#fileID` names it (`NetworkWiring/BankNetworkModule.swift`),
        /// which does not depend on where the package was checked out.
        public var file: String
        /// The line of the declaration.
        public var line: Int
        /// How the factory runs.
        public var creation: CreationKind
        /// The component the binding belongs to: its position in ``WiringGraph/components``.
        public var component: Int

        /// Makes a node from its parts.
        public init(
            id: Int, type: String, tag: String? = nil, contribution: Contribution = .single, mapKey: String? = nil,
            scope: String? = nil, module: String, library: String, file: String, line: Int,
            creation: CreationKind = .synchronous, component: Int = 0
        ) {
            self.id = id
            self.type = type
            self.tag = tag
            self.contribution = contribution
            self.mapKey = mapKey
            self.scope = scope
            self.module = module
            self.library = library
            self.file = file
            self.line = line
            self.creation = creation
            self.component = component
        }

        /// Whether the binding comes from a fake: a wiring library whose name starts with `Fake`,
        /// such as `FakeNetworkWiring`.
        public var isFake: Bool { library.hasPrefix("Fake") }
    }

    /// How a binding contributes to its type.
    public enum Contribution: String, Sendable, Hashable, Codable, CaseIterable {
        /// The one binding of its type.
        case single
        /// One or more elements of a collection, asked for as `[T]`.
        case collectionElement
        /// One entry of a map, asked for as `[K: T]`.
        case mapEntry
    }
}

extension WiringGraph {
    /// How a binding's factory runs, which decides how its value may be asked for.
    public enum CreationKind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A plain factory, run on any thread.
        case synchronous
        /// An `async` or throwing factory (`to(asyncFactory:)`).
        case asynchronous
        /// A `@MainActor` factory (`onMainActor()`).
        case mainActor

        init(_ creation: Creation) {
            switch creation {
            case .synchronous: self = .synchronous
            case .asynchronous: self = .asynchronous
            case .onMainActor: self = .mainActor
            }
        }
    }
}
