import Foundation

/// The whole package the lab writes for one seed and one feature count: every file, and the
/// facts the measurements need about it.
struct LabPackage {
    let graph: FeatureGraph
    let plans: [FeaturePlan]
    let apps: [LabApp]
    let files: [SourceFile]

    /// `repository` is the absolute path of the Wiring checkout the package depends on.
    init(featureCount: Int, seed: UInt64, repository: String) {
        graph = FeatureGraph(featureCount: featureCount, seed: seed)
        let graph = graph
        plans = graph.features.map { FeaturePlan($0, in: graph) }
        apps = LabApp.all(for: graph)
        let dependencyName = URL(fileURLWithPath: repository).lastPathComponent.lowercased()
        var files = [
            SourceFile(
                path: "Package.swift",
                text: ManifestWriter.manifest(
                    graph: graph, apps: apps, repository: repository, dependencyName: dependencyName)),
            SourceFile(path: "README.md", text: Self.readme(graph: graph, apps: apps)),
        ]
        files += ServiceLibrariesWriter.files()
        files += AppShellWriter.files()
        for plan in plans {
            files += FeatureLibraryWriter.files(for: plan)
            files += FeatureWiringWriter.files(for: plan)
        }
        files += AppsWriter.files(for: apps, plans: plans)
        self.files = files
    }

    func app(_ kind: LabApp.Kind) -> LabApp {
        apps.first { $0.kind == kind }!
    }

    /// The file the incremental-build measurement edits: the dev app's feature's logic.
    var editedFile: String { FeatureLibraryWriter.editedFile(for: plans[graph.devFeature]) }

    /// Every wiring library of the package: the features', the core services' real and fake
    /// ones, and the shell's.
    var wiringLibraryCount: Int { graph.features.count + 2 * CoreService.allCases.count + 1 }

    /// Bindings declared in the feature wiring libraries an app links.
    func featureBindings(of app: LabApp) -> Int {
        app.features.reduce(0) { $0 + FeatureWiringWriter.bindingCount(of: plans[$1]) }
    }

    /// Writes every file under `directory`, which must be empty, missing, or a package this lab
    /// wrote before (its `Sources` and `Apps` are replaced; its build folders are kept).
    func write(to directory: URL) throws(LabError) {
        let manager = FileManager.default
        let manifest = directory.appendingPathComponent("Package.swift")
        if let existing = try? manager.contentsOfDirectory(atPath: directory.path), !existing.isEmpty {
            let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
            guard text.contains("Written by Wiring's scale lab") else {
                throw .notALabFolder(directory.path)
            }
            for folder in ["Sources", "Apps"] {
                try? manager.removeItem(at: directory.appendingPathComponent(folder))
            }
        }
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            } catch {
                throw .cannotWrite(url.path, String(describing: error))
            }
        }
    }

    private static func readme(graph: FeatureGraph, apps: [LabApp]) -> String {
        let dev = graph.features[graph.devFeature]
        let devApp = apps.first { $0.kind == .dev }!
        return """
            # A large app made with wiring libraries

            Written by Wiring's scale lab (`Scripts/scale --features \(graph.features.count) --seed \(graph.seed)`),
            to measure how the method behaves at this size. The same seed and feature count write
            the same package, byte for byte.

            - \(graph.features.count) features in \(graph.layerCount) layers and \(graph.domainCount) \(graph.domainCount == 1 ? "domain" : "domains"). Each is a
              plain library (`Sources/<Feature>`, which never imports Wiring) and a wiring library
              (`Sources/<Feature>Wiring`). A feature above the bottom layer depends on two to four
              features of lower layers, mostly of its own domain.
            - Four core services at the bottom (network, storage, analytics, feature flags), each
              with a real and a fake library and a wiring library for each.
            - `product-app`: every feature, real services. `uitest-app`: every feature, fakes.
              `dev-app`: \(dev.name) (layer \(dev.layer)) with the \(devApp.features.count - 1) features it needs, and fakes.
            - `handwired-app`: the product app's graph made by hand, without Wiring. It prints
              what `product-app` prints: the same features, fingerprint, checksum and number of
              objects made.
            - Every app reads `\(ObjectMode.variable)`: by default, the features' objects do their work
              when made (a store makes its records in its initializer); set to `\(ObjectMode.cheap.rawValue)`, they
              are cheap to make and do that work on first use. Both ways, `handwired-app` prints
              what `product-app` prints.

            """
    }
}
