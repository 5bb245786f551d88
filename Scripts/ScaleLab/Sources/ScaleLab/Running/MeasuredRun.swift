import Foundation

/// The measured run: clean, no-op and incremental debug builds of each app in a build folder
/// of its own, the plugin's own cost, `check-wiring` from clean and again, release builds and
/// start-up in both object modes (``ObjectMode``), checking the apps along the way as an
/// unmeasured run does, then the graph files (``GraphFiles``) and, last, the deleted-binding
/// case (``DeletedBindingCheck``).
struct MeasuredRun {
    let package: LabPackage
    let directory: URL
    let runner: CommandRunner
    let runs: Int

    private var builds: URL { directory.appendingPathComponent(".lab/builds") }

    private func scratch(_ name: String) -> String { builds.appendingPathComponent(name).path }

    private func scratch(for app: LabApp) -> String { scratch("debug-\(app.product)") }

    func run() throws(LabError) -> Measurements {
        var figures = Measurements()
        try? FileManager.default.removeItem(at: builds)
        let checks = PackageChecks(package: package, runner: runner, directory: directory)

        runner.progress("framework alone: clean debug build of WiringLaunch (Wiring, Injection)")
        figures.frameworkBuild = try build(["--target", "WiringLaunch"], scratch: scratch("framework"), clean: true)
        runner.progress("the plugin's tool alone: clean debug build of WiringGenerator")
        figures.generatorToolBuild = try build(["--target", "WiringGenerator"], scratch: scratch("tool"), clean: true)

        var binaries: [LabApp.Kind: String] = [:]
        for app in package.apps {
            runner.progress("\(app.product): clean debug build")
            figures.cleanBuild[app.kind] = try build(
                ["--product", app.product], scratch: scratch(for: app), clean: true)
            binaries[app.kind] = scratch(for: app) + "/debug/" + app.product
        }
        runner.progress("running the apps (debug) and comparing what they print")
        try checks.checkDebugApps(binaries, into: &figures)

        for app in package.apps {
            // SwiftPM 6.3 links the plugin's tool again in the first build after a clean one
            // (it builds the tool in two build plans), so the generator runs once more; the
            // builds after that are the no-op rebuilds a developer sees.
            runner.progress("\(app.product): first rebuild after the clean build, then a no-op rebuild")
            let first = try timedBuild(["--product", app.product], scratch: scratch(for: app), clean: false)
            figures.firstRebuild[app.kind] = first.seconds
            let outcome = try timedBuild(["--product", app.product], scratch: scratch(for: app), clean: false)
            figures.noOpBuild[app.kind] = outcome.seconds
            if app.usesWiring {
                figures.generatorRanInFirstRebuild[app.kind] = first.output.contains("Generating LinkedWiring.swift")
                figures.generatorRanInNoOp[app.kind] = outcome.output.contains("Generating LinkedWiring.swift")
            }
            if outcome.output.contains("Compiling ") {
                runner.progress("\(app.product): the no-op rebuild compiled something; see \(outcome.log)")
            }
        }

        for app in package.apps where app.usesWiring {
            runner.progress("\(app.product): the plugin's command alone")
            let generation = try GeneratorCommand.find(for: app, scratch: scratch(for: app))
            figures.generatedLines[app.kind] = generation.generatedLines
            figures.generatedBytes[app.kind] = generation.generatedBytes
            figures.generatorRun[app.kind] = try generation.time(
                runs: 5, in: directory, scratchFile: builds.appendingPathComponent("generated.swift"))
        }

        let edited = directory.appendingPathComponent(package.editedFile)
        guard let original = try? String(contentsOf: edited, encoding: .utf8) else {
            throw .unexpected("cannot read \(edited.path)")
        }
        let changed = original.replacingOccurrences(of: "        var result = 0\n", with: "        var result = 1\n")
        guard changed != original, (try? Data(changed.utf8).write(to: edited)) != nil else {
            throw .unexpected("cannot edit \(edited.path)")
        }
        do {
            defer { try? Data(original.utf8).write(to: edited) }
            for app in package.apps where app.kind != .uitest {
                runner.progress("\(app.product): incremental build after editing \(package.editedFile)")
                figures.incrementalBuild[app.kind] = try build(
                    ["--product", app.product], scratch: scratch(for: app), clean: false)
            }
        }

        runner.progress("swift package check-wiring, from clean")
        let cleanCheck = try timedCheckWiring()
        try checks.checkWiringOutput(cleanCheck)
        figures.checkWiringClean = cleanCheck.seconds
        runner.progress("swift package check-wiring, again")
        let warmCheck = try timedCheckWiring()
        try checks.checkWiringOutput(warmCheck)
        figures.checkWiringWarm = warmCheck.seconds

        runner.progress("release builds of product-app, dev-app and handwired-app")
        let release = scratch("release")
        var releaseSeconds = 0.0
        var releaseBinaries: [LabApp.Kind: String] = [:]
        for app in package.apps where app.kind != .uitest {
            releaseSeconds += try build(["-c", "release", "--product", app.product], scratch: release, clean: false)
            releaseBinaries[app.kind] = release + "/release/" + app.product
        }
        figures.releaseBuild = releaseSeconds
        try checks.checkRuns(binaries: releaseBinaries, label: "release")
        for (kind, binary) in releaseBinaries {
            let size = (try? FileManager.default.attributesOfItem(atPath: binary)[.size] as? Int) ?? nil
            figures.binaryBytes[kind] = size
        }
        for mode in ObjectMode.allCases {
            for app in package.apps where app.kind != .uitest {
                runner.progress("\(app.product): start-up with \(mode.rawValue) objects, \(runs) release runs")
                let timing = try startup(of: releaseBinaries[app.kind] ?? "", label: app.product, mode: mode)
                figures.startup[mode, default: [:]][app.kind] = timing.inProcess
                figures.processWall[mode, default: [:]][app.kind] = timing.wall
            }
        }
        try GraphFiles(runner: runner, directory: directory, scratch: scratch("check")).write(
            product: binaries[.product] ?? "", dev: binaries[.dev] ?? "", featureCount: package.graph.features.count)
        runner.progress("check-wiring --product product-app with one binding deleted")
        figures.deletedBinding = try DeletedBindingCheck(
            directory: directory, runner: runner, scratch: scratch("check")
        ).run()
        return figures
    }

