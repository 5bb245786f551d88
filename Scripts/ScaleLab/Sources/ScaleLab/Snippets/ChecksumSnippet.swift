/// FNV-1a and Adler-32 over the records' text.
enum ChecksumSnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let seed = random.next() >> 20
        let multiplier = random.pick([31, 37, 131, 257])
        let name = p + random.pick(["Checksum", "Digest", "Fingerprinting"])
        return Snippet(
            entryType: name,
            source: #"""
                /// Checksums of the records' text, to notice that a record changed.
                enum \#(name) {
                    static func fnv1a(_ text: String) -> UInt64 {
                        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                        for byte in text.utf8 {
                            hash ^= UInt64(byte)
                            hash = hash &* 0x0000_0100_0000_01B3
                        }
                        return hash
                    }

                    static func adler32(_ bytes: [UInt8]) -> UInt32 {
                        var low: UInt32 = 1
                        var high: UInt32 = 0
                        for byte in bytes {
                            low = (low + UInt32(byte)) % 65_521
                            high = (high + low) % 65_521
                        }
                        return (high << 16) | low
                    }

                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        var combined: UInt64 = \#(seed)
                        for record in records {
                            combined ^= fnv1a(record.title + String(record.amountCents))
                            combined = combined &* \#(multiplier) &+ UInt64(adler32(Array(record.kind.rawValue.utf8)))
                        }
                        return Int(truncatingIfNeeded: combined >> 8)
                    }
                }
                """#)
    }
}
