/// Where a command-line screen talks to the person at the ATM.
///
/// Screens write through a `Console` instead of `print` so tests can script the
/// input and capture the output, and so prompts reach a driving process at once.
public protocol Console: Sendable {
    /// Writes `text` to standard output without a newline, for prompts.
    func write(_ text: String)
    /// Writes `line` and a newline to standard output.
    func writeLine(_ line: String)
    /// Writes `line` and a newline to standard error, for problems.
    func writeError(_ line: String)
    /// Reads one line from standard input without its newline, or nil at end of input.
    func readLine() -> String?
}
