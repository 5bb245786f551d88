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
    func unwritableFile() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("telemetry-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A path under a folder that does not exist, and a path that is a folder.
        let missing = "\(directory)/missing/telemetry.jsonl"
        for path in [missing, directory] {
            let recorder = JSONLinesTelemetryRecorder(environment: ["ATM_TELEMETRY_FILE": path])
            recorder.record(TelemetryEvent(name: "dropped"))
            recorder.record(TelemetryEvent(name: "dropped again"))
        }
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/missing"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test("without ATM_TELEMETRY_FILE nothing is recorded")
    func disabled() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("telemetry-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Unset, or set to nothing; the variables a default location would come from point
        // into `directory`, and so does one whose name is close to the recorder's.
        let elsewhere = ["HOME": directory, "TMPDIR": directory, "ATM_TELEMETRY": "\(directory)/telemetry.jsonl"]
        for environment in [elsewhere, elsewhere.merging(["ATM_TELEMETRY_FILE": ""]) { $1 }] {
            JSONLinesTelemetryRecorder(environment: environment).record(TelemetryEvent(name: "nowhere"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
        // The same directory does get the event once the variable names a file in it.
        let path = "\(directory)/telemetry.jsonl"
        JSONLinesTelemetryRecorder(environment: ["ATM_TELEMETRY_FILE": path]).record(TelemetryEvent(name: "here"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["telemetry.jsonl"])
    }
}
