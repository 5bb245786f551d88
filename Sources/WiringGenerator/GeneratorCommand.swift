import Foundation

/// The whole `WiringGenerator` run: parse arguments, scan every library, write the file.
enum GeneratorCommand {
    /// Runs the generator for `arguments` (without the program name).
    /// Returns whether the output file was (re)written. Throws, writing nothing, when any
    /// library declares a module it cannot list.
    @discardableResult
    static func run(arguments: [String]) throws(GeneratorError) -> Bool {
        let options = try GeneratorOptions.parse(ArgumentsFile.expand(arguments))
        var libraries: [ScannedLibrary] = []
        var diagnostics: [SourceDiagnostic] = []
        for library in options.libraries {
            var sources: [ScannedSource] = []
            for path in library.sources {
                sources.append(ModuleScanner.scan(try readSource(at: path), file: path))
            }
            let resolved = ModuleResolver.resolve(library: library.name, sources: sources)
            libraries.append(ScannedLibrary(name: library.name, modules: resolved.modules))
            diagnostics += resolved.diagnostics
        }
        // Writing a root without a module the library may mean to provide would build an
        // app that silently lacks it; fail instead, and leave the output as it was.
        guard diagnostics.isEmpty else { throw .unlistableModules(diagnostics) }
        return try OutputFile.write(LinkedWiringRenderer.render(libraries), to: options.output)
    }

    /// The text of the source file at `path`; invalid UTF-8 is repaired, not fatal.
    private static func readSource(at path: String) throws(GeneratorError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadableSource(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw .unreadableSource(path: path, reason: "is a directory")
        }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return String(decoding: data, as: UTF8.self)
        } catch {
            throw .unreadableSource(path: path, reason: GeneratorError.reason(for: error))
        }
    }
}
