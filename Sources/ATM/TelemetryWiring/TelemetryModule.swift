import Telemetry
import Wiring

/// Binds telemetry to JSON lines in `ATM_TELEMETRY_FILE` (nothing is recorded when it is unset).
public enum TelemetryModule: Module {
    public static func configure(binder: Binder) {
        binder.bind((any TelemetryRecorder).self).scoped(.singleton).to(factory: { JSONLinesTelemetryRecorder() })
    }
}
