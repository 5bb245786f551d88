import FakeNetwork
import Testing

@Suite("FakeBankScenario")
struct FakeBankScenarioTests {
    @Test("names match the raw values")
    func names() throws {
        #expect(try FakeBankScenario.named("bank-down") == .bankDown)
        #expect(try FakeBankScenario.named("success") == .success)
        #expect(
            FakeBankScenario.allCases.map(\.rawValue) == ["success", "bank-down", "declined", "slow", "lost-answer"])
        #expect(FakeBankScenario.environmentKey == "ATM_SCENARIO")
    }

    @Test("an unknown name lists the valid ones")
    func unknownName() {
        #expect(throws: FakeScenarioError.unknownName("bankdown")) { try FakeBankScenario.named("bankdown") }
        #expect(
            FakeScenarioError.unknownName("bankdown").description
                == "unknown scenario 'bankdown'; valid scenarios are success, bank-down, declined, slow, lost-answer")
    }

    @Test("--scenario NAME is taken out of the arguments")
    func separateArgument() throws {
        let launch = try FakeBankScenario.fromLaunch(
            arguments: ["deposit", "--scenario", "declined", "20"], environment: [:])
        #expect(launch.scenario == .declined)
        #expect(launch.remainingArguments == ["deposit", "20"])
    }

    @Test("--scenario=NAME is taken out of the arguments")
    func joinedArgument() throws {
        let launch = try FakeBankScenario.fromLaunch(arguments: ["--scenario=slow", "balance"], environment: [:])
        #expect(launch.scenario == .slow)
        #expect(launch.remainingArguments == ["balance"])
    }

    @Test("the argument wins over ATM_SCENARIO, which wins over the default")
    func precedence() throws {
        let environment = ["ATM_SCENARIO": "bank-down"]
        #expect(
            try FakeBankScenario.fromLaunch(arguments: ["--scenario", "declined"], environment: environment)
                .scenario == .declined)
        let fromEnvironment = try FakeBankScenario.fromLaunch(arguments: ["balance"], environment: environment)
        #expect(fromEnvironment.scenario == .bankDown)
        #expect(fromEnvironment.remainingArguments == ["balance"])
        #expect(try FakeBankScenario.fromLaunch(arguments: [], environment: [:]).scenario == .success)
    }

    @Test("bad names and a missing name are errors")
    func errors() {
        #expect(throws: FakeScenarioError.unknownName("nope")) {
            try FakeBankScenario.fromLaunch(arguments: ["--scenario", "nope"], environment: [:])
        }
        #expect(throws: FakeScenarioError.unknownName("")) {
            try FakeBankScenario.fromLaunch(arguments: ["--scenario="], environment: [:])
        }
        #expect(throws: FakeScenarioError.missingName) {
            try FakeBankScenario.fromLaunch(arguments: ["balance", "--scenario"], environment: [:])
        }
        #expect(throws: FakeScenarioError.unknownName("weird")) {
            try FakeBankScenario.fromLaunch(arguments: [], environment: ["ATM_SCENARIO": "weird"])
        }
        #expect(FakeScenarioError.missingName.description.contains("bank-down"))
    }
}
