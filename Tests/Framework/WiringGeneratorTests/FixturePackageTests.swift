import Foundation
import Testing

/// The fixture package in `Tests/Fixtures`, which holds what must not be an app of this
/// package: an app whose object graph is invalid, and top-level code that builds graphs.
///
/// SLOW: builds `Wiring` in debug, once for the suite, into `.build-fixtures` at the
/// repository's root (kept between runs, so a second run builds only what changed); so it
/// runs only when `WIRING_PACKAGE_TESTS=1`.
@Suite(
    "The fixture package (slow: builds a package in debug)",
    .enabled(if: PackageBuild.enabled, "set WIRING_PACKAGE_TESTS=1 to build a package in debug (about 30 seconds)")
)
struct FixturePackageTests {
    /// The fixture package's build folder once it is built; built once, by the first test.
    static let built = Task { () throws -> URL in
        let root = PackageBuild.packageRoot
        let scratch = root.appendingPathComponent(".build-fixtures")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let package = root.appendingPathComponent("Tests/Fixtures").path
        let build = try await PackageBuild.run(
            "swift", ["build", "--package-path", package, "--scratch-path", scratch.path], in: scratch)
        try #require(build.status == 0, "\(build.output)")
        // The framework's `wiring-report`, as a package that depends on Wiring builds it.
        let report = try await PackageBuild.run(
            "swift",
            ["build", "--package-path", package, "--scratch-path", scratch.path, "--product", "wiring-report"],
            in: scratch)
        try #require(report.status == 0, "\(report.output)")
        return scratch.appendingPathComponent("debug")
    }

    static func run(_ product: String, _ arguments: [String] = []) async throws -> PackageBuild.Outcome {
        let bin = try await built.value
        return try await PackageBuild.run(bin.appendingPathComponent(product).path, arguments, in: bin)
    }

