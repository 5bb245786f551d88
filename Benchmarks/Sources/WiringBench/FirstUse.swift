// The first use in a fresh process: one case, run once, in a process that has done nothing
// else. An app builds its graph once per launch, in such a process, and pays there for what a
// warm loop never shows: the runtime's first look at each type's metadata and conformances.
//
// Scripts/bench runs `WiringBench --first CASE --side SIDE` under callgrind, and subtracts the
// same binary run with `--first none`: what is left is the case's instructions. Its time is
// the one the process prints, the case timed inside it: the whole process's wall time less an
// empty one's is mostly the noise of starting processes, and came out below zero for a case
// as small as G1's hand-written one.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchKit
import Dependencies
import G1Types
import G2Dependencies
import G2Hand
import G2Swinject
import G2Types
import G2Wiring
import Swinject
import Wiring

/// The first-use cases `side` has; `none` is the baseline every side subtracts. A function, not
/// a dictionary: the first dictionary of a key type costs a process the run time's scan for
/// the key's `Hashable` conformance, which the case would pay and `none` would not.
func firstUseCases(of side: Side) -> [String] {
    switch side {
    case .wiring: ["g1-first", "g2-first-build", "g2-first-by-type", "g2-first-providers"]
    case .swinject: ["g1-first", "g2-first-build", "g2-first-by-type"]
    case .dependencies: ["g1-first", "g2-first-by-type"]
    case .hand: ["g1-first", "g2-first-by-type"]
    }
}

/// Runs `name` once for `side`, or nothing for `none`.
///
/// - g1-first: build G1 and get one ATMDepositer (hand-written: make one).
/// - g2-first-build: build and validate G2 (Swinject: register its assemblies).
/// - g2-first-by-type: build G2 and get each of its 2,000 classes by type (hand-written:
///   make all 2,000; swift-dependencies: read each with `@Dependency`).
/// - g2-first-providers: build G2 with its provider roots and make all 2,000 through them.
func firstUse(_ name: String, side: Side) throws {
    guard name != "none" else { return }
    guard firstUseCases(of: side).contains(name) else {
        printError("WiringBench: no first-use case \(name) for \(side.rawValue); "
            + "\(side.rawValue) has \(firstUseCases(of: side).joined(separator: ", ")), or none")
        exit(64)
    }
    switch (side, name) {
    case (.wiring, "g1-first"):
        blackHole(try Component(root: ATMDepositer.self, modules: [G1Module.self]).root)
    case (.wiring, "g2-first-build"):
        blackHole(try Component(root: G2C1999.self, modules: g2Modules))
    case (.wiring, "g2-first-by-type"):
        blackHole(try g2ResolveAll(try Component(root: G2C1999.self, modules: g2Modules)))
    case (.wiring, "g2-first-providers"):
        blackHole(try Component(root: G2AllRoot.self, modules: g2Modules + [G2RootsModule.self]).root.instantiateAll())
    case (.swinject, "g1-first"):
        blackHole(g1SwinjectContainer().resolve(ATMDepositer.self)!)
    case (.swinject, "g2-first-build"):
        blackHole(Assembler(g2Assemblies()))
    case (.swinject, "g2-first-by-type"):
        blackHole(g2SwinjectResolveAll(Assembler(g2Assemblies()).resolver))
    case (.dependencies, "g1-first"):
        blackHole(g1DependenciesResolve())
    case (.dependencies, "g2-first-by-type"):
        blackHole(g2DependenciesResolveAll())
    case (.hand, "g1-first"):
        blackHole(ATMDepositer(scanner: BillScanner(), network: BenchNetworkExecutor()))
    case (.hand, "g2-first-by-type"):
        blackHole(g2HandBuildAll())
    default:
        printError("WiringBench: unknown first-use case \(name)")
        exit(64)
    }
}

/// The first-use rows, from what Scripts/bench measured in fresh processes: instructions
/// (`first.CASE.SIDE.instructions`), less the same binary doing nothing, and the median time of
/// the case timed inside each process (`first.CASE.SIDE.seconds`).
func firstUseRows(_ results: [String: String]) -> [Row] {
    func measured(_ name: String, _ side: Side) -> Measured? {
        guard let seconds = results["first.\(name).\(side.rawValue).seconds"].flatMap(Double.init) else { return nil }
        return Measured(
            seconds: seconds, instructions: results["first.\(name).\(side.rawValue).instructions"].flatMap(Double.init))
    }
    guard let g1 = measured("g1-first", .wiring) else {
        return [.section("First use in a fresh process"), Row(name: "not measured (Scripts/bench measures it)")]
    }
    /// How many times `other` runs the instructions of `wiring`, by count when both were counted.
    func times(_ other: Measured?, _ wiring: Measured) -> Double? {
        guard let other else { return nil }
        if let a = other.instructions, let b = wiring.instructions { return a / b }
        return other.seconds / wiring.seconds
    }
    var rows: [Row] = [
        .section("First use in a fresh process (instructions: whole process less the binary doing nothing; time: the case, timed in the process)")
    ]

    var g1Row = compared(
        "G1 build + first root", wiring: g1, swinject: measured("g1-first", .swinject),
        dependencies: measured("g1-first", .dependencies), hand: measured("g1-first", .hand))
    let g1Hand = measured("g1-first", .hand).flatMap { times(g1, $0) } ?? .infinity
    let g1Peers = [measured("g1-first", .swinject), measured("g1-first", .dependencies)].compactMap { times($0, g1) }
    g1Row.target = "W/hand ≤4×, peers ≥2× W (ins: \(Format.ratio(g1Hand)), \(g1Peers.map(Format.ratio).joined(separator: ", ")))"
    g1Row.verdict = verdict(g1Hand <= 4, g1Peers.allSatisfy { $0 >= 2 })
    rows.append(g1Row)

    if let build = measured("g2-first-build", .wiring) {
        var row = compared("G2 first build+validate", wiring: build, swinject: measured("g2-first-build", .swinject))
        row.dependencies = "n/a (nothing to build)"
        row.hand = "n/a"
        rows.append(row)
    }
    if let byType = measured("g2-first-by-type", .wiring) {
        let hand = measured("g2-first-by-type", .hand)
        var row = compared(
            "G2 first build + make all, by type", wiring: byType, swinject: measured("g2-first-by-type", .swinject),
            dependencies: measured("g2-first-by-type", .dependencies), hand: hand)
        let overHand = hand.flatMap { times(byType, $0) } ?? .infinity
        let peers = [measured("g2-first-by-type", .swinject), measured("g2-first-by-type", .dependencies)]
            .compactMap { times($0, byType) }
        row.target = "W/hand ≤10×, peers ≥6× W (ins: \(Format.ratio(overHand)), \(peers.map(Format.ratio).joined(separator: ", ")))"
        row.verdict = verdict(overHand <= 10, peers.allSatisfy { $0 >= 6 })
        rows.append(row)
        if let providers = measured("g2-first-providers", .wiring) {
            var row = compared(
                "  same, through Provider roots", wiring: providers,
                swinject: measured("g2-first-by-type", .swinject),
                dependencies: measured("g2-first-by-type", .dependencies), hand: hand)
            let peers = [measured("g2-first-by-type", .swinject), measured("g2-first-by-type", .dependencies)]
                .compactMap { times($0, providers) }
            row.target = "behind no peer (ins: \(peers.map(Format.ratio).joined(separator: ", ")))"
            row.verdict = verdict(peers.allSatisfy { $0 >= 1 })
            rows.append(row)
        }
    }
    return rows
}
