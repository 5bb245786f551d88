// Rows for each framework's own clean compile: what an app compiles of Wiring, of Swinject and
// of swift-dependencies, as CPU seconds, which Scripts/bench measures (section 3b).

/// swift-dependencies and the packages of its own it needs, without OpenCombine (Linux's
/// stand-in for Apple's Combine).
let dependenciesCompiledModules = ["ConcurrencyExtras", "IssueReporting", "Clocks", "CombineSchedulers", "Dependencies"]

func frameworkCompileRows(_ results: [String: String]) -> [Row] {
    let section = Row.section("Each framework's clean compile: CPU seconds of what an app compiles of it (2 cores)")
    var rows = [section]
    for config in ["debug", "release"] {
        func cpu(_ module: String) -> Double? { results["framework.\(config).\(module)"].flatMap(Double.init) }
        // The modules an app that links WiringLaunch compiles of the framework, as Scripts/bench
        // measured them.
        let wiringCompiledModules = (results["framework.wiring.modules"] ?? "").split(separator: " ").map(String.init)
        let wiringParts = wiringCompiledModules.isEmpty ? [nil] : wiringCompiledModules.map(cpu)
        let dependenciesParts = dependenciesCompiledModules.map(cpu)
        guard let swinject = cpu("Swinject"), !wiringParts.contains(nil), !dependenciesParts.contains(nil) else {
            rows.append(skippedRow("Framework compile, \(config)", "run Scripts/bench without --quick"))
            continue
        }
        let wiring = wiringParts.compactMap { $0 }.reduce(0, +)
        let dependencies = dependenciesParts.compactMap { $0 }.reduce(0, +)
        var row = compared(
            "Framework compile, \(config)", wiring: Measured(seconds: wiring), swinject: Measured(seconds: swinject),
            dependencies: Measured(seconds: dependencies))
        let parts = zip(wiringCompiledModules, wiringParts).map { "\($0) \(Format.time($1 ?? 0))" }
        row.target = "W/Swinject \(Format.ratio(wiring / swinject)); " + parts.joined(separator: ", ")
        rows.append(row)
    }
    return rows
}
