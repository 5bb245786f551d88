import Foundation
import Testing
import Wiring

/// The DocC catalog's articles are checked like the README: every Swift example appears
/// verbatim (up to indentation) in a Swift file of this repository, where the compiler
/// checks it; and the diagnostics reference has a section for every diagnostic kind.
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
        let files = ReadmeTests.sourceLines()
        var total = 0
        for article in articles {
            for block in ReadmeTests.swiftBlocks(in: article.text) {
                total += 1
                // `…` marks an elided body; compare the lines around it.
                let lines = block.filter { !$0.isEmpty && !$0.contains("…") }
                let found = files.contains { ReadmeTests.contains($0[...], inOrder: lines) }
                #expect(
                    found,
                    "\(article.name) example not found verbatim in any Swift file:\n\(block.joined(separator: "\n"))")
            }
        }
        #expect(total >= 25)
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
