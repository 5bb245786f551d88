import ATMLib
import AccountRules
import FeatureFlags
import Injection
import Terminal

/// `atm status`: which account the card is for, which features are on, and where the bank
/// configuration comes from (with any problem reading it).
///
/// Commands like this one are made by the command table with a plain `init()`, the way a
/// command-line parser makes its commands, so the graph cannot pass them their services.
/// They reach them through `@Injected` instead; a service nothing binds is reported, not crashed on.
struct StatusCommand {
    @Injected var card: InsertedCard?
    @Injected var flags: FeatureFlagSet?
    @Injected var accounts: AccountDirectory?

    init() {}

    func run(console: any Console) -> Int32 {
        do {
            let account = try $card.resolve().account()
            let enabled = try $flags.resolve().enabled.map(\.rawValue).sorted()
            let configuration = try $accounts.resolve().configurationStatus
            console.writeLine("Account: \(account)")
            console.writeLine("Features: \(enabled.isEmpty ? "none" : enabled.joined(separator: ", "))")
            console.writeLine("Bank configuration: \(configuration)")
            return 0
        } catch let error as InjectionError {
            console.writeError("error: \(error.description.components(separatedBy: "\n")[0])")
            return 1
        } catch {
            console.writeError("error: \(error)")
            return 1
        }
    }
}
