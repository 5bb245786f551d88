// The benchmark runner: every in-process case, the start-up row, and the one table.
//
// usage: WiringBench [--results FILE] [--startup ATM_BINARY EMPTY_BINARY] [--runs N] [--only ROWS]
//
// --results  key=value lines measured outside this process by Scripts/bench (compile cost,
//            builds, instruction counts, Wiring's share of atm's start-up); rows whose keys
//            are missing print as "skipped", and cells without a count show the time alone.
// --startup  times `ATM_BINARY --help` (atm as shipped: release, static Swift runtime)
//            against `EMPTY_BINARY` (a Swift `print("")` built the default way).
// --startup-static-empty EXE  also times the empty program linked with the static runtime.
// --startup-dynamic-atm EXE   also times atm linked dynamically, swift build's default.
// --startup-foundation EXE    also times an empty executable linking the Foundation library
//            atm links (FoundationEssentials), against the dynamic atm: the loader's share.
// --only     comma-separated subset of g1,g2,g2async,g3,memory,contention,first,startup.
// --profile CASE [SECONDS]  runs one side of one case in a loop (default 5 s), for perf or
//            callgrind: g1-root, g1-provider, g2-build, g2-onone-build, g2-all, g2-by-type,
//            g2-async-build, g3-build, contention (two threads), hold-g2 (build one graph and
//            exit holding it, for massif), hold-g2-all (the same with every object made).
// --side S   with --profile or --first: wiring (the default), swinject, dependencies or hand;
//            the cases each side has are listed by `profileCases` and `firstUseCases(of:)`.
// --first CASE  runs one case once and exits, in a process that has done nothing else, or
//            nothing at all for `none`, and prints the nanoseconds the case took, timed inside
//            the process: see FirstUse.swift. Scripts/bench counts and times it.
// --calls N  with --profile: runs the case exactly N times rather than for some seconds, so
//            that an instruction or cache count (valgrind --tool=callgrind) compares across
//            builds; the difference between two counts gives the cost of the calls between them.
//            G1's cases do 1,000 reads per call.
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
import G2WiringAsync
import G2WiringOnone
import G3Types
import G3Wiring
import Swinject
import Wiring

@main
struct WiringBench {
    static func main() throws {
        let options = Options(CommandLine.arguments.dropFirst())
        if let name = options.firstUse {
            let started = ContinuousClock.now
            try firstUse(name, side: options.profileSide)
            let elapsed = ContinuousClock.now - started
            print(Int64(elapsed.seconds * 1e9))
            return
        }
        if let name = options.profile {
            try profile(name, side: options.profileSide, seconds: options.profileSeconds, calls: options.profileCalls)
            return
        }
        let external = options.resultsFile.map(readResults) ?? [:]
        let counts = Counts(external)
        var rows: [Row] = []
        func stage(_ name: String, _ make: () throws -> [Row]) rethrows {
            guard options.only.isEmpty || options.only.contains(name) else { return }
            log("measuring \(name)…")
            let start = ContinuousClock.now
            rows += try make()
            log("  \(name) took \(Format.time((ContinuousClock.now - start).seconds))")
        }
        try stage("g1") { try g1Rows(counts) }
        try stage("g2") { try g2Rows(counts) }
        try stage("g2async") { try g2AsyncRows(counts) }
        try stage("g3") { try g3Rows(counts) }
        try stage("memory") { try memoryRows() }
        try stage("contention") { try contentionRows() }
        if options.only.isEmpty {
            rows += compileRows(external)
            rows += frameworkCompileRows(external)
            rows += buildRows(external)
        }
        if options.only.isEmpty || options.only.contains("first") {
            rows += firstUseRows(external)
        }
        stage("startup") { startupRows(options, external) }
        print("")
        printTable(rows)
    }
}

func log(_ message: String) {
    printError("[bench] \(message)")
}

/// Writes a line to stderr (Glibc's `stderr` is a global var, which Swift 6 rejects).
func printError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

struct Options {
    var resultsFile: String?
    var atm: String?
    var empty: String?
    var emptyFoundation: String?
    var emptyStatic: String?
    var atmDynamic: String?
    var runs = 50
    var only: Set<String> = []
    var profile: String?
    var profileSeconds = 5.0
    var profileCalls: Int?
    var profileSide = Side.wiring
    var firstUse: String?

    init(_ arguments: ArraySlice<String>) {
        var rest = arguments
        while let argument = rest.popFirst() {
            switch argument {
            case "--results": resultsFile = rest.popFirst()
            case "--startup":
                atm = rest.popFirst()
                empty = rest.popFirst()
            case "--startup-foundation": emptyFoundation = rest.popFirst()
            case "--startup-static-empty": emptyStatic = rest.popFirst()
            case "--startup-dynamic-atm": atmDynamic = rest.popFirst()
            case "--runs": runs = rest.popFirst().flatMap { Int($0) } ?? runs
            case "--profile":
                profile = rest.popFirst()
                if let next = rest.first, let seconds = Double(next) {
                    profileSeconds = seconds
                    rest.removeFirst()
                }
            case "--calls": profileCalls = rest.popFirst().flatMap { Int($0) }
            case "--first": firstUse = rest.popFirst()
            case "--side":
                guard let side = rest.popFirst().flatMap(Side.init(rawValue:)) else {
                    printError("WiringBench: --side takes wiring, swinject, dependencies or hand")
                    exit(64)
                }
                profileSide = side
            case "--only": only = Set((rest.popFirst() ?? "").split(separator: ",").map(String.init))
            default:
                printError("WiringBench: unknown argument \(argument)")
                exit(64)
            }
        }
    }
}

