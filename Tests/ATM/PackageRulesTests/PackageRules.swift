/// The wiring-library rules, as functions from a package to its violations.
///
/// 1. A library never imports Wiring: neither an ATM library nor a documented library, which
///    holds the library half of the documentation's examples.
/// 2. A wiring library depends only on its sibling and Wiring, binds only its sibling's types
///    (or a protocol its sibling implements, or a type of the framework target `Wiring` made
///    for its sibling's or its own types, such as `KeyedComponents<AccountComponent>`), and
///    includes only its own modules.
/// 3. An app never lists modules: it uses the generated `LinkedWiring` and the plugin.
/// 4. A source file that decodes JSON checks it with `JSONSyntaxCheck.firstProblem` first,
///    because the toolchain's decoder traps on deep enough nesting and reads more than the one
///    dialect the bank and the ATM share. The check itself decodes only single strings it has
///    already checked.
/// 5. The layout tells the framework from the ATM, and tests from what ships: the framework's
///    targets in `Sources/<Name>`, every ATM library and wiring library in `Sources/ATM/<Name>`,
///    tests in `Tests/Framework/` or `Tests/ATM/`, the code tests share in `Tests/Support/<Name>`
///    (the documented libraries in `Tests/Framework/<Name>`) with only tests depending on it, and
///    only framework targets exported as library products.
/// 6. The framework's API tests never `@testable import`, and depend on and import only what a
///    client can: the library products, the test support, and the toolchain's modules. What they
///    check, a client can do.
/// 7. Every unsafe construct in the framework's code has a `// Safe:` note that says why it is
///    safe and names the tests that hold it (`unsafeCodeViolations`, in SafeNoteRules.swift).
enum PackageRules {
    static func libraryViolations(_ package: PackageModel) -> [String] {
        var violations: [String] = []
        let documented = Set(package.documentedLibraries.map(\.name))
        for library in package.plainLibraries + package.documentedLibraries {
            for dependency in library.dependencies where isWiring(dependency) {
                violations.append("\(library.name) depends on \(dependency); libraries stay plain Swift")
            }
            let fix =
                documented.contains(library.name)
                ? "an example's library type takes plain values and closures, and its bindings live in WiringTests"
                : "move its bindings to \(library.name)Wiring"
            for (file, source) in library.sources.sorted(by: { $0.key < $1.key })
            where SwiftSourceFacts.imports(in: source).contains(where: isWiring) {
                violations.append("\(library.path)/\(file) imports Wiring; \(fix)")
            }
        }
        return violations
    }

    /// Whether a module is part of Wiring (`Wiring`, `WiringLaunch`, `WiringSupport`) or a wiring
    /// library, which a library never sees.
    private static func isWiring(_ module: String) -> Bool {
        module.hasPrefix("Wiring") || module.hasSuffix("Wiring")
    }

