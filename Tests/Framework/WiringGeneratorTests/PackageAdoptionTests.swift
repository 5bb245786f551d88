import Foundation
import Testing

/// Builds a fresh package outside this repository that depends on it by path, as an
/// adopter would, and runs its app: the generated root must keep a `#if DEBUG` module out
/// of a release build, find a conformance declared in another file, and fail the build at
/// file:line for a module it cannot list.
///
/// SLOW: about 2 minutes on 2 cores (a debug and a release build of `Wiring` from scratch),
/// so it runs only when `WIRING_PACKAGE_TESTS=1`:
/// `WIRING_PACKAGE_TESTS=1 swift test --skip-build --filter PackageAdoptionTests`.
@Suite("Package adoption (slow: builds a package in debug and release)")
struct PackageAdoptionTests {
    static let enabled = ProcessInfo.processInfo.environment["WIRING_PACKAGE_TESTS"] == "1"

    static let packageRoot = URL(fileURLWithPath: #filePath) // Tests/<Framework|ATM>/<Target>/<file>
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The longest one `swift build` may take before the test gives up on it.
    static let buildTimeout: TimeInterval = 600

    struct Outcome {
        var status: Int32
        var output: String
    }

    @Test(
        "an adopter's app lists its #if DEBUG module in debug only, and its extension module always",
        .enabled(if: enabled, "set WIRING_PACKAGE_TESTS=1 to build a package in debug and release (about 2 minutes)"),
        .timeLimit(.minutes(30))
    )
    func debugAndRelease() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try writeAdopter(in: directory)

        let debug = try await run("swift", ["build"], in: directory.url)
        try #require(debug.status == 0, "\(debug.output)")
        let debugApp = try await run(directory.path(".build/debug/DemoApp"), [], in: directory.url)
        #expect(debugApp.output == "DemoWiring: DebugModule, ExtendedModule\n")

        let release = try await run("swift", ["build", "-c", "release"], in: directory.url)
        try #require(release.status == 0, "\(release.output)")
        let releaseApp = try await run(directory.path(".build/release/DemoApp"), [], in: directory.url)
        #expect(releaseApp.output == "DemoWiring: ExtendedModule\n")

        // A module the generator cannot list fails the build at its declaration.
        try directory.write(
            """
            import Wiring

            public enum Broken<T>: Module {
                public static func configure(binder: Binder) {}
            }

            """, to: "Sources/DemoWiring/Broken.swift")
        let broken = try await run("swift", ["build"], in: directory.url)
        #expect(broken.status != 0)
        #expect(broken.output.contains("Broken.swift:3: error: public module 'Broken' is generic"), "\(broken.output)")
    }

    /// A package with one wiring library and one app that applies `LinkedWiringPlugin`.
    private func writeAdopter(in directory: TemporaryDirectory) throws {
        // SwiftPM names a path dependency after its folder.
        let wiring = Self.packageRoot.lastPathComponent.lowercased()
        try directory.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Adopter",
                dependencies: [.package(path: "\(Self.packageRoot.path)")],
                targets: [
                    .target(name: "DemoWiring", dependencies: [.product(name: "Wiring", package: "\(wiring)")]),
                    .executableTarget(
                        name: "DemoApp",
                        dependencies: ["DemoWiring", .product(name: "Wiring", package: "\(wiring)")],
                        plugins: [.plugin(name: "LinkedWiringPlugin", package: "\(wiring)")]
                    ),
                ]
            )

            """, to: "Package.swift")
        try directory.write(
            """
            import Wiring

            #if DEBUG
            public enum DebugModule: Module {
                public static func configure(binder: Binder) {}
            }
            #endif

            """, to: "Sources/DemoWiring/DebugModule.swift")
        try directory.write("public struct ExtendedModule {}\n", to: "Sources/DemoWiring/ExtendedModule.swift")
        try directory.write(
            """
            import Wiring

            extension ExtendedModule: Module {
                public static func configure(binder: Binder) {}
            }

            """, to: "Sources/DemoWiring/Conformance.swift")
        try directory.write(
            """
            for library in LinkedWiring.libraries {
                print("\\(library.name): \\(library.modules.map { String(describing: $0) }.joined(separator: ", "))")
            }

            """, to: "Sources/DemoApp/main.swift")
    }

    /// Runs `command` (a path, or a name looked up on `PATH`) in `directory`, its output and
    /// errors going to one file, and gives up after `buildTimeout` seconds.
    private func run(_ command: String, _ arguments: [String], in directory: URL) async throws -> Outcome {
        let executable = try #require(Self.locate(command), "\(command) not found")
        let log = directory.appendingPathComponent("command-\(UUID().uuidString).log")
        try Data().write(to: log)
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let deadline = Date().addingTimeInterval(Self.buildTimeout)
        while process.isRunning && Date() < deadline {
            try await Task.sleep(for: .milliseconds(200))
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            Issue.record("\(command) \(arguments.joined(separator: " ")) took over \(Int(Self.buildTimeout)) s")
        }
        process.waitUntilExit()
        let text = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        return Outcome(status: process.terminationStatus, output: text)
    }

    private static func locate(_ command: String) -> URL? {
        if command.contains("/") { return URL(fileURLWithPath: command) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(command) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
