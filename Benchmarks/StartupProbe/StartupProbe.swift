// Wiring's part of atm's start-up: builds and validates atm's graph from the wiring libraries
// atm links, makes its root, and prints how long that took in nanoseconds. One measurement per
// process, so that each is a first build, with the runtime's caches as cold as at atm's start.
//
// Not a target of any package: Scripts/bench compiles it with swiftc, together with the
// `LinkedWiring.swift` that the plugin generated for atm, against atm's own release build
// (static Swift runtime) in .build-bench, and runs it beside `atm --help`.
import ATMShell
import Wiring

@main
enum StartupProbe {
    static func main() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let component = try Component(root: ATMCommandLine.self, libraries: LinkedWiring.libraries)
        let root = component.root
        let elapsed = clock.now - start
        withExtendedLifetime(root) {}
        let (seconds, attoseconds) = elapsed.components
        print(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
