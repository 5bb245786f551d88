import Cart
import WiringLaunch

// An app target with default main-actor isolation, as Xcode makes them.
let info = AppInfo(name: "cart", summary: "adds items to a cart and prints the total", usage: "USAGE: cart ITEM…")

await AppLauncher.main(info, root: CartScreen.self, libraries: LinkedWiring.libraries) { screen, arguments in
    screen.run(arguments: arguments)
}
