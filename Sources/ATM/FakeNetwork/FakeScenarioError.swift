/// Why a fake-bank scenario could not be chosen; the message lists the valid names.
public enum FakeScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name is not one of ``FakeBankScenario/allCases``.
    case unknownName(String)
    /// `--scenario` was the last argument, with no name after it.
    case missingName

    /// One line naming the problem and the valid scenarios.
    public var description: String {
        let valid = FakeBankScenario.allCases.map(\.rawValue).joined(separator: ", ")
        switch self {
        case .unknownName(let name):
            return "unknown scenario '\(name)'; valid scenarios are \(valid)"
        case .missingName:
            return "\(FakeBankScenario.argumentName) needs a name; valid scenarios are \(valid)"
        }
    }
}
