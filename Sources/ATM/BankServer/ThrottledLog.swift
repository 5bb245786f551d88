import Synchronization

/// Logs each kind of event at most once per interval, and how many were left out.
///
/// A flood of connections must not turn into a flood of log lines: one line per refused
/// connection once wrote 50 MB of log in three minutes. The first event of a quiet spell is
/// logged as it happens; the rest are counted and summed up in one line when the interval
/// is over (see ``flush(now:)``, which the accept loop calls a few times a second).
final class ThrottledLog: Sendable {
    private struct Tally {
        var lastLine: ContinuousClock.Instant
        var unlogged = 0
    }

    private let interval: Duration
    private let log: @Sendable (String) -> Void
    private let tallies = Mutex<[String: Tally]>([:])

    /// Sends at most one line per `interval` and kind to `log`.
    init(interval: Duration = .seconds(1), log: @escaping @Sendable (String) -> Void) {
        self.interval = interval
        self.log = log
    }

    /// Records one event of `kind` (a short phrase such as "connections refused with 503"),
    /// logging `line` if no line of that kind was logged within the interval.
    func note(_ kind: String, line: @autoclosure () -> String, now: ContinuousClock.Instant = .now) {
        enum Decision {
            case quiet, line
            case summary(String)
        }
        let decision = tallies.withLock { tallies -> Decision in
            guard let tally = tallies[kind] else {
                tallies[kind] = Tally(lastLine: now)
                return .line
            }
            guard now - tally.lastLine >= interval else {
                tallies[kind]!.unlogged += 1
                return .quiet
            }
            tallies[kind] = Tally(lastLine: now)
            guard tally.unlogged > 0 else { return .line }
            return .summary("\(kind): \(tally.unlogged + 1) in the last \(Self.seconds(now - tally.lastLine))")
        }
        switch decision {
        case .quiet: break
        case .line: log(line())
        case .summary(let summary): log(summary)
        }
    }

    /// Logs a summary line for every kind whose interval is over and that has events left out.
    func flush(now: ContinuousClock.Instant = .now) {
        let lines = tallies.withLock { tallies in
            var lines: [String] = []
            for (kind, tally) in tallies where tally.unlogged > 0 && now - tally.lastLine >= interval {
                lines.append("\(kind): \(tally.unlogged) more in the last \(Self.seconds(now - tally.lastLine))")
                tallies[kind] = Tally(lastLine: now)
            }
            return lines
        }
        for line in lines { log(line) }
    }

    private static func seconds(_ duration: Duration) -> String {
        let tenths = duration.components.seconds * 10 + duration.components.attoseconds / 100_000_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)s"
    }
}
