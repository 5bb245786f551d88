import Synchronization
import Terminal

/// A console for tests: lines in from a script, everything written captured.
final class ScriptedConsole: Console {
    private struct State {
        var input: [String]
        var output = ""
        var errors: [String] = []
    }

    private let state: Mutex<State>

    /// A console that answers `readLine` with `input`, then end of input.
    init(input: [String] = []) {
        state = Mutex(State(input: input))
    }

    func write(_ text: String) {
        state.withLock { $0.output += text }
    }

    func writeLine(_ line: String) {
        state.withLock { $0.output += line + "\n" }
    }

    func writeError(_ line: String) {
        state.withLock { $0.errors.append(line) }
    }

    func readLine() -> String? {
        state.withLock { $0.input.isEmpty ? nil : $0.input.removeFirst() }
    }

    /// Everything written to standard output.
    var output: String {
        state.withLock { $0.output }
    }

    /// The lines written to standard error.
    var errors: [String] {
        state.withLock { $0.errors }
    }
}