    static func wiringLibraryViolations(_ package: PackageModel) -> [String] {
        var violations: [String] = []
        // The framework's own types, such as `KeyedComponents`, read from the package like a sibling's.
        let frameworkSources = package.target(named: "Wiring")?.sources ?? [:]
        let frameworkTypes = frameworkSources.values.reduce(into: Set<String>()) {
            $0.formUnion(SwiftSourceFacts.declaredTypes(in: $1))
        }
        for wiring in package.wiringLibraries {
            let siblingName = String(wiring.name.dropLast("Wiring".count))
            guard let sibling = package.target(named: siblingName) else {
                violations.append("\(wiring.name) has no sibling library named \(siblingName)")
                continue
            }
            let extra = Set(wiring.dependencies).subtracting([siblingName, "Wiring"])
            if !extra.isEmpty {
                violations.append(
                    "\(wiring.name) depends on \(extra.sorted().joined(separator: ", ")); "
                        + "a wiring library depends only on \(siblingName) and Wiring")
            }
            let allowedImports = Set(sibling.dependencies + [siblingName, "Wiring", "Foundation"])
            let siblingTypes = sibling.sources.values.reduce(into: Set<String>()) {
                $0.formUnion(SwiftSourceFacts.declaredTypes(in: $1))
            }
            let siblingConformances = sibling.sources.values.reduce(into: Set<String>()) { result, source in
                for names in SwiftSourceFacts.conformances(in: source).values { result.formUnion(names) }
            }
            let ownModules = wiring.sources.values.reduce(into: Set<String>()) {
                $0.formUnion(SwiftSourceFacts.declaredTypes(in: $1))
            }
            for (file, source) in wiring.sources.sorted(by: { $0.key < $1.key }) {
                let place = "\(wiring.path)/\(file)"
                for module in SwiftSourceFacts.imports(in: source).subtracting(allowedImports).sorted() {
                    violations.append(
                        "\(place) imports \(module); a wiring library imports only \(siblingName), "
                            + "what \(siblingName) depends on, and Wiring")
                }
                for bound in SwiftSourceFacts.boundTypes(in: source) {
                    let (name, arguments) = SwiftSourceFacts.genericParts(of: bound)
                    if name.hasPrefix("any ") {
                        let proto = String(name.dropFirst(4))
                        if !siblingConformances.contains(proto) && !siblingTypes.contains(proto) {
                            violations.append("\(place) binds '\(bound)', but nothing in \(siblingName) implements it")
                        }
                    } else if frameworkTypes.contains(name) && !siblingTypes.contains(name) {
                        // A framework type belongs to this library only through its arguments.
                        let ownTypes = siblingTypes.union(ownModules)
                        let foreign = arguments.filter { !ownTypes.contains($0) && !frameworkTypes.contains($0) }
                        if !foreign.isEmpty {
                            let names = foreign.map { "'\($0)'" }.joined(separator: ", ")
                            violations.append(
                                "\(place) binds '\(bound)' for \(names), which neither \(siblingName) "
                                    + "nor \(wiring.name) declares; bind it in the wiring library of the module that declares it"
                            )
                        } else if !arguments.contains(where: ownTypes.contains) {
                            violations.append(
                                "\(place) binds the Wiring type '\(bound)', which names none of "
                                    + "\(siblingName)'s or \(wiring.name)'s types; bind framework types only for your own types"
                            )
                        }
                    } else if !siblingTypes.contains(name) {
                        violations.append(
                            "\(place) binds '\(bound)', which \(siblingName) does not declare; "
                                + "bind it in the wiring library of the module that declares it")
                    }
                }
                for module in SwiftSourceFacts.includedModules(in: source) where !ownModules.contains(module) {
                    violations.append(
                        "\(place) includes \(module) from another library; "
                            + "apps link wiring libraries, wiring libraries never include each other")
                }
            }
        }
        return violations
    }

    static func appViolations(_ package: PackageModel) -> [String] {
        var violations: [String] = []
        for app in package.apps {
            if !app.dependencies.contains("LinkedWiringPlugin") {
                violations.append("\(app.name) does not use LinkedWiringPlugin, so its root is not generated")
            }
            let text = app.sources.values.map(SwiftSourceFacts.withoutComments).joined(separator: "\n")
            if !text.contains("LinkedWiring.libraries") {
                violations.append("\(app.name) does not build its graph from LinkedWiring.libraries")
            }
            for forbidden in [".include(", ".bind(", "Module.self", ": Module"] where text.contains(forbidden) {
                violations.append("\(app.name) lists wiring by hand ('\(forbidden)'); link a wiring library instead")
            }
            if package.dependencyClosure(of: app).contains(reports) {
                violations.append(
                    "\(app.name) compiles \(reports); an app prints its graph, and wiring-report answers questions about it"
                )
            }
        }
        return violations
    }

    /// The questions about exported graphs, which `wiring-report` asks: no app compiles them.
    static let reports = "WiringReports"

    /// The calls that bound a JSON text before `JSONDecoder` sees it: the ATM's check in
    /// `BankAPI`, and the framework's own in `WiringSupport`, which cannot depend on the ATM.
    static let jsonChecks = ["JSONSyntaxCheck.firstProblem(", "JSONNesting.isTooDeep("]

