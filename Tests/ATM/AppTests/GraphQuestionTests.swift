import Foundation
import TestSupport
import Testing

/// `wiring-report why` and `diff` over the ATM's apps' graphs, and the warnings of
/// `--check-wiring`, each checked against the graph the app prints with `--print-graph json`,
/// read here without Wiring.
@Suite struct GraphQuestionTests {
    /// An app's graph as its JSON has it.
    struct Graph {
        let bindings: [[String: Any]]
        let edges: [[String: Any]]
        let components: [[String: Any]]
        let json: String

        init(of app: String) throws {
            let printed = try AppProcess.run(app, ["--print-graph", "json"])
            try #require(printed.status == 0, "\(printed)")
            json = printed.stdout
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            bindings = try #require(object["bindings"] as? [[String: Any]])
            edges = try #require(object["edges"] as? [[String: Any]])
            components = try #require(object["components"] as? [[String: Any]])
        }

        var root: Int { components.first?["rootBinding"] as? Int ?? -1 }

        /// `wiring-report` with `arguments`, where `-` reads this graph from stdin.
        func report(_ arguments: [String]) throws -> AppProcess.Result {
            try AppProcess.run(AppProcess.reportTool, arguments, input: json)
        }

        /// Each binding's next steps: its requests, and an installation's child root.
        var links: [Int: [Int]] {
            var links: [Int: [Int]] = [:]
            for edge in edges { links[edge["from"] as? Int ?? -1, default: []].append(edge["to"] as? Int ?? -1) }
            for component in components {
                if let installation = component["installation"] as? Int, let root = component["rootBinding"] as? Int {
                    links[installation, default: []].append(root)
                }
            }
            return links
        }

        func ids(ofType type: String) -> Set<Int> {
            Set(bindings.filter { $0["type"] as? String == type }.compactMap { $0["id"] as? Int })
        }

        /// Every path from the root to one of `targets` that passes no binding twice, as binding numbers.
        func paths(to targets: Set<Int>) -> [[Int]] {
            var found: [[Int]] = []
            let links = self.links
            func walk(_ path: [Int]) {
                guard let last = path.last else { return }
                if targets.contains(last) {
                    found.append(path)
                    return
                }
                for next in links[last] ?? [] where !path.contains(next) { walk(path + [next]) }
            }
            walk([root])
            return found
        }

        /// `path:line` of binding `id`, where an editor jumps.
        func place(_ id: Int) -> String {
            "\(bindings[id]["path"] as? String ?? "?"):\(bindings[id]["line"] as? Int ?? -1)"
        }

        /// How `wiring-report why` and `--print-startup` name a binding of the JSON: its type, and its tag.
        static func binding(_ binding: [String: Any]) -> String {
            let type = binding["type"] as? String ?? "?"
            return (binding["tag"] as? String).map { "\(type) tagged \($0)" } ?? type
        }

        func name(_ id: Int) -> String {
            let type = bindings[id]["type"] as? String ?? "?"
            return (bindings[id]["tag"] as? String).map { "\(type) tagged \($0)" } ?? type
        }
    }

    // MARK: wiring-report why

