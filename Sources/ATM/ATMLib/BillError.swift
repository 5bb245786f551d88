/// Why some text is not a bill the ATM accepts.
///
/// The message names the text and lists the accepted bills, so the person at the
/// ATM knows what to do next.
public struct BillError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text that was not a bill, without surrounding spaces.
    public let text: String

    /// Creates the error for `text`.
    public init(text: String) {
        self.text = text
    }

    /// For example: `'12x' is not a valid bill; accepted bills are 1, 2, 5, 10, 20, 50, 100`.
    public var description: String {
        let accepted = Bill.denominations.map(String.init).joined(separator: ", ")
        return "'\(text)' is not a valid bill; accepted bills are \(accepted)"
    }
}
