import Foundation
import PackagePlugin

/// `swift package wiring-graph --product <app> [--output <file.dot>]`: draws an app's object graph.
///
/// Builds the executable product, runs it with `--print-graph dot`, and writes the DOT to the
/// plugin's work directory (or to `--output`), then an SVG and a PNG beside it when Graphviz's
/// `dot` is on the PATH. It prints where each file went, so nothing is written into the
/// package unless asked.
@main
struct WiringGraphPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let products = extractor.extractOption(named: "product")
        let outputs = extractor.extractOption(named: "output")
        guard let product = products.first, products.count == 1, outputs.count <= 1,
            extractor.remainingArguments.isEmpty
        else {
            throw WiringGraphError.usage
        }
        let dotFile =
            outputs.first.map {
                URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            }
            ?? context.pluginWorkDirectoryURL.appending(path: "\(product)-graph.dot")

        print("Building \(product)…")
        let result = try packageManager.build(
            .product(product), parameters: .init(configuration: .debug, logging: .concise))
        guard result.succeeded else {
            print(result.logText)
            throw WiringGraphError.buildFailed(product)
        }
        guard let executable = result.builtArtifacts.first(where: { $0.kind == .executable })?.url else {
            throw WiringGraphError.notAnExecutable(product)
        }

        let dot = try run(executable, ["--print-graph", "dot"])
        guard dot.status == 0 else { throw WiringGraphError.printFailed(product, dot.errors) }
        try FileManager.default.createDirectory(
            at: dotFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try dot.output.write(to: dotFile)
        print("DOT: \(dotFile.path)")

        guard let graphviz = Self.graphviz() else {
            print("SVG and PNG skipped: Graphviz's dot is not on the PATH.")
            print("Install it (apt-get install graphviz, or brew install graphviz) and run this again.")
            return
        }
        for format in ["svg", "png"] {
            let picture = dotFile.deletingPathExtension().appendingPathExtension(format)
            let drawn = try run(graphviz, ["-T\(format)", "-o", picture.path, dotFile.path])
            guard drawn.status == 0 else { throw WiringGraphError.drawingFailed(format, drawn.errors) }
            print("\(format.uppercased()): \(picture.path)")
        }
    }

    /// Runs `executable` and returns its exit status, its standard output and its standard error.
    private func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: Data, errors: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both to the end before waiting, so a large graph never blocks on a full pipe.
        let text = output.fileHandleForReading.readDataToEndOfFile()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, text, String(decoding: messages, as: UTF8.self))
    }

    /// Graphviz's `dot` on the PATH; nil when it is not installed.
    private static func graphviz() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appending(path: "dot") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// Why the plugin could not draw the graph.
enum WiringGraphError: Error, CustomStringConvertible {
    case usage
    case buildFailed(String)
    case notAnExecutable(String)
    case printFailed(String, String)
    case drawingFailed(String, String)

    var description: String {
        switch self {
        case .usage:
            "usage: swift package wiring-graph --product <executable product> [--output <file.dot>]"
        case .buildFailed(let product):
            "building \(product) failed (log above)"
        case .notAnExecutable(let product):
            "\(product) built no executable; name an app's executable product, such as atm"
        case .printFailed(let product, let errors):
            "\(product) --print-graph dot failed:\n\(errors)"
        case .drawingFailed(let format, let errors):
            "dot -T\(format) failed:\n\(errors)"
        }
    }
}
