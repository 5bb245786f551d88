/// Writes the bottom of the app: `ServiceAPI` (the protocols features depend on, and what the
/// apps count and fingerprint), and a real and a fake library, each with its wiring library,
/// for every core service.
enum ServiceLibrariesWriter {
    static func files() -> [SourceFile] {
        api() + CoreService.allCases.flatMap { service in real(service) + fake(service) }
    }

    /// The expression that makes the real implementation of `service`, written the same in its
    /// wiring library's value binding and in the hand-wired app.
    static func realConfiguration(_ service: CoreService) -> String {
        switch service {
        case .network: "HTTPConfiguration(host: \"api.example.com\", port: 443)"
        case .storage: "StorageConfiguration(name: \"app\", capacity: 4_096)"
        case .analytics: "AnalyticsConfiguration(batchSize: 32)"
        case .flags: "RolloutConfiguration(percent: 50)"
        }
    }

    static func realType(_ service: CoreService) -> String {
        switch service {
        case .network: "RoutingHTTPClient"
        case .storage: "JournaledStore"
        case .analytics: "BufferedAnalytics"
        case .flags: "RolloutFlags"
        }
    }

    static func fakeType(_ service: CoreService) -> String {
        switch service {
        case .network: "CannedHTTPClient"
        case .storage: "MemoryStore"
        case .analytics: "CountingAnalytics"
        case .flags: "FixedFlags"
        }
    }

    /// The wiring library of `service`'s real implementation, the one the product app links.
    static func realWiringFile(_ service: CoreService) -> String {
        "Sources/\(service.realLibrary)Wiring/\(service.realLibrary)Module.swift"
    }

    /// How the line of a wiring library that binds `service`'s protocol begins.
    static func protocolBinding(_ service: CoreService) -> String {
        "binder.bind((any \(service.protocolName)).self)"
    }

    private static func configurationType(_ service: CoreService) -> String {
        String(realConfiguration(service).prefix { $0 != "(" })
    }

    private static func api() -> [SourceFile] {
        let folder = "Sources/ServiceAPI/"
        return [
            SourceFile(
                path: folder + "HTTPClient.swift",
                text: """
                    /// Reaches the app's server.
                    public protocol HTTPClient: Sendable {
                        func get(_ path: String) -> HTTPResponse
                    }

                    /// A server's answer.
                    public struct HTTPResponse: Sendable, Equatable {
                        public let status: Int
                        public let body: [UInt8]

                        public init(status: Int, body: [UInt8]) {
                            self.status = status
                            self.body = body
                        }
                    }

                    """),
            SourceFile(
                path: folder + "KeyValueStore.swift",
                text: """
                    /// Keeps small values across the app's features.
                    public protocol KeyValueStore: Sendable {
                        func value(for key: String) -> String?
                        func set(_ value: String, for key: String)
                    }

                    """),
            SourceFile(
                path: folder + "AnalyticsSink.swift",
                text: """
                    /// Receives what the features report about their use.
                    public protocol AnalyticsSink: Sendable {
                        var recordedCount: Int { get }
                        func record(_ event: String, value: Int)
                    }

                    """),
            SourceFile(
                path: folder + "FlagSource.swift",
                text: """
                    /// Says which feature flags are on.
                    public protocol FlagSource: Sendable {
                        func isEnabled(_ flag: String) -> Bool
                    }

                    """),
            SourceFile(
                path: folder + "FeatureEntry.swift",
                text: """
                    /// A feature's place in the app: every linked feature contributes one.
                    public protocol FeatureEntry: Sendable {
                        var name: String { get }
                        /// Who the feature is built on, all the way down.
                        var fingerprint: UInt64 { get }
                        func perform() -> Int
                    }

                    /// A feature's check that it can work.
                    public protocol HealthCheck: Sendable {
                        var name: String { get }
                        func isHealthy() -> Bool
                    }

                    """),
            SourceFile(
                path: folder + "Fingerprint.swift",
                text: """
                    /// An FNV-1a hash of a feature's name and of what it is built on: two apps that wire the
                    /// same graph print the same fingerprint.
                    public struct Fingerprint: Sendable {
                        public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

                        public init(name: String) {
                            mix(name)
                        }

                        public mutating func mix(_ text: String) {
                            for byte in text.utf8 {
                                value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                            }
                        }

                        public mutating func mix(_ other: UInt64) {
                            value = (value ^ other) &* 0x0000_0100_0000_01B3
                            value ^= value >> 29
                        }
                    }

                    """),
            SourceFile(
                path: folder + "Instances.swift",
                text: """
                    import Synchronization

                    /// Counts the objects the features make, so that two ways of wiring one graph can be
                    /// compared: they must make as many.
                    public enum Instances {
                        private static let made = Atomic<Int>(0)

                        public static func count() {
                            made.add(1, ordering: .relaxed)
                        }

                        public static var total: Int { made.load(ordering: .relaxed) }
                    }

                    """),
            SourceFile(
                path: folder + "Objects.swift",
                text: """
                    #if canImport(Glibc)
                    import Glibc
                    #elseif canImport(Darwin)
                    import Darwin
                    #endif

                    /// Whether the features' objects are cheap (`\(ObjectMode.variable)=\(ObjectMode.cheap.rawValue)`):
                    /// made without their work, which waits for its first use, as a real app's objects are.
                    /// Read once, by every app alike, so that the same binaries can be timed both ways.
                    public enum Objects {
                        public static let areCheap: Bool = {
                            guard let value = getenv("\(ObjectMode.variable)") else { return false }
                            return String(cString: value) == "\(ObjectMode.cheap.rawValue)"
                        }()

                        /// How this run makes its objects, as the apps report it.
                        public static var mode: String {
                            areCheap ? "\(ObjectMode.cheap.rawValue)" : "\(ObjectMode.working.rawValue)"
                        }
                    }

                    """),
        ]
    }

