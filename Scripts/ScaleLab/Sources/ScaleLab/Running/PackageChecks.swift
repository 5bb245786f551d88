import Foundation

/// What every lab run checks, measured or not: the apps run and agree, the development app
/// links only its feature and what it needs, and `check-wiring` passes over everything.
struct PackageChecks {
    let package: LabPackage
    let runner: CommandRunner
    let directory: URL

    /// The lines of an app's report that two apps wiring the same graph print alike.
    private static let graphLines = ["features:", "health checks passing:", "fingerprint:", "checksum:", "instances:"]

    /// Everything both runs check of the debug apps in `binaries`: what each prints
    /// (``checkRuns(binaries:label:)``), the development app's symbols
    /// (``checkDevLinks(binary:)``), and each Wiring app's `--check-wiring`, whose counts of
    /// bindings and wiring libraries go into `figures`.
    func checkDebugApps(_ binaries: [LabApp.Kind: String], into figures: inout Measurements) throws(LabError) {
        try checkRuns(binaries: binaries, label: "debug")
        if let dev = binaries[.dev] { try checkDevLinks(binary: dev) }
        for app in package.apps where app.usesWiring {
            let outcome = try runner.check(
                binaries[app.kind] ?? "", ["--check-wiring"], in: directory, label: "check \(app.product)")
            let counts = Self.counts(in: outcome.output)
            figures.bindings[app.kind] = counts?.bindings
            figures.wiringLibraries[app.kind] = counts?.libraries
        }
    }

    /// `--check-wiring`'s counts: "N bindings from M wiring libraries".
    static func counts(in output: String) -> (bindings: Int, libraries: Int)? {
        let words = output.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard let bindings = words.firstIndex(of: "bindings"), bindings > 0,
            let libraries = words.firstIndex(of: "wiring"), libraries > 0,
            let bindingCount = Int(words[bindings - 1]), let libraryCount = Int(words[libraries - 1])
        else { return nil }
        return (bindingCount, libraryCount)
    }

    /// Runs each app once in each object mode and checks what it printed: in each mode, the
    /// product and the hand-wired product print the same report, the UI-test app has the
    /// product's features and graph, and the dev app has its feature and what it needs. The
    /// mode changes only when objects do their work, so each app prints the same report in
    /// both, its checksum aside.
    func checkRuns(binaries: [LabApp.Kind: String], label: String) throws(LabError) {
        let working = try checkRuns(binaries: binaries, label: label, mode: .working)
        let cheap = try checkRuns(binaries: binaries, label: label, mode: .cheap)
        func graph(_ report: [String]?) -> [String] { (report ?? []).filter { !$0.hasPrefix("checksum:") } }
        for app in package.apps where graph(working[app.kind]) != graph(cheap[app.kind]) {
            throw .unexpected(
                "\(app.product) printed \(graph(cheap[app.kind])) with cheap objects but "
                    + "\(graph(working[app.kind])) with working ones: the object mode changed its graph")
        }
    }

    /// Runs each app once in `mode` and checks what it printed; returns each app's report.
    private func checkRuns(binaries: [LabApp.Kind: String], label: String, mode: ObjectMode) throws(LabError)
        -> [LabApp.Kind: [String]]
    {
        var reports: [LabApp.Kind: [String]] = [:]
        for app in package.apps {
            guard let binary = binaries[app.kind] else { continue }
            let outcome = try runner.check(
                binary, [], in: directory, label: "\(label) run \(app.product) \(mode.rawValue)",
                environment: mode.environment)
            let lines = outcome.output.split(separator: "\n").map(String.init)
            guard lines.contains(mode.reportLine) else {
                throw .unexpected("\(app.product) did not print '\(mode.reportLine)'; see \(outcome.log)")
            }
            reports[app.kind] = lines.filter { line in Self.graphLines.contains { line.hasPrefix($0) } }
            let expected = "features: \(app.features.count)"
            guard reports[app.kind]?.first == expected else {
                throw .unexpected("\(app.product) did not print '\(expected)'; see \(outcome.log)")
            }
        }
        if let product = reports[.product], let handWired = reports[.handWired], product != handWired {
            throw .unexpected(
                "with \(mode.rawValue) objects, handwired-app printed \(handWired) but product-app printed "
                    + "\(product): they do not wire the same graph")
        }
        if let product = reports[.product], let uitest = reports[.uitest],
            product.first(where: { $0.hasPrefix("fingerprint:") })
                != uitest.first(where: { $0.hasPrefix("fingerprint:") })
        {
            throw .unexpected(
                "with \(mode.rawValue) objects, uitest-app's graph of features differs from product-app's")
        }
        return reports
    }

    /// Checks with `nm` that the dev app's binary holds symbols of its feature and of the
    /// features that feature needs, and of no other feature.
    func checkDevLinks(binary: String) throws(LabError) {
        let symbols = try runner.check("nm", [binary], in: directory, label: "nm dev-app")
        let words = Set(package.graph.features.map { String($0.name.prefix { !$0.isNumber }) }).sorted()
        let pattern = "(\(words.joined(separator: "|")))[0-9]{\(package.graph.nameDigits)}"
        let found = try runner.run("grep", ["-oE", pattern, symbols.log], in: directory, label: "features in dev-app")
        let names = Set(found.output.split(separator: "\n").map(String.init))
        let allowed = Set(package.app(.dev).features.map { package.graph.features[$0].name })
        let devName = package.graph.features[package.graph.devFeature].name
        guard names.contains(devName) else {
            throw .unexpected("dev-app holds no symbol of \(devName), its own feature; see \(symbols.log)")
        }
        let strangers = names.subtracting(allowed).sorted()
        guard strangers.isEmpty else {
            throw .unexpected(
                "dev-app links features it does not need: \(strangers.joined(separator: ", ")); see \(symbols.log)")
        }
    }

    /// Checks what `swift package check-wiring` printed: every app valid, every wiring library
    /// checked on its own without an error.
    func checkWiringOutput(_ outcome: CommandRunner.Outcome) throws(LabError) {
        for app in package.apps where app.usesWiring {
            guard outcome.output.contains("\(app.product): object graph is valid") else {
                throw .unexpected("check-wiring did not validate \(app.product); see \(outcome.log)")
            }
        }
        let checked = outcome.output.split(separator: "\n").filter { $0.contains(": checked on its own: ") }
        guard checked.count == package.wiringLibraryCount else {
            throw .unexpected(
                "check-wiring checked \(checked.count) wiring libraries on their own, not \(package.wiringLibraryCount); "
                    + "see \(outcome.log)")
        }
        if let failed = checked.first(where: { $0.contains("error") }) {
            throw .unexpected("check-wiring: \(failed); see \(outcome.log)")
        }
    }

    /// Checks that a build with nothing changed ran neither `LinkedWiringPlugin`'s generator
    /// nor the compiler.
    func checkNoOp(_ outcome: CommandRunner.Outcome) throws(LabError) {
        let ran = outcome.output.split(separator: "\n").filter {
            $0.contains("Generating LinkedWiring.swift")
                || ($0.contains("Compiling ") && !$0.contains("Compiling plugin "))
        }
        guard ran.isEmpty else {
            throw .unexpected("a build with nothing changed ran \(ran[0]); see \(outcome.log)")
        }
    }
}
