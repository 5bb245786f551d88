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
        let packageLibraries = Self.wiringLibraries(in: context.package)
        // With products named, only what they link is built and checked, so checking the
        // development app stays as quick as building it.
        let libraries =
            named.isEmpty
            ? packageLibraries
            : packageLibraries.filter { library in
                apps.contains { $0.mainTarget.recursiveTargetDependencies.contains { $0.id == library.id } }
            }
        Output.write("Building \(apps.isEmpty ? "the package" : apps.map(\.name).joined(separator: ", "))…")
        let executables = try build(named.isEmpty ? [.all(includingTests: false)] : apps.map { .product($0.name) })

        let binDirectory =
            executables.first?.deletingLastPathComponent()
            ?? context.package.directoryURL.appending(path: ".build/debug")
        guard let launcher = Self.target(named: "WiringLaunch", in: context.package) else {
            throw CheckWiringError.noWiringLaunch
        }
        let checker = LibraryChecker(
            generator: try context.tool(named: "WiringGenerator").url, swiftc: try context.tool(named: "swiftc").url,
            launcher: launcher, binDirectory: binDirectory, workDirectory: context.pluginWorkDirectoryURL)
        // The libraries are checked first, so that each app's check knows what every library
        // binds, and can name the ones that bind a type the app's linked libraries do not.
        let librariesChecked = libraries.isEmpty ? nil : try checker.check(libraries)
        var bindings = librariesChecked?.bindings ?? [:]
        let bindingsFile = context.pluginWorkDirectoryURL.appending(path: "package-bindings.json")
        try Self.write(bindings, to: bindingsFile)
        var failures: [String] = []

        for app in apps {
            guard let executable = executables.first(where: { $0.lastPathComponent == app.name }) else {
                throw CheckWiringError.notBuilt(app.name)
            }
            let arguments =
                ["--check-wiring", "--package-bindings", bindingsFile.path(percentEncoded: false)]
                + (warningsAsErrors ? ["--warnings-as-errors"] : [])
            var checked = try Subprocess.run(executable, arguments)
            let unchecked = packageLibraries.filter { bindings[$0.name] == nil }
            if checked.status != 0, !unchecked.isEmpty {
                // The libraries this app does not link may bind what it lacks: they are built and
                // looked at only now, so that a valid graph costs no more than what it links.
                _ = try build(unchecked.map { .target($0.name) })
                bindings.merge(try checker.check(unchecked).bindings) { first, _ in first }
                try Self.write(bindings, to: bindingsFile)
                checked = try Subprocess.run(executable, arguments)
            }
            Output.write(checked.output)
            if checked.status != 0 { failures.append(app.name) }
        }

        if let librariesChecked {
            let count = libraries.count == 1 ? "1 wiring library" : "\(libraries.count) wiring libraries"
            Output.write("Checking \(count) on \(libraries.count == 1 ? "its" : "their") own…")
            for result in librariesChecked.results { Output.write(result.output) }
            failures += librariesChecked.failed
        }

        guard failures.isEmpty else {
            // Said here, as the last line, and the process ends: a thrown error is printed by
            // SwiftPM, which may print it before or in the middle of this command's output.
            Output.write("error: " + CheckWiringError.problems(failures).description)
            exit(1)
        }
        Output.write("check-wiring: every app's graph and every wiring library is valid")
    }

    /// Builds `subjects` in debug, and returns the executables built.
    private func build(_ subjects: [PackageManager.BuildSubset]) throws -> [URL] {
        var executables: [URL] = []
        for subject in subjects {
            let build = try packageManager.build(subject, parameters: .init(configuration: .debug, logging: .concise))
            guard build.succeeded else {
                Output.write(build.logText)
                throw CheckWiringError.buildFailed
            }
            executables += build.builtArtifacts.filter { $0.kind == .executable }.map(\.url)
        }
        return executables
    }

    /// Writes what each wiring library binds where the apps' checks read it.
    private static func write(_ bindings: [String: [String]], to file: URL) throws {
        struct Bindings: Encodable { let boundTypes: [String: [String]] }
        try JSONEncoder().encode(Bindings(boundTypes: bindings)).write(to: file)
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
