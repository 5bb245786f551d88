import Foundation
import Testing

@testable import ScaleLab

@Suite("The deleted-binding case")
struct DeletedBindingCheckTests {
    static let error =
        "/tmp/lab/Sources/AppShellWiring/AppShellModule.swift:9: error: AppShellWiring requires 'any AnalyticsSink', "
        + "but no linked wiring library binds it [Wiring.UnmetRequirement]"
    static let path =
        "/tmp/lab/Sources/AppShellWiring/AppShellModule.swift:10: note: dependency path: AppShell -> any AnalyticsSink"
    static let fix =
        "note: no linked wiring library binds 'any AnalyticsSink'; link AnalyticsServiceWiring in this app's target"
    static let pluginError = "error: check-wiring: problems in product-app; see the diagnostics above"

    /// What `check-wiring` prints when the one missing binding is one error that names the fix.
    static let oneError = ["Building product-app…", error, path, fix, pluginError].joined(separator: "\n")

    /// What it prints when each library that requires the service reports it.
    static let manyErrors = [
        "Building product-app…", error, path,
        "note: no linked wiring library binds 'any AnalyticsSink'",
        "/tmp/lab/Sources/Maps005Wiring/Maps005Module.swift:8: error: Maps005Wiring requires 'any AnalyticsSink', "
            + "but no linked wiring library binds it [Wiring.UnmetRequirement]",
        "note: no linked wiring library binds 'any AnalyticsSink'",
        "/tmp/lab/Sources/ServiceAPI/X.swift:3: warning: something else [Wiring.UnusedRequirement]",
        pluginError,
    ].joined(separator: "\n")

    @Test("Wiring's errors are read with their notes; SwiftPM's and the plugin's own errors and warnings are not")
    func diagnostics() {
        let one = WiringDiagnostic.errors(in: Self.oneError)
        #expect(one == [WiringDiagnostic(line: Self.error, notes: [Self.path, Self.fix])])
        #expect(one.first?.kind == "Wiring.UnmetRequirement")
        #expect(one.first?.mentions("AnalyticsServiceWiring") == true)
        let many = WiringDiagnostic.errors(in: Self.manyErrors)
        #expect(many.count == 2)
        #expect(many.map(\.notes.count) == [2, 1])
        #expect(many.allSatisfy { !$0.mentions("AnalyticsServiceWiring") })
        #expect(WiringDiagnostic.errors(in: "error: the build failed\n" + Self.pluginError).isEmpty)
    }

    @Test("one UnmetRequirement naming the real analytics wiring library is the outcome expected")
    func expected() {
        #expect(
            DeletedBindingCheck.problem(status: 1, errors: WiringDiagnostic.errors(in: Self.oneError), log: "l")
                == nil)
    }

    @Test("a wrong outcome says what was expected and what was seen")
    func unexpected() throws {
        let many = try #require(
            DeletedBindingCheck.problem(status: 1, errors: WiringDiagnostic.errors(in: Self.manyErrors), log: "x.log"))
        #expect(many.contains("should fail with exactly one error diagnostic, [Wiring.UnmetRequirement]"))
        #expect(many.contains("names AnalyticsServiceWiring"))
        #expect(many.contains("it printed 2 error diagnostics:\n\(Self.error)\n/tmp/lab/Sources/Maps005Wiring"))
        #expect(many.contains("x.log"))

        let unnamed = [Self.error, Self.path, "note: link a library that binds it"].joined(separator: "\n")
        let notNaming = try #require(
            DeletedBindingCheck.problem(status: 1, errors: WiringDiagnostic.errors(in: unnamed), log: "l"))
        #expect(notNaming.contains("its one error does not name AnalyticsServiceWiring:\n\(unnamed)"))

        let otherKind = Self.oneError.replacingOccurrences(of: "UnmetRequirement]", with: "MissingBinding]")
        let wrongKind = try #require(
            DeletedBindingCheck.problem(status: 1, errors: WiringDiagnostic.errors(in: otherKind), log: "l"))
        #expect(wrongKind.contains("its one error is [Wiring.MissingBinding]"))

        let succeeded = try #require(DeletedBindingCheck.problem(status: 0, errors: [], log: "l"))
        #expect(succeeded.contains("it succeeded"))
        let none = try #require(DeletedBindingCheck.problem(status: 1, errors: [], log: "l"))
        #expect(none.contains("it printed 0 error diagnostics"))
    }

    /// A package written to a new folder, and the wiring file the check edits in it.
    static func writtenPackage() throws -> (folder: URL, file: URL, original: Data) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scale-lab-test-\(UUID().uuidString)")
        try LabPackage(featureCount: 10, seed: 1, repository: "/r").write(to: folder)
        let file = folder.appendingPathComponent(DeletedBindingCheck.file)
        return (folder, file, try Data(contentsOf: file))
    }

    @Test("the real analytics wiring library is the one the product links, and loses exactly its binding line")
    func edit() throws {
        let package = LabPackage(featureCount: 10, seed: 1, repository: "/r")
        #expect(package.app(.product).dependencies.contains(DeletedBindingCheck.library))
        #expect(DeletedBindingCheck.product == package.app(.product).product)
        let file = try #require(package.files.first { $0.path == DeletedBindingCheck.file })
        let edited = try DeletedBindingCheck.deletingBinding(from: file.text)
        let removed = file.text.split(separator: "\n").filter { !edited.split(separator: "\n").contains($0) }
        #expect(
            removed == [
                "        binder.bind((any AnalyticsSink).self).scoped(.singleton).to(factory: BufferedAnalytics.init)"
            ])
        #expect(
            edited.split(separator: "\n", omittingEmptySubsequences: false).count
                == file.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
        #expect(throws: LabError.self) { try DeletedBindingCheck.deletingBinding(from: edited) }
    }

    @Test("the command runs without the binding, and the file is restored byte for byte, whatever it did")
    func restores() throws {
        let (folder, file, original) = try Self.writtenPackage()
        defer { try? FileManager.default.removeItem(at: folder) }
        var seen: String?
        let outcome = try DeletedBindingCheck(directory: folder) { () throws(LabError) in
            seen = try? String(contentsOf: file, encoding: .utf8)
            return CommandRunner.Outcome(
                status: 1, seconds: 1, output: Self.manyErrors, log: "check.log", diedFromSignal: false)
        }.run()
        #expect(seen.map { !$0.contains(DeletedBindingCheck.binding) } == true)
        #expect(try Data(contentsOf: file) == original)
        #expect(outcome.errors.count == 2)
        #expect(outcome.problem?.contains("check.log") == true)

        #expect(throws: LabError.self) {
            try DeletedBindingCheck(directory: folder) { () throws(LabError) -> CommandRunner.Outcome in
                throw .unexpected("cannot run swift")
            }.run()
        }
        #expect(try Data(contentsOf: file) == original)
    }
}
