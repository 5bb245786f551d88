import Testing

@testable import Wiring

/// A binding's source location is kept as the compiler's literals, which cost nothing to
/// copy; a location made from literals must still equal, hash and read as the same location
/// made from text. Text is interned: copied once per distinct name, from any thread, into
/// bytes that stay valid after the string they were copied from is gone.
@Suite struct SourceLocationTests {
    @Test func aLocationFromLiteralsEqualsTheSameLocationFromText() {
        let literal = Wiring.SourceLocation(
            fileID: "ATMLibWiring/ATMLibModule.swift" as StaticString,
            filePath: "/src/Sources/ATMLibWiring/ATMLibModule.swift" as StaticString, line: 12)
        let text = Wiring.SourceLocation(
            fileID: "ATMLibWiring/ATMLibModule.swift",
            filePath: "/src/Sources/ATMLibWiring/ATMLibModule.swift", line: 12)
        #expect(literal == text)
        #expect(literal.hashValue == text.hashValue)
        #expect(literal.fileID == "ATMLibWiring/ATMLibModule.swift")
        #expect(literal.moduleName == "ATMLibWiring")
        #expect(literal != Wiring.SourceLocation(fileID: text.fileID, filePath: text.filePath, line: 13))
        let oneCharacter = Wiring.SourceLocation(fileID: "A" as StaticString, filePath: "B" as StaticString, line: 1)
        #expect(oneCharacter.fileID == "A" && oneCharacter.filePath == "B")
    }

    /// Every binding holds a location, so copying one is a copy of its bytes: nothing to retain
    /// or release, and no more room than the two byte buffers and the line it is made of.
    @Test func aLocationIsPlainDataOfTwoByteBuffersAndALine() {
        #expect(_isPOD(Wiring.SourceLocation.self))
        let parts = MemoryLayout<UnsafeBufferPointer<UInt8>>.size * 2 + MemoryLayout<Int32>.size
        #expect(MemoryLayout<Wiring.SourceLocation>.size <= parts)
    }

    /// `bind(_:)` receives `#fileID` and `#filePath` as literals: the location points at the
    /// literals' own bytes, which the binary keeps, and copies nothing.
    @Test func aLocationFromLiteralsPointsAtTheLiteralsBytes() {
        let fileID: StaticString = "ATMLibWiring/ATMLibModule.swift"
        let filePath: StaticString = "/src/Sources/ATMLibWiring/ATMLibModule.swift"
        let location = Wiring.SourceLocation(fileID: fileID, filePath: filePath, line: 12)
        #expect(location.fileIDBytes.baseAddress == fileID.utf8Start)
        #expect(location.fileIDBytes.count == fileID.utf8CodeUnitCount)
        #expect(location.filePathBytes.baseAddress == filePath.utf8Start)
        #expect(location.filePathBytes.count == filePath.utf8CodeUnitCount)
    }

    /// What one task saw of the names it interned: where their bytes are, and their text.
    struct Interned: Sendable, Equatable {
        let name: Int
        let fileIDAddress: UInt
        let filePathAddress: UInt
        let text: String
    }

    /// A file ID and path no other test interns, made anew on every call, so that each task
    /// interns a string of its own and the first interning of each name happens in the race.
    static func concurrentFileID(_ name: Int) -> String { "InternedFromManyTasks\(name)/Module\(name).swift" }
    static func concurrentFilePath(_ name: Int) -> String {
        "/src/Sources/InternedFromManyTasks\(name)/Module\(name).swift"
    }

    /// Interning takes a lock that any thread may take at any time: tasks that intern the same
    /// names and different ones at once each get the one copy of a name, different names get
    /// different bytes, and every copy reads back as its name. Scripts/test runs this under
    /// ThreadSanitizer too.
    @Test func internsTheSameAndDifferentNamesFromManyTasksAtOnce() async {
        let names = 8
        let tasks = 64
        let seen = await withTaskGroup(of: [Interned].self) { group in
            for task in 0..<tasks {
                group.addTask {
                    // Each task interns every name, starting at a different one, so that at any
                    // moment some tasks ask for the same name and others for different names.
                    (0..<names).map { step in
                        let name = (task + step) % names
                        let location = Wiring.SourceLocation(
                            fileID: Self.concurrentFileID(name), filePath: Self.concurrentFilePath(name), line: task)
                        return Interned(
                            name: name, fileIDAddress: UInt(bitPattern: location.fileIDBytes.baseAddress),
                            filePathAddress: UInt(bitPattern: location.filePathBytes.baseAddress),
                            text: "\(location.fileID) \(location.filePath)")
                    }
                }
            }
            return await group.reduce(into: [Interned]()) { $0 += $1 }
        }
        #expect(seen.count == names * tasks)
        let byName = Dictionary(grouping: seen, by: \.name)
        #expect(byName.count == names)
        for (name, interned) in byName {
            #expect(Set(interned.map(\.fileIDAddress)).count == 1, "file ID \(name) was copied more than once")
            #expect(Set(interned.map(\.filePathAddress)).count == 1, "file path \(name) was copied more than once")
            #expect(
                interned.allSatisfy { $0.text == "\(Self.concurrentFileID(name)) \(Self.concurrentFilePath(name))" })
        }
        let firsts = byName.values.compactMap(\.first)
        #expect(Set(firsts.map(\.fileIDAddress) + firsts.map(\.filePathAddress)).count == names * 2)
    }

    /// A file ID and path built at run time, long enough to live on the heap, that no other test
    /// interns.
    static func transientFileID(_ number: Int) -> String {
        "Transient\(number)/" + String(repeating: "Directory/", count: 6) + "File.swift"
    }
    static func transientFilePath(_ number: Int) -> String {
        "/" + String(repeating: "transient/", count: 8) + "File\(number).swift"
    }

    /// A location interned from strings that are released when this returns, as are any
    /// temporaries made from them; and where the file ID's own bytes were while it lived.
    @inline(never)
    static func locationOfTransientStrings(_ number: Int) -> (location: Wiring.SourceLocation, storage: UInt) {
        let fileID = transientFileID(number)
        let filePath = transientFilePath(number)
        let location = Wiring.SourceLocation(fileID: fileID, filePath: filePath, line: number)
        let storage = fileID.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) }
        return (location, storage ?? 0)
    }

    /// A location holds no string, only the interned bytes: they are a copy, not the string's
    /// own storage, and still read as the name once every string it was made from is gone and
    /// the heap they lived in has been written over. Scripts/test runs this under
    /// AddressSanitizer too, which reports a read of freed memory.
    @Test func internedBytesStayValidAfterTheStringsTheyWereCopiedFromAreGone() {
        let made = (0..<16).map(Self.locationOfTransientStrings)
        // New strings of the same sizes, likely to take the memory the released ones had.
        let overwriting = (0..<256).map { Self.transientFileID(-$0) + Self.transientFilePath(-$0) }
        for (number, made) in made.enumerated() {
            #expect(UInt(bitPattern: made.location.fileIDBytes.baseAddress) != made.storage)
            #expect(made.location.fileID == Self.transientFileID(number))
            #expect(made.location.filePath == Self.transientFilePath(number))
            #expect(made.location.line == number)
        }
        #expect(overwriting.count == 256)
    }
}
