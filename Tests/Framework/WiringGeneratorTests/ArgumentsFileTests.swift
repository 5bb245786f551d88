import Foundation
import Testing

@testable import WiringGenerator

@Suite("Arguments in a file (@file)")
struct ArgumentsFileTests {
    @Test("@file stands for the file's lines, one argument a line, beside arguments given directly")
    func expands() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write(
            "--library\nBWiring\n/path with spaces/B.swift\n@not-a-file.swift\n", to: "arguments")
        let expanded = try ArgumentsFile.expand(["--output", "x.swift", "@" + file, "--library", "CWiring"])
        #expect(
            expanded == [
                "--output", "x.swift", "--library", "BWiring", "/path with spaces/B.swift", "@not-a-file.swift",
                "--library", "CWiring",
            ])
        #expect(try ArgumentsFile.expand(["@"]) == ["@"])
    }

    @Test("an arguments file that cannot be read fails with its path, exit status 1")
    func unreadable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.path("missing.arguments")
        #expect {
            try GeneratorCommand.run(arguments: ["@" + missing])
        } throws: { error in
            guard let error = error as? GeneratorError, case .unreadableArgumentsFile(let path, _) = error else {
                return false
            }
            return path == missing && error.exitCode == 1 && error.description.contains(missing)
        }
    }
}
