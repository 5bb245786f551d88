import Foundation
import Testing
import Wiring

/// The DocC catalog's articles are checked like the README (see `ExampleCheck`): each top-level
/// declaration and statement of every Swift example appears verbatim in a Swift file of this
/// repository, where the compiler checks it, and each type an example shows a library declaring
/// compiles without Wiring; and the diagnostics reference has a section for every diagnostic kind.
@Suite struct DocCTests {
    static let catalog = ReadmeTests.root.appendingPathComponent("Sources/Wiring/Wiring.docc")

    static func articles() throws -> [(name: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        return try names.map { name in
            (name, try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8))
        }
    }

    @Test func everySwiftExampleInTheArticlesIsCompiledCode() throws {
        let articles = try Self.articles()
        #expect(articles.count >= 11)
        #expect(articles.map { ExampleCheck.swiftBlocks(in: $0.text).count }.reduce(0, +) >= 25)
        let files = ExampleCheck.repositoryFiles(under: ReadmeTests.root)
        for article in articles {
            for problem in ExampleCheck.uncompiledExamples(in: article.text, named: article.name, files: files) {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }

    @Test func libraryTypesInTheArticlesCompileWithoutWiring() throws {
        let articles = try Self.articles()
        let files = ExampleCheck.repositoryFiles(under: ReadmeTests.root)
        var libraryTypes = 0
        for article in articles {
            let parts = ExampleCheck.swiftBlocks(in: article.text).flatMap(ExampleCheck.parts(of:))
            libraryTypes += parts.filter { ExampleCheck.libraryType(declaredBy: $0) != nil }.count
            for problem in ExampleCheck.libraryTypesThatNeedWiring(in: article.text, named: article.name, files: files)
            {
                Issue.record(Comment(rawValue: problem))
            }
        }
        // The articles show many library types; a check that recognized none would pass unread.
        #expect(libraryTypes >= 10)
    }

    /// Diagnostics can point at `Diagnostics#<identifier>`, so every identifier has a section
    /// headed by exactly that identifier.
    @Test func everyDiagnosticKindHasItsOwnSection() throws {
        let text = try #require(try Self.articles().first { $0.name == "Diagnostics.md" }).text
        let headings = Set(
            text.components(separatedBy: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) })
        for kind in Diagnostic.Kind.allCases {
            #expect(headings.contains(kind.rawValue), "Diagnostics.md has no section '## \(kind.rawValue)'")
        }
    }

    /// Every diagnostic names its section: the anchor DocC makes from the section's heading.
    @Test func everyDiagnosticNamesItsSectionOfTheReference() {
        for kind in Diagnostic.Kind.allCases {
            let anchor = kind.rawValue.filter { $0 != "." }
            #expect(kind.documentationPath == "documentation/wiring/diagnostics#\(anchor)")
            let diagnostic = Diagnostic(kind: kind, location: nil, message: "example")
            #expect(diagnostic.description.hasSuffix("explained in Wiring's documentation, \(kind.documentationPath)"))
        }
    }

    /// The landing page links every article, so none is unreachable.
    @Test func theLandingPageLinksEveryArticle() throws {
        let articles = try Self.articles()
        let landing = try #require(articles.first { $0.name == "Wiring.md" }).text
        for article in articles where article.name != "Wiring.md" {
            let name = article.name.replacingOccurrences(of: ".md", with: "")
            #expect(landing.contains("<doc:\(name)>"), "Wiring.md does not link \(name)")
        }
    }
}
