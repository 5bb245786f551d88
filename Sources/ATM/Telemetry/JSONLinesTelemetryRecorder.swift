import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends each event as one JSON object per line to the file named by `ATM_TELEMETRY_FILE`.
///
/// JSON Lines is easy to tail, grep and load. With no file configured nothing is
/// recorded, and an event that cannot be written is dropped: telemetry must never
/// break a deposit.
public final class JSONLinesTelemetryRecorder: TelemetryRecorder {
    /// The environment variable naming the file to append to.
    public static let environmentKey = "ATM_TELEMETRY_FILE"

    /// `environmentKey` as the process's environment sets it, read alone: `ProcessInfo`'s
    /// `environment` copies every variable into a new dictionary on every call.
    public static var processEnvironment: [String: String] {
        getenv(environmentKey).map { [environmentKey: String(cString: $0)] } ?? [:]
    }

    private let path: String?
    /// Keeps lines from concurrent `record` calls in this process whole and in order.
    private let writeLock = Mutex(())

    /// Records to the file named by `ATM_TELEMETRY_FILE` in `environment` (by default, the
    /// process's), or nowhere when it is unset.
    public init(environment: [String: String] = JSONLinesTelemetryRecorder.processEnvironment) {
        let path = environment[Self.environmentKey]
        self.path = (path?.isEmpty ?? true) ? nil : path
    }

    /// Appends `event` as one line, or drops it when no file is set or the write fails.
    public func record(_ event: TelemetryEvent) {
        guard let path, let line = Self.line(for: event, at: Date()) else { return }
        writeLock.withLock { _ in
            Self.append(line, toFileAt: path)
        }
    }

    /// One line of JSON: `{"attributes":{…},"name":"…","timestamp":"2025-01-31T12:00:00.000Z"}`.
    static func line(for event: TelemetryEvent, at date: Date) -> Data? {
        let record = Record(
            timestamp: Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(date),
            name: event.name,
            attributes: event.attributes)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard var data = try? encoder.encode(record) else { return nil }
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Appends `line` with `O_APPEND`, so lines from several processes do not overwrite each other.
    private static func append(_ line: Data, toFileAt path: String) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        line.withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, start + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// The shape of one line.
    private struct Record: Encodable {
        let timestamp: String
        let name: String
        let attributes: [String: String]
    }
}
