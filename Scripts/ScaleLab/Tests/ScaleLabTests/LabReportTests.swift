import Testing

@testable import ScaleLab

@Suite("The lab's table")
struct LabReportTests {
    static let package = LabPackage(featureCount: 10, seed: 1, repository: "/r")

    /// Figures as a measured run takes them, with round numbers.
    static var measured: Measurements {
        var figures = Measurements()
        figures.cleanBuild = [.product: 100, .uitest: 100, .dev: 20, .handWired: 80]
        figures.incrementalBuild = [.product: 10, .dev: 4, .handWired: 9]
        figures.generatorRun = [.product: 0.05]
        figures.generatedLines = [.product: 40]
        figures.generatedBytes = [.product: 2048]
        figures.noOpBuild = [.product: 1]
        figures.generatorRanInNoOp = [.product: false]
        figures.checkWiringClean = 150
        figures.checkWiringWarm = 30
        figures.bindings = [.product: 200, .uitest: 200, .dev: 50]
        figures.startup = [
            .working: [.product: 0.006, .dev: 0.0021, .handWired: 0.004],
            .cheap: [.product: 0.002, .dev: 0.0006, .handWired: 0.0005],
        ]
        figures.processWall = [
            .working: [.product: 0.012, .dev: 0.005, .handWired: 0.008],
            .cheap: [.product: 0.008, .dev: 0.003, .handWired: 0.004],
        ]
        figures.deletedBinding = DeletedBindingCheck.Outcome(
            status: 1, errors: WiringDiagnostic.errors(in: DeletedBindingCheckTests.manyErrors), log: "l",
            problem: "wrong")
        return figures
    }

    static func row(_ markdown: String, _ start: String) -> String? {
        markdown.split(separator: "\n").map(String.init).first { $0.hasPrefix("| " + start) }
    }

    @Test("start-up in both object modes, as a ratio to the hand-wired app's and per binding of the graph")
    func startup() throws {
        let markdown = LabReport(package: Self.package, figures: Self.measured, directory: "/d", cores: 2).markdown
        let working = try #require(Self.row(markdown, "Start-up in the process, objects working when made"))
        #expect(working.hasSuffix("| 6.00 | — | 2.10 | 4.00 | 1.50× product/hand |"))
        let cheap = try #require(Self.row(markdown, "Start-up in the process, cheap objects"))
        #expect(cheap.hasSuffix("| 2.00 | — | 0.60 | 0.50 | 4.00× product/hand |"))
        // The hand-wired app per binding of the product's graph, which it makes.
        let perBinding = try #require(Self.row(markdown, "Start-up per binding of the graph, objects working"))
        #expect(perBinding.hasSuffix("| 30.00 | — | 42.00 | 20.00 | each binding beyond dev-app's: 26.00 µs |"))
        let cheapPerBinding = try #require(Self.row(markdown, "Start-up per binding of the graph, cheap objects"))
        #expect(cheapPerBinding.hasSuffix("| 10.00 | — | 12.00 | 2.50 | each binding beyond dev-app's: 9.33 µs |"))
        let wall = try #require(Self.row(markdown, "Whole process, from outside, working / cheap objects"))
        #expect(wall.hasSuffix("| 12.0 / 8.00 | — | 5.00 / 3.00 | 8.00 / 4.00 |  |"))
    }

    @Test("the deleted-binding case's count of errors, measured or not")
    func deletedBinding() throws {
        let measured = LabReport(package: Self.package, figures: Self.measured, directory: "/d", cores: 2).markdown
        var figures = Measurements()
        figures.deletedBinding = Self.measured.deletedBinding
        let unmeasured = LabReport(package: Self.package, figures: figures, directory: "/d", cores: 2).markdown
        for markdown in [measured, unmeasured] {
            let row = try #require(Self.row(markdown, "Error diagnostics of `check-wiring"))
            #expect(
                row.hasSuffix(
                    "| 2 | — | — | — | exit status 1, 2 × Wiring.UnmetRequirement, 0 naming AnalyticsServiceWiring |"))
        }
    }

    @Test("no goals and no verdicts: what was measured only")
    func noVerdicts() {
        let markdown = LabReport(package: Self.package, figures: Self.measured, directory: "/d", cores: 2).markdown
        #expect(markdown.contains("| Figure | product-app | uitest-app | dev-app | handwired-app | Measured |\n"))
        for word in ["Target", "✓", "✗", " met", "≤", "≥"] {
            #expect(!markdown.contains(word), "\(word)")
        }
    }
}
