import Wiring

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
///
/// Given `--bindings FILE`, the program also writes there what each library binds (as JSON),
/// which the command then hands to each app's check, to name the libraries that bind a type
/// the app's linked libraries do not.
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
            // Out now, after its diagnostics: through a pipe, standard output is written in blocks.
            fflush(nil)
        }
        return failed ? 1 : 0
    }

    /// Checks `libraries` with ``run(_:)`` and exits the process with its status: the whole
    /// program that `swift package check-wiring` compiles for the wiring libraries.
    public static func main(_ libraries: [WiringLibrary]) -> Never {
        let arguments = CommandLine.arguments
        if let flag = arguments.firstIndex(of: bindingsOption), flag + 1 < arguments.count {
            let bindings = PackageBindings(
                boundTypes: Dictionary(uniqueKeysWithValues: libraries.map { ($0.name, $0.boundTypeNames()) }))
            do {
                try Data(sortedJSON(bindings).utf8).write(to: URL(fileURLWithPath: arguments[flag + 1]))
            } catch {
                AppLauncher.printError(
                    "error: cannot write the wiring libraries' bindings to \(arguments[flag + 1]): \(error)")
                exit(1)
            }
        }
        exit(run(libraries))
    }

    /// The option naming the file to write what each library binds to.
    static let bindingsOption = "--bindings"

    private static func summary(errors: Int, warnings: Int) -> String {
        guard errors + warnings > 0 else { return "no problems" }
        let parts = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }
        return parts.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
    }
}
