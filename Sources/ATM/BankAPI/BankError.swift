/// Why the bank did not do what was asked, in words a person at the ATM can act on.
///
/// For a deposit, every case but ``outcomeUnknown(_:)`` means the bank did not credit it.
public enum BankError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bank could not be reached (connection refused, timeout, DNS).
    case unreachable(String)
    /// The bank refused the deposit (for example, over the per-deposit limit).
    case declined(String)
    /// The bank did not accept the ATM's token.
    case unauthorized
    /// The bank rejected the request as invalid.
    case rejected(status: Int, message: String)
    /// The bank answered something the ATM cannot read.
    case invalidResponse(String)
    /// The ATM is not configured to talk to a bank (for example, no token set).
    case notConfigured(String)
    /// The deposit was sent, but the bank's answer was lost every time it was asked, up to the
    /// deposit's deadline: it may or may not have been credited. Its idempotency key makes
    /// sure it is never credited twice.
    case outcomeUnknown(String)

    /// What the ATM tells the customer when a deposit's outcome is unknown.
    public static let outcomeUnknownAdvice =
        "the bank has not confirmed this deposit; it will not be credited twice; check your balance"

    public var description: String {
        switch self {
        case .unreachable(let detail): "the bank is not reachable: \(detail)"
        case .declined(let reason): "the bank declined the deposit: \(reason)"
        case .unauthorized: "the bank rejected the ATM's token; check ATM_BANK_TOKEN"
        case .rejected(let status, let message): "the bank rejected the request (HTTP \(status)): \(message)"
        case .invalidResponse(let detail): "the bank sent a response the ATM cannot read: \(detail)"
        case .notConfigured(let detail): "the ATM is not configured to reach a bank: \(detail)"
        case .outcomeUnknown(let detail): "\(Self.outcomeUnknownAdvice) (\(detail))"
        }
    }
}
