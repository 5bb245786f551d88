import AccountRules
import BankAPI
import Testing

@Suite("DepositRules")
struct DepositRulesTests {
    private func rules(_ json: String, for name: String = "alice") throws -> DepositRules {
        let file = try BankConfigFile(json)
        return DepositRules(account: try account(name), store: BankSettingsStore(environment: file.environment))
    }

    @Test("up to the limit is accepted; over it is refused with both amounts")
    func limit() throws {
        let rules = try rules(#"{"accounts": {"alice": {"depositLimitMinorUnits": 50000}}}"#)
        #expect(try rules.check(Money(minorUnits: 50_000)).credited == Money(minorUnits: 50_000))
        #expect(
            throws: DepositRuleViolation.overLimit(total: Money(minorUnits: 60_000), limit: Money(minorUnits: 50_000))
        ) {
            try rules.check(Money(minorUnits: 60_000))
        }
        #expect(
            DepositRuleViolation.overLimit(total: Money(minorUnits: 60_000), limit: Money(minorUnits: 50_000))
                .description
                == "$600.00 is over this account's deposit limit of $500.00")
    }

    @Test("the fee is kept and the rest credited")
    func fee() throws {
        let charge = try rules(#"{"accounts": {"alice": {"depositFeeMinorUnits": 150}}}"#).check(
            Money(minorUnits: 17_000))
        #expect(charge.total == Money(minorUnits: 17_000))
        #expect(charge.fee == Money(minorUnits: 150))
        #expect(charge.credited == Money(minorUnits: 16_850))
    }

    @Test("a total that does not exceed the fee is refused")
    func feeSwallowsTheDeposit() throws {
        let rules = try rules(#"{"default": {"depositFeeMinorUnits": 200}}"#, for: "bob")
        #expect(
            throws: DepositRuleViolation.feeTakesEverything(total: Money(minorUnits: 200), fee: Money(minorUnits: 200))
        ) {
            try rules.check(Money(minorUnits: 200))
        }
        #expect(try rules.check(Money(minorUnits: 201)).credited == Money(minorUnits: 1))
        #expect(
            DepositRuleViolation.feeTakesEverything(total: Money(minorUnits: 100), fee: Money(minorUnits: 200))
                .description
                == "$1.00 does not cover this account's deposit fee of $2.00")
    }

    @Test("rules are a snapshot: a reload does not change rules already made")
    func snapshot() throws {
        let file = try BankConfigFile(#"{"default": {"depositFeeMinorUnits": 100}}"#)
        let store = BankSettingsStore(environment: file.environment)
        let before = DepositRules(account: try account("alice"), store: store)
        try file.write(#"{"default": {"depositFeeMinorUnits": 300}}"#)
        try store.reload()
        #expect(before.settings?.depositFee == Money(minorUnits: 100))
        #expect(
            DepositRules(account: try account("alice"), store: store).settings?.depositFee == Money(minorUnits: 300))
    }

    @Test("without a configuration, the bank's own limit applies and there is no fee")
    func builtIn() throws {
        let rules = DepositRules(account: try account("alice"), store: BankSettingsStore(environment: [:]))
        #expect(rules.settings == .builtIn)
        #expect(try rules.check(WireFormat.depositLimit).fee == .zero)
        #expect(throws: DepositRuleViolation.self) {
            try rules.check(Money(minorUnits: WireFormat.depositLimit.minorUnits + 1))
        }
    }
}
