/// Collects the bindings of the modules a component includes.
///
/// A module's `configure(binder:)` receives one. The binder records declarations only;
/// nothing is created until the whole graph, children included, has been validated.
public final class Binder {
    // Safe: a binder is made, filled and read by the one thread that builds its graph, and no
    // access to these lists overlaps another, so the runtime's exclusivity checks on them
    // guard nothing; they cost measurably on every declaration of a large graph. (ValidationTests,
    // and ChildComponentTests and KeyedComponentsTests, which build graphs on many threads at
    // once, under ThreadSanitizer)
    @exclusivity(unchecked) private(set) var bindings = BindingList()
    private(set) var children: [ChildDeclaration] = []
    /// Problems found while declaring, such as a `bind` that never got a `.to(…)`.
    private(set) var declarationProblems: [Diagnostic] = []
    /// What the modules configured here need from other wiring libraries.
    private(set) var requirements: [Requirement] = []
    /// The modules configured here, in order; named only when asked (`Component.modules`).
    @exclusivity(unchecked) private(set) var includedModules: [any Module.Type] = []
    @exclusivity(unchecked) private var configuredModules: ModuleSet
    @exclusivity(unchecked) private var currentModule = DeclaringModule(type: nil)
    /// True while override modules are configured: their bindings replace existing ones.
    let isOverriding: Bool

    /// A binder for one component level; modules configured by an ancestor are not configured
    /// again. `expectedModules` is how many modules the caller includes: room is kept for as
    /// many, so the set of configured modules is not reallocated as it grows.
    init(alreadyConfigured: ModuleSet = ModuleSet(), overriding: Bool = false, expectedModules: Int = 0) {
        configuredModules = alreadyConfigured
        if expectedModules > 0 { configuredModules.reserveCapacity(alreadyConfigured.count + expectedModules) }
        isOverriding = overriding
    }

    /// The modules configured at this level and above.
    var configured: ModuleSet { configuredModules }

    /// Includes a module's bindings. A module reached through several paths is configured once.
    public func include(_ module: any Module.Type) {
        guard configuredModules.insert(ObjectIdentifier(module)) else { return }
        let outer = currentModule
        currentModule = DeclaringModule(type: module)
        includedModules.append(module)
        module.configure(binder: self)
        currentModule = outer
    }

    /// Starts a binding for `type`; finish it with `.to(factory:)` or `.to(value:)`.
    ///
    /// ```swift
    /// binder.bind((any NetworkExecutor).self).scoped(.singleton).to(factory: BankNetworkExecutor.init)
    /// ```
    ///
    /// Inlinable, so the builder, a noncopyable struct, is made where `T` is known and the
    /// chain compiles down to recording one binding.
    @inlinable
    public func bind<T: Sendable>(
        _ type: T.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) -> BindingBuilder<T> {
        BindingBuilder(binder: self, location: SourceLocation(fileID: fileID, filePath: filePath, line: line))
    }

    /// Declares that this module's bindings need `type` from another wiring library, such as
    /// an implementation the app chooses by what it links:
    ///
    /// ```swift
    /// binder.requires((any NetworkExecutor).self)
    /// ```
    ///
    /// A wiring library that declares everything it needs from outside can be checked on its
    /// own (``WiringLibrary/check(fileID:filePath:line:)``, `swift package check-wiring`): a
    /// factory parameter that nothing in the library binds and nothing declares is then a
    /// missing binding, found before any app links the library. In an app, a requirement that
    /// no linked library meets is reported where it is declared. A requirement the library does not use is a warning.
    /// `type` is read as a factory parameter: `Tagged<G>` requires the tagged binding, `[T]`
    /// the collection.
    public func requires<T>(
        _ type: T.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) {
        requirements.append(
            Requirement(
                request: DependencyRequest(type),
                location: SourceLocation(fileID: fileID, filePath: filePath, line: line),
                declaredIn: currentModule,
                point: DeclarationPoint(module: currentModule.type.map(ObjectIdentifier.init), position: bindings.count)
            ))
    }

    /// Starts the property injector of `type`, for objects the graph cannot construct.
    public func bindPropertyInjection<T: AnyObject>(
        of type: T.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) -> PropertyInjectionBuilder<T> {
        PropertyInjectionBuilder(
            declaration: BindingDeclaration(
                binder: self, location: SourceLocation(fileID: fileID, filePath: filePath, line: line),
                boundType: DeclaredType("PropertyInjector", of: T.self),
                key: .readByRequestKind(PropertyInjector<T>.self)))
    }

    /// Installs a child component: factories here can then take `ChildFactory<C>` to build instances of it.
    public func install<C: ChildComponent>(
        _ child: C.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line)
        children.append(ChildDeclaration(child, location: location, installedBy: currentModule))
        // The installation is what `ChildFactory<C>` resolves to, so duplicates and missing
        // installations are found like any other binding.
        record(
            Binding(
                key: .readByRequestKind(ChildFactory<C>.self), scope: nil, dependencies: .none, location: location,
                declaredIn: currentModule, origin: .installation, valueType: Void.self,
                recipe: .value(Recipe<Void> { _ in () }.erased)))
    }

    /// Takes the binding, rather than borrowing it, so that storing it costs no extra
    /// retain and release.
    func record(_ binding: consuming Binding) {
        bindings.append(binding)
    }

    /// Records a `bind` that never got a `.to(…)`, with where it stood among the bindings, so
    /// that it is reported in declaration order although it never became a binding.
    func recordUnfinished(typeName: String, at location: SourceLocation) {
        declarationProblems.append(
            .unfinishedBinding(
                typeName: typeName, at: location,
                declaredAt: DeclarationPoint(
                    module: currentModule.type.map(ObjectIdentifier.init), position: bindings.count)))
    }

    var declaringModule: DeclaringModule { currentModule }
}

/// Where a declaration was made: in which module, after how many bindings of its component.
struct DeclarationPoint: Sendable {
    /// The module being configured; nil outside any.
    let module: ObjectIdentifier?
    /// How many bindings the component's binder held.
    let position: Int
}

/// A type a wiring library's bindings need from another library, declared with
/// `binder.requires(_:)`, so that the library can be checked on its own and an app that links
/// it without what it needs is told which library to add.
struct Requirement {
    /// What is required, asked for as a factory parameter of the required type would ask.
    let request: DependencyRequest
    let location: SourceLocation
    /// The module type that declared it.
    let declaredIn: DeclaringModule
    /// Where it stood among the bindings, which places its diagnostics in declaration order.
    let point: DeclarationPoint

    /// The key a binding must have to meet the requirement, as the declaring level sees it.
    func key(seenFrom level: ComponentLevel) -> BindingKey {
        level.recognizer.requiredKey(of: request)
    }

    /// The wiring library that declared it: the Swift module of its declaration.
    var library: String { location.moduleName }
}
