import Foundation
import PackagePlugin

/// Checks wiring library targets on their own, with no app: generates the list of their
/// modules, compiles a small program that calls `LibraryCheckReport.main` with it, links it
/// from the objects the debug build made for the libraries and everything they depend on, and
/// runs it. The program checks each library alone.
///
/// All the libraries go into one program, so that checking hundreds of them costs one compile
/// and one link, not one per library. Libraries that cannot be linked into one program (two
/// C targets that define the same symbol, say, which no app links together) are checked one
/// program each, as before.
struct LibraryChecker {
    /// What checking a set of libraries found.
    struct Outcome {
        /// What the check programs (or the generator or compiler, when one failed) printed.
        var results: [Subprocess.Result]
        /// The libraries with an error, or all of them when a program failed before checking.
        var failed: [String]
        /// The types each library binds, as diagnostics name them, for the apps' checks.
        var bindings: [String: [String]] = [:]
    }

    let generator: URL
    let swiftc: URL
    /// `WiringLaunch`, whose `LibraryCheckReport` the program calls.
    let launcher: Target
    /// Where the debug build put the modules and objects.
    let binDirectory: URL
    let workDirectory: URL

    func check(_ libraries: [SourceModuleTarget]) throws -> Outcome {
        guard libraries.count > 1 else { return try checkEach(libraries) }
        let together = try program(for: libraries, named: "all-wiring-libraries")
        switch together {
        case .built(let program):
            let (checked, bindings) = try run(program)
            return Outcome(results: [checked], failed: Self.failed(libraries, in: checked), bindings: bindings)
        case .failed(let result):
            // The first error that says why, rather than that a command failed.
            let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }
            let reason =
                (errors.first { !$0.contains("command failed") } ?? errors.first)
                .map { " (\($0.trimmingCharacters(in: .whitespaces)))" } ?? ""
            Output.write(
                "note: the wiring libraries do not build into one check program\(reason); checking each in its own")
            return try checkEach(libraries)
        }
    }

    /// One program per library.
    private func checkEach(_ libraries: [SourceModuleTarget]) throws -> Outcome {
        var outcome = Outcome(results: [], failed: [])
        for library in libraries {
            switch try program(for: [library], named: library.name) {
            case .built(let program):
                let (checked, bindings) = try run(program)
                outcome.results.append(checked)
                outcome.failed += Self.failed([library], in: checked)
                outcome.bindings.merge(bindings) { first, _ in first }
            case .failed(let result):
                outcome.results.append(result)
                outcome.failed.append(library.name)
            }
        }
        return outcome
    }

    /// Runs a check program, which also writes what each of its libraries binds.
    private func run(_ program: URL) throws -> (Subprocess.Result, bindings: [String: [String]]) {
        let file = program.deletingLastPathComponent().appending(path: "bindings.json")
        try? FileManager.default.removeItem(at: file)
        let checked = try Subprocess.run(program, ["--bindings", file.path(percentEncoded: false)])
        let bindings = (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(Bindings.self, from: $0) }
        return (checked, bindings?.boundTypes ?? [:])
    }

    /// What a check program writes of its libraries' bindings.
    private struct Bindings: Decodable {
        let boundTypes: [String: [String]]
    }

    private enum Program {
        case built(URL)
        /// The generator or the compiler failed; what it printed.
        case failed(Subprocess.Result)
    }

    /// Generates, compiles and links the check program for `libraries`.
    private func program(for libraries: [SourceModuleTarget], named name: String) throws -> Program {
        let folder = workDirectory.appending(path: "library-checks/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let list = folder.appending(path: "LinkedWiring.swift")
        var generatorArguments = ["--output", list.path(percentEncoded: false)]
        for library in libraries {
            generatorArguments += ["--library", library.moduleName]
            generatorArguments += library.sourceFiles(withSuffix: "swift").map { $0.url.path(percentEncoded: false) }
        }
        let generated = try Subprocess.run(
            generator, try ArgumentsFile.pass(generatorArguments, in: folder.appending(path: "generator.arguments")))
        guard generated.status == 0 else { return .failed(generated) }

        let main = folder.appending(path: "main.swift")
        let subject =
            libraries.count == 1
            ? "\(libraries[0].name) on its own" : "\(libraries.count) wiring libraries, each on its own"
        try """
        // Generated by `swift package check-wiring`: checks \(subject).
        import WiringLaunch

        LibraryCheckReport.main(LinkedWiring.libraries)

        """.write(to: main, atomically: true, encoding: .utf8)

        let program = folder.appending(path: "check-\(name)")
        var arguments = [
            "-swift-version", "6", "-I", binDirectory.appending(path: "Modules").path(percentEncoded: false),
            main.path(percentEncoded: false), list.path(percentEncoded: false),
            "-o", program.path(percentEncoded: false),
        ]
        let targets =
            libraries.flatMap { [$0] + $0.recursiveTargetDependencies } + [launcher]
            + launcher.recursiveTargetDependencies
        arguments += clangModules(among: targets)
        arguments += try objects(of: targets)
        let compiled = try Subprocess.run(
            swiftc, try ArgumentsFile.pass(arguments, in: folder.appending(path: "swiftc.arguments"), quoted: true))
        guard compiled.status == 0 else { return .failed(compiled) }
        return .built(program)
    }

    /// The libraries `result`'s report names with an error, or all of them when the program
    /// did not report on one (it failed before checking).
    private static func failed(_ libraries: [SourceModuleTarget], in result: Subprocess.Result) -> [String] {
        let reports = result.output.split(separator: "\n")
        var failed: [String] = []
        for library in libraries {
            let prefix = "\(library.name): checked on its own: "
            guard let report = reports.first(where: { $0.hasPrefix(prefix) }) else {
                failed.append(library.name)
                continue
            }
            if report.contains("error") { failed.append(library.name) }
        }
        if result.status != 0 && failed.isEmpty { return libraries.map(\.name) }
        return failed
    }

    /// Where the compiler finds the C targets among `targets`, which the Swift modules it
    /// imports were built against: each one's module map, the one SwiftPM wrote or the
    /// target's own, and its public headers.
    private func clangModules(among targets: [Target]) -> [String] {
        var seen: Set<String> = []
        var flags: [String] = []
        for case let target as ClangSourceModuleTarget in targets where seen.insert(target.moduleName).inserted {
            let headers = target.publicHeadersDirectoryURL
            let maps = [
                binDirectory.appending(path: "\(target.moduleName).build/module.modulemap"),
                headers?.appending(path: "module.modulemap"),
            ]
            if let map = maps.compactMap({ $0 }).first(where: {
                FileManager.default.fileExists(atPath: $0.path(percentEncoded: false))
            }) {
                flags += ["-Xcc", "-fmodule-map-file=\(map.path(percentEncoded: false))"]
            }
            if let headers {
                flags += ["-Xcc", "-I", "-Xcc", headers.path(percentEncoded: false)]
            }
        }
        return flags
    }

    /// The object files the build made for `targets`, as the compiler's output map of each
    /// names them (a folder may also hold objects of files since deleted).
    private func objects(of targets: [Target]) throws -> [String] {
        var seen: Set<String> = []
        var paths: [String] = []
        for case let target as SourceModuleTarget in targets where seen.insert(target.moduleName).inserted {
            let folder = binDirectory.appending(path: "\(target.moduleName).build")
            let map = folder.appending(path: "output-file-map.json")
            if let data = try? Data(contentsOf: map),
                let entries = try JSONSerialization.jsonObject(with: data) as? [String: [String: String]]
            {
                paths += entries.values.compactMap { $0["object"] }.sorted()
            } else if let files = try? FileManager.default.contentsOfDirectory(
                atPath: folder.path(percentEncoded: false))
            {
                // A C target: clang writes one object per source.
                paths += files.filter { $0.hasSuffix(".o") }.sorted()
                    .map { folder.appending(path: $0).path(percentEncoded: false) }
            }
        }
        return paths
    }
}
