/// A dependencies value that can talk to the person at the ATM.
///
/// Part of the protocol-composition pattern: a feature names exactly what it may reach as
/// `HasX & HasY`, and one plain struct conforms to all of them. The protocol refines
/// `Sendable` (like `Console` itself) so a composition of `Has…` protocols is `Sendable`.
public protocol HasConsole: Sendable {
    var console: any Console { get }
}
