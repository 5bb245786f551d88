extension WiringGraph {
    /// One component of the graph: the root component, or a child component installed in one.
    public struct ComponentNode: Sendable, Hashable, Codable {
        /// The component's number: its position in ``WiringGraph/components``; 0 is the root.
        public var id: Int
        /// The child component's type, such as `SessionComponent`; nil for the root.
        public var name: String?
        /// The component it is installed in; nil for the root.
        public var parent: Int?
        /// The scope of its instances: `singleton` for the root.
        public var scope: String
        /// The type it builds.
        public var root: String
        /// The binding of ``root`` that the component hands out, when it has one.
        public var rootBinding: Int?
        /// The binding that installs the child in its parent, which `ChildFactory<C>` and
        /// `AsyncChildFactory<C>` requests are answered by; nil for the root.
        public var installation: Int?
        /// The wiring library that installed it; nil for the root.
        public var library: String?

        /// Makes a component from its parts.
        public init(
            id: Int, name: String? = nil, parent: Int? = nil, scope: String, root: String, rootBinding: Int? = nil,
            installation: Int? = nil, library: String? = nil
        ) {
            self.id = id
            self.name = name
            self.parent = parent
            self.scope = scope
            self.root = root
            self.rootBinding = rootBinding
            self.installation = installation
            self.library = library
        }
    }
}
