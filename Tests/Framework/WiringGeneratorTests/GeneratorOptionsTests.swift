import Testing

@testable import WiringGenerator

@Suite("GeneratorOptions")
struct GeneratorOptionsTests {
    @Test("parses --output and --library groups in any order")
    func valid() throws {
        let options = try GeneratorOptions.parse([
            "--library", "AWiring", "a1.swift", "a2.swift",
            "--output", "out/LinkedWiring.swift",
            "--library", "EmptyWiring",
            "--library", "BWiring", "b.swift",
        ])
        #expect(
            options
                == GeneratorOptions(
                    output: "out/LinkedWiring.swift",
                    libraries: [
                        .init(name: "AWiring", sources: ["a1.swift", "a2.swift"]),
                        .init(name: "EmptyWiring", sources: []),
                        .init(name: "BWiring", sources: ["b.swift"]),
                    ]))
        #expect(try GeneratorOptions.parse(["--output", "x.swift"]).libraries.isEmpty)
    }

    @Test(
        "rejects bad usage with a usage error",
        arguments: [
            [],
            ["--output"],
            ["--output", ""],
            ["--output", "a.swift", "--output", "b.swift"],
            ["--library", "AWiring", "a.swift"],
            ["--output", "x.swift", "--library"],
            ["--output", "x.swift", "--library", "--output", "y.swift"],
            ["--output", "x.swift", "stray.swift"],
            ["--output", "x.swift", "--verbose"],
            ["--output", "x.swift", "--library", "Bad-Name", "a.swift"],
            ["--output", "x.swift", "--library", "class"],
            ["--output", "x.swift", "--library", "AWiring", "--library", "AWiring"],
        ])
    func invalid(arguments: [String]) {
        #expect {
            try GeneratorOptions.parse(arguments)
        } throws: { error in
            guard let error = error as? GeneratorError, case .usage = error else { return false }
            return error.exitCode == 64 && !error.description.contains("\n")
        }
    }
}
