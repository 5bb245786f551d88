// swift-tools-version: 6.2
//
// The Wiring framework, and the ATM monorepo that shows it in use.
//
// - The framework (`Sources/Wiring`, `Sources/Injection`, `Sources/WiringLaunch`,
//   `Sources/WiringReports`, the generator, `wiring-report` and the plugins) is what this
//   package exports: its library products, `wiring-report` and the plugins.
// - The ATM (`Sources/ATM`: library pairs `X` + `XWiring`, and `Apps/`) is targets only; its
//   executables are products so that `swift run atm` works.
//
// Swift 6.2 is the real minimum: the framework uses `SendableMetatype`.
// The package has no dependencies on purpose; see README.md.
import PackageDescription

/// Settings every target shares: Swift 6 language mode, strict concurrency.
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// A plain ATM library, in `Sources/ATM/<name>`: never imports Wiring.
func library(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: "Sources/ATM/\(name)", swiftSettings: strict)
}

/// The wiring sibling of `name`, in `Sources/ATM/<name>Wiring`: only bindings for `name`'s own types.
func wiring(of name: String) -> Target {
    .target(
        name: "\(name)Wiring", dependencies: [.target(name: name), "Wiring"],
        path: "Sources/ATM/\(name)Wiring", swiftSettings: strict
    )
}

/// A test target in `Tests/<group>/<name>`, where group is `Framework` or `ATM`.
func tests(_ name: String, in group: String, _ dependencies: [Target.Dependency] = []) -> Target {
    .testTarget(name: name, dependencies: dependencies, path: "Tests/\(group)/\(name)", swiftSettings: strict)
}

/// A thin app: `main.swift` plus a root generated from the wiring libraries it links.
func app(_ name: String, path: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["WiringLaunch"] + dependencies,
        path: "Apps/\(path)",
        swiftSettings: strict,
        plugins: ["LinkedWiringPlugin"]
    )
}

/// The ATM's library pairs (`X` and `XWiring`, both in Sources/ATM).
let libraryPairs = [
    "Network", "FakeNetwork", "ATMLib", "Terminal", "DepositUI", "BalanceUI",
    "FeatureFlags", "Telemetry", "ATMShell", "BankServer", "AccountRules",
]