/// The four contenders; also the `--side` of a profile and the last part of a count's key.
enum Side: String, CaseIterable {
    case wiring, swinject, dependencies, hand
}

/// Instruction counts per operation that Scripts/bench measured with callgrind, as
/// `count.CASE.SIDE=N` lines of the results file.
struct Counts {
    let values: [String: Double]

    init(_ results: [String: String]) {
        var values: [String: Double] = [:]
        for (key, value) in results where key.hasPrefix("count.") { values[key] = Double(value) }
        self.values = values
    }

    subscript(_ name: String, _ side: Side) -> Double? { values["count.\(name).\(side.rawValue)"] }
}

/// One operation's measurement: a median time and, when Scripts/bench counted it, instructions.
struct Measured {
    var seconds: Double
    var instructions: Double?

    var text: String {
        Format.time(seconds) + (instructions.map { ", " + Format.instructions($0) } ?? "")
    }

    /// `numerator / denominator` in time, and in instructions when both were counted.
    static func ratio(_ numerator: Measured, _ denominator: Measured) -> String {
        var text = Format.ratio(numerator.seconds / denominator.seconds)
        if let a = numerator.instructions, let b = denominator.instructions {
            text += " (ins \(Format.ratio(a / b)))"
        }
        return text
    }
}

/// Fills the time (and count) columns and the ratio columns; nil columns stay "—".
func compared(
    _ name: String, wiring: Measured, swinject: Measured? = nil, dependencies: Measured? = nil,
    hand: Measured? = nil
) -> Row {
    var row = Row(name: name)
    row.wiring = wiring.text
    if let swinject {
        row.swinject = swinject.text
        row.swinjectOverWiring = Measured.ratio(swinject, wiring)
    }
    if let dependencies {
        row.dependencies = dependencies.text
        row.dependenciesOverWiring = Measured.ratio(dependencies, wiring)
    }
    if let hand {
        row.hand = hand.text
        row.wiringOverHand = Measured.ratio(wiring, hand)
    }
    return row
}

func verdict(_ checks: Bool...) -> Verdict { checks.allSatisfy { $0 } ? .met : .missed }

// MARK: - G1

func g1Rows(_ counts: Counts) throws -> [Row] {
    let direct = try Component(root: ATMDepositer.self, modules: [G1Module.self])
    let viaProvider = try Component(root: G1ProviderRoot.self, modules: [G1Module.self, G1ProviderModule.self])
    let provider = viaProvider.root.depositer
    let container = g1SwinjectContainer()
    let swinjectProvider = container.resolve(Swinject.Provider<ATMDepositer>.self)!
    let holder = G1DependenciesHolder()
    let shared: any NetworkExecutor = BenchNetworkExecutor()
    let handProvider: @Sendable () -> ATMDepositer = { ATMDepositer(scanner: BillScanner(), network: shared) }

    let root = Measure.compare([
        TimedCase("wiring") { n in for _ in 0..<n { blackHole(direct.root) } },
        TimedCase("swinject") { n in for _ in 0..<n { blackHole(container.resolve(ATMDepositer.self)!) } },
        TimedCase("dependencies") { n in for _ in 0..<n { blackHole(g1DependenciesResolve()) } },
        TimedCase("hand") { n in
            for _ in 0..<n { blackHole(ATMDepositer(scanner: BillScanner(), network: shared)) }
        },
    ])
    let viaGet = Measure.compare([
        TimedCase("wiring") { n in for _ in 0..<n { blackHole(provider.get()) } },
        TimedCase("swinject") { n in for _ in 0..<n { blackHole(swinjectProvider.instance) } },
        TimedCase("dependencies") { n in for _ in 0..<n { blackHole(holder.depositer) } },
        TimedCase("hand") { n in for _ in 0..<n { blackHole(handProvider()) } },
    ])
    let rows = [
        ("G1 root (component.root)", "g1-root", root),
        ("G1 Provider<ATMDepositer>.get()", "g1-provider", viaGet),
    ]
    return [.section("G1 \"ATM\": get one ATMDepositer from the built graph")]
        + rows.map { name, key, t in
            func m(_ index: Int, _ side: Side) -> Measured { Measured(seconds: t[index].median, instructions: counts[key, side]) }
            var row = compared(
                name, wiring: m(0, .wiring), swinject: m(1, .swinject), dependencies: m(2, .dependencies),
                hand: m(3, .hand))
            let hand = t[0].median / t[3].median
            row.target = "W/hand ≤1.5× (\(Format.ratio(hand)))"
            row.verdict = verdict(hand <= 1.5)
            return row
        }
}

// MARK: - G2

