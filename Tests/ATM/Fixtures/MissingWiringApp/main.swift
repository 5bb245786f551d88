import DepositUI
import WiringLaunch

// A test fixture, not an app: the deposit screen linked without the wiring libraries it needs
// (ATMLibWiring, AccountRulesWiring and a network's), so its object graph is invalid.
// Tests/ATM/AppTests runs it to check how an app with an invalid graph exits.
let info = AppInfo(
    name: "missing-wiring-app",
    summary: "the deposit screen without the wiring it needs, to test an invalid graph",
    usage: DepositScreen.usage)

await AppLauncher.main(info, root: DepositScreen.self, libraries: LinkedWiring.libraries) { screen, arguments in
    await screen.run(arguments: arguments)
}
