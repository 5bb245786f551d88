import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A real `bank-server` started on a free port of 127.0.0.1 for one test, with its own
/// journal file. It is stopped (SIGTERM, then SIGKILL) when the test is done with it.
final class BankServerProcess: @unchecked Sendable {
    let url: String
    let token: String
    let journal: URL
    private let process: Process
    private let log: URL

    /// Starts a server with `extraArguments` after its own, and `environment` added to a clean
    /// one; waits at most 15 s for it to print its address.
    init(
        token: String = "test-token-\(UUID().uuidString.prefix(8))", journal: URL? = nil, extraArguments: [String] = [],
        environment: [String: String] = [:]
    ) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bank-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        self.token = token
        self.journal = journal ?? directory.appendingPathComponent("journal.jsonl")
        self.log = directory.appendingPathComponent("server.log")
        let output = directory.appendingPathComponent("server.out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)

        process = Process()
        process.executableURL = AppProcess.executable("bank-server")
        process.arguments = ["--port", "0", "--journal", self.journal.path, "--token", token] + extraArguments
        process.environment = AppProcess.cleanEnvironment.merging(environment) { _, added in added }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: log)
        process.standardInput = FileHandle.nullDevice
        try process.run()

        let prefix = "bank-server listening on "
        let deadline = Date().addingTimeInterval(15)
        var found: String?
        while found == nil && Date() < deadline && process.isRunning {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            found = text.split(separator: "\n").first { $0.hasPrefix(prefix) }.map {
                String($0.dropFirst(prefix.count))
            }
            if found == nil { usleep(20_000) }
        }
        guard let found else {
            process.terminate()
            let logText = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw AppProcessError.notReady("bank-server did not report its address; log:\n\(logText)")
        }
        url = found
    }

    /// The environment that points `atm` at this server.
    func atmEnvironment(account: String = "e2e-\(UUID().uuidString.prefix(8))") -> [String: String] {
        ["ATM_BANK_URL": url, "ATM_BANK_TOKEN": token, "ATM_ACCOUNT": account, "ATM_BANK_TIMEOUT": "5"]
    }

    /// Kills the server at once, as a power cut would: no clean shutdown.
    func kill() {
        guard process.isRunning else { return }
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Stops the server as an operator would (SIGTERM), so requests still running finish first;
    /// false if it did not exit within 15 s.
    func stop() -> Bool {
        guard process.isRunning else { return true }
        process.terminate()
        let deadline = Date().addingTimeInterval(15)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        return !process.isRunning
    }

    /// Everything the server logged so far.
    var logText: String {
        (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    }

    deinit {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
        }
    }
}