let package = Package(
    name: "Wiring",
    // The framework needs Synchronization (`Atomic`, `Mutex`), hence these Apple minimums.
    // What is built and tested: Linux (Swift 6.2 and later). The Apple platforms are stated,
    // not tested here.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        // The framework: the only libraries this package exports, and its report tool.
        .library(name: "Wiring", targets: ["Wiring"]),
        .library(name: "Injection", targets: ["Injection"]),
        .library(name: "WiringLaunch", targets: ["WiringLaunch"]),
        .library(name: "WiringReports", targets: ["WiringReports"]),
        .executable(name: "wiring-report", targets: ["wiring-report"]),
        .plugin(name: "LinkedWiringPlugin", targets: ["LinkedWiringPlugin"]),
        .plugin(name: "WiringGraphPlugin", targets: ["WiringGraphPlugin"]),
        .plugin(name: "CheckWiringPlugin", targets: ["CheckWiringPlugin"]),
        // The ATM's apps, so that `swift run atm` works. Its libraries are targets only.
        .executable(name: "atm", targets: ["ATMApp"]),
        .executable(name: "atm-uitest", targets: ["ATMUITestApp"]),
        .executable(name: "atm-dev-deposit", targets: ["ATMDevDepositApp"]),
        .executable(name: "bank-server", targets: ["BankServerApp"]),
    ],
    dependencies: [],
    targets: [
        // The framework.
        // What Wiring and Injection share: type names as source writes them, a lock. Internal.
        .target(name: "WiringSupport", swiftSettings: strict),
        .target(name: "Injection", dependencies: ["WiringSupport"], swiftSettings: strict),
        .target(name: "Wiring", dependencies: ["Injection", "WiringSupport"], swiftSettings: strict),
        // Questions to ask an exported graph: why a type is in it, what differs from another
        // app's, and DOT pictures. Apart from Wiring and from the apps: `wiring-report` and the
        // wiring-graph plugin answer them from the JSON an app's `--print-graph json` writes, so
        // no app compiles or links them.
        .target(name: "WiringReports", dependencies: ["Wiring", "WiringSupport"], swiftSettings: strict),
        // `wiring-report`: the tool that asks those questions of graphs apps exported.
        .executableTarget(
            name: "wiring-report", dependencies: ["Wiring", "WiringReports", "WiringSupport"],
            swiftSettings: strict),
        .target(name: "WiringLaunch", dependencies: ["Wiring", "Injection", "WiringSupport"], swiftSettings: strict),
        .executableTarget(name: "WiringGenerator", swiftSettings: strict),
        .plugin(
            name: "LinkedWiringPlugin",
            capability: .buildTool(),
            dependencies: [.target(name: "WiringGenerator")]
        ),
        // `swift package wiring-graph --product atm`: an app's object graph as DOT, SVG and PNG.
        .plugin(
            name: "WiringGraphPlugin",
            capability: .command(
                intent: .custom(verb: "wiring-graph", description: "Draw an app's object graph with Graphviz")
            ),
            dependencies: [.target(name: "wiring-report")]
        ),
        // `swift package check-wiring`: every app's graph, and every wiring library on its own.
        .plugin(
            name: "CheckWiringPlugin",
            capability: .command(
                intent: .custom(
                    verb: "check-wiring",
                    description: "Validate every app's object graph and check every wiring library on its own")
            ),
            dependencies: [.target(name: "WiringGenerator")]
        ),

        // The ATM: its libraries and their wiring siblings, in Sources/ATM.
        library("BankAPI"),
        library("Network", ["BankAPI"]), wiring(of: "Network"),
        library("FakeNetwork", ["BankAPI"]), wiring(of: "FakeNetwork"),
        library("AccountRules", ["BankAPI"]), wiring(of: "AccountRules"),
        library("ATMLib", ["BankAPI", "AccountRules"]), wiring(of: "ATMLib"),
        library("Terminal"), wiring(of: "Terminal"),
        library("DepositUI", ["ATMLib", "Terminal"]), wiring(of: "DepositUI"),
        library("BalanceUI", ["BankAPI", "ATMLib", "Terminal"]), wiring(of: "BalanceUI"),
        library("FeatureFlags"), wiring(of: "FeatureFlags"),
        library("Telemetry"), wiring(of: "Telemetry"),
        library("ATMShell", [
            "DepositUI", "BalanceUI", "FeatureFlags", "Telemetry", "Terminal", "AccountRules", "Injection",
        ]),
        wiring(of: "ATMShell"),
        library("BankServer", ["BankAPI"]), wiring(of: "BankServer"),

        // The ATM's apps. Which `…Wiring` targets an app lists decides its implementations.
        app("ATMApp", path: "atm", [
            "ATMShell", "ATMShellWiring", "DepositUIWiring", "BalanceUIWiring", "ATMLibWiring",
            "AccountRulesWiring", "NetworkWiring", "TerminalWiring", "FeatureFlagsWiring", "TelemetryWiring",
        ]),
        app("ATMUITestApp", path: "atm-uitest", [
            "ATMShell", "FakeNetwork", "ATMShellWiring", "DepositUIWiring", "BalanceUIWiring", "ATMLibWiring",
            "AccountRulesWiring", "FakeNetworkWiring", "TerminalWiring", "FeatureFlagsWiring", "TelemetryWiring",
        ]),
        app("ATMDevDepositApp", path: "atm-dev-deposit", [
            "DepositUI", "DepositUIWiring", "ATMLibWiring", "AccountRulesWiring", "FakeNetworkWiring", "TerminalWiring",
        ]),
        app("BankServerApp", path: "bank-server", ["BankServer", "BankServerWiring"]),

        // Test code that several test targets share (a test target cannot depend on another).
        // Only tests depend on it; PackageRulesTests checks that.
        .target(name: "TestSupport", path: "Tests/Support/TestSupport", swiftSettings: strict),
        // The library half of the README's and the articles' examples: plain types, built without
        // Wiring, so an example whose library type names a Wiring type does not compile. Only
        // WiringTests depends on it; PackageRulesTests checks that it never imports Wiring.
        .target(name: "DocumentedLibraries", path: "Tests/Framework/DocumentedLibraries", swiftSettings: strict),

        // The framework's tests: of its public API, without `@testable import`, and of its internals.
        tests("WiringTests", in: "Framework", [
            "Wiring", "WiringLaunch", "WiringReports", "Injection", "TestSupport", "DocumentedLibraries",
        ]),
        tests("WiringInternalTests", in: "Framework", ["Wiring", "WiringLaunch", "Injection", "WiringSupport", "TestSupport"]),
        tests("WiringGeneratorTests", in: "Framework", [.target(name: "WiringGenerator")]),

        // The ATM's tests. PackageRulesTests holds the monorepo's rules (library pairs, apps).
        tests("LibraryTests", in: "ATM", [
            "BankAPI", "Network", "FakeNetwork", "ATMLib", "Terminal", "DepositUI",
            "BalanceUI", "FeatureFlags", "Telemetry", "ATMShell", "AccountRules", "TestSupport",
            // For ParserFuzzTests, which fuzzes the server's parsers beside the client's.
            "BankServer",
        ]),
        tests("BankServerTests", in: "ATM", ["BankServer", "BankAPI", "TestSupport"]),
        tests("WiringLibraryTests", in: "ATM",
              ["Wiring", "ATMShell", "DepositUI", "AccountRules"] + libraryPairs.map { .target(name: "\($0)Wiring") }),
        tests("AppTests", in: "ATM", ["TestSupport"]),
        tests("PackageRulesTests", in: "ATM"),
    ]
)
