import BankAPI
import Foundation
import Testing

/// The one JSON dialect the bank and the ATM read: what `JSONDecoder` would quietly read one
/// way (a trailing comma, a repeated key, `1e2` as 100) is refused.
@Suite("JSONSyntaxCheck dialect")
struct JSONSyntaxCheckExactRulesTests {
    private func exact(_ text: String) -> String? {
        JSONSyntaxCheck.firstProblem(in: Data(text.utf8))?.description
    }

    @Test(
        "numbers must be whole and fit in an Int",
        arguments: [
            (
                #"{"amountMinorUnits": 1e2}"#,
                "line 1, column 22: '1e2' is not a whole number; write it without a fraction or exponent"
            ),
            (
                #"{"amountMinorUnits": 100.0}"#,
                "line 1, column 22: '100.0' is not a whole number; write it without a fraction or exponent"
            ),
            (
                #"{"amountMinorUnits": 99.999999999999999999}"#,
                "line 1, column 22: '99.999999999999999999' is not a whole number; write it without a fraction or exponent"
            ),
            (
                #"{"amountMinorUnits": 5E-0}"#,
                "line 1, column 22: '5E-0' is not a whole number; write it without a fraction or exponent"
            ),
            (
                #"{"amountMinorUnits": 99999999999999999999}"#,
                "line 1, column 22: '99999999999999999999' is too large: whole numbers here are from \(Int.min) to \(Int.max)"
            ),
            (
                #"[-9223372036854775809]"#,
                "line 1, column 2: '-9223372036854775809' is too large: whole numbers here are from \(Int.min) to \(Int.max)"
            ),
        ])
    func wholeNumbers(text: String, problem: String) {
        #expect(exact(text) == problem)
    }

    @Test("whole numbers across the Int range pass")
    func wholeNumbersPass() {
        #expect(exact("[0, -0, 500, \(Int.max), \(Int.min)]") == nil)
    }

    @Test(
        "a trailing comma is refused",
        arguments: [
            (
                #"{"amountMinorUnits": 500,}"#,
                "line 1, column 26: a comma before '}' is not allowed here (a trailing comma)"
            ),
            ("[1,\n]", "line 2, column 1: a comma before ']' is not allowed here (a trailing comma)"),
        ])
    func trailingComma(text: String, problem: String) {
        #expect(exact(text) == problem)
    }

    @Test(
        "a repeated key is refused, however its text is escaped",
        arguments: [
            (
                #"{"amountMinorUnits": 1, "amountMinorUnits": 100000}"#,
                #"line 1, column 25: the key "amountMinorUnits" appears more than once in this object"#
            ),
            (
                #"{"amountMinorUnits": 1, "amountMinorUnit\u0073": 100000}"#,
                #"line 1, column 25: the key "amountMinorUnits" appears more than once in this object"#
            ),
            (#"{"a": {"b": 1, "b": 2}}"#, #"line 1, column 16: the key "b" appears more than once in this object"#),
            (#"{"\ud83d\ude00": 1, "😀": 2}"#, #"line 1, column 21: the key "😀" appears more than once in this object"#),
        ])
    func repeatedKeys(text: String, problem: String) {
        #expect(exact(text) == problem)
    }

    @Test("the same key in different objects, or keys that only look alike, pass")
    func distinctKeys() {
        #expect(exact(#"[{"a": 1}, {"a": 2}, {"a": {"a": 3}}]"#) == nil)
        #expect(exact(#"{"a": 1, "A": 2, "a ": 3, "\\u0061": 4}"#) == nil)
    }

    @Test("UTF-16 and UTF-32 text is refused, so it cannot slip past these rules")
    func wideEncodings() throws {
        let text = #"{"amountMinorUnits": 1e2}"#
        for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian] {
            let data = try #require(text.data(using: encoding))
            #expect(
                JSONSyntaxCheck.firstProblem(in: data)?.message
                    == "the text is not UTF-8 (it looks like UTF-16 or UTF-32)")
        }
    }

    /// The toolchain's decoder trapped on this, so each of the bank, the ATM and the
    /// configuration reader crashed on one such text.
    @Test("513 open brackets, the decoder's trap, are refused by the nesting bound")
    func theDecodersTrapIsRefused() {
        let deepest = JSONSyntaxCheck.maximumDepth
        #expect(
            exact(String(repeating: "[", count: 513))
                == "line 1, column \(deepest + 1): arrays and objects are nested more than \(deepest) deep")
        // Brackets inside strings are text, not nesting.
        #expect(exact(#"{"note": "\#(String(repeating: "[", count: 600))"}"#) == nil)
    }
}
