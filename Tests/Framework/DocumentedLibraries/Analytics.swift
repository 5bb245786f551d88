// swift-format-ignore-file
// The documentation's samples, verbatim: the README and the articles are written for a reader,
// so their line breaks rule here, and the formatter leaves this file as it is.
// DeclaringBindings.md, "Optional bindings", and TestingWithFakes.md: a feature that is there
// only when a wiring library binds it, and the fake a test uses instead.

public protocol Analytics: Sendable {
    func track(_ event: String)
}

public struct ReceiptScreen: Sendable {
    // nil unless a linked wiring library binds `any Analytics`.
    public init(analytics: (any Analytics)?) {
        self.analytics = analytics
    }
    public let analytics: (any Analytics)?
}

public struct RecordingAnalytics: Analytics {
    public init() {}
    public func track(_ event: String) {}
}
