import BankAPI

/// Why the card in the slot cannot be used: `ATM_ACCOUNT` does not name a valid account.
public struct CardError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value `ATM_ACCOUNT` was set to.
    public let value: String

    /// Creates the error for the rejected `value`.
    public init(value: String) {
        self.value = value
    }

    /// One line naming the bad value and what an account ID looks like.
    public var description: String {
        "ATM_ACCOUNT is '\(value)', which is not an account ID; an account ID is \(AccountID.formatDescription)"
    }
}
