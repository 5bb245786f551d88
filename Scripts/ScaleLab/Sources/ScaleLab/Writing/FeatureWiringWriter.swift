/// Writes a feature's wiring library: only bindings for its sibling's types, what it requires
/// from other libraries, and, for one feature in ten, a child component per session.
enum FeatureWiringWriter {
    static func files(for plan: FeaturePlan) -> [SourceFile] {
        let folder = "Sources/\(plan.feature.wiringName)/"
        var files = [SourceFile(path: folder + "\(plan.name)Module.swift", text: module(plan))]
        if plan.feature.hasSession {
            files.append(SourceFile(path: folder + "\(plan.name)SessionComponent.swift", text: sessionComponent(plan)))
        }
        return files
    }

    /// How many bindings the library declares, the child component's included.
    static func bindingCount(of plan: FeaturePlan) -> Int {
        let feature = plan.feature
        return 6 + (feature.hasHealthCheck ? 1 : 0) + (feature.hasCatalog ? 1 : 0) + (feature.hasSession ? 3 : 0)
    }

    private static func module(_ plan: FeaturePlan) -> String {
        let p = plan.name
        let feature = plan.feature
        let imports = (["ServiceAPI", "Wiring", p] + plan.dependencyNames).sorted()
        var lines: [String] = []
        for name in plan.dependencyNames {
            lines.append("binder.requires(\(name)Service.self)")
        }
        for service in feature.services {
            lines.append("binder.requires((any \(service.protocolName)).self)")
        }
        if feature.hasSession {
            lines.append("binder.install(\(p)SessionComponent.self)")
        }
        lines.append("binder.bind(\(p)Policy.self).to(value: \(plan.policyExpression))")
        if plan.storeParameters.isEmpty {
            lines.append("binder.bind(\(p)Store.self).scoped(.singleton).to(factory: { \(p)Store() })")
        } else {
            lines.append("binder.bind(\(p)Store.self).scoped(.singleton).to(factory: \(p)Store.init)")
        }
        lines.append("binder.bind(\(p)Repository.self).to(factory: \(p)Repository.init)")
        if feature.hasCatalog {
            lines.append("binder.bind((any \(p)Catalog).self).to(factory: \(p)StoreCatalog.init)")
        }
        if feature.dependencies.contains(where: \.throughProvider) {
            var parameters: [String] = []
            var arguments: [String] = []
            for (label, type) in plan.serviceParameters {
                if type.hasPrefix("@escaping") {
                    let service = String(type.split(separator: " ").last ?? "")
                    parameters.append("\(label): Provider<\(service)>")
                    arguments.append("\(label): { \(label).get() }")
                } else {
                    parameters.append("\(label): \(type)")
                    arguments.append("\(label): \(label)")
                }
            }
            lines.append(
                "binder.bind(\(p)Service.self).scoped(.singleton).to(factory: {\n"
                    + "    (\(parameters.joined(separator: ", "))) in\n"
                    + "    \(p)Service(\(arguments.joined(separator: ", ")))\n"
                    + "})")
        } else {
            lines.append("binder.bind(\(p)Service.self).scoped(.singleton).to(factory: \(p)Service.init)")
        }
        let formatterScope = plan.formatterIsSingleton ? ".scoped(.singleton)" : ""
        lines.append("binder.bind(\(p)Formatter.self)\(formatterScope).to(factory: { \(p)Formatter() })")
        var entryParameters = ["service: \(p)Service", "formatter: Provider<\(p)Formatter>"]
        var entryArguments = ["service: service", "makeFormatter: { formatter.get() }"]
        if feature.uses(.flags) {
            entryParameters.append("flags: any FlagSource")
            entryArguments.append("flags: flags")
        }
        if feature.hasSession {
            entryParameters.append("sessions: \(p)Sessions")
            entryArguments.append("sessions: sessions")
            lines.append(
                "binder.bind(\(p)Sessions.self).to(factory: { (sessions: ChildFactory<\(p)SessionComponent>) in\n"
                    + "    \(p)Sessions(start: { sessions.build($0).root })\n" + "})")
        }
        lines.append(
            "binder.bind((any FeatureEntry).self).intoCollection().to(factory: {\n"
                + "    (\(entryParameters.joined(separator: ", "))) in\n"
                + "    \(p)Entry(\(entryArguments.joined(separator: ", ")))\n" + "})")
        if feature.hasHealthCheck {
            lines.append("binder.bind((any HealthCheck).self).intoCollection().to(factory: \(p)Health.init)")
        }
        let body = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .map { "        " + $0 }
        return """
            \(imports.map { "import \($0)" }.joined(separator: "\n"))

            /// Binds \(p)'s store, repository, service and entry. The services of the features it builds on and
            /// the core services come from other wiring libraries: it declares them with `requires`.
            public enum \(p)Module: Module {
                public static func configure(binder: Binder) {
            \(body.joined(separator: "\n"))
                }
            }

            """
    }

    private static func sessionComponent(_ plan: FeaturePlan) -> String {
        let p = plan.name
        return """
            import \(p)
            import Wiring

            /// One session of \(p), built from its id: its log lives as long as the session.
            public enum \(p)SessionComponent: ChildComponent {
                public typealias Seed = \(p)SessionID
                public typealias Root = \(p)Session
                public static let scope = Scope("\(p.lowercased())-session")

                public static func configure(binder: Binder) {
                    binder.bind(\(p)SessionLog.self).scoped(scope).to(factory: \(p)SessionLog.init)
                    binder.bind(\(p)Session.self).to(factory: \(p)Session.init)
                }
            }

            """
    }
}
