/// Puts the scanned files of one wiring library together and decides which of its types the
/// generated root lists, and under which build conditions.
///
/// The convention: a type is listed when it is `public` or `open` and conforms to `Module`,
/// named directly (`Module`, `Wiring.Module`, or `MainActorModule`, which refines it) or through
/// a typealias the library declares, in its own declaration or in an extension in any file of
/// the library. Non-public modules
/// are building blocks that the library's public modules include, and a `ChildComponent`
/// is installed by a parent module, so neither is listed.
///
/// What the generator cannot list, though it may be meant as a root module, is an error at
/// its declaration, never a silent omission: a conformance only through a protocol of the
/// library that refines `Module` or through a superclass; a public module that is generic
/// or nested in a generic type; and a module, or a conformance to `Module`, in an extension
/// of a type the library does not declare.
struct ModuleResolver {
    /// The modules of one library and the errors about the ones it cannot list.
    struct Result: Equatable {
        var modules: [ListedModule] = []
        var diagnostics: [SourceDiagnostic] = []
    }

    /// How an inheritance entry relates to `Module`, strongest claim last.
    private enum Conformance: Comparable {
        case unrelated
        /// A class of this library that is a module, so its subclasses are too.
        case superclass(String)
        /// A protocol of this library that refines `Module`.
        case refinedProtocol(String)
        case childComponent
        case module
    }

    /// What code in another module can do with a type's name.
    private enum Reach {
        case listable
        /// Not public, or inside a type that is not: a building block, not listed.
        case hidden
        /// Meant to be public, but the generated file cannot name it; the payload says why.
        case unnameable(String)
    }

    private typealias Declared<T> = (file: String, declaration: T)

    private let library: String
    private var typeOrder: [[String]] = []
    private var types: [[String]: [Declared<ScannedSource.TypeDeclaration>]] = [:]
    private var extensions: [Declared<ScannedSource.Extension>] = []
    private var aliases: [[String]: ScannedSource.Alias] = [:]
    private var protocols: [[String]: ScannedSource.ProtocolDeclaration] = [:]

    /// The modules `library`'s `sources` declare, and errors for those it cannot list.
    static func resolve(library: String, sources: [ScannedSource]) -> Result {
        ModuleResolver(library: library, sources: sources).resolve()
    }

    private init(library: String, sources: [ScannedSource]) {
        self.library = library
        for source in sources {
            for type in source.types {
                var type = type
                type.path = normalized(type.path)
                if types[type.path] == nil { typeOrder.append(type.path) }
                types[type.path, default: []].append((source.file, type))
            }
            for var alias in source.aliases {
                alias.path = normalized(alias.path)
                aliases[alias.path] = aliases[alias.path] ?? alias
            }
            for var declaration in source.protocols {
                declaration.path = normalized(declaration.path)
                protocols[declaration.path] = protocols[declaration.path] ?? declaration
            }
            for var declaration in source.extensions {
                declaration.extended = normalized(declaration.extended)
                extensions.append((source.file, declaration))
            }
        }
    }

    /// `name` without a leading qualification by this library (`ATMLibWiring.X` is `X`).
    private func normalized(_ name: [String]) -> [String] {
        name.count > 1 && name[0] == library ? Array(name.dropFirst()) : name
    }

    private func dotted(_ name: [String]) -> String {
        name.joined(separator: ".")
    }

    // MARK: - Deciding

    private func resolve() -> Result {
        var result = Result()
        for (file, declaration) in extensions where types[declaration.extended] == nil {
            let conformance = strongest(declaration.inheritance.map { classify($0, in: declaration.extended) })
            if conformance > .unrelated && conformance != .childComponent {
                let name = dotted(declaration.extended)
                result.diagnostics.append(
                    SourceDiagnostic(
                        file: file, line: declaration.line,
                        message:
                            "this extension makes '\(name)' a Module, but \(library) does not declare '\(name)', "
                            + "so the generated root cannot name it; declare the module as a public type of \(library)")
                )
            }
        }
        for path in typeOrder {
            resolveType(at: path, into: &result)
        }
        result.diagnostics.sort()
        return result
    }

    /// Lists the type at `path` if it is a module the root can name, or reports why not.
    private func resolveType(at path: [String], into result: inout Result) {
        let declarations = types[path] ?? []
        guard let first = declarations.first else { return }
        let parents = path.count > 1 ? existence(of: Array(path.dropLast())) : [.always]

        var listed: [BuildCondition] = [] // may stay empty for a type in a foreign extension
        var strongestClaim = Conformance.unrelated
        var indirect: (file: String, line: Int, conformance: Conformance)?
        func consider(_ conformance: Conformance, file: String, line: Int, conditions: () -> [BuildCondition]) {
            strongestClaim = max(strongestClaim, conformance)
            if conformance == .module {
                listed += conditions()
            } else if conformance != .unrelated && conformance != .childComponent && indirect == nil {
                indirect = (file, line, conformance)
            }
        }
        for (file, declaration) in declarations {
            let conformance = strongest(declaration.inheritance.map { classify($0, in: declaration.context) })
            consider(conformance, file: file, line: declaration.line) {
                parents.map(declaration.condition.and)
            }
        }
        for (file, declaration) in extensions where declaration.extended == path {
            let conformance = strongest(declaration.inheritance.map { classify($0, in: path) })
            consider(conformance, file: file, line: declaration.line) {
                declarations.flatMap { type in
                    parents.map { type.declaration.condition.and($0).and(declaration.condition) }
                }
            }
        }
        guard strongestClaim == .module || indirect != nil else { return }

        let name = dotted(path)
        switch reach(path) {
        case .hidden:
            return
        case .unnameable(let reason):
            result.diagnostics.append(
                SourceDiagnostic(
                    file: first.file, line: first.declaration.line, message: "public module '\(name)' \(reason)"))
        case .listable where strongestClaim != .module:
            guard strongestClaim != .childComponent, let indirect else { return }
            result.diagnostics.append(
                SourceDiagnostic(
                    file: indirect.file, line: indirect.line, message: indirectMessage(name, indirect.conformance)))
        case .listable:
            result.modules += BuildCondition.covering(listed).map { ListedModule(path: name, condition: $0) }
        }
    }

