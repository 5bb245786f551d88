import ATMLib
import BalanceUI
import BankAPI
import FakeNetwork
import Foundation
import Terminal
import Testing

/// The protocol-composition pattern on the balance screen: the screen reaches its
/// dependencies only through `BalanceScreen.Dependencies`, and the compiler enforces it.
@Suite("BalanceScreen protocol composition")
@MainActor
struct BalanceCompositionTests {
    /// A test's own dependencies value: any type conforming to the three `Has…` protocols will do.
    private struct StubDependencies: BalanceScreen.Dependencies {
        let network: any NetworkExecutor
        let console: any Console
        let card: InsertedCard
    }

    @Test("the screen works through any value conforming to its composed Has-protocols")
    func worksThroughComposedDependencies() async throws {
        let bank = FakeNetworkExecutor(scenario: .success) // every account opens with $250.00
        _ = try await bank.deposit(Money(minorUnits: 500), to: account("savings-002"), idempotencyKey: key("stub"))
        let console = ScriptedConsole()
        let dependencies = StubDependencies(
            network: bank, console: console, card: InsertedCard(environment: ["ATM_ACCOUNT": "savings-002"]))
        let code = await BalanceScreen(dependencies: dependencies).run()
        #expect(code == 0)
        #expect(console.output == "Balance for account savings-002: $255.00\n")
        #expect(console.errors.isEmpty)
    }

    /// Type-checks a snippet against the built modules: reaching something the typealias does
    /// not name must not compile, while reaching something it names must. The snippet even
    /// gives the concrete `BalanceDependencies` a `flags` property, to show that growing the
    /// struct does not widen what the screen's `any Dependencies` can reach.
    @Test("reaching a dependency the typealias does not name does not compile")
    func unnamedDependencyDoesNotCompile() async throws {
        guard let swiftc = CompileCheck.swiftc() else {
            Issue.record(
                """
                Skipped: no swiftc found (looked at SWIFT_EXEC and every PATH entry), so the \
                compile-time check of BalanceScreen.Dependencies could not run.
                """)
            return
        }
        let modules = try #require(
            CompileCheck.modulesDirectory(),
            "No built BalanceUI.swiftmodule found; looked in \(CompileCheck.binDirectoryCandidates().map(\.path))")

        func snippet(reaching member: String) -> String {
            """
            import BalanceUI
            import BankAPI
            import FeatureFlags

            extension BalanceDependencies {
                var flags: FeatureFlagSet { FeatureFlagSet(enabled: []) }
            }

            func reach(_ dependencies: any BalanceScreen.Dependencies) {
                _ = dependencies.\(member)
            }
            """
        }

        let denied = try await CompileCheck.typecheck(snippet(reaching: "flags"), swiftc: swiftc, modules: modules)
        #expect(denied.status != 0, "reaching `flags` through BalanceScreen.Dependencies compiled:\n\(denied.output)")
        #expect(
            denied.output.contains("error:") && denied.output.contains("'flags'"),
            "expected an error about `flags`:\n\(denied.output)")

        let allowed = try await CompileCheck.typecheck(snippet(reaching: "network"), swiftc: swiftc, modules: modules)
        #expect(
            allowed.status == 0,
            "reaching `network` should compile against \(modules.path); the setup is broken:\n\(allowed.output)")
    }
}

/// Runs `swiftc -typecheck` on a snippet against this package's built modules.
private enum CompileCheck {
    struct Result {
        let status: Int32
        let output: String
    }

    /// The longest a single type-check may take before the test fails.
    static let timeout: Duration = .seconds(120)

    static let packageRoot = URL(fileURLWithPath: #filePath) // Tests/<Framework|ATM>/<Target>/<file>
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `SWIFT_EXEC` when set (SwiftPM's compiler override), else the first `swiftc` on `PATH`.
    static func swiftc() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let exec = environment["SWIFT_EXEC"], !exec.isEmpty { candidates.append(exec) }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(directory)/swiftc")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }

    /// Build folders that may hold the modules, in the order they are tried:
    /// 1. `WIRING_BIN_DIR`, which Scripts/test sets to `swift build --show-bin-path`;
    /// 2. the folder of the running test executable (`Bundle.main`, then `CommandLine.arguments[0]`)
    ///    and its parents up to three levels, so any `--scratch-path` works, bundles included;
    /// 3. `<package root>/.build/debug`, found from this file's `#filePath`.
    static func binDirectoryCandidates() -> [URL] {
        var candidates: [URL] = []
        if let configured = ProcessInfo.processInfo.environment["WIRING_BIN_DIR"], !configured.isEmpty {
            candidates.append(URL(fileURLWithPath: configured))
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let executables = [
            Bundle.main.executableURL, CommandLine.arguments.first.map { URL(fileURLWithPath: $0, relativeTo: cwd) },
        ]
        for executable in executables.compactMap({ $0?.standardizedFileURL.resolvingSymlinksInPath() }) {
            var folder = executable.deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder)
                folder = folder.deletingLastPathComponent()
            }
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        return candidates
    }

    /// The first candidate holding `BalanceUI.swiftmodule`: `<bin>/Modules` (SwiftPM 6), then `<bin>`.
    static func modulesDirectory() -> URL? {
        for bin in binDirectoryCandidates() {
            for folder in [bin.appendingPathComponent("Modules"), bin]
            where FileManager.default.fileExists(atPath: folder.appendingPathComponent("BalanceUI.swiftmodule").path) {
                return folder
            }
        }
        return nil
    }

    /// Writes `source` to a temporary folder and type-checks it with `-I modules`, within `timeout`.
    static func typecheck(_ source: String, swiftc: URL, modules: URL) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("balance-composition-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let log = folder.appendingPathComponent("swiftc.log")
        try Data().write(to: log)
        let output = try FileHandle(forWritingTo: log)

        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while process.isRunning && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            try? output.close()
            Issue.record("swiftc -typecheck did not finish within \(timeout)")
            return Result(status: -1, output: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
        }
        process.waitUntilExit()
        try output.close()
        return Result(status: process.terminationStatus, output: try String(contentsOf: log, encoding: .utf8))
    }
}
