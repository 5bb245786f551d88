import Foundation
import Testing
import Wiring

enum BankBaseURL: BindingTag { typealias Element = URL }
enum ReceiptsDirectory: BindingTag { typealias Element = URL }

@Suite struct TagTests {
    struct Endpoints: Sendable {
        let bank: Tagged<BankBaseURL>
        let receipts: TaggedProvider<ReceiptsDirectory>
        let plain: URL
    }

    enum URLs: Module {
        static func configure(binder: Binder) {
            binder.bind(URL.self).tagged(BankBaseURL.self).to(value: URL(fileURLWithPath: "/bank"))
            binder.bind(URL.self).tagged(ReceiptsDirectory.self).to(factory: { URL(fileURLWithPath: "/receipts") })
            binder.bind(URL.self).to(value: URL(fileURLWithPath: "/plain"))
            binder.bind(Endpoints.self).to(factory: Endpoints.init)
        }
    }

    @Test func taggedAndUntaggedBindingsOfOneTypeCoexist() throws {
        let endpoints = try Component(root: Endpoints.self, modules: [URLs.self]).root
        #expect(endpoints.bank.value.path == "/bank")
        #expect(endpoints.receipts.get().path == "/receipts")
        #expect(endpoints.plain.path == "/plain")
    }

    @Test func askingForTheUntaggedTypeWhenOnlyTaggedIsBoundSaysWhichTagToUse() throws {
        struct NeedsURL: Sendable { let url: URL }
        enum OnlyTagged: Module {
            static func configure(binder: Binder) {
                binder.bind(URL.self).tagged(BankBaseURL.self).to(value: URL(fileURLWithPath: "/bank"))
                binder.bind(NeedsURL.self).to(factory: NeedsURL.init)
            }
        }
        let error = try #require(throws: WiringError.self) {
            try Component(root: NeedsURL.self, modules: [OnlyTagged.self])
        }
        #expect(
            error.description.contains(
                "'URL' is bound only with a tag, as 'URL tagged BankBaseURL'; ask for 'Tagged<BankBaseURL>'"))
    }
}
