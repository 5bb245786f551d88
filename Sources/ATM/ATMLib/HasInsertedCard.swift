/// A dependencies value that knows the card in the slot.
///
/// Part of the protocol-composition pattern: a feature names exactly what it may reach as
/// `HasX & HasY`, and one plain struct conforms to all of them. The protocol refines
/// `Sendable` (like `InsertedCard` itself) so a composition of `Has…` protocols is `Sendable`.
public protocol HasInsertedCard: Sendable {
    var card: InsertedCard { get }
}
