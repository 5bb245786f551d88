import Testing

/// The interactive driver itself: a wait for output that never comes fails instead of hanging.
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
}
