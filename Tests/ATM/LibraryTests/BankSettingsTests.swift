import AccountRules
import BankAPI
import Foundation
import Testing

@testable import BankServer

@Suite("BankSettings")
struct BankSettingsTests {
    private func parse(_ json: String) throws(BankSettingsError) -> BankSettings {
        try BankSettings(json: Data(json.utf8), path: "bank.json")
    }

    private func settings(limit: Int, fee: Int) throws -> AccountSettings {
        try #require(AccountSettings(depositLimit: Money(minorUnits: limit), depositFee: Money(minorUnits: fee)))
    }

    @Test("a full file sets the defaults and each listed account")
    func fullFile() throws {
        let parsed = try parse(
            """
            {"default": {"depositLimitMinorUnits": 1000000, "depositFeeMinorUnits": 0},
             "accounts": {"alice": {"depositLimitMinorUnits": 50000, "depositFeeMinorUnits": 150}}}
            """)
        #expect(parsed.defaults == (try settings(limit: 1_000_000, fee: 0)))
        #expect(parsed.settings(for: try account("alice")) == (try settings(limit: 50_000, fee: 150)))
        #expect(parsed.settings(for: try account("bob")) == parsed.defaults)
        #expect(Array(parsed.accounts.keys) == [try account("alice")])
    }

    @Test(
        "missing sections and settings fall back: account to default, default to built-in",
        arguments: [
            "{}", #"{"default": null, "accounts": null}"#, #"{"accounts": {}}"#, #"{"default": {}}"#,
        ])
    func missingSections(json: String) throws {
        #expect(try parse(json) == .builtIn)
        #expect(BankSettings.builtIn.defaults == (try settings(limit: WireFormat.depositLimit.minorUnits, fee: 0)))
    }

    @Test("an account's missing setting comes from the default section")
    func partialAccountEntry() throws {
        let parsed = try parse(
            """
            {"default": {"depositFeeMinorUnits": 100},
             "accounts": {"alice": {"depositLimitMinorUnits": 50000}, "bob": {}}}
            """)
        #expect(parsed.defaults == (try settings(limit: 1_000_000, fee: 100)))
        #expect(parsed.settings(for: try account("alice")) == (try settings(limit: 50_000, fee: 100)))
        #expect(parsed.settings(for: try account("bob")) == (try settings(limit: 1_000_000, fee: 100)))
    }

