import Testing
import Wiring

/// Every kind of diagnostic a user can cause says which kind it is, points at a declaration
/// with `path:line:`, and suggests a fix.
@Suite struct DiagnosticCatalogTests {
    struct Needs: Sendable { let scanner: BillScanner }
    enum Solo: ChildComponent {
        typealias Seed = Void
        typealias Root = BillScanner
        static let scope = Scope.singleton
        static func configure(binder: Binder) {}
    }

    /// A graph that produces exactly one diagnostic of `kind`.
    static let graphs: [(Diagnostic.Kind, [any Module.Type], [any Module.Type])] = [
        (.missingBinding, [Missing.self], []),
        (.missingRoot, [], []),
        (.dependencyCycle, [Cyclic.self], []),
        (.duplicateBinding, [Twice.self], []),
        (.duplicateMapKey, [MapClash.self], []),
        (.collectionConflict, [CollectionClash.self], []),
        (.scopeMismatch, [WrongScope.self], []),
        (.duplicateScope, [SameScope.self], []),
        (.overrideWithoutTarget, [Fine.self], [Fine.Typo.self]),
        (.unfinishedBinding, [Unfinished.self], []),
        (.asyncBuildRequired, [AsyncScanner.self], []),
        (.asyncProviderRequired, [UnscopedAsyncScanner.self], []),
        (.mainActorProviderRequired, [MainActorScanner.self], []),
        (.unmetRequirement, [UnmetScanner.self], []),
    ]

    @Test(arguments: graphs.indices)
    func diagnosticNamesItsKindPointsAtADeclarationAndSuggestsAFix(index: Int) throws {
        let (kind, modules, overrides) = Self.graphs[index]
        let error = try #require(throws: WiringError.self) {
            try Component(root: Needs.self, modules: modules, overrides: overrides)
        }
        let diagnostic = try #require(error.diagnostics.first { $0.kind == kind }, "\(error)")
        let text = diagnostic.description
        #expect(text.contains("[\(kind.rawValue)]"))
        let firstLine = try #require(text.split(separator: "\n").first)
        #expect(firstLine.hasPrefix("\(try #require(diagnostic.location).displayPath):"), "\(text)")
        #expect(firstLine.contains(".swift:"), "\(text)")
        #expect(!diagnostic.notes.isEmpty, "no suggested fix in:\n\(text)")
    }

    /// Kinds found while resolving a built graph, or only when a wiring library is checked on
    /// its own (``WiringLibrary/check()``), or only as warnings of an app's check
    /// (`Component.check`, UnusedBindingsTests), each with a suite of its own.
    static let runTimeKinds: Set<Diagnostic.Kind> = [
        .unusedRequirement, .unusedLibrary, .unreachableBinding, .unusedContribution,
        .reentrantCreation, .usedAfterRelease, .mainActorRequired, .creationFailed, .creationCancelled,
        .asyncInstanceNotReady,
    ]

    @Test func everyUserFacingKindIsCovered() {
        let covered = Set(Self.graphs.map(\.0))
        #expect(
            covered
                == Set(Diagnostic.Kind.allCases).subtracting([.internalInconsistency]).subtracting(Self.runTimeKinds))
    }

    enum Missing: Module {
        static func configure(binder: Binder) { binder.bind(Needs.self).to(factory: Needs.init) }
    }

    enum Cyclic: Module {
        static func configure(binder: Binder) {
            binder.bind(Needs.self).to(factory: Needs.init)
            binder.bind(BillScanner.self).to(factory: { (_: Needs) in BillScanner() })
        }
    }

    enum Fine: Module {
        static func configure(binder: Binder) {
            binder.bind(Needs.self).to(factory: Needs.init)
            binder.bind(BillScanner.self).to(factory: BillScanner.init)
        }

        enum Typo: Module {
            static func configure(binder: Binder) { binder.bind(Counter.self).to(factory: Counter.init) }
        }
    }

    enum Twice: Module {
        static func configure(binder: Binder) {
            binder.include(Fine.self)
            binder.bind(BillScanner.self).to(factory: BillScanner.init)
        }
    }

    enum MapClash: Module {
        static func configure(binder: Binder) {
            binder.include(Fine.self)
            binder.bind(Int.self).intoMap(key: "a").to(value: 1)
            binder.bind(Int.self).intoMap(key: "a").to(value: 2)
        }
    }

    enum CollectionClash: Module {
        static func configure(binder: Binder) {
            binder.include(Fine.self)
            binder.bind(Int.self).intoCollection().to(value: 1)
            binder.bind([Int].self).to(value: [2])
        }
    }

    enum WrongScope: Module {
        static func configure(binder: Binder) {
            binder.include(Fine.self)
            binder.bind(Int.self).scoped(Scope("session")).to(value: 1)
        }
    }

    enum SameScope: Module {
        static func configure(binder: Binder) {
            binder.include(Fine.self)
            binder.install(Solo.self)
        }
    }

    enum AsyncScanner: Module {
        static func configure(binder: Binder) {
            binder.bind(Needs.self).to(factory: Needs.init)
            binder.bind(BillScanner.self).scoped(.singleton).to(asyncFactory: { BillScanner() })
        }
    }

    enum UnscopedAsyncScanner: Module {
        static func configure(binder: Binder) {
            binder.bind(Needs.self).to(factory: Needs.init)
            binder.bind(BillScanner.self).to(asyncFactory: { BillScanner() })
        }
    }

    enum MainActorScanner: Module {
        static func configure(binder: Binder) {
            binder.bind(Needs.self).to(factory: Needs.init)
            binder.bind(BillScanner.self).onMainActor().to(factory: { @MainActor in BillScanner() })
        }
    }

    enum UnmetScanner: Module {
        static func configure(binder: Binder) {
            binder.requires(BillScanner.self)
            binder.bind(Needs.self).to(factory: Needs.init)
        }
    }

    enum Unfinished: Module {
        static func configure(binder: Binder) {
            binder.include(Fine.self)
            _ = binder.bind(Int.self)
        }
    }
}
