/// The shape of the lab's app: N features in layers and domains, who depends on whom, and the
/// feature the development app is for. Everything is drawn from the seed, so one seed and one
/// N always give the same graph.
///
/// Layers grow with the logarithm of N, as a large app's do; domains (verticals owned by one
/// team) hold about twenty features each. A feature above the bottom layer depends on two to
/// four lower features: mostly of its own domain, sometimes a bottom-layer feature of another,
/// and always at least one of the layer just below its own when its domain has one.
struct FeatureGraph {
    static let smallest = 4
    static let largest = 9999

    let seed: UInt64
    let features: [Feature]
    let layerCount: Int
    let domainCount: Int
    /// The mid-layer feature the development app links, with what it needs.
    let devFeature: Int
    /// How many digits end every feature's name.
    let nameDigits: Int

    /// `count` is within `smallest...largest`; `LabOptions` refuses any other.
    init(featureCount count: Int, seed: UInt64) {
        self.seed = seed
        let random = SeededRandom(seed: seed)
        var bits = 0
        while (1 << bits) < count { bits += 1 }
        layerCount = min(8, max(3, bits))
        domainCount = max(1, count / 20)
        let width = max(3, String(count - 1).count)
        nameDigits = width

        var layers: [Int] = []
        var domains: [Int] = []
        var positionInLayer = 0
        for index in 0..<count {
            let layer = index * layerCount / max(1, count)
            positionInLayer = layer == layers.last ? positionInLayer + 1 : 0
            layers.append(layer)
            domains.append(positionInLayer % domainCount)
        }

        var features: [Feature] = []
        for index in 0..<count {
            var draw = random.derived(UInt64(index) &+ 1)
            let word = draw.pick(Vocabulary.features)
            let number = String(index)
            let name = word + String(repeating: "0", count: max(0, width - number.count)) + number
            let dependencies = Self.dependencies(
                of: index, layers: layers, domains: domains, random: &draw)
            var services = CoreService.allCases.filter { _ in draw.chance(50) }
            if services.isEmpty { services = [draw.pick(CoreService.allCases)] }
            let hasSession = index % 10 == 5
            var hasHealthCheck = draw.chance(50)
            let hasCatalog = draw.chance(50)
            if hasSession && hasCatalog { hasHealthCheck = false }
            let snippets = draw.sample(SnippetKind.allCases, count: 6)
            features.append(
                Feature(
                    index: index, name: name, layer: layers[index], domain: domains[index],
                    dependencies: dependencies, services: services, hasSession: hasSession,
                    hasHealthCheck: hasHealthCheck, hasCatalog: hasCatalog, snippets: snippets))
        }
        self.features = features

        let middle = layerCount / 2
        let candidates = features.filter { $0.layer == middle }.map(\.index)
        var pick = random.derived(0xDE7)
        devFeature = pick.pick(candidates)
    }

    /// Two to four lower features for a feature above the bottom layer.
    private static func dependencies(
        of index: Int, layers: [Int], domains: [Int], random: inout SeededRandom
    ) -> [Feature.Dependency] {
        let layer = layers[index]
        guard layer > 0 else { return [] }
        let lower = (0..<index).filter { layers[$0] < layer }
        let sameDomain = lower.filter { domains[$0] == domains[index] }
        let justBelow = sameDomain.filter { layers[$0] == layer - 1 }
        let bottom = lower.filter { layers[$0] == 0 }
        let wanted = min(random.int(in: 2...4), lower.count)

        var chosen: [Int] = []
        if !justBelow.isEmpty { chosen.append(random.pick(justBelow)) }
        while chosen.count < wanted {
            let ownDomain = sameDomain.filter { !chosen.contains($0) }
            let anyBottom = bottom.filter { !chosen.contains($0) }
            let pool =
                !ownDomain.isEmpty && (random.chance(80) || anyBottom.isEmpty)
                ? ownDomain : !anyBottom.isEmpty ? anyBottom : lower.filter { !chosen.contains($0) }
            chosen.append(random.pick(pool))
        }
        return chosen.sorted().map { Feature.Dependency(feature: $0, throughProvider: random.chance(30)) }
    }

    /// `index` and every feature it needs, directly or not, in index order.
    func closure(of index: Int) -> [Int] {
        var needed: Set<Int> = [index]
        var pending = [index]
        while let next = pending.popLast() {
            for dependency in features[next].dependencies where needed.insert(dependency.feature).inserted {
                pending.append(dependency.feature)
            }
        }
        return needed.sorted()
    }

    /// The core services the features at `indices` use, in `CoreService` order.
    func services(of indices: [Int]) -> [CoreService] {
        CoreService.allCases.filter { service in indices.contains { features[$0].uses(service) } }
    }
}
