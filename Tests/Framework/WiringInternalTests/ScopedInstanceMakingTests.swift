import Dispatch
import Injection
import Testing
import WiringSupport

@testable import Wiring

/// Scoped bindings of every shape meet in one graph, as parameters of each other: a class, a
/// struct its cell boxes, a factory of eleven parameters, and one of request kinds (providers,
/// optionals, collections, lazies). Each is made once, by one thread, whoever asks first and
/// however it is asked for.
@Suite struct ScopedInstanceMakingTests {
    final class Clock: Sendable { init() {} }
    /// Unscoped: a new one for every instance that asks.
    final class Stamp: Sendable { init() {} }
    /// A scoped struct: its cell holds it in a box.
    struct Settings: Sendable {
        let clock: Clock
        let serial: Int
    }
    /// Made from an eleven-parameter singleton and a boxed struct.
    final class Journal: Sendable {
        let archive: Archive
        let settings: Settings
        let stamp: Stamp
        init(archive: Archive, settings: Settings, stamp: Stamp) {
            self.archive = archive
            self.settings = settings
            self.stamp = stamp
        }
    }
    /// Eleven parameters, some scoped and some not: past the fixed arities, declared through
    /// the parameter-pack overload.
    final class Archive: Sendable {
        let clock: Clock
        let settings: Settings
        init(
            _ clock: Clock, _ settings: Settings, _: Stamp, _: Clock, _: Stamp, _: Clock, _: Stamp, _: Clock,
            _: Stamp, _: Clock, _: Stamp
        ) {
            self.clock = clock
            self.settings = settings
        }
    }
    /// Made from request kinds only.
    final class Desk: Sendable {
        let journals: Provider<Journal>
        let clock: Clock?
        let stamps: [Stamp]
        let lazyArchive: Lazy<Archive>
        init(journals: Provider<Journal>, clock: Clock?, stamps: [Stamp], lazyArchive: Lazy<Archive>) {
            self.journals = journals
            self.clock = clock
            self.stamps = stamps
            self.lazyArchive = lazyArchive
        }
    }

    /// Counts the settings made, to show a scoped struct is made once.
    static let settingsMade = Locked(0)

    enum Office: Module {
        static func configure(binder: Binder) {
            binder.bind(Clock.self).scoped(.singleton).to(factory: Clock.init)
            binder.bind(Stamp.self).to(factory: Stamp.init)
            binder.bind(Settings.self).scoped(.singleton).to { (clock: Clock) in
                Settings(
                    clock: clock,
                    serial: ScopedInstanceMakingTests.settingsMade.withLock {
                        $0 += 1
                        return $0
                    })
            }
            binder.bind(Journal.self).scoped(.singleton).to(factory: Journal.init)
            binder.bind(Archive.self).scoped(.singleton).to(factory: Archive.init)
        }
    }

    enum Desks: Module {
        static func configure(binder: Binder) {
            binder.bind(Desk.self).scoped(.singleton).to(factory: Desk.init)
            binder.bind(Stamp.self).intoCollection().to(factory: Stamp.init)
        }
    }

    @Test func everyWayOfAskingSharesEachSingleton() throws {
        let component = try Component(root: Desk.self, modules: [Office.self, Desks.self])
        let journal = try component.resolve(Journal.self)
        let archive = try component.resolve(Archive.self)
        let clock = try component.resolve(Clock.self)
        #expect(journal.archive === archive)
        #expect(archive.clock === clock)
        #expect(journal.settings.clock === clock)
        #expect(archive.settings.clock === clock)
        #expect(try component.resolve(Settings.self).serial == journal.settings.serial)
        #expect(try component.resolve(Journal.self) === journal)
        // Each scoped instance asks for its own unscoped stamp.
        #expect(try component.resolve(Stamp.self) !== journal.stamp)
    }

    @Test func requestKindsReadTheGraphsOwnSingletons() throws {
        let component = try Component(root: Desk.self, modules: [Office.self, Desks.self])
        let desk = component.root
        #expect(try component.resolve(Desk.self) === desk)
        #expect(desk.journals.get() === desk.journals.get())
        #expect(desk.clock === (try component.resolve(Clock.self)))
        #expect(desk.stamps.count == 1)
        #expect(desk.lazyArchive.get() === desk.journals.get().archive)
    }

