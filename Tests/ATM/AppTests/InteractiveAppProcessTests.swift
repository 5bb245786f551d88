import Foundation
import Testing

/// The drivers themselves: a wait for output that never comes fails instead of hanging, and an
/// app that exits before reading its input fails its own test, not the whole run.
@Suite struct InteractiveAppProcessTests {
    @Test func aWaitForOutputThatNeverComesThrowsAfterItsTimeout() throws {
        let atm = try InteractiveAppProcess("atm-uitest")
        try atm.waitForOutput("Choose an option: ")
        #expect(throws: AppProcessError.self) { try atm.waitForOutput("never printed", timeout: 0.5) }
        // The app is still usable after a failed wait, and is ended when released.
        try atm.send("3")
        #expect(try atm.waitForOutput("Goodbye.").hasSuffix("Goodbye."))
    }

    @Test func aWaitOnAnAppThatExitedThrowsAtOnce() throws {
        let app = try InteractiveAppProcess("atm-uitest", ["--version"])
        let error = try #require(throws: AppProcessError.self) { try app.waitForOutput("never printed", timeout: 60) }
        #expect(error.description.contains("before it exited with status 0"))
        #expect(error.description.contains("atm-uitest 0."))
    }

    /// Writing to a pipe whose reader has exited raises SIGPIPE, which would end the process
    /// that runs every test: the drivers ignore it, and the write fails instead.
    @Test func anAppThatExitsWithoutReadingItsInputEndsOnlyItsOwnRun() throws {
        // More than a pipe holds, to a program that reads none of it and exits.
        let result = try AppProcess.run(
            URL(fileURLWithPath: "/bin/true"), input: String(repeating: "1\n", count: 500_000))
        #expect(result.status == 0)

        // An app that prints its version and exits, its input still open: typing to it throws.
        let app = try InteractiveAppProcess("atm-uitest", ["--version"])
        #expect(throws: AppProcessError.self) { try app.waitForOutput("never printed", timeout: 60) }
        #expect(throws: (any Error).self) { try app.send("3") }
    }
}
