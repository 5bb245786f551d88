/// A wiring library checked on its own, before any app links it: its bindings against each
/// other and against what it declares it needs from outside (`binder.requires(_:)`).
extension WiringLibrary {
    /// Every problem of this library's bindings, as an app's graph would report it, with
    /// what the library requires standing in for the libraries that will bind it; and a
    /// warning for each requirement nothing uses. Nothing is created.
    ///
    /// A factory parameter that nothing in the library binds and that is not declared as a
    /// requirement is a `Wiring.MissingBinding`, with its file and line: the mistake is found in
    /// the library, not in the first app that links it.
    public func check(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line)
        -> [Diagnostic]
    {
        let (tree, problems) = ComponentLevel.tree(
            rootKey: BindingKey(LibraryWithoutRoot.self), modules: modules, overrides: [],
            builtAt: SourceLocation(fileID: fileID, filePath: filePath, line: line))
        var warnings: [Diagnostic] = []
        var standIns: [(level: ComponentLevel, position: Int, requirement: Requirement)] = []
        for level in tree.subtree {
            // Indexing the level numbers its keys, which `single` looks up.
            _ = level.levelIndex
            for requirement in level.requirements {
                let key = requirement.key(seenFrom: level)
                if let bound = level.single(key) {
                    warnings.append(.requirementBoundByItsLibrary(requirement, binding: bound.binding))
                    continue
                }
                standIns.append((level, level.bindings.count, requirement))
                level.addStandIn(
                    Binding(
                        key: key, scope: nil, dependencies: .none, location: requirement.location,
                        declaredIn: requirement.declaredIn, valueType: Void.self,
                        recipe: .value(Recipe<Void> { _ in () }.erased)))
            }
        }
        let graph = DependencyGraph(root: tree)
        var validator = GraphValidator(linkedLibraries: [name])
        validator.buildsAsynchronously = true
        validator.checkedLibrary = name
        let errors = validator.validate(graph, declarationProblems: problems)
        // A stand-in no request reaches is a requirement nothing uses.
        let used = Set(graph.targetNodes.map(Int.init))
        for standIn in standIns where !used.contains(graph.firstNode(of: standIn.level) + standIn.position) {
            warnings.append(.unusedRequirement(standIn.requirement))
        }
        return errors + warnings
    }
}

extension WiringLibrary {
    /// The types the library's modules bind, named as diagnostics name them: what
    /// `swift package check-wiring` gathers from every library (``PackageBindings``).
    package func boundTypeNames() -> [String] {
        let (tree, _) = ComponentLevel.tree(
            rootKey: BindingKey(LibraryWithoutRoot.self), modules: modules, overrides: [],
            builtAt: SourceLocation(fileID: #fileID, filePath: #filePath, line: #line))
        var names: [String] = []
        for level in tree.subtree {
            for position in level.bindings.indices where !level.bindings[position].key.isReadByRequestKind {
                let name = level.bindings[position].key.name
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }
}

/// The root of a wiring library checked on its own: a library has none, so nothing binds it,
/// and the check does not look for it.
private enum LibraryWithoutRoot {}

/// One linked wiring library and the modules it declares.
///
/// Apps do not write these by hand: the `LinkedWiringPlugin` generates a
/// `LinkedWiring.libraries` list from the `…Wiring` targets in the app's dependency
/// closure, so which implementations an app gets is decided by what it links.
public struct WiringLibrary: Sendable {
    /// The wiring library's target name, such as `NetworkWiring`.
    public let name: String
    /// The public `Module` types declared in that library.
    public let modules: [any Module.Type]

    /// Describes a linked wiring library.
    public init(name: String, modules: [any Module.Type]) {
        self.name = name
        self.modules = modules
    }
}
