import Testing

@testable import ScaleLab

@Suite("The lab's command line")
struct LabOptionsTests {
    @Test("defaults: seed 1, measured, a temporary folder, 20 start-up runs")
    func defaults() throws {
        let options = try LabOptions.parse(["--repository", "/r", "--features", "25"])
        #expect(options == LabOptions(repository: "/r", features: 25, seed: 1, output: nil, measure: true, runs: 20))
    }

    @Test("every option")
    func everyOption() throws {
        let options = try LabOptions.parse([
            "--features", "300", "--seed", "42", "--out", "/tmp/lab", "--no-measure", "--runs", "5",
            "--repository", "/r",
        ])
        #expect(
            options
                == LabOptions(repository: "/r", features: 300, seed: 42, output: "/tmp/lab", measure: false, runs: 5))
    }

    @Test(
        "a wrong command line is a usage error, never a crash",
        arguments: [
            [], ["--repository", "/r"], ["--repository", "/r", "--features"],
            ["--repository", "/r", "--features", "3"], ["--repository", "/r", "--features", "ten"],
            ["--repository", "/r", "--features", "10", "--seed", "-1"],
            ["--repository", "/r", "--features", "10", "--runs", "0"],
            ["--repository", "/r", "--features", "10", "--bogus"], ["--features", "10"],
        ])
    func usage(arguments: [String]) {
        #expect {
            try LabOptions.parse(arguments)
        } throws: { error in
            guard case .usage = error as? LabError else { return false }
            return true
        }
    }
}
