// swift-format-ignore-file
// The documentation's samples, verbatim: the README and the articles are written for a reader,
// so their line breaks rule here, and the formatter leaves this file as it is.
// RequestingDependencies.md, "Assisted injection": receipts made from a call-site argument and
// the graph, and the teller that makes them through a plain function.

public struct TransactionNumber: Sendable, Hashable {
    public init(value: Int) { self.value = value }
    public let value: Int
}

public struct ReceiptPrinting: Sendable {
    public init(transaction: TransactionNumber, archive: ReceiptArchive) {
        self.transaction = transaction
        self.archive = archive
    }
    public let transaction: TransactionNumber
    public let archive: ReceiptArchive
}

public struct Teller: Sendable {
    public init(printers: @escaping @Sendable (TransactionNumber) -> ReceiptPrinting) {
        self.printers = printers
    }
    let printers: @Sendable (TransactionNumber) -> ReceiptPrinting

    public func printReceipt(for transaction: TransactionNumber) -> ReceiptPrinting {
        printers(transaction)
    }
}
