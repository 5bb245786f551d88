import BankServer
import Foundation
import WiringLaunch

// The bank the production ATM talks to: JSON over HTTP on 127.0.0.1, with a durable journal.
let info = AppInfo(
    name: "bank-server",
    summary: "a bank on 127.0.0.1 that keeps deposits in a durable journal",
    usage: BankServerOptions.usage)

await AppLauncher.main(info, root: BankServerCommand.self, libraries: LinkedWiring.libraries) { command, arguments in
    try await command.run(arguments: arguments, environment: ProcessInfo.processInfo.environment)
}
