import Foundation
import PackagePlugin

/// Generates `LinkedWiring.swift` for an app from the wiring libraries it links.
///
/// Every target in the app's dependency closure whose name ends in `Wiring` (other than
/// the `Wiring` framework itself) is a wiring library. `WiringGenerator` scans their Swift
/// sources for public `Module` types and writes a `LinkedWiring.libraries` list that is
/// compiled into the app, so swapping an implementation only means linking a different
/// `…Wiring` target.
@main
struct LinkedWiringPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard target is SourceModuleTarget else {
            throw LinkedWiringPluginError.notASourceModule(target.name)
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "LinkedWiring.swift")
        var arguments = ["--output", output.path(percentEncoded: false)]
        var inputFiles: [URL] = []
        for library in wiringLibraries(linkedBy: target) {
            let sources = library.sourceFiles(withSuffix: "swift").map(\.url)
            arguments += ["--library", library.moduleName]
            arguments += sources.map { $0.path(percentEncoded: false) }
            inputFiles += sources
        }
        // An app of thousands of wiring libraries has a command line longer than a process may
        // be started with, so the arguments go in a file. The file is rewritten only when they
        // change, and is an input, so that a change to them alone runs the generator again
        // and an unchanged build does not.
        let file = context.pluginWorkDirectoryURL.appending(path: "LinkedWiring.arguments")
        if try ArgumentsFile.write(arguments, to: file) {
            arguments = ["@" + file.path(percentEncoded: false)]
            inputFiles.append(file)
        }
        return [
            .buildCommand(
                displayName: "Generating LinkedWiring.swift for \(target.name)",
                executable: try context.tool(named: "WiringGenerator").url,
                arguments: arguments,
                inputFiles: inputFiles,
                outputFiles: [output]
            )
        ]
    }

    /// The `…Wiring` source targets in `target`'s dependency closure, by name, without repeats.
    private func wiringLibraries(linkedBy target: Target) -> [SourceModuleTarget] {
        var seen: Set<String> = []
        return target.recursiveTargetDependencies
            .compactMap { $0 as? SourceModuleTarget }
            .filter { $0.name.hasSuffix("Wiring") && $0.name != "Wiring" }
            .filter { seen.insert($0.id).inserted }
            .sorted { $0.name < $1.name }
    }
}

/// Why the plugin cannot generate wiring for a target.
enum LinkedWiringPluginError: Error, CustomStringConvertible {
    /// The plugin was applied to a target without Swift sources of its own.
    case notASourceModule(String)

    var description: String {
        switch self {
        case .notASourceModule(let name):
            "LinkedWiringPlugin can only be applied to source module targets; '\(name)' is not one"
        }
    }
}
