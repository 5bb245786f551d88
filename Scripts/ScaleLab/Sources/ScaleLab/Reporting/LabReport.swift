/// The lab's Markdown table: one row per figure, one column per app, then what the figure
/// comes to (a ratio, a share, a note). It states what was measured, not whether a goal was
/// met: goals belong to the work, not to the report.
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
            "| Figure | product-app | uitest-app | dev-app | handwired-app | Measured |",
            "|---|---:|---:|---:|---:|---|",
        ]
        func row(_ name: String, _ values: [Kind: String], _ measured: String = "") {
            let cells = Self.columns.map { values[$0] ?? "—" }
            lines.append("| \(name) | \(cells.joined(separator: " | ")) | \(measured) |")
        }
        let product = Kind.product

        row("Features linked", counts { package.app($0).features.count })
        row("Wiring libraries linked", figures.wiringLibraries.mapValues(String.init))
        row("Bindings, validated at start-up", figures.bindings.mapValues(String.init))
        if let deleted = figures.deletedBinding {
            row(
                "Error diagnostics of `check-wiring --product \(DeletedBindingCheck.product)`, one binding deleted "
                    + "(\(DeletedBindingCheck.library)'s of `any \(DeletedBindingCheck.service.protocolName)`)",
                [product: String(deleted.errors.count)], Self.describe(deleted))
        }
        guard !figures.cleanBuild.isEmpty else {
            lines += ["", "Not measured (`--no-measure`): built, run in both object modes and checked once."]
            return lines.joined(separator: "\n") + "\n"
        }

        let clean = figures.cleanBuild
        row(
            "Clean debug build, each in a build folder of its own (s)", clean.mapValues(Self.seconds),
            ratio(clean[.dev], clean[product], "dev/product"))
        row(
            "Framework alone, clean debug build (s)", [product: figures.frameworkBuild.map(Self.seconds) ?? "—"],
            "under every app but handwired-app")
        let incremental = figures.incrementalBuild
        row(
            "Incremental build after editing `\(package.editedFile.split(separator: "/").last ?? "")` (s)",
            incremental.mapValues(Self.seconds), ratio(incremental[.dev], incremental[product], "dev/product"))
        row(
            "First rebuild after the clean build, nothing changed (s)", figures.firstRebuild.mapValues(Self.seconds),
            "plugin ran: "
                + (figures.generatorRanInFirstRebuild.values.contains(true)
                    ? "yes (SwiftPM links its tool again once)" : "no"))
        row(
            "No-op rebuild (s)", figures.noOpBuild.mapValues(Self.seconds),
            "plugin ran again: "
                + (figures.generatorRanInNoOp.isEmpty
                    ? "—" : figures.generatorRanInNoOp.values.contains(true) ? "**yes**" : "no"))
        row(
            "LinkedWiringPlugin's command alone (ms)", figures.generatorRun.mapValues { Self.milliseconds($0) },
            ratio(figures.generatorRun[product], clean[product], "of product's clean build", precise: true))
        let tool = figures.generatorToolBuild
        row(
            "Plugin's tool (WiringGenerator), clean debug build (s)", [product: tool.map(Self.seconds) ?? "—"],
            ratio(
                tool.flatMap { tool in figures.generatorRun[product].map { tool + $0 } }, clean[product],
                "tool and command, of product's clean build; once per build folder"))
        row(
            "Generated LinkedWiring.swift (lines / KB)",
            figures.generatedLines.reduce(into: [:]) { cells, entry in
                let kilobytes = Double(figures.generatedBytes[entry.key] ?? 0) / 1024
                cells[entry.key] = "\(entry.value) / \(Self.format(kilobytes, 1))"
            })
        row(
            "`swift package check-wiring`, clean (s)", [product: figures.checkWiringClean.map(Self.seconds) ?? "—"],
            ratio(figures.checkWiringClean, clean[product], "of product's clean build", asTimes: true))
        let perLibrary = figures.checkWiringWarm.map { $0 / Double(package.wiringLibraryCount) }
        row(
            "`swift package check-wiring`, after a build (s)",
            [product: figures.checkWiringWarm.map(Self.seconds) ?? "—"],
            perLibrary.map { "\(Self.milliseconds($0)) ms per wiring library, \(package.wiringLibraryCount) libraries" }
                ?? "")
        row("Release builds, one build folder (s)", [product: figures.releaseBuild.map(Self.seconds) ?? "—"])
        for mode in ObjectMode.allCases {
            startupRows(mode, row)
        }
        let modes = ObjectMode.allCases
        var wall: [Kind: String] = [:]
        var shares: [Kind: String] = [:]
        for kind in Self.columns {
            let seconds = modes.map { figures.processWall[$0]?[kind] }
            guard seconds.allSatisfy({ $0 != nil }) else { continue }
            wall[kind] = seconds.map { Self.milliseconds($0 ?? 0) }.joined(separator: " / ")
            shares[kind] = modes.map { mode in
                guard let whole = figures.processWall[mode]?[kind], whole > 0 else { return "—" }
                return Self.format((figures.startup[mode]?[kind] ?? 0) / whole * 100, 0) + "%"
            }.joined(separator: " / ")
        }
        let modeNames = modes.map(\.rawValue).joined(separator: " / ")
        row("Whole process, from outside, \(modeNames) objects (ms, release)", wall)
        row("Start-up's share of the process, \(modeNames) objects", shares)
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

    /// Start-up with objects made as `mode` says: in the process, as a ratio of the product's to
    /// the hand-wired app's, and per binding of the graph (the hand-wired app's per binding of
    /// the product's graph, which it makes by hand), beside what each binding beyond the dev
    /// app's costs: per binding, start-up is flat across N when these stay the same.
    private func startupRows(_ mode: ObjectMode, _ row: (String, [Kind: String], String) -> Void) {
        let product = Kind.product
        let objects = mode == .cheap ? "cheap objects" : "objects working when made"
        let startup = figures.startup[mode] ?? [:]
        row(
            "Start-up in the process, \(objects): build, validate, make the root (ms, release)",
            startup.mapValues { Self.milliseconds($0) },
            ratio(startup[product], startup[.handWired], "product/hand", asTimes: true))
        var perBinding: [Kind: String] = [:]
        for (kind, seconds) in startup {
            guard let bindings = figures.bindings[kind == .handWired ? product : kind], bindings > 0 else { continue }
            perBinding[kind] = Self.format(seconds / Double(bindings) * 1e6, 2)
        }
        var marginal = ""
        if let productSeconds = startup[product], let productBindings = figures.bindings[product],
            let devSeconds = startup[.dev], let devBindings = figures.bindings[.dev], productBindings > devBindings
        {
            // The dev app's start-up is mostly what every app pays once; what each more binding
            // costs is the difference.
            let each = (productSeconds - devSeconds) / Double(productBindings - devBindings) * 1e6
            marginal = "each binding beyond dev-app's: \(Self.format(each, 2)) µs"
        }
        row("Start-up per binding of the graph, \(objects) (µs)", perBinding, marginal)
    }

    /// What the deleted-binding case printed: its errors by kind, and how many name the library
    /// to link.
    private static func describe(_ deleted: DeletedBindingCheck.Outcome) -> String {
        var kinds: [String: Int] = [:]
        for error in deleted.errors {
            kinds[error.kind ?? "no kind", default: 0] += 1
        }
        let counted = kinds.sorted { $0.key < $1.key }.map { "\($0.value) × \($0.key)" }
        let naming = deleted.errors.filter { $0.mentions(DeletedBindingCheck.library) }.count
        let status = deleted.status == 0 ? "the command succeeded" : "exit status \(deleted.status)"
        return ([status] + counted + ["\(naming) naming \(DeletedBindingCheck.library)"]).joined(separator: ", ")
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
