import Foundation

/// Type-checks Swift source against this build's `Wiring` module, for tests of what the
/// compiler accepts and rejects: what users write is checked where they write it.
enum SwiftCompiler {
    /// The folder of this build's modules: WIRING_BIN_DIR (set by Scripts/test) or the default
    /// debug build folder.
    static var modules: URL {
        let bin =
            ProcessInfo.processInfo.environment["WIRING_BIN_DIR"].map { URL(fileURLWithPath: $0) }
            ?? ReadmeTests.root.appendingPathComponent(".build/debug")
        return bin.appendingPathComponent("Modules")
    }

    /// Type-checks `source`, alone in a file, in Swift 6 mode with `flags`; the compiler's exit
    /// status and what it printed. Top-level code is allowed, as in an app's `main.swift`.
    static func typecheck(_ source: String, flags: [String] = []) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path] + flags + [file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// The line numbers at which `output` reports a diagnostic of `severity` (`error` or
    /// `warning`) in the checked file.
    static func lines(with severity: String, in output: String) -> Set<Int> {
        Set(
            output.split(separator: "\n").compactMap { line -> Int? in
                let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
                guard parts.count == 5, parts[0].hasSuffix("main.swift"),
                    parts[3].trimmingCharacters(in: .whitespaces) == severity
                else { return nil }
                return Int(parts[1])
            })
    }
}
