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
    @Test(
        "an adopter's app lists its #if DEBUG module in debug only, and its extension module always",
        .enabled(
            if: PackageBuild.enabled,
            "set WIRING_PACKAGE_TESTS=1 to build a package in debug and release (about 2 minutes)"),
        .timeLimit(.minutes(30))
    )
    func debugAndRelease() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try writeAdopter(in: directory)

        let debug = try await PackageBuild.run("swift", ["build"], in: directory.url)
        try #require(debug.status == 0, "\(debug.output)")
        let debugApp = try await PackageBuild.run(directory.path(".build/debug/DemoApp"), [], in: directory.url)
        #expect(debugApp.output == "DemoWiring: DebugModule, ExtendedModule\n")

        let release = try await PackageBuild.run("swift", ["build", "-c", "release"], in: directory.url)
        try #require(release.status == 0, "\(release.output)")
        let releaseApp = try await PackageBuild.run(directory.path(".build/release/DemoApp"), [], in: directory.url)
        #expect(releaseApp.output == "DemoWiring: ExtendedModule\n")

        // A module the generator cannot list fails the build at its declaration.
        try directory.write(
            """
            import Wiring

            public enum Broken<T>: Module {
                public static func configure(binder: Binder) {}
            }

            """, to: "Sources/DemoWiring/Broken.swift")
        let broken = try await PackageBuild.run("swift", ["build"], in: directory.url)
        #expect(broken.status != 0)
        #expect(broken.output.contains("Broken.swift:3: error: public module 'Broken' is generic"), "\(broken.output)")
    }

    /// A package with one wiring library and one app that applies `LinkedWiringPlugin`.
    private func writeAdopter(in directory: TemporaryDirectory) throws {
        let wiring = PackageBuild.dependencyName
        try directory.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Adopter",
                dependencies: [.package(path: "\(PackageBuild.packageRoot.path)")],
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
}