    @Test(arguments: [
        ("atm", "any NetworkExecutor"), ("atm-uitest", "any NetworkExecutor"),
        ("atm-dev-deposit", "any NetworkExecutor"),
        ("atm", "AccountID"), ("atm", "any Console"),
    ])
    func whyListsEveryPathTheGraphHas(app: String, type: String) throws {
        let graph = try Graph(of: app)
        let expected = graph.paths(to: graph.ids(ofType: type))
        try #require(!expected.isEmpty)

        let answer = try graph.report(["why", "-", type, "--json"])
        #expect(answer.status == 0, "\(answer)")
        let why = try #require(try JSONSerialization.jsonObject(with: Data(answer.stdout.utf8)) as? [String: Any])
        #expect(why["pathCount"] as? Int == expected.count)
        let paths = try #require(why["paths"] as? [[[String: Any]]])
        let numbers = paths.map { $0.compactMap { ($0["binding"] as? [String: Any])?["id"] as? Int } }
        #expect(numbers.count == min(expected.count, 10))
        #expect(Set(numbers.map { $0.description }).isSubset(of: Set(expected.map { $0.description })))
        #expect(numbers.map(\.count) == numbers.map(\.count).sorted(), "not shortest first")
        #expect(numbers.first?.count == expected.map(\.count).min())
        for path in paths {
            for step in path {
                let binding = try #require(step["binding"] as? [String: Any])
                let id = try #require(binding["id"] as? Int)
                for key in ["type", "library", "file", "path"] {
                    #expect(binding[key] as? String == graph.bindings[id][key] as? String)
                }
                #expect(binding["line"] as? Int == graph.bindings[id]["line"] as? Int)
            }
        }

        // The text shows the same paths, each step at its declaration.
        let text = try graph.report(["why", "-", type])
        #expect(text.status == 0, "\(text)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "'\(type)' in \(app): \(expected.count) path\(expected.count == 1 ? "" : "s") from the root '\(graph.name(graph.root))', shortest first"
        )
        let stepLines = lines.filter { $0.hasPrefix("Sources/") }
        #expect(stepLines.count == numbers.joined().count)
        for (line, id) in zip(stepLines, numbers.joined()) {
            #expect(line.hasPrefix("\(graph.place(id)): \(graph.name(id)) ["), "\(line)")
        }
    }

    /// The path into the account component says how the child is built.
    @Test func whyFollowsAPathIntoAChildComponent() throws {
        let text = try Graph(of: "atm").report(["why", "-", "AccountID"]).stdout
        #expect(
            text.contains(
                "ChildFactory<AccountComponent> [unscoped] in AccountRulesWiring, asked for as 'ChildFactory<AccountComponent>' (childFactory)"
            ))
        #expect(
            text.contains(
                "AccountServices [unscoped] in AccountRulesWiring, the root of AccountComponent, made when it is built")
        )
    }

    /// A type nothing binds: exit 1, and the near miss at its declaration.
    @Test func whyOfATypeNothingBindsSuggestsTheNearMiss() throws {
        let graph = try Graph(of: "atm")
        let executor = try #require(graph.ids(ofType: "any NetworkExecutor").first)
        let answer = try graph.report(["why", "-", "NetworkExecutor"])
        #expect(answer.status == 1, "\(answer)")
        #expect(
            answer.stdout == """
                nothing in atm binds 'NetworkExecutor'
                \(graph.place(executor)): note: did you mean 'any NetworkExecutor'? it is bound here

                """)
    }

    /// The picture of the answer has every binding on a path from the root to the type, and no other.
    @Test(.enabled(if: Graphviz.canRun, Graphviz.skipReason))
    func whyDrawsThePathsAsAPicture() throws {
        let graph = try Graph(of: "atm")
        let expected = Set(graph.paths(to: graph.ids(ofType: "any NetworkExecutor")).joined())
        let answer = try graph.report(["why", "-", "any NetworkExecutor", "--dot"])
        #expect(answer.status == 0, "\(answer)")
        let drawn = Set(
            answer.stdout.split(separator: "\n").compactMap { line -> Int? in
                let text = line.trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("n"), text.contains(" [label="), let space = text.firstIndex(of: " ") else {
                    return nil
                }
                return Int(text.dropFirst().prefix(upTo: space))
            })
        #expect(drawn == expected)
        let picture = try Graphviz.svg(of: answer.stdout)
        #expect(picture.status == 0 && picture.errors.isEmpty, "\(picture.errors)")
    }

    // MARK: wiring-report diff

    /// A saved graph of `app`, and where it is.
    static func saved(_ app: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(app)-\(UUID().uuidString).json")
        try Graph(of: app).json.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// What identifies a binding in both apps: its component, type, tag and how it contributes.
    static func identity(_ binding: [String: Any], in graph: Graph) -> String {
        let component = binding["component"] as? Int ?? 0
        let componentName = graph.components[component]["name"] as? String ?? ""
        let parts = [
            componentName, binding["type"] as? String ?? "", binding["tag"] as? String ?? "",
            binding["contribution"] as? String ?? "", binding["mapKey"] as? String ?? "",
        ]
        return parts.joined(separator: "|")
    }

    /// The changes `wiring-report diff --json` lists are the ones the two JSONs show: bindings one app
    /// has alone, and bindings both have that are declared elsewhere.
    @Test(arguments: ["atm-uitest", "atm-dev-deposit"])
    func theDifferenceIsWhatTheTwoGraphsShow(other: String) throws {
        let first = try Graph(of: "atm"), second = try Graph(of: other)
        let file = try Self.saved(other)
        defer { try? FileManager.default.removeItem(at: file) }
        let byIdentity = Dictionary(
            second.bindings.map { (Self.identity($0, in: second), $0) }, uniquingKeysWith: { first, _ in first })
        let firstIdentities = Set(first.bindings.map { Self.identity($0, in: first) })
        var swapped: Set<String> = [], onlyInFirst: Set<String> = []
        for binding in first.bindings {
            let identity = Self.identity(binding, in: first)
            guard let match = byIdentity[identity] else {
                onlyInFirst.insert(identity)
                continue
            }
            if match["library"] as? String != binding["library"] as? String
                || match["line"] as? Int != binding["line"] as? Int
                || match["file"] as? String != binding["file"] as? String
            {
                swapped.insert(identity)
            }
        }
        let onlyInSecond = Set(second.bindings.map { Self.identity($0, in: second) }).subtracting(firstIdentities)
        #expect(!swapped.isEmpty)

        let answer = try first.report(["diff", "-", file.path, "--json"])
        #expect(answer.status == 0, "\(answer)")
        let difference = try #require(
            try JSONSerialization.jsonObject(with: Data(answer.stdout.utf8)) as? [String: Any])
        #expect(difference["first"] as? String == "atm" && difference["second"] as? String == other)
        let changes = try #require(difference["changes"] as? [[String: Any]])
        func identities(_ kind: String, side: String, in graph: Graph) -> Set<String> {
            Set(
                changes.filter { $0["kind"] as? String == kind }.compactMap {
                    ($0[side] as? [String: Any]).map { Self.identity($0, in: graph) }
                })
        }
        #expect(identities("swapped", side: "first", in: first) == swapped)
        #expect(identities("onlyInFirst", side: "first", in: first) == onlyInFirst)
        #expect(identities("onlyInSecond", side: "second", in: second) == onlyInSecond)

        // The text points at both sides of each swap.
        let text = try first.report(["diff", "-", file.path]).stdout
        for change in changes where change["kind"] as? String == "swapped" {
            let old = try #require(change["first"] as? [String: Any]),
                new = try #require(change["second"] as? [String: Any])
            let oldPlace = "\(old["path"] as? String ?? ""):\(old["line"] as? Int ?? 0)"
            let newPlace = "\(new["path"] as? String ?? ""):\(new["line"] as? Int ?? 0)"
            #expect(text.contains("\(oldPlace): note: '\(old["type"] as? String ?? "")' is bound by "), "\(text)")
            #expect(
                text.contains("\(newPlace): note: \(other) binds '\(new["type"] as? String ?? "")' here"), "\(text)")
        }
    }

    /// "The UI-test app differs from production only in the network": the check Scripts/test runs.
    @Test func onlyTheNetworkDiffersBetweenProductionAndTheUITestApp() throws {
        let atm = try Self.saved("atm")
        let uiTest = try Self.saved("atm-uitest")
        let development = try Self.saved("atm-dev-deposit")
        defer {
            try? FileManager.default.removeItem(at: atm)
            try? FileManager.default.removeItem(at: uiTest)
            try? FileManager.default.removeItem(at: development)
        }
        let onlyTheNetwork = ["--fail-on-difference", "--allow-library-swap", "NetworkWiring=FakeNetworkWiring"]
        let allowed = try AppProcess.run(AppProcess.reportTool, ["diff", atm.path, uiTest.path] + onlyTheNetwork)
        #expect(allowed.status == 0, "\(allowed)")
        #expect(
            allowed.stdout.contains(
                "NetworkWiring → FakeNetworkWiring: 1 binding swapped, 1 binding only in atm, 1 binding only in "
                    + "atm-uitest, 1 dependency added, 1 dependency removed\n"), "\(allowed)")
        #expect(allowed.stdout.hasSuffix(", all allowed by NetworkWiring=FakeNetworkWiring\n"), "\(allowed)")
        #expect(!allowed.stdout.contains("error:"))

        let anything = try AppProcess.run(
            AppProcess.reportTool, ["diff", atm.path, uiTest.path, "--fail-on-difference"])
        #expect(anything.status == 1, "\(anything)")
        #expect(anything.stdout.contains(": error: 'any NetworkExecutor' is bound by NetworkWiring in atm"))
        #expect(try AppProcess.run(AppProcess.reportTool, ["diff", atm.path, uiTest.path]).status == 0)

        // The development app leaves features out: more than the network differs.
        let shallow = try AppProcess.run(
            AppProcess.reportTool, ["diff", atm.path, development.path] + onlyTheNetwork)
        #expect(shallow.status == 1, "\(shallow)")
        #expect(shallow.stdout.contains("BalanceUIWiring → nothing: 2 bindings only in atm, linked only by atm"))

        // Either graph read from stdin, the same.
        let pipedSecond = try AppProcess.run(
            AppProcess.reportTool, ["diff", atm.path, "-"] + onlyTheNetwork,
            input: try String(contentsOf: uiTest, encoding: .utf8))
        #expect(pipedSecond.status == 0 && pipedSecond.stdout == allowed.stdout, "\(pipedSecond)")
        let pipedFirst = try Graph(of: "atm").report(["diff", "-", uiTest.path] + onlyTheNetwork)
        #expect(pipedFirst.status == 0 && pipedFirst.stdout == allowed.stdout, "\(pipedFirst)")
    }

    @Test(.enabled(if: Graphviz.canRun, Graphviz.skipReason))
    func theDifferenceIsOnePicture() throws {
        let uiTest = try Self.saved("atm-uitest")
        defer { try? FileManager.default.removeItem(at: uiTest) }
        let answer = try Graph(of: "atm").report(["diff", "-", uiTest.path, "--dot"])
        #expect(answer.status == 0, "\(answer)")
        #expect(answer.stdout.contains("swapped: atm\""))
        #expect(answer.stdout.contains("swapped: atm-uitest\""))
        #expect(answer.stdout.contains("BankEndpoint\\nunscoped\\nonly in atm"))
        let picture = try Graphviz.svg(of: answer.stdout)
        #expect(picture.status == 0 && picture.errors.isEmpty, "\(picture.errors)")
    }

    /// Wrong input: one line on stderr and the status that says what was wrong.
    @Test func wrongInputIsOneLineAndAStatus() throws {
        let garbage = FileManager.default.temporaryDirectory.appendingPathComponent(
            "not-a-graph-\(UUID().uuidString).json")
        try "{\"bindings\": 3}".write(to: garbage, atomically: true, encoding: .utf8)
        // The toolchain's JSONDecoder traps on 513 nested arrays ending the text: refused before it reads them.
        let deep = FileManager.default.temporaryDirectory.appendingPathComponent("deep-\(UUID().uuidString).json")
        try String(repeating: "[", count: 513).write(to: deep, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(at: garbage)
            try? FileManager.default.removeItem(at: deep)
        }
        let atm = try Graph(of: "atm")
        let cases: [([String], Int32, String)] = [
            ([], 64, "name a command: why, diff or dot"),
            (["draw", "-"], 64, "unknown command 'draw'"),
            (["why"], 64, "why needs a graph file and a type"),
            (["why", "-"], 64, "why needs a graph file and a type"),
            (["why", "-", "BillScanner", "--json", "--dot"], 64, "choose one of --json and --dot"),
            (["why", "-", "BillScanner", "--jsn"], 64, "unknown option '--jsn'"),
            (["diff", "-"], 64, "diff needs two graph files"),
            (["diff", "-", "-"], 64, "at most one of them - for stdin"),
            (["diff", "-", "/nonexistent/graph.json"], 66, "cannot read /nonexistent/graph.json"),
            (["diff", "-", garbage.path], 65, "does not hold a graph"),
            (["diff", "-", deep.path], 65, "does not hold a graph"),
            (["diff", "-", garbage.path, "--allow-library-swap", "NetworkWiring"], 64, "needs FIRST=SECOND"),
            (["dot"], 64, "dot needs one graph file"),
            (["dot", garbage.path], 65, "does not hold a graph"),
            (["dot", "-", "--dot"], 64, "unknown option '--dot'"),
        ]
        for (arguments, status, message) in cases {
            let result = try atm.report(arguments)
            #expect(result.status == status, "\(arguments): \(result)")
            #expect(result.stdout.isEmpty, "\(arguments): \(result)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines.first?.contains(message) == true, "\(arguments): \(result)")
        }
    }

    /// `--help` or `-h` after a command prints the tool's help and nothing else, as it does
    /// alone; an unknown option after it does not turn that into an error.
    @Test(arguments: [["--help"], ["why", "--help"], ["diff", "-", "-h"], ["dot", "-", "--help", "--frob"]])
    func helpAfterACommandPrintsTheHelp(arguments: [String]) throws {
        let result = try Graph(of: "atm").report(arguments)
        #expect(result.status == 0, "\(arguments): \(result)")
        #expect(result.stderr.isEmpty, "\(arguments): \(result)")
        #expect(result.stdout.hasPrefix("wiring-report — questions to ask"), "\(arguments): \(result)")
    }

    // MARK: --check-wiring

    /// The ATM's apps use everything they link: no warnings, so even the strict check passes.
    @Test(arguments: ["atm", "atm-uitest", "atm-dev-deposit", "bank-server"])
    func theATMsAppsUseEverythingTheyLink(app: String) throws {
        let strict = try AppProcess.run(app, ["--check-wiring", "--warnings-as-errors"])
        #expect(strict.status == 0, "\(strict)")
        #expect(strict.stderr.isEmpty, "\(strict)")
    }

    // MARK: --print-startup and WIRING_TRACE

    /// Every value `--print-startup --json` lists is a binding of the app's graph, at its
    /// file and line, and the root is among them; the text lists the ten slowest, slowest first.
    @Test(arguments: ["atm", "atm-uitest", "atm-dev-deposit"])
    func printStartupListsBindingsOfTheGraph(app: String) throws {
        let graph = try Graph(of: app)
        let printed = try AppProcess.run(app, ["--print-startup", "--json"])
        try #require(printed.status == 0, "\(printed)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any])
        let made = try #require(object["made"] as? [[String: Any]])
        #expect(object["app"] as? String == app)
        #expect((object["totalMilliseconds"] as? Double ?? 0) > 0)
        let bound = Set(
            graph.bindings.map { "\(Graph.binding($0)) at \($0["path"] as? String ?? "?"):\($0["line"] as? Int ?? -1)" }
        )
        let listed = made.map {
            "\($0["binding"] as? String ?? "?") at \($0["file"] as? String ?? "?"):\($0["line"] as? Int ?? -1)"
        }
        #expect(!listed.isEmpty)
        #expect(Set(listed).isSubset(of: bound), "\(Set(listed).subtracting(bound))")
        #expect(listed.contains { $0.hasPrefix("\(graph.name(graph.root)) at \(graph.place(graph.root))") })
        let own = made.map { $0["ownMilliseconds"] as? Double ?? -1 }
        #expect(own == own.sorted(by: >))

        let text = try AppProcess.run(app, ["--print-startup"])
        try #require(text.status == 0, "\(text)")
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("\(app) start-up: ") == true, "\(text)")
        #expect(lines.first?.contains("\(made.count) values made") == true, "\(text)")
        let slowest = lines.dropFirst(2)
        #expect(slowest.count == min(10, made.count), "\(text)")
        // Another run, so other times: slowest first within this one.
        let times = slowest.compactMap { line -> Double? in
            guard let took = line.range(of: " took ") else { return nil }
            return Double(line[took.upperBound...].prefix { $0 != " " })
        }
        #expect(times.count == slowest.count && times == times.sorted(by: >), "\(text)")
    }

    @Test func wiringTracePrintsEveryValueMadeOnStandardError() throws {
        let printed = try AppProcess.run(
            "atm", ["--print-startup", "--json"], environment: [CreationTracingVariable.name: "1"])
        try #require(printed.status == 0, "\(printed)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any])
        let made = try #require(object["made"] as? [[String: Any]])
        let traced = printed.stderr.split(separator: "\n").filter { $0.hasPrefix("wiring-trace: ") }
        #expect(traced.count == made.count, "\(printed)")
        let untraced = try AppProcess.run("atm", ["--print-startup"])
        #expect(untraced.stderr.isEmpty, "\(untraced)")
    }

    @Test func printStartupRefusesAPicture() throws {
        let result = try AppProcess.run("atm", ["--print-startup", "--dot"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.contains("--print-startup prints text, or JSON with --json"), "\(result)")
    }

    @Test func theHelpListsTheQuestions() throws {
        let help = try AppProcess.run("atm", ["--help"]).stdout
        #expect(help.contains("--print-startup [--json]"))
        #expect(help.contains("--print-graph json"))
        #expect(help.contains("--check-wiring [--json] [--warnings-as-errors]"))
        let report = try AppProcess.run(AppProcess.reportTool, ["--help"])
        #expect(report.status == 0, "\(report)")
        #expect(report.stdout.contains("wiring-report why GRAPH TYPE [--json|--dot]"))
        #expect(report.stdout.contains("wiring-report diff FIRST SECOND [--json|--dot] [--fail-on-difference]"))
        #expect(report.stdout.contains("wiring-report dot GRAPH"))
    }

    /// The questions moved out of the apps: an app asked for DOT says where it went.
    @Test func anAppAskedForDOTSaysWhereItWent() throws {
        let result = try AppProcess.run("atm", ["--print-graph", "dot"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.contains("atm --print-graph json | wiring-report dot -"), "\(result)")
    }
}

/// The variable that turns on Wiring's creation trace, spelled here without importing Wiring.
enum CreationTracingVariable {
    static let name = "WIRING_TRACE"
}
