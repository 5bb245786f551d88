/// Something worth counting that happened in the ATM, such as a command finishing.
public struct TelemetryEvent: Sendable, Hashable {
    /// What happened, dot-separated, e.g. `command.finished`.
    public let name: String
    /// Details as text, e.g. `["command": "deposit", "exitCode": "0"]`.
    public let attributes: [String: String]

    /// Creates an event.
    public init(name: String, attributes: [String: String] = [:]) {
        self.name = name
        self.attributes = attributes
    }
}
