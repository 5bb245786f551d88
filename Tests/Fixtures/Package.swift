// swift-tools-version: 6.2
//
// Packages the tests build on purpose, apart from the Wiring package so that nothing here is
// an app of it: `swift package check-wiring` at the repository's root checks only real apps.
//
// - `MissingWiringApp` links a wiring library without what it requires: an app whose object
//   graph is invalid, to test how such an app exits.
// - `BuildSpellings` builds a graph in top-level code with each spelling of `Component`, to
//   test which build each one runs where an app's `main.swift` writes it.
// - `Cart`, `CartWiring` and `CartApp` have default main-actor isolation, as new Xcode app
//   targets do: a wiring library and an app written that way.
// - `LeftoverApp` links wiring libraries with bindings its root never uses (`WallClockWiring`,
//   `RadioWiring`): a valid graph with warnings, to test how they are reported.
import PackageDescription

/// SwiftPM names a path dependency after its folder, in lowercase: this repository's folder.
let wiring = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "wiring").lowercased()

/// Every type and function of a target is `@MainActor` unless it says otherwise.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "WiringFixtures",
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "Desk"),
        .target(name: "DeskWiring", dependencies: ["Desk", .product(name: "Wiring", package: wiring)]),
        .executableTarget(
            name: "MissingWiringApp",
            dependencies: ["Desk", "DeskWiring", .product(name: "WiringLaunch", package: wiring)],
            plugins: [.plugin(name: "LinkedWiringPlugin", package: wiring)]
        ),
        .executableTarget(name: "BuildSpellings", dependencies: [.product(name: "Wiring", package: wiring)]),
        .target(name: "Cart", swiftSettings: mainActorByDefault),
        .target(
            name: "CartWiring", dependencies: ["Cart", .product(name: "Wiring", package: wiring)],
            swiftSettings: mainActorByDefault),
        .executableTarget(
            name: "CartApp",
            dependencies: ["Cart", "CartWiring", .product(name: "WiringLaunch", package: wiring)],
            swiftSettings: mainActorByDefault,
            plugins: [.plugin(name: "LinkedWiringPlugin", package: wiring)]
        ),
        .target(name: "WallClock", dependencies: ["Desk"]),
        .target(
            name: "WallClockWiring", dependencies: ["WallClock", "Desk", .product(name: "Wiring", package: wiring)]),
        .target(name: "Radio"),
        .target(name: "RadioWiring", dependencies: ["Radio", .product(name: "Wiring", package: wiring)]),
        .executableTarget(
            name: "LeftoverApp",
            dependencies: [
                "Desk", "DeskWiring", "WallClockWiring", "RadioWiring", .product(name: "WiringLaunch", package: wiring),
            ],
            plugins: [.plugin(name: "LinkedWiringPlugin", package: wiring)]
        ),
    ]
)
