import Foundation
import Testing

@testable import WiringGenerator

/// What the generator cannot list fails the build at the declaration, never silently.
@Suite("Unlistable modules")
struct UnlistableModuleTests {
    /// The diagnostics for `files`, as `file:line` and a part of the message.
    private func errors(_ files: KeyValuePairs<String, String>) -> [String] {
        let result = LibraryScan.resolve(files)
        #expect(result.modules.isEmpty)
        return result.diagnostics.map { "\($0.file):\($0.line) \($0.message)" }
    }

    @Test("a conformance only through a library protocol that refines Module")
    func refinedProtocol() {
        let found = errors([
            "Protocols.swift": """
            public protocol FeatureModule: Module {}
            public protocol DeepFeature: FeatureModule {}
            public typealias Feature = DeepFeature
            """,
            "Modules.swift": """
            public enum ViaRefined: FeatureModule {}

            public enum ViaDeeper: DeepFeature {}
            public struct ViaExtension {}
            extension ViaExtension: Sendable, FeatureModule {}
            public enum ViaAlias: Feature {}
            """,
        ])
        #expect(found.count == 4)
        #expect(found[0].hasPrefix("Modules.swift:1 'ViaRefined' conforms to Module only through 'FeatureModule'"))
        #expect(found[0].contains("add 'Module' to its inheritance clause to list it in every app that links AWiring"))
        #expect(found[1].hasPrefix("Modules.swift:3 'ViaDeeper' conforms to Module only through 'DeepFeature'"))
        #expect(found[2].hasPrefix("Modules.swift:5 'ViaExtension' conforms to Module only through 'FeatureModule'"))
        #expect(found[3].hasPrefix("Modules.swift:6 'ViaAlias' conforms to Module only through 'DeepFeature'"))
    }

    @Test("naming Module as well, or not being public, settles a refined conformance")
    func refinedProtocolSettled() {
        let result = LibraryScan.resolve([
            "A.swift": """
            public protocol FeatureModule: Module {}
            public enum Stated: FeatureModule, Module {}
            public enum StatedByExtension: FeatureModule {}
            extension StatedByExtension: Module {}
            enum IncludedByAnother: FeatureModule {}
            """
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(result.modules.map(\.path) == ["Stated", "StatedByExtension"])
    }

    @Test("a module only through its superclass")
    func superclass() {
        let result = LibraryScan.resolve([
            "A.swift": """
            open class BaseModule: Module {}
            public final class SubModule: BaseModule {}
            """
        ])
        #expect(result.modules.map(\.path) == ["BaseModule"])
        #expect(result.diagnostics.map(\.line) == [2])
        #expect(
            result.diagnostics.first?.message.hasPrefix(
                "'SubModule' is a Module only through its superclass 'BaseModule'") == true)
    }

    @Test("a public module that is generic, or nested in a generic type")
    func generic() {
        let found = errors([
            "A.swift": """
            public enum Generic<T>: Module {}
            public struct GenericByExtension<T: Sendable> {}
            extension GenericByExtension: Module where T == Int {}
            public struct Box<T> {
                public enum Inner: Module {}
            }
            """
        ])
        #expect(
            found == [
                "A.swift:1 public module 'Generic' is generic, so the generated root cannot name it; make it "
                    + "non-generic, or make it internal and include a specialization of it from a public module",
                "A.swift:2 public module 'GenericByExtension' is generic, so the generated root cannot name it; make it "
                    + "non-generic, or make it internal and include a specialization of it from a public module",
                "A.swift:5 public module 'Box.Inner' is nested in the generic type 'Box', so the generated root "
                    + "cannot name it; move it out of 'Box'",
            ])
    }

    @Test("a module or conformance in an extension of a type the library does not declare")
    func foreignExtension() {
        let found = errors([
            "A.swift": """
            import ATMLib
            extension Foreign: Module {}
            extension ATMLib.Teller: Sendable, Module {}
            extension Foreign {
                public enum Inner: Module {}
            }
            extension Foreign: Sendable {}
            extension Foreign { enum Hidden: Module {} }
            """
        ])
        #expect(
            found == [
                "A.swift:2 this extension makes 'Foreign' a Module, but AWiring does not declare 'Foreign', "
                    + "so the generated root cannot name it; declare the module as a public type of AWiring",
                "A.swift:3 this extension makes 'ATMLib.Teller' a Module, but AWiring does not declare 'ATMLib.Teller', "
                    + "so the generated root cannot name it; declare the module as a public type of AWiring",
                "A.swift:5 public module 'Foreign.Inner' is declared in an extension of 'Foreign', which AWiring "
                    + "does not declare, so the generated root cannot name it; declare the module as a public type of AWiring",
            ])
    }

    @Test("errors point at the declaration's line past multi-line comments and strings, file by file")
    func lines() {
        let result = LibraryScan.resolve([
            "First.swift": """
            /*
             public enum InComment: Module {}
             */
            let text = \"""
                line
                \\(value)
                \"""
            #if DEBUG
            public enum Generic<T>: Module {}
            #endif
            """,
            "Second.swift": "\n\nextension Missing: Module {}\n",
        ])
        #expect(result.diagnostics.map { "\($0.file):\($0.line)" } == ["First.swift:9", "Second.swift:3"])
        #expect(result.diagnostics.allSatisfy { $0.description.hasPrefix("\($0.file):\($0.line): error: ") })
    }
}
