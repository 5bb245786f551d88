import FeatureFlags
import Testing

@Suite("FeatureFlagSet")
struct FeatureFlagSetTests {
    @Test("nothing is enabled without ATM_FEATURES")
    func empty() {
        #expect(!FeatureFlagSet(environment: [:]).isEnabled(.balanceAfterDeposit))
        #expect(!FeatureFlagSet(environment: ["ATM_FEATURES": ""]).isEnabled(.balanceAfterDeposit))
    }

    @Test("named flags are enabled; spaces, case and unknown names are tolerated")
    func parsing() {
        let flags = FeatureFlagSet(environment: ["ATM_FEATURES": "something-new, Balance-After-Deposit ,,"])
        #expect(flags.isEnabled(.balanceAfterDeposit))
        #expect(flags.enabled == [.balanceAfterDeposit])
    }

    @Test("an explicit set is used as given")
    func explicit() {
        #expect(FeatureFlagSet(enabled: [.balanceAfterDeposit]).isEnabled(.balanceAfterDeposit))
        #expect(!FeatureFlagSet(enabled: []).isEnabled(.balanceAfterDeposit))
        #expect(FeatureFlag.balanceAfterDeposit.rawValue == "balance-after-deposit")
    }
}
