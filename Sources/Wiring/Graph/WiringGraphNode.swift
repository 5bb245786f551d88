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
        /// The declaring file's path as diagnostics print it: relative to the current directory
        /// of the program that exported the graph when the file lies inside it (as it does when
        /// a build script runs from the package root), otherwise absolute; for editors to jump
        /// to. Nil in a graph made by hand.
        public var path: String?
        /// How the factory runs.
        public var creation: CreationKind
        /// The component the binding belongs to: its position in ``WiringGraph/components``.
        public var component: Int
        /// Marked with ``BindingBuilder/reachedByType()``: the app asks for it by type, which
        /// no path from the root shows.
        public var reachedByType: Bool

        /// Makes a node from its parts.
        public init(
            id: Int, type: String, tag: String? = nil, contribution: Contribution = .single, mapKey: String? = nil,
            scope: String? = nil, module: String, library: String, file: String, line: Int, path: String? = nil,
            creation: CreationKind = .synchronous, component: Int = 0, reachedByType: Bool = false
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
            self.path = path
            self.creation = creation
            self.component = component
            self.reachedByType = reachedByType
        }

        /// The binding as a person writes its key: `any NetworkExecutor`, `URL tagged BankBaseURL`.
        public var name: String {
            tag.map { "\(type) tagged \($0)" } ?? type
        }

        /// `path:line`, or `file:line` when the path is not known: where an editor jumps.
        public var place: String {
            "\(path ?? file):\(line)"
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

extension WiringGraph.Node {
    /// Reads a node as `--print-graph json` writes it. `reachedByType` may be missing, as it
    /// is in graphs saved before bindings could be marked, and then is false.
    public init(from decoder: any Decoder) throws {
        // The keys the compiler makes for ``encode(to:)``, which this reads with.
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id),
            type: try container.decode(String.self, forKey: .type),
            tag: try container.decodeIfPresent(String.self, forKey: .tag),
            contribution: try container.decode(WiringGraph.Contribution.self, forKey: .contribution),
            mapKey: try container.decodeIfPresent(String.self, forKey: .mapKey),
            scope: try container.decodeIfPresent(String.self, forKey: .scope),
            module: try container.decode(String.self, forKey: .module),
            library: try container.decode(String.self, forKey: .library),
            file: try container.decode(String.self, forKey: .file),
            line: try container.decode(Int.self, forKey: .line),
            path: try container.decodeIfPresent(String.self, forKey: .path),
            creation: try container.decode(WiringGraph.CreationKind.self, forKey: .creation),
            component: try container.decode(Int.self, forKey: .component),
            reachedByType: try container.decodeIfPresent(Bool.self, forKey: .reachedByType) ?? false)
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
