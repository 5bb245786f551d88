import Dispatch
import Foundation
import Testing
import WiringSupport

@testable import Wiring

/// The invariants `InstanceCells` keeps with unmanaged references and lock words: each cell
/// holds one instance, made by one thread while the others wait and then read it, a thread
/// that comes back to a cell it is making is told so, and every instance is released with the
/// cells.
@Suite struct InstanceCellTests {
    private final class Made: Sendable {}

    /// Counts what each thread found, and collects the instances they read.
    private final class Outcomes: Sendable {
        private let state = Locked((started: 0, identities: Set<ObjectIdentifier>()))

        func record(started: Bool, instance: AnyObject) {
            state.withLock {
                if started { $0.started += 1 }
                $0.identities.insert(ObjectIdentifier(instance))
            }
        }

        var summary: (started: Int, instances: Int) {
            state.withLock { ($0.started, $0.identities.count) }
        }
    }

    @Test func threadsMakingOneCellTogetherMakeOneInstance() {
        let cells = InstanceCells(count: 3)
        let outcomes = Outcomes()
        DispatchQueue.concurrentPerform(iterations: 32) { _ in
            switch cells.beginCreation(at: 1) {
            case .started:
                // Long enough that the other threads find the lock taken and wait.
                Thread.sleep(forTimeInterval: 0.02)
                let made = Made()
                cells.finishCreation(at: 1, with: made)
                outcomes.record(started: true, instance: made)
            case .made(let instance):
                outcomes.record(started: false, instance: instance)
            case .reentered:
                Issue.record("a thread that never began this cell was told it re-entered it")
            }
        }
        #expect(outcomes.summary.started == 1)
        #expect(outcomes.summary.instances == 1)
        #expect(cells.instance(at: 0) == nil && cells.instance(at: 2) == nil)
    }

    @Test func aWaitingThreadWakesWithTheInstanceMadeMeanwhile() {
        let cells = InstanceCells(count: 1)
        guard case .started = cells.beginCreation(at: 0) else {
            Issue.record("the first thread to begin an empty cell did not get its lock")
            return
        }
        let woken = DispatchSemaphore(value: 0)
        let outcomes = Outcomes()
        Thread.detachNewThread {
            if case .made(let instance) = cells.beginCreation(at: 0) {
                outcomes.record(started: false, instance: instance)
            }
            woken.signal()
        }
        // The other thread is now waiting for this one's lock.
        #expect(woken.wait(timeout: .now() + 0.1) == .timedOut)
        let made = Made()
        cells.finishCreation(at: 0, with: made)
        #expect(woken.wait(timeout: .now() + 10) == .success)
        #expect(outcomes.summary.instances == 1)
        #expect(cells.instance(at: 0).map(ObjectIdentifier.init) == ObjectIdentifier(made))
    }

    @Test func aThreadBackAtACellItIsMakingIsToldItReentered() {
        let cells = InstanceCells(count: 2)
        #expect(!cells.isCreatingOnThisThread(0))
        guard case .started = cells.beginCreation(at: 0) else {
            Issue.record("the first thread to begin an empty cell did not get its lock")
            return
        }
        #expect(cells.isCreatingOnThisThread(0))
        #expect(!cells.isCreatingOnThisThread(1))
        guard case .reentered = cells.beginCreation(at: 0) else {
            Issue.record("beginning a cell twice on one thread was not reported as re-entering it")
            return
        }
        cells.finishCreation(at: 0, with: Made())
        #expect(!cells.isCreatingOnThisThread(0))
    }

    @Test func aCellIsFilledOnceAndLendsItsInstance() {
        let cells = InstanceCells(count: 1)
        #expect(cells.withInstance(at: 0) { ObjectIdentifier($0) } == nil)
        let first = Made(), second = Made()
        #expect(cells.fill(first, at: 0))
        #expect(!cells.fill(second, at: 0))
        #expect(cells.withInstance(at: 0) { ObjectIdentifier($0) } == ObjectIdentifier(first))
        if case .made(let instance) = cells.beginCreation(at: 0) {
            #expect(ObjectIdentifier(instance) == ObjectIdentifier(first))
        } else {
            Issue.record("beginning a filled cell did not return its instance")
        }
    }

    @Test func releasingTheCellsReleasesEveryInstance() {
        weak var filled: Made?
        weak var finished: Made?
        do {
            let cells = InstanceCells(count: 2)
            do {
                let one = Made(), two = Made()
                filled = one
                finished = two
                cells.fill(one, at: 0)
                if case .started = cells.beginCreation(at: 1) { cells.finishCreation(at: 1, with: two) }
            }
            #expect(filled != nil && finished != nil)
        }
        #expect(filled == nil)
        #expect(finished == nil)
    }
}
