import Foundation

/// Runs the commands of a lab run, each to a log file of its own, and times them.
final class CommandRunner {
    /// What one command did.
    struct Outcome {
        let status: Int32
        let seconds: Double
        let output: String
        let log: String
        let diedFromSignal: Bool
    }

    let logFolder: URL
    /// Written to stderr as the run goes, so an unattended run shows where it is.
    let progress: (String) -> Void
    /// Numbers the logs in the order the commands ran.
    private var count = 0

    init(logFolder: URL, progress: @escaping (String) -> Void) {
        self.logFolder = logFolder
        self.progress = progress
    }

    /// Runs `command` (a path, or a name looked up on `PATH`) in `directory`; its output and
    /// errors go to one log. Throws only when it cannot be started.
    func run(
        _ command: String, _ arguments: [String], in directory: URL, label: String,
        environment: [String: String] = [:]
    ) throws(LabError) -> Outcome {
        count += 1
        let number = count
        let name = String(format: "%03d-%@.log", number, label.replacingOccurrences(of: " ", with: "-"))
        let log = logFolder.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: logFolder, withIntermediateDirectories: true)
            try Data().write(to: log)
            let handle = try FileHandle(forWritingTo: log)
            defer { try? handle.close() }
            let process = Process()
            if command.contains("/") {
                process.executableURL = URL(fileURLWithPath: command)
                process.arguments = arguments
            } else {
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = [command] + arguments
            }
            process.currentDirectoryURL = directory
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = FileHandle.nullDevice
            if !environment.isEmpty {
                process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            }
            let start = ContinuousClock.now
            try process.run()
            process.waitUntilExit()
            let elapsed = ContinuousClock.now - start
            let output = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
            return Outcome(
                status: process.terminationStatus, seconds: elapsed.seconds, output: output, log: log.path,
                diedFromSignal: process.terminationReason == .uncaughtSignal)
        } catch {
            throw .unexpected("cannot run \(command): \(error)")
        }
    }

    /// Runs `command` and throws with its log's path unless it exits 0; SwiftPM runs once more
    /// when it crashed (``runAgainIfSwiftPMCrashed(_:_:in:label:environment:)``).
    @discardableResult
    func check(
        _ command: String, _ arguments: [String], in directory: URL, label: String,
        environment: [String: String] = [:]
    ) throws(LabError) -> Outcome {
        let outcome = try runAgainIfSwiftPMCrashed(
            command, arguments, in: directory, label: label, environment: environment)
        guard outcome.status == 0 else {
            throw .commandFailed(([command] + arguments).joined(separator: " "), outcome.status, outcome.log)
        }
        return outcome
    }

    /// Runs `command`, whose exit status is the caller's to judge, and once more when SwiftPM
    /// itself crashed.
    ///
    /// SwiftPM (`swift build`, `swift package`) was seen to die from a signal on a loaded
    /// machine, in libdispatch, with nothing wrong with the package: such a run goes once
    /// more, and says so. No other command, and no other failure, is run again.
    func runAgainIfSwiftPMCrashed(
        _ command: String, _ arguments: [String], in directory: URL, label: String,
        environment: [String: String] = [:]
    ) throws(LabError) -> Outcome {
        let outcome = try run(command, arguments, in: directory, label: label, environment: environment)
        guard outcome.diedFromSignal && command == "swift" else { return outcome }
        progress("swift \(arguments.first ?? "") died from a signal, a crash of SwiftPM itself; running it again")
        return try run(command, arguments, in: directory, label: label + " again", environment: environment)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
