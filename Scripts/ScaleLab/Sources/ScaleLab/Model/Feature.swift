/// One feature of the lab's app: a plain library `<name>` and its wiring library `<name>Wiring`.
struct Feature {
    /// One feature this one depends on.
    struct Dependency: Equatable {
        /// The index of the feature depended on; always a lower layer's.
        var feature: Int
        /// Whether the service is asked for through a `Provider` (made on demand) rather than
        /// made before this feature's service.
        var throughProvider: Bool
    }

    /// Position in the package, 0 ..< N; lower layers have lower indices.
    let index: Int
    /// The module name, such as `Wallet042`; unique in the package and in the repository.
    let name: String
    /// 0 is the bottom layer, which depends on core services only.
    let layer: Int
    /// The vertical the feature belongs to. A feature depends on lower features of its own
    /// domain, and on the bottom layer of any domain, as teams of a large app do.
    let domain: Int
    /// In index order.
    let dependencies: [Dependency]
    /// The core services the feature's own types use, in `CoreService` order; never empty.
    let services: [CoreService]
    /// One feature in ten installs a child component (a per-session graph).
    let hasSession: Bool
    /// Whether the feature contributes a health check to the app's `[any HealthCheck]`.
    let hasHealthCheck: Bool
    /// Whether the feature binds a protocol (`any <name>Catalog`) to its implementation.
    let hasCatalog: Bool
    /// Kinds of ordinary logic drawn for its library, in order; the library holds the first
    /// ones that keep it the size of a library of a large app (`FeaturePlan.lines`).
    let snippets: [SnippetKind]

    func uses(_ service: CoreService) -> Bool { services.contains(service) }

    /// The type other features depend on: `<name>Service`, a singleton.
    var serviceType: String { name + "Service" }

    /// The wiring library's module name.
    var wiringName: String { name + "Wiring" }

    /// A lower-camel-case name for parameters and variables.
    var variableName: String { name.prefix(1).lowercased() + name.dropFirst() }
}
