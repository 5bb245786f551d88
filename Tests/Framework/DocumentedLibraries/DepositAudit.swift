// swift-format-ignore-file
// The documentation's samples, verbatim: the README and the articles are written for a reader,
// so their line breaks rule here, and the formatter leaves this file as it is.
// RequestingDependencies.md and WiringLibraries.md: a library type that needs values later,
// so it takes closures, which its wiring library makes from providers.

public struct DepositAudit: Sendable {
    public init(
        policy: @escaping @Sendable () -> DepositPolicy,
        checks: @escaping @Sendable () -> [any DepositCheck],
        archive: @escaping @Sendable () -> ReceiptArchive?,
        analytics: @escaping @Sendable () -> (any Analytics)?
    ) {
        self.policy = policy
        self.checks = checks
        self.archive = archive
        self.analytics = analytics
    }
    public let policy: @Sendable () -> DepositPolicy
    public let checks: @Sendable () -> [any DepositCheck]
    public let archive: @Sendable () -> ReceiptArchive?
    public let analytics: @Sendable () -> (any Analytics)?
}
