/// Writes the lab package's `Package.swift`, in the shape of the repository's own: helpers for a
/// plain library, its wiring sibling and an app, then one line per library pair.
enum ManifestWriter {
    static func manifest(
        graph: FeatureGraph, apps: [LabApp], repository: String, dependencyName: String
    ) -> String {
        let services = CoreService.allCases.flatMap { service in
            [service.realLibrary, service.fakeLibrary].map {
                "    library(\"\($0)\", [\"ServiceAPI\"]), wiring(of: \"\($0)\"),"
            }
        }
        let features = graph.features.map { feature in
            let dependencies = (["ServiceAPI"] + feature.dependencies.map { graph.features[$0.feature].name })
                .map { "\"\($0)\"" }.joined(separator: ", ")
            return "    library(\"\(feature.name)\", [\(dependencies)]), wiring(of: \"\(feature.name)\"),"
        }
        let products = apps.map { "        .executable(name: \"\($0.product)\", targets: [\"\($0.target)\"])," }
        let appTargets = apps.map { app -> String in
            let dependencies = app.dependencies.map { "\"\($0)\"" }
            var lines: [String] = []
            var line = "        "
            for dependency in dependencies {
                if line.count + dependency.count > 110 {
                    lines.append(line)
                    line = "        "
                }
                line += dependency + ", "
            }
            lines.append(line)
            let list = lines.map { String($0.dropLast()) }.joined(separator: "\n")
            let function = app.usesWiring ? "app" : "handWiredApp"
            return "    \(function)(\"\(app.target)\", [\n\(list)\n    ]),"
        }
        return """
            // swift-tools-version: 6.2
            //
            // Written by Wiring's scale lab (Scripts/scale --features \(graph.features.count) --seed \(graph.seed)).
            // \(graph.features.count) features in \(graph.layerCount) layers and \(graph.domainCount) \(graph.domainCount == 1 ? "domain" : "domains"), each a plain
            // library and its wiring library; four core services, each with a real and a fake
            // library; and the apps. Write it again rather than editing it.
            import PackageDescription

            let wiringPackage = "\(dependencyName)"
            let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

            /// A plain library: never imports Wiring.
            func library(_ name: String, _ dependencies: [String]) -> Target {
                .target(name: name, dependencies: dependencies.map { .target(name: $0) }, swiftSettings: strict)
            }

            /// The wiring sibling of `name`: only bindings for `name`'s own types.
            func wiring(of name: String) -> Target {
                .target(
                    name: "\\(name)Wiring",
                    dependencies: [.target(name: name), .product(name: "Wiring", package: wiringPackage)],
                    swiftSettings: strict)
            }

            /// An app made as the ATM's: `main.swift`, and a root generated from the wiring libraries it links.
            func app(_ name: String, _ dependencies: [String]) -> Target {
                .executableTarget(
                    name: name,
                    dependencies: [.product(name: "WiringLaunch", package: wiringPackage)]
                        + dependencies.map { .target(name: $0) },
                    path: "Apps/\\(name)",
                    swiftSettings: strict,
                    plugins: [.plugin(name: "LinkedWiringPlugin", package: wiringPackage)])
            }

            /// The product app wired by hand: plain libraries only.
            func handWiredApp(_ name: String, _ dependencies: [String]) -> Target {
                .executableTarget(
                    name: name, dependencies: dependencies.map { .target(name: $0) }, path: "Apps/\\(name)",
                    swiftSettings: strict)
            }

            var targets: [Target] = [
                library("ServiceAPI", []),
                library("AppShell", ["ServiceAPI"]), wiring(of: "AppShell"),
            ]

            // Core services: a real and a fake library, each with its wiring library.
            targets += [
            \(services.joined(separator: "\n"))
            ]

            // Features, bottom layer first.
            targets += [
            \(features.joined(separator: "\n"))
            ]

            // The apps. Which wiring libraries an app lists decides its implementations.
            targets += [
            \(appTargets.joined(separator: "\n"))
            ]

            let package = Package(
                name: "ScaleLabApp",
                platforms: [.macOS(.v15)],
                products: [
            \(products.joined(separator: "\n"))
                ],
                dependencies: [.package(path: "\(repository)")],
                targets: targets
            )

            """
    }
}
