import Foundation
import Testing

/// Runs the built `WiringGenerator` executable, checking exit codes and stderr.
@Suite("WiringGenerator executable")
struct ExecutableTests {
    /// The `WiringGenerator` binary next to the test bundle in the build directory.
    static let executable: URL? = {
        let candidates =
            [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            .compactMap { $0?.deletingLastPathComponent() }
            + [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        return
            candidates
            .map { $0.appendingPathComponent("WiringGenerator") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Outcome {
        var status: Int32
        var standardError: String
    }

    func run(_ arguments: [String]) throws -> Outcome {
        let executable = try #require(Self.executable, "WiringGenerator binary not found next to the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, standardError: String(decoding: errorData, as: UTF8.self))
    }

    @Test(
        "bad usage exits 64 with one line on stderr",
        arguments: [
            [], ["--output"], ["--library", "AWiring"], ["--output", "x.swift", "--bogus"],
        ])
    func usage(arguments: [String]) throws {
        let outcome = try run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix("WiringGenerator: error: "))
        #expect(outcome.standardError.contains("usage: WiringGenerator --output"))
        #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test("an unreadable source exits 1 naming the file")
    func unreadable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.path("Missing.swift")
        let outcome = try run(["--output", directory.path("Out.swift"), "--library", "AWiring", missing])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains(missing))
    }

    @Test("a module it cannot list exits 1 with a compiler-format error, so the build fails there")
    func unlistable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let source = try directory.write("import Wiring\n\npublic enum Generic<T>: Module {}\n", to: "A.swift")
        let output = directory.path("Out.swift")
        let outcome = try run(["--output", output, "--library", "AWiring", source])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("\(source):3: error: public module 'Generic' is generic"))
        #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("success exits 0 silently and writes the file")
    func success() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let source = try directory.write("public enum AModule: Module {}", to: "A.swift")
        let output = directory.path("Out.swift")
        let outcome = try run(["--output", output, "--library", "AWiring", source])
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("AWiring.AModule.self"))
    }

    /// More than a process may be started with on Linux (2 MiB for arguments and environment
    /// together) or macOS (1 MiB), as an app of tens of thousands of wiring libraries would pass.
    @Test("arguments in a file may be longer than any command line")
    func argumentsFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let source = try directory.write("public enum AModule: Module {}", to: "A.swift")
        let output = directory.path("Out.swift")
        var arguments = ["--output", output, "--library", "AWiring", source]
        for index in 0..<40_000 {
            arguments += ["--library", "AnEmptyWiringLibraryWithALongName\(index)Wiring"]
        }
        let text = arguments.joined(separator: "\n") + "\n"
        #expect(text.utf8.count > 2 * 1024 * 1024)
        let file = try directory.write(text, to: "arguments")

        let outcome = try run(["@" + file])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let generated = try String(contentsOfFile: output, encoding: .utf8)
        #expect(generated.contains("AWiring.AModule.self"))
        #expect(
            generated.contains(#"WiringLibrary(name: "AnEmptyWiringLibraryWithALongName39999Wiring", modules: [])"#))
    }
}
