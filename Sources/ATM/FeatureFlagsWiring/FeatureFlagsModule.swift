import FeatureFlags
import Wiring

/// Binds the feature flags enabled by `ATM_FEATURES`, read once per graph.
public enum FeatureFlagsModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(FeatureFlagSet.self).scoped(.singleton).to(factory: { FeatureFlagSet() })
    }
}
