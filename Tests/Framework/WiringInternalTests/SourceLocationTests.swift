import Testing

@testable import Wiring

/// A binding's source location is kept as the compiler's literals, which cost nothing to
/// copy; a location made from literals must still equal, hash and read as the same location
/// made from text.
@Suite struct SourceLocationTests {
    @Test func aLocationFromLiteralsEqualsTheSameLocationFromText() {
        let literal = SourceLocation(
            fileID: "ATMLibWiring/ATMLibModule.swift" as StaticString,
            filePath: "/src/Sources/ATMLibWiring/ATMLibModule.swift" as StaticString, line: 12)
        let text = SourceLocation(
            fileID: "ATMLibWiring/ATMLibModule.swift",
            filePath: "/src/Sources/ATMLibWiring/ATMLibModule.swift", line: 12)
        #expect(literal == text)
        #expect(literal.hashValue == text.hashValue)
        #expect(literal.fileID == "ATMLibWiring/ATMLibModule.swift")
        #expect(literal.moduleName == "ATMLibWiring")
        #expect(literal != SourceLocation(fileID: text.fileID, filePath: text.filePath, line: 13))
        #expect(MemoryLayout<Wiring.SourceLocation>.size <= MemoryLayout<(String, String, Int)>.size + 1)
        let oneCharacter = SourceLocation(fileID: "A" as StaticString, filePath: "B" as StaticString, line: 1)
        #expect(oneCharacter.fileID == "A" && oneCharacter.filePath == "B")
    }
}
