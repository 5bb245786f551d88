import Testing
import Wiring

@testable import WiringLaunch

/// An app that cannot start says why in one line, in its own words; `--verbose` adds the
/// framework's full diagnostic, and the app never sees that option.
@Suite struct AppLauncherStartFailureTests {
    struct StoreUnavailable: Error, CustomStringConvertible {
        var description: String { "cannot open the store /data/store: Permission denied" }
    }

    final class Store: Sendable {}

    enum StoreModule: Module {
        static func configure(binder: Binder) {
            binder.bind(Store.self).scoped(.singleton).to(asyncFactory: { () async throws -> Store in
                throw StoreUnavailable()
            })
        }
    }

    private static let info = AppInfo(name: "store-app", summary: "a test app", usage: "")

    /// The error a build of the store's graph throws: its factory's, carried by the framework.
    private static func buildFailure() async throws -> WiringError {
        do {
            _ = try await Component.build(root: Store.self, modules: [StoreModule.self])
        } catch {
            return error
        }
        throw StoreUnavailable()
    }

    @Test func aFactorysFailureIsTheUnderlyingErrorInOneLine() async throws {
        let error = try await Self.buildFailure()
        #expect(
            AppLauncher.couldNotStartLines(error, of: Self.info, verbose: false)
                == ["error: cannot open the store /data/store: Permission denied"])
    }

    @Test func verboseAddsTheFullDiagnostic() async throws {
        let error = try await Self.buildFailure()
        let lines = AppLauncher.couldNotStartLines(error, of: Self.info, verbose: true)
        #expect(lines == [error.description, "error: store-app could not start; see the problem above"])
        #expect(lines[0].contains("[Wiring.CreationFailed]"))
    }

    @Test func anErrorTheAppThrowsIsOneLineToo() {
        #expect(
            AppLauncher.couldNotStartLines(StoreUnavailable(), of: Self.info, verbose: true)
                == ["error: cannot open the store /data/store: Permission denied"])
    }

    @Test func verboseIsNotAModeAndStopsAtTheEndOfOptions() {
        #expect(StandardOption.first(in: ["--verbose", "--help"]) == .help)
        #expect(StandardOption.first(in: ["--verbose"]) == nil)
        #expect(StandardOption.verbosity(of: ["a", "--verbose", "b"]) == (true, ["a", "b"]))
        #expect(StandardOption.verbosity(of: ["a", "--", "--verbose"]) == (false, ["a", "--", "--verbose"]))
        #expect(StandardOption.helpText.contains("--verbose"))
    }
}
