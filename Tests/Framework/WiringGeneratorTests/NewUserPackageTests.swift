import Foundation
import Testing

/// A new user's first day, written the way the README's "Use it in your package" and Getting
/// Started tell a newcomer to: a package outside this repository depends on it by path, with a
/// plain library `Greeting` (which never imports Wiring) and its wiring sibling, a real and a
/// fake `Greeter` each with its own wiring library, and two apps whose `main.swift` is the
/// same file and whose targets differ only in which of the two they link. Each app greets
/// with its own implementation; an app that links both fails at launch with
/// `Wiring.DuplicateBinding` naming both libraries, never picking one silently.
///
/// SLOW: one debug build of `Wiring` from scratch (about 30 seconds on 2 cores), so it runs
/// only when `WIRING_PACKAGE_TESTS=1`:
/// `WIRING_PACKAGE_TESTS=1 swift test --skip-build --filter NewUserPackageTests`.
@Suite("A new user's package (slow: builds a package in debug)")
struct NewUserPackageTests {
    @Test(
        "two apps with one main.swift greet with the greeter each links; linking both fails at launch",
        .enabled(if: PackageBuild.enabled, "set WIRING_PACKAGE_TESTS=1 to build a package in debug (about 30 seconds)"),
        .timeLimit(.minutes(30))
    )
    func realFakeAndBoth() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try writePackage(in: directory)

