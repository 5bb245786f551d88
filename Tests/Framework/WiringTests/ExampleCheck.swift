import Foundation

/// How the Swift examples of the README and the DocC articles are held to the code.
///
/// A ```swift block is split into its top-level declarations and statements, and each one must
/// appear verbatim (line by line, in order, up to indentation; lines with `…` mark an elided
/// body and are skipped) in some Swift file of this repository, where the compiler checks it.
/// A type that a library would declare (a `struct`, `class`, `actor`, `protocol` or `enum` that
/// is not a `Module`, `MainActorModule`, `ChildComponent` or `BindingTag`, nor an `@main` app)
/// must appear in a plain library: a file of a target that cannot see Wiring, which imports
/// none of it. So an example whose library type takes a Wiring type, such as `Provider<T>`,
/// cannot pass: where it compiles, it is not a plain library.
enum ExampleCheck {
    /// A Swift file of the repository, as the check reads it.
    struct SourceFile {
        /// The path from the repository's root, such as `Sources/ATM/ATMLib/ATMDepositer.swift`.
        let path: String
        /// Its lines, trimmed.
        let lines: [String]

        init(path: String, text: String) {
            self.path = path
            self.lines = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        }

        /// The folder of the library half of the documentation's examples, a target that cannot
        /// see Wiring.
        static let documentedLibraries = "Tests/Framework/DocumentedLibraries/"

        /// Whether the file belongs to a target that cannot see Wiring and imports nothing of it:
        /// the documentation's libraries, or an ATM library (`Sources/ATM/<Name>`, but not its
        /// `<Name>Wiring` sibling). `PackageRulesTests` holds both kinds of target to that.
        var isPlainLibrary: Bool {
            let folders = path.split(separator: "/")
            let inATMLibrary = path.hasPrefix("Sources/ATM/") && folders.count > 3 && !folders[2].hasSuffix("Wiring")
            guard path.hasPrefix(Self.documentedLibraries) || inATMLibrary else { return false }
            return !imports.contains { $0.hasPrefix("Wiring") || $0.hasSuffix("Wiring") }
        }

        /// The modules the file imports.
        var imports: [String] {
            lines.compactMap { line in
                let words = line.split(separator: " ").drop { $0.hasPrefix("@") || Self.accessLevels.contains($0) }
                guard words.first == "import", let module = words.dropFirst().last else { return nil }
                return String(module.split(separator: ".").first ?? module)
            }
        }

        private static let accessLevels: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
    }

