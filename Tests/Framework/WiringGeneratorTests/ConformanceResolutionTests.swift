import Testing

@testable import WiringGenerator

/// Conformances written away from the type's declaration: in extensions, in other files of
/// the library, and through typealiases the library declares.
@Suite("Conformance resolution")
struct ConformanceResolutionTests {
    private func listed(_ files: KeyValuePairs<String, String>) -> [String] {
        let result = LibraryScan.resolve(files)
        #expect(result.diagnostics.isEmpty)
        return result.modules.map(\.path)
    }

    @Test("a conformance declared in an extension in the same file")
    func extensionSameFile() {
        #expect(
            listed([
                "A.swift": """
                public struct ByExtension {}
                extension ByExtension: Module {
                    public static func configure(binder: Binder) {}
                }
                """
            ]) == ["ByExtension"])
    }

    @Test("a main-actor module is a module, named plainly or qualified")
    func mainActorModule() {
        #expect(
            listed([
                "A.swift": """
                public enum CartModule: MainActorModule {
                    public static func configure(binder: MainActorBinder) {}
                }
                public enum ScreenModule: Wiring.MainActorModule {
                    public static func configure(binder: MainActorBinder) {}
                }
                """
            ]) == ["CartModule", "ScreenModule"])
    }

    @Test("a conformance declared in an extension in another file of the library")
    func extensionOtherFile() {
        #expect(
            listed([
                "Conformance.swift": "extension Elsewhere: Module {}\n",
                "Type.swift": "public final class Elsewhere {}\n",
            ]) == ["Elsewhere"])
    }

    @Test("an extension listing Module after or with other protocols, or qualified")
    func extensionClauses() {
        #expect(
            listed([
                "A.swift": """
                public struct AfterOthers {}
                extension AfterOthers: CustomStringConvertible, Module {}
                public struct Composed {}
                extension Composed: Sendable & Module {}
                public struct Qualified {}
                extension Qualified: Wiring.Module {}
                public struct SelfQualified {}
                extension AWiring.SelfQualified: @preconcurrency Module where Self: Sendable {}
                public enum Outer { public struct Inner {} }
                extension Outer.Inner: Module {}
                public struct NotAModule {}
                extension NotAModule: Other.Module, ModuleLike {}
                """
            ]) == ["AfterOthers", "Composed", "Qualified", "SelfQualified", "Outer.Inner"])
    }

    @Test("a conformance through a typealias of Module declared in the library")
    func typealiases() {
        #expect(
            listed([
                "Aliases.swift": """
                public typealias AppModule = Module
                typealias QualifiedAlias = Wiring.Module
                typealias AliasOfAlias = AppModule
                typealias ComposedAlias = Sendable & Module
                public enum Kinds { public typealias Feature = Module }
                """,
                "Modules.swift": """
                public enum ViaAlias: AppModule {}
                public enum ViaQualifiedAlias: QualifiedAlias {}
                public enum ViaAliasOfAlias: AliasOfAlias {}
                public enum ViaComposedAlias: ComposedAlias {}
                public enum ViaNestedAlias: Kinds.Feature {}
                public enum ViaLibraryQualifiedAlias: AWiring.AppModule {}
                public struct ExtendedViaAlias {}
                extension ExtendedViaAlias: AppModule {}
                extension Kinds { public enum Inside: Feature {} }
                public typealias NotModule = Sendable
                public enum ViaOtherAlias: NotModule {}
                """,
            ]) == [
                "ViaAlias", "ViaQualifiedAlias", "ViaAliasOfAlias", "ViaComposedAlias", "ViaNestedAlias",
                "ViaLibraryQualifiedAlias", "ExtendedViaAlias", "Kinds.Inside",
            ])
    }

    @Test("a public module nested in an extension of a library type is listed by its path")
    func nestedInExtension() {
        #expect(
            listed([
                "A.swift": """
                public enum Outer {}
                extension Outer {
                    public enum Explicit: Module {}
                    enum Internal: Module {}
                }
                public extension Outer {
                    enum Implicit: Module {}
                    internal enum ExplicitlyInternal: Module {}
                }
                """
            ]) == ["Outer.Explicit", "Outer.Implicit"])
    }

    @Test("child components are installed by a parent, so they are neither listed nor errors")
    func childComponents() {
        #expect(
            listed([
                "A.swift": """
                public enum Direct: ChildComponent {}
                public enum Qualified: Wiring.ChildComponent {}
                public struct ByExtension {}
                extension ByExtension: ChildComponent {}
                public typealias Child = ChildComponent
                public enum ViaAlias: Child {}
                public protocol KeyedChild: ChildComponent {}
                public enum ViaRefinedChild: KeyedChild {}
                """
            ]).isEmpty)
    }
}
