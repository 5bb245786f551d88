import Foundation
import Testing

/// Graphviz's `dot`, to check that exported DOT is valid by drawing it. Shared because both the
/// framework's tests (`WiringGraph.dot()`) and the app tests (`wiring-report dot`) draw theirs.
///
/// Tests that need it are skipped when it is not installed, except under Scripts/test, which
/// installs it and sets `WIRING_GRAPHVIZ_REQUIRED`, so a missing `dot` fails the run there.
public enum Graphviz {
    /// `dot` on the PATH; nil when it is not installed.
    public static let dot: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("dot") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Whether the run must draw: Scripts/test installs Graphviz and says so.
    public static let isRequired = ProcessInfo.processInfo.environment["WIRING_GRAPHVIZ_REQUIRED"] == "1"

    /// Whether tests that draw should run.
    public static let canRun = dot != nil || isRequired

    public static let skipReason: Comment =
        "Graphviz's dot is not installed (apt-get install graphviz); Scripts/test installs it and runs this test"

    /// Draws `source` as SVG; returns dot's exit status, its SVG and what it printed on stderr.
    public static func svg(of source: String) throws -> (status: Int32, svg: String, errors: String) {
        let dot = try #require(dot, "Graphviz's dot is not installed; install it with apt-get install graphviz")
        let process = Process()
        process.executableURL = dot
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // dot reads all its input before it writes, so writing first cannot block on a full pipe.
        // A dot that exits before reading it all is reported by its status and stderr.
        BrokenPipes.ignore()
        try? input.fileHandleForWriting.write(contentsOf: Data(source.utf8))
        try? input.fileHandleForWriting.close()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: svg, as: UTF8.self), String(decoding: messages, as: UTF8.self)
        )
    }
}
