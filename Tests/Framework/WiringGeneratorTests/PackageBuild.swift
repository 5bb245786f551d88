import Foundation
import Testing

/// What the tests that build a throwaway package depending on this one share: the switch that
/// turns them on, where this package is and what SwiftPM calls it, and how to run `swift build`
/// and the built apps.
enum PackageBuild {
    /// These tests build `Wiring` from scratch in a temporary folder, so they run only when
    /// `WIRING_PACKAGE_TESTS=1` (Scripts/test sets it).
    static let enabled = ProcessInfo.processInfo.environment["WIRING_PACKAGE_TESTS"] == "1"

    static let packageRoot = URL(fileURLWithPath: #filePath) // Tests/<Framework|ATM>/<Target>/<file>
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `package:` argument of `.product(name:package:)` for this package: SwiftPM names a
    /// path dependency after its folder, in lowercase.
    static let dependencyName = packageRoot.lastPathComponent.lowercased()

    /// The longest one command may take before the test gives up on it.
    static let timeout: TimeInterval = 600

    struct Outcome {
        var status: Int32
        var output: String
    }

    /// Runs `command` (a path, or a name looked up on `PATH`) in `directory`, its output and
    /// errors going to one file, and gives up after `timeout` seconds.
    ///
    /// The toolchain's own `swift` is run once more when it dies from a signal: SwiftPM 6.3 was
    /// seen to crash in libdispatch's event loop while it handed this package's build plugin
    /// its input, once, on a machine running two builds at once, with nothing wrong with the
    /// package. A second crash, or any failure that is not a crash, still fails the test.
    static func run(_ command: String, _ arguments: [String], in directory: URL) async throws -> Outcome {
        let (outcome, crashed) = try await runOnce(command, arguments, in: directory)
        guard crashed, command == "swift" else { return outcome }
        print("\(command) \(arguments.joined(separator: " ")) died from signal \(outcome.status); running it again")
        return try await runOnce(command, arguments, in: directory).outcome
    }

    /// One run of `command`, and whether it died from a signal.
    private static func runOnce(_ command: String, _ arguments: [String], in directory: URL) async throws
        -> (outcome: Outcome, crashed: Bool)
    {
        let executable = try #require(locate(command), "\(command) not found")
        let log = directory.appendingPathComponent("command-\(UUID().uuidString).log")
        try Data().write(to: log)
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            try await Task.sleep(for: .milliseconds(200))
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            Issue.record("\(command) \(arguments.joined(separator: " ")) took over \(Int(timeout)) s")
        }
        process.waitUntilExit()
        let text = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        return (Outcome(status: process.terminationStatus, output: text), process.terminationReason == .uncaughtSignal)
    }

    private static func locate(_ command: String) -> URL? {
        if command.contains("/") { return URL(fileURLWithPath: command) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(command) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
