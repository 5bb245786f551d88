import Foundation
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// One of the package's built apps, running and driven line by line the way a person at a
/// terminal drives it: type a line, wait for the app's answer, type the next.
///
/// Every wait is bounded: an app that never prints what the test waits for makes the wait
/// throw (failing the test, with what the app printed so far) instead of hanging it. The
/// process is killed when this is released, so a failed test leaves nothing running.
final class InteractiveAppProcess {
    let name: String
    private let process = Process()
    private let input = Pipe()
    private let collector: OutputCollector
    /// How many bytes of stdout and stderr earlier waits have matched; the next wait looks after them.
    private var matchedOutput = 0
    private var matchedErrors = 0

    /// Starts `name` with `arguments`, the test-clean environment plus `environment`, and a pipe for stdin.
    init(_ name: String, _ arguments: [String] = [], environment: [String: String] = [:]) throws {
        self.name = name
        process.executableURL = AppProcess.executable(name)
        process.arguments = arguments
        process.environment = AppProcess.cleanEnvironment.merging(environment) { _, new in new }
        let stdout = Pipe(), stderr = Pipe()
        process.standardInput = input
        process.standardOutput = stdout
        process.standardError = stderr
        collector = OutputCollector(stdout: stdout, stderr: stderr)
        // Typing to an app that has exited then throws, failing the one test that typed.
        BrokenPipes.ignore()
        try process.run()
    }

    /// Types `line` and presses Enter.
    func send(_ line: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Waits until stdout shows `text` after what earlier waits matched, and returns the
    /// output from there up to and including `text`.
    @discardableResult
    func waitForOutput(_ text: String, timeout: TimeInterval = 20) throws -> String {
        try wait(for: text, in: \.stdout, matched: &matchedOutput, stream: "stdout", timeout: timeout)
    }

    /// Like ``waitForOutput(_:timeout:)``, for stderr.
    @discardableResult
    func waitForError(_ text: String, timeout: TimeInterval = 20) throws -> String {
        try wait(for: text, in: \.stderr, matched: &matchedErrors, stream: "stderr", timeout: timeout)
    }

    /// Ends input and waits at most `timeout` seconds for the app to exit; returns everything it printed.
    func waitForExit(timeout: TimeInterval = 20) throws -> AppProcess.Result {
        try? input.fileHandleForWriting.close()
        try process.waitForExit(name: name, timeout: timeout)
        let (out, err) = collector.finish()
        return AppProcess.Result(status: process.terminationStatus, stdout: out, stderr: err)
    }

    private func wait(
        for text: String, in keyPath: KeyPath<(stdout: Data, stderr: Data), Data>, matched: inout Int,
        stream: String, timeout: TimeInterval
    ) throws -> String {
        let needle = Data(text.utf8)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let running = process.isRunning
            if !running {
                // It exited: everything it printed arrives once its pipes reach end of file.
                _ = collector.finish()
            }
            let data = collector.current[keyPath: keyPath]
            if let found = data.range(of: needle, in: matched..<data.count) {
                let answer = String(decoding: data[matched..<found.upperBound], as: UTF8.self)
                matched = found.upperBound
                return answer
            }
            guard running, Date() < deadline else {
                let (out, err) = collector.current
                let why =
                    running ? "within \(Int(timeout)) s" : "before it exited with status \(process.terminationStatus)"
                throw AppProcessError.notReady(
                    """
                    \(name) did not print \(String(reflecting: text)) on \(stream) \(why)
                    stdout:
                    \(String(decoding: out, as: UTF8.self))
                    stderr:
                    \(String(decoding: err, as: UTF8.self))
                    """)
            }
            usleep(10_000)
        }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
