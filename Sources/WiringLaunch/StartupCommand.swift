import Wiring
import WiringSupport

extension AppLauncher {
    /// How many of the slowest values `--print-startup` lists in text.
    static let slowestShown = 10

    /// `--print-startup [--json]`: builds the graph and makes the root as a run does, with
    /// ``CreationTracing`` on, then prints the total and the slowest values by their own
    /// factory's time, and exits without running the app; returns the exit status.
    nonisolated(nonsending) static func printStartup<Root: Sendable>(
        _ info: AppInfo, root: Root.Type, libraries: [WiringLibrary], arguments: [String], verbose: Bool
    ) async -> Int32 {
        guard !arguments.contains("--dot") else {
            printError("error: \(info.name): \(StandardOption.printStartup.rawValue) prints text, or JSON with --json")
            return usageError
        }
        let records = Locked<[CreationRecord]>([])
        let tracing = CreationTracing.observe { record in records.withLock { $0.append(record) } }
        defer { tracing.cancel() }
        let clock = ContinuousClock()
        let started = clock.now
        let component: Component<Root>
        do {
            component = try await Component.build(root: root, libraries: libraries)
        } catch {
            guard error.underlyingError == nil else { return reportCouldNotStart(error, of: info, verbose: verbose) }
            return reportInvalidGraph(error, of: info)
        }
        let built = clock.now
        _ = await rootOnMainActor(of: component)
        let finished = clock.now
        tracing.cancel()
        let report = StartupReport(
            app: info.name, build: built - started, root: finished - built,
            made: records.withLock { $0 }.sorted { $0.ownDuration > $1.ownDuration })
        print(arguments.contains(jsonFlag) ? report.json() : report.text)
        return success
    }
}

/// What `--print-startup` measured: the time to build and validate the graph, the time to
/// make the root, and every value made meanwhile, slowest first by its own factory's time.
struct StartupReport: Encodable {
    let app: String
    let build: Duration
    let root: Duration
    let made: [CreationRecord]

    var text: String {
        let factories = made.filter { $0.depth == 0 }.reduce(Duration.zero) { $0 + $1.totalDuration }
        var lines = [
            "\(app) start-up: \(CreationRecord.milliseconds(build + root)) ms in all: the build "
                + "\(CreationRecord.milliseconds(build)) ms, then the root \(CreationRecord.milliseconds(root)) ms; "
                + "\(made.count) values made, their factories \(CreationRecord.milliseconds(factories)) ms of it"
        ]
        if !made.isEmpty {
            let shown = min(made.count, AppLauncher.slowestShown)
            lines.append("The slowest \(shown), by the time their own factory took:")
            lines += made.prefix(shown).map { "  \($0)" }
        }
        return lines.joined(separator: "\n")
    }

    func json() -> String {
        sortedJSON(self)
    }

    private enum CodingKeys: String, CodingKey {
        case app, buildMilliseconds, rootMilliseconds, totalMilliseconds, made
    }

    private enum RecordKeys: String, CodingKey {
        case binding, file, line, library, scope, ownMilliseconds, totalMilliseconds, depth, thread
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(app, forKey: .app)
        try container.encode(Self.milliseconds(build), forKey: .buildMilliseconds)
        try container.encode(Self.milliseconds(root), forKey: .rootMilliseconds)
        try container.encode(Self.milliseconds(build + root), forKey: .totalMilliseconds)
        var list = container.nestedUnkeyedContainer(forKey: .made)
        for record in made {
            var entry = list.nestedContainer(keyedBy: RecordKeys.self)
            try entry.encode(record.binding, forKey: .binding)
            try entry.encode(record.location.displayPath, forKey: .file)
            try entry.encode(record.location.line, forKey: .line)
            try entry.encode(record.library, forKey: .library)
            try entry.encodeIfPresent(record.scope, forKey: .scope)
            try entry.encode(Self.milliseconds(record.ownDuration), forKey: .ownMilliseconds)
            try entry.encode(Self.milliseconds(record.totalDuration), forKey: .totalMilliseconds)
            try entry.encode(record.depth, forKey: .depth)
            try entry.encode("0x\(String(record.thread, radix: 16))", forKey: .thread)
        }
    }

    /// `duration` in milliseconds, to the microsecond.
    private static func milliseconds(_ duration: Duration) -> Double {
        Double(CreationRecord.microseconds(duration)) / 1000
    }
}