func g2Rows(_ counts: Counts) throws -> [Row] {
    let modules = g2Modules
    let allModules = g2Modules + [G2RootsModule.self]
    let assemblies = g2Assemblies()

    // The four spellings must make the same 2,000 objects, each a shared singleton.
    let component = try Component(root: G2AllRoot.self, modules: allModules)
    let wiring = component.root.instantiateAll()
    let assembler = Assembler(assemblies)
    let swinject = g2SwinjectResolveAll(assembler.resolver)
    let hand = g2HandBuildAll()
    let dependencies = g2DependenciesBuildAll()
    let dependenciesByType = g2DependenciesResolveAll()
    precondition(
        [wiring, swinject, hand, dependencies, dependenciesByType].allSatisfy { $0.count == 2_000 }, "G2 sizes differ")
    for i in hand.indices {
        precondition(type(of: wiring[i]) == type(of: hand[i]) && type(of: swinject[i]) == type(of: hand[i])
                     && type(of: dependencies[i]) == type(of: hand[i])
                     && type(of: dependenciesByType[i]) == type(of: hand[i]),
                     "G2 spellings differ at class \(i)")
    }
    let resolved = try component.resolve(G2C1999.self)
    precondition(resolved === wiring[1_999], "Wiring's G2 singleton is not shared")
    precondition(assembler.resolver.resolve(G2C1999.self)! === swinject[1_999], "Swinject's singleton is not shared")
    let dependency = hand.firstIndex { $0 === (hand[1_999] as! G2C1999).a }!
    precondition((wiring[1_999] as! G2C1999).a === wiring[dependency], "Wiring's G2 edges differ from hand-written")
    precondition((dependencies[1_999] as! G2C1999).a === dependencies[dependency],
                 "swift-dependencies' G2 values are not shared or its edges differ")

    let build = Measure.compare([
        TimedCase("wiring") { n in
            for _ in 0..<n { blackHole(try! Component(root: G2C1999.self, modules: modules)) }
        },
        TimedCase("swinject") { n in for _ in 0..<n { blackHole(Assembler(assemblies)) } },
    ], .slow)
    var buildRow = compared(
        "G2 build+validate (2,000 bindings)",
        wiring: Measured(seconds: build[0].median, instructions: counts["g2-build", .wiring]),
        swinject: Measured(seconds: build[1].median, instructions: counts["g2-build", .swinject]))
    buildRow.hand = "n/a"
    buildRow.dependencies = "n/a (nothing to build)"
    let buildRatio = build[1].median / build[0].median
    buildRow.target = "Swinject/W ≥5× (\(Format.ratio(buildRatio)))"
    buildRow.verdict = verdict(buildRatio >= 5)

    let all = Measure.compare([
        TimedCase("wiring") { n in
            for _ in 0..<n {
                let component = try! Component(root: G2AllRoot.self, modules: allModules)
                blackHole(component.root.instantiateAll())
            }
        },
        TimedCase("swinject") { n in
            for _ in 0..<n { blackHole(g2SwinjectResolveAll(Assembler(assemblies).resolver)) }
        },
        TimedCase("dependencies") { n in for _ in 0..<n { blackHole(g2DependenciesBuildAll()) } },
        TimedCase("hand") { n in for _ in 0..<n { blackHole(g2HandBuildAll()) } },
        TimedCase("wiring by type") { n in
            for _ in 0..<n {
                let component = try! Component(root: G2C1999.self, modules: modules)
                blackHole(try! g2ResolveAll(component))
            }
        },
        TimedCase("dependencies by type") { n in for _ in 0..<n { blackHole(g2DependenciesResolveAll()) } },
    ], .slow)
    func m(_ index: Int, _ key: String, _ side: Side) -> Measured {
        Measured(seconds: all[index].median, instructions: counts[key, side])
    }
    var allRow = compared(
        "G2 build+validate+instantiate all", wiring: m(0, "g2-all", .wiring), swinject: m(1, "g2-all", .swinject),
        dependencies: m(2, "g2-all", .dependencies), hand: m(3, "g2-all", .hand))
    let allOverHand = all[0].median / all[3].median
    allRow.target = "W/hand ≤3× (\(Format.ratio(allOverHand)))"
    allRow.verdict = verdict(allOverHand <= 3)
    var byType = compared(
        "  same, by type (resolve(_:), @Dependency)", wiring: m(4, "g2-by-type", .wiring),
        swinject: m(1, "g2-all", .swinject), dependencies: m(5, "g2-by-type", .dependencies),
        hand: m(3, "g2-all", .hand))
    let byTypeOverHand = all[4].median / all[3].median
    byType.target = "W/hand ≤3× (\(Format.ratio(byTypeOverHand)))"
    byType.verdict = verdict(byTypeOverHand <= 3)
    return [.section("G2 \"large\": 2,000 singletons in 200 modules, 2 deps each"), buildRow, allRow, byType]
}

// MARK: - G2, asynchronously

