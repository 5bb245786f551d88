import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-shot "time to stop" that the command awaits: fired by SIGTERM/SIGINT in the real
/// process, or by hand in tests.
final class ShutdownSignal: Sendable {
    private struct State {
        var fired = false
        var waiters: [CheckedContinuation<Void, Never>] = []
        var signalSources: [any DispatchSourceSignal] = []
        var handledSignals: [Int32] = []
    }

    private let state = Mutex(State())

    /// A signal that fires only when ``fire()`` is called.
    init() {}

    /// A signal that fires on SIGTERM or SIGINT. Their default actions are replaced until it
    /// fires, then restored, so a second Ctrl-C still kills a server that is slow to stop.
    static func onTerminationSignals() -> ShutdownSignal {
        let shutdown = ShutdownSignal()
        let signals = [SIGTERM, SIGINT]
        let queue = DispatchQueue(label: "bank-server.termination-signals")
        shutdown.state.withLock { state in
            for signalNumber in signals {
                _ = signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
                source.setEventHandler { [weak shutdown] in shutdown?.fire() }
                source.resume()
                state.signalSources.append(source)
            }
            state.handledSignals = signals
        }
        return shutdown
    }

    /// Fires the signal: wakes every waiter, now and later. Calling it again does nothing.
    func fire() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            guard !state.fired else { return [] }
            state.fired = true
            for source in state.signalSources { source.cancel() }
            for signalNumber in state.handledSignals { _ = signal(signalNumber, SIG_DFL) }
            state.signalSources = []
            let waiters = state.waiters
            state.waiters = []
            return waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the signal has fired.
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let firedAlready = state.withLock { state in
                if state.fired { return true }
                state.waiters.append(continuation)
                return false
            }
            if firedAlready { continuation.resume() }
        }
    }
}
