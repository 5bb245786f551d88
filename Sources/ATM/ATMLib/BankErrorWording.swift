import BankAPI

extension BankError {
    /// The line the ATM shows a customer for this error.
    ///
    /// Lives here so the deposit and balance screens describe a bank that is down
    /// in the same words.
    public var customerFacingDescription: String {
        switch self {
        case .unreachable(let detail): "the bank is not available right now (\(detail))"
        case .declined(let reason): "deposit declined: \(reason)"
        default: description
        }
    }
}
