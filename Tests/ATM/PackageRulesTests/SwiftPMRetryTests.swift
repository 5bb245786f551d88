import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `Scripts/swiftpm` runs a SwiftPM command once more when SwiftPM itself dies by a signal,
/// and nothing else; and every script runs its build and package commands through it.
@Suite("Scripts/swiftpm")
struct SwiftPMRetryTests {
    private static let root = PackageModel.root
    private static let wrapper = root.appendingPathComponent("Scripts/swiftpm").path

    /// A folder with a stand-in `swift` that records each call in `calls` and then runs `body`,
    /// a shell snippet; the wrapper run with it first on the PATH.
    private static func run(
        _ arguments: [String], fakeSwift body: String
    ) throws -> (status: Int32, errors: String, calls: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fake-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let calls = folder.appendingPathComponent("calls")
        let fake = folder.appendingPathComponent("swift")
        try """
        #!/usr/bin/env bash
        echo "$*" >>"\(calls.path)"
        count=$(wc -l <"\(calls.path)")
        \(body)
        """.write(to: fake, atomically: true, encoding: .utf8)
        chmod(fake.path, 0o755)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [wrapper] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let recorded = (try? String(contentsOf: calls, encoding: .utf8)) ?? ""
        return (process.terminationStatus, text, recorded.split(separator: "\n").map(String.init))
    }

    @Test func aSwiftPMThatCrashesOnceIsRunOnceMoreSayingSo() throws {
        let result = try Self.run(
            ["build", "--product", "atm"], fakeSwift: #"if [ "$count" = 1 ]; then kill -SEGV $$; fi; exit 0"#)
        #expect(result.status == 0, "\(result)")
        #expect(result.calls == ["build --product atm", "build --product atm"])
        #expect(result.errors.contains("died by signal 11 (SIGSEGV), a crash of SwiftPM itself; running it once more"))
    }

    @Test func aSecondCrashFailsWithTheCrashStatus() throws {
        let result = try Self.run(["package", "check-wiring"], fakeSwift: "kill -SEGV $$")
        #expect(result.status == 139, "\(result)")
        #expect(result.calls.count == 2)
    }

    @Test func aFailureThatIsAnExitStatusIsNeverRunAgain() throws {
        let result = try Self.run(["package", "check-wiring"], fakeSwift: "exit 70")
        #expect(result.status == 70, "\(result)")
        #expect(result.calls.count == 1)
        #expect(!result.errors.contains("once more"))
    }

    @Test func testRunsAreRefused() throws {
        let result = try Self.run(["test", "--skip-build"], fakeSwift: "exit 0")
        #expect(result.status == 64, "\(result)")
        #expect(result.calls.isEmpty)
    }

    /// The scripts CI runs, and the benchmarks, call SwiftPM's build and package commands only
    /// through the wrapper; a test run (`swift test`) is never wrapped.
    @Test func everyScriptBuildsThroughTheWrapper() throws {
        let scripts = Self.root.appendingPathComponent("Scripts")
        var offenders: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: scripts.path).sorted()
        where name != "swiftpm" {
            let path = scripts.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                let text = try? String(contentsOf: path, encoding: .utf8), text.hasPrefix("#!")
            else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.drop { $0 == " " }
                // Comments and messages name the commands; they do not run them.
                guard !code.hasPrefix("#"), !code.hasPrefix("echo ") else { continue }
                if code.contains("swift build") || code.contains("swift package") {
                    offenders.append("Scripts/\(name):\(number + 1): \(code)")
                }
            }
        }
        #expect(offenders == [], "call Scripts/swiftpm build|package instead")
    }
}
