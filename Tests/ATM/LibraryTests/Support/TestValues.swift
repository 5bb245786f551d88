import ATMLib
import BankAPI
import Testing

/// An account ID that is known to be valid.
func account(_ text: String) throws -> AccountID {
    try #require(AccountID(text))
}

/// An idempotency key that is known to be valid.
func key(_ text: String) throws -> IdempotencyKey {
    try #require(IdempotencyKey(text))
}

/// Bills parsed from whole-dollar values that are known to be valid.
func bills(_ dollars: Int...) throws -> [Bill] {
    try dollars.map { dollars throws in try Bill(parsing: String(dollars)) }
}