    @Test(
        "negative amounts are refused, naming the setting",
        arguments: [
            (
                #"{"accounts": {"alice": {"depositFeeMinorUnits": -5}}}"#,
                "the bank configuration bank.json is invalid: accounts.alice.depositFeeMinorUnits: must not be negative (it is -5)"
            ),
            (
                #"{"default": {"depositLimitMinorUnits": -1}}"#,
                "the bank configuration bank.json is invalid: default.depositLimitMinorUnits: must not be negative (it is -1)"
            ),
        ])
    func negativeAmounts(json: String, message: String) {
        #expect(throws: BankSettingsError.self) { try parse(json) }
        do {
            _ = try parse(json)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(
        "malformed JSON is one clear line",
        arguments: ["{", "not json", "", #"{"default": {"depositFeeMinorUnits": 1,}"#])
    func malformedJSON(json: String) {
        do {
            _ = try parse(json)
            Issue.record("parsed \(json)")
        } catch {
            guard case .invalid(let path, let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == "bank.json")
            #expect(reason.hasPrefix("not valid JSON ("), "\(reason)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test(
        "malformed JSON says where the first error is",
        arguments: [
            (
                #"{"default": {"depositFeeMinorUnits": 1}"#,
                "not valid JSON (line 1, column 40: unexpected end of input, expected ',' or '}')"
            ),
            (
                "{\n  \"default\": {\"depositFeeMinorUnits\" 100}\n}",
                "not valid JSON (line 2, column 38: expected ':' after the key, found '100')"
            ),
            ("", "not valid JSON (the file is empty)"),
        ])
    func malformedJSONLocation(json: String, reason: String) {
        #expect(throws: BankSettingsError.invalid(path: "bank.json", reason: reason)) { try parse(json) }
    }

    /// The configuration is JSON in the dialect the bank reads its request bodies in: a text
    /// one refuses, the other does not take either.
    @Test("a trailing comma is refused, with the words the bank refuses it with")
    func trailingComma() throws {
        let problem = "line 1, column 42: a comma before '}' is not allowed here (a trailing comma)"
        #expect(throws: BankSettingsError.invalid(path: "bank.json", reason: "not valid JSON (\(problem))")) {
            try parse(#"{"default": {"depositFeeMinorUnits": 100,}}"#)
        }
        let body = Data(#"{"amountMinorUnits": 100,}"#.utf8)
        guard case .failure(let refusal) = DepositRequestDecoding.decode(body) else {
            Issue.record("the bank took a trailing comma")
            return
        }
        #expect(refusal.message.contains("a comma before '}' is not allowed here (a trailing comma)"))
    }

    @Test("a byte order mark is read; a file in UTF-16 is refused, as the bank refuses it")
    func byteOrderMarksAndUTF16() throws {
        let json = #"{"default": {"depositFeeMinorUnits": 100}}"#
        let expected = BankSettings(defaults: try settings(limit: 1_000_000, fee: 100))
        #expect(try BankSettings(json: Data([0xEF, 0xBB, 0xBF] + json.utf8), path: "bank.json") == expected)
        let utf16: [UInt8] =
            [0xFF, 0xFE] + json.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(
            throws: BankSettingsError.invalid(
                path: "bank.json",
                reason: "not valid JSON (line 1, column 1: the text is not UTF-8 (it looks like UTF-16 or UTF-32))")
        ) {
            try BankSettings(json: Data(utf16), path: "bank.json")
        }
    }

    /// 513 `[` made the toolchain's JSON decoder trap. The syntax check caught it in UTF-8 but
    /// let UTF-16 and UTF-32 through to the decoder; every encoding is bounded now, and at the
    /// depth the rest of the bank uses, not the decoder's.
    @Test(
        "a file nested too deep is invalid in any encoding, never handed to the decoder",
        arguments: [
            String.Encoding.utf8, .utf16LittleEndian, .utf16BigEndian, .utf16, .utf32LittleEndian, .utf32,
        ])
    func tooDeep(encoding: String.Encoding) throws {
        let depth = JSONSyntaxCheck.maximumDepth + 1
        for text in [
            String(repeating: "[", count: 513),
            #"{"default": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}",
        ] {
            let json = try #require(text.data(using: encoding))
            do {
                _ = try BankSettings(json: json, path: "bank.json")
                Issue.record("parsed \(text.prefix(20))… in \(encoding)")
            } catch {
                guard case .invalid(let path, let reason) = error else {
                    Issue.record("expected invalid, got \(error)")
                    continue
                }
                #expect(path == "bank.json")
                // Text that is not UTF-8 is refused before its nesting is looked at.
                let expected =
                    encoding == .utf8
                    ? "nested more than \(JSONSyntaxCheck.maximumDepth) deep" : "the text is not UTF-8"
                #expect(reason.contains(expected), "\(reason)")
            }
        }
    }

    @Test(
        "wrong types, unknown settings and bad account IDs are refused, naming where",
        arguments: [
            (
                #"{"default": {"depositFeeMinorUnits": "1.50"}}"#,
                "default.depositFeeMinorUnits: must be a whole number of minor units (cents)"
            ),
            (
                #"{"default": {"depositFeeMinorUnits": 1.5}}"#,
                "line 1, column 38: '1.5' is not a whole number; write it without a fraction or exponent"
            ),
            (
                #"{"accounts": {"a": {"depositLimitMinorUnits": 1e30}}}"#,
                "line 1, column 47: '1e30' is not a whole number; write it without a fraction or exponent"
            ),
            (
                #"{"default": {"depositLimit": 500}}"#,
                "default.depositLimit: unknown setting; expected 'depositFeeMinorUnits' or 'depositLimitMinorUnits'"
            ),
            (#"{"defaults": {}}"#, "defaults: unknown setting; expected 'accounts' or 'default'"),
            (#"{"accounts": {"no way": {}}}"#, "accounts.no way: 'no way' is not an account ID"),
            (#"{"accounts": []}"#, "accounts: "),
            ("[]", "the bank configuration bank.json is invalid: "),
        ])
    func invalidContent(json: String, fragment: String) {
        do {
            _ = try parse(json)
            Issue.record("parsed \(json)")
        } catch {
            #expect(error.description.contains(fragment), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("settings made in code cannot be negative")
    func negativeSettingsInCode() {
        #expect(AccountSettings(depositLimit: Money(minorUnits: -1), depositFee: .zero) == nil)
        #expect(AccountSettings(depositLimit: .zero, depositFee: Money(minorUnits: -1)) == nil)
    }
}