    private func build(_ arguments: [String], scratch: String, clean: Bool) throws(LabError) -> Double {
        try timedBuild(arguments, scratch: scratch, clean: clean).seconds
    }

    /// One `swift build`, timed. SwiftPM was seen to die from a signal once on a loaded machine
    /// with nothing wrong with the package; such a build runs once more, from clean when it was
    /// to be clean.
    private func timedBuild(_ arguments: [String], scratch: String, clean: Bool) throws(LabError)
        -> CommandRunner.Outcome
    {
        if clean { try? FileManager.default.removeItem(atPath: scratch) }
        let command = ["build"] + arguments + ["--scratch-path", scratch]
        let label = "build " + arguments.joined(separator: " ")
        var outcome = try runner.run("swift", command, in: directory, label: label)
        if outcome.diedFromSignal {
            runner.progress("swift build died from a signal; running it again")
            if clean { try? FileManager.default.removeItem(atPath: scratch) }
            outcome = try runner.run("swift", command, in: directory, label: label)
        }
        guard outcome.status == 0 else {
            throw .commandFailed((["swift"] + command).joined(separator: " "), outcome.status, outcome.log)
        }
        return outcome
    }

    private func timedCheckWiring() throws(LabError) -> CommandRunner.Outcome {
        try runner.check(
            "swift", ["package", "--scratch-path", scratch("check"), "check-wiring"], in: directory,
            label: "check-wiring")
    }

    /// Median start-up inside the process and median wall time of the whole process, with
    /// objects made as `mode` says, over `runs` runs after one that is not counted.
    private func startup(of binary: String, label: String, mode: ObjectMode) throws(LabError)
        -> (inProcess: Double, wall: Double)
    {
        let log = directory.appendingPathComponent(".lab/logs/startup-\(label)-\(mode.rawValue).log").path
        let environment = mode.environment.merging(["SCALE_LAB_STARTUP": "1"]) { $1 }
        var inProcess: [Double] = []
        var wall: [Double] = []
        for run in 0...runs {
            let outcome = try TimedLaunch.run(binary, [], environment: environment, log: log)
            guard outcome.status == 0 else {
                throw .unexpected("\(binary) exited with \(outcome.status); see \(log)")
            }
            guard
                let line = outcome.output.split(separator: "\n").first(where: {
                    $0.hasPrefix(AppShellWriter.startupPrefix)
                }),
                let nanoseconds = Double(line.dropFirst(AppShellWriter.startupPrefix.count))
            else { throw .unexpected("\(binary) did not report its start-up; see \(log)") }
            if run > 0 {
                inProcess.append(nanoseconds / 1e9)
                wall.append(outcome.seconds)
            }
        }
        return (median(inProcess) ?? 0, median(wall) ?? 0)
    }
}
