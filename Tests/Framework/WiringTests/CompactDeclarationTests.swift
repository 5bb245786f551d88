import Dispatch
import Injection
import Testing
import Wiring

/// What every binding holds: its scope and where it was declared. Both are kept in forms
/// that cost nothing to copy, and must still compare and print as the names they stand for.
@Suite struct CompactDeclarationTests {
    /// Every scoped binding of every graph holds its scope, so a scope is kept as its name's
    /// number, not as the name: a copy retains and releases nothing, and takes no more room than
    /// an integer.
    @Test func aScopeIsPlainDataNoWiderThanAnInteger() {
        #expect(_isPOD(Scope.self))
        #expect(MemoryLayout<Scope>.size <= MemoryLayout<Int>.size)
    }

    @Test func scopesCompareAndPrintByName() {
        #expect(Scope("teller-session") == Scope("teller-session"))
        #expect(Scope("teller-session") != Scope("card-session"))
        #expect(Scope("teller-session").name == "teller-session")
        #expect(Scope.singleton == Scope("singleton"))
        #expect("\(Scope("card-session"))" == "card-session")
        #expect(Set([Scope("a"), Scope("a"), Scope("b")]).count == 2)
    }

    @Test func scopesMadeOnManyThreadsAtOnceAgree() {
        let names = (0..<64).map { "concurrent-\($0 % 8)" }
        let made = Locked<[Int: Scope]>([:])
        DispatchQueue.concurrentPerform(iterations: names.count) { position in
            let scope = Scope(names[position])
            made.withLock { $0[position] = scope }
        }
        let scopes = made.withLock { $0 }
        for (position, name) in names.enumerated() {
            #expect(scopes[position] == Scope(name))
            #expect(scopes[position]?.name == name)
        }
    }

    @Test func bindRecordsItsCallSite() throws {
        enum Unfinished: Module {
            static func configure(binder: Binder) {
                _ = binder.bind(Int.self)
            }
        }
        let line = #line - 3
        let error = try #require(throws: WiringError.self) { try Component(root: Int.self, modules: [Unfinished.self]) }
        let location = try #require(error.diagnostics.first { $0.kind == .unfinishedBinding }?.location)
        #expect(location.fileID == #fileID)
        #expect(location.filePath == #filePath)
        #expect(location.line == line)
    }
}
