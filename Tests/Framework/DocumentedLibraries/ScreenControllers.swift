// swift-format-ignore-file
// The documentation's samples, verbatim: the README and the articles are written for a reader,
// so their line breaks rule here, and the formatter leaves this file as it is.
// RequestingDependencies.md, "Property injection": classes something else makes, with
// properties their wiring library fills.

open class ScreenController: @unchecked Sendable {
    public var archive: ReceiptArchive?
    public init() {}
}

public final class StatementController: ScreenController, @unchecked Sendable {
    public var policy: DepositPolicy?
}
