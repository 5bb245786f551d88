/// Every figure one measured lab run takes, by app where it is per app. A figure is nil when
/// the run did not take it.
struct Measurements {
    typealias Kind = LabApp.Kind

    var cleanBuild: [Kind: Double] = [:]
    /// Wiring, Injection and WiringLaunch alone, clean, in debug: the floor under every app.
    var frameworkBuild: Double?
    /// The plugin's tool, `WiringGenerator`, alone, clean, in debug.
    var generatorToolBuild: Double?
    /// The first build after the clean one, with nothing changed.
    var firstRebuild: [Kind: Double] = [:]
    /// Whether `LinkedWiringPlugin`'s command ran in that first rebuild.
    var generatorRanInFirstRebuild: [Kind: Bool] = [:]
    /// A build with nothing changed, after the first rebuild.
    var noOpBuild: [Kind: Double] = [:]
    /// Whether the plugin's command ran again in a no-op rebuild (it must not).
    var generatorRanInNoOp: [Kind: Bool] = [:]
    /// The plugin's command for the app, run alone (median).
    var generatorRun: [Kind: Double] = [:]
    var generatedLines: [Kind: Int] = [:]
    var generatedBytes: [Kind: Int] = [:]
    var incrementalBuild: [Kind: Double] = [:]
    var checkWiringClean: Double?
    var checkWiringWarm: Double?
    var releaseBuild: Double?
    /// From the first line of `main.swift` to a made root, in the process, release (median),
    /// in each object mode.
    var startup: [ObjectMode: [Kind: Double]] = [:]
    /// The whole process, release, measured from outside (median), in each object mode.
    var processWall: [ObjectMode: [Kind: Double]] = [:]
    var binaryBytes: [Kind: Int] = [:]
    var bindings: [Kind: Int] = [:]
    var wiringLibraries: [Kind: Int] = [:]
    /// What `check-wiring` printed with the real analytics binding deleted.
    var deletedBinding: DeletedBindingCheck.Outcome?
    var totalSeconds: Double?
}
