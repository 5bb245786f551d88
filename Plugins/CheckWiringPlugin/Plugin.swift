import Foundation
import PackagePlugin

/// `swift package check-wiring [--product <app>]… [--warnings-as-errors]`: the build guarantee
/// of wiring libraries.
///
/// 1. Builds every app of the package, meaning every executable that links `WiringLaunch`
///    (or only the `--product`s named), and runs each with `--check-wiring`, which validates its
///    whole object graph, creates nothing, and warns about what its root never uses; with
///    `--warnings-as-errors`, an app with such warnings fails the command.
/// 2. Checks every `…Wiring` library target of the package (or those the named products link)
///    on its own (`WiringLibrary.check()`): one program is compiled for all of them from their
///    built objects, with the list of their modules that `LinkedWiringPlugin`'s generator writes
///    for apps, and checks each library alone.
///
/// Diagnostics are printed in compiler format; any error makes the command fail.
@main
struct CheckWiringPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "product")
        let warningsAsErrors = extractor.extractFlag(named: "warnings-as-errors") > 0
        guard extractor.remainingArguments.isEmpty else { throw CheckWiringError.usage }

        let apps = try Self.apps(in: context.package, named: named)
        // With products named, only what they link is built and checked, so checking the
        // development app stays as quick as building it.
        let libraries =
            named.isEmpty
            ? Self.wiringLibraries(in: context.package)
            : Self.wiringLibraries(in: context.package).filter { library in
                apps.contains { $0.mainTarget.recursiveTargetDependencies.contains { $0.id == library.id } }
            }
        print("Building \(apps.isEmpty ? "the package" : apps.map(\.name).joined(separator: ", "))…")
        var executables: [URL] = []
        let subjects: [PackageManager.BuildSubset] =
            named.isEmpty ? [.all(includingTests: false)] : apps.map { .product($0.name) }
        for subject in subjects {
            let build = try packageManager.build(subject, parameters: .init(configuration: .debug, logging: .concise))
            guard build.succeeded else {
                print(build.logText)
                throw CheckWiringError.buildFailed
            }
            executables += build.builtArtifacts.filter { $0.kind == .executable }.map(\.url)
        }
        var failures: [String] = []

        for app in apps {
            guard let executable = executables.first(where: { $0.lastPathComponent == app.name }) else {
                throw CheckWiringError.notBuilt(app.name)
            }
            let checked = try Subprocess.run(
                executable, ["--check-wiring"] + (warningsAsErrors ? ["--warnings-as-errors"] : []))
            Self.relay(checked)
            if checked.status != 0 { failures.append(app.name) }
        }

        let binDirectory =
            executables.first?.deletingLastPathComponent()
            ?? context.package.directoryURL.appending(path: ".build/debug")
        guard let launcher = Self.target(named: "WiringLaunch", in: context.package) else {
            throw CheckWiringError.noWiringLaunch
        }
        let checker = LibraryChecker(
            generator: try context.tool(named: "WiringGenerator").url, swiftc: try context.tool(named: "swiftc").url,
            launcher: launcher, binDirectory: binDirectory, workDirectory: context.pluginWorkDirectoryURL)
        if !libraries.isEmpty {
            let count = libraries.count == 1 ? "1 wiring library" : "\(libraries.count) wiring libraries"
            print("Checking \(count) on \(libraries.count == 1 ? "its" : "their") own…")
            let checked = try checker.check(libraries)
            checked.results.forEach(Self.relay)
            failures += checked.failed
        }

        guard failures.isEmpty else { throw CheckWiringError.problems(failures) }
        print("check-wiring: every app's graph and every wiring library is valid")
    }

    /// The package's apps: executable products whose main target links `WiringLaunch`, or
    /// the ones `named`.
    static func apps(in package: Package, named: [String]) throws -> [ExecutableProduct] {
        let executables = package.products.compactMap { $0 as? ExecutableProduct }
        if !named.isEmpty {
            return try named.map { name in
                guard let product = executables.first(where: { $0.name == name }) else {
                    throw CheckWiringError.unknownProduct(name, executables.map(\.name))
                }
                return product
            }
        }
        return executables.filter { product in
            product.mainTarget.recursiveTargetDependencies.contains { $0.name == "WiringLaunch" }
        }
    }

    /// The target called `name` in `package` or in the packages it depends on.
    static func target(named name: String, in package: Package) -> Target? {
        package.targets.first { $0.name == name }
            ?? package.dependencies.lazy.compactMap { target(named: name, in: $0.package) }.first
    }

    /// The package's own `…Wiring` library targets, other than the framework.
    static func wiringLibraries(in package: Package) -> [SourceModuleTarget] {
        package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind == .generic && $0.name.hasSuffix("Wiring") && $0.name != "Wiring" }
            .sorted { $0.name < $1.name }
    }

    /// Prints what a check printed: its report on stdout, its diagnostics on stderr.
    static func relay(_ result: Subprocess.Result) {
        if !result.output.isEmpty { print(result.output, terminator: result.output.hasSuffix("\n") ? "" : "\n") }
        if !result.errors.isEmpty {
            FileHandle.standardError.write(
                Data((result.errors.hasSuffix("\n") ? result.errors : result.errors + "\n").utf8))
        }
    }
}

/// Why `check-wiring` failed.
enum CheckWiringError: Error, CustomStringConvertible {
    case usage
    case buildFailed
    case unknownProduct(String, [String])
    case notBuilt(String)
    case noWiringLaunch
    case problems([String])

    var description: String {
        switch self {
        case .usage:
            "usage: swift package check-wiring [--product <executable product>]… [--warnings-as-errors]"
        case .buildFailed:
            "check-wiring: the build failed; fix the errors above and run it again"
        case .unknownProduct(let name, let known):
            "check-wiring: no executable product '\(name)'; the package has \(known.joined(separator: ", "))"
        case .notBuilt(let name):
            "check-wiring: the build produced no executable '\(name)'"
        case .noWiringLaunch:
            "check-wiring: the package does not depend on Wiring's WiringLaunch library, which runs the check"
        case .problems(let names):
            "check-wiring: problems in \(names.joined(separator: ", ")); see the diagnostics above"
        }
    }
}
