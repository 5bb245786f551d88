#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The feature flags switched on for this run.
///
/// Read once from `ATM_FEATURES` (comma-separated flag names) so every screen asks
/// the same set; unknown names are ignored so an older ATM tolerates newer settings.
public struct FeatureFlagSet: Sendable, Hashable {
    /// The environment variable listing the enabled flags.
    public static let environmentKey = "ATM_FEATURES"

    /// `environmentKey` as the process's environment sets it, read alone: `ProcessInfo`'s
    /// `environment` copies every variable into a new dictionary on every call.
    public static var processEnvironment: [String: String] {
        getenv(environmentKey).map { [environmentKey: String(cString: $0)] } ?? [:]
    }

    /// The flags that are on.
    public let enabled: Set<FeatureFlag>

    /// Reads the enabled flags from `ATM_FEATURES` in `environment` (by default, the process's),
    /// e.g. `balance-after-deposit`.
    public init(environment: [String: String] = FeatureFlagSet.processEnvironment) {
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