    /// Every Swift file of the repository under `root`, outside build folders.
    static func repositoryFiles(under root: URL) -> [SourceFile] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        let rootPath = root.standardizedFileURL.path + "/"
        var files: [SourceFile] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasPrefix(".build") {
                enumerator?.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else {
                continue
            }
            let path = url.standardizedFileURL.path
            files.append(
                SourceFile(path: path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path, text: text))
        }
        return files
    }

    /// The ```swift blocks of `markdown`, each as its lines, less the indentation they share.
    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if let lines = current, trimmed == "```" {
                let indentation = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map(\.indentation).min() ?? 0
                blocks.append(lines.map { String($0.dropFirst(min(indentation, $0.indentation))) })
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The top-level declarations and statements of `block`, each as its trimmed lines. A new
    /// one starts at each line without indentation, except a line that closes a bracket (`}`,
    /// `]`, `)`) and a line after nothing but attributes and comments.
    static func parts(of block: [String]) -> [[String]] {
        var parts: [[String]] = []
        var current: [String] = []
        for line in block {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let startsAnew =
                !trimmed.isEmpty && line.indentation == 0 && !"}])".contains(trimmed.first ?? " ")
                && !current.allSatisfy(isPreamble)
            if startsAnew {
                parts.append(current)
                current = []
            }
            current.append(trimmed)
        }
        parts.append(current)
        return parts.filter { !$0.allSatisfy(\.isEmpty) }
    }

    /// Whether a trimmed line is empty, an attribute alone or a comment: what may stand before
    /// a declaration without being one.
    private static func isPreamble(_ line: String) -> Bool {
        line.isEmpty || line.hasPrefix("//") || (line.hasPrefix("@") && !line.contains(" "))
    }

    /// The name of the type `part` declares, when a library would declare it: a `struct`,
    /// `class`, `actor`, `protocol` or `enum` that conforms to none of Wiring's declaration
    /// protocols and is not an `@main` app. nil for everything else.
    static func libraryType(declaredBy part: [String]) -> String? {
        guard let line = part.first(where: { !isPreamble($0) }), !part.contains("@main") else { return nil }
        let words = line.split(separator: " ").drop { $0.hasPrefix("@") || modifiers.contains($0) }
        guard let keyword = words.first, typeKeywords.contains(keyword), let named = words.dropFirst().first else {
            return nil
        }
        let name = String(named.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        // What follows the name: generic parameters, then `: conformances {` or `where`.
        var afterName = words.dropFirst().joined(separator: " ").dropFirst(name.count)
        if afterName.first == "<" { afterName = afterName.drop { $0 != ">" }.dropFirst() }
        let conformances = String(afterName.drop { $0 == " " }.prefix { $0 != "{" })
        guard conformances.first == ":" else { return name }
        let names = conformances.dropFirst().components(separatedBy: " where ")[0]
            .split(whereSeparator: { $0 == "," || $0 == "&" })
            .map { $0.trimmingCharacters(in: .whitespaces) }
        return names.contains(where: wiringDeclarations.contains) ? nil : name
    }

    /// What a wiring library declares; a type conforming to one is not a library's.
    static let wiringDeclarations: Set<String> = ["Module", "MainActorModule", "ChildComponent", "BindingTag"]
    private static let typeKeywords: Set<Substring> = ["struct", "class", "actor", "protocol", "enum"]
    private static let modifiers: Set<Substring> = [
        "public", "package", "internal", "fileprivate", "private", "open", "final", "nonisolated", "indirect",
    ]

    /// The parts of the Swift examples in `markdown` found verbatim in none of `files`, as
    /// messages that name the document `name`.
    static func uncompiledExamples(in markdown: String, named name: String, files: [SourceFile]) -> [String] {
        swiftBlocks(in: markdown).flatMap(parts(of:)).compactMap { part in
            files.contains { contains($0.lines[...], inOrder: comparedLines(of: part)) }
                ? nil : "\(name) example not found verbatim in any Swift file:\n\(part.joined(separator: "\n"))"
        }
    }

    /// The library types declared in the Swift examples of `markdown` that no plain library
    /// of `files` declares verbatim, as messages that name the document `name`.
    static func libraryTypesThatNeedWiring(in markdown: String, named name: String, files: [SourceFile]) -> [String] {
        let libraries = files.filter(\.isPlainLibrary)
        return swiftBlocks(in: markdown).flatMap(parts(of:)).compactMap { part in
            guard let type = libraryType(declaredBy: part),
                !libraries.contains(where: { contains($0.lines[...], inOrder: comparedLines(of: part)) })
            else { return nil }
            return "\(name) declares the library type '\(type)', but no file of a target that cannot see Wiring "
                + "(\(SourceFile.documentedLibraries), or an ATM library) has it verbatim; "
                + "a library takes plain values and closures, and its wiring library adapts Wiring's request kinds:\n"
                + part.joined(separator: "\n")
        }
    }

    /// The lines of `part` that are compared: not empty, and not marking an elided body (`…`).
    private static func comparedLines(of part: [String]) -> [String] {
        part.filter { !$0.isEmpty && !$0.contains("…") }
    }

    /// Whether `lines` all appear in `file`, in order, each on its own line.
    static func contains(_ file: ArraySlice<String>, inOrder lines: [String]) -> Bool {
        var position = file.startIndex
        for line in lines {
            guard let found = file[position...].firstIndex(where: { $0 == line }) else { return false }
            position = found + 1
        }
        return true
    }
}

extension String {
    /// How many spaces the line starts with.
    fileprivate var indentation: Int {
        prefix { $0 == " " || $0 == "\t" }.count
    }
}
