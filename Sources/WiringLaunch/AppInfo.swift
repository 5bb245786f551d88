/// What an app says about itself in `--help` and `--version`.
public struct AppInfo: Sendable {
    /// The executable's name, such as `atm`.
    public let name: String
    /// One line: what the app is for.
    public let summary: String
    /// The app's own usage and commands, printed between the summary and the standard options.
    public let usage: String
    /// The app's version; defaults to the Wiring release it was built with.
    public let version: String

    /// Describes an app for `AppLauncher`: its executable name, one-line summary, usage text and version.
    public init(name: String, summary: String, usage: String, version: String = WiringRelease.version) {
        self.name = name
        self.summary = summary
        self.usage = usage
        self.version = version
    }
}

/// The version of this repository's framework and apps.
public enum WiringRelease {
    /// The release number, which `--version` prints for apps that do not give their own.
    public static let version = "0.1.0"
}
