import Wiring

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks wiring libraries on their own and reports like a compiler: each problem on stderr,
/// then one line per library, `<name>: checked on its own: <summary>`, which
/// `swift package check-wiring` reads to name the libraries with errors. The program it builds
/// for the package's `…Wiring` libraries (one for all of them, or one each when they cannot be
/// linked together) is one call to ``main(_:)``.
public enum LibraryCheckReport {
    /// Checks each of `libraries` alone, prints what it found, and returns the exit status:
    /// 0 when no library has an error (warnings allowed), 1 otherwise.
    public static func run(_ libraries: [WiringLibrary]) -> Int32 {
        var failed = false
        for library in libraries {
            let diagnostics = library.check()
            for diagnostic in diagnostics {
                AppLauncher.printError(diagnostic.description)
            }
            let errors = diagnostics.count { $0.severity == .error }
            let warnings = diagnostics.count - errors
            failed = failed || errors > 0
            print("\(library.name): checked on its own: \(summary(errors: errors, warnings: warnings))")
        }
        return failed ? 1 : 0
    }

    /// Checks `libraries` with ``run(_:)`` and exits the process with its status: the whole
    /// program that `swift package check-wiring` compiles for the wiring libraries.
    public static func main(_ libraries: [WiringLibrary]) -> Never {
        exit(run(libraries))
    }

    private static func summary(errors: Int, warnings: Int) -> String {
        guard errors + warnings > 0 else { return "no problems" }
        let parts = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }
        return parts.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
    }
}
