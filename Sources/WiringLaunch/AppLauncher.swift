import Injection
import Wiring
import WiringSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts an app: builds and validates its object graph, handles the standard options, then
/// hands the root and the remaining arguments to the app.
///
/// An app's `main.swift` is one call:
///
/// ```swift
/// await AppLauncher.main(info, root: ATMCommandLine.self, libraries: LinkedWiring.libraries) { root, arguments in
///     await root.run(arguments: arguments)
/// }
/// ```
///
/// An invalid graph never crashes the app: its diagnostics go to stderr in compiler format
/// and the process exits non-zero. A graph that is valid but cannot be made (a factory threw),
/// and an error the app's own code throws, are the app's failure to start: one line on
/// stderr, what went wrong, and exit status 1; `--verbose` shows the full diagnostic.
public enum AppLauncher {
    /// Exit status for a valid run of `--check-wiring` and friends.
    public static let success: Int32 = 0
    /// Exit status when the object graph is invalid, with `--check-wiring` or without:
    /// `EX_SOFTWARE`, because the defect is in how the app was built (what it links), not
    /// in its input (64) or in a run that failed (1), and one condition gets one status.
    public static let invalidGraph: Int32 = 70
    /// Exit status when the graph is valid but one of its factories threw while the app was
    /// being built, such as a database that could not be opened: the run failed.
    public static let couldNotStart: Int32 = 1

    /// Runs the app and exits the process with its status.
    nonisolated(nonsending) public static func main<Root: Sendable>(
        _ info: AppInfo,
        root: Root.Type,
        libraries: [WiringLibrary],
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        run: (Root, [String]) async throws -> Int32
    ) async -> Never {
        let status = await self.run(info, root: root, libraries: libraries, arguments: arguments, run: run)
        exit(status)
    }

    /// Runs the app and returns its exit status (for tests and for apps that exit themselves).
    /// An error `run` throws is reported as the app's failure to start.
    nonisolated(nonsending) public static func run<Root: Sendable>(
        _ info: AppInfo,
        root: Root.Type,
        libraries: [WiringLibrary],
        arguments: [String],
        run: (Root, [String]) async throws -> Int32
    ) async -> Int32 {
        // A reader that goes away (`atm balance | head -0`) must not kill the app with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let (verbose, appArguments) = StandardOption.verbosity(of: arguments)
        let option = StandardOption.first(in: arguments)
        switch option {
        case .help?:
            print(helpText(info))
            return success
        case .version?:
            print("\(info.name) \(info.version)")
            return success
        case .printGraph?:
            return printGraph(info, root: root, libraries: libraries, arguments: arguments)
        case .checkWiring?:
            return checkWiring(info, root: root, libraries: libraries, arguments: arguments)
        case .printStartup?:
            return await printStartup(info, root: root, libraries: libraries, arguments: arguments, verbose: verbose)
        default:
            break
        }
        // The asynchronous build, so that asynchronous singletons are made before the app runs.
        let component: Component<Root>
        do {
            component = try await Component.build(root: root, libraries: libraries)
        } catch {
            guard error.underlyingError == nil else {
                // A factory threw or the build was cancelled: the graph is valid, the run failed.
                return reportCouldNotStart(error, of: info, verbose: verbose)
            }
            return reportInvalidGraph(error, of: info)
        }
        switch option {
        case .printWiring?:
            print(WiringReport.text(for: component, libraries: libraries))
            return success
        default:
            // `@Injected` properties in the app resolve from this graph.
            InjectionContext.install(component)
            // Read on the main actor, so that a root bound with `onMainActor()`, such as a
            // screen, is made where it belongs; any other root is made there just as well.
            let root = await rootOnMainActor(of: component)
            do {
                return try await run(root, appArguments)
            } catch {
                return reportCouldNotStart(error, of: info, verbose: verbose)
            }
        }
    }

    /// `component`'s root, read on the main actor. A call from the main actor, as from an
    /// app's `main.swift`, stays there: `MainActor.run` would pass through the global
    /// executor first, and start its threads.
    @MainActor
    static func rootOnMainActor<Root: Sendable>(of component: Component<Root>) -> Root {
        component.root
    }

    /// The flag after `--check-wiring` that writes its report as JSON.
    static let jsonFlag = "--json"

    /// Prints why the app could not start and returns ``couldNotStart``.
    static func reportCouldNotStart(_ error: any Error, of info: AppInfo, verbose: Bool) -> Int32 {
        for line in couldNotStartLines(error, of: info, verbose: verbose) { printError(line) }
        return couldNotStart
    }

    /// What is printed when the app could not start: the underlying error in one line, or,
    /// with `--verbose` (or for a graph's error that has no underlying one), the full
    /// diagnostic and a line that says the app could not start.
    static func couldNotStartLines(_ error: any Error, of info: AppInfo, verbose: Bool) -> [String] {
        guard let wiring = error as? WiringError, verbose || wiring.underlyingError == nil else {
            let cause = (error as? WiringError)?.underlyingError ?? error
            let text = String(describing: cause).split(whereSeparator: \.isNewline).joined(separator: " ")
            return ["error: \(text)"]
        }
        return [wiring.description, "error: \(info.name) could not start; see the problem above"]
    }

    /// Prints `error`'s diagnostics and what to do, and returns ``invalidGraph``.
    static func reportInvalidGraph(_ error: WiringError, of info: AppInfo) -> Int32 {
        printError(error.description)
        printError("error: \(info.name)'s object graph is invalid; fix the problems above and rebuild")
        return invalidGraph
    }

    static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }

    static func helpText(_ info: AppInfo) -> String {
        "\(info.name) — \(info.summary)\n\n\(info.usage)\n\n\(StandardOption.helpText)"
    }

    /// Writes a line to stderr.
    public static func printError(_ line: String) {
        printToStandardError(line)
    }
}
