import Foundation
import PackagePlugin

/// `swift package wiring-graph`: draws an app's object graph, and asks it questions.
///
/// Every answer comes from the graph the app prints with `--print-graph json`, creating
/// nothing, read by `wiring-report`, which this plugin builds: no app carries the reports.
///
/// - `--product <app> [--output <file.dot>]` builds the executable product, saves its graph,
///   has `wiring-report dot` write the DOT to the plugin's work directory (or to `--output`),
///   then an SVG and a PNG beside it when Graphviz's `dot` is on the PATH. It prints where each
///   file went, so nothing is written into the package unless asked.
/// - `--product <app> --why <type> [--json|--dot]` builds the app and prints
///   `wiring-report why` of its graph: every dependency path from the root to the type's
///   bindings.
/// - `--product <app> --print-startup [--json]` builds the app and prints its answer to
///   `--print-startup`: how long building the graph and making the root took, and the
///   slowest values by their own factory's time.
/// - `--diff <first> <second> [--json|--dot] [--fail-on-difference]
///   [--allow-library-swap FIRST=SECOND]…` builds both apps, saves their graphs in the work
///   directory, and prints `wiring-report diff` of them: what the second app swaps against
///   the first. With `--fail-on-difference` the command fails when anything differs that no
///   allowed swap covers.
///
/// For `--why` and `--diff`, the answer is all the command prints unless a build fails, so
/// that its JSON and DOT can be piped.
@main
struct WiringGraphPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let products = extractor.extractOption(named: "product")
        let outputs = extractor.extractOption(named: "output")
        let whys = extractor.extractOption(named: "why")
        let diffs = extractor.extractOption(named: "diff")
        let swaps = extractor.extractOption(named: "allow-library-swap")
        let json = extractor.extractFlag(named: "json")
        let dot = extractor.extractFlag(named: "dot")
        let failOnDifference = extractor.extractFlag(named: "fail-on-difference")
        let startup = extractor.extractFlag(named: "print-startup")
        let format = (json > 0 ? ["--json"] : []) + (dot > 0 ? ["--dot"] : [])

        if let first = diffs.first {
            guard diffs.count == 1, products.isEmpty, outputs.isEmpty, whys.isEmpty, startup == 0,
                extractor.remainingArguments.count == 1, let second = extractor.remainingArguments.first
            else {
                throw WiringGraphError.usage
            }
            let options =
                format + (failOnDifference > 0 ? ["--fail-on-difference"] : [])
                + swaps.flatMap { ["--allow-library-swap", $0] }
            try diff(first, second, options: options, context: context)
            return
        }
        guard let product = products.first, products.count == 1, outputs.count <= 1, whys.count <= 1,
            swaps.isEmpty, failOnDifference == 0, extractor.remainingArguments.isEmpty
        else {
            throw WiringGraphError.usage
        }
        if startup > 0 {
            guard outputs.isEmpty, whys.isEmpty, dot == 0 else { throw WiringGraphError.usage }
            let executable = try build(product)
            let answer = try run(executable, ["--print-startup"] + format)
            relay(answer)
            guard answer.status == 0 else { throw WiringGraphError.couldNotStart(product) }
            return
        }
        if let type = whys.first {
            guard outputs.isEmpty else { throw WiringGraphError.usage }
            let graph = try savedGraph(of: product, context: context)
            let answer = try run(try report(context), ["why", graph.path, type] + format)
            relay(answer)
            guard answer.status == 0 else { throw WiringGraphError.notBound(product, type) }
            return
        }
        guard format.isEmpty else { throw WiringGraphError.usage }
        try draw(product, output: outputs.first, context: context)
    }

    /// `--diff`: `wiring-report diff` of the two apps' saved graphs.
    private func diff(_ first: String, _ second: String, options: [String], context: PluginContext) throws {
        let firstGraph = try savedGraph(of: first, context: context)
        let secondGraph = try savedGraph(of: second, context: context)
        let compared = try run(try report(context), ["diff", firstGraph.path, secondGraph.path] + options)
        relay(compared)
        guard compared.status == 0 else { throw WiringGraphError.differs(first, second) }
    }

    /// The default: the app's DOT, and pictures of it when Graphviz is installed.
    private func draw(_ product: String, output: String?, context: PluginContext) throws {
        let dotFile =
            output.map {
                URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            }
            ?? context.pluginWorkDirectoryURL.appending(path: "\(product)-graph.dot")
        print("Building \(product)…")
        let graph = try savedGraph(of: product, context: context)
        let dot = try run(try report(context), ["dot", graph.path])
        guard dot.status == 0 else { throw WiringGraphError.printFailed(product) }
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
            guard drawn.status == 0 else { throw WiringGraphError.drawingFailed(format) }
            print("\(format.uppercased()): \(picture.path)")
        }
    }

    /// Builds `product`, saves its `--print-graph json` in the work directory, and returns the file.
    private func savedGraph(of product: String, context: PluginContext) throws -> URL {
        let printed = try run(try build(product), ["--print-graph", "json"])
        guard printed.status == 0 else { throw WiringGraphError.printFailed(product) }
        let file = context.pluginWorkDirectoryURL.appending(path: "\(product)-graph.json")
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try printed.output.write(to: file)
        return file
    }

    /// `wiring-report`, which SwiftPM builds for this plugin.
    private func report(_ context: PluginContext) throws -> URL {
        try context.tool(named: "wiring-report").url
    }

    /// Builds the executable product `product` and returns the executable.
    private func build(_ product: String) throws -> URL {
        let result = try packageManager.build(
            .product(product), parameters: .init(configuration: .debug, logging: .concise))
        guard result.succeeded else {
            print(result.logText)
            throw WiringGraphError.buildFailed(product)
        }
        guard let executable = result.builtArtifacts.first(where: { $0.kind == .executable })?.url else {
            throw WiringGraphError.notAnExecutable(product)
        }
        return executable
    }

    /// Prints an app's answer on standard output.
    private func relay(_ result: (status: Int32, output: Data)) {
        FileHandle.standardOutput.write(result.output)
    }

    /// Runs `executable` and returns its exit status and its standard output. Its standard
    /// error goes straight to the plugin's, so it can never fill a pipe that nobody reads.
    private func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// Graphviz's `dot` on the PATH; nil when it is not installed.
    private static func graphviz() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appending(path: "dot") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// Why the plugin could not answer.
