import BankAPI
import Testing

/// The JSON syntax check that tells an operator where a configuration file is broken, since
/// `JSONDecoder` only says that it is.
@Suite("JSONSyntaxCheck")
struct BankSettingsJSONSyntaxTests {
    private func check(_ text: String) -> String? {
        firstProblem(in: Array(text.utf8))
    }

    private func firstProblem(in bytes: [UInt8]) -> String? {
        JSONSyntaxCheck.firstProblem(in: bytes)?.description
    }

    @Test(
        "the first error is reported with its line and column",
        arguments: [
            (#"{"a" 1}"#, "line 1, column 6: expected ':' after the key, found '1'"),
            (
                #"{"a": "c:\data"}"#,
                #"line 1, column 10: invalid escape '\d'; the escapes are \" \\ \/ \b \f \n \r \t and \u followed by four hex digits"#
            ),
            (#"["\u12G4"]"#, #"line 1, column 3: '\u' must be followed by four hex digits"#),
            (#"{"a": "abc"#, #"line 1, column 7: unterminated string: no closing '"' before the end of input"#),
            ("{\"a\": \"abc\n}", #"line 1, column 11: line break in a string; is its closing '"' missing?"#),
            ("[\"a\tb\"]", #"line 1, column 4: U+0009 in a string must be written as an escape such as \t"#),
            ("{} x", "line 1, column 4: expected nothing more after the value, found 'x'"),
            (#"{"a": 1}}"#, "line 1, column 9: expected nothing more after the value, found '}'"),
            (#"{"a": 1 "b": 2}"#, "line 1, column 9: expected ',' or '}', found '\"'"),
            ("[1 2]", "line 1, column 4: expected ',' or ']', found '2'"),
            ("{", "line 1, column 2: unexpected end of input, expected a string key or '}'"),
            ("[", "line 1, column 2: unexpected end of input, expected a value or ']'"),
            (#"{"a": [1, 2"#, "line 1, column 12: unexpected end of input, expected ',' or ']'"),
            ("not json", "line 1, column 1: expected a value, found 'not'"),
            ("tru", "line 1, column 1: expected a value, found 'tru'"),
            ("[nulll]", "line 1, column 2: expected a value or ']', found 'nulll'"),
            ("{default: {}}", "line 1, column 2: expected a string key or '}', found 'default'"),
            ("{'a': 1}", "line 1, column 2: expected a string key or '}', found \"'\""),
            ("{\u{201C}a\u{201D}: 1}", "line 1, column 2: expected a string key or '}', found '\u{201C}'"),
            ("[1, \u{A0}1]", "line 1, column 5: expected a value, found U+00A0"),
            ("[01]", "line 1, column 2: a number must not start with 0 followed by more digits"),
            ("[-]", "line 1, column 3: expected a digit after '-', found ']'"),
            ("[1.]", "line 1, column 4: expected a digit after '.', found ']'"),
            ("1e", "line 1, column 3: unexpected end of input, expected a digit in the exponent"),
            ("[- 1]", "line 1, column 3: expected a digit after '-', found a space"),
            (
                #"["\uD800"]"#,
                #"line 1, column 3: '\uD800' must be followed by a low surrogate escape, \uDC00 to \uDFFF"#
            ),
            (
                #"["\uD800\u0041"]"#,
                #"line 1, column 3: '\uD800' must be followed by a low surrogate escape, \uDC00 to \uDFFF"#
            ),
            (#"["\uDC00"]"#, #"line 1, column 3: '\uDC00' is a low surrogate without a high one before it"#),
            ("[\"\u{E9}\", x]", "line 1, column 7: expected a value, found 'x'"),
            (" \n ", "line 2, column 2: unexpected end of input, expected a value"),
            ("", "line 1, column 1: there is no JSON value, the text is empty"),
        ])
    func reportsWhere(text: String, error: String) {
        #expect(check(text) == error)
    }

    @Test("an error on a later line gives that line, with LF and CRLF line ends", arguments: ["\n", "\r\n"])
    func laterLine(lineEnd: String) {
        let text = [
            "{",
            #"  "default": {"depositFeeMinorUnits": 100},"#,
            #"  "accounts": {"alice": {"depositLimitMinorUnits" 50000}}"#,
            "}",
        ].joined(separator: lineEnd)
        #expect(check(text) == "line 3, column 51: expected ':' after the key, found '50000'")
    }

    @Test("bytes that are not UTF-8 are reported by position")
    func invalidUTF8() {
        #expect(
            firstProblem(in: [0x22, 0x61, 0xFF, 0x22])
                == "line 1, column 3: byte 0xFF in a string is not UTF-8")
        #expect(
            firstProblem(in: [0x22, 0xC0, 0x80, 0x22])
                == "line 1, column 2: byte 0xC0 in a string is not UTF-8")
        #expect(
            firstProblem(in: [0x5B, 0xFF, 0x5D])
                == "line 1, column 2: expected a value or ']', found byte 0xFF")
        #expect(
            firstProblem(in: [0x5B, 0x22, 0x00, 0x22, 0x5D])
                == #"line 1, column 3: U+0000 in a string must be written as an escape such as \t"#)
    }

    @Test(
        "valid JSON passes",
        arguments: [
            #"{"default": {"depositLimitMinorUnits": 1000000, "depositFeeMinorUnits": 0}, "accounts": {"alice": {}}}"#,
            #"{"a": [1, {"b": [true, false, null, []]}, {}], "c": {"d": {"e": "f"}}}"#,
            #"["\u00e9\u00E9", "\uD83D\uDE00", "\"\\\/\b\f\n\r\t", "caf\#u{E9} \#u{1F600}", ""]"#,
            "[0, -0, 123456789, -42]",
            #""text""#, "42", "true", "null",
            " \t\r\n{\n\t\"a\" : [ 1 , 2 ] \r\n}\n ",
            "\u{FEFF}{}",
        ])
    func accepts(text: String) {
        #expect(check(text) == nil)
    }

    @Test("nesting up to the bound passes, deeper is refused without recursion")
    func nestingBound() {
        let deepest = JSONSyntaxCheck.maximumDepth
        #expect(check(String(repeating: "[", count: deepest) + String(repeating: "]", count: deepest)) == nil)
        #expect(
            check(String(repeating: #"{"a":"#, count: deepest) + "1" + String(repeating: "}", count: deepest)) == nil)

        let tooDeep = "line 1, column \(deepest + 1): arrays and objects are nested more than \(deepest) deep"
        #expect(
            check(String(repeating: "[", count: deepest + 1) + String(repeating: "]", count: deepest + 1)) == tooDeep)
        // A hostile file: far deeper than any call stack would survive with recursion.
        #expect(check(String(repeating: "[", count: 1_000_000)) == tooDeep)
        #expect(
            check(String(repeating: #"{"a":"#, count: 600)) == "line 1, column \(deepest * 5 + 1): "
                + "arrays and objects are nested more than \(deepest) deep")
    }

    /// One dialect: what the bank refuses in a request body, a configuration file may not say either.
    @Test(
        "what the dialect refuses is refused in a configuration file too",
        arguments: [
            (
                #"{"default": {"depositFeeMinorUnits": 1,}}"#,
                "line 1, column 40: a comma before '}' is not allowed here (a trailing comma)"
            ),
            ("[1, 2,]", "line 1, column 7: a comma before ']' is not allowed here (a trailing comma)"),
            (
                "[12.5e-3]",
                "line 1, column 2: '12.5e-3' is not a whole number; write it without a fraction or exponent"
            ),
        ])
    func dialect(text: String, error: String) {
        #expect(check(text) == error)
    }

    @Test("text in UTF-16 or UTF-32 is refused: the checks read UTF-8 only")
    func wideEncodings() {
        let utf16LE: [UInt8] =
            [0xFF, 0xFE] + "{}".utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let utf16BE: [UInt8] = "{}".utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let utf32LE: [UInt8] = [0x7B, 0, 0, 0, 0x7D, 0, 0, 0]
        for text in [utf16LE, utf16BE, utf32LE] {
            #expect(
                firstProblem(in: text) == "line 1, column 1: the text is not UTF-8 (it looks like UTF-16 or UTF-32)")
        }
    }
}