    /// Every library or app file that decodes JSON bounds the text first, because the
    /// toolchain's `JSONDecoder` traps on some deeply nested input.
    static func jsonDecodingViolations(_ package: PackageModel) -> [String] {
        var violations: [String] = []
        for target in package.targets where target.kind == .library || target.kind == .executable {
            for (file, source) in target.sources.sorted(by: { $0.key < $1.key }) where file != "JSONSyntaxCheck.swift" {
                let text = SwiftSourceFacts.withoutComments(source)
                let decodes = text.contains("JSONDecoder(") || text.contains("JSONSerialization.jsonObject")
                let checks = Self.jsonChecks.contains { text.contains($0) }
                if decodes && !checks {
                    violations.append(
                        "\(target.path)/\(file) decodes JSON without checking it first; "
                            + "check JSONSyntaxCheck.firstProblem (or, in the framework, "
                            + "JSONNesting.isTooDeep) before the decoder sees it")
                }
            }
        }
        return violations
    }

    /// `Synchronization.Mutex` locks through futex calls that ThreadSanitizer on Linux cannot
    /// see, so code that runs under it reports races in correct code, now and then: the
    /// framework and its tests lock with Injection's `Locked` instead.
    static func threadSanitizedMutexViolations(_ package: PackageModel) -> [String] {
        var violations: [String] = []
        for target in package.targets where PackageModel.threadSanitizedTargets.contains(target.name) {
            for (file, source) in target.sources.sorted(by: { $0.key < $1.key }) {
                let text = SwiftSourceFacts.withoutComments(source)
                if text.contains("Mutex<") || text.contains("Mutex(") {
                    violations.append(
                        "\(target.path)/\(file) uses Synchronization.Mutex, which ThreadSanitizer cannot see; "
                            + "use Injection's Locked")
                }
            }
        }
        return violations
    }

    /// The files of each framework target that code inlined into clients may reach: reading an
    /// instance (the frozen graph, the instance store and its cells, recipes, providers),
    /// declaring a binding, and recognizing a parameter's request kind where its type is known
    /// (the probe, and each kind's one witness for it). Everything else (what request kinds do,
    /// validation, graph exports, diagnostics) stays internal, so changing it changes no
    /// client's compiled code.
    static let inlinableSurface: [String: [String]] = [
        "Wiring": [
            "Declaring/", "Resolving/", "Freezing/FrozenGraph.swift", "Requests/Provider.swift",
            "Requests/ProviderAnswer.swift",
            "Requests/ProviderTarget.swift", "Requests/DependencyList.swift", "Requests/DependencyRequest.swift",
            "Requests/KindProbe.swift", "Requests/RecognizableRequestKinds.swift", "Requests/ChildInstance.swift",
            "Diagnostics/SourceLocation.swift", "Tracing/CreationTracing.swift",
        ]
    ]

    /// How many `@usableFromInline` declarations the framework may have: each is one the
    /// compiler asks for. A change that needs more raises this in the same commit, saying why.
    static let usableFromInlineCeiling = 96

    /// How many `@inlinable` declarations the framework may have: clients compile each one's body
    /// into their own code, so changing it changes theirs. A change that needs more raises this
    /// in a commit that says why.
    static let inlinableCeiling = 72

    static func inlinableSurfaceViolations(_ package: PackageModel) -> [String] {
        var violations: [String] = []
        var count = 0
        var inlinable = 0
        for target in package.targets where PackageModel.frameworkTargets.contains(target.name) {
            let surface = inlinableSurface[target.name] ?? []
            for (file, source) in target.sources.sorted(by: { $0.key < $1.key }) {
                let text = SwiftSourceFacts.withoutComments(source)
                let usable = text.components(separatedBy: "@usableFromInline").count - 1
                count += usable
                inlinable += text.components(separatedBy: "@inlinable").count - 1
                let exposed = usable > 0 || text.contains("@inlinable")
                if exposed && !surface.contains(where: { file.hasPrefix($0) }) {
                    violations.append(
                        "\(target.path)/\(file) is reached by inlinable code; only reading an instance and "
                            + "declaring a binding are, and the rest of \(target.name) stays internal")
                }
            }
        }
        if count > usableFromInlineCeiling {
            violations.append(
                "the framework has \(count) @usableFromInline declarations, more than \(usableFromInlineCeiling); "
                    + "keep internals out of inlinable code, or raise the ceiling with the reason")
        }
        if inlinable > inlinableCeiling {
            violations.append(
                "the framework has \(inlinable) @inlinable declarations, more than \(inlinableCeiling); "
                    + "keep the body out of line, or raise the ceiling only in a commit that says why")
        }
        return violations
    }