    @Test func threadsMakingOneGraphTogetherGetOneInstanceOfEachSingleton() throws {
        for _ in 0..<20 {
            let component = try Component(root: Desk.self, modules: [Office.self, Desks.self])
            let found = Locked<[(Journal, Archive, Int)]>([])
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                // Half the threads start from the top, half from the middle.
                let journal =
                    index.isMultiple(of: 2) ? component.root.journals.get() : try? component.resolve(Journal.self)
                guard let journal, let archive = try? component.resolve(Archive.self) else { return }
                found.withLock { $0.append((journal, archive, journal.settings.serial)) }
            }
            let results = found.withLock { $0 }
            #expect(results.count == 8)
            #expect(Set(results.map { ObjectIdentifier($0.0) }).count == 1)
            #expect(Set(results.map { ObjectIdentifier($0.1) }).count == 1)
            #expect(Set(results.map(\.2)).count == 1)
        }
    }

    /// Providers of every kind, of scoped bindings and of an unscoped one.
    final class Shelf: Sendable {
        let journals: Provider<Journal>
        let archives: Provider<Archive>
        let lazyClock: Lazy<Clock>
        let weakClock: WeakProvider<Clock>
        let stamps: Provider<Stamp>
        init(
            journals: Provider<Journal>, archives: Provider<Archive>, lazyClock: Lazy<Clock>,
            weakClock: WeakProvider<Clock>, stamps: Provider<Stamp>
        ) {
            self.journals = journals
            self.archives = archives
            self.lazyClock = lazyClock
            self.weakClock = weakClock
            self.stamps = stamps
        }
    }

    enum Shelving: Module {
        static func configure(binder: Binder) {
            binder.bind(Shelf.self).to(factory: Shelf.init)
        }
    }

    /// A provider of a scoped binding reads the binding's one instance, however many times
    /// and through whichever kind of provider.
    @Test func aProviderOfAScopedBindingReadsItsOneInstance() throws {
        let component = try Component(root: Shelf.self, modules: [Office.self, Shelving.self])
        let shelf = component.root
        let journal = shelf.journals.get()
        #expect(shelf.journals.get() === journal)
        #expect(try component.resolve(Journal.self) === journal)
        #expect(shelf.archives.get() === journal.archive)
        #expect(shelf.lazyClock.get() === journal.settings.clock)
        #expect(shelf.weakClock.get() === journal.settings.clock)
        #expect(shelf.stamps.get() !== shelf.stamps.get())
    }

    @Test func aWeakProviderOfAScopedBindingIsNilOnceItsGraphIsReleased() throws {
        var component: Component<Shelf>? = try Component(root: Shelf.self, modules: [Office.self, Shelving.self])
        let weakClock = try #require(component?.root.weakClock)
        #expect(weakClock.get() != nil)
        component = nil
        #expect(weakClock.get() == nil)
    }

    /// A provider asked for by type is answered for that one lookup, and keeps what it reads
    /// after the lookup returns.
    @Test func aProviderOfACollectionAskedForByTypeOutlivesItsLookup() throws {
        let component = try Component(root: Desk.self, modules: [Office.self, Desks.self])
        let stamps = try component.resolve(Provider<[Stamp]>.self)
        let lazyStamps = try component.resolve(Lazy<[Stamp]>.self)
        for _ in 0..<3 {
            #expect(stamps.get().count == 1)
            #expect(lazyStamps.get().count == 1)
        }
        let journals = try component.resolve(Provider<Journal>.self)
        #expect(journals.get() === (try component.resolve(Journal.self)))
    }

    @Test func releasingTheComponentReleasesEveryScopedInstance() throws {
        weak var journal: Journal?
        weak var clock: Clock?
        do {
            let component = try Component(root: Desk.self, modules: [Office.self, Desks.self])
            journal = try component.resolve(Journal.self)
            clock = try component.resolve(Clock.self)
            #expect(journal != nil)
        }
        #expect(journal == nil)
        #expect(clock == nil)
    }
}
