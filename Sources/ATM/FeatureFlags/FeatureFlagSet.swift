#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The feature flags switched on for this run.
///
/// Read once from `ATM_FEATURES` (comma-separated flag names) so every screen asks
/// the same set; unknown names are ignored so an older ATM tolerates newer settings.
public struct FeatureFlagSet: Sendable, Hashable {
    /// The environment variable listing the enabled flags.
    public static let environmentKey = "ATM_FEATURES"

    /// The flags that are on.
    public let enabled: Set<FeatureFlag>

    /// Reads the enabled flags from `ATM_FEATURES` in `environment`, e.g. `balance-after-deposit`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let names = (environment[Self.environmentKey] ?? "").split(separator: ",")
        enabled = Set(
            names.compactMap { name in
                FeatureFlag(rawValue: name.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased())
            })
    }

    /// A set with exactly the `enabled` flags on, for tests and fixed configurations.
    public init(enabled: Set<FeatureFlag>) {
        self.enabled = enabled
    }

    /// True when `flag` is on.
    public func isEnabled(_ flag: FeatureFlag) -> Bool {
        enabled.contains(flag)
    }
}
