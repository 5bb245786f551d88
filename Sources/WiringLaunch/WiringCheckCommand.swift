import Wiring
import WiringSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AppLauncher {
    /// The flag after `--check-wiring` that makes its warnings fail the check.
    static let warningsAsErrorsFlag = "--warnings-as-errors"
    /// The option after `--check-wiring` naming a file of what every wiring library of the
    /// package binds (``LibraryCheckReport``), which `swift package check-wiring` passes.
    static let packageBindingsOption = "--package-bindings"

    /// `--check-wiring [--json] [--warnings-as-errors]`: validates the graph, creating
    /// nothing, so that checking never opens a database or calls a server; prints the
    /// warnings about what the root never uses; returns the exit status.
    static func checkWiring<Root: Sendable>(
        _ info: AppInfo, root: Root.Type, libraries: [WiringLibrary], arguments: [String]
    ) -> Int32 {
        let json = arguments.contains(jsonFlag)
        var packageBindings: PackageBindings?
        if let option = arguments.firstIndex(of: packageBindingsOption) {
            guard option + 1 < arguments.count, let read = readPackageBindings(arguments[option + 1]) else {
                printError(
                    "error: \(info.name): \(packageBindingsOption) needs the file "
                        + "`swift package check-wiring` writes of what each wiring library binds")
                return usageError
            }
            packageBindings = read
        }
        let check: GraphCheck
        do {
            check = try Component<Root>.check(root: root, libraries: libraries, packageBindings: packageBindings)
        } catch {
            guard json else { return reportInvalidGraph(error, of: info) }
            print(CheckReportJSON.text(valid: false, diagnostics: error.diagnostics))
            return invalidGraph
        }
        let warnings = check.warnings
        let failing = arguments.contains(warningsAsErrorsFlag) && !warnings.isEmpty
        if json {
            print(CheckReportJSON.text(valid: !failing, diagnostics: warnings))
            return failing ? invalidGraph : success
        }
        for warning in warnings { printError(warning.description) }
        if failing {
            printError(
                "error: \(info.name)'s object graph has \(counted(warnings.count, "warning")), which "
                    + "\(warningsAsErrorsFlag) makes errors")
            return invalidGraph
        }
        let found = warnings.isEmpty ? "" : "; \(counted(warnings.count, "warning")) above"
        // A child component's installation and seed are not counted: no module declared them.
        let declared = counted(check.bindings.count(where: \.isDeclared), "binding")
        let children = check.graph.components.count - 1
        let installed = children == 0 ? "" : " and \(counted(children, "child component"))"
        print(
            "\(info.name): object graph is valid: \(declared)\(installed) from "
                + "\(counted(libraries.count, "wiring library", plural: "wiring libraries")) "
                + "(\(libraries.map(\.name).joined(separator: ", ")))\(found)")
        return success
    }

    /// What every wiring library binds, from the file `--bindings` wrote; nil when it cannot be read.
    private static func readPackageBindings(_ path: String) -> PackageBindings? {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)), !JSONNesting.isTooDeep(data) else {
            return nil
        }
        return try? JSONDecoder().decode(PackageBindings.self, from: data)
    }
}
