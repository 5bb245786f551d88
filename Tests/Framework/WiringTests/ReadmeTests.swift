import Foundation
import Testing

/// Every Swift example in README.md is real code: it appears verbatim (up to indentation) in
/// a Swift file of this repository, where the compiler checks it.
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath) // Tests/<Framework|ATM>/<Target>/<file>
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The README's ```swift blocks, each as its trimmed lines.
    static func swiftBlocks() throws -> [[String]] {
        swiftBlocks(in: try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))
    }

    /// The ```swift blocks of `markdown`, each as its trimmed lines; the DocC articles' too.
    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current ?? [])
                current = nil
            } else if current != nil {
                current?.append(trimmed)
            }
        }
        return blocks
    }

    /// Every Swift file's lines, trimmed, outside build folders.
    static func sourceLines() -> [[String]] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files: [[String]] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasPrefix(".build") {
                enumerator?.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else {
                continue
            }
            files.append(text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return files
    }

    @Test func everySwiftExampleInTheReadmeIsCompiledCode() throws {
        let blocks = try Self.swiftBlocks()
        #expect(blocks.count >= 10)
        let files = Self.sourceLines()
        for block in blocks {
            // `…` marks an elided body; compare the lines around it.
            let lines = block.filter { !$0.isEmpty && !$0.contains("…") }
            let found = files.contains { Self.contains($0[...], inOrder: lines) }
            #expect(found, "README example not found verbatim in any Swift file:\n\(block.joined(separator: "\n"))")
        }
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
