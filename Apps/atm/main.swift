import ATMShell
import WiringLaunch

// The production ATM. Its implementations come from the wiring libraries this target links
// in Package.swift; `LinkedWiring` is generated from them at build time.
let info = AppInfo(
    name: "atm",
    summary: "deposit cash and check your balance at the bank",
    usage: ATMCommandLine.usage)

await AppLauncher.main(info, root: ATMCommandLine.self, libraries: LinkedWiring.libraries) { atm, arguments in
    await atm.run(arguments: arguments)
}
