import Foundation
import Testing

@testable import Wiring

/// A factory parameter is of a request kind when its type is one (`Provider<T>`, `T?`, `[T]`…)
/// and the requester's level does not bind that type as a value; a class never is. Declaring
/// code compiled for the type tells a request kind with a probe, and code that is not compiled
/// for it (tests are built without optimization) asks the runtime, with the same answers.
@Suite struct RequestKindRecognitionTests {
    struct Config: Sendable {}
    struct Box<Value>: Sendable {}
    enum Choice<Value> { case one(Value) }
    final class Service: Sendable {}
    final class GenericService<Value>: Sendable {}
    enum Child: ChildComponent {
        typealias Seed = Void
        typealias Root = Config
        static var scope: Scope { .singleton }
        static func configure(binder: Binder) {}
    }
    protocol Executor: Sendable { func send(_ cents: Int) -> Int }
    protocol Plugin: Sendable { var name: String { get } }
    enum BaseURL: BindingTag { typealias Element = URL }

    /// Every kind of type a factory parameter can have, wrappers nested in wrappers included.
    static let parameterTypes: [Any.Type] = [
        Int.self, String.self, Config.self, Box<Int>.self, Choice<Config>.self, Service.self,
        GenericService<Int>.self, (Int, String).self, Void.self, Never.self, ((Int) -> Int).self,
        (any Executor).self, (any Plugin).self, Int.Type.self, Any.Type.self, AnyObject.self, URL.self,
        Provider<Int>.self, Provider<Config>.self, Provider<Service>.self, Provider<Provider<Int>>.self,
        Lazy<Service>.self, WeakProvider<Config>.self, AsyncProvider<Service>.self, MainActorProvider<Service>.self,
        Int?.self, Service?.self, Provider<Int>?.self, [Int].self, [Provider<Service>].self, [String: Service].self,
        Tagged<BaseURL>.self, TaggedProvider<BaseURL>.self, ChildFactory<Child>.self,
        AsyncChildFactory<Child>.self, AssistedFactory<Int, Service>.self, PropertyInjector<Service>.self,
        Set<Int>.self, Result<Int, any Error>.self,
    ]

