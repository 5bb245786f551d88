/// A dependencies value that can reach the bank.
///
/// Part of the protocol-composition pattern: a feature names exactly what it may reach as
/// `HasX & HasY`, and one plain struct conforms to all of them. The protocol refines
/// `Sendable` (like `NetworkExecutor` itself) so a composition of `Has…` protocols is
/// `Sendable` without every feature repeating `& Sendable`.
public protocol HasNetworkExecutor: Sendable {
    var network: any NetworkExecutor { get }
}