    static func layoutViolations(_ package: PackageModel) -> [String] {
        var violations: [String] = []
        for target in package.plainLibraries + package.wiringLibraries where target.path != "Sources/ATM/\(target.name)"
        {
            violations.append("\(target.name) is in \(target.path); ATM libraries live in Sources/ATM/\(target.name)")
        }
        for target in package.targets
        where PackageModel.frameworkTargets.contains(target.name) && target.kind != .plugin
            && target.path != "Sources/\(target.name)"
        {
            violations.append(
                "\(target.name) is in \(target.path); the framework's targets live in Sources/\(target.name)")
        }
        for target in package.targets
        where target.kind == .test && !target.path.hasPrefix("Tests/Framework/") && !target.path.hasPrefix("Tests/ATM/")
        {
            violations.append("\(target.name) is in \(target.path); tests live in Tests/Framework/ or Tests/ATM/")
        }
        let documented = Set(package.documentedLibraries.map(\.name))
        for target in package.testSupport {
            let place =
                documented.contains(target.name) ? "Tests/Framework/\(target.name)" : "Tests/Support/\(target.name)"
            if target.path != place {
                violations.append("\(target.name) is in \(target.path); code the tests share lives in \(place)")
            }
        }
        let testSupport = Set(package.testSupport.map(\.name))
        for target in package.targets where target.kind != .test && target.kind != .testSupport {
            for dependency in target.dependencies where testSupport.contains(dependency) {
                violations.append(
                    "\(target.name) depends on \(dependency), which is test code; only tests depend on it")
            }
        }
        for (product, targets) in package.libraryProducts.sorted(by: { $0.key < $1.key }) {
            for target in targets where !PackageModel.frameworkTargets.contains(target) {
                violations.append(
                    "library product \(product) exports \(target); the package exports only the framework")
            }
        }
        return violations
    }

    static func apiTestViolations(_ package: PackageModel) -> [String] {
        var violations: [String] = []
        for target in package.targets where PackageModel.apiTestTargets.contains(target.name) {
            for (file, source) in target.sources.sorted(by: { $0.key < $1.key }) {
                let lines = SwiftSourceFacts.withoutComments(source).split(separator: "\n")
                if lines.contains(where: { $0.drop(while: \.isWhitespace).hasPrefix("@testable ") }) {
                    violations.append(
                        "\(target.path)/\(file) uses @testable import; \(target.name) tests the public API, "
                            + "and tests of internals live in WiringInternalTests")
                }
            }
        }
        return violations
    }

    /// The API tests' dependencies and imports among the package's own modules: only the targets
    /// a library product exports, and the test support. A module the package does not declare is
    /// the toolchain's (`Testing`, `Foundation`, `Dispatch`, …), which a client has too.
    static func apiTestImportViolations(_ package: PackageModel) -> [String] {
        var violations: [String] = []
        let allowed = Set(package.libraryProducts.values.joined()).union(package.testSupport.map(\.name))
        let ownModules = Set(package.targets.map(\.name))
        for target in package.targets where PackageModel.apiTestTargets.contains(target.name) {
            for dependency in target.dependencies where !allowed.contains(dependency) {
                violations.append(
                    "\(target.name) depends on \(dependency), which no library product exports; "
                        + "\(target.name) tests the public API with what a client can import")
            }
            for (file, source) in target.sources.sorted(by: { $0.key < $1.key }) {
                let imported = SwiftSourceFacts.imports(in: source).intersection(ownModules).subtracting(allowed)
                for module in imported.sorted() {
                    violations.append(
                        "\(target.path)/\(file) imports \(module), which no library product exports; "
                            + "\(target.name) imports only the library products, the test support and the toolchain's "
                            + "modules, and tests of internals live in WiringInternalTests")
                }
            }
        }
        return violations
    }

    static func manifestViolations(_ package: PackageModel) -> [String] {
        let manifest = SwiftSourceFacts.withoutComments(package.manifest)
        var violations: [String] = []
        if manifest.contains(".package(") {
            violations.append("Package.swift declares a package dependency; the root package has none")
        }
        if !manifest.contains("dependencies: []") {
            violations.append("Package.swift must keep `dependencies: []`")
        }
        return violations
    }
}
