// swift-format-ignore-file
// The documentation's samples, verbatim: the README and the articles are written for a reader,
// so their line breaks rule here, and the formatter leaves this file as it is.
// DeclaringBindings.md, "Collections and maps": checks that several libraries contribute,
// and the policy that takes them all.

public protocol DepositCheck: Sendable {
    func allows(cents: Int) -> Bool
}

public struct LimitCheck: DepositCheck {
    public init() {}
    public func allows(cents: Int) -> Bool { cents <= 1_000_000 }
}

public struct PositiveCheck: DepositCheck {
    public init() {}
    public func allows(cents: Int) -> Bool { cents > 0 }
}

public struct DepositPolicy: Sendable {
    public init(checks: [any DepositCheck], byName: [String: any DepositCheck]) {
        self.checks = checks
        self.byName = byName
    }
    public let checks: [any DepositCheck]
    public let byName: [String: any DepositCheck]
}
