import BankAPI
import Foundation
import Testing

@Suite("JSONNesting")
struct JSONNestingTests {
    private func nested(_ depth: Int, closed: Bool = true) -> String {
        String(repeating: "[", count: depth) + (closed ? String(repeating: "]", count: depth) : "")
    }

    @Test("the limit itself is accepted and one more is refused, in arrays and objects")
    func limit() {
        let limit = JSONNesting.maximumDepth
        #expect(limit < 512, "far below the depth at which JSONDecoder traps")
        #expect(!JSONNesting.isTooDeep(Data(nested(limit).utf8)))
        #expect(JSONNesting.isTooDeep(Data(nested(limit + 1).utf8)))
        let objects = String(repeating: #"{"a":"#, count: limit + 1) + "1" + String(repeating: "}", count: limit + 1)
        #expect(JSONNesting.isTooDeep(Data(objects.utf8)))
    }

    @Test("the body that crashed the bank, 513 '[' and nothing else, is too deep")
    func crashingBody() {
        #expect(JSONNesting.isTooDeep(Data(nested(513, closed: false).utf8)))
    }

    @Test("brackets inside strings, also after escaped quotes, do not count")
    func strings() {
        let brackets = String(repeating: "[", count: 100)
        #expect(!JSONNesting.isTooDeep(Data(#"{"note": "\#(brackets)"}"#.utf8)))
        #expect(!JSONNesting.isTooDeep(Data(#"{"note": "say \"\#(brackets)\" \\", "n": 1}"#.utf8)))
        // After a string that ends in an escaped backslash, brackets count again.
        #expect(JSONNesting.isTooDeep(Data(#"["\\", \#(nested(40))]"#.utf8)))
    }

    @Test("stray closers do not make room for deeper nesting")
    func strayClosers() {
        #expect(JSONNesting.isTooDeep(Data((String(repeating: "]", count: 100) + nested(40)).utf8)))
    }

    @Test(
        "UTF-16 and UTF-32 text, which JSONDecoder also reads, is checked in its own code units",
        arguments: [
            String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf16, .utf32LittleEndian, .utf32BigEndian, .utf32,
        ])
    func wideEncodings(encoding: String.Encoding) throws {
        let deep = try #require(nested(513, closed: false).data(using: encoding))
        #expect(JSONNesting.isTooDeep(deep))
        let shallow = try #require(#"{"amountMinorUnits": [[1]]}"#.data(using: encoding))
        #expect(!JSONNesting.isTooDeep(shallow))
    }

    @Test("a UTF-16 character whose bytes contain '\"' cannot hide the brackets after it")
    func wideCharacterWithQuoteByte() throws {
        // U+2200 is the bytes 00 22 in UTF-16LE: a byte-wise scan would see a quote there.
        let text = "[\u{2200}" + nested(513, closed: false)
        #expect(JSONNesting.isTooDeep(try #require(text.data(using: .utf16LittleEndian))))
        #expect(JSONNesting.isTooDeep(try #require(text.data(using: .utf16BigEndian))))
    }

    @Test("what the formats really hold is well within the limit")
    func realFormats() {
        let settings =
            #"{"default": {"depositLimitMinorUnits": 1000000}, "accounts": {"alice": {"depositFeeMinorUnits": 150}}}"#
        #expect(!JSONNesting.isTooDeep(Data(settings.utf8)))
        #expect(!JSONNesting.isTooDeep(Data(#"{"amountMinorUnits": 500}"#.utf8)))
        #expect(!JSONNesting.isTooDeep(Data()))
    }
}