/// G2-async: G2 with one binding in ten bound by `to(asyncFactory:)`, built with
/// `try await Component.build(…)`, which validates and then makes those 200 singletons and all
/// they need (`g2AsyncMadeCount` of the 2,000) before it returns; against G2's synchronous
/// build, and its synchronous build plus making every object through the provider roots.
func g2AsyncRows(_ counts: Counts) throws -> [Row] {
    let modules = g2Modules
    let allModules = g2Modules + [G2RootsModule.self]
    let asyncModules = g2AsyncModules

    // The asynchronous build must have made exactly the asynchronous classes and what they need.
    final class Made: @unchecked Sendable { var component: Component<G2C1999>? }
    let made = Made()
    waitFor { made.component = try! await Component.build(root: G2C1999.self, modules: asyncModules) }
    precondition(made.component?.root != nil && g2AsyncMadeCount == g2AsyncMadeTypes.count,
                 "the asynchronous G2 graph did not build")

    let t = Measure.compare([
        TimedCase("async build") { n in
            waitFor {
                for _ in 0..<n { blackHole(try! await Component.build(root: G2C1999.self, modules: asyncModules)) }
            }
        },
        TimedCase("build") { n in
            for _ in 0..<n { blackHole(try! Component(root: G2C1999.self, modules: modules)) }
        },
        TimedCase("build + make all") { n in
            for _ in 0..<n {
                let component = try! Component(root: G2AllRoot.self, modules: allModules)
                blackHole(component.root.instantiateAll())
            }
        },
    ], .slow)
    let async = Measured(seconds: t[0].median, instructions: counts["g2-async-build", .wiring])
    let build = Measured(seconds: t[1].median, instructions: counts["g2-build", .wiring])
    let all = Measured(seconds: t[2].median, instructions: counts["g2-all", .wiring])
    var row = Row(name: "G2-async: try await Component.build(…)")
    row.wiring = async.text
    row.swinject = "not run"
    row.dependencies = "not run"
    row.hand = "sync build: \(build.text); build + make all: \(all.text)"
    row.wiringOverHand = "\(Measured.ratio(async, build)) of build; \(Measured.ratio(async, all)) of build + make all"
    let ratio = t[0].median / t[1].median
    row.target = "async build ≤2× sync build (\(Format.ratio(ratio))); it makes \(g2AsyncMadeCount) of 2,000 objects"
    row.verdict = verdict(ratio <= 2)
    return [.section("G2-async: one binding in ten bound with to(asyncFactory:)"), row]
}

// MARK: - G3

func g3Rows(_ counts: Counts) throws -> [Row] {
    // G3's generated modules are compiled without optimization (10,000 specialized bindings
    // take minutes to optimize), so the ratio is taken against G2's modules compiled the same
    // way; G2's optimized build is timed alongside for reference.
    let modules = g3Modules
    let g2Onone = g2OnoneModules
    let g2 = g2Modules
    let t = Measure.compare([
        TimedCase("wiring G3") { n in
            for _ in 0..<n { blackHole(try! Component(root: G3C9999.self, modules: modules)) }
        },
        TimedCase("wiring G2 -Onone") { n in
            for _ in 0..<n { blackHole(try! Component(root: G2C1999.self, modules: g2Onone)) }
        },
        TimedCase("wiring G2 -O") { n in
            for _ in 0..<n { blackHole(try! Component(root: G2C1999.self, modules: g2)) }
        },
    ], .slow)
    var row = compared(
        "G3 build+validate (10,000 bindings)",
        wiring: Measured(seconds: t[0].median, instructions: counts["g3-build", .wiring]))
    row.swinject = "not run"
    row.dependencies = "not run"
    row.hand = "n/a"
    let scale = t[0].median / t[1].median
    let instructionScale = counts["g3-build", .wiring].flatMap { g3 in
        counts["g2-onone-build", .wiring].map { " (ins \(Format.ratio(g3 / $0)))" }
    } ?? ""
    row.target = "G3/G2 ≤5.5× for 5× bindings (\(Format.ratio(scale))\(instructionScale); configure code -Onone in both: "
        + "G2 \(Format.time(t[1].median)), G2 optimized \(Format.time(t[2].median)))"
    row.verdict = verdict(scale <= 5.5)
    return [.section("G3 \"scale\": 10,000 singletons in 600 modules"), row]
}

// MARK: - Memory

func memoryRows() throws -> [Row] {
    let g2 = g2Modules, g3 = g3Modules
    let a2 = g2Assemblies()
    // Warm up: the first build makes per-process runtime metadata (generic recipe and box types,
    // conformance caches, type-name caches) that later builds reuse; it is not per graph.
    for _ in 0..<2 {
        blackHole(try Component(root: G2C1999.self, modules: g2))
        blackHole(try Component(root: G3C9999.self, modules: g3))
        blackHole(Assembler(a2))
    }
    let w2 = Double(Heap.retainedBytes { try! Component(root: G2C1999.self, modules: g2) }) / 2_000
    let s2 = Double(Heap.retainedBytes { Assembler(a2) }) / 2_000
    let w3 = Double(Heap.retainedBytes { try! Component(root: G3C9999.self, modules: g3) }) / 10_000
    // G3's configure code is compiled without optimization; so is this twin of G2's, to show
    // whether that changes what a graph holds.
    let g2Onone = g2OnoneModules
    blackHole(try Component(root: G2C1999.self, modules: g2Onone))
    let w2Onone = Double(Heap.retainedBytes { try! Component(root: G2C1999.self, modules: g2Onone) }) / 2_000
    /// `limit` is the row's target in bytes per binding: 300 for G2, 500 for G3.
    func row(_ name: String, _ w: Double, _ s: Double?, limit: Double) -> Row {
        var row = Row(name: name)
        row.wiring = Format.bytes(w)
        row.swinject = s.map(Format.bytes) ?? "not run"
        row.hand = "n/a"
        if let s { row.swinjectOverWiring = Format.ratio(s / w) }
        row.target = "≤\(Int(limit)) B per binding (\(Format.bytes(w)); G2 with the same -Onone configure code: "
            + "\(Format.bytes(w2Onone)))"
        row.verdict = verdict(w <= limit)
        return row
    }
    return [.section("Memory: heap bytes held by a built, validated graph, per binding (mallinfo2)"),
            row("G2 bytes per binding", w2, s2, limit: 300), row("G3 bytes per binding", w3, nil, limit: 500),
            try everythingMadeRow()]
}