    /// Every request kind Wiring declares is among `parameterTypes`, so a new one is checked too.
    @Test func everyRequestKindIsChecked() throws {
        let root = URL(fileURLWithPath: #filePath) // Tests/Framework/<Target>/<file>
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources/Wiring")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var declared: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: /extension (\w+): (?:RequestKind|ProviderKind)\b/) {
                declared.insert(String(match.1))
            }
        }
        let checked = Set(Self.parameterTypes.map { "\($0)".prefix { $0 != "<" } }.map(String.init))
        #expect(declared.count >= 14)
        #expect(
            declared.subtracting(checked).isEmpty, "not in parameterTypes: \(declared.subtracting(checked).sorted())")
    }

    @Test(arguments: parameterTypes)
    func answersAsTheCastWould(type: Any.Type) {
        let recognizer = RequestKindRecognizer.byTypeAlone
        let cast = (type is AnyObject.Type ? nil : type as? any RequestKind.Type).map(ObjectIdentifier.init)
        #expect(recognizer.kind(of: DependencyRequest(type)).map(ObjectIdentifier.init) == cast, "\(type)")
        #expect(recognizer.kind(of: type).map(ObjectIdentifier.init) == cast, "\(type), inside a request kind")
        if let cast { #expect(cast == ObjectIdentifier(type), "the request kind is the type itself") }
        #expect((DependencyRequest(type).probe == nil) == (type is AnyObject.Type), "only a class has no probe")
    }

    @Test func plainTypesAreNoRequestKind() {
        let plain: [Any.Type] = [
            Int.self, Config.self, Service.self, GenericService<Int>.self, (Int, String).self, Void.self,
            ((Int) -> Int).self, (any Executor).self, Int.Type.self, URL.self, Box<Int>.self, Choice<Config>.self,
        ]
        for type in plain {
            #expect(RequestKindRecognizer.byTypeAlone.kind(of: DependencyRequest(type)) == nil, "\(type)")
        }
    }

    /// Each request kind names itself in the graph export.
    @Test func everyRequestKindNamesItsKind() {
        let kinds: [(Any.Type, WiringGraph.RequestKind)] = [
            (Provider<Int>.self, .provider), (Lazy<Service>.self, .lazy), (WeakProvider<Config>.self, .weakProvider),
            (AsyncProvider<Service>.self, .asyncProvider), (MainActorProvider<Service>.self, .mainActorProvider),
            (Int?.self, .optional), ([Int].self, .collection), ([String: Service].self, .map),
            (Tagged<BaseURL>.self, .tagged), (TaggedProvider<BaseURL>.self, .taggedProvider),
            (ChildFactory<Child>.self, .childFactory), (AsyncChildFactory<Child>.self, .asyncChildFactory),
            (AssistedFactory<Int, Service>.self, .assistedFactory), (PropertyInjector<Service>.self, .propertyInjector),
        ]
        for (type, kind) in kinds {
            #expect(RequestKindRecognizer.byTypeAlone.kind(of: DependencyRequest(type))?.exportName == kind, "\(type)")
        }
    }

    /// A type the requester's level binds as a value is read as that value, a request kind's
    /// type included; the binding a request kind reads (a child's installation) never is.
    @Test func aTypeBoundAsAValueIsReadAsThatValue() throws {
        enum Session: ChildComponent {
            typealias Seed = Void
            typealias Root = Config
            static let scope = Scope("recognition-session")
            static func configure(binder: Binder) {}
        }
        struct Reader: Sendable {
            let names: [String]
            let limit: Int?
            let sessions: ChildFactory<Session>
        }
        enum Graph: Module {
            static func configure(binder: Binder) {
                binder.bind([String].self).to(value: ["bound", "as a value"])
                binder.bind(Int.self).to(value: 1)
                binder.bind(Int?.self).to(value: 7)
                binder.install(Session.self)
                binder.bind(Config.self).to(factory: Config.init)
                binder.bind(Reader.self).to(factory: Reader.init)
            }
        }
        let reader = try Component(root: Reader.self, modules: [Graph.self]).root
        #expect(reader.names == ["bound", "as a value"])
        #expect(reader.limit == 7, "Int? is bound as itself: the optional request of Int would have been 1")
        _ = reader.sessions.build(())
    }

    /// The parameter-pack overload (more than ten parameters) tells request kinds at run time:
    /// each parameter is answered as the fixed-arity overloads would.
    @Test func aWideFactoryOfWrappersResolvesEachParameter() throws {
        struct Wide: Sendable {
            let service: Service
            let provider: Provider<Service>
            let lazy: Lazy<Service>
            let weak: WeakProvider<Service>
            let config: Config?
            let missing: Box<Int>?
            let services: [Service]
            let url: Tagged<BaseURL>
            let again: Service
            let moreProviders: Provider<Service>
            let moreConfig: Config?
        }
        enum Graph: Module {
            static func configure(binder: Binder) {
                binder.bind(Service.self).scoped(.singleton).to(factory: Service.init)
                binder.bind(Service.self).intoCollection().to(factory: Service.init)
                binder.bind(Config.self).to(factory: Config.init)
                binder.bind(URL.self).tagged(BaseURL.self).to(value: URL(fileURLWithPath: "/bank"))
                binder.bind(Wide.self).to(factory: Wide.init)
            }
        }
        let component = try Component(root: Wide.self, modules: [Graph.self])
        let wide = component.root
        let service = try component.resolve(Service.self)
        #expect(wide.service === service)
        #expect(wide.provider.get() === service)
        #expect(wide.lazy.get() === service)
        #expect(wide.weak.get() === service)
        #expect(wide.config != nil)
        #expect(wide.missing == nil)
        #expect(wide.services.count == 1 && wide.services[0] !== service)
        #expect(wide.url.value.path == "/bank")
        #expect(wide.again === service && wide.moreProviders.get() === service && wide.moreConfig != nil)
    }
}
