import Testing
import Wiring

/// A wiring library is checked on its own against what it declares it needs from outside, and
/// an app's graph checks that every linked library's requirements are met.
@Suite struct LibraryCheckTests {
    /// What a deposit library's bindings need: a scanner it binds, and a network executor
    /// that another library binds.
    enum DepositingModule: Module {
        static let requirementLine = #line + 2
        static func configure(binder: Binder) {
            binder.requires((any NetworkExecutor).self)
            binder.bind(BillScanner.self).to(factory: BillScanner.init)
            binder.bind(ATMDepositer.self).to(factory: ATMDepositer.init)
        }
    }

    /// The same library with the scanner's binding removed and nothing declared instead.
    enum ForgetfulModule: Module {
        static let depositerLine = #line + 3
        static func configure(binder: Binder) {
            binder.requires((any NetworkExecutor).self)
            binder.bind(ATMDepositer.self).to(factory: ATMDepositer.init)
        }
    }

    enum NetworkModule: Module {
        static func configure(binder: Binder) {
            binder.bind((any NetworkExecutor).self).scoped(.singleton).to(factory: BankNetworkExecutor.init)
        }
    }

    @Test func aLibraryThatDeclaresWhatItNeedsPassesOnItsOwn() {
        #expect(WiringLibrary(name: "DepositingWiring", modules: [DepositingModule.self]).check().isEmpty)
    }

    @Test func aBindingRemovedInsideALibraryIsFoundWithNoAppInvolved() throws {
        let diagnostics = WiringLibrary(name: "ForgetfulWiring", modules: [ForgetfulModule.self]).check()
        #expect(diagnostics.map(\.kind) == [.missingBinding])
        let missing = try #require(diagnostics.first)
        #expect(missing.severity == .error)
        #expect(missing.location?.line == ForgetfulModule.depositerLine)
        #expect(missing.message == "missing binding for 'BillScanner', required by 'ATMDepositer'")
        #expect(
            missing.notes.last?.message
                == "bind it in ForgetfulWiring, or, if another wiring library binds it, declare "
                + "`binder.requires(BillScanner.self)` in the module that needs it")
    }

    @Test func aRequirementNothingUsesIsAWarning() throws {
        enum Overcautious: Module {
            static let line = #line + 2
            static func configure(binder: Binder) {
                binder.requires(Counter.self)
                binder.bind(BillScanner.self).to(factory: BillScanner.init)
            }
        }
        let diagnostics = WiringLibrary(name: "OvercautiousWiring", modules: [Overcautious.self]).check()
        #expect(diagnostics.map(\.kind) == [.unusedRequirement])
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.location?.line == Overcautious.line)
        #expect(warning.description.hasPrefix("\(try #require(warning.location)): warning: "))
        #expect(warning.message.hasSuffix("requires 'Counter', but none of its bindings uses it"))
        #expect(
            warning.notes.first?.message
                == "an app that links WiringTests need not bind it: a requirement nothing uses is not checked")
    }

    /// The other side of the warning above: what the library check calls harmless is harmless
    /// in an app too. An app that links the library, and nothing that binds what it requires,
    /// is built.
    @Test func aRequirementNothingUsesDoesNotStopAnApp() throws {
        enum Overcautious: Module {
            static func configure(binder: Binder) {
                binder.requires(Counter.self)
                binder.bind(BillScanner.self).to(factory: BillScanner.init)
            }
        }
        let library = WiringLibrary(name: "OvercautiousWiring", modules: [Overcautious.self])
        #expect(try Component(root: BillScanner.self, libraries: [library]).root == BillScanner())
        let bindings = try Component<BillScanner>.validate(libraries: [library])
        #expect(bindings.map(\.typeName) == ["BillScanner"])
    }

    @Test func aRequirementTheLibraryBindsItselfIsAWarning() {
        enum Both: Module {
            static func configure(binder: Binder) {
                binder.requires(BillScanner.self)
                binder.bind(BillScanner.self).to(factory: BillScanner.init)
            }
        }
        let diagnostics = WiringLibrary(name: "BothWiring", modules: [Both.self]).check()
        #expect(diagnostics.map(\.kind) == [.unusedRequirement])
        #expect(diagnostics.first?.message.hasSuffix("requires 'BillScanner', but binds it itself") == true)
    }

    // MARK: In an app

    @Test func anAppMeetsEveryRequirementOfItsLinkedLibraries() throws {
        let libraries = [
            WiringLibrary(name: "DepositingWiring", modules: [DepositingModule.self]),
            WiringLibrary(name: "NetworkWiring", modules: [NetworkModule.self]),
        ]
        let depositer = try Component(root: ATMDepositer.self, libraries: libraries).root
        #expect(depositer.network is BankNetworkExecutor)
        #expect(depositer.network.send(20) == 20)
    }

    @Test func anUnmetRequirementIsReportedOnceWhereItIsDeclared() throws {
        let error = try #require(throws: WiringError.self) {
            try Component(
                root: ATMDepositer.self,
                libraries: [WiringLibrary(name: "DepositingWiring", modules: [DepositingModule.self])])
        }
        // Not also as a missing binding of the depositer.
        #expect(error.diagnostics.map(\.kind) == [.unmetRequirement])
        let unmet = try #require(error.diagnostics.first)
        #expect(unmet.location?.line == DepositingModule.requirementLine)
        #expect(
            unmet.message == "WiringTests requires 'any NetworkExecutor', but no linked wiring library binds it")
        #expect(unmet.notes.first?.message == "dependency path: ATMDepositer -> any NetworkExecutor")
        #expect(unmet.notes.last?.message.contains("NetworkExecutor") == true)
    }
}
