import Foundation
import Testing

@testable import ScaleLab

@Suite("Cheap objects, and core services as protocols")
struct ObjectModeTests {
    /// The public initializers of a feature library's types, each as its body's lines.
    static func initializers(in text: String) -> [[String]] {
        var bodies: [[String]] = []
        var body: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("    public init(") {
                body = []
            } else if line == "    }", let finished = body {
                bodies.append(finished)
                body = nil
            } else if body != nil {
                body?.append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return bodies
    }

    @Test("a feature's initializers count the object and keep their arguments; other work waits behind the mode")
    func initializersDeferWork() {
        let package = LabPackage(featureCount: 60, seed: 4, repository: "/r")
        var deferred = 0
        for feature in package.graph.features {
            for file in package.files where file.path.hasPrefix("Sources/\(feature.name)/") {
                for body in Self.initializers(in: file.text) {
                    var insideMode = false
                    for line in body {
                        if line == "if !Objects.areCheap {" {
                            insideMode = true
                            deferred += 1
                        } else if insideMode {
                            #expect(line == "_ = records()" || line == "_ = fingerprint" || line == "}", "\(file.path)")
                            if line == "}" { insideMode = false }
                        } else {
                            let keeps = line.hasPrefix("self.") && line.split(separator: " ").count == 3
                            #expect(keeps || line == "Instances.count()", "\(file.path): \(line)")
                        }
                    }
                }
            }
        }
        // Each feature's store and service defer their work.
        #expect(deferred == 2 * 60)
    }

    @Test("the apps and the lab agree on the variable, its values and the line the apps print")
    func oneVariable() throws {
        let package = LabPackage(featureCount: 10, seed: 1, repository: "/r")
        let objects = try #require(package.files.first { $0.path == "Sources/ServiceAPI/Objects.swift" })
        #expect(objects.text.contains("getenv(\"SCALE_LAB_OBJECTS\")"))
        #expect(objects.text.contains("== \"cheap\""))
        #expect(objects.text.contains("areCheap ? \"cheap\" : \"working\""))
        let shell = try #require(package.files.first { $0.path == "Sources/AppShell/AppShell.swift" })
        #expect(shell.text.contains("print(\"objects: \\(Objects.mode)\")"))
        #expect(ObjectMode.cheap.reportLine == "objects: cheap" && ObjectMode.working.reportLine == "objects: working")
        #expect(ObjectMode.cheap.environment == ["SCALE_LAB_OBJECTS": "cheap"])
    }

    @Test("features take the core services as existentials of ServiceAPI's protocols, never a concrete type")
    func servicesAsProtocols() throws {
        let package = LabPackage(featureCount: 120, seed: 9, repository: "/r")
        let protocols = CoreService.allCases.map(\.protocolName)
        let concrete = CoreService.allCases.flatMap {
            [ServiceLibrariesWriter.realType($0), ServiceLibrariesWriter.fakeType($0), $0.realLibrary, $0.fakeLibrary]
        }
        var existentials = 0
        for plan in package.plans {
            let parameters =
                plan.storeParameters + plan.repositoryParameters + plan.serviceParameters + plan.entryParameters
            for parameter in parameters {
                guard let name = protocols.first(where: { parameter.type.contains($0) }) else { continue }
                #expect(parameter.type == "any \(name)", "\(plan.name): \(parameter.label): \(parameter.type)")
                existentials += 1
            }
            for file in package.files where file.path.hasPrefix("Sources/\(plan.name)/") {
                for type in concrete {
                    #expect(!file.text.contains(type), "\(file.path) names \(type)")
                }
            }
        }
        let used = package.graph.features.reduce(0) { $0 + $1.services.count }
        #expect(existentials == used)
        let handWiring = try #require(package.files.first { $0.path == "Apps/HandWiredApp/HandWiring.swift" })
        for service in CoreService.allCases where handWiring.text.contains("let \(service.parameterName): ") {
            #expect(handWiring.text.contains("let \(service.parameterName): any \(service.protocolName) = "))
        }
    }
}
