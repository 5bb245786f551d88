/// Writes the apps' `main.swift` files, made as the ATM's are: one call to
/// `AppLauncher.main` with the generated `LinkedWiring.libraries`. The hand-wired product makes
/// the same graph with plain initializers.
enum AppsWriter {
    static func files(for apps: [LabApp], plans: [FeaturePlan]) -> [SourceFile] {
        apps.flatMap { app in
            app.usesWiring
                ? [SourceFile(path: "Apps/\(app.target)/main.swift", text: main(app))]
                : handWired(app, plans: plans)
        }
    }

    private static func main(_ app: LabApp) -> String {
        """
        import AppShell
        import WiringLaunch

        // Read first, so that the start-up the app reports covers building and validating the
        // graph and making the root.
        let started = ContinuousClock.now

        // \(app.summary.prefix(1).uppercased() + app.summary.dropFirst()). What it links, in the
        // package's manifest, decides its implementations; `LinkedWiring` is generated from that.
        let info = AppInfo(name: "\(app.product)", summary: "\(app.summary)", usage: AppShell.usage)

        await AppLauncher.main(info, root: AppShell.self, libraries: LinkedWiring.libraries) { shell, arguments in
            StartupReport.report(since: started)
            return shell.run(arguments: arguments)
        }

        """
    }

    private static func handWired(_ app: LabApp, plans: [FeaturePlan]) -> [SourceFile] {
        let main = """
            import AppShell

            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif

            // Read first, as in the apps Wiring builds.
            let started = ContinuousClock.now

            // The product app's graph, made by hand: no Wiring, no validation, plain initializers in
            // dependency order. It prints what the product app prints.
            let shell = makeShell()
            StartupReport.report(since: started)
            exit(shell.run(arguments: Array(CommandLine.arguments.dropFirst())))

            """
        return [
            SourceFile(path: "Apps/\(app.target)/main.swift", text: main),
            SourceFile(path: "Apps/\(app.target)/HandWiring.swift", text: handWiring(app, plans: plans)),
        ]
    }

    /// `makeShell()`: every object of the product's graph, in dependency order, each scope
    /// kept as Wiring keeps it: singletons made once and shared, unscoped objects made for
    /// each use, a provider a closure, a child component a closure that makes the session's
    /// objects.
    private static func handWiring(_ app: LabApp, plans: [FeaturePlan]) -> String {
        let imports = (app.dependencies).sorted().map { "import \($0)" }
        var lines: [String] = []
        let features = app.features.map { plans[$0].feature }
        let services = CoreService.allCases.filter { service in
            service == .flags || service == .analytics || features.contains { $0.uses(service) }
        }
        for service in services {
            let type = ServiceLibrariesWriter.realType(service)
            let configuration = ServiceLibrariesWriter.realConfiguration(service)
            lines.append(
                "let \(service.parameterName): any \(service.protocolName) = \(type)(configuration: \(configuration))")
        }
        lines.append("var entries: [any FeatureEntry] = []")
        let anyChecks = features.contains(where: \.hasHealthCheck)
        lines.append(anyChecks ? "var checks: [any HealthCheck] = []" : "let checks: [any HealthCheck] = []")
        for index in app.features {
            let plan = plans[index]
            let p = plan.name
            let v = FeaturePlan.variableName(p)
            let feature = plan.feature
            lines.append("")
            lines.append("// \(p)")
            let storeArguments = plan.storeParameters.map { "\($0.label): \($0.label)" }
            lines.append("let \(v)Store = \(p)Store(\(storeArguments.joined(separator: ", ")))")
            let repositoryArguments = plan.repositoryParameters.map { parameter in
                switch parameter.label {
                case "store": "store: \(v)Store"
                case "policy": "policy: \(plan.policyExpression)"
                default: "\(parameter.label): \(parameter.label)"
                }
            }
            var serviceArguments = ["repository: \(p)Repository(\(repositoryArguments.joined(separator: ", ")))"]
            for (dependency, name) in zip(feature.dependencies, plan.dependencyNames) {
                let variable = FeaturePlan.variableName(name)
                serviceArguments.append(
                    dependency.throughProvider
                        ? "\(variable): { \(variable)Service }" : "\(variable): \(variable)Service")
            }
            if feature.uses(.analytics) { serviceArguments.append("analytics: analytics") }
            if feature.hasCatalog { serviceArguments.append("catalog: \(p)StoreCatalog(store: \(v)Store)") }
            lines.append("let \(v)Service = \(p)Service(")
            lines.append("    \(serviceArguments.joined(separator: ", ")))")
            var entryArguments = ["service: \(v)Service"]
            if plan.formatterIsSingleton {
                lines.append("let \(v)Formatter = \(p)Formatter()")
                entryArguments.append("makeFormatter: { \(v)Formatter }")
            } else {
                entryArguments.append("makeFormatter: { \(p)Formatter() }")
            }
            if feature.uses(.flags) { entryArguments.append("flags: flags") }
            if feature.hasSession {
                entryArguments.append(
                    "sessions: \(p)Sessions(start: { id in \(p)Session(id: id, log: \(p)SessionLog(id: id), "
                        + "service: \(v)Service) })")
            }
            lines.append("entries.append(\(p)Entry(\(entryArguments.joined(separator: ", "))))")
            if feature.hasHealthCheck { lines.append("checks.append(\(p)Health(store: \(v)Store))") }
        }
        lines.append("")
        lines.append("return AppShell(entries: entries, checks: checks, flags: flags, analytics: analytics)")
        return """
            \(imports.joined(separator: "\n"))

            /// Makes every object of the product app's graph with plain initializers, in dependency order:
            /// singletons once and shared, unscoped objects for each use, providers as closures, each
            /// session's objects in a closure.
            func makeShell() -> AppShell {
            \(lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n"))
            }

            """
    }
}