    private static func real(_ service: CoreService) -> [SourceFile] {
        let library = service.realLibrary
        let type = realType(service)
        let configuration = configurationType(service)
        let implementation: String
        switch service {
        case .network:
            implementation = """
                import ServiceAPI
                import Synchronization

                /// Where the real client sends its requests.
                public struct HTTPConfiguration: Sendable, Equatable {
                    public let host: String
                    public let port: Int

                    public init(host: String, port: Int) {
                        self.host = host
                        self.port = port
                    }
                }

                /// The real client: writes each request as HTTP/1.1 and answers it from the server's
                /// routes, caching each path's answer. The lab has no server; building the requests
                /// and answers is the work that matters here.
                public final class RoutingHTTPClient: HTTPClient {
                    private let configuration: HTTPConfiguration
                    private let answers = Mutex<[String: HTTPResponse]>([:])

                    public init(configuration: HTTPConfiguration) {
                        self.configuration = configuration
                    }

                    public func get(_ path: String) -> HTTPResponse {
                        if let answer = answers.withLock({ $0[path] }) {
                            return answer
                        }
                        let request = "GET \\(path) HTTP/1.1\\r\\nHost: \\(configuration.host):\\(configuration.port)\\r\\n\\r\\n"
                        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                        for byte in request.utf8 {
                            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                        }
                        let body = Array("{\\"path\\":\\"\\(path)\\",\\"tag\\":\\(hash % 1_000)}".utf8)
                        let answer = HTTPResponse(status: path.hasPrefix("/") ? 200 : 400, body: body)
                        answers.withLock { $0[path] = answer }
                        return answer
                    }
                }

                """
        case .storage:
            implementation = """
                import ServiceAPI
                import Synchronization

                /// How the real store is set up.
                public struct StorageConfiguration: Sendable, Equatable {
                    public let name: String
                    public let capacity: Int

                    public init(name: String, capacity: Int) {
                        self.name = name
                        self.capacity = capacity
                    }
                }

                /// The real store: values, and a journal of every write, up to its capacity.
                public final class JournaledStore: KeyValueStore {
                    private struct State {
                        var values: [String: String] = [:]
                        var journal: [String] = []
                    }

                    private let configuration: StorageConfiguration
                    private let state = Mutex(State())

                    public init(configuration: StorageConfiguration) {
                        self.configuration = configuration
                    }

                    public func value(for key: String) -> String? {
                        state.withLock { $0.values[configuration.name + "/" + key] }
                    }

                    public func set(_ value: String, for key: String) {
                        state.withLock { state in
                            state.values[configuration.name + "/" + key] = value
                            if state.journal.count < configuration.capacity {
                                state.journal.append(key + "=" + value)
                            }
                        }
                    }
                }

                """
        case .analytics:
            implementation = """
                import ServiceAPI
                import Synchronization

                /// How the real analytics batches events.
                public struct AnalyticsConfiguration: Sendable, Equatable {
                    public let batchSize: Int

                    public init(batchSize: Int) {
                        self.batchSize = batchSize
                    }
                }

                /// The real analytics: events buffered and sent a batch at a time.
                public final class BufferedAnalytics: AnalyticsSink {
                    private struct State {
                        var buffer: [(String, Int)] = []
                        var sent = 0
                    }

                    private let configuration: AnalyticsConfiguration
                    private let state = Mutex(State())

                    public init(configuration: AnalyticsConfiguration) {
                        self.configuration = configuration
                    }

                    public var recordedCount: Int {
                        state.withLock { $0.sent + $0.buffer.count }
                    }

                    public func record(_ event: String, value: Int) {
                        state.withLock { state in
                            state.buffer.append((event, value))
                            if state.buffer.count >= configuration.batchSize {
                                state.sent += state.buffer.count
                                state.buffer.removeAll(keepingCapacity: true)
                            }
                        }
                    }
                }

                """
        case .flags:
            implementation = """
                import ServiceAPI

                /// Which share of flags the real source turns on.
                public struct RolloutConfiguration: Sendable, Equatable {
                    public let percent: Int

                    public init(percent: Int) {
                        self.percent = percent
                    }
                }

                /// The real flags: a flag is on when its name falls in the rollout's share.
                public struct RolloutFlags: FlagSource {
                    private let configuration: RolloutConfiguration

                    public init(configuration: RolloutConfiguration) {
                        self.configuration = configuration
                    }

                    public func isEnabled(_ flag: String) -> Bool {
                        var hash: UInt32 = 2_166_136_261
                        for byte in flag.utf8 {
                            hash = (hash ^ UInt32(byte)) &* 16_777_619
                        }
                        return Int(hash % 100) < configuration.percent
                    }
                }

                """
        }
        let module = """
            import \(library)
            import ServiceAPI
            import Wiring

            /// Binds the real \(service.protocolName), one per graph.
            public enum \(library)Module: Module {
                public static func configure(binder: Binder) {
                    binder.bind(\(configuration).self).to(value: \(realConfiguration(service)))
                    \(protocolBinding(service)).scoped(.singleton).to(factory: \(type).init)
                }
            }

            """
        return [
            SourceFile(path: "Sources/\(library)/\(type).swift", text: implementation),
            SourceFile(path: realWiringFile(service), text: module),
        ]
    }