    /// In top-level code, as in an app's `main.swift`, `try await Component.build(…)` makes the
    /// asynchronous singletons and `try Component(…)` is the synchronous build.
    @Test(.timeLimit(.minutes(30)))
    func topLevelCodeRunsTheBuildEachSpellingNames() async throws {
        let run = try await Self.run("BuildSpellings")
        #expect(run.status == 0, "\(run.output)")
        #expect(
            run.output == """
                Component.build: Dune, Emma
                Component(…): Wiring.AsyncBuildRequired
                Component(…) of a plain root: Ulysses

                """)
    }

    /// An invalid graph is a defect of how the app was built, so it exits 70 (EX_SOFTWARE), as
    /// the README says, whether the app was asked to check its wiring or to run.
    @Test(.timeLimit(.minutes(30)), arguments: [["--check-wiring"], [], ["deposit", "20"]])
    func anAppWithAnInvalidGraphExitsSeventy(arguments: [String]) async throws {
        let run = try await Self.run("MissingWiringApp", arguments)
        #expect(run.status == 70, "\(run.output)")
        // The desk's wiring library requires the clock that no linked library binds.
        #expect(run.output.contains("[Wiring.UnmetRequirement]"), "\(run.output)")
        #expect(run.output.contains("missing-wiring-app's object graph is invalid"), "\(run.output)")
        #expect(!run.output.contains("Good day"), "the app ran with an invalid graph: \(run.output)")
    }

    /// `--check-wiring --json` writes the same problems as data, and exits as the check does.
    @Test(.timeLimit(.minutes(30)))
    func anInvalidGraphIsWrittenAsJSON() async throws {
        let run = try await Self.run("MissingWiringApp", ["--check-wiring", "--json"])
        #expect(run.status == 70, "\(run.output)")
        let report = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(report?["valid"] as? Bool == false, "\(run.output)")
        let diagnostics = try #require(report?["diagnostics"] as? [[String: Any]], "\(run.output)")
        #expect(diagnostics.map { $0["kind"] as? String } == ["Wiring.UnmetRequirement"])
        let location = try #require(diagnostics.first?["location"] as? [String: Any])
        #expect(location["fileID"] as? String == "DeskWiring/DeskModule.swift")
        #expect(location["line"] as? Int == 8)
    }

    /// A wiring library and an app in targets with default main-actor isolation, as Xcode
    /// makes app targets, written as the main-actor article shows: they build and run.
    @Test(.timeLimit(.minutes(30)))
    func aDefaultMainActorTargetWiresItsTypesWithAMainActorModule() async throws {
        let run = try await Self.run("CartApp", ["tea", "scone", "tea"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output == "3 items, 975 cents\n")
        let check = try await Self.run("CartApp", ["--check-wiring"])
        #expect(check.status == 0, "\(check.output)")
    }

    /// Through a pipe, as in a CI log, `swift package check-wiring` writes whole lines in order:
    /// each app's diagnostics before its verdict, each library's report after the heading, and
    /// its own verdict last; and the missing clock's fix names the library that binds it.
    @Test(.timeLimit(.minutes(30)))
    func checkWiringReadsInOrderThroughAPipe() async throws {
        _ = try await Self.built.value
        let root = PackageBuild.packageRoot
        let arguments = [
            "package", "--package-path", root.appendingPathComponent("Tests/Fixtures").path,
            "--scratch-path", root.appendingPathComponent(".build-fixtures").path, "check-wiring",
        ]
        var run = try Self.throughPipe("swift", arguments)
        if run.crashed { run = try Self.throughPipe("swift", arguments) } // SwiftPM's own crash, not the check's
        #expect(run.status != 0, "\(run.text)")
        let lines = run.text.split(separator: "\n").map(String.init)
        #expect(
            lines.last == "error: check-wiring: problems in MissingWiringApp; see the diagnostics above", "\(run.text)")
        // A diagnostic is a whole line: its location starts it, or it is a note or an error of its own.
        for line in lines where line.contains("error:") || line.contains("warning:") {
            #expect(
                line.hasPrefix(root.path) || line.hasPrefix("Tests/Fixtures/") || line.hasPrefix("error: ")
                    || line.hasPrefix("note: "),
                "a line cut by another: \(line)")
        }
        func index(_ text: String) -> Int? { lines.firstIndex { $0.contains(text) } }
        let unmet = try #require(index("[Wiring.UnmetRequirement]"), "\(run.text)")
        #expect(unmet < (index("missing-wiring-app's object graph is invalid") ?? -1), "\(run.text)")
        #expect(
            lines[unmet...].contains {
                $0
                    == "note: WallClockWiring binds 'any Clock', but it is not linked; link it in this app's target in Package.swift"
            }, "\(run.text)")
        #expect((index("[Wiring.UnusedLibrary]") ?? .max) < (index("leftover-app: object graph is valid") ?? -1))
        #expect((index("Checking 4 wiring libraries") ?? .max) < (index("DeskWiring: checked on its own") ?? -1))
    }

    /// Runs `command`, its standard output and standard error through one pipe.
    private static func throughPipe(_ command: String, _ arguments: [String]) throws
        -> (status: Int32, text: String, crashed: Bool)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        process.currentDirectoryURL = PackageBuild.packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: data, as: UTF8.self),
            process.terminationReason == .uncaughtSignal
        )
    }

    /// An app that still links what its root never uses gets one warning for each: the library
    /// nothing of which it reaches, the binding no path reaches, and the contribution nothing
    /// asks for; not the binding marked as reached by type. The graph is valid, so the check
    /// passes, unless warnings are errors.
    @Test(.timeLimit(.minutes(30)))
    func anAppThatLinksWhatItDoesNotUseIsWarned() async throws {
        let run = try await Self.run("LeftoverApp", ["--check-wiring"])
        #expect(run.status == 0, "\(run.output)")
        let warnings = run.output.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 3, "\(run.output)")
        #expect(
            warnings.contains {
                $0.hasSuffix(
                    "RadioWiring/RadioModule.swift:7: warning: the app links RadioWiring, but no path from the root "
                        + "'Desk' reaches its binding [Wiring.UnusedLibrary]")
            }, "\(run.output)")
        #expect(
            warnings.contains {
                $0.hasSuffix(
                    "WallClockWiring/WallClockModule.swift:11: warning: no path from the root 'Desk' reaches 'Alarm' "
                        + "[Wiring.UnreachableBinding]")
            }, "\(run.output)")
        #expect(
            warnings.contains {
                $0.hasSuffix(
                    "WallClockWiring/WallClockModule.swift:12: warning: nothing asks for '[Chime]', which this binding "
                        + "contributes to [Wiring.UnusedContribution]")
            }, "\(run.output)")
        #expect(!run.output.contains("Guestbook"), "\(run.output)")
        #expect(run.output.contains("leftover-app: object graph is valid: 6 bindings"), "\(run.output)")

        let strict = try await Self.run("LeftoverApp", ["--check-wiring", "--warnings-as-errors"])
        #expect(strict.status == 70, "\(strict.output)")
        #expect(
            strict.output.contains(
                "error: leftover-app's object graph has 3 warnings, which --warnings-as-errors makes errors"),
            "\(strict.output)")

        let json = try await Self.run("LeftoverApp", ["--check-wiring", "--json"])
        #expect(json.status == 0, "\(json.output)")
        let report = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(report?["valid"] as? Bool == true, "\(json.output)")
        let diagnostics = try #require(report?["diagnostics"] as? [[String: Any]], "\(json.output)")
        #expect(
            diagnostics.map { $0["kind"] as? String } == [
                "Wiring.UnusedLibrary", "Wiring.UnreachableBinding", "Wiring.UnusedContribution",
            ])
        #expect(diagnostics.allSatisfy { $0["severity"] as? String == "warning" })
        let strictJSON = try await Self.run("LeftoverApp", ["--check-wiring", "--json", "--warnings-as-errors"])
        #expect(strictJSON.status == 70, "\(strictJSON.output)")
    }

    /// `wiring-report why` of an app's graph names the library of a binding no path reaches,
    /// and says which are reached by type.
    @Test(.timeLimit(.minutes(30)))
    func whySaysWhatTheRootDoesNotReach() async throws {
        let printed = try await Self.run("LeftoverApp", ["--print-graph", "json"])
        try #require(printed.status == 0, "\(printed.output)")
        let graph = try await Self.built.value.appendingPathComponent("leftover-app-\(UUID().uuidString).json")
        try Data(printed.output.utf8).write(to: graph)
        defer { try? FileManager.default.removeItem(at: graph) }
        let radio = try await Self.run("wiring-report", ["why", graph.path, "Radio"])
        #expect(radio.status == 0, "\(radio.output)")
        #expect(radio.output.hasPrefix("'Radio' in leftover-app: no path from the root 'Desk' reaches it\n"))
        #expect(
            radio.output.contains("RadioWiring/RadioModule.swift:7: note: 'Radio' is bound by RadioWiring, but no path")
        )
        let guestbook = try await Self.run("wiring-report", ["why", graph.path, "Guestbook"])
        #expect(
            guestbook.output.contains("it is marked reachedByType(): the app asks for it by type"),
            "\(guestbook.output)")
    }
}
