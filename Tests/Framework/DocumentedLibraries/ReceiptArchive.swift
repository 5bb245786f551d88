// swift-format-ignore-file
// The documentation's samples, verbatim: the README and the articles are written for a reader,
// so their line breaks rule here, and the formatter leaves this file as it is.
// DeclaringBindings.md, "Tags": a library type that takes two URLs, which its wiring library
// tells apart with tags.
import Foundation

public struct ReceiptArchive: Sendable {
    public init(bank: URL, folder: URL) {
        self.bank = bank
        self.folder = folder
    }
    public let bank: URL
    public let folder: URL
}
