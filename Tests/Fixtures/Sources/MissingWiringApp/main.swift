import Desk
import WiringLaunch

// Not an app to ship: the desk linked without a wiring library that binds its clock, so its
// object graph is invalid. The tests run it to check how an app with an invalid graph exits.
let info = AppInfo(
    name: "missing-wiring-app",
    summary: "a desk without the clock it needs, to test an invalid graph",
    usage: "USAGE: missing-wiring-app [deposit AMOUNT]")

await AppLauncher.main(info, root: Desk.self, libraries: LinkedWiring.libraries) { desk, arguments in
    desk.run(arguments: arguments)
}
