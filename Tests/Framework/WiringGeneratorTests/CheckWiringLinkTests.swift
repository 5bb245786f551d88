import Foundation
import Testing

/// `swift package check-wiring` checks every wiring library of a package in one program. Two
/// libraries that no app links together may not link into one program either: here two C
/// targets define the same symbol, as a real and a fake library's C shims might, and the app
/// links only the real one. The check then falls back to one program per library, and still
/// names the library with a problem.
///
/// SLOW: builds `Wiring` in debug in a temporary package, so it runs only when
/// `WIRING_PACKAGE_TESTS=1` (Scripts/test sets it).
@Suite("check-wiring with libraries that cannot be linked together (slow: builds a package in debug)")
struct CheckWiringLinkTests {
    @Test(
        "libraries that do not link into one program are checked one program each",
        .enabled(if: PackageBuild.enabled, "set WIRING_PACKAGE_TESTS=1 to build a package in debug (about 30 seconds)"),
        .timeLimit(.minutes(30))
    )
    func fallsBackToOneProgramEach() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let wiring = PackageBuild.dependencyName
        try directory.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shims",
                dependencies: [.package(path: "\(PackageBuild.packageRoot.path)")],
                targets: [
                    .target(name: "RealShim"),
                    .target(name: "FakeShim"),
                    .target(name: "Ticker", dependencies: ["RealShim"]),
                    .target(name: "TickerWiring", dependencies: ["Ticker", .product(name: "Wiring", package: "\(wiring)")]),
                    .target(name: "FakeTicker", dependencies: ["FakeShim"]),
                    .target(name: "FakeTickerWiring", dependencies: ["FakeTicker", .product(name: "Wiring", package: "\(wiring)")]),
                    .executableTarget(
                        name: "TickerApp",
                        dependencies: ["TickerWiring", .product(name: "WiringLaunch", package: "\(wiring)")],
                        plugins: [.plugin(name: "LinkedWiringPlugin", package: "\(wiring)")]
                    ),
                ]
            )

            """, to: "Package.swift")
        for shim in ["RealShim", "FakeShim"] {
            try directory.write("int shim_ticks(void);\n", to: "Sources/\(shim)/include/\(shim).h")
            try directory.write(
                "#include \"\(shim).h\"\nint shim_ticks(void) { return \(shim == "RealShim" ? 1 : 2); }\n",
                to: "Sources/\(shim)/\(shim).c")
        }
        for (library, shim) in [("Ticker", "RealShim"), ("FakeTicker", "FakeShim")] {
            try directory.write(
                """
                import \(shim)

                public struct \(library)Reading: Sendable {
                    public init() {}
                    public var ticks: Int { Int(shim_ticks()) }
                }

                public struct \(library)Face: Sendable {
                    public init(reading: \(library)Reading) {}
                }

                """, to: "Sources/\(library)/\(library).swift")
        }
        // TickerWiring binds both of its types; FakeTickerWiring forgets its reading, on line 6.
        try directory.write(
            """
            import Ticker
            import Wiring

            public enum TickerModule: Module {
                public static func configure(binder: Binder) {
                    binder.bind(TickerReading.self).to(factory: { TickerReading() })
                    binder.bind(TickerFace.self).to(factory: TickerFace.init)
                }
            }

            """, to: "Sources/TickerWiring/TickerModule.swift")
        try directory.write(
            """
            import FakeTicker
            import Wiring

            public enum FakeTickerModule: Module {
                public static func configure(binder: Binder) {
                    binder.bind(FakeTickerFace.self).to(factory: FakeTickerFace.init)
                }
            }

            """, to: "Sources/FakeTickerWiring/FakeTickerModule.swift")

        try directory.write(
            """
            import Ticker
            import WiringLaunch

            let info = AppInfo(name: "ticker", summary: "shows the ticks", usage: "USAGE: ticker")
            await AppLauncher.main(info, root: TickerFace.self, libraries: LinkedWiring.libraries) { _, _ in 0 }

            """, to: "Sources/TickerApp/main.swift")

        let check = try await PackageBuild.run("swift", ["package", "check-wiring"], in: directory.url)
        #expect(check.output.contains("ticker: object graph is valid"), "\(check.output)")
        #expect(check.status != 0, "\(check.output)")
        let lines = check.output.split(separator: "\n")
        #expect(lines.contains("TickerWiring: checked on its own: no problems"), "\(check.output)")
        #expect(lines.contains("FakeTickerWiring: checked on its own: 1 error"), "\(check.output)")
        let note = try #require(
            lines.first { $0.hasPrefix("note: the wiring libraries do not build into one check program (") },
            "\(check.output)")
        #expect(note.contains("shim_ticks") && note.hasSuffix("); checking each in its own"), "\(note)")
        #expect(
            check.output.contains(
                "Sources/FakeTickerWiring/FakeTickerModule.swift:6: error: missing binding for 'FakeTickerReading', "
                    + "required by 'FakeTickerFace' [Wiring.MissingBinding]"), "\(check.output)")
        #expect(check.output.contains("check-wiring: problems in FakeTickerWiring;"), "\(check.output)")
        let checks = directory.url.appendingPathComponent(".build/plugins/CheckWiringPlugin/outputs/library-checks")
        let programs = try FileManager.default.contentsOfDirectory(atPath: checks.path).sorted()
        #expect(programs == ["FakeTickerWiring", "TickerWiring", "all-wiring-libraries"])
    }
}
