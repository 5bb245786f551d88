import Foundation

/// Writes two pictures' sources into the lab's folder after a run, for the documentation and for
/// anyone looking at a package of this size: `product-libraries.dot`, the product app's graph of
/// wiring libraries (its graph of bindings is too big to draw), and `dev-app.dot`, the dev app's
/// whole graph of bindings, as `wiring-report dot` draws the JSON of its `--print-graph json`.
///
/// Each app prints its graph before its own code runs, in well under a second at hundreds of
/// features, so an unmeasured run writes them too.
struct GraphFiles {
    static let productLibraries = "product-libraries.dot"
    static let devApp = "dev-app.dot"
    /// What `wiring-report` draws `dev-app.dot` from.
    static let devAppJSON = "dev-app.json"

    let runner: CommandRunner
    let directory: URL
    /// The build folder `wiring-report` is built in, in debug.
    let scratch: String

    /// `product` and `dev` are the built apps' binaries.
    func write(product: String, dev: String, featureCount: Int) throws(LabError) {
        runner.progress("writing \(Self.productLibraries) and \(Self.devApp) to \(directory.path)")
        let json = try runner.check(product, ["--print-graph", "json"], in: directory, label: "graph product-app")
        let libraries = try LibraryGraph(json: Data(json.output.utf8))
        let title =
            "product-app at \(featureCount) features: \(libraries.libraries.count) wiring libraries, "
            + "\(libraries.edges.count) dependencies between them"
        try save(libraries.dot(title: title), as: Self.productLibraries)
        let devJSON = try runner.check(dev, ["--print-graph", "json"], in: directory, label: "graph dev-app")
        try save(devJSON.output, as: Self.devAppJSON)
        try runner.check(
            "swift", ["build", "--scratch-path", scratch, "--product", "wiring-report"], in: directory,
            label: "build wiring-report")
        let dot = try runner.check(
            scratch + "/debug/wiring-report", ["dot", Self.devAppJSON], in: directory, label: "draw dev-app")
        try save(dot.output, as: Self.devApp)
    }

    private func save(_ text: String, as name: String) throws(LabError) {
        let url = directory.appendingPathComponent(name)
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            throw .cannotWrite(url.path, String(describing: error))
        }
    }
}
