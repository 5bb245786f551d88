extension WiringGraph {
    /// One factory parameter's request, from the binding that asks to one binding that answers.
    ///
    /// A collection or map request has one edge per contribution. A child factory's edge goes
    /// to the child's installation binding and names the child in ``childComponent``. An
    /// optional request that nothing answers has no edge.
    public struct Edge: Sendable, Hashable, Codable {
        /// The asking binding's number.
        public var from: Int
        /// The answering binding's number.
        public var to: Int
        /// How the parameter asks.
        public var kind: RequestKind
        /// The parameter type as written, such as `Provider<BillScanner>`.
        public var parameter: String
        /// For a child factory, the child component it builds: its position in
        /// ``WiringGraph/components``.
        public var childComponent: Int?

        /// Makes an edge from its parts.
        public init(from: Int, to: Int, kind: RequestKind, parameter: String, childComponent: Int? = nil) {
            self.from = from
            self.to = to
            self.kind = kind
            self.parameter = parameter
            self.childComponent = childComponent
        }
    }
}
