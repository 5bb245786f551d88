import Synchronization
import Telemetry

/// Keeps every recorded event in memory.
final class RecordingTelemetryRecorder: TelemetryRecorder {
    private let recorded = Mutex<[TelemetryEvent]>([])

    var events: [TelemetryEvent] {
        recorded.withLock { $0 }
    }

    func record(_ event: TelemetryEvent) {
        recorded.withLock { $0.append(event) }
    }
}
