// swift-tools-version: 6.0
//
// Wiring's benchmark suite: Wiring side by side with Swinject, swift-dependencies and
// hand-written Swift.
//
// Its own package, so the root package stays dependency-free. The G2/G3 graph targets live
// in Generated/, which `Scripts/bench` writes with Benchmarks/Generator before building:
// run `Scripts/bench` (or the generator by hand) before `swift build` here.
// See Benchmarks/README.md.
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// The Wiring repository to measure: this one by default. `Scripts/bench --rev REV` sets
/// WIRING_BENCH_ROOT to an exported copy of a committed revision, to compare revisions.
let wiringRoot = Context.environment["WIRING_BENCH_ROOT"] ?? ".."

let package = Package(
    name: "WiringBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Wiring", path: wiringRoot),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
    ],
    targets: [
        // The harness: clock, warm-up, interleaved samples, medians, blackHole, heap stats.
        .target(name: "BenchKit", dependencies: ["CHeap"], swiftSettings: swift6),
        .target(name: "CHeap"),

        // G1's types, in a module of their own as the app's are.
        .target(name: "G1Types", swiftSettings: swift6),

        // The generated graphs (see Generator/main.swift). Types are shared by all three spellings.
        .target(name: "G2Types", path: "Generated/G2Types", swiftSettings: swift6),
        // G3's classes are never instantiated (G3 only builds and validates a graph, which
        // touches nothing but their metatypes), so they are compiled without optimization:
        // 10,000 classes take minutes to optimize and nothing measured runs their code.
        .target(
            name: "G3Types", path: "Generated/G3Types",
            swiftSettings: swift6 + [.unsafeFlags(["-Onone"])]),
        .target(
            name: "G2Wiring",
            dependencies: ["G2Types", .product(name: "Wiring", package: "Wiring")],
            path: "Generated/G2Wiring", swiftSettings: swift6),
        // G3's 10,000 bindings take over ten minutes to optimize since bindings are specialized
        // in the module that declares them, so G3's modules are compiled without optimization,
        // and so is a twin of G2's: the G3/G2 ratio compares the two on equal terms. Wiring
        // itself is optimized in both; only the generated `configure` functions are not.
        .target(
            name: "G3Wiring",
            dependencies: ["G3Types", .product(name: "Wiring", package: "Wiring")],
            path: "Generated/G3Wiring", swiftSettings: swift6 + [.unsafeFlags(["-Onone"])]),
        .target(
            name: "G2WiringOnone",
            dependencies: ["G2Types", .product(name: "Wiring", package: "Wiring")],
            path: "Generated/G2WiringOnone", swiftSettings: swift6 + [.unsafeFlags(["-Onone"])]),
        .target(
            name: "G2Swinject",
            dependencies: ["G2Types", .product(name: "Swinject", package: "Swinject")],
            path: "Generated/G2Swinject", swiftSettings: swift6),
        .target(
            name: "G2Dependencies",
            dependencies: ["G2Types", .product(name: "Dependencies", package: "swift-dependencies")],
            path: "Generated/G2Dependencies", swiftSettings: swift6),
        // G2 again with one binding in ten bound by `to(asyncFactory:)`, built with `try await`.
        .target(
            name: "G2WiringAsync",
            dependencies: ["G2Types", .product(name: "Wiring", package: "Wiring")],
            path: "Generated/G2WiringAsync", swiftSettings: swift6),
        .target(name: "G2Hand", dependencies: ["G2Types"], path: "Generated/G2Hand", swiftSettings: swift6),

        // The runner: every in-process case, the start-up row, and the one table.
        .executableTarget(
            name: "WiringBench",
            dependencies: [
                "BenchKit", "G1Types", "G2Types", "G3Types", "G2Wiring", "G2WiringOnone", "G3Wiring", "G2Swinject", "G2Hand",
                "G2Dependencies", "G2WiringAsync",
                .product(name: "Wiring", package: "Wiring"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ],
            swiftSettings: swift6),

        // Built in debug only, for the compile-cost row: brings the Wiring, Swinject and
        // G2Types modules that the generated G2 files are compiled against.
        .target(
            name: "CompileCostDeps",
            dependencies: [
                "G2Types",
                .product(name: "Wiring", package: "Wiring"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            swiftSettings: swift6),
    ]
)
