/// What one feature's types look like: which initializer takes what, and the constants its
/// wiring library and the hand-wired app both use. The library, its wiring library and the
/// hand-wired app are all written from this one plan, so they cannot disagree.
struct FeaturePlan {
    let feature: Feature
    /// The names of the features it depends on, in `feature.dependencies` order.
    let dependencyNames: [String]
    let kinds: [String]
    let policy: (limitCents: Int, pageSize: Int, retries: Int)
    let storeSeed: Int
    let recordCount: Int
    let titles: [String]
    /// Whether the formatter is a singleton; otherwise a new one is made on each `get()`.
    let formatterIsSingleton: Bool
    /// The logic the library holds: drawn kinds, as many as keep the library within
    /// `FeaturePlan.lines` (and at least one).
    private(set) var snippets: [Snippet] = []

    /// A feature library's size, all its files counted: the size of ordinary libraries of a
    /// large app, big enough that compiling one is real work.
    static let lines = 200...400

    init(_ feature: Feature, in graph: FeatureGraph) {
        self.feature = feature
        dependencyNames = feature.dependencies.map { graph.features[$0.feature].name }
        var random = SeededRandom(seed: graph.seed).derived(0x5EED_0000 &+ UInt64(feature.index))
        kinds = random.sample(Vocabulary.kinds, count: random.int(in: 3...6))
        policy = (
            limitCents: random.int(in: 50...900) * 100, pageSize: random.int(in: 24...64),
            retries: random.int(in: 1...5)
        )
        storeSeed = random.int(in: 1...9_999)
        recordCount = random.int(in: 40...120)
        titles = random.sample(Vocabulary.titles, count: random.int(in: 3...6))
        formatterIsSingleton = random.chance(30)
        let target = random.int(in: 260...(Self.lines.upperBound - 20))
        var total = FeatureLibraryWriter.lineCount(of: self)
        var candidates: [Snippet] = []
        for kind in feature.snippets {
            candidates.append(kind.render(prefix: feature.name, random: &random))
        }
        for snippet in candidates {
            let added = FeatureLibraryWriter.lineCount(of: snippet)
            guard total < target && total + added <= Self.lines.upperBound else { continue }
            snippets.append(snippet)
            total += added
        }
        if snippets.isEmpty, let smallest = candidates.min(by: { $0.source.count < $1.source.count }) {
            snippets.append(smallest)
        }
    }

    var name: String { feature.name }

    /// The parameters of `<name>Store.init`.
    var storeParameters: [(label: String, type: String)] {
        feature.uses(.storage) ? [("storage", "any KeyValueStore")] : []
    }

    /// The parameters of `<name>Repository.init`.
    var repositoryParameters: [(label: String, type: String)] {
        [("store", "\(name)Store")] + (feature.uses(.network) ? [("http", "any HTTPClient")] : [])
            + [("policy", "\(name)Policy")]
    }

    /// The parameters of `<name>Service.init`, in order: the repository, each dependency's
    /// service (a closure where it is asked for through a provider), analytics, the catalog.
    var serviceParameters: [(label: String, type: String)] {
        var parameters = [(label: "repository", type: "\(name)Repository")]
        for (dependency, dependencyName) in zip(feature.dependencies, dependencyNames) {
            let label = Self.variableName(dependencyName)
            let type = dependencyName + "Service"
            parameters.append((label, dependency.throughProvider ? "@escaping @Sendable () -> \(type)" : type))
        }
        if feature.uses(.analytics) { parameters.append(("analytics", "any AnalyticsSink")) }
        if feature.hasCatalog { parameters.append(("catalog", "any \(name)Catalog")) }
        return parameters
    }

    /// The parameters of `<name>Entry.init`.
    var entryParameters: [(label: String, type: String)] {
        var parameters = [
            (label: "service", type: "\(name)Service"),
            (label: "makeFormatter", type: "@escaping @Sendable () -> \(name)Formatter"),
        ]
        if feature.uses(.flags) { parameters.append(("flags", "any FlagSource")) }
        if feature.hasSession { parameters.append(("sessions", "\(name)Sessions")) }
        return parameters
    }

    /// `policy` as the expression both the wiring library and the hand-wired app write.
    var policyExpression: String {
        "\(name)Policy(limitCents: \(policy.limitCents), pageSize: \(policy.pageSize), retries: \(policy.retries))"
    }

    static func variableName(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }
}
