import Foundation
import Testing

/// Builds a fresh package outside this repository that depends on it by path, as an
/// adopter would, and runs its app: the generated root must keep a `#if DEBUG` module out
/// of a release build, find a conformance declared in another file, and fail the build at
/// file:line for a module it cannot list. The app also asks for types with `resolve(_:)`,
/// which an optimized client compiles for each type from Wiring's inlinable code: in the
/// release build that path, a wrapper asked for by type and a missing type's error run as
/// an adopter's app runs them.
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
        #expect(debugApp.output == "DemoWiring: DebugModule, ExtendedModule\n" + Self.resolvedByType)

        let release = try await PackageBuild.run("swift", ["build", "-c", "release"], in: directory.url)
        try #require(release.status == 0, "\(release.output)")
        let releaseApp = try await PackageBuild.run(directory.path(".build/release/DemoApp"), [], in: directory.url)
        #expect(releaseApp.output == "DemoWiring: ExtendedModule\n" + Self.resolvedByType)

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

    /// What the adopter's app prints after its libraries: see its `main.swift` below.
    private static let resolvedByType = """
        greeting: hello
        one greeter: true
        through a provider: hello
        missing: Wiring.MissingBinding, missing binding for 'Int', asked for with resolve(_:)

        """

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
                public static func configure(binder: Binder) {
                    binder.bind(Greeter.self).scoped(.singleton).to(factory: Greeter.init)
                    binder.bind(Greeting.self).to(factory: Greeting.init)
                }
            }

            """, to: "Sources/DemoWiring/Conformance.swift")
        try directory.write(
            """
            public final class Greeter: Sendable {
                public let word = "hello"
                public init() {}
            }

            public struct Greeting: Sendable {
                public let text: String
                public init(greeter: Greeter) { text = greeter.word }
            }

            """, to: "Sources/DemoWiring/Greeting.swift")
        try directory.write(
            """
            import DemoWiring
            import Wiring

            for library in LinkedWiring.libraries {
                print("\\(library.name): \\(library.modules.map { String(describing: $0) }.joined(separator: ", "))")
            }
            let component = try Component(root: Greeting.self, libraries: LinkedWiring.libraries)
            print("greeting: \\(try component.resolve(Greeting.self).text)")
            print("one greeter: \\(try component.resolve(Greeter.self) === component.resolve(Greeter.self))")
            print("through a provider: \\(try component.resolve(Provider<Greeting>.self).get().text)")
            do {
                _ = try component.resolve(Int.self)
            } catch {
                let missing = error.diagnostics[0]
                print("missing: \\(missing.kind.rawValue), \\(missing.message)")
            }

            """, to: "Sources/DemoApp/main.swift")
    }
}
