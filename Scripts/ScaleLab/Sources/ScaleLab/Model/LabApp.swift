/// One of the lab package's executables, and what it links.
struct LabApp: Equatable {
    enum Kind: CaseIterable {
        /// Every feature and the real services.
        case product
        /// Every feature and the fakes.
        case uitest
        /// The development app: one mid-layer feature, what it needs, and fakes.
        case dev
        /// The product's graph wired by hand, without Wiring.
        case handWired
    }

    let kind: Kind
    /// The executable target, in `Apps/<target>`.
    let target: String
    /// The executable product, the binary's name.
    let product: String
    let summary: String
    /// The targets it depends on (beside `WiringLaunch` for the apps Wiring builds).
    let dependencies: [String]
    /// The features it links, in index order.
    let features: [Int]

    var usesWiring: Bool { kind != .handWired }

    static func all(for graph: FeatureGraph) -> [LabApp] {
        let everything = Array(graph.features.indices)
        let dev = graph.closure(of: graph.devFeature)
        let devName = graph.features[graph.devFeature].name
        let wirings = { (indices: [Int]) in indices.map { graph.features[$0].wiringName } }
        // The shell asks for flags and analytics; the dev app's features may ask for more.
        let devServices = Set(graph.services(of: dev) + [.flags, .analytics]).sorted()
        return [
            LabApp(
                kind: .product, target: "ProductApp", product: "product-app",
                summary: "every feature, against the real services",
                dependencies: ["AppShell", "AppShellWiring"] + CoreService.allCases.map { $0.realLibrary + "Wiring" }
                    + wirings(everything),
                features: everything),
            LabApp(
                kind: .uitest, target: "UITestApp", product: "uitest-app",
                summary: "every feature, against fake services, for UI tests",
                dependencies: ["AppShell", "AppShellWiring"] + CoreService.allCases.map { $0.fakeLibrary + "Wiring" }
                    + wirings(everything),
                features: everything),
            LabApp(
                kind: .dev, target: "DevApp", product: "dev-app",
                summary: "\(devName) alone, with what it needs and fake services, for developing \(devName)",
                dependencies: ["AppShell", "AppShellWiring"] + devServices.map { $0.fakeLibrary + "Wiring" }
                    + wirings(dev),
                features: dev),
            LabApp(
                kind: .handWired, target: "HandWiredApp", product: "handwired-app",
                summary: "the product app's graph, wired by hand without Wiring",
                dependencies: ["AppShell", "ServiceAPI"] + CoreService.allCases.map(\.realLibrary)
                    + everything.map { graph.features[$0].name },
                features: everything),
        ]
    }
}