        // One main.swift, two apps: what an app does comes only from what its target links.
        let loudMain = try Data(contentsOf: directory.url.appendingPathComponent("Sources/LoudGreeterApp/main.swift"))
        let fakeMain = try Data(contentsOf: directory.url.appendingPathComponent("Sources/FakeGreeterApp/main.swift"))
        #expect(loudMain == fakeMain, "the two apps' main.swift files differ")
        let manifest = try String(contentsOf: directory.url.appendingPathComponent("Package.swift"), encoding: .utf8)
        let loudApp = try #require(Self.declaration(of: "LoudGreeterApp", in: manifest))
        let fakeApp = try #require(Self.declaration(of: "FakeGreeterApp", in: manifest))
        #expect(loudApp.contains("\"LoudGreeterWiring\"") && !loudApp.contains("\"FakeGreeterWiring\""))
        #expect(fakeApp.contains("\"FakeGreeterWiring\"") && !fakeApp.contains("\"LoudGreeterWiring\""))
        #expect(
            Self.generic(loudApp, app: "LoudGreeterApp", wiring: "LoudGreeterWiring")
                == Self.generic(fakeApp, app: "FakeGreeterApp", wiring: "FakeGreeterWiring"),
            "the two apps' targets differ in more than the greeter's wiring library:\n\(loudApp)\n\(fakeApp)")

        let build = try await PackageBuild.run("swift", ["build"], in: directory.url)
        try #require(build.status == 0, "\(build.output)")

        let loud = try await PackageBuild.run(directory.path(".build/debug/LoudGreeterApp"), ["Ada"], in: directory.url)
        #expect(loud.status == 0)
        #expect(loud.output == "Welcome! HELLO, ADA!\n")
        let fake = try await PackageBuild.run(directory.path(".build/debug/FakeGreeterApp"), ["Ada"], in: directory.url)
        #expect(fake.status == 0)
        #expect(fake.output == "Welcome! (fake) hi Ada\n")

        // The real app with the fake linked as well: the plugin lists both wiring libraries
        // and the build succeeds; building the component at launch finds the two bindings of
        // `any Greeter` and the launcher exits with its invalid-graph status.
        let bothApp =
            loudApp
            .replacingOccurrences(of: "\"LoudGreeterApp\"", with: "\"BothGreetersApp\"")
            .replacingOccurrences(of: "\"LoudGreeterWiring\"", with: "\"FakeGreeterWiring\", \"LoudGreeterWiring\"")
        let withBoth = manifest.replacingOccurrences(of: loudApp, with: loudApp + "\n" + bothApp)
        try #require(withBoth != manifest)
        try directory.write(withBoth, to: "Package.swift")
        try directory.write(String(decoding: loudMain, as: UTF8.self), to: "Sources/BothGreetersApp/main.swift")
        let bothBuild = try await PackageBuild.run(
            "swift", ["build", "--product", "BothGreetersApp"], in: directory.url)
        try #require(bothBuild.status == 0, "\(bothBuild.output)")
        let both = try await PackageBuild.run(
            directory.path(".build/debug/BothGreetersApp"), ["Ada"], in: directory.url)
        #expect(both.status == 70, "\(both.output)") // AppLauncher.invalidGraph
        // The diagnostic points at the second binding in the user's own package, in
        // compiler format, and names both libraries in name order.
        let lines = both.output.split(separator: "\n")
        #expect(
            lines.contains(
                "Sources/LoudGreeterWiring/LoudGreeterModule.swift:7: error: 'any Greeter' is bound by two linked "
                    + "wiring libraries, FakeGreeterWiring and LoudGreeterWiring [Wiring.DuplicateBinding]"),
            "\(both.output)")
        #expect(
            lines.contains(
                "note: link only one of FakeGreeterWiring and LoudGreeterWiring in this app's Package.swift target"))
        #expect(!both.output.contains("Welcome!"), "the app ran with an invalid graph: \(both.output)")
    }

    @Test(
        "swift package check-wiring checks every app and every wiring library on its own",
        .enabled(if: PackageBuild.enabled, "set WIRING_PACKAGE_TESTS=1 to build a package in debug (about 30 seconds)"),
        .timeLimit(.minutes(30))
    )
    func checkWiringCommand() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try writePackage(in: directory)
        let greeting = "Sources/GreetingWiring/GreetingModule.swift"
        let undeclared = try String(contentsOf: directory.url.appendingPathComponent(greeting), encoding: .utf8)
        // GreetingWiring declares what it needs from the greeters' libraries, on line 6.
        let declared = undeclared.replacingOccurrences(
            of: "        binder.bind(Welcome.self)",
            with: "        binder.requires((any Greeter).self)\n        binder.bind(Welcome.self)")
        try #require(declared != undeclared)
        try directory.write(declared, to: greeting)
        let check = ["package", "check-wiring"]

        let valid = try await PackageBuild.run("swift", check, in: directory.url)
        #expect(valid.status == 0, "\(valid.output)")
        #expect(valid.output.contains("greeter: object graph is valid"), "\(valid.output)")
        #expect(valid.output.contains("GreetingWiring: checked on its own: no problems"), "\(valid.output)")
        // The three wiring libraries are checked by one program, compiled and linked once.
        #expect(valid.output.contains("Checking 3 wiring libraries on their own…"), "\(valid.output)")
        let checks = directory.url.appendingPathComponent(".build/plugins/CheckWiringPlugin/outputs/library-checks")
        #expect(try FileManager.default.contentsOfDirectory(atPath: checks.path) == ["all-wiring-libraries"])

        // A binding removed from a library an app links: that app fails, at the requirement's line.
        let loud = "Sources/LoudGreeterWiring/LoudGreeterModule.swift"
        let loudModule = try String(contentsOf: directory.url.appendingPathComponent(loud), encoding: .utf8)
        try directory.write(
            loudModule.replacingOccurrences(
                of: "binder.bind((any Greeter).self).to(factory: { LoudGreeter() })", with: ""),
            to: loud)
        let removed = try await PackageBuild.run("swift", check, in: directory.url)
        #expect(removed.status != 0, "\(removed.output)")
        #expect(
            removed.output.contains(
                "Sources/GreetingWiring/GreetingModule.swift:6: error: GreetingWiring requires 'any Greeter', "
                    + "but no linked wiring library binds it [Wiring.UnmetRequirement]"), "\(removed.output)")
        try directory.write(loudModule, to: loud)
        let restored = try await PackageBuild.run("swift", check, in: directory.url)
        #expect(restored.status == 0, "\(restored.output)")

        // A library that needs what it neither binds nor declares fails its own check, while
        // every app that links it is still valid: the mistake is found in the library.
        try directory.write(undeclared, to: greeting)
        let library = try await PackageBuild.run("swift", check, in: directory.url)
        #expect(library.status != 0, "\(library.output)")
        #expect(
            library.output.contains(
                "Sources/GreetingWiring/GreetingModule.swift:6: error: missing binding for 'any Greeter', "
                    + "required by 'Welcome' [Wiring.MissingBinding]"), "\(library.output)")
        #expect(library.output.contains("GreetingWiring: checked on its own: 1 error"), "\(library.output)")
        #expect(!library.output.contains("object graph is invalid"), "\(library.output)")
    }

    /// The `.executableTarget(…)` declaration of `app` in `manifest`, as written.
    static func declaration(of app: String, in manifest: String) -> String? {
        manifest.components(separatedBy: "        .executableTarget(\n")
            .first { $0.contains("name: \"\(app)\"") }
            .flatMap { body in
                body.range(of: "        ),\n").map { "        .executableTarget(\n" + body[..<$0.upperBound] }
            }
    }

    /// `declaration` with the app's name and its greeter's wiring library replaced by placeholders.
    static func generic(_ declaration: String, app: String, wiring: String) -> String {
        declaration.replacingOccurrences(of: "\"\(app)\"", with: "\"APP\"")
            .replacingOccurrences(of: "\"\(wiring)\"", with: "\"GREETER_WIRING\"")
    }

    private func writePackage(in directory: TemporaryDirectory) throws {
        let wiring = PackageBuild.dependencyName
        try directory.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Greetings",
                dependencies: [.package(path: "\(PackageBuild.packageRoot.path)")],
                targets: [
                    .target(name: "Greeting"),
                    .target(name: "GreetingWiring", dependencies: ["Greeting", .product(name: "Wiring", package: "\(wiring)")]),
                    .target(name: "LoudGreeter", dependencies: ["Greeting"]),
                    .target(name: "LoudGreeterWiring", dependencies: ["LoudGreeter", .product(name: "Wiring", package: "\(wiring)")]),
                    .target(name: "FakeGreeter", dependencies: ["Greeting"]),
                    .target(name: "FakeGreeterWiring", dependencies: ["FakeGreeter", .product(name: "Wiring", package: "\(wiring)")]),
                    .executableTarget(
                        name: "LoudGreeterApp",
                        dependencies: ["GreetingWiring", "LoudGreeterWiring", .product(name: "WiringLaunch", package: "\(wiring)")],
                        plugins: [.plugin(name: "LinkedWiringPlugin", package: "\(wiring)")]
                    ),
                    .executableTarget(
                        name: "FakeGreeterApp",
                        dependencies: ["GreetingWiring", "FakeGreeterWiring", .product(name: "WiringLaunch", package: "\(wiring)")],
                        plugins: [.plugin(name: "LinkedWiringPlugin", package: "\(wiring)")]
                    ),
                ]
            )

            """, to: "Package.swift")

        try directory.write(
            """
            public protocol Greeter: Sendable {
                func greet(_ name: String) -> String
            }

            public struct Welcome: Sendable {
                public let greeter: any Greeter
                public init(greeter: any Greeter) { self.greeter = greeter }
                public func greeting(for name: String) -> String { "Welcome! " + greeter.greet(name) }
            }

            """, to: "Sources/Greeting/Greeting.swift")
        try directory.write(
            """
            import Greeting
            import Wiring

            public enum GreetingModule: Module {
                public static func configure(binder: Binder) {
                    binder.bind(Welcome.self).to(factory: Welcome.init)
                }
            }

            """, to: "Sources/GreetingWiring/GreetingModule.swift")

        try directory.write(
            """
            import Greeting

            public struct LoudGreeter: Greeter {
                public init() {}
                public func greet(_ name: String) -> String { "HELLO, \\(name.uppercased())!" }
            }

            """, to: "Sources/LoudGreeter/LoudGreeter.swift")
        try directory.write(
            """
            import Greeting
            import LoudGreeter
            import Wiring

            public enum LoudGreeterModule: Module {
                public static func configure(binder: Binder) {
                    binder.bind((any Greeter).self).to(factory: { LoudGreeter() })
                }
            }

            """, to: "Sources/LoudGreeterWiring/LoudGreeterModule.swift")

        try directory.write(
            """
            import Greeting

            public struct FakeGreeter: Greeter {
                public init() {}
                public func greet(_ name: String) -> String { "(fake) hi \\(name)" }
            }

            """, to: "Sources/FakeGreeter/FakeGreeter.swift")
        try directory.write(
            """
            import FakeGreeter
            import Greeting
            import Wiring

            public enum FakeGreeterModule: Module {
                public static func configure(binder: Binder) {
                    binder.bind((any Greeter).self).to(factory: { FakeGreeter() })
                }
            }

            """, to: "Sources/FakeGreeterWiring/FakeGreeterModule.swift")

        let main = """
            import Greeting
            import WiringLaunch

            // What greets comes from the wiring libraries this target links in Package.swift.
            let info = AppInfo(name: "greeter", summary: "welcomes whoever is named", usage: "USAGE: greeter NAME")

            await AppLauncher.main(info, root: Welcome.self, libraries: LinkedWiring.libraries) { welcome, arguments in
                print(welcome.greeting(for: arguments.first ?? "world"))
                return 0
            }

            """
        try directory.write(main, to: "Sources/LoudGreeterApp/main.swift")
        try directory.write(main, to: "Sources/FakeGreeterApp/main.swift")
    }
}
