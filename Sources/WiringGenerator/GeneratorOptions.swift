/// The parsed command line: where to write, and which libraries to scan.
struct GeneratorOptions: Equatable {
    /// One `--library <TargetName> <source.swift>...` group.
    struct Library: Equatable {
        /// The wiring library's module name, used in `import` and to qualify module types.
        var name: String
        /// Paths of the library's Swift sources, in command-line order.
        var sources: [String]
    }

    /// The file to generate.
    var output: String
    /// The libraries, in command-line order (the renderer sorts them).
    var libraries: [Library]

    /// Parses `--output <file.swift> [--library <TargetName> <source.swift>...]...`.
    ///
    /// Options may come in any order; every source path belongs to the nearest
    /// `--library` before it. Throws `GeneratorError.usage` for anything malformed.
    static func parse(_ arguments: [String]) throws(GeneratorError) -> GeneratorOptions {
        var output: String?
        var libraries: [Library] = []
        var names: Set<String> = []
        var index = 0

        func value(after option: String, what: String) throws(GeneratorError) -> String {
            let next = index + 1
            guard next < arguments.count, !arguments[next].hasPrefix("--") else {
                throw .usage("\(option) needs \(what)")
            }
            index = next + 1
            return arguments[next]
        }

        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--output":
                guard output == nil else { throw .usage("--output given more than once") }
                let path = try value(after: "--output", what: "a file path")
                guard !path.isEmpty else { throw .usage("--output needs a non-empty file path") }
                output = path
            case "--library":
                let name = try value(after: "--library", what: "a target name")
                guard SwiftIdentifier.isValid(name) else {
                    throw .usage("library name '\(name)' is not a Swift module name")
                }
                guard names.insert(name).inserted else {
                    throw .usage("library '\(name)' given more than once")
                }
                libraries.append(Library(name: name, sources: []))
            default:
                if argument.hasPrefix("-") {
                    throw .usage("unknown option '\(argument)'")
                }
                guard !libraries.isEmpty else {
                    throw .usage("source file '\(argument)' must follow --library <TargetName>")
                }
                libraries[libraries.count - 1].sources.append(argument)
                index += 1
            }
        }

        guard let output else { throw .usage("missing --output <file.swift>") }
        return GeneratorOptions(output: output, libraries: libraries)
    }
}
