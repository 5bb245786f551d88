import Foundation

/// One run of the scale lab: write the package, then build, run and check its apps, measuring
/// as it goes unless told not to, and print the table; a run whose deleted-binding case is not
/// one error that names the fix fails after its table.
public struct Lab {
    let options: LabOptions

    public init(options: LabOptions) {
        self.options = options
    }

    public func run() throws(LabError) {
        let started = ContinuousClock.now
        let directory: URL
        if let output = options.output {
            directory = URL(fileURLWithPath: output, isDirectory: true).standardizedFileURL
        } else {
            directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("wiring-scale-\(options.features)-\(UUID().uuidString.prefix(8))")
        }
        let package = LabPackage(featureCount: options.features, seed: options.seed, repository: options.repository)
        try package.write(to: directory)
        Self.say("wrote \(package.files.count) files for \(options.features) features to \(directory.path)")
        let logs = directory.appendingPathComponent(".lab/logs")
        try? FileManager.default.removeItem(at: logs)
        let runner = CommandRunner(logFolder: logs, progress: Self.say)
        var figures: Measurements
        if options.measure {
            figures = try MeasuredRun(package: package, directory: directory, runner: runner, runs: options.runs).run()
        } else {
            figures = try CheckedRun(package: package, directory: directory, runner: runner).run()
        }
        figures.totalSeconds = (ContinuousClock.now - started).seconds
        Self.say(
            "every app ran and agreed with working and with cheap objects, dev-app links only what it needs, "
                + "check-wiring passed")
        if let deleted = figures.deletedBinding {
            Self.say(
                "with one binding deleted, check-wiring printed \(deleted.errors.count) error "
                    + "\(deleted.errors.count == 1 ? "diagnostic" : "diagnostics")")
        }
        let report = LabReport(
            package: package, figures: figures, directory: directory.path,
            cores: ProcessInfo.processInfo.activeProcessorCount)
        print(report.markdown, terminator: "")
        // Last, so that a run whose deleted-binding case fails still prints its figures.
        if let problem = figures.deletedBinding?.problem {
            throw .unexpected(problem)
        }
    }

    static func say(_ line: String) {
        FileHandle.standardError.write(Data("[scale] \(line)\n".utf8))
    }
}
