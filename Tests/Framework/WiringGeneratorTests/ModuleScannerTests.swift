import Testing

@testable import WiringGenerator

@Suite("ModuleScanner")
struct ModuleScannerTests {
    @Test("finds public modules in every declaration shape")
    func declarationShapes() {
        let source = """
            import Wiring

            public enum PlainEnum: Module {
                public static func configure(binder: Binder) {}
            }
            public struct PlainStruct: Module {}
            public class PlainClass: Module {}
            public final class FinalClass: Module {}
            final public class FinalFirstClass: Module {}
            open class OpenClass: Module {}
            public actor SomeActor: Module {}
            public enum Qualified: Wiring.Module {}
            public enum WithOthers: Module, Sendable {}
            public enum OthersFirst: Sendable, Module {}
            public enum UncheckedFirst: @unchecked Sendable, Module {}
            public enum PreconcurrencyModule: @preconcurrency Module {}
            @available(macOS 15, *)
            @MainActor
            public enum Attributed: Module {}
            @available(*, deprecated, message: "use { something } else")
            public final class AttributedWithBraces: Module {}
            public
            final
            class
            MultiLineHead
                :
                Sendable,
                Wiring
                    .Module
            {
            }
            public enum MultiLineClause:
                CustomStringConvertible,
                Module
            {
                public static var description: String { "" }
            }
            public enum WhereClause: Module where Self: Sendable {}
            public enum `Escaped`: Module {}
            public enum Spaced : Module{}
            public enum Composition: Sendable & Module {}
            """
        #expect(
            LibraryScan.moduleNames(in: source) == [
                "PlainEnum", "PlainStruct", "PlainClass", "FinalClass", "FinalFirstClass", "OpenClass",
                "SomeActor", "Qualified", "WithOthers", "OthersFirst", "UncheckedFirst",
                "PreconcurrencyModule", "Attributed", "AttributedWithBraces", "MultiLineHead",
                "MultiLineClause", "WhereClause", "Escaped", "Spaced", "Composition",
            ])
    }

    @Test("ignores modules inside comments")
    func comments() {
        let source = """
            // public enum LineComment: Module {}
            /* public enum BlockComment: Module {} */
            /* outer /* nested */ public enum NestedComment: Module {} */
            /// public enum DocComment: Module {}
            /**
             public enum DocBlock: Module {}
             */
            public enum Real: /* Module */ Sendable {}
            public enum AlsoReal: Sendable // , Module
            {}
            public enum Kept: Module {} // public enum Trailing: Module {}
            """
        #expect(LibraryScan.moduleNames(in: source) == ["Kept"])
    }

    @Test("ignores modules inside string literals")
    func strings() {
        let source = #"""
            let a = "public enum InString: Module {}"
            let b = "escaped \" public enum AfterEscapedQuote: Module {} \""
            let c = """
                public enum InMultiline: Module {}
                """
            let d = #"public enum InRaw: Module {} \(x)"#
            let e = ##"a "# public enum InDoubleRaw: Module {}"##
            let f = "\(call("public enum InInterpolation: Module {}")) public enum AfterInterpolation: Module {}"
            let g = "\("nested \("deeper { ")") } public enum DeepInterpolation: Module {}"
            let h = #/public enum InRegex: Module {}/#
            public enum AfterStrings: Module {}
            """#
        #expect(LibraryScan.moduleNames(in: source) == ["AfterStrings"])
    }

    @Test("silently skips modules that are not public: other modules of the library include them")
    func nonPublic() {
        let source = """
            enum ImplicitInternal: Module {}
            internal enum Internal: Module {}
            private enum Private: Module {}
            fileprivate enum FilePrivate: Module {}
            package enum PackageLevel: Module {}
            struct InternalByExtension {}
            extension InternalByExtension: Module {}
            extension Foo { enum InternalInExtension: Module {} }
            enum InternalGeneric<T>: Module {}
            public protocol SubModule: Module {}
            enum InternalRefined: SubModule {}
            public enum NotModule: ModuleLike, Modules {}
            public enum OtherModule: Other.Module {}
            public enum GenericArgument: Box<Module> {}
            public enum NoInheritance {}
            public func f() { public enum Local: Module {} }
            public private(set) var x: Int = 0
            public typealias Alias = Module
            public enum Last: Module {}
            """
        let result = LibraryScan.resolve(["A.swift": source])
        #expect(result.modules.map(\.path) == ["Last"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("reports nested modules by path only when every enclosing type is public")
    func nested() {
        let source = """
            public enum Outer: Module {
                public enum Inner: Module {
                    public struct Deepest: Wiring.Module {}
                }
                enum HiddenInner: Module {}
                public static func configure(binder: Binder) {
                    struct Local: Module {}
                }
                public class func make() -> Int { 0 }
            }
            enum InternalOuter {
                public enum Unreachable: Module {}
            }
            struct InternalGenericOuter<T> {
                public enum UnderInternalGeneric: Module {}
            }
            public enum AfterAll: Module {}
            """
        #expect(
            LibraryScan.moduleNames(in: source) == [
                "Outer", "Outer.Inner", "Outer.Inner.Deepest", "AfterAll",
            ])
    }

    @Test("lists a module declared in both an #if and its #else under each branch")
    func duplicates() {
        let source = """
            #if DEBUG
            public enum Twice: Module {}
            #else
            public enum Twice: Module, Sendable {}
            #endif
            """
        #expect(
            LibraryScan.resolve(["A.swift": source]).modules == [
                ListedModule(path: "Twice", condition: BuildCondition([.init(condition: "DEBUG", holds: false)])),
                ListedModule(path: "Twice", condition: BuildCondition([.init(condition: "DEBUG", holds: true)])),
            ])
    }

    @Test(
        "survives malformed and unterminated input",
        arguments: [
            "", "public", "public enum", "public enum X", "public enum X:", "public enum X<",
            "public enum X: Module", "/* never closed public enum X: Module {}",
            "\"never closed public enum X: Module {}", "\"\\(", "#\"\"\"", "@", "@x(", "}}}} {{",
            "public enum X: Box<(Int) -> Void>, Module {}", "`", "#/", "public class func",
        ])
    func malformed(source: String) {
        _ = LibraryScan.moduleNames(in: source)
    }

    @Test("an unterminated header is still read up to its end")
    func unterminatedHeader() {
        #expect(LibraryScan.moduleNames(in: "public enum X: Module") == ["X"])
        #expect(LibraryScan.moduleNames(in: "public enum X: Box<(Int) -> Void>, Module {}") == ["X"])
    }
}
