import Foundation

/// The package as the rules see it: every target with its kind, dependencies and source text.
struct PackageModel {
    struct Target {
        enum Kind {
            case library, executable, test, plugin, other
            /// A plain target of code that tests share: a library under `Tests/`, never shipped.
            case testSupport
        }
        let name: String
        let kind: Kind
        let path: String
        let dependencies: [String]
        /// File name → contents.
        let sources: [String: String]
    }

    let targets: [Target]
    /// The text of the root `Package.swift`.
    let manifest: String
    /// Library product name → the targets it exports.
    var libraryProducts: [String: [String]] = [:]

    func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The targets that make up the framework itself; they may import Wiring.
    static let frameworkTargets: Set<String> = [
        "Wiring", "WiringLaunch", "WiringReports", "wiring-report", "WiringGenerator", "LinkedWiringPlugin",
        "WiringGraphPlugin", "CheckWiringPlugin", "Injection", "WiringSupport",
    ]

    /// The targets `Scripts/test` runs again under ThreadSanitizer: the framework and its tests.
    static let threadSanitizedTargets: Set<String> = [
        "Wiring", "Injection", "WiringSupport", "WiringTests", "WiringInternalTests",
    ]

    /// The framework's tests of its public API: they use what a client can, so never
    /// `@testable import`. Tests of its internals live in `WiringInternalTests`.
    static let apiTestTargets: Set<String> = ["WiringTests"]

    /// `XWiring` library targets.
    var wiringLibraries: [Target] {
        targets.filter {
            $0.kind == .library && $0.name.hasSuffix("Wiring") && !Self.frameworkTargets.contains($0.name)
        }
    }

    /// Library targets that are neither the framework nor wiring libraries.
    var plainLibraries: [Target] {
        targets.filter {
            $0.kind == .library && !$0.name.hasSuffix("Wiring") && !Self.frameworkTargets.contains($0.name)
        }
    }

    /// Targets of code that tests share.
    var testSupport: [Target] {
        targets.filter { $0.kind == .testSupport }
    }

    /// The test support that holds the library half of the documentation's examples, beside the
    /// framework's tests: plain libraries, so like every library they never import Wiring.
    static let documentedLibraryTargets: Set<String> = ["DocumentedLibraries"]

    /// The test-support targets that hold the documentation's library examples.
    var documentedLibraries: [Target] {
        testSupport.filter { Self.documentedLibraryTargets.contains($0.name) }
    }

    /// Executable targets under `Apps/`.
    var apps: [Target] {
        targets.filter { $0.kind == .executable && $0.path.hasPrefix("Apps/") }
    }

    /// Every target `target` depends on, directly or through others, in this package.
    func dependencyClosure(of target: Target) -> Set<String> {
        var found: Set<String> = []
        var next = target.dependencies
        while let name = next.popLast() {
            guard found.insert(name).inserted else { continue }
            next += self.target(named: name)?.dependencies ?? []
        }
        return found
    }
}

extension PackageModel {
    /// `swift package describe` of the package as JSON, and whether SwiftPM died from a signal.
    private static func describe(scratch: URL) throws -> (Data, crashed: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "describe", "--type", "json"]
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (data, process.terminationReason == .uncaughtSignal)
    }

    /// The root of this package, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath) // Tests/<Framework|ATM>/<Target>/<file>
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Reads the real package through `swift package describe`, with its own scratch path so it
    /// never waits for the lock of the build that is running the tests.
    static func load() throws -> PackageModel {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("wiring-rules-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // SwiftPM was seen to crash in libdispatch on a loaded machine: a run that dies from a
        // signal goes once more.
        var (data, crashed) = try describe(scratch: scratch)
        if crashed { (data, crashed) = try describe(scratch: scratch) }
        let described = try JSONDecoder().decode(Described.self, from: data)
        let targets = try described.targets.map { target in
            let directory = root.appendingPathComponent(target.path)
            var sources: [String: String] = [:]
            for file in target.sources ?? [] where file.hasSuffix(".swift") {
                sources[file] = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            }
            return Target(
                name: target.name, kind: Target.Kind(described: target.type, path: target.path), path: target.path,
                dependencies: target.targetDependencies ?? [], sources: sources)
        }
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let libraryProducts = described.products.filter { $0.type.library != nil }
            .reduce(into: [String: [String]]()) { $0[$1.name] = $1.targets }
        return PackageModel(targets: targets, manifest: manifest, libraryProducts: libraryProducts)
    }

    private struct Described: Decodable {
        struct Target: Decodable {
            let name: String
            let type: String
            let path: String
            let sources: [String]?
            let targetDependencies: [String]?

            enum CodingKeys: String, CodingKey {
                case name, type, path, sources
                case targetDependencies = "target_dependencies"
            }
        }
        struct Product: Decodable {
            /// `{"library": ["automatic"]}`, `{"executable": null}`, …: only libraries have this key set.
            struct Kind: Decodable { let library: [String]? }
            let name: String
            let type: Kind
            let targets: [String]
        }
        let targets: [Target]
        let products: [Product]
    }
}

extension PackageModel.Target.Kind {
    /// The kind `swift package describe` gives, except that a library under `Tests/` is test
    /// support: code the tests share, which the rules for ATM libraries do not apply to.
    init(described: String, path: String) {
        switch described {
        case "library": self = path.hasPrefix("Tests/") ? .testSupport : .library
        case "executable": self = .executable
        case "test": self = .test
        case "plugin": self = .plugin
        default: self = .other
        }
    }
}
