import Testing

/// UI tests: drive `atm-uitest` (the production UI linked with the fake bank) as a person
/// would, through its arguments and its interactive prompts.
@Suite struct ATMUITests {
    @Test func depositWithBillsAsArguments() throws {
        let result = try AppProcess.run(
            "atm-uitest", ["deposit", "20", "50", "100"], environment: ["ATM_ACCOUNT": "ui-1"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Deposited $170.00 to account ui-1. New balance: $420.00. Receipt: "))
        #expect(result.stderr.isEmpty)
    }

    @Test func depositTypedAtTheInteractivePrompt() throws {
        let result = try AppProcess.run("atm-uitest", ["deposit"], input: "20\n7\n5\n\n")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Insert a bill"))
        #expect(result.stdout.contains("'7' is not a valid bill; it has been returned."))
        #expect(result.stdout.contains("Deposited $25.00"))
    }

    @Test func menuSessionDepositsShowsBalanceAndQuits() throws {
        let result = try AppProcess.run("atm-uitest", [], input: "1\n100\n\n2\n3\n")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Welcome to the Wiring ATM."))
        #expect(result.stdout.contains("Deposited $100.00"))
        #expect(result.stdout.contains("Balance for account checking-001: $350.00"))
        #expect(result.stdout.contains("Goodbye."))
    }

    @Test func bankDownScreenReturnsTheBills() throws {
        let result = try AppProcess.run("atm-uitest", ["--scenario", "bank-down", "deposit", "20"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("error: the bank is not available right now"))
        #expect(result.stderr.contains("your bills have been returned ($20.00)"))
        #expect(!result.stdout.contains("Deposited"))
    }

    @Test func lostAnswerScreenSaysTheDepositIsNotConfirmed() throws {
        let result = try AppProcess.run("atm-uitest", ["--scenario", "lost-answer", "deposit", "20"])
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr.hasPrefix(
                "error: the bank has not confirmed this deposit; it will not be credited twice; check your balance"),
            "\(result)")
        #expect(!result.stderr.contains("returned"), "\(result)")
        #expect(!result.stdout.contains("Deposited"))
    }

    @Test func scenarioCanComeFromTheEnvironment() throws {
        let result = try AppProcess.run("atm-uitest", ["deposit", "20"], environment: ["ATM_SCENARIO": "declined"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("error: deposit declined:"))
    }

    @Test func invalidBillIsRejectedBeforeTheBankIsAsked() throws {
        let result = try AppProcess.run("atm-uitest", ["deposit", "20", "12x"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr == "error: '12x' is not a valid bill; accepted bills are 1, 2, 5, 10, 20, 50, 100\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownScenarioIsAClearError() throws {
        let result = try AppProcess.run("atm-uitest", ["--scenario", "flood", "balance"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains("bank-down"))
    }
}
