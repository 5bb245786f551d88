import Foundation
import Testing

@testable import ScaleLab

@Suite("The package the lab writes")
struct LabPackageTests {
    @Test("one seed and one feature count write the same package, byte for byte; another seed another")
    func deterministic() throws {
        let first = LabPackage(featureCount: 60, seed: 7, repository: "/work/Wiring")
        let second = LabPackage(featureCount: 60, seed: 7, repository: "/work/Wiring")
        #expect(first.files == second.files)
        let other = LabPackage(featureCount: 60, seed: 8, repository: "/work/Wiring")
        #expect(first.files.map(\.path) != other.files.map(\.path) || first.files != other.files)

        // Written to disk too: two folders, the same bytes.
        let folders = (0..<2).map { _ in
            FileManager.default.temporaryDirectory.appendingPathComponent("scale-lab-test-\(UUID().uuidString)")
        }
        defer {
            for folder in folders { try? FileManager.default.removeItem(at: folder) }
        }
        for folder in folders { try first.write(to: folder) }
        for file in first.files {
            let left = try Data(contentsOf: folders[0].appendingPathComponent(file.path))
            let right = try Data(contentsOf: folders[1].appendingPathComponent(file.path))
            #expect(left == right && left == Data(file.text.utf8), "\(file.path)")
        }
    }

    @Test("features sit in layers and depend on two to four features of lower layers", arguments: [10, 25, 120, 300])
    func layers(count: Int) {
        let graph = FeatureGraph(featureCount: count, seed: 3)
        #expect(graph.features.count == count)
        #expect(Set(graph.features.map(\.name)).count == count)
        for feature in graph.features {
            #expect(!feature.services.isEmpty)
            if feature.layer == 0 {
                #expect(feature.dependencies.isEmpty)
            } else {
                #expect((2...4).contains(feature.dependencies.count), "\(feature.name)")
                for dependency in feature.dependencies {
                    #expect(graph.features[dependency.feature].layer < feature.layer, "\(feature.name)")
                }
            }
        }
        #expect(graph.features.filter(\.hasSession).count == (count + 4) / 10)
    }

    @Test("each feature library is 200 to 400 lines; each wiring library binds 5 to 10 things")
    func sizes() throws {
        let package = LabPackage(featureCount: 120, seed: 11, repository: "/r")
        for feature in package.graph.features {
            let library = package.files.filter { $0.path.hasPrefix("Sources/\(feature.name)/") }
            let lines = library.reduce(0) {
                $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            }
            #expect(FeaturePlan.lines.contains(lines), "\(feature.name): \(lines) lines")
            let wiring = package.files.filter { $0.path.hasPrefix("Sources/\(feature.wiringName)/") }
            let bindings = wiring.reduce(0) { $0 + $1.text.components(separatedBy: "binder.bind(").count - 1 }
            #expect((5...10).contains(bindings), "\(feature.wiringName): \(bindings) bindings")
            #expect(bindings == FeatureWiringWriter.bindingCount(of: package.plans[feature.index]))
            #expect(!library.contains { $0.text.contains("import Wiring") }, "\(feature.name) imports Wiring")
        }
    }

    @Test("no two features hold the same code, their names aside")
    func varied() {
        let package = LabPackage(featureCount: 120, seed: 5, repository: "/r")
        let logic = package.graph.features.map { feature in
            package.files.filter { $0.path.hasPrefix("Sources/\(feature.name)/") }.map(\.text).joined()
                .replacingOccurrences(of: feature.name, with: "Feature")
        }
        #expect(Set(logic).count == logic.count)
    }

    @Test("the dev app links a mid-layer feature and what it needs, with fakes; the others link everything")
    func apps() {
        let package = LabPackage(featureCount: 120, seed: 2, repository: "/r")
        let graph = package.graph
        let dev = package.app(.dev)
        #expect(graph.features[graph.devFeature].layer == graph.layerCount / 2)
        #expect(dev.features == graph.closure(of: graph.devFeature))
        #expect(dev.features.count < graph.features.count / 4)
        for index in dev.features {
            for dependency in graph.features[index].dependencies {
                #expect(dev.features.contains(dependency.feature))
            }
        }
        let wirings = Set(dev.dependencies.filter { $0.hasSuffix("Wiring") })
        let expected = Set(dev.features.map { graph.features[$0].wiringName })
        #expect(wirings.subtracting(["AppShellWiring"]).filter { !$0.hasPrefix("Fake") } == expected)
        let real = Set(CoreService.allCases.map { $0.realLibrary + "Wiring" })
        #expect(real.isDisjoint(with: dev.dependencies))
        #expect(package.app(.product).features.count == 120 && package.app(.uitest).features.count == 120)
        #expect(package.app(.uitest).dependencies.filter { $0.hasPrefix("Fake") }.count == 4)
    }

    @Test("the package depends on the repository by its path, and names it as SwiftPM does")
    func manifest() throws {
        let package = LabPackage(featureCount: 10, seed: 1, repository: "/work/My-Wiring")
        let manifest = try #require(package.files.first { $0.path == "Package.swift" })
        #expect(manifest.text.contains(#".package(path: "/work/My-Wiring")"#))
        #expect(manifest.text.contains(#"let wiringPackage = "my-wiring""#))
    }
}