/// What Wiring holds per object once G2's provider roots have made
/// every object, above what hand-written code holds for the same 2,000 objects.
func everythingMadeRow() throws -> Row {
    let allModules = g2Modules + [G2RootsModule.self]
    func wiringAll() -> (Component<G2AllRoot>, [AnyObject]) {
        let component = try! Component(root: G2AllRoot.self, modules: allModules)
        return (component, component.root.instantiateAll())
    }
    // swift-dependencies is not measured here: its values live in a `DependencyValues` that
    // its build function discards, so what it holds afterwards is only the objects.
    blackHole(wiringAll())
    blackHole(g2HandBuildAll())
    let hand = Double(Heap.retainedBytes { g2HandBuildAll() })
    let wiring = (Double(Heap.retainedBytes { wiringAll() }) - hand) / 2_000
    var row = Row(name: "G2 everything made, bytes per object above hand-written")
    row.wiring = Format.bytes(wiring)
    row.swinject = "not run"
    row.hand = Format.bytes(hand / 2_000) + " per object"
    row.target = "≤250 B per object, with the graph and the provider roots (\(Format.bytes(wiring)))"
    row.verdict = verdict(wiring <= 250)
    return row
}

// MARK: - Contention

func contentionRows() throws -> [Row] {
    // Wiring: G1's root and one G2 singleton (already made) through its Provider.
    let g1 = try Component(root: ATMDepositer.self, modules: [G1Module.self])
    let g2 = try Component(root: G2AllRoot.self, modules: g2Modules + [G2RootsModule.self])
    let singleton = g2.root.m199.p9
    blackHole(singleton.get())
    // Swinject: synchronized resolvers, the documented way to resolve from several threads.
    let swinjectG1 = UncheckedResolver(g1SwinjectContainer().synchronize())
    let container2 = Container()
    for assembly in g2Assemblies() { assembly.assemble(container: container2) }
    let swinjectG2 = UncheckedResolver(container2.synchronize())
    blackHole(swinjectG2.resolver.resolve(G2C1999.self)!)
    // Hand-wired: the same objects, made and shared by hand.
    let shared: any NetworkExecutor = BenchNetworkExecutor()
    let handSingleton = g2HandBuildAll().last as! G2C1999

    let ops: [@Sendable () -> Void] = [
        { blackHole(g1.root); blackHole(singleton.get()) },
        {
            blackHole(swinjectG1.resolver.resolve(ATMDepositer.self)!)
            blackHole(swinjectG2.resolver.resolve(G2C1999.self)!)
        },
        { blackHole(ATMDepositer(scanner: BillScanner(), network: shared)); blackHole(handSingleton) },
    ]
    var one = Array(repeating: [Double](), count: ops.count)
    var two = Array(repeating: [Double](), count: ops.count)
    for index in ops.indices {  // warm-up
        _ = Threads.perOpSeconds(threads: 1, window: .milliseconds(50), ops[index])
        _ = Threads.perOpSeconds(threads: 2, window: .milliseconds(50), ops[index])
    }
    for _ in 0..<7 {
        for index in ops.indices {
            let single = Threads.perOpSeconds(threads: 1, window: .milliseconds(100), ops[index])
            let pair = Threads.perOpSeconds(threads: 2, window: .milliseconds(100), ops[index])
            one[index].append(single.reduce(0, +) / Double(single.count))
            two[index].append(pair.reduce(0, +) / Double(pair.count))
        }
    }
    let t1 = one.map { Measure.median($0.sorted()) }
    let t2 = two.map { Measure.median($0.sorted()) }
    func perOp(_ t: [Double]) -> (Measured, Measured, Measured) {
        (Measured(seconds: t[0]), Measured(seconds: t[1]), Measured(seconds: t[2]))
    }
    let (w1, s1, h1) = perOp(t1)
    var single = compared("1 thread, per op", wiring: w1, swinject: s1, hand: h1)
    single.target = "baseline for the row below"
    // The slowdown each contender suffers from a second thread: 2 threads' per-op time over 1's.
    let scale = t2.indices.map { t2[$0] / t1[$0] }
    var pair = Row(name: "Two-thread slowdown (2T per op / 1T)")
    pair.wiring = Format.ratio(scale[0])
    pair.swinject = Format.ratio(scale[1])
    pair.hand = Format.ratio(scale[2])
    pair.wiringOverHand = Format.ratio(scale[0] / scale[2])
    pair.swinjectOverWiring = Format.ratio(scale[1] / scale[0])
    // No target on this row: most of a second thread's cost is the shared reference count,
    // which hand-written code pays too. It is reported beside that floor.
    pair.target = "no target: W \(Format.ratio(scale[0])) beside hand-written's own \(Format.ratio(scale[2])); "
        + "2T per op: W \(Format.time(t2[0])), hand \(Format.time(t2[2]))"
    return [.section("Contention: both cores resolving G1's root + a G2 singleton (Swinject: synchronize())"),
            single, pair]
}

// MARK: - Rows measured by Scripts/bench

