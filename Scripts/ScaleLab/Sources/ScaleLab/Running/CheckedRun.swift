import Foundation

/// The unmeasured run (`--no-measure`), which CI takes: build everything once, run the apps
/// in both object modes (``ObjectMode``) and compare what they print, check the dev app's
/// symbols and run `check-wiring`; and, right after the build, build again until a build has
/// nothing to do, to see that it runs nothing. Then it writes the graph files
/// (``GraphFiles``) and, last, checks the deleted-binding case (``DeletedBindingCheck``).
struct CheckedRun {
    let package: LabPackage
    let directory: URL
    let runner: CommandRunner

    func run() throws(LabError) -> Measurements {
        var figures = Measurements()
        let checks = PackageChecks(package: package, runner: runner, directory: directory)
        let scratch = directory.appendingPathComponent(".lab/builds/check").path
        runner.progress("building every app (debug)")
        let build = try runner.check("swift", ["build", "--scratch-path", scratch], in: directory, label: "build")
        // The package is written to build as the repository does: without a warning.
        if let warning = build.output.split(separator: "\n").first(where: { $0.contains("warning:") }) {
            throw .unexpected("the package built with warnings, such as: \(warning); see \(build.log)")
        }
        // SwiftPM 6.3 links the plugin's tool again in the first build after a clean one (it
        // builds the tool in two build plans), and the generator then runs again, writing
        // nothing. From the next build on, a build with nothing changed must run nothing.
        runner.progress("building twice more; the second must do nothing")
        try runner.check("swift", ["build", "--scratch-path", scratch], in: directory, label: "first rebuild")
        let again = try runner.check(
            "swift", ["build", "--scratch-path", scratch], in: directory, label: "no-op build")
        try checks.checkNoOp(again)
        var binaries: [LabApp.Kind: String] = [:]
        for app in package.apps {
            binaries[app.kind] = scratch + "/debug/" + app.product
        }
        runner.progress("running the apps and comparing what they print")
        try checks.checkDebugApps(binaries, into: &figures)
        runner.progress("swift package check-wiring")
        let check = try runner.check(
            "swift", ["package", "--scratch-path", scratch, "check-wiring"], in: directory, label: "check-wiring")
        try checks.checkWiringOutput(check)
        try GraphFiles(runner: runner, directory: directory, scratch: scratch).write(
            product: binaries[.product] ?? "", dev: binaries[.dev] ?? "", featureCount: package.graph.features.count)
        runner.progress("check-wiring --product product-app with one binding deleted")
        figures.deletedBinding = try DeletedBindingCheck(directory: directory, runner: runner, scratch: scratch).run()
        return figures
    }
}
