import Wiring

extension WiringGraph {
    /// One binding on a dependency path from the root, with how the binding before it asks
    /// for it.
    public struct PathStep: Sendable, Hashable, Codable {
        /// The binding.
        public var binding: Node
        /// How the binding before asks for this one; nil for the root, and for a child
        /// component's root, which ``builds`` names instead.
        public var kind: RequestKind?
        /// The parameter type as written, such as `Provider<DepositScreen>`; nil where
        /// ``kind`` is.
        public var parameter: String?
        /// For a child component's root, reached by building the child from its installation
        /// (the step before): the child component's name.
        public var builds: String?

        /// Makes a step from its parts.
        public init(binding: Node, kind: RequestKind? = nil, parameter: String? = nil, builds: String? = nil) {
            self.binding = binding
            self.kind = kind
            self.parameter = parameter
            self.builds = builds
        }
    }
}
