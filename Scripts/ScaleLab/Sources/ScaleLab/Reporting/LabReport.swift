/// The lab's Markdown table: one row per figure, one column per app, then the figure the
/// issue's target is stated in, and the target.
struct LabReport {
    typealias Kind = LabApp.Kind

    let package: LabPackage
    let figures: Measurements
    let directory: String
    let cores: Int

    private static let columns: [Kind] = [.product, .uitest, .dev, .handWired]

    var markdown: String {
        let graph = package.graph
        let dev = graph.features[graph.devFeature]
        var lines = [
            "## Scale lab: \(graph.features.count) features, seed \(graph.seed)",
            "",
            "\(graph.layerCount) layers, \(graph.domainCount) \(graph.domainCount == 1 ? "domain" : "domains"); "
                + "dev-app is for \(dev.name) (layer \(dev.layer)) and links \(package.app(.dev).features.count) "
                + "features. \(cores) cores. Package and logs: \(directory).",
            "",
            "| Figure | product-app | uitest-app | dev-app | handwired-app | Measured | Target |",
            "|---|---:|---:|---:|---:|---|---|",
        ]
        func row(_ name: String, _ values: [Kind: String], _ measured: String = "", _ target: String = "") {
            let cells = Self.columns.map { values[$0] ?? "—" }
            lines.append("| \(name) | \(cells.joined(separator: " | ")) | \(measured) | \(target) |")
        }
        let product = Kind.product

        row("Features linked", counts { package.app($0).features.count })
        row("Wiring libraries linked", figures.wiringLibraries.mapValues(String.init))
        row("Bindings, validated at start-up", figures.bindings.mapValues(String.init))
        guard !figures.cleanBuild.isEmpty else {
            lines += ["", "Not measured (`--no-measure`): built, run and checked once."]
            return lines.joined(separator: "\n") + "\n"
        }

        let clean = figures.cleanBuild
        row(
            "Clean debug build, each in a build folder of its own (s)", clean.mapValues(Self.seconds),
            ratio(clean[.dev], clean[product], "dev/product"), met(clean[.dev], clean[product], atMost: 0.15, "≤ 15%"))
        row(
            "Framework alone, clean debug build (s)", [product: figures.frameworkBuild.map(Self.seconds) ?? "—"],
            "under every app but handwired-app")
        let incremental = figures.incrementalBuild
        row(
            "Incremental build after editing `\(package.editedFile.split(separator: "/").last ?? "")` (s)",
            incremental.mapValues(Self.seconds),
            ratio(incremental[.dev], incremental[product], "dev/product"),
            met(incremental[.dev], incremental[product], atMost: 0.60, "≤ 60%"))
        row(
            "First rebuild after the clean build, nothing changed (s)", figures.firstRebuild.mapValues(Self.seconds),
            "plugin ran: "
                + (figures.generatorRanInFirstRebuild.values.contains(true)
                    ? "yes (SwiftPM links its tool again once)" : "no"))
        row(
            "No-op rebuild (s)", figures.noOpBuild.mapValues(Self.seconds),
            "plugin ran again: "
                + (figures.generatorRanInNoOp.isEmpty
                    ? "—" : figures.generatorRanInNoOp.values.contains(true) ? "**yes**" : "no"),
            figures.generatorRanInNoOp.isEmpty
                ? "never" : figures.generatorRanInNoOp.values.contains(true) ? "never ✗" : "never ✓")
        row(
            "LinkedWiringPlugin's command alone (ms)", figures.generatorRun.mapValues { Self.milliseconds($0) },
            ratio(figures.generatorRun[product], clean[product], "of product's clean build", precise: true),
            met(figures.generatorRun[product], clean[product], atMost: 0.02, "≤ 2%"))
        let tool = figures.generatorToolBuild
        row(
            "Plugin's tool (WiringGenerator), clean debug build (s)", [product: tool.map(Self.seconds) ?? "—"],
            ratio(
                tool.flatMap { tool in figures.generatorRun[product].map { tool + $0 } }, clean[product],
                "tool and command, of product's clean build"),
            "once per build folder")
        row(
            "Generated LinkedWiring.swift (lines / KB)",
            figures.generatedLines.reduce(into: [:]) { cells, entry in
                let kilobytes = Double(figures.generatedBytes[entry.key] ?? 0) / 1024
                cells[entry.key] = "\(entry.value) / \(Self.format(kilobytes, 1))"
            })
        row(
            "`swift package check-wiring`, clean (s)", [product: figures.checkWiringClean.map(Self.seconds) ?? "—"],
            ratio(figures.checkWiringClean, clean[product], "of product's clean build", asTimes: true),
            met(figures.checkWiringClean, clean[product], atMost: 1.5, "≤ 1.5×"))
        let perLibrary = figures.checkWiringWarm.map { $0 / Double(package.wiringLibraryCount) }
        row(
            "`swift package check-wiring`, after a build (s)",
            [product: figures.checkWiringWarm.map(Self.seconds) ?? "—"],
            perLibrary.map { "\(Self.milliseconds($0)) ms per wiring library, \(package.wiringLibraryCount) libraries" }
                ?? "")
        row("Release builds, one build folder (s)", [product: figures.releaseBuild.map(Self.seconds) ?? "—"])
        let startup = figures.startup
        row(
            "Start-up in the process: build, validate, make the root (ms, release)",
            startup.mapValues { Self.milliseconds($0) },
            startup[product].map { "product \(Self.milliseconds($0)) ms" } ?? "",
            startup[product].map { $0 <= 0.003 ? "≤ 3 ms ✓" : "≤ 3 ms ✗" } ?? "≤ 3 ms")
        var perBinding: [Kind: String] = [:]
        for (kind, seconds) in startup {
            guard let bindings = figures.bindings[kind], bindings > 0 else { continue }
            perBinding[kind] = Self.format(seconds / Double(bindings) * 1e6, 2)
        }
        let slope = (startup[product], figures.bindings[product], startup[.dev], figures.bindings[.dev])
        var linear = ""
        if let productSeconds = slope.0, let productBindings = slope.1, let devSeconds = slope.2,
            let devBindings = slope.3, devSeconds > 0, devBindings > 0
        {
            // The dev app's start-up is mostly what every app pays once; what each more
            // binding costs is the difference, which stays the same across runs at several N
            // when start-up is linear in bindings.
            if productBindings > devBindings {
                let marginal = (productSeconds - devSeconds) / Double(productBindings - devBindings) * 1e6
                linear = "each binding beyond dev-app's: \(Self.format(marginal, 1)) µs (same at every N when linear)"
            }
        }
        row("Start-up per binding (µs)", perBinding, linear, "linear in bindings")
        let wall = figures.processWall
        var shares: [Kind: String] = [:]
        for (kind, seconds) in wall where seconds > 0 {
            shares[kind] = Self.format((startup[kind] ?? 0) / seconds * 100, 0) + "%"
        }
        row("Whole process, from outside (ms, release)", wall.mapValues { Self.milliseconds($0) })
        row("Start-up's share of the process", shares)
        let sizes = figures.binaryBytes
        row(
            "Release binary (MB)", sizes.mapValues { Self.format(Double($0) / 1_048_576, 1) },
            ratio(sizes[.dev].map(Double.init), sizes[product].map(Double.init), "dev/product"))
        lines.append("")
        if let total = figures.totalSeconds {
            lines.append("The lab took \(Self.format(total / 60, 1)) minutes.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func counts(_ value: (Kind) -> Int) -> [Kind: String] {
        Dictionary(uniqueKeysWithValues: Self.columns.map { ($0, String(value($0))) })
    }

    private func ratio(
        _ part: Double?, _ whole: Double?, _ what: String, precise: Bool = false, asTimes: Bool = false
    ) -> String {
        guard let part, let whole, whole > 0 else { return "" }
        if asTimes { return "\(Self.format(part / whole, 2))× \(what)" }
        return "\(Self.format(part / whole * 100, precise ? 2 : 0))% \(what)"
    }

    private func met(_ part: Double?, _ whole: Double?, atMost limit: Double, _ target: String) -> String {
        guard let part, let whole, whole > 0 else { return target }
        return part / whole <= limit ? "\(target) ✓" : "\(target) ✗"
    }

    static func seconds(_ value: Double) -> String { format(value, 1) }

    static func milliseconds(_ value: Double) -> String { format(value * 1000, value < 0.01 ? 2 : 1) }

    static func format(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let fraction = text[text.index(after: dot)...]
            if decimals == 0 {
                text = String(text[..<dot])
            } else if fraction.count < decimals {
                text += String(repeating: "0", count: decimals - fraction.count)
            }
        }
        return text
    }
}