func readResults(_ path: String) -> [String: String] {
    guard let file = fopen(path, "r") else { return [:] }
    defer { fclose(file) }
    var results: [String: String] = [:]
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    while getline(&line, &capacity, file) > 0, let line {
        let text = String(cString: line).trimmingCharacters(in: "\n")
        guard let equals = text.firstIndex(of: "="), !text.hasPrefix("#") else { continue }
        results[String(text[..<equals])] = String(text[text.index(after: equals)...])
    }
    free(line)
    return results
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var text = self
        while text.last == set { text.removeLast() }
        return text
    }
}

func skippedRow(_ name: String, _ why: String) -> Row {
    var row = Row(name: name)
    row.target = why
    row.verdict = .skipped
    return row
}

func compileRows(_ results: [String: String]) -> [Row] {
    let section = Row.section("Compile cost: one generated G2 file, swiftc -c -Onone against the built debug modules")
    guard let w = results["compile.wiring"].flatMap(Double.init),
          let s = results["compile.swinject"].flatMap(Double.init),
          let h = results["compile.hand"].flatMap(Double.init)
    else { return [section, skippedRow("G2 compile, debug", "run Scripts/bench without --quick")] }
    var row = compared(
        "G2 compile, debug (-c)", wiring: Measured(seconds: w), swinject: Measured(seconds: s), hand: Measured(seconds: h))
    row.target = "W/hand ≤1.0× (\(Format.ratio(w / h)))"
    row.verdict = verdict(w <= h)
    var rows = [section, row]
    if let wt = results["compile.wiring.typecheck"].flatMap(Double.init),
       let st = results["compile.swinject.typecheck"].flatMap(Double.init),
       let ht = results["compile.hand.typecheck"].flatMap(Double.init) {
        var typecheck = compared(
            "  same, -typecheck only", wiring: Measured(seconds: wt), swinject: Measured(seconds: st),
            hand: Measured(seconds: ht))
        typecheck.target = "no target: type-checking alone"
        rows.append(typecheck)
    }
    return rows
}

func buildRows(_ results: [String: String]) -> [Row] {
    let section = Row.section("Builds of the root package's apps (debug, 2 cores)")
    typealias Build = (seconds: Double, targets: Int, setup: Double?)
    func build(_ product: String) -> Build? {
        guard let seconds = results["build.\(product).seconds"].flatMap(Double.init),
              let targets = results["build.\(product).targets"].flatMap(Int.init)
        else { return nil }
        return (seconds, targets, results["build.\(product).setup"].flatMap(Double.init))
    }
    guard let atm = build("atm"), let dev = build("atm-dev-deposit") else {
        return [section, skippedRow("Clean builds", "run Scripts/bench without --quick")]
    }
    var targets = Row(name: "Targets compiled by a clean build")
    targets.wiring = "atm-dev-deposit: \(dev.targets) targets, \(Format.time(dev.seconds))"
    targets.hand = "atm: \(atm.targets) targets, \(Format.time(atm.seconds))"
    targets.wiringOverHand = Format.ratio(Double(dev.targets) / Double(atm.targets))
    // No target on the clean-build time: most of either build is SwiftPM's setup and the
    // shared framework. The targets each app compiles are what is reported.
    targets.target = "no target: \(dev.targets) vs \(atm.targets) targets; clean time "
        + "\(Format.percent(dev.seconds / atm.seconds)) of atm's"
        + (dev.setup.map { "; setup \(Format.time($0)) of dev's, " } ?? "; ")
        + (atm.setup.map { "\(Format.time($0)) of atm's" } ?? "")
    var rows = [section, targets]

    if let devSeconds = results["deposit.atm-dev-deposit.seconds"].flatMap(Double.init),
       let atmSeconds = results["deposit.atm.seconds"].flatMap(Double.init) {
        let devRebuilt = results["deposit.atm-dev-deposit.rebuilt"] ?? ""
        let atmRebuilt = results["deposit.atm.rebuilt"] ?? ""
        // "DepositUI linked atm" lists compiled targets, then "linked" before each executable linked.
        func compiled(_ list: String) -> [Substring] {
            list.split(separator: " ").prefix { $0 != "linked" }
        }
        func describe(_ list: String) -> String {
            let targets = compiled(list)
            let linked = list.split(separator: " ").filter { $0 != "linked" }.dropFirst(targets.count)
            return "compiled \(targets.isEmpty ? "nothing" : targets.joined(separator: " ")), "
                + "linked \(linked.isEmpty ? "nothing" : linked.joined(separator: " "))"
        }
        var deposit = Row(name: "Edit one DepositUI file, rebuild the app")
        deposit.wiring = "atm-dev-deposit: \(Format.time(devSeconds)), \(compiled(devRebuilt).count) targets"
        deposit.hand = "atm: \(Format.time(atmSeconds)), \(compiled(atmRebuilt).count) targets"
        deposit.wiringOverHand = Format.ratio(devSeconds / atmSeconds)
        deposit.target = "no target: dev \(describe(devRebuilt)); atm \(describe(atmRebuilt))"
        rows.append(deposit)
    }

    if let rebuilt = results["incremental.rebuilt"], let seconds = results["incremental.seconds"].flatMap(Double.init) {
        let names = Set(rebuilt.split(separator: " ").map(String.init))
        let atmRelinked = results["incremental.atm.relinked"] == "yes"
        var incremental = Row(name: "Touch Sources/ATM/FakeNetwork, rebuild all")
        let relinked = results["incremental.relinked"] ?? ""
        incremental.wiring = Format.time(seconds)
        incremental.target = "compiled: \(rebuilt.isEmpty ? "nothing" : rebuilt); "
            + "relinked: \(relinked.isEmpty ? "nothing" : relinked); NetworkWiring not rebuilt (\(names.contains("NetworkWiring") ? "rebuilt" : "ok")); "
            + "atm not rebuilt (ATMApp \(names.contains("ATMApp") ? "rebuilt" : "ok"), "
            + "binary \(atmRelinked ? "relinked" : "untouched"))"
        incremental.verdict = verdict(!names.contains("NetworkWiring"), !names.contains("ATMApp"), !atmRelinked)
        rows.append(incremental)
    }
    return rows
}

