/// Writes a feature's plain library: its models, its logic, and the types the graph makes.
/// It never imports Wiring; its initializers take their dependencies.
enum FeatureLibraryWriter {
    static func files(for plan: FeaturePlan) -> [SourceFile] {
        let folder = "Sources/\(plan.name)/"
        var files = [
            SourceFile(path: folder + "\(plan.name)Models.swift", text: models(plan)),
            SourceFile(path: folder + "\(plan.name)Logic.swift", text: logic(plan)),
            SourceFile(path: folder + "\(plan.name)Data.swift", text: data(plan)),
            SourceFile(path: folder + "\(plan.name)Service.swift", text: service(plan)),
        ]
        if plan.feature.hasSession {
            files.append(SourceFile(path: folder + "\(plan.name)Session.swift", text: session(plan)))
        }
        return files
    }

    /// The lines of the library `plan` describes.
    static func lineCount(of plan: FeaturePlan) -> Int {
        files(for: plan).reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }
    }

    /// The lines `snippet` adds to a library: its source, a blank line before it, and its call.
    static func lineCount(of snippet: Snippet) -> Int {
        snippet.source.split(separator: "\n", omittingEmptySubsequences: false).count + 2
    }

    /// The file a developer of the dev app's feature edits in the incremental-build measurement.
    static func editedFile(for plan: FeaturePlan) -> String {
        "Sources/\(plan.name)/\(plan.name)Logic.swift"
    }

    static func parameterList(_ parameters: [(label: String, type: String)]) -> String {
        parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ")
    }

    private static func models(_ plan: FeaturePlan) -> String {
        let p = plan.name
        let weights = plan.kinds.enumerated().map { "        case .\($0.element): \($0.offset * 2 + 1)" }
        let titles = plan.titles.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            /// One of \(p)'s records: what the feature stores, loads and reports on.
            public struct \(p)Record: Sendable, Hashable {
                public let id: Int
                public let title: String
                public let amountCents: Int
                public let kind: \(p)Kind
                public let day: Int
                public let tags: [String]

                public init(id: Int, title: String, amountCents: Int, kind: \(p)Kind, day: Int, tags: [String]) {
                    self.id = id
                    self.title = title
                    self.amountCents = amountCents
                    self.kind = kind
                    self.day = day
                    self.tags = tags
                }

                /// The same record with `cents` added to its amount.
                public func adding(_ cents: Int) -> \(p)Record {
                    \(p)Record(id: id, title: title, amountCents: amountCents + cents, kind: kind, day: day, tags: tags)
                }
            }

            /// The kinds of \(p)'s records, each with its weight in reports.
            public enum \(p)Kind: String, Sendable, CaseIterable {
            \(plan.kinds.map { "    case \($0)" }.joined(separator: "\n"))

                public var weight: Int {
                    switch self {
            \(weights.joined(separator: "\n"))
                    }
                }
            }

            /// \(p)'s limits: configuration, not code.
            public struct \(p)Policy: Sendable, Equatable {
                public let limitCents: Int
                public let pageSize: Int
                public let retries: Int

                public init(limitCents: Int, pageSize: Int, retries: Int) {
                    self.limitCents = limitCents
                    self.pageSize = pageSize
                    self.retries = retries
                }
            }

            /// What \(p) reports: how many records, their weighted total, and a checksum of the work done.
            public struct \(p)Summary: Sendable, Equatable {
                public let count: Int
                public let totalCents: Int
                public let checksum: Int

                public init(count: Int, totalCents: Int, checksum: Int) {
                    self.count = count
                    self.totalCents = totalCents
                    self.checksum = checksum
                }
            }

            /// Sample records drawn from a seed, so that every run of an app does the same work.
            enum \(p)RecordFactory {
                static let titles = [\(titles)]

                static func records(count: Int, seed: Int) -> [\(p)Record] {
                    var state = UInt64(truncatingIfNeeded: seed) &+ 0x9E37_79B9
                    var records: [\(p)Record] = []
                    for id in 0..<count {
                        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                        let draw = Int(truncatingIfNeeded: state >> 33)
                        let kind = \(p)Kind.allCases[draw % \(p)Kind.allCases.count]
                        let title = titles[draw % titles.count] + String(id)
                        let tags = Array(titles.prefix(draw % 4))
                        records.append(
                            \(p)Record(id: id, title: title, amountCents: draw % \(plan.policy.limitCents * 2), kind: kind, day: draw % 700, tags: tags))
                    }
                    return records
                }
            }

            """
    }

    private static func logic(_ plan: FeaturePlan) -> String {
        let calls = plan.snippets.map { "        result = result &+ \($0.entryType).exercise(records)" }
        var text = """
            /// The work \(plan.name) does on its records: what each of its computations finds, summed.
            enum \(plan.name)Logic {
                static func run(_ records: [\(plan.name)Record]) -> Int {
                    var result = 0
            \(calls.joined(separator: "\n"))
                    return result
                }
            }

            """
        for snippet in plan.snippets {
            text += "\n" + snippet.source + "\n"
        }
        return text
    }

    private static func data(_ plan: FeaturePlan) -> String {
        let p = plan.name
        let storage = plan.feature.uses(.storage)
        let seed: String
        if storage {
            seed = """
                            let seed = Int(storage.value(for: "\(p).seed") ?? "") ?? \(plan.storeSeed)
                            storage.set(String(seed), for: "\(p).seed")

                """
        } else {
            seed = "            let seed = \(plan.storeSeed)\n"
        }
        let network = plan.feature.uses(.network)
        var text = """
            import ServiceAPI
            import Synchronization

            /// \(p)'s records, kept for as long as the app runs: made with the store, or on first use when
            /// objects are cheap.
            public final class \(p)Store: Sendable {
            \(storage ? "    private let storage: any KeyValueStore\n" : "")    private let saved = Mutex<[\(p)Record]?>(nil)

                public init(\(parameterList(plan.storeParameters))) {
                    Instances.count()
            \(storage ? "        self.storage = storage\n" : "")        if !Objects.areCheap {
                        _ = records()
                    }
                }

                public func records() -> [\(p)Record] {
                    saved.withLock { saved in
                        if let kept = saved {
                            return kept
                        }
            \(seed)            let made = \(p)RecordFactory.records(count: \(plan.recordCount), seed: seed)
                        saved = made
                        return made
                    }
                }

                public func save(_ record: \(p)Record) {
                    _ = records()
                    saved.withLock { $0?.append(record) }
                }
            }

            /// Loads \(p)'s records a page at a time\(network ? ", adjusted by what the server says" : "").
            public struct \(p)Repository: Sendable {
                private let store: \(p)Store
            \(network ? "    private let http: any HTTPClient\n" : "")    private let policy: \(p)Policy

                public init(\(parameterList(plan.repositoryParameters))) {
                    Instances.count()
                    self.store = store
            \(network ? "        self.http = http\n" : "")        self.policy = policy
                }

                public func load() -> [\(p)Record] {

            """
        if network {
            text += """
                        let response = http.get("/\(p.lowercased())/records?limit=\\(policy.pageSize)")
                        let adjustment = response.status == 200 ? response.body.count % 97 : 0

                """
        } else {
            text += "        let adjustment = policy.retries\n"
        }
        text += """
                    var page: [\(p)Record] = []
                    for record in store.records().prefix(policy.pageSize) {
                        page.append(record.adding(adjustment))
                    }
                    return page
                }
            }

            """
        if plan.feature.hasCatalog {
            text += """

                /// Finds \(p)'s records by id.
                public protocol \(p)Catalog: Sendable {
                    var size: Int { get }
                    func title(for id: Int) -> String?
                }

                /// The catalog over the store's records.
                public struct \(p)StoreCatalog: \(p)Catalog {
                    private let store: \(p)Store

                    public init(store: \(p)Store) {
                        Instances.count()
                        self.store = store
                    }

                    public var size: Int { store.records().count }

                    public func title(for id: Int) -> String? {
                        store.records().first { $0.id == id }?.title
                    }
                }

                """
        }
        return text
    }

    private static func service(_ plan: FeaturePlan) -> String {
        let p = plan.name
        let feature = plan.feature
        let imports = (["ServiceAPI", "Synchronization"] + plan.dependencyNames).sorted()
        var properties = ["    private let repository: \(p)Repository"]
        var assignments = ["        self.repository = repository"]
        var fingerprints: [String] = []
        var checksums: [String] = []
        for (dependency, name) in zip(feature.dependencies, plan.dependencyNames) {
            let variable = FeaturePlan.variableName(name)
            if dependency.throughProvider {
                properties.append("    private let \(variable): @Sendable () -> \(name)Service")
                fingerprints.append("        fingerprint.mix(\(variable)().fingerprint)")
                checksums.append("        checksum = checksum &+ \(variable)().summary().checksum")
            } else {
                properties.append("    private let \(variable): \(name)Service")
                fingerprints.append("        fingerprint.mix(\(variable).fingerprint)")
                checksums.append("        checksum = checksum &+ \(variable).summary().checksum")
            }
            assignments.append("        self.\(variable) = \(variable)")
        }
        if feature.uses(.analytics) {
            properties.append("    private let analytics: any AnalyticsSink")
            assignments.append("        self.analytics = analytics")
        }
        if feature.hasCatalog {
            properties.append("    private let catalog: any \(p)Catalog")
            assignments.append("        self.catalog = catalog")
            checksums.append("        checksum = checksum &+ catalog.size &+ (catalog.title(for: 1)?.count ?? 0)")
        }
        let analytics =
            feature.uses(.analytics) ? "        analytics.record(\"\(p).summary\", value: records.count)\n" : ""

        var entryProperties = [
            "    private let service: \(p)Service", "    private let makeFormatter: @Sendable () -> \(p)Formatter",
        ]
        var entryAssignments = ["        self.service = service", "        self.makeFormatter = makeFormatter"]
        var entryWork: [String] = []
        if feature.uses(.flags) {
            entryProperties.append("    private let flags: any FlagSource")
            entryAssignments.append("        self.flags = flags")
            entryWork.append(
                "        if flags.isEnabled(\"\(p.lowercased()).extra\") {\n            result = result &+ summary.count\n        }"
            )
        }
        if feature.hasSession {
            entryProperties.append("    private let sessions: \(p)Sessions")
            entryAssignments.append("        self.sessions = sessions")
            entryWork.append("        result = result &+ sessions.open(\(p)SessionID(value: summary.count % 7)).run()")
        }

        var text = """
            \(imports.map { "import \($0)" }.joined(separator: "\n"))

            /// \(p)'s service: its summary, from its own records and from the services it builds on.
            public final class \(p)Service: Sendable {
            \(properties.joined(separator: "\n"))
                private let madeFingerprint = Mutex<UInt64?>(nil)
                private let cached = Mutex<\(p)Summary?>(nil)

                public init(\(parameterList(plan.serviceParameters))) {
                    Instances.count()
            \(assignments.joined(separator: "\n"))
                    if !Objects.areCheap {
                        _ = fingerprint
                    }
                }

                /// Who this service is built on, all the way down: the same in every app that wires the same graph.
                /// Worked out with the service, or on first use when objects are cheap.
                public var fingerprint: UInt64 {
                    if let made = madeFingerprint.withLock({ $0 }) {
                        return made
                    }
                    \(fingerprints.isEmpty ? "let" : "var") fingerprint = Fingerprint(name: "\(p)")

            """
        if !fingerprints.isEmpty { text += fingerprints.joined(separator: "\n") + "\n" }
        text += """
                    madeFingerprint.withLock { $0 = fingerprint.value }
                    return fingerprint.value
                }

                public func summary() -> \(p)Summary {
                    if let summary = cached.withLock({ $0 }) {
                        return summary
                    }
                    let records = repository.load()
                    \(checksums.isEmpty ? "let" : "var") checksum = \(p)Logic.run(records)

            """
        if !checksums.isEmpty { text += checksums.joined(separator: "\n") + "\n" }
        text += """
                    var total = 0
                    for record in records {
                        total += record.amountCents * record.kind.weight
                    }
            \(analytics)        let summary = \(p)Summary(count: records.count, totalCents: total, checksum: checksum)
                    cached.withLock { $0 = summary }
                    return summary
                }
            }

            /// \(p)'s summary as one line of text.
            public struct \(p)Formatter: Sendable {
                public init() {
                    Instances.count()
                }

                public func format(_ summary: \(p)Summary) -> String {
                    let cents = summary.totalCents % 100
                    return "\(p): \\(summary.count) records, \\(summary.totalCents / 100).\\(cents < 10 ? "0" : "")\\(cents)"
                }
            }

            /// \(p)'s place in the app: what the shell runs.
            public struct \(p)Entry: FeatureEntry {
            \(entryProperties.joined(separator: "\n"))

                public init(\(parameterList(plan.entryParameters))) {
                    Instances.count()
            \(entryAssignments.joined(separator: "\n"))
                }

                public var name: String { "\(p)" }

                public var fingerprint: UInt64 { service.fingerprint }

                public func perform() -> Int {
                    let summary = service.summary()
                    \(entryWork.isEmpty ? "let" : "var") result = summary.checksum &+ makeFormatter().format(summary).utf8.count

            """
        if !entryWork.isEmpty { text += entryWork.joined(separator: "\n") + "\n" }
        text += """
                    return result
                }
            }

            """
        if feature.hasHealthCheck {
            text += """

                /// Whether \(p) has records to work on.
                public struct \(p)Health: HealthCheck {
                    private let store: \(p)Store

                    public init(store: \(p)Store) {
                        Instances.count()
                        self.store = store
                    }

                    public var name: String { "\(p)" }

                    public func isHealthy() -> Bool {
                        !store.records().isEmpty
                    }
                }

                """
        }
        return text
    }

    private static func session(_ plan: FeaturePlan) -> String {
        let p = plan.name
        return """
            import ServiceAPI
            import Synchronization

            /// Which session of \(p) a session's objects belong to.
            public struct \(p)SessionID: Sendable, Hashable {
                public let value: Int

                public init(value: Int) {
                    self.value = value
                }
            }

            /// What happened in one session: one log per session, shared by its objects.
            public final class \(p)SessionLog: Sendable {
                public let id: \(p)SessionID
                private let lines = Mutex<[String]>([])

                public init(id: \(p)SessionID) {
                    Instances.count()
                    self.id = id
                }

                public func append(_ line: String) {
                    lines.withLock { $0.append(line) }
                }

                public var count: Int { lines.withLock { $0.count } }
            }

            /// One session of \(p): its own log, and the feature's service.
            public struct \(p)Session: Sendable {
                public let id: \(p)SessionID
                private let log: \(p)SessionLog
                private let service: \(p)Service

                public init(id: \(p)SessionID, log: \(p)SessionLog, service: \(p)Service) {
                    Instances.count()
                    self.id = id
                    self.log = log
                    self.service = service
                }

                public func run() -> Int {
                    log.append("opened \\(id.value)")
                    let summary = service.summary()
                    log.append("read \\(summary.count) records")
                    return log.count &+ summary.count &* id.value
                }
            }

            /// Opens sessions; each gets objects of its own.
            public struct \(p)Sessions: Sendable {
                private let start: @Sendable (\(p)SessionID) -> \(p)Session

                public init(start: @escaping @Sendable (\(p)SessionID) -> \(p)Session) {
                    self.start = start
                }

                public func open(_ id: \(p)SessionID) -> \(p)Session {
                    start(id)
                }
            }

            """
    }
}
