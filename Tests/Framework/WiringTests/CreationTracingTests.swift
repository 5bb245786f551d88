import Foundation
import Testing
import Wiring

/// A singleton whose factory takes a while, and asks for nothing.
final class TracedArchive: Sendable {
    init() { usleepForTest(40_000) }
}

/// A singleton whose factory asks for the slow archive, then takes a while of its own.
final class TracedLedger: Sendable {
    let archive: TracedArchive
    init(archive: TracedArchive) {
        self.archive = archive
        usleepForTest(20_000)
    }
}

/// Unscoped: a new one for every request.
struct TracedStamp: Sendable {}

/// The unscoped root.
struct TracedDesk: Sendable {
    let ledger: TracedLedger
    let stamp: TracedStamp
}

/// A singleton made by an asynchronous factory.
final class TracedFeed: Sendable {}

enum TracedModule: Module {
    /// The line `TracedArchive` is bound on, which its creation record names.
    static let archiveLine = #line + 3

    static func configure(binder: Binder) {
        binder.bind(TracedArchive.self).scoped(.singleton).to(factory: TracedArchive.init)
        binder.bind(TracedLedger.self).scoped(.singleton).to(factory: TracedLedger.init)
        binder.bind(TracedStamp.self).to(factory: TracedStamp.init)
        binder.bind(TracedDesk.self).to(factory: TracedDesk.init)
    }
}

enum TracedFeedModule: Module {
    static func configure(binder: Binder) {
        binder.bind(TracedFeed.self).scoped(.singleton).to(asyncFactory: { () async throws -> TracedFeed in
            try await Task.sleep(for: .milliseconds(10))
            return TracedFeed()
        })
    }
}

/// What one observer heard, kept to the records of this file's types: other suites build
/// graphs at the same time, and every observer hears every graph.
final class HeardCreations: Sendable {
    private let records = Locked<[CreationRecord]>([])

    func record(_ record: CreationRecord) {
        guard record.binding.hasPrefix("Traced") else { return }
        records.withLock { $0.append(record) }
    }

    var all: [CreationRecord] { records.withLock { $0 } }

    func only(_ binding: String) throws -> CreationRecord {
        let matching = all.filter { $0.binding == binding }
        try #require(matching.count == 1, "\(binding) was reported \(matching.count) times: \(all)")
        return matching[0]
    }
}

/// `CreationTracing` reports each value made, once, with its binding, where it is declared,
/// its scope and its own time, to every observer, for as long as the observation is kept.
/// Serialized: its tests build graphs of the same types, and each observer hears them all.
@Suite(.serialized) struct CreationTracingTests {
    @Test func everyValueMadeIsReportedWithItsBinding() throws {
        let heard = HeardCreations()
        let tracing = CreationTracing.observe(heard.record)
        defer { tracing.cancel() }
        let component = try Component(root: TracedDesk.self, modules: [TracedModule.self])
        _ = component.root
        tracing.cancel()

        #expect(Set(heard.all.map(\.binding)) == ["TracedDesk", "TracedLedger", "TracedArchive", "TracedStamp"])
        let archive = try heard.only("TracedArchive")
        #expect(archive.scope == "singleton")
        #expect(archive.library == "WiringTests")
        #expect(archive.location.fileID.hasSuffix("CreationTracingTests.swift"))
        #expect(archive.location.line == TracedModule.archiveLine)
        #expect(try heard.only("TracedStamp").scope == nil)
        #expect(try heard.only("TracedDesk").depth == 0)
        #expect(
            archive.description.contains(
                "CreationTracingTests.swift:\(TracedModule.archiveLine): TracedArchive (singleton) took "))
    }

    @Test func aFactorysOwnTimeLeavesOutWhatItAskedFor() throws {
        let heard = HeardCreations()
        let tracing = CreationTracing.observe(heard.record)
        defer { tracing.cancel() }
        _ = try Component(root: TracedDesk.self, modules: [TracedModule.self]).root
        tracing.cancel()

        let archive = try heard.only("TracedArchive"), ledger = try heard.only("TracedLedger")
        let desk = try heard.only("TracedDesk")
        #expect(archive.ownDuration >= .milliseconds(40))
        #expect(ledger.ownDuration >= .milliseconds(20))
        #expect(ledger.totalDuration >= .milliseconds(60))
        // The ledger's own time is what is left once the archive's is taken out.
        #expect(ledger.ownDuration <= ledger.totalDuration - archive.totalDuration)
        #expect(desk.totalDuration >= ledger.totalDuration)
        #expect(desk.ownDuration < .milliseconds(20))
        #expect(ledger.depth == desk.depth + 1)
        #expect(archive.depth == ledger.depth + 1)
    }

    @Test func anInstanceThatExistsIsNotReportedAgain() throws {
        let component = try Component(root: TracedDesk.self, modules: [TracedModule.self])
        _ = component.root
        let heard = HeardCreations()
        let tracing = CreationTracing.observe(heard.record)
        defer { tracing.cancel() }
        _ = component.root
        _ = try component.resolve(TracedLedger.self)
        tracing.cancel()
        // The unscoped root and its unscoped stamp are made anew; the singletons are read.
        #expect(heard.all.map(\.binding).sorted() == ["TracedDesk", "TracedStamp"])
    }

    @Test func everyObserverHearsEveryValueUntilItsObservationEnds() throws {
        let first = HeardCreations(), second = HeardCreations(), cancelled = HeardCreations()
        let released = HeardCreations()
        let firstTracing = CreationTracing.observe(first.record)
        let secondTracing = CreationTracing.observe(second.record)
        let cancelledTracing = CreationTracing.observe(cancelled.record)
        defer {
            firstTracing.cancel()
            secondTracing.cancel()
        }
        cancelledTracing.cancel()
        cancelledTracing.cancel()
        do {
            // Kept by nothing: released at once, so it hears nothing.
            _ = CreationTracing.observe(released.record)
        }
        _ = try Component(root: TracedDesk.self, modules: [TracedModule.self]).root
        #expect(first.all.count == 4)
        #expect(second.all.map(\.binding) == first.all.map(\.binding))
        #expect(cancelled.all.isEmpty)
        #expect(released.all.isEmpty)
    }

    @Test func anAsynchronousSingletonIsReportedToo() async throws {
        let heard = HeardCreations()
        let tracing = CreationTracing.observe(heard.record)
        defer { tracing.cancel() }
        let component = try await Component.build(root: TracedFeed.self, modules: [TracedFeedModule.self])
        _ = component.root
        tracing.cancel()
        let feed = try heard.only("TracedFeed")
        #expect(feed.scope == "singleton")
        #expect(feed.totalDuration >= .milliseconds(10))
    }
}