// MARK: - Start-up

func startupRows(_ options: Options, _ results: [String: String]) -> [Row] {
    let section = Row.section("Start-up: wall time of one process, median of \(options.runs) runs each, interleaved")
    guard let atm = options.atm, let empty = options.empty else {
        return [section, skippedRow("atm --help", "pass --startup ATM EMPTY")]
    }
    // Every program is run once per round, in turn, so a busy spell of the machine slows
    // them all alike. The optional ones only add info rows.
    var programs: [(path: String, arguments: [String])] = [(atm, ["--help"]), (empty, [])]
    let optional = [
        options.emptyStatic.map { ($0, [String]()) },
        options.atmDynamic.map { ($0, ["--help"]) },
        // Only compared with the dynamic atm, so only run alongside it.
        options.atmDynamic.flatMap { _ in options.emptyFoundation }.map { ($0, [String]()) },
    ]
    programs += optional.compactMap { $0 }
    for _ in 0..<3 {  // warm the page cache and the dynamic loader's caches
        for program in programs { _ = ChildProcess.wallSeconds(program.path, program.arguments) }
    }
    var times = Array(repeating: [Double](), count: programs.count)
    for _ in 0..<options.runs {
        for (index, program) in programs.enumerated() {
            guard let seconds = ChildProcess.wallSeconds(program.path, program.arguments) else {
                return [section, skippedRow("atm --help", "could not run \(program.path)")]
            }
            times[index].append(seconds)
        }
    }
    var medians = times.map { Measure.median($0.sorted()) }
    let a = medians.removeFirst(), e = medians.removeFirst()
    // Wiring's own part of that start-up: building, validating and making atm's root, timed
    // inside a fresh process each time by Scripts/bench's start-up probe (release, static runtime).
    var row = Row(name: "Wiring's share of atm --help (build+validate+root)")
    if let wiring = results["startup.wiring.seconds"].flatMap(Double.init) {
        row.wiring = Format.time(wiring)
        row.wiringOverHand = Format.percent(wiring / a)
    } else {
        row.wiring = "not measured"
    }
    row.hand = "atm --help: \(Format.time(a))"
    // No target on the comparison with an empty program: it measures the process's own
    // start-up. Wiring's share is what is reported.
    row.target = "no target: atm --help is \(Format.ratio(a / e)) an empty Swift exe built the default way "
        + "(\(Format.time(e)))"
    var rows = [section, row]
    func info(_ name: String, _ time: Double, against base: Double, _ label: String, _ note: String) {
        var info = Row(name: name)
        info.wiring = Format.time(time)
        info.hand = "\(label): \(Format.time(base))"
        info.wiringOverHand = Format.ratio(time / base)
        info.target = "no target: \(note)"
        rows.append(info)
    }
    if options.emptyStatic != nil {
        info("  atm vs empty exe, also static", a, against: medians.removeFirst(), "empty static",
             "both carry their own runtime; atm's own share")
    }
    if options.atmDynamic != nil {
        let dynamic = medians.removeFirst()
        info("  atm linked dynamically vs empty exe", dynamic, against: e, "empty",
             "swift build's default linking")
        if options.emptyFoundation != nil {
            info("  dynamic atm vs empty exe + FoundationEssentials", dynamic, against: medians.removeFirst(),
                 "empty+F", "the loader's share for the same libraries removed")
        }
    }
    return rows
}

// MARK: - Profiling

/// The cases `--profile` runs on each side; Scripts/bench counts instructions for every pair
/// but `contention` and the `hold-` ones.
let profileCases: [Side: [String]] = [
    .wiring: ["g1-root", "g1-provider", "g2-build", "g2-onone-build", "g2-all", "g2-by-type", "g2-async-build",
              "g3-build", "contention", "hold-g2", "hold-g2-all"],
    .swinject: ["g1-root", "g1-provider", "g2-build", "g2-all"],
    .dependencies: ["g1-root", "g1-provider", "g2-all", "g2-by-type"],
    .hand: ["g1-root", "g1-provider", "g2-all"],
]

