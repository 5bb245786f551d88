import Foundation
import Testing

/// Every Swift example in README.md is real code (see `ExampleCheck`): each of its top-level
/// declarations and statements appears verbatim in a Swift file of this repository, where the
/// compiler checks it, and each type it shows a library declaring compiles without Wiring.
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath) // Tests/<Framework|ATM>/<Target>/<file>
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func readme() throws -> String {
        try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    @Test func everySwiftExampleInTheReadmeIsCompiledCode() throws {
        let readme = try Self.readme()
        #expect(ExampleCheck.swiftBlocks(in: readme).count >= 10)
        let files = ExampleCheck.repositoryFiles(under: Self.root)
        for problem in ExampleCheck.uncompiledExamples(in: readme, named: "README.md", files: files) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test func libraryTypesInTheReadmeExamplesCompileWithoutWiring() throws {
        let readme = try Self.readme()
        let parts = ExampleCheck.swiftBlocks(in: readme).flatMap(ExampleCheck.parts(of:))
        #expect(parts.contains { ExampleCheck.libraryType(declaredBy: $0) == "ATMDepositer" })
        let files = ExampleCheck.repositoryFiles(under: Self.root)
        for problem in ExampleCheck.libraryTypesThatNeedWiring(in: readme, named: "README.md", files: files) {
            Issue.record(Comment(rawValue: problem))
        }
    }
}