    private static func fake(_ service: CoreService) -> [SourceFile] {
        let library = service.fakeLibrary
        let type = fakeType(service)
        let implementation: String
        switch service {
        case .network:
            implementation = """
                import ServiceAPI

                /// A client that never leaves the process: every path answers the same empty object.
                public struct CannedHTTPClient: HTTPClient {
                    public init() {}

                    public func get(_ path: String) -> HTTPResponse {
                        HTTPResponse(status: 200, body: Array("{}".utf8))
                    }
                }

                """
        case .storage:
            implementation = """
                import ServiceAPI
                import Synchronization

                /// A store in memory, empty at start.
                public final class MemoryStore: KeyValueStore {
                    private let values = Mutex<[String: String]>([:])

                    public init() {}

                    public func value(for key: String) -> String? {
                        values.withLock { $0[key] }
                    }

                    public func set(_ value: String, for key: String) {
                        values.withLock { $0[key] = value }
                    }
                }

                """
        case .analytics:
            implementation = """
                import ServiceAPI
                import Synchronization

                /// Analytics that only counts, for tests to read.
                public final class CountingAnalytics: AnalyticsSink {
                    private let count = Atomic<Int>(0)

                    public init() {}

                    public var recordedCount: Int { count.load(ordering: .relaxed) }

                    public func record(_ event: String, value: Int) {
                        count.add(1, ordering: .relaxed)
                    }
                }

                """
        case .flags:
            implementation = """
                import ServiceAPI

                /// Every flag on, so tests see every path.
                public struct FixedFlags: FlagSource {
                    public init() {}

                    public func isEnabled(_ flag: String) -> Bool { true }
                }

                """
        }
        let module = """
            import \(library)
            import ServiceAPI
            import Wiring

            /// Binds the fake \(service.protocolName), for UI tests and development apps.
            public enum \(library)Module: Module {
                public static func configure(binder: Binder) {
                    binder.bind((any \(service.protocolName)).self).scoped(.singleton).to(factory: { \(type)() })
                }
            }

            """
        return [
            SourceFile(path: "Sources/\(library)/\(type).swift", text: implementation),
            SourceFile(path: "Sources/\(library)Wiring/\(library)Module.swift", text: module),
        ]
    }
}