/// Runs one side of one case until `seconds` have passed, or exactly `calls` times, for a
/// profiler to sample or count.
func profile(_ name: String, side: Side, seconds: Double, calls fixedCalls: Int? = nil) throws {
    guard profileCases[side]?.contains(name) == true else {
        printError("WiringBench: no profile case \(name) for \(side.rawValue); "
            + "\(side.rawValue) has \(profileCases[side]!.joined(separator: ", "))")
        exit(64)
    }
    let modules = g2Modules
    let allModules = g2Modules + [G2RootsModule.self]
    let op: () -> Void
    switch (side, name) {
    case (.wiring, "g1-root"):
        let component = try Component(root: ATMDepositer.self, modules: [G1Module.self])
        op = { for _ in 0..<1_000 { blackHole(component.root) } }
    case (.wiring, "g1-provider"):
        let component = try Component(root: G1ProviderRoot.self, modules: [G1Module.self, G1ProviderModule.self])
        let provider = component.root.depositer
        op = { for _ in 0..<1_000 { blackHole(provider.get()) } }
    case (.wiring, "g2-build"):
        op = { blackHole(try! Component(root: G2C1999.self, modules: modules)) }
    case (.wiring, "g2-all"):
        op = { blackHole(try! Component(root: G2AllRoot.self, modules: allModules).root.instantiateAll()) }
    case (.wiring, "g2-by-type"):
        op = { blackHole(try! g2ResolveAll(try! Component(root: G2C1999.self, modules: modules))) }
    case (.wiring, "g2-async-build"):
        let asyncModules = g2AsyncModules
        op = { waitFor { blackHole(try! await Component.build(root: G2C1999.self, modules: asyncModules)) } }
    case (.wiring, "g2-onone-build"):
        let g2Onone = g2OnoneModules
        op = { blackHole(try! Component(root: G2C1999.self, modules: g2Onone)) }
    case (.wiring, "g3-build"):
        let g3 = g3Modules
        op = { blackHole(try! Component(root: G3C9999.self, modules: g3)) }
    case (.wiring, "hold-g2"):
        // For heap profilers (valgrind --tool=massif): build G2 once, warm, then build and
        // hold one graph and exit without releasing it, so the last snapshot is the graph.
        blackHole(try Component(root: G2C1999.self, modules: modules))
        let held = try Component(root: G2C1999.self, modules: modules)
        log("hold-g2: built; exiting while holding it")
        withExtendedLifetime(held) { exit(0) }
    case (.wiring, "hold-g2-all"):
        // The same, with every object made through the provider roots, as the memory row
        // "everything made" measures it.
        blackHole(try Component(root: G2AllRoot.self, modules: allModules).root.instantiateAll())
        let held = try Component(root: G2AllRoot.self, modules: allModules)
        let objects = held.root.instantiateAll()
        log("hold-g2-all: built and made everything; exiting while holding it")
        withExtendedLifetime((held, objects)) { exit(0) }
    case (.wiring, "contention"):
        let g1 = try Component(root: ATMDepositer.self, modules: [G1Module.self])
        let g2 = try Component(root: G2AllRoot.self, modules: allModules)
        let singleton = g2.root.m199.p9
        let window = Duration.milliseconds(Int64(seconds * 1000))
        let perOp = Threads.perOpSeconds(threads: 2, window: window) {
            blackHole(g1.root)
            blackHole(singleton.get())
        }
        log("contention: \(perOp.map(Format.time))")
        return
    case (.swinject, "g1-root"):
        let container = g1SwinjectContainer()
        op = { for _ in 0..<1_000 { blackHole(container.resolve(ATMDepositer.self)!) } }
    case (.swinject, "g1-provider"):
        let provider = g1SwinjectContainer().resolve(Swinject.Provider<ATMDepositer>.self)!
        op = { for _ in 0..<1_000 { blackHole(provider.instance) } }
    case (.swinject, "g2-build"):
        let assemblies = g2Assemblies()
        op = { blackHole(Assembler(assemblies)) }
    case (.swinject, "g2-all"):
        let assemblies = g2Assemblies()
        op = { blackHole(g2SwinjectResolveAll(Assembler(assemblies).resolver)) }
    case (.dependencies, "g1-root"):
        op = { for _ in 0..<1_000 { blackHole(g1DependenciesResolve()) } }
    case (.dependencies, "g1-provider"):
        let holder = G1DependenciesHolder()
        op = { for _ in 0..<1_000 { blackHole(holder.depositer) } }
    case (.dependencies, "g2-all"):
        op = { blackHole(g2DependenciesBuildAll()) }
    case (.dependencies, "g2-by-type"):
        op = { blackHole(g2DependenciesResolveAll()) }
    case (.hand, "g1-root"), (.hand, "g1-provider"):
        let shared: any NetworkExecutor = BenchNetworkExecutor()
        let make: () -> ATMDepositer = { ATMDepositer(scanner: BillScanner(), network: shared) }
        op = name == "g1-root"
            ? { for _ in 0..<1_000 { blackHole(ATMDepositer(scanner: BillScanner(), network: shared)) } }
            : { for _ in 0..<1_000 { blackHole(make()) } }
    case (.hand, "g2-all"):
        op = { blackHole(g2HandBuildAll()) }
    default:
        printError("WiringBench: unknown profile case \(name)")
        exit(64)
    }
    if let fixedCalls {
        for _ in 0..<fixedCalls { op() }
        log("\(name) (\(side.rawValue)): \(fixedCalls) calls")
        return
    }
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: .milliseconds(Int64(seconds * 1000)))
    var calls = 0
    while clock.now < end {
        op()
        calls += 1
    }
    log("\(name) (\(side.rawValue)): \(calls) calls in \(seconds) s")
}
