import AccountRules
import BankAPI

/// Why a deposit did not happen.
///
/// One type for everything a deposit can run into, so a screen can turn any of it
/// into one line for the person at the ATM.
public enum DepositError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The slot was empty.
    case noBills
    /// More bills were inserted than one deposit may hold.
    case tooManyBills(count: Int, limit: Int)
    /// The account's deposit rules refused the deposit before the bank was asked.
    case refused(DepositRuleViolation)
    /// The bank did not credit the deposit, or, for ``BankError/outcomeUnknown(_:)``, has not
    /// confirmed whether it did.
    case bank(BankError)

    /// One line for the person at the ATM.
    public var description: String {
        switch self {
        case .noBills:
            "no bills were inserted"
        case .tooManyBills(let count, let limit):
            "too many bills: \(count) inserted, but one deposit holds at most \(limit)"
        case .refused(let violation):
            "deposit declined: \(violation)"
        case .bank(let error):
            error.customerFacingDescription
        }
    }
}
