/// An app's graph, validated and looked over for what its root never uses, with nothing
/// created: what `--check-wiring` and `--print-graph json` read.
///
/// ```swift
/// let check = try Component.check(root: ATMCommandLine.self, libraries: LinkedWiring.libraries)
/// check.warnings.forEach { print($0) }
/// ```
public struct GraphCheck: Sendable {
    /// What the root never uses (`Wiring.UnusedLibrary`, `Wiring.UnreachableBinding`,
    /// `Wiring.UnusedContribution`), libraries first, then bindings in declaration order; empty
    /// when everything is used. Warnings only: a graph with errors throws instead.
    public let warnings: [Diagnostic]
    /// The linked wiring libraries the graph was built from.
    public let libraries: [String]
    private let declared: [DeclaredLevel]

    init(warnings: [Diagnostic], libraries: [String], declared: [DeclaredLevel]) {
        self.warnings = warnings
        self.libraries = libraries
        self.declared = declared
    }

    /// Every binding, children's included, as ``Component/validate(root:libraries:overrides:fileID:filePath:line:)``
    /// returns them.
    public var bindings: [BindingDescription] {
        declared.flatMap { level in level.bindings.map { BindingDescription($0, component: level.component) } }
    }

    /// The graph as data, as the built component's ``Component/graph`` would be; worked out on
    /// each access.
    public var graph: WiringGraph {
        WiringGraph(levels: declared, libraries: libraries)
    }
}

extension Component {
    /// Checks the graph as ``validate(root:libraries:overrides:fileID:filePath:line:)`` does,
    /// creating nothing, and then looks for what the root never uses: a linked wiring library
    /// none of whose bindings it reaches, a binding no path from it reaches, and a collection
    /// or map contribution of a type nothing asks for. Those are warnings, which building never
    /// reports: `--check-wiring` prints them, and `--check-wiring --warnings-as-errors` fails
    /// on them.
    ///
    /// A binding the app asks for by type, with `resolve(_:)` or `@Injected`, is reached by no
    /// path; mark it with ``BindingBuilder/reachedByType()`` so that it counts as used.
    ///
    /// - Returns: The warnings, every binding, and the graph as data.
    /// - Throws: A ``WiringError`` with every error validation found, as `validate` throws it.
    public static func check(
        root: Root.Type = Root.self, libraries: [WiringLibrary], overrides: [any Module.Type] = [],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) throws(WiringError) -> GraphCheck {
        try check(
            root: root, libraries: libraries, overrides: overrides, packageBindings: nil,
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line))
    }

    /// ``check(root:libraries:overrides:fileID:filePath:line:)``, told what every wiring library
    /// of the package binds, so that a type nothing linked binds is reported with the libraries
    /// that do bind it: what `swift package check-wiring` runs.
    package static func check(
        root: Root.Type = Root.self, libraries: [WiringLibrary], packageBindings: PackageBindings?,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) throws(WiringError) -> GraphCheck {
        try check(
            root: root, libraries: libraries, overrides: [], packageBindings: packageBindings,
            at: SourceLocation(fileID: fileID, filePath: filePath, line: line))
    }

    private static func check(
        root: Root.Type, libraries: [WiringLibrary], overrides: [any Module.Type], packageBindings: PackageBindings?,
        at location: SourceLocation
    ) throws(WiringError) -> GraphCheck {
        let names = libraries.map(\.name)
        // The steps of `validate`, which keeps its dependency graph to itself: the warnings and
        // the exported graph are worked out from the same one.
        let (tree, problems) = ComponentLevel.tree(
            rootKey: BindingKey(Root.self), modules: libraries.flatMap(\.modules), overrides: overrides,
            builtAt: location)
        let graph = DependencyGraph(root: tree)
        var validator = GraphValidator(linkedLibraries: names)
        validator.buildsAsynchronously = true
        validator.packageBindings = packageBindings
        let diagnostics = validator.validate(graph, declarationProblems: problems)
        guard diagnostics.isEmpty else { throw WiringError(diagnostics: diagnostics) }
        return GraphCheck(
            warnings: UnusedBindings(graph: graph, libraries: libraries).warnings(), libraries: names,
            declared: graph.levels.map(DeclaredLevel.init))
    }
}