enum WiringGraphError: Error, CustomStringConvertible {
    case usage
    case buildFailed(String)
    case notAnExecutable(String)
    case printFailed(String)
    case drawingFailed(String)
    case notBound(String, String)
    case differs(String, String)
    case couldNotStart(String)

    var description: String {
        switch self {
        case .usage:
            """
            usage: swift package wiring-graph --product <app> [--output <file.dot>]
                   swift package wiring-graph --product <app> --why <type> [--json|--dot]
                   swift package wiring-graph --product <app> --print-startup [--json]
                   swift package wiring-graph --diff <first app> <second app> [--json|--dot] [--fail-on-difference] [--allow-library-swap FIRST=SECOND]…
            """
        case .buildFailed(let product):
            "building \(product) failed (log above)"
        case .notAnExecutable(let product):
            "\(product) built no executable; name an app's executable product, such as atm"
        case .printFailed(let product):
            "\(product) --print-graph json, or wiring-report dot of it, failed (see above)"
        case .drawingFailed(let format):
            "dot -T\(format) failed (see above)"
        case .notBound(let product, let type):
            "wiring-report why '\(type)' found nothing in \(product) that binds it, or could not answer (see above)"
        case .couldNotStart(let product):
            "\(product) --print-startup could not build its graph or make its root (see above)"
        case .differs(let first, let second):
            "\(first) and \(second) differ beyond what is allowed, or could not be compared (see above)"
        }
    }
}
