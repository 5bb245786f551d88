// swift-format-ignore-file
// The documentation's samples, verbatim: the README and the articles are written for a reader,
// so their line breaks rule here, and the formatter leaves this file as it is.
// ChildAndKeyedComponents.md: a session per inserted card, and the slot that starts one
// through a plain function from the card to its session.

public struct CardNumber: Sendable, Hashable {
    public init(digits: String) { self.digits = digits }
    public let digits: String
}

public final class SessionJournal: Sendable {
    public init() {}
}

public final class CardSession: Sendable {
    public init(card: CardNumber, journal: SessionJournal) {
        self.card = card
        self.journal = journal
    }
    public let card: CardNumber
    public let journal: SessionJournal
}

public struct CardSlot: Sendable {
    public init(sessions: @escaping @Sendable (CardNumber) -> CardSession) {
        self.sessions = sessions
    }
    let sessions: @Sendable (CardNumber) -> CardSession

    public func insert(_ card: CardNumber) -> CardSession {
        sessions(card)
    }
}
