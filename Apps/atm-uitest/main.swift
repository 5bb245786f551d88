import ATMShell
import FakeNetwork
import WiringLaunch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The production UI linked with the fake bank, for UI tests. The bank's behaviour is chosen
// at launch with `--scenario NAME` or `ATM_SCENARIO`; the fake reads it from the environment.
let info = AppInfo(
    name: "atm-uitest",
    summary: "the ATM's UI against a fake bank, for UI tests",
    usage: ATMCommandLine.usage + """


        FAKE BANK:
          --scenario NAME   How the fake bank behaves: \(FakeBankScenario.allCases.map(\.rawValue).joined(separator: ", ")).
                            Defaults to $\(FakeBankScenario.environmentKey), then success.
        """)

let launch: (scenario: FakeBankScenario, remainingArguments: [String])
do {
    launch = try FakeBankScenario.fromLaunch(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
} catch {
    AppLauncher.printError("error: \(error)")
    exit(64)
}
setenv(FakeBankScenario.environmentKey, launch.scenario.rawValue, 1)

await AppLauncher.main(
    info, root: ATMCommandLine.self, libraries: LinkedWiring.libraries, arguments: launch.remainingArguments
) { atm, arguments in
    await atm.run(arguments: arguments)
}
