/// Where telemetry events go.
///
/// A protocol so the ATM records events without knowing whether they are written to
/// a file, sent somewhere, or dropped. Recording must never fail the caller.
public protocol TelemetryRecorder: Sendable {
    /// Records `event`, or drops it if it cannot be recorded.
    func record(_ event: TelemetryEvent)
}
