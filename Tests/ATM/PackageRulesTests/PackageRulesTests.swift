import Testing
import WiringSupport

/// The rules hold over this package, and each rule catches a violation when one exists.
@Suite struct PackageRulesTests {
    static let package = Result { try PackageModel.load() }

    private func realPackage() throws -> PackageModel {
        try Self.package.get()
    }

    @Test func packageHasTheExpectedShape() throws {
        let package = try realPackage()
        #expect(package.wiringLibraries.count >= 8)
        #expect(package.plainLibraries.count > package.wiringLibraries.count) // every pair, and BankAPI
        // The rules read every library's sources from its path; an empty one would pass unread.
        #expect((package.plainLibraries + package.wiringLibraries).allSatisfy { !$0.sources.isEmpty })
        #expect(Set(package.libraryProducts.keys) == ["Wiring", "Injection", "WiringLaunch", "WiringReports"])
        #expect(Set(package.apps.map(\.name)) == ["ATMApp", "ATMUITestApp", "ATMDevDepositApp", "BankServerApp"])
        #expect(Set(package.testSupport.map(\.name)) == ["TestSupport", "DocumentedLibraries"])
        #expect(package.documentedLibraries.map(\.name) == ["DocumentedLibraries"])
        #expect(package.documentedLibraries.allSatisfy { !$0.sources.isEmpty })
    }

    @Test func librariesNeverImportWiring() throws {
        #expect(PackageRules.libraryViolations(try realPackage()) == [])
    }

    @Test func wiringLibrariesBindOnlyTheirSiblingsTypes() throws {
        #expect(PackageRules.wiringLibraryViolations(try realPackage()) == [])
    }

    @Test func appsNeverListModulesByHand() throws {
        #expect(PackageRules.appViolations(try realPackage()) == [])
    }

    @Test func jsonIsDecodedOnlyAfterItIsChecked() throws {
        #expect(PackageRules.jsonDecodingViolations(try realPackage()) == [])
    }

