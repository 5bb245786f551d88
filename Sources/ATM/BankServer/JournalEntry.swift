import BankAPI

/// One credited deposit as the journal records it: one JSON object on one line.
///
/// The journal stores only facts that never change (key, account, amount, deposit id);
/// balances are recomputed from them when the journal is replayed.
public struct JournalEntry: Sendable, Hashable, Codable {
    /// The key the ATM sent; crediting it again is what idempotency prevents.
    public let idempotencyKey: IdempotencyKey
    /// The account credited.
    public let accountID: AccountID
    /// The amount credited; always positive.
    public let amount: Money
    /// The bank's identifier for the deposit, such as `dep-000001`.
    public let depositID: String

    /// Creates an entry for a deposit the ledger has decided to credit.
    public init(idempotencyKey: IdempotencyKey, accountID: AccountID, amount: Money, depositID: String) {
        self.idempotencyKey = idempotencyKey
        self.accountID = accountID
        self.amount = amount
        self.depositID = depositID
    }

    enum CodingKeys: String, CodingKey {
        case idempotencyKey
        case accountID
        case amount = "amountMinorUnits"
        case depositID
    }

    /// Decodes and checks a line: a journal edited by hand or damaged on disk is refused
    /// here rather than trusted.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let keyText = try container.decode(String.self, forKey: .idempotencyKey)
        guard let key = IdempotencyKey(keyText) else {
            throw DecodingError.dataCorruptedError(
                forKey: .idempotencyKey, in: container,
                debugDescription: "idempotency key must be 1 to 128 letters, digits, '-' or '_'")
        }
        let amount = try container.decode(Money.self, forKey: .amount)
        guard amount > .zero else {
            throw DecodingError.dataCorruptedError(
                forKey: .amount, in: container, debugDescription: "amount must be positive")
        }
        let depositID = try container.decode(String.self, forKey: .depositID)
        guard !depositID.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .depositID, in: container, debugDescription: "deposit id must not be empty")
        }
        self.idempotencyKey = key
        self.accountID = try container.decode(AccountID.self, forKey: .accountID)
        self.amount = amount
        self.depositID = depositID
    }

    /// Encodes the key as its plain text, like the account id, so each line reads naturally.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(idempotencyKey.rawValue, forKey: .idempotencyKey)
        try container.encode(accountID, forKey: .accountID)
        try container.encode(amount, forKey: .amount)
        try container.encode(depositID, forKey: .depositID)
    }
}
