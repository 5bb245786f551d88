/// Writes `AppShell`, the root of every app: it runs each linked feature's entry and prints
/// what they computed; and its wiring library.
enum AppShellWriter {
    /// What an app prints when `SCALE_LAB_STARTUP` is set: this prefix, then nanoseconds from
    /// the first line of `main.swift` to a made root.
    static let startupPrefix = "startup-ns: "

    static func files() -> [SourceFile] {
        [
            SourceFile(
                path: "Sources/AppShell/AppShell.swift",
                text: """
                    import ServiceAPI

                    /// The root of every app: runs each feature the app links and reports what they did.
                    public struct AppShell: Sendable {
                        public static let usage = \"""
                            USAGE: <app>

                            Runs every feature the app links and prints what they computed. Two apps that
                            wire the same graph print the same lines.
                            \"""

                        private let entries: [any FeatureEntry]
                        private let checks: [any HealthCheck]
                        private let flags: any FlagSource
                        private let analytics: any AnalyticsSink

                        public init(
                            entries: [any FeatureEntry], checks: [any HealthCheck], flags: any FlagSource,
                            analytics: any AnalyticsSink
                        ) {
                            self.entries = entries
                            self.checks = checks
                            self.flags = flags
                            self.analytics = analytics
                        }

                        public func run(arguments: [String]) -> Int32 {
                            let sorted = entries.sorted { $0.name < $1.name }
                            var checksum = 0
                            var fingerprint = Fingerprint(name: "app")
                            for entry in sorted {
                                checksum = checksum &+ entry.perform()
                                fingerprint.mix(entry.fingerprint)
                            }
                            let healthy = checks.filter { $0.isHealthy() }.count
                            print("features: \\(sorted.count)")
                            print("health checks passing: \\(healthy) of \\(checks.count)")
                            print("fingerprint: \\(fingerprint.value)")
                            print("checksum: \\(checksum)")
                            print("instances: \\(Instances.total)")
                            print("objects: \\(Objects.mode)")
                            print("flag 'shell.banner': \\(flags.isEnabled("shell.banner") ? "on" : "off")")
                            print("analytics events: \\(analytics.recordedCount)")
                            return 0
                        }
                    }

                    """),
            SourceFile(
                path: "Sources/AppShell/StartupReport.swift",
                text: """
                    #if canImport(Glibc)
                    import Glibc
                    #elseif canImport(Darwin)
                    import Darwin
                    #endif

                    /// Start-up as the app itself sees it, from the first line of `main.swift` to a made root:
                    /// printed only when `SCALE_LAB_STARTUP` is set, for the scale lab to read.
                    public enum StartupReport {
                        public static func report(since start: ContinuousClock.Instant) {
                            let elapsed = ContinuousClock.now - start
                            guard getenv("SCALE_LAB_STARTUP") != nil else { return }
                            let (seconds, attoseconds) = elapsed.components
                            print("\(startupPrefix)\\(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)")
                        }
                    }

                    """),
            SourceFile(
                path: "Sources/AppShellWiring/AppShellModule.swift",
                text: """
                    import AppShell
                    import ServiceAPI
                    import Wiring

                    /// Binds the shell, the root of every app. The features' entries and health checks are
                    /// collections every linked feature contributes to; flags and analytics come from the
                    /// core services' wiring libraries.
                    public enum AppShellModule: Module {
                        public static func configure(binder: Binder) {
                            binder.requires([any FeatureEntry].self)
                            binder.requires([any HealthCheck].self)
                            binder.requires((any FlagSource).self)
                            binder.requires((any AnalyticsSink).self)
                            binder.bind(AppShell.self).scoped(.singleton).to(factory: AppShell.init)
                        }
                    }

                    """),
        ]
    }
}