    @Test func catchesJSONDecodedWithoutACheck() {
        let bad = model([library("Network", ["BankAPI"], "let body = try JSONDecoder().decode(Body.self, from: data)")])
        #expect(
            PackageRules.jsonDecodingViolations(bad) == [
                "Sources/ATM/Network/Network.swift decodes JSON without checking it first; "
                    + "check JSONSyntaxCheck.firstProblem (or, in the framework, "
                    + "JSONNesting.isTooDeep) before the decoder sees it"
            ])
        let bounded = model([
            library(
                "Network", ["BankAPI"],
                """
                guard JSONSyntaxCheck.firstProblem(in: data) == nil else { throw Failure() }
                let body = try JSONDecoder().decode(Body.self, from: data)
                """)
        ])
        #expect(PackageRules.jsonDecodingViolations(bounded).isEmpty)
        let framework = model([
            library(
                "Network", ["BankAPI"],
                """
                guard !JSONNesting.isTooDeep(data) else { throw Failure() }
                let graph = try JSONDecoder().decode(WiringGraph.self, from: data)
                """)
        ])
        #expect(PackageRules.jsonDecodingViolations(framework).isEmpty)
    }

    @Test func codeUnderThreadSanitizerNeverLocksWithMutex() throws {
        #expect(PackageRules.threadSanitizedMutexViolations(try realPackage()) == [])
    }

    @Test func catchesAMutexInCodeThatRunsUnderThreadSanitizer() {
        let tests = PackageModel.Target(
            name: "WiringTests", kind: .test, path: "Tests/Framework/WiringTests", dependencies: [],
            sources: ["Log.swift": "final class Log { private let names = Mutex<[String]>([]) }"])
        #expect(
            PackageRules.threadSanitizedMutexViolations(model([tests])) == [
                "Tests/Framework/WiringTests/Log.swift uses Synchronization.Mutex, which ThreadSanitizer cannot see; "
                    + "use Injection's Locked"
            ])
        // The bank is not run under ThreadSanitizer, and a comment is not code.
        let bank = library("BankServer", [], "let ledger = Mutex<[Int]>([])")
        let locked = PackageModel.Target(
            name: "WiringTests", kind: .test, path: "Tests/Framework/WiringTests", dependencies: [],
            sources: ["Log.swift": "// not Mutex<[String]>\nlet names = Locked<[String]>([])"])
        #expect(PackageRules.threadSanitizedMutexViolations(model([bank, locked])).isEmpty)
    }

    @Test func frameworkAPITestsNeverImportInternals() throws {
        let package = try realPackage()
        // The rule reads the API tests' sources; without them it would pass unread.
        #expect(package.target(named: "WiringTests")?.sources.isEmpty == false)
        #expect(package.target(named: "WiringInternalTests")?.kind == .test)
        #expect(PackageRules.apiTestViolations(package) == [])
    }

    @Test func catchesATestableImportInTheFrameworkAPITests() {
        let api = PackageModel.Target(
            name: "WiringTests", kind: .test, path: "Tests/Framework/WiringTests", dependencies: [],
            sources: ["BindingTests.swift": "import Testing\n\n@testable import Wiring\n"])
        #expect(
            PackageRules.apiTestViolations(model([api])) == [
                "Tests/Framework/WiringTests/BindingTests.swift uses @testable import; WiringTests tests the public "
                    + "API, and tests of internals live in WiringInternalTests"
            ])
        // The internal tests may, and a comment is not code.
        let internals = PackageModel.Target(
            name: "WiringInternalTests", kind: .test, path: "Tests/Framework/WiringInternalTests", dependencies: [],
            sources: ["KeyRegistryTests.swift": "@testable import Wiring"])
        let commented = PackageModel.Target(
            name: "WiringTests", kind: .test, path: "Tests/Framework/WiringTests", dependencies: [],
            sources: ["Notes.swift": "// not @testable import Wiring\nimport Wiring"])
        #expect(PackageRules.apiTestViolations(model([internals, commented])).isEmpty)
    }

    @Test func frameworkAPITestsImportOnlyWhatAClientCan() throws {
        let package = try realPackage()
        // The rule reads the API tests' dependencies and sources; without them it would pass unread.
        #expect(package.target(named: "WiringTests")?.dependencies.contains("Wiring") == true)
        #expect(package.target(named: "WiringTests")?.sources.isEmpty == false)
        #expect(PackageRules.apiTestImportViolations(package) == [])
    }

    @Test func catchesAnAPITestImportingAModuleNoProductExports() {
        let support = PackageModel.Target(
            name: "WiringSupport", kind: .library, path: "Sources/WiringSupport", dependencies: [], sources: [:])
        let api = PackageModel.Target(
            name: "WiringTests", kind: .test, path: "Tests/Framework/WiringTests",
            dependencies: ["Wiring", "WiringSupport", "TestSupport"],
            sources: [
                "ScopeTests.swift": "import Dispatch\nimport Testing\nimport Wiring\nimport WiringSupport\n",
                "Fixtures.swift": "import Foundation\nimport TestSupport\n// not import WiringSupport\n",
            ])
        let testSupport = PackageModel.Target(
            name: "TestSupport", kind: .testSupport, path: "Tests/Support/TestSupport", dependencies: [], sources: [:])
        var bad = model([framework, support, testSupport, api])
        bad.libraryProducts = ["Wiring": ["Wiring"]]
        #expect(
            PackageRules.apiTestImportViolations(bad) == [
                "WiringTests depends on WiringSupport, which no library product exports; WiringTests tests the "
                    + "public API with what a client can import",
                "Tests/Framework/WiringTests/ScopeTests.swift imports WiringSupport, which no library product "
                    + "exports; WiringTests imports only the library products, the test support and the toolchain's "
                    + "modules, and tests of internals live in WiringInternalTests",
            ])
        // The internal tests may.
        let internals = PackageModel.Target(
            name: "WiringInternalTests", kind: .test, path: "Tests/Framework/WiringInternalTests",
            dependencies: ["Wiring", "WiringSupport"], sources: ["LockedTests.swift": "import WiringSupport"])
        var good = model([framework, support, testSupport, internals])
        good.libraryProducts = ["Wiring": ["Wiring"]]
        #expect(PackageRules.apiTestImportViolations(good).isEmpty)
    }

    @Test func inlinableCodeReachesOnlyTheReadPathAndDeclarations() throws {
        let package = try realPackage()
        // The rule reads the framework's sources; without them it would pass unread.
        #expect(package.target(named: "Wiring")?.sources.keys.contains("Resolving/InstanceStore.swift") == true)
        #expect(PackageRules.inlinableSurfaceViolations(package) == [])
    }

    @Test func catchesInternalsReachedByInlinableCode() {
        let kinds = PackageModel.Target(
            name: "Wiring", kind: .library, path: "Sources/Wiring", dependencies: [],
            sources: [
                "Requests/Lazy.swift": "@usableFromInline static var request: RequestShape { shape }",
                "Validating/GraphCheck.swift": "@inlinable func check() {}",
                "Resolving/InstanceStore.swift": "@usableFromInline final class InstanceStore {}",
                "Graph/Notes.swift": "// not @usableFromInline\nstruct Notes {}",
            ])
        let support = PackageModel.Target(
            name: "WiringSupport", kind: .library, path: "Sources/WiringSupport", dependencies: [],
            sources: ["TypeName.swift": "@usableFromInline enum TypeName {}"])
        #expect(
            PackageRules.inlinableSurfaceViolations(model([kinds, support])) == [
                "Sources/Wiring/Requests/Lazy.swift is reached by inlinable code; only reading an instance and "
                    + "declaring a binding are, and the rest of Wiring stays internal",
                "Sources/Wiring/Validating/GraphCheck.swift is reached by inlinable code; only reading an instance "
                    + "and declaring a binding are, and the rest of Wiring stays internal",
                "Sources/WiringSupport/TypeName.swift is reached by inlinable code; only reading an instance and "
                    + "declaring a binding are, and the rest of WiringSupport stays internal",
            ])
        let many = PackageModel.Target(
            name: "Wiring", kind: .library, path: "Sources/Wiring", dependencies: [],
            sources: [
                "Resolving/Cells.swift": String(
                    repeating: "@usableFromInline let cell: Int\n", count: PackageRules.usableFromInlineCeiling + 1)
            ])
        #expect(
            PackageRules.inlinableSurfaceViolations(model([many])) == [
                "the framework has \(PackageRules.usableFromInlineCeiling + 1) @usableFromInline declarations, more "
                    + "than \(PackageRules.usableFromInlineCeiling); keep internals out of inlinable code, or raise "
                    + "the ceiling with the reason"
            ])
    }

    @Test func catchesMoreInlinableCodeThanTheCeiling() {
        let ceiling = PackageRules.inlinableCeiling
        func cells(_ count: Int) -> PackageModel.Target {
            PackageModel.Target(
                name: "Wiring", kind: .library, path: "Sources/Wiring", dependencies: [],
                sources: [
                    "Resolving/Cells.swift": String(repeating: "@inlinable func cell() {}\n", count: count)
                        + "// not @inlinable\n"
                ])
        }
        #expect(
            PackageRules.inlinableSurfaceViolations(model([cells(ceiling + 1)])) == [
                "the framework has \(ceiling + 1) @inlinable declarations, more than \(ceiling); keep the body out "
                    + "of line, or raise the ceiling only in a commit that says why"
            ])
        #expect(PackageRules.inlinableSurfaceViolations(model([cells(ceiling)])).isEmpty)
    }

    @Test func everyUnsafeConstructSaysWhyItIsSafe() throws {
        let package = try realPackage()
        // The rule reads the framework's code, not the ATM's, and the tests that notes cite;
        // without them it would pass unread.
        let code = PackageRules.frameworkCode(package)
        #expect(code.contains { $0.name == "WiringSupport" } && code.contains { $0.path.hasPrefix("Plugins/") })
        #expect(!code.contains { $0.path.hasPrefix("Sources/ATM/") })
        #expect(package.target(named: "WiringInternalTests")?.sources.keys.contains("InstanceCellTests.swift") == true)
        #expect(PackageRules.unsafeCodeViolations(package) == [])
    }

    @Test func catchesUnsafeCodeWithoutASafeNoteThatNamesItsTests() {
        let reach = PackageRules.safeNoteReach
        let wiring = PackageModel.Target(
            name: "Wiring", kind: .library, path: "Sources/Wiring", dependencies: [],
            sources: [
                "Cells.swift": """
                final class Cells: @unchecked Sendable {
                    // Safe: allocated once and freed in `deinit`. (CellTests.readsBack, and CellTests
                    // under ThreadSanitizer)
                    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

                    func read(_ raw: UnsafeRawPointer) -> AnyObject {
                        // Safe: retained by the store. (MissingTests, CellTests.forgets)
                        Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue()
                    }
                }

                func release(_ raw: UnsafeRawPointer) {
                    Unmanaged<AnyObject>.fromOpaque(raw).release()
                    let name = "Unmanaged" // not Unmanaged either: neither a string nor a comment is code
                }
                """,
                // A note covers what starts within its reach, and no further.
                "Far.swift": "// Safe: never read. (CellTests)\n"
                    + String(repeating: "let cell = 0\n", count: reach - 1)
                    + "let near: UnsafeRawPointer? = nil\nlet far: UnsafeRawPointer? = nil\n",
            ])
        let plugin = PackageModel.Target(
            name: "LinkedWiringPlugin", kind: .plugin, path: "Plugins/LinkedWiringPlugin", dependencies: [],
            sources: ["Plugin.swift": "let raw = UnsafeRawPointer(bitPattern: 8) // Safe: never read.\n"])
        let tests = PackageModel.Target(
            name: "WiringTests", kind: .test, path: "Tests/Framework/WiringTests", dependencies: [],
            sources: [
                "CellTests.swift": """
                @Suite struct CellTests {
                    @Test func readsBack() {}
                }
                struct OtherTests {
                    @Test func forgets() {}
                }
                // struct MissingTests {}
                let name = "struct MissingTests {}"
                """
            ])
        // The ATM's code is not the framework's.
        let atm = library("ATMLib", [], "let cell = Unmanaged.passRetained(box)")
        #expect(
            PackageRules.unsafeCodeViolations(model([wiring, plugin, tests, atm])) == [
                "Plugins/LinkedWiringPlugin/Plugin.swift:1 has a `// Safe:` note that names no test; name in "
                    + "parentheses the tests that hold it",
                "Sources/Wiring/Cells.swift:7 cites MissingTests, but no suite in Tests/ has that name",
                "Sources/Wiring/Cells.swift:7 cites CellTests.forgets, but CellTests has no @Test func forgets",
                "Sources/Wiring/Cells.swift:12 uses UnsafeRawPointer with no `// Safe:` note; say above it why it is "
                    + "safe, and name in parentheses the tests that hold that",
                "Sources/Wiring/Cells.swift:13 uses Unmanaged with no `// Safe:` note; say above it why it is safe, "
                    + "and name in parentheses the tests that hold that",
                "Sources/Wiring/Far.swift:\(reach + 2) uses UnsafeRawPointer with no `// Safe:` note; say above it "
                    + "why it is safe, and name in parentheses the tests that hold that",
            ])
    }

    @Test func aSafeNoteCitesTheTestNamesInItsParentheses() {
        let note = """
            // Safe: see `intoMap(key:)`, as KeyRegistryTests do not. (ValidationTests, and ChildComponentTests \
            and CollectionTests.aMapIsEmpty under ThreadSanitizer)
            """
        #expect(
            PackageRules.citedTests(inNote: note) == [
                "ValidationTests", "ChildComponentTests", "CollectionTests.aMapIsEmpty",
            ])
        #expect(PackageRules.citedTests(inNote: "// Safe: as in `current`.").isEmpty)
    }

    @Test func layoutTellsTheFrameworkFromTheATM() throws {
        #expect(PackageRules.layoutViolations(try realPackage()) == [])
    }

    @Test func catchesAnATMLibraryOutsideSourcesATMAndAnExportedOne() {
        let misplaced = PackageModel.Target(
            name: "ATMLibWiring", kind: .library, path: "Sources/ATMLibWiring", dependencies: ["ATMLib", "Wiring"],
            sources: [:])
        let test = PackageModel.Target(
            name: "LibraryTests", kind: .test, path: "Tests/LibraryTests",
            dependencies: [], sources: [:])
        var bad = model([library("ATMLib", [], "public struct BillScanner {}"), misplaced, test])
        bad.libraryProducts = ["Wiring": ["Wiring"], "ATMLib": ["ATMLib"]]
        #expect(
            PackageRules.layoutViolations(bad) == [
                "ATMLibWiring is in Sources/ATMLibWiring; ATM libraries live in Sources/ATM/ATMLibWiring",
                "LibraryTests is in Tests/LibraryTests; tests live in Tests/Framework/ or Tests/ATM/",
                "library product ATMLib exports ATMLib; the package exports only the framework",
            ])
        let movedFramework = PackageModel.Target(
            name: "Wiring", kind: .library, path: "Sources/ATM/Wiring",
            dependencies: [], sources: [:])
        #expect(
            PackageRules.layoutViolations(model([movedFramework])) == [
                "Wiring is in Sources/ATM/Wiring; the framework's targets live in Sources/Wiring"
            ])
        #expect(PackageRules.layoutViolations(model([library("ATMLib", [], ""), framework])).isEmpty)
    }

    @Test func catchesTestSupportOutsideTestsSupportAndShippedCodeThatDependsOnIt() {
        #expect(PackageModel.Target.Kind(described: "library", path: "Tests/Support/TestSupport") == .testSupport)
        #expect(PackageModel.Target.Kind(described: "library", path: "Sources/ATM/ATMLib") == .library)
        let misplaced = PackageModel.Target(
            name: "TestSupport", kind: .testSupport, path: "Tests/ATM/TestSupport", dependencies: [], sources: [:])
        let test = PackageModel.Target(
            name: "LibraryTests", kind: .test, path: "Tests/ATM/LibraryTests",
            dependencies: ["ATMLib", "TestSupport"], sources: [:])
        #expect(
            PackageRules.layoutViolations(
                model([misplaced, library("ATMLib", ["TestSupport"], "public struct BillScanner {}"), test])) == [
                    "TestSupport is in Tests/ATM/TestSupport; code the tests share lives in Tests/Support/TestSupport",
                    "ATMLib depends on TestSupport, which is test code; only tests depend on it",
                ])
        let placed = PackageModel.Target(
            name: "TestSupport", kind: .testSupport, path: "Tests/Support/TestSupport", dependencies: [], sources: [:])
        #expect(PackageRules.layoutViolations(model([placed, library("ATMLib", [], ""), test])).isEmpty)
    }

    @Test func catchesADocumentedLibraryThatImportsWiringOrLivesElsewhere() {
        let documented = PackageModel.Target(
            name: "DocumentedLibraries", kind: .testSupport, path: "Tests/Framework/DocumentedLibraries",
            dependencies: ["WiringSupport"],
            sources: [
                "Teller.swift": "import Wiring\npublic struct Teller { init(printers: AssistedFactory<Int, Int>) {} }"
            ])
        #expect(
            PackageRules.libraryViolations(model([documented])) == [
                "DocumentedLibraries depends on WiringSupport; libraries stay plain Swift",
                "Tests/Framework/DocumentedLibraries/Teller.swift imports Wiring; an example's library type takes "
                    + "plain values and closures, and its bindings live in WiringTests",
            ])
        #expect(PackageRules.layoutViolations(model([documented])).isEmpty)
        let misplaced = PackageModel.Target(
            name: "DocumentedLibraries", kind: .testSupport, path: "Tests/Support/DocumentedLibraries",
            dependencies: [], sources: [:])
        #expect(
            PackageRules.layoutViolations(model([misplaced])) == [
                "DocumentedLibraries is in Tests/Support/DocumentedLibraries; code the tests share lives in "
                    + "Tests/Framework/DocumentedLibraries"
            ])
    }

    @Test func rootPackageHasNoDependencies() throws {
        #expect(PackageRules.manifestViolations(try realPackage()) == [])
    }

    // MARK: Each rule catches what it is for

    private func model(_ targets: [PackageModel.Target], manifest: String = "dependencies: []") -> PackageModel {
        PackageModel(targets: targets, manifest: manifest)
    }

    private func library(_ name: String, _ dependencies: [String] = [], _ source: String) -> PackageModel.Target {
        .init(
            name: name, kind: .library, path: "Sources/ATM/\(name)", dependencies: dependencies,
            sources: ["\(name).swift": source])
    }

    @Test func catchesALibraryThatImportsWiring() {
        let bad = model([library("ATMLib", [], "import Wiring\npublic struct BillScanner {}")])
        #expect(
            PackageRules.libraryViolations(bad) == [
                "Sources/ATM/ATMLib/ATMLib.swift imports Wiring; move its bindings to ATMLibWiring"
            ])
        let commented = model([library("ATMLib", [], "// import Wiring\npublic struct BillScanner {}")])
        #expect(PackageRules.libraryViolations(commented).isEmpty)
    }

    @Test func catchesAWiringLibraryBindingAnotherLibrarysType() {
        let bad = model([
            library("ATMLib", ["BankAPI"], "public struct BillScanner {}"),
            library("Network", ["BankAPI"], "public final class BankNetworkExecutor: NetworkExecutor {}"),
            library(
                "ATMLibWiring", ["ATMLib", "Wiring"],
                """
                import Wiring
                import ATMLib
                import Network
                public enum ATMLibModule: Module {
                    public static func configure(binder: Binder) {
                        binder.bind(BillScanner.self).to(factory: BillScanner.init)
                        binder.bind((any NetworkExecutor).self).to(factory: BankNetworkExecutor.init)
                        binder.include(BankNetworkModule.self)
                    }
                }
                """),
        ])
        let violations = PackageRules.wiringLibraryViolations(bad)
        #expect(violations.count == 3)
        #expect(violations.contains { $0.contains("imports Network") })
        #expect(violations.contains { $0.contains("binds 'any NetworkExecutor', but nothing in ATMLib implements it") })
        #expect(violations.contains { $0.contains("includes BankNetworkModule from another library") })
    }

    @Test func acceptsAWiringLibraryBindingAProtocolItsSiblingImplements() {
        let good = model([
            library("Network", ["BankAPI"], "public final class BankNetworkExecutor: NetworkExecutor {}"),
            library(
                "NetworkWiring", ["Network", "Wiring"],
                """
                import BankAPI
                import Network
                import Wiring
                public enum BankNetworkModule: Module {
                    public static func configure(binder: Binder) {
                        binder.bind((any NetworkExecutor).self).to(factory: BankNetworkExecutor.init)
                    }
                }
                """),
        ])
        #expect(PackageRules.wiringLibraryViolations(good).isEmpty)
    }

    /// The framework target as the rules see it: a few of its declared types.
    private let framework = PackageModel.Target(
        name: "Wiring", kind: .library, path: "Sources/Wiring", dependencies: ["Injection"],
        sources: [
            "KeyedComponents.swift": "public final class KeyedComponents<C: ChildComponent>: Sendable {}",
            "Scope.swift": "public struct Scope: Sendable, Hashable {}",
            "ChildComponent.swift": "public protocol ChildComponent: Module {}",
        ])

    private let accountRules = PackageModel.Target(
        name: "AccountRules", kind: .library, path: "Sources/ATM/AccountRules", dependencies: ["BankAPI"],
        sources: ["AccountRules.swift": "public final class DepositRules: Sendable {}"])

    private func accountRulesWiring(binding bound: String) -> PackageModel.Target {
        library(
            "AccountRulesWiring", ["AccountRules", "Wiring"],
            """
            import AccountRules
            import BankAPI
            import Wiring
            public enum AccountComponent: ChildComponent {
                public static func configure(binder: Binder) {
                    binder.bind(DepositRules.self).scoped(scope).onReload(.recreate).to(factory: DepositRules.init)
                }
            }
            public enum AccountRulesModule: Module {
                public static func configure(binder: Binder) {
                    binder.install(AccountComponent.self)
                    binder.bind(\(bound).self).scoped(.singleton).to(factory: KeyedComponents.init)
                }
            }
            """)
    }

    @Test func acceptsAWiringLibraryBindingAFrameworkTypeForItsOwnTypes() {
        for bound in [
            "KeyedComponents<AccountComponent>", "Wiring.KeyedComponents<AccountRulesWiring.AccountComponent>",
            "KeyedComponents<DepositRules>",
        ] {
            let good = model([framework, accountRules, accountRulesWiring(binding: bound)])
            #expect(PackageRules.wiringLibraryViolations(good).isEmpty, "\(bound)")
        }
    }

    @Test func catchesAWiringLibraryBindingAFrameworkTypeForAnotherLibrarysTypes() {
        let foreign = model([
            framework, accountRules, accountRulesWiring(binding: "KeyedComponents<CardSessionComponent>"),
        ])
        #expect(
            PackageRules.wiringLibraryViolations(foreign) == [
                "Sources/ATM/AccountRulesWiring/AccountRulesWiring.swift binds 'KeyedComponents<CardSessionComponent>' for "
                    + "'CardSessionComponent', which neither AccountRules nor AccountRulesWiring declares; "
                    + "bind it in the wiring library of the module that declares it"
            ])
        let bare = model([framework, accountRules, accountRulesWiring(binding: "Scope")])
        #expect(PackageRules.wiringLibraryViolations(bare).count == 1)
        #expect(
            PackageRules.wiringLibraryViolations(bare).first?.contains(
                "binds the Wiring type 'Scope', which names none") == true)
    }

    @Test func frameworkTypesAreOnlyAllowedWhenTheFrameworkDeclaresThem() {
        // Without the Wiring target in the package, `KeyedComponents` is nobody's type.
        let violations = PackageRules.wiringLibraryViolations(
            model([accountRules, accountRulesWiring(binding: "KeyedComponents<AccountComponent>")]))
        #expect(
            violations == [
                "Sources/ATM/AccountRulesWiring/AccountRulesWiring.swift binds 'KeyedComponents<AccountComponent>', "
                    + "which AccountRules does not declare; bind it in the wiring library of the module that declares it"
            ])
    }

    @Test func boundTypesKeepTheirGenericArguments() {
        let source = """
            binder.bind(KeyedComponents<AccountComponent>.self).to(factory: KeyedComponents.init)
            binder.bind((any NetworkExecutor).self).to(factory: BankNetworkExecutor.init)
            binder.bind(Wiring.Provider<Outer.Inner<Deep>>.self).to(value: x)
            """
        let bound = SwiftSourceFacts.boundTypes(in: source)
        #expect(
            bound == ["KeyedComponents<AccountComponent>", "any NetworkExecutor", "Wiring.Provider<Outer.Inner<Deep>>"])
        #expect(SwiftSourceFacts.genericParts(of: bound[0]) == ("KeyedComponents", ["AccountComponent"]))
        #expect(SwiftSourceFacts.genericParts(of: bound[1]) == ("any NetworkExecutor", []))
        #expect(SwiftSourceFacts.genericParts(of: bound[2]) == ("Provider", ["Inner", "Deep"]))
    }

    @Test func catchesAnAppThatListsModules() {
        let app = PackageModel.Target(
            name: "ATMApp", kind: .executable, path: "Apps/atm", dependencies: ["WiringLaunch"],
            sources: ["main.swift": "let c = try Component(root: X.self, modules: [ATMLibModule.self])"])
        let violations = PackageRules.appViolations(model([app]))
        #expect(violations.contains("ATMApp does not use LinkedWiringPlugin, so its root is not generated"))
        #expect(violations.contains("ATMApp does not build its graph from LinkedWiring.libraries"))
        #expect(violations.contains { $0.contains("lists wiring by hand ('Module.self')") })
    }

    @Test func catchesAnAppThatCompilesTheReports() {
        let launch = PackageModel.Target(
            name: "WiringLaunch", kind: .library, path: "Sources/WiringLaunch",
            dependencies: ["Wiring", "WiringReports"],
            sources: [:])
        let app = PackageModel.Target(
            name: "ATMApp", kind: .executable, path: "Apps/atm", dependencies: ["WiringLaunch", "LinkedWiringPlugin"],
            sources: [
                "main.swift":
                    "await AppLauncher.main(info, root: R.self, libraries: LinkedWiring.libraries) { _, _ in 0 }"
            ])
        #expect(
            PackageRules.appViolations(model([launch, app])) == [
                "ATMApp compiles WiringReports; an app prints its graph, and wiring-report answers questions about it"
            ])
    }

    @Test func catchesAPackageDependency() {
        let bad = model([], manifest: #"dependencies: [.package(url: "https://example.com/x", from: "1.0.0")]"#)
        #expect(!PackageRules.manifestViolations(bad).isEmpty)
    }
}
