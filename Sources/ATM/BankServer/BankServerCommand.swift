/// The `bank-server` program: parse options, open the journal, serve until told to stop.
///
/// The app only resolves this and calls ``run(arguments:environment:)``. What depends on the
/// options, known only at run time, is made once they are parsed: the storage through the
/// opener the command was given, the listener here.
public struct BankServerCommand: Sendable {
    /// Exit status for success, including a normal stop by SIGTERM or SIGINT.
    public static let exitSuccess: Int32 = 0
    /// Exit status when the server could not start (journal or socket trouble).
    public static let exitFailure: Int32 = 1
    /// Exit status for a command-line mistake (`EX_USAGE`).
    public static let exitUsage: Int32 = 64

    private let console: ConsoleOutput
    private let limits: HTTPServerLimits
    private let makeShutdownSignal: @Sendable () -> ShutdownSignal
    private let openStorage: @Sendable (BankServerOptions) async throws -> BankStorage

    /// A command that writes to the real stdout/stderr, stops on SIGTERM or SIGINT, and opens
    /// its storage with `openStorage` once the options are parsed. An error it throws stops
    /// the command before it listens, and ``run(arguments:environment:)`` throws it on.
    public init(openStorage: @escaping @Sendable (BankServerOptions) async throws -> BankStorage) {
        self.init(
            console: .standard, limits: .standard, makeShutdownSignal: { .onTerminationSignals() },
            openStorage: openStorage)
    }

    /// A command with its outputs and stop signal replaced, for tests; it opens its storage
    /// directly unless told otherwise.
    init(
        console: ConsoleOutput, limits: HTTPServerLimits,
        makeShutdownSignal: @escaping @Sendable () -> ShutdownSignal,
        openStorage: @escaping @Sendable (BankServerOptions) async throws -> BankStorage = { try BankStorage.open($0) }
    ) {
        self.console = console
        self.limits = limits
        self.makeShutdownSignal = makeShutdownSignal
        self.openStorage = openStorage
    }

    /// Runs the server with `arguments` (without the program name) and returns the exit status:
    /// 0 after a clean stop or `--help`, 64 for a usage error, 1 when it cannot listen. Once
    /// listening it prints `bank-server listening on http://127.0.0.1:<port>` to stdout.
    ///
    /// - Throws: What opening the storage threw (a journal that cannot be opened, is corrupt or
    ///   was cut short), before anything is served: the app's launcher reports it in one line.
    public func run(arguments: [String], environment: [String: String]) async throws -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            console.printLine(BankServerOptions.usage)
            return Self.exitSuccess
        }
        let options: BankServerOptions
        do {
            options = try BankServerOptions.parse(arguments: arguments, environment: environment)
        } catch {
            console.printErrorLine("error: \(error)")
            console.printErrorLine("run 'bank-server --help' for usage")
            return Self.exitUsage
        }

        for warning in options.warnings {
            console.printErrorLine("warning: \(warning)")
        }
        let storage = try await openStorage(options)
        let journal = storage.journal, ledger = storage.ledger
        defer { journal.close() }
        if let note = journal.tornLineNote {
            console.printErrorLine(
                "warning: removed an incomplete last line (\(journal.discardedTornBytes) bytes) from \(journal.path): \(note)"
            )
        }
        if let note = journal.missingStateNote {
            console.printErrorLine("warning: \(note)")
        }

        let log = console.printErrorLine
        let handler = BankAPIHandler(
            ledger: ledger, authenticator: BearerTokenAuthenticator(token: options.token), log: log)
        var limits = self.limits
        if let maxConnections = options.maxConnections {
            limits.maxConcurrentConnections = maxConnections
        }
        let server: BankHTTPServer
        do {
            server = try BankHTTPServer(port: options.port, limits: limits, handler: handler, log: log)
        } catch {
            console.printErrorLine("error: \(error)")
            return Self.exitFailure
        }

        // Catch the stop signals before announcing the port, so a script that reads the
        // line and sends SIGTERM at once still gets a clean stop.
        let shutdown = makeShutdownSignal()
        server.start()
        console.printLine("bank-server listening on http://127.0.0.1:\(server.port)")
        let replayed = ledger.depositCount
        console.printErrorLine("journal \(journal.path): replayed \(replayed) deposit\(replayed == 1 ? "" : "s")")

        await withTaskCancellationHandler {
            await shutdown.wait()
        } onCancel: {
            shutdown.fire()
        }

        console.printErrorLine("stopping")
        server.stop()
        let finished = await server.waitUntilStopped(timeout: limits.requestTimeout)
        if !finished {
            console.printErrorLine("warning: some requests were still running at shutdown")
        }
        return Self.exitSuccess
    }
}
