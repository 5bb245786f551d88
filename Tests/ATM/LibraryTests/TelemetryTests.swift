import Foundation
import Telemetry
import Testing

@Suite("JSONLinesTelemetryRecorder")
struct TelemetryTests {
    @Test("appends one JSON object per event, with a timestamp")
    func appendsLines() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("telemetry-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = JSONLinesTelemetryRecorder(environment: ["ATM_TELEMETRY_FILE": path])

        recorder.record(TelemetryEvent(name: "command.started", attributes: ["command": "deposit"]))
        recorder.record(TelemetryEvent(name: "command.finished", attributes: ["exitCode": "0"]))

        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2)
        let first = try #require(
            try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["name"] as? String == "command.started")
        #expect((first["attributes"] as? [String: String]) == ["command": "deposit"])
        let timestamp = try #require(first["timestamp"] as? String)
        #expect(timestamp.hasSuffix("Z"))
        #expect(timestamp.contains("T"))
        #expect((try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(timestamp)) != nil)
    }

    @Test("an unwritable file drops events instead of crashing")
    func unwritableFile() {
        let recorder = JSONLinesTelemetryRecorder(environment: [
            "ATM_TELEMETRY_FILE": "/nonexistent-dir/x/telemetry.jsonl"
        ])
        recorder.record(TelemetryEvent(name: "dropped"))
    }

    @Test("without ATM_TELEMETRY_FILE nothing is recorded")
    func disabled() {
        JSONLinesTelemetryRecorder(environment: [:]).record(TelemetryEvent(name: "nowhere"))
    }
}
