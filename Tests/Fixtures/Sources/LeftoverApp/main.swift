import Desk
import WiringLaunch

// Not an app to ship: a desk whose app still links what it no longer uses (a radio's wiring
// library, an alarm, a chime). The tests run it to check the warnings about unused bindings.
let info = AppInfo(
    name: "leftover-app",
    summary: "a desk that links what it does not use, to test the warnings about it",
    usage: "USAGE: leftover-app")

await AppLauncher.main(info, root: Desk.self, libraries: LinkedWiring.libraries) { desk, arguments in
    desk.run(arguments: arguments)
}
