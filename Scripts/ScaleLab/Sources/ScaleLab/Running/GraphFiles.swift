import Foundation

/// Writes two pictures' sources into the lab's folder after a run, for the documentation and for
/// anyone looking at a package of this size: `product-libraries.dot`, the product app's graph of
/// wiring libraries (its graph of bindings is too big to draw), and `dev-app.dot`, the dev app's
/// whole graph of bindings, as `--print-graph dot` draws it.
///
/// Each app prints its graph before its own code runs, in well under a second at hundreds of
/// features, so an unmeasured run writes them too.
struct GraphFiles {
    static let productLibraries = "product-libraries.dot"
    static let devApp = "dev-app.dot"

    let runner: CommandRunner
    let directory: URL

    /// `product` and `dev` are the built apps' binaries.
    func write(product: String, dev: String, featureCount: Int) throws(LabError) {
        runner.progress("writing \(Self.productLibraries) and \(Self.devApp) to \(directory.path)")
        let json = try runner.check(product, ["--print-graph", "json"], in: directory, label: "graph product-app")
        let libraries = try LibraryGraph(json: Data(json.output.utf8))
        let title =
            "product-app at \(featureCount) features: \(libraries.libraries.count) wiring libraries, "
            + "\(libraries.edges.count) dependencies between them"
        try save(libraries.dot(title: title), as: Self.productLibraries)
        let dot = try runner.check(dev, ["--print-graph", "dot"], in: directory, label: "graph dev-app")
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
