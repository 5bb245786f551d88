import Foundation
import Testing

@testable import Wiring

/// A parameter type known only at run time (the parameter-pack overload, lookups by type) is
/// told to be a wrapper or not from its metadata, without the runtime's conformance scan,
/// and always with the answer the cast would give.
@Suite struct WrapperRecognitionTests {
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

    /// Every wrapper Wiring declares is among `parameterTypes`, so a new one is checked too.
    @Test func everyWrapperIsChecked() throws {
        let root = URL(fileURLWithPath: #filePath) // Tests/Framework/<Target>/<file>
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources/Wiring")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var declared: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: /extension (\w+): RequestWrapper\b/) { declared.insert(String(match.1)) }
        }
        let checked = Set(Self.parameterTypes.map { "\($0)".prefix { $0 != "<" } }.map(String.init))
        #expect(declared.count >= 14)
        #expect(
            declared.subtracting(checked).isEmpty, "not in parameterTypes: \(declared.subtracting(checked).sorted())")
    }

    @Test(arguments: parameterTypes)
    func answersAsTheCastWould(type: Any.Type) {
        let recognized = WrapperRecognition.wrapper(of: type).map(ObjectIdentifier.init)
        let cast = (type as? any RequestWrapper.Type).map(ObjectIdentifier.init)
        #expect(recognized == cast, "\(type)")
        if let recognized { #expect(recognized == ObjectIdentifier(type), "the wrapper is the type itself") }
        // The conformance answered is the type's own: it asks for what the cast's would.
        if let wrapper = WrapperRecognition.wrapper(of: type), let cast = type as? any RequestWrapper.Type {
            #expect(wrapper.request.key == cast.request.key, "\(type)")
            #expect(wrapper.request.edge == cast.request.edge, "\(type)")
            #expect(wrapper.request.isOptional == cast.request.isOptional, "\(type)")
        }
    }

    /// On this toolchain, a wrapper's conformance compiles to one table for every argument,
    /// so a common wrapper is answered without asking the runtime for its type again.
    @Test func theCommonWrappersShareOneWitnessTableEach() {
        #expect(WrapperRecognition.sharesWitnessTables)
    }

    /// With the shared witness tables, and without them, where each wrapper is rebuilt for
    /// the argument read from its metadata.
    @Test(arguments: [true, false])
    func theCommonWrappersAreRecognizedWithoutTheCast(sharingWitnessTables: Bool) {
        let recognizer = WrapperRecognition.Recognizer(sharingWitnessTables: sharingWitnessTables)
        let wrappers: [Any.Type] = [
            Provider<Service>.self, Provider<Provider<Int>>.self, Lazy<Config>.self, WeakProvider<Service>.self,
            AsyncProvider<Service>.self, MainActorProvider<Service>.self, Config?.self, [Service].self,
        ]
        for type in wrappers {
            guard case .wrapper(let wrapper) = recognizer.recognize(type) else {
                Issue.record("\(type) was left to the cast")
                continue
            }
            #expect(ObjectIdentifier(wrapper) == ObjectIdentifier(type))
        }
    }

    /// Where witness tables are made per argument, each common wrapper is rebuilt for the
    /// argument read from its metadata: the same answers, without the cast.
    @Test(arguments: parameterTypes)
    func rebuildingTheWrapperAnswersAsTheCastWould(type: Any.Type) {
        let recognizer = WrapperRecognition.Recognizer(sharingWitnessTables: false)
        #expect(!recognizer.sharesWitnessTables)
        let cast = (type as? any RequestWrapper.Type).map(ObjectIdentifier.init)
        switch recognizer.recognize(type) {
        case .plain: #expect(cast == nil || type is AnyObject.Type, "\(type)")
        case .wrapper(let wrapper):
            #expect(ObjectIdentifier(wrapper) == cast, "\(type)")
            #expect(wrapper.request.key == (type as? any RequestWrapper.Type)?.request.key, "\(type)")
        case .unknown: break
        }
    }

    @Test func plainTypesAreToldFromTheirMetadata() {
        let plain: [Any.Type] = [
            Int.self, Config.self, Service.self, GenericService<Int>.self, (Int, String).self, Void.self,
            ((Int) -> Int).self, (any Executor).self, Int.Type.self, URL.self,
        ]
        for type in plain {
            guard case .plain = WrapperRecognition.answer(for: type) else {
                Issue.record("\(type) was not told to be plain from its metadata")
                continue
            }
        }
    }

    @Test func otherGenericValueTypesAreLeftToTheCast() {
        let left: [Any.Type] = [
            Box<Int>.self, Choice<Config>.self, Tagged<BaseURL>.self, [String: Service].self,
            AssistedFactory<Int, Service>.self,
        ]
        for type in left {
            guard case .unknown = WrapperRecognition.answer(for: type) else {
                Issue.record("\(type) was answered from its metadata")
                continue
            }
        }
    }

    /// The parameter-pack overload (more than six parameters) reads its wrappers through the
    /// recognizer: each parameter is answered as the fixed-arity overloads would.
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
    }
}
