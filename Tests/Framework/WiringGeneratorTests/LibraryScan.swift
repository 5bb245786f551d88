@testable import WiringGenerator

/// Scans test sources the way `GeneratorCommand` scans a library's files.
enum LibraryScan {
    /// Scans `files` (file name, then text) as the library `library` and resolves its modules.
    static func resolve(_ files: KeyValuePairs<String, String>, library: String = "AWiring") -> ModuleResolver.Result {
        let sources = files.map { ModuleScanner.scan($0.value, file: $0.key) }
        return ModuleResolver.resolve(library: library, sources: sources)
    }

    /// The paths of the modules a one-file library lists, each once, in declaration order.
    static func moduleNames(in source: String) -> [String] {
        var names: [String] = []
        for module in resolve(["A.swift": source]).modules where !names.contains(module.path) {
            names.append(module.path)
        }
        return names
    }
}
