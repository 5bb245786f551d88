#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How the fake bank behaves, so UI tests and demos can show every outcome on purpose.
///
/// Chosen with `--scenario NAME` on the command line or `ATM_SCENARIO` in the environment.
public enum FakeBankScenario: String, Sendable, CaseIterable {
    /// Every deposit is credited.
    case success
    /// The bank cannot be reached at all.
    case bankDown = "bank-down"
    /// Deposits are declined; balances still work.
    case declined
    /// Every answer takes 1.5 seconds, then behaves like ``success``.
    case slow
    /// Deposits are credited but their answers are lost, so the ATM cannot know: the outcome
    /// the real client reports when a deposit's answer never comes back. Balances still work.
    case lostAnswer = "lost-answer"

    /// The environment variable that names the scenario.
    public static let environmentKey = "ATM_SCENARIO"
    /// The command-line option that names the scenario.
    public static let argumentName = "--scenario"

    /// The scenario called `name`; throws an error listing the valid names otherwise.
    public static func named(_ name: String) throws(FakeScenarioError) -> FakeBankScenario {
        guard let scenario = FakeBankScenario(rawValue: name) else {
            throw .unknownName(name)
        }
        return scenario
    }

    /// Picks the scenario for a launch and removes its option from `arguments`.
    ///
    /// `--scenario NAME` or `--scenario=NAME` wins over `ATM_SCENARIO`; with neither,
    /// the scenario is ``success``. The remaining arguments keep their order.
    public static func fromLaunch(
        arguments: [String], environment: [String: String]
    ) throws(FakeScenarioError) -> (scenario: FakeBankScenario, remainingArguments: [String]) {
        var chosenName: String?
        var remaining: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == argumentName {
                let nameIndex = arguments.index(after: index)
                guard nameIndex < arguments.endIndex else { throw .missingName }
                chosenName = arguments[nameIndex]
                index = arguments.index(after: nameIndex)
                continue
            }
            if argument.hasPrefix(argumentName + "=") {
                chosenName = String(argument.dropFirst(argumentName.count + 1))
            } else {
                remaining.append(argument)
            }
            index = arguments.index(after: index)
        }
        if let chosenName {
            return (try named(chosenName), remaining)
        }
        if let environmentName = environment[environmentKey] {
            return (try named(environmentName), remaining)
        }
        return (.success, remaining)
    }

    /// The scenario named by `ATM_SCENARIO` in this process, or ``success`` when it is missing or invalid.
    ///
    /// Apps validate the name up front with ``fromLaunch(arguments:environment:)``; this
    /// is the fallback for code that only needs a scenario and cannot report an error.
    public static func current() -> FakeBankScenario {
        ProcessInfo.processInfo.environment[environmentKey].flatMap(FakeBankScenario.init(rawValue:)) ?? .success
    }
}
