import Testing

@testable import WiringGenerator

/// Modules declared inside `#if` blocks are listed under the same conditions, so a
/// configuration without them (such as `-c release` without `DEBUG`) still compiles.
@Suite("Conditional modules")
struct ConditionalModuleTests {
    /// The expression each listed module of a one-file library is guarded by ("" for none).
    private func conditions(_ source: String) -> [String: [String]] {
        Dictionary(grouping: LibraryScan.resolve(["A.swift": source]).modules, by: \.path)
            .mapValues { $0.map(\.condition.expression) }
    }

    @Test("a module inside #if DEBUG is listed under DEBUG; one after #endif under nothing")
    func debugOnly() {
        let source = """
            #if DEBUG
            public enum DebugModule: Module {
                public static func configure(binder: Binder) {}
            }
            #endif
            public enum Always: Module {}
            """
        #expect(conditions(source) == ["DebugModule": ["DEBUG"], "Always": [""]])
    }

    @Test("nested #if, #elseif and #else branches negate the branches before them")
    func nestedBranches() {
        let source = """
            #if os(Linux)
            #if DEBUG
            public enum A: Module {}
            #elseif TESTING
            public enum B: Module {}
            #else
            public enum C: Module {}
            #endif
            public enum D: Module {}
            #elseif canImport(Darwin) || os(Windows)
            public enum E: Module {}
            #endif
            public enum F: Module {}
            """
        #expect(
            conditions(source) == [
                "A": ["os(Linux) && DEBUG"],
                "B": ["os(Linux) && !DEBUG && TESTING"],
                "C": ["os(Linux) && !DEBUG && !TESTING"],
                "D": ["os(Linux)"],
                "E": ["!os(Linux) && (canImport(Darwin) || os(Windows))"],
                "F": [""],
            ])
    }

    @Test("conditions are read up to the end of their line, without comments")
    func conditionText() {
        let source = """
            #if DEBUG // only while developing
            public enum A: Module {}
            #endif
            #if  compiler(>=6.0) /* new enough */ && !os(Windows)
            public enum B: Module {}
            #else // older compilers
            public enum C: Module {}
            #endif // compiler
            let text = "#if NOT_A_DIRECTIVE"
            public enum D: Module {}
            """
        #expect(
            conditions(source) == [
                "A": ["DEBUG"],
                "B": ["compiler(>=6.0) && !os(Windows)"],
                "C": ["!(compiler(>=6.0) && !os(Windows))"],
                "D": [""],
            ])
    }

    @Test("an #if around attributes only does not put its condition on the declaration")
    func attributeOnlyBlock() {
        let source = """
            #if DEBUG
            @available(macOS 15, *)
            #endif
            public enum Attributed: Module {}
            func f() {
                if #available(macOS 15, *) {}
            }
            #endif
            public enum AfterStrayEndif: Module {}
            """
        #expect(conditions(source) == ["Attributed": [""], "AfterStrayEndif": [""]])
    }

    @Test("a conformance in an #if of another file adds its condition to the type's own")
    func extensionCondition() {
        let result = LibraryScan.resolve([
            "Types.swift": """
            #if DEBUG
            public struct DebugTools {}
            #endif
            public struct Tools {}
            #if os(Linux)
            public enum Outer {}
            #endif
            """,
            "Conformances.swift": """
            #if DEBUG
            extension DebugTools: Module {}
            #endif
            #if TESTING
            extension Tools: Module {}
            #endif
            extension Outer {
                #if DEBUG
                public enum Inner: Module {}
                #endif
            }
            """,
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.modules.map { "\($0.path) if \($0.condition.expression)" } == [
                "DebugTools if DEBUG",
                "Tools if TESTING",
                "Outer.Inner if DEBUG && os(Linux)",
            ])
    }

    @Test("a module whose type and conformance are in opposite branches is never listed")
    func impossibleCondition() {
        let source = """
            #if DEBUG
            public struct Never {}
            #endif
            #if DEBUG
            #else
            extension Never: Module {}
            #endif
            """
        #expect(LibraryScan.resolve(["A.swift": source]) == ModuleResolver.Result())
    }
}
