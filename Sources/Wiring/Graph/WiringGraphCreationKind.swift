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