    /// The error for a type that is a module only in a way the generator does not follow.
    private func indirectMessage(_ name: String, _ conformance: Conformance) -> String {
        let escape = "or make it internal if another module includes it"
        return switch conformance {
        case .superclass(let superclass):
            "'\(name)' is a Module only through its superclass '\(superclass)', and the generated root "
                + "lists only types that conform to Module themselves; make the module a type of its own, \(escape)"
        case .refinedProtocol(let refined):
            "'\(name)' conforms to Module only through '\(refined)', a protocol that refines Module, so "
                + "WiringGenerator cannot tell whether apps should include it; add 'Module' to its "
                + "inheritance clause to list it in every app that links \(library), \(escape)"
        default:
            "'\(name)' is not a module the generated root can list"
        }
    }

    /// The conditions under which some declaration of the type at `path` is compiled,
    /// inside some declaration of each type around it: one entry per alternative.
    private func existence(of path: [String]) -> [BuildCondition] {
        let own = (types[path] ?? []).map(\.declaration.condition)
        guard path.count > 1 else { return own }
        let parents = existence(of: Array(path.dropLast()))
        return own.flatMap { condition in parents.map(condition.and) }
    }

    /// Whether code in another module can name the type at `path`, checking it and every
    /// type around it. Not being public anywhere on the way wins over any other problem.
    private func reach(_ path: [String]) -> Reach {
        var problem: String?
        for length in 1...path.count {
            let prefix = Array(path.prefix(length))
            guard let declarations = types[prefix] else {
                problem =
                    problem ?? "is declared in an extension of '\(dotted(prefix))', which \(library) does "
                    + "not declare, so the generated root cannot name it; declare the module as a public type of \(library)"
                continue
            }
            let visible = declarations.map(\.declaration).filter(\.isPublic)
            guard !visible.isEmpty else { return .hidden }
            if visible.contains(where: \.isGeneric) {
                problem =
                    problem
                    ?? (length == path.count
                        ? "is generic, so the generated root cannot name it; make it non-generic, or make it "
                            + "internal and include a specialization of it from a public module"
                        : "is nested in the generic type '\(dotted(prefix))', so the generated root cannot name it; "
                            + "move it out of '\(dotted(prefix))'")
            }
        }
        return problem.map(Reach.unnameable) ?? .listable
    }

    // MARK: - Classifying names

    private func strongest(_ conformances: [Conformance]) -> Conformance {
        conformances.max() ?? .unrelated
    }

    /// What the inheritance entry `written`, found inside `context`, says about `Module`.
    /// Names the library declares are looked up from the innermost enclosing scope out and
    /// win over `Wiring`'s; `visiting` stops cycles, which the compiler rejects anyway.
    private func classify(_ written: [String], in context: [String], visiting: Set<[String]> = []) -> Conformance {
        let name = normalized(written)
        for length in stride(from: context.count, through: 0, by: -1) {
            let candidate = Array(context.prefix(length)) + name
            guard !visiting.contains(candidate) else { return .unrelated }
            let visiting = visiting.union([candidate])
            let scope = Array(candidate.dropLast())
            if let alias = aliases[candidate] {
                return strongest(alias.targets.map { classify($0, in: scope, visiting: visiting) })
            }
            if let refined = protocols[candidate] {
                return switch strongest(refined.inheritance.map { classify($0, in: scope, visiting: visiting) }) {
                case .unrelated: .unrelated
                case .childComponent: .childComponent
                default: .refinedProtocol(dotted(candidate))
                }
            }
            if let declarations = types[candidate] {
                guard declarations.contains(where: \.declaration.isClass) else { return .unrelated }
                return switch conformance(ofType: candidate, visiting: visiting) {
                case .unrelated: .unrelated
                case .childComponent: .childComponent
                default: .superclass(dotted(candidate))
                }
            }
        }
        return switch name {
        case ["Module"], ["Wiring", "Module"], ["MainActorModule"], ["Wiring", "MainActorModule"]: .module
        case ["ChildComponent"], ["Wiring", "ChildComponent"]: .childComponent
        default: .unrelated
        }
    }

    /// The strongest claim any declaration or extension of the type at `path` makes.
    private func conformance(ofType path: [String], visiting: Set<[String]>) -> Conformance {
        let declared = (types[path] ?? []).flatMap { type in
            type.declaration.inheritance.map { classify($0, in: type.declaration.context, visiting: visiting) }
        }
        let extended = extensions.filter { $0.declaration.extended == path }.flatMap { type in
            type.declaration.inheritance.map { classify($0, in: path, visiting: visiting) }
        }
        return strongest(declared + extended)
    }
}
