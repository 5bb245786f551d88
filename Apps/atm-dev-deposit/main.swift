import DepositUI
import WiringLaunch

// The deposit feature alone, against the fake bank: a small app that builds fast while
// working on deposits. It links no other feature.
let info = AppInfo(
    name: "atm-dev-deposit",
    summary: "the deposit screen alone, against a fake bank, for developing deposits",
    usage: DepositScreen.usage)

await AppLauncher.main(info, root: DepositScreen.self, libraries: LinkedWiring.libraries) { screen, arguments in
    await screen.run(arguments: arguments)
}
