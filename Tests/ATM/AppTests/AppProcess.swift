import Foundation
import Synchronization
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Runs one of the package's built executables as a separate process, the way a person or a
/// script would, with bounded waits so a hung app fails the test instead of hanging it.
struct AppProcess {
    /// What a finished run printed and how it exited.
    struct Result: CustomStringConvertible {
        let status: Int32
        let stdout: String
        let stderr: String

        var description: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
    }

    /// The folder holding the built products: `WIRING_BIN_DIR` (set by Scripts/test) or the
    /// default debug build folder of this package.
    static let binDirectory: URL = {
        if let configured = ProcessInfo.processInfo.environment["WIRING_BIN_DIR"], !configured.isEmpty {
            return URL(fileURLWithPath: configured)
        }
        return packageRoot.appendingPathComponent(".build/debug")
    }()

    /// `atm` as it ships (`Scripts/build-prod -c release --static-swift-stdlib`), when
    /// Scripts/test built it and set `WIRING_SHIPPED_ATM` to its path.
    static let shippedATM: URL? = {
        guard let path = ProcessInfo.processInfo.environment["WIRING_SHIPPED_ATM"], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path)
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath) // Tests/<Framework|ATM>/<Target>/<file>
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `wiring-report`, the framework's tool for questions about exported graphs.
    static let reportTool = executable("wiring-report")

    static func executable(_ name: String) -> URL {
        binDirectory.appendingPathComponent(name)
    }

    /// Runs `name` with `arguments`, feeding `input` on stdin, and waits at most `timeout` seconds.
    static func run(
        _ name: String,
        _ arguments: [String] = [],
        environment: [String: String] = [:],
        input: String = "",
        timeout: TimeInterval = 30
    ) throws -> Result {
        try run(executable(name), arguments, environment: environment, input: input, timeout: timeout)
    }

    /// Runs the executable at `url`, as ``run(_:_:environment:input:timeout:)`` runs a built product.
    static func run(
        _ url: URL,
        _ arguments: [String] = [],
        environment: [String: String] = [:],
        input: String = "",
        timeout: TimeInterval = 30
    ) throws -> Result {
        let name = url.lastPathComponent
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = cleanEnvironment.merging(environment) { _, new in new }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let collected = OutputCollector(stdout: stdout, stderr: stderr)
        try process.run()
        // An app that exits before reading all its input is reported by its status and output.
        BrokenPipes.ignore()
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        try process.waitForExit(name: name, timeout: timeout)
        let (out, err) = collected.finish()
        return Result(status: process.terminationStatus, stdout: out, stderr: err)
    }

    /// The environment without the ATM and bank settings of whoever runs the tests.
    static var cleanEnvironment: [String: String] {
        ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("ATM_") && !key.hasPrefix("BANK_")
        }
    }
}

extension Process {
    /// Waits at most `timeout` seconds for the process to exit; past that, terminates it and
    /// throws, so a hung app fails its test instead of hanging the suite.
    func waitForExit(name: String, timeout: TimeInterval) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning && Date() < deadline {
            usleep(10_000)
        }
        if isRunning {
            terminate()
            waitUntilExit()
            throw AppProcessError.timedOut(name: name, arguments: arguments ?? [], seconds: timeout)
        }
        waitUntilExit()
    }
}

enum AppProcessError: Error, CustomStringConvertible {
    case timedOut(name: String, arguments: [String], seconds: TimeInterval)
    case notReady(String)

    var description: String {
        switch self {
        case .timedOut(let name, let arguments, let seconds):
            "\(name) \(arguments.joined(separator: " ")) did not finish within \(Int(seconds)) s"
        case .notReady(let detail):
            detail
        }
    }
}

/// Reads a process's stdout and stderr on background threads, so a chatty process never
/// blocks on a full pipe while the test waits for it. What has arrived so far can be read
/// while the process runs (``current``), which is what interactive tests wait on.
final class OutputCollector: Sendable {
    private let group = DispatchGroup()
    private let out = Mutex(Data())
    private let err = Mutex(Data())

    init(stdout: Pipe, stderr: Pipe) {
        read(stdout) { chunk in self.out.withLock { $0.append(chunk) } }
        read(stderr) { chunk in self.err.withLock { $0.append(chunk) } }
    }

    private func read(_ pipe: Pipe, into store: @escaping @Sendable (Data) -> Void) {
        group.enter()
        let handle = pipe.fileHandleForReading
        DispatchQueue.global().async {
            // `availableData` waits for the next chunk and is empty at end of file.
            while case let chunk = handle.availableData, !chunk.isEmpty {
                store(chunk)
            }
            self.group.leave()
        }
    }

    /// The bytes read so far from stdout and stderr.
    var current: (stdout: Data, stderr: Data) {
        (out.withLock { $0 }, err.withLock { $0 })
    }

    /// Waits for both streams to end and returns everything they carried.
    func finish() -> (String, String) {
        group.wait()
        let (out, err) = current
        return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
