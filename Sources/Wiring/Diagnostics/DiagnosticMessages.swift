import WiringSupport

/// Every sentence Wiring shows a user, in one place: the message and notes of each kind of
/// ``Diagnostic``. The checks that find a problem gather the facts (names, locations, paths)
/// and call one of these to put them into words, so the wording can be read, reviewed and
/// kept consistent without reading the checks. The Diagnostics article's catalogue and the
/// tests quote these texts exactly.
extension Diagnostic {
    // MARK: Paths and loops

    /// How many names of a path or loop are shown at each end once it is too long to show whole.
    static let shownAtEachEnd = 5

    /// `names` joined with arrows; a long chain shows its first and last few names and counts the
    /// rest, so that a diagnostic stays readable however deep the graph. ``path`` holds it whole.
    static func chain(_ names: [String]) -> String {
        guard names.count > 2 * shownAtEachEnd + 2 else { return names.joined(separator: " -> ") }
        let hidden = names.count - 2 * shownAtEachEnd
        return (names.prefix(shownAtEachEnd) + ["… \(grouped(hidden)) more"] + names.suffix(shownAtEachEnd))
            .joined(separator: " -> ")
    }

    /// Which of `count` steps get a note of their own: all of a short chain, the ends of a long one.
    static func shownSteps(of count: Int) -> [Int] {
        guard count > 2 * shownAtEachEnd + 2 else { return Array(0..<count) }
        return Array(0..<shownAtEachEnd) + Array(count - shownAtEachEnd..<count)
    }

    /// The note that stands for the steps ``shownSteps(of:)`` leaves out; nil when it leaves none.
    static func stepsLeftOut(of count: Int, what: String) -> Note? {
        let hidden = count - shownSteps(of: count).count
        guard hidden > 0 else { return nil }
        return Note(
            location: nil,
            message:
                "… and \(grouped(hidden)) more steps of the \(what); the diagnostic's path holds them all, and "
                + "`--check-wiring --json` prints it")
    }

    /// `number` with a comma between groups of three digits: `4,990`.
    package static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var grouped = ""
        for (position, digit) in digits.enumerated() {
            if position > 0 && (digits.count - position) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (number < 0 ? "-" : "") + grouped
    }

    // MARK: Declaring

    /// A `bind(…)` of `typeName` at `location` that never got its `.to(…)`.
    static func unfinishedBinding(typeName: String, at location: SourceLocation, declaredAt: DeclarationPoint)
        -> Diagnostic
    {
        Diagnostic(
            kind: .unfinishedBinding, location: location,
            message: "binding for '\(typeName)' is never finished",
            notes: [
                .init(
                    location: nil,
                    message: "add '.to(factory: …)' or '.to(value: …)' after 'bind(\(selfExpression(typeName)))'")
            ],
            declaredAt: declaredAt)
    }

    /// An override of `name`, declared at `location`, for which nothing linked has a binding.
    static func overrideWithoutTarget(name: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            kind: .overrideWithoutTarget, location: location,
            message: "override of '\(name)' replaces nothing: no linked module binds it",
            notes: [
                .init(
                    location: nil,
                    message:
                        "an override must replace an existing binding; check the type (and its tag), "
                        + "or bind it normally if it is new")
            ])
    }

    /// A child component `child` installed at `location` with `scope`, which the ancestor
    /// `ancestor` already has.
    static func duplicateScope(child: String, scope: Scope, ancestor: String, at location: SourceLocation?)
        -> Diagnostic
    {
        Diagnostic(
            kind: .duplicateScope, location: location,
            message: "child component '\(child)' has scope '\(scope)', "
                + "which \(ancestor) already has",
            notes: [
                .init(
                    location: nil,
                    message:
                        "give '\(child)' a scope of its own, such as Scope(\"\(child)\")")
            ])
    }

    // MARK: Duplicates and conflicts

    /// The note pointing at the first of two bindings of `name`.
    static func firstBound(_ name: String, by first: Binding) -> Note {
        Note(location: first.location, message: "'\(name)' is first bound here, in \(first.declaringModule)")
    }

    /// `binding` binds a type that the ancestor component `ancestor` already binds.
    static func duplicateOfInherited(_ binding: Binding, ancestor: String, firstNote: Note) -> Diagnostic {
        Diagnostic(
            kind: .duplicateBinding, location: binding.location,
            message: "'\(binding.key.name)' is already bound in \(ancestor), which this child component sees",
            notes: [firstNote, .init(location: nil, message: "remove one of the two bindings")])
    }

    /// `binding` and `first` bind the same type from two linked wiring libraries.
    static func duplicateAcrossLibraries(_ binding: Binding, first: Binding, firstNote: Note) -> Diagnostic {
        Diagnostic(
            kind: .duplicateBinding, location: binding.location,
            message:
                "'\(binding.key.name)' is bound by two linked wiring libraries, \(first.library) and \(binding.library)",
            notes: [
                firstNote,
                .init(
                    location: nil,
                    message:
                        "link only one of \(first.library) and \(binding.library) in this app's Package.swift target"),
            ])
    }

    /// `binding` binds a type its own wiring library already binds.
    static func duplicateInLibrary(_ binding: Binding, firstNote: Note) -> Diagnostic {
        Diagnostic(
            kind: .duplicateBinding, location: binding.location,
            message: "'\(binding.key.name)' is bound twice in \(binding.library)",
            notes: [firstNote, .init(location: nil, message: "remove one of the two bindings")])
    }

    /// `binding` contributes key `description` to the map `key`, which `earlier` already contributed.
    static func duplicateMapKey(_ description: String, of key: BindingKey, by binding: Binding, earlier: Binding)
        -> Diagnostic
    {
        Diagnostic(
            kind: .duplicateMapKey, location: binding.location,
            message: "key \(description) of '\(key.name)' is contributed twice",
            notes: [
                .init(
                    location: earlier.location,
                    message: "key \(description) is first contributed here, in \(earlier.declaringModule)"),
                .init(location: nil, message: "give one of the two entries another key"),
            ])
    }

    /// `direct` is bound by `plain` and also gathered from contributions such as `binding`.
    static func collectionConflict(_ direct: BindingKey, contribution binding: Binding, plain: Binding) -> Diagnostic {
        Diagnostic(
            kind: .collectionConflict, location: binding.location,
            message: "'\(direct.name)' is both bound directly and gathered from contributions",
            notes: [
                .init(location: plain.location, message: "'\(direct.name)' is bound directly here"),
                .init(
                    location: nil,
                    message:
                        "contribute every element with .intoCollection() (or .intoMap(key:)), or bind '\(direct.name)' once"
                ),
            ])
    }

    /// `binding`, scoped `scope`, is declared in `level`, whose scope differs; `owner` is the
    /// ancestor that has `scope`, if any.
    static func scopeMismatch(_ binding: Binding, scope: Scope, in level: ComponentLevel, owner: ComponentLevel?)
        -> Diagnostic
    {
        let fix =
            owner.map { "declare it in a module of \($0.name), whose scope is '\(scope)'" }
            ?? "use '\(level.scope)', the scope of \(level.name), or leave it unscoped"
        return Diagnostic(
            kind: .scopeMismatch, location: binding.location,
            message: "'\(binding.key.name)' is scoped '\(scope)', but \(level.name) has scope '\(level.scope)'",
            notes: [.init(location: nil, message: fix)])
    }

    /// Factories that depend on each other in a loop, `bindings[0]` on `bindings[1]` and so on.
    static func dependencyCycle(_ bindings: [Binding]) -> Diagnostic {
        let cycle = bindings + [bindings[0]]
        var notes: [Diagnostic.Note] = shownSteps(of: bindings.count).map { position in
            let binding = bindings[position]
            let next = bindings[(position + 1) % bindings.count]
            return .init(
                location: binding.location, message: "'\(binding.key.name)' depends on '\(next.key.name)' here")
        }
        if let leftOut = stepsLeftOut(of: bindings.count, what: "cycle") {
            notes.insert(leftOut, at: shownAtEachEnd)
        }
        notes.append(
            .init(
                location: nil,
                message:
                    "break the cycle: let the factory of '\(bindings[bindings.count - 1].key.name)' take "
                    + "'Provider<\(bindings[0].key.name)>' (or Lazy or WeakProvider) and hand on its `get` as a closure"
            ))
        return Diagnostic(
            kind: .dependencyCycle, location: bindings[0].location,
            message: "dependency cycle: \(chain(cycle.map(\.key.name)))", notes: notes,
            path: cycle.map { Step(name: $0.key.name, location: $0.location) })
    }

    // MARK: Missing bindings

    /// Nothing binds the root of `level`; `notes` say who should and what is close.
    static func missingRoot(of level: ComponentLevel, notes: [Note]) -> Diagnostic {
        let whose = level.parent == nil ? "the root" : "the root of child component '\(level.name)'"
        return Diagnostic(
            kind: .missingRoot, location: level.installation,
            message:
                "missing binding for \(whose) '\(level.rootKey.name)'; nothing in the linked wiring libraries binds it",
            notes: notes)
    }

    /// The note giving the path from the root to `binding`, which asks for `requested`.
    static func dependencyPath(_ path: [Step], to requested: String, at binding: Binding) -> Note {
        Note(location: binding.location, message: "dependency path: \(chain(path.map(\.name) + [requested]))")
    }

    /// `binding`, in `level`, asks for `key` with `request`, and nothing binds it.
    /// `path` runs from the level's root to `binding`, when the root reaches it.
    static func missingBinding(
        _ request: DependencyRequest, asking key: BindingKey, of binding: Binding, in level: ComponentLevel,
        notes: [Note], path: [Step] = []
    ) -> Diagnostic {
        let asked = request.parameterName == key.name ? "" : " (asked for as '\(request.parameterName)')"
        let component = level.parent == nil ? "" : " in child component '\(level.name)'"
        return Diagnostic(
            kind: .missingBinding, location: binding.location,
            message: "missing binding for '\(key.name)'\(asked), required by '\(binding.key.name)'\(component)",
            notes: notes, path: path)
    }

    /// `key`, asked for at run time, is not bound. `how` comes from the call site
    /// (``InstanceStore/resolve(_:)`` and its kin), such as "asked for with resolve(_:)";
    /// `names` are the bound types' names, for near misses.
    static func missingBinding(_ key: BindingKey, how: String, among names: [String]) -> Diagnostic {
        Diagnostic(
            kind: .missingBinding, location: nil, message: "missing binding for '\(key.name)', \(how)",
            notes: NearMiss.suggestions(for: key.name, among: names).map {
                .init(location: nil, message: "did you mean '\($0)'?")
            })
    }

    // MARK: Near misses

    /// The note for `key`, asked for with or without a tag, when `other` binds its type the other way.
    static func boundWithOtherTag(_ key: BindingKey, other: Binding) -> Note {
        let hint =
            other.key.tag == nil
            ? "'\(key.typeName)' is bound without a tag; ask for '\(key.typeName)'"
            : "'\(key.typeName)' is bound only with a tag, as '\(other.key.name)'; "
                + "ask for 'Tagged<\(other.key.tagName ?? "")>'"
        return Note(location: other.location, message: hint)
    }

    /// The note for an injector of class `object` when `other` injects one of its superclasses.
    static func injectorForSuperclass(_ other: Binding, object: String) -> Note {
        Note(
            location: other.location,
            message:
                "'\(other.key.name)' is bound here, for a superclass of '\(object)'; injectors are found by the "
                + "object's exact class, so bind one for '\(object)' too (it can take a '\(other.key.name)' "
                + "parameter and call inject(into:) on it first)")
    }

    /// The note for `key` when `optional` binds `key?` instead.
    static func boundAsOptional(_ key: BindingKey, optional: Binding) -> Note {
        Note(
            location: optional.location,
            message:
                "'\(optional.key.name)' is bound here; ask for '\(optional.key.name)', or bind '\(key.name)' itself")
    }

    /// The note suggesting the similarly named binding `near`.
    static func didYouMean(_ name: String, at near: Binding) -> Note {
        Note(location: near.location, message: didYouMean(name))
    }

    /// The text of a note at a near miss's declaration, which `wiring-report why` prints as well.
    package static func didYouMean(_ name: String) -> String {
        "did you mean '\(name)'? it is bound here"
    }

    // MARK: Who should bind

    /// No module is known for `name`'s type: add `call` where it is used.
    static func bindWhereUsed(_ name: String, call: String) -> String {
        "no linked wiring library binds '\(name)'; add `\(call)` to a module of the wiring library that uses it"
    }

    /// `name`'s type comes from the toolchain or the framework module `module`.
    static func bindFrameworkType(_ name: String, module: String, call: String) -> String {
        "no linked wiring library binds '\(name)'; it is a type from \(module), which has no "
            + "wiring library of its own, so add `\(call)` to the wiring library of a module that uses it"
    }

    /// The component is built from modules rather than linked libraries.
    static func bindInModules(_ name: String, subject: String, module: String, call: String) -> String {
        "no linked wiring library binds '\(name)': this component is built from modules, so \(module), "
            + "the module of '\(subject)', has no wiring library here; add `\(call)` to one of those modules"
    }

    /// `wiring`, the library that should bind `name`, is linked.
    static func bindInLinkedLibrary(_ name: String, wiring: String, call: String) -> String {
        "\(wiring) is linked but does not bind '\(name)'; add `\(call)` to one of its modules"
    }

    /// `wiring`, the library that should bind `name`, is not linked.
    static func linkOrCreateLibrary(_ name: String, subject: String, module: String, wiring: String, call: String)
        -> String
    {
        "no linked wiring library binds '\(name)', and none of them is the wiring library of \(module), "
            + "the module of '\(subject)'; link that library in this app's target in Package.swift or, if \(module) "
            + "has none, create one (by convention \(wiring)) and add `\(call)` to one of its modules"
    }

    // MARK: Resolving

    /// Freezing the graph failed with `message`: a bug in Wiring.
    static func internalInconsistency(_ message: String) -> Diagnostic {
        Diagnostic(kind: .internalInconsistency, location: nil, message: message)
    }

    /// The frozen graph has no binding of the root's type: a bug in Wiring, as validation
    /// found one.
    static var missingRootAfterFreezing: Diagnostic {
        Diagnostic(
            kind: .internalInconsistency, location: nil, message: "the root's binding is missing from the frozen graph")
    }

    /// `name`, declared at `location`, was asked for while this thread was still making it,
    /// around `loop` (names and declarations of the bindings on it, first and last `name`).
    /// `how` comes from the call site, such as "through resolve(_:) or @Injected".
    static func reentrantCreation(
        _ name: String, at location: SourceLocation?, how: String, loop: [(name: String, location: SourceLocation?)]
    ) -> Diagnostic {
        let inner = Array(loop.dropFirst().dropLast())
        var notes: [Note] = [.init(location: nil, message: "creation loop: " + chain(loop.map(\.name)))]
        notes += shownSteps(of: inner.count).map { position in
            .init(location: inner[position].location, message: "'\(inner[position].name)' is on the loop")
        }
        if let leftOut = stepsLeftOut(of: inner.count, what: "loop") {
            notes.insert(leftOut, at: 1 + shownAtEachEnd)
        }
        notes.append(
            .init(
                location: nil,
                message:
                    "break the loop: let one binding on it take the next as Lazy<…> or Provider<…>, "
                    + "and call get() only after its initializer has returned"))
        return Diagnostic(
            kind: .reentrantCreation, location: location,
            message: "'\(name)' was asked for \(how) while it was still being created on the same thread, "
                + "so it could never be made",
            notes: notes, path: loop.map { Step(name: $0.name, location: $0.location) })
    }

    /// `request`, made by an object the graph cached, reached a released graph. `request` names
    /// the caller, such as "A child component instance reading its parent's bindings"; the
    /// wrappers pass their own (see ``StoreHandle``).
    static func usedAfterRelease(_ request: String) -> Diagnostic {
        Diagnostic(
            kind: .usedAfterRelease, location: nil,
            message:
                "\(request) was used after the component it came from was released, so the instances it needs are gone",
            notes: [
                .init(
                    location: nil,
                    message:
                        "an object the graph made outlived its Component; keep the Component alive for as long "
                        + "as such objects use their providers, lazies and factories"),
                .init(
                    location: nil,
                    message:
                        "a scoped root does not keep its Component alive: write `let component = try Component(…)` "
                        + "and read `component.root`, rather than `try Component(…).root`"),
                .init(
                    location: nil,
                    message:
                        "or take WeakProvider<T>, whose get() returns nil once the graph is released"),
            ])
    }
}

extension Diagnostic {
    // MARK: Asynchronous and main-actor bindings

    /// `binding`, made by an asynchronous factory, is in a graph built with the synchronous
    /// `Component` initializer.
    static func asyncBuildRequired(_ binding: Binding) -> Diagnostic {
        Diagnostic(
            kind: .asyncBuildRequired, location: binding.location,
            message:
                "'\(binding.key.name)' is made by an asynchronous factory, but the component is built synchronously",
            notes: [
                .init(
                    location: nil,
                    message:
                        "build it with `try await Component.build(…)`, which makes the asynchronous singletons "
                        + "before it returns")
            ])
    }

    /// `requester` asks for child component `child` as `parameter`, a synchronous factory,
    /// while the child's scoped binding `asynchronous` is made by an asynchronous factory.
    static func asyncChildBuildRequired(
        _ requester: Binding, parameter: String, child: String, asynchronous: Binding
    ) -> Diagnostic {
        Diagnostic(
            kind: .asyncBuildRequired, location: requester.location,
            message:
                "'\(requester.key.name)' takes '\(parameter)', but child component '\(child)' has a scoped binding "
                + "made by an asynchronous factory, so it cannot be built synchronously",
            notes: [
                .init(
                    location: asynchronous.location,
                    message: "'\(asynchronous.key.name)' is bound here with to(asyncFactory:)"),
                .init(
                    location: nil,
                    message:
                        "take 'AsyncChildFactory<\(child)>' instead, and build with `try await factory.build(seed)`"),
            ])
    }

    /// `requester` asks for `target`, an unscoped binding made by an asynchronous factory, as
    /// `parameter`, which cannot await it.
    static func asyncProviderRequired(_ requester: Binding, parameter: String, target: Binding) -> Diagnostic {
        Diagnostic(
            kind: .asyncProviderRequired, location: requester.location,
            message:
                "'\(requester.key.name)' asks for '\(target.key.name)' as '\(parameter)', but '\(target.key.name)' "
                + "is unscoped and made by an asynchronous factory",
            notes: [
                .init(location: target.location, message: "'\(target.key.name)' is bound here with to(asyncFactory:)"),
                .init(
                    location: nil,
                    message:
                        "take 'AsyncProvider<\(target.key.name)>' and `try await` its get(), or scope the binding "
                        + "so that it is made while the component is built"),
            ])
    }

    /// `requester` asks for a collection or map as `parameter`, and `contribution`, an unscoped
    /// contribution to it, is made by an asynchronous factory: a collection is assembled
    /// synchronously, so no request of it, `AsyncProvider` included, can await the contribution.
    static func asyncContributionRequiresScope(_ requester: Binding, parameter: String, contribution: Binding)
        -> Diagnostic
    {
        Diagnostic(
            kind: .asyncProviderRequired, location: requester.location,
            message:
                "'\(requester.key.name)' asks for '\(contribution.key.name)' as '\(parameter)', but a contribution to it "
                + "is unscoped and made by an asynchronous factory",
            notes: [
                .init(
                    location: contribution.location,
                    message: "this contribution to '\(contribution.key.name)' is bound here with to(asyncFactory:)"),
                .init(
                    location: nil,
                    message:
                        "scope the contribution, such as `.scoped(.singleton)`, so that it is made while the component "
                        + "is built; a collection is assembled synchronously, so it cannot await an unscoped one"),
            ])
    }

    /// The root of `level` is `target`, an unscoped binding made by an asynchronous factory,
    /// which the synchronous `root` cannot await.
    static func asyncRoot(_ target: Binding, of level: ComponentLevel) -> Diagnostic {
        let whose = level.parent == nil ? "the root" : "the root of child component '\(level.name)'"
        return Diagnostic(
            kind: .asyncProviderRequired, location: target.location,
            message:
                "\(whose) '\(target.key.name)' is unscoped and made by an asynchronous factory, so `root` cannot "
                + "make it",
            notes: [
                .init(
                    location: nil,
                    message: "scope it, such as `.scoped(.singleton)`, so that it is made while the component is built")
            ])
    }

    /// `name`, declared at `location`, is unscoped and asynchronous, and was asked for `how`,
    /// by type at run time, without `AsyncProvider`.
    static func asyncProviderRequired(_ name: String, at location: SourceLocation, how: String) -> Diagnostic {
        Diagnostic(
            kind: .asyncProviderRequired, location: location,
            message: "'\(name)' is unscoped and made by an asynchronous factory, but was asked for \(how)",
            notes: [
                .init(location: nil, message: "ask for 'AsyncProvider<\(name)>' and `try await` its get()")
            ])
    }

    /// `requester`, whose factory is not main-actor isolated, asks for the main-actor binding
    /// `target` as `parameter`.
    static func mainActorProviderRequired(_ requester: Binding, parameter: String, target: Binding) -> Diagnostic {
        Diagnostic(
            kind: .mainActorProviderRequired, location: requester.location,
            message:
                "'\(requester.key.name)' asks for '\(target.key.name)' as '\(parameter)', but '\(target.key.name)' "
                + "is bound on the main actor and this request could make it elsewhere",
            notes: [
                .init(location: target.location, message: "'\(target.key.name)' is bound on the main actor here"),
                .init(
                    location: nil,
                    message:
                        "take 'MainActorProvider<\(target.key.name)>' and call get() on the main actor; only a factory "
                        + "bound with onMainActor() may take it as a plain parameter"),
            ])
    }

    /// The root of `level` is `target`, a main-actor binding that is not scoped in the level,
    /// so `root` could have to make it off the main actor.
    static func mainActorRoot(_ target: Binding, of level: ComponentLevel) -> Diagnostic {
        let whose = level.parent == nil ? "the root" : "the root of child component '\(level.name)'"
        return Diagnostic(
            kind: .mainActorProviderRequired, location: target.location,
            message:
                "\(whose) '\(target.key.name)' is bound on the main actor but not scoped in its component, so "
                + "`root` could make it off the main actor",
            notes: [
                .init(
                    location: nil,
                    message:
                        "scope it in its component, such as `.scoped(.singleton)`: the component then "
                        + "makes it on the main actor when it is built")
            ])
    }

    /// `keyed`, a `KeyedComponents` binding, builds child component `child` on first use of each
    /// key, synchronously; the child's `binding` is a scoped asynchronous one or a main-actor
    /// root, which only an asynchronous build makes.
    static func keyedChildBuildRequired(_ keyed: Binding, child: String, binding: Binding) -> Diagnostic {
        let what =
            binding.creation == .onMainActor
            ? "a root bound on the main actor" : "a scoped binding made by an asynchronous factory"
        return Diagnostic(
            kind: .asyncBuildRequired, location: keyed.location,
            message:
                "'\(keyed.key.name)' builds each key's '\(child)' synchronously, but '\(child)' has \(what), which only "
                + "an asynchronous build makes",
            notes: [
                .init(location: binding.location, message: "'\(binding.key.name)' is bound here"),
                .init(
                    location: nil,
                    message:
                        "KeyedComponents has no asynchronous form: bind '\(binding.key.name)' in the parent, scoped, and "
                        + "let the child take it; or keep the children yourself, each built with "
                        + "`try await AsyncChildFactory<\(child)>.build(key)`"),
            ])
    }

    /// `requester` asks for child component `child` as `parameter`, a synchronous factory,
    /// while the child's root `root` is bound on the main actor.
    static func mainActorChildBuildRequired(_ requester: Binding, parameter: String, child: String, root: Binding)
        -> Diagnostic
    {
        Diagnostic(
            kind: .asyncBuildRequired, location: requester.location,
            message:
                "'\(requester.key.name)' takes '\(parameter)', but child component '\(child)' has a root bound on the "
                + "main actor, which only an asynchronous build makes there",
            notes: [
                .init(location: root.location, message: "'\(root.key.name)' is bound on the main actor here"),
                .init(
                    location: nil,
                    message:
                        "take 'AsyncChildFactory<\(child)>' instead, and build with `try await factory.build(seed)`"),
            ])
    }

    /// `name`, bound on the main actor at `location`, was to be made off the main actor, `how`.
    static func mainActorRequired(_ name: String, at location: SourceLocation, how: String) -> Diagnostic {
        Diagnostic(
            kind: .mainActorRequired, location: location,
            message: "'\(name)' is bound on the main actor, but was asked for \(how) off the main actor",
            notes: [
                .init(
                    location: nil,
                    message:
                        "ask for it from the main actor, or take 'MainActorProvider<\(name)>' and call get() "
                        + "on the main actor")
            ])
    }

    /// The factory of `name`, declared at `location` and reached from its component's root
    /// along `path`, threw `error`.
    /// `duringBuild` says whether a build was making it (which then kept nothing it made) or an
    /// `AsyncProvider` was asked for it.
    static func creationFailed(
        _ name: String, at location: SourceLocation, path: [Step], error: any Error, duringBuild: Bool
    ) -> Diagnostic {
        let outcome =
            duringBuild
            ? "nothing the build made was kept; the factory's error is the WiringError's underlyingError"
            : "the instances that already existed are kept; the factory's error is the WiringError's underlyingError"
        return Diagnostic(
            kind: .creationFailed, location: location,
            message: "'\(name)' could not be created: its factory threw \(String(describing: error))",
            notes: [
                .init(location: location, message: "dependency path: \(chain(path.map(\.name)))"),
                .init(location: nil, message: outcome),
            ],
            path: path)
    }

    /// The task was cancelled while `name`, declared at `location`, was to be made, by a build
    /// (`duringBuild`) or by an `AsyncProvider`.
    static func creationCancelled(_ name: String, at location: SourceLocation, duringBuild: Bool) -> Diagnostic {
        duringBuild
            ? Diagnostic(
                kind: .creationCancelled, location: location,
                message: "the build was cancelled before '\(name)' was made",
                notes: [.init(location: nil, message: "nothing the build made was kept")])
            : Diagnostic(
                kind: .creationCancelled, location: location,
                message: "the task was cancelled before '\(name)' was made",
                notes: [.init(location: nil, message: "the instances that already existed are kept")])
    }

    /// `name`, a scoped asynchronous binding declared at `location`, was asked for `how` before
    /// its component's build had made it.
    static func asyncInstanceNotReady(_ name: String, at location: SourceLocation, how: String) -> Diagnostic {
        Diagnostic(
            kind: .asyncInstanceNotReady, location: location,
            message: "'\(name)' is made by an asynchronous factory and did not exist yet when it was asked for \(how)",
            notes: [
                .init(
                    location: nil,
                    message:
                        "a component makes its scoped asynchronous instances while it is built, each after every "
                        + "instance its factory can reach; one asked for earlier sits on a loop of providers "
                        + "between asynchronous factories"),
                .init(
                    location: nil,
                    message: "break the loop: do not call such a provider's get() while the factory runs"),
            ])
    }
}

extension Diagnostic {
    // MARK: Requirements of wiring libraries

    /// `requirement`, declared by a linked wiring library, is bound by no linked library;
    /// `whoShouldBind` says which could, `requesters` point at bindings that need it.
    static func unmetRequirement(
        _ key: BindingKey, requirements: [Requirement], requesters: [Note], fix: [Note]
    ) -> Diagnostic {
        let first = requirements[0]
        let name = first.request.parameterName
        let libraries = requirements.map(\.library).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let message =
            libraries.count == 1
            ? "\(first.library) requires '\(name)', but no linked wiring library binds it"
            : "\(libraries.count) wiring libraries require '\(key.name)', but no linked wiring library binds it"
        var notes: [Note] = []
        if libraries.count > 1 {
            let listed = libraries.prefix(5).joined(separator: ", ")
            let more = libraries.count > 5 ? " and \(libraries.count - 5) more" : ""
            notes.append(Note(location: nil, message: "required by \(listed)\(more)"))
        }
        return Diagnostic(
            kind: .unmetRequirement, location: first.location, message: message,
            notes: notes + requesters + fix, declaredAt: first.point)
    }

    /// The note on one more binding that needs a missing key.
    static func needsIt(_ binding: Binding) -> Note {
        Note(location: binding.location, message: "'\(binding.key.name)' needs it here")
    }

    /// The note on how many more bindings need a missing key.
    static func andMoreNeedIt(_ count: Int) -> Note {
        Note(
            location: nil, message: "and \(count) more binding\(count == 1 ? "" : "s") need\(count == 1 ? "s" : "") it")
    }

    /// `binders`, libraries of the package, bind `name`, and `standIn`, a variant of one of
    /// them, is linked in their place without binding it.
    static func bindInStandIn(_ name: String, standIn: String, binders: [String], call: String) -> String {
        "\(standIn) is linked where \(binders.joined(separator: ", ")) \(binders.count == 1 ? "binds" : "bind") '\(name)', "
            + "but binds no '\(name)' itself; add `\(call)` to one of its modules, or link "
            + "\(binders.count == 1 ? binders[0] : "one of those") instead"
    }

    /// `binders`, libraries of the package, bind `name`, and none of them is linked.
    static func linkBinder(_ name: String, binders: [String]) -> String {
        let subject = binders.count == 1 ? "\(binders[0]) binds" : "\(binders.joined(separator: ", ")) bind"
        return "\(subject) '\(name)', but \(binders.count == 1 ? "it is not" : "none of them is") linked; link "
            + "\(binders.count == 1 ? "it" : "one of them") in this app's target in Package.swift"
    }

    /// `requirement` is used by none of its library's bindings.
    static func unusedRequirement(_ requirement: Requirement) -> Diagnostic {
        let name = requirement.request.parameterName
        return Diagnostic(
            kind: .unusedRequirement, severity: .warning, location: requirement.location,
            message: "\(requirement.library) requires '\(name)', but none of its bindings uses it",
            notes: [
                .init(
                    location: nil,
                    message:
                        "an app that links \(requirement.library) need not bind it: a requirement nothing uses is not "
                        + "checked"),
                .init(
                    location: nil,
                    message: "remove `binder.requires(\(selfExpression(name)))`, or check the type and its tag"),
            ],
            declaredAt: requirement.point)
    }

    /// `requirement` names a type its own library binds.
    static func requirementBoundByItsLibrary(_ requirement: Requirement, binding: Binding) -> Diagnostic {
        let name = requirement.request.parameterName
        return Diagnostic(
            kind: .unusedRequirement, severity: .warning, location: requirement.location,
            message: "\(requirement.library) requires '\(name)', but binds it itself",
            notes: [
                .init(location: binding.location, message: "'\(binding.key.name)' is bound here"),
                .init(location: nil, message: "remove `binder.requires(\(selfExpression(name)))`"),
            ],
            declaredAt: requirement.point)
    }

    /// The note of a missing binding found by the check of `library` on its own.
    static func bindOrRequire(_ key: BindingKey, library: String) -> Note {
        Note(
            location: nil,
            message:
                "bind it in \(library), or, if another wiring library binds it, declare "
                + "`binder.requires(\(selfExpression(key.name)))` in the module that needs it")
    }
}

extension Diagnostic {
    // MARK: Unused parts of an app's graph

    /// The note that says how to keep a binding the app asks for by type from being reported.
    private static let markIfReachedByType =
        "if the app asks for it by type (`resolve(_:)`, `@Injected`), mark it with `.reachedByType()` after `bind(…)`"

    /// The app links `library`, whose `bindings` the root `root` reaches none of; empty
    /// `bindings` when the library binds nothing.
    static func unusedLibrary(_ library: String, root: String, bindings: [Binding]) -> Diagnostic {
        guard let first = bindings.first else {
            return Diagnostic(
                kind: .unusedLibrary, severity: .warning, location: nil,
                message: "the app links \(library), but \(library) binds nothing",
                notes: [.init(location: nil, message: "remove \(library) from the app target's dependencies")])
        }
        let count = bindings.count == 1 ? "its binding" : "any of its \(grouped(bindings.count)) bindings"
        var notes = bindings.prefix(shownAtEachEnd).map { binding in
            Note(location: binding.location, message: "'\(binding.key.name)' is bound here")
        }
        if bindings.count > shownAtEachEnd {
            notes.append(.init(location: nil, message: "… and \(grouped(bindings.count - shownAtEachEnd)) more"))
        }
        notes.append(
            .init(
                location: nil,
                message:
                    "remove \(library) from the app target's dependencies; if the app asks for one of its types by "
                    + "type (`resolve(_:)`, `@Injected`), mark that binding with `.reachedByType()` after `bind(…)`"))
        return Diagnostic(
            kind: .unusedLibrary, severity: .warning, location: first.location,
            message: "the app links \(library), but no path from the root '\(root)' reaches \(count)",
            notes: notes)
    }

    /// No path from the root `root` reaches `binding`.
    static func unreachableBinding(_ binding: Binding, root: String) -> Diagnostic {
        Diagnostic(
            kind: .unreachableBinding, severity: .warning, location: binding.location,
            message: "no path from the root '\(root)' reaches '\(binding.key.name)'",
            notes: [
                .init(
                    location: nil,
                    message: "nothing the app makes asks for it; remove the binding, or, \(markIfReachedByType)")
            ])
    }

    /// No path from the root `root` reaches the installation of the child component `child`:
    /// nothing asks for its factory, so none of its bindings is ever made.
    static func unreachableChild(_ installation: Binding, child: String, root: String) -> Diagnostic {
        Diagnostic(
            kind: .unreachableBinding, severity: .warning, location: installation.location,
            message:
                "no path from the root '\(root)' reaches the child component '\(child)': nothing asks for "
                + "'\(installation.key.name)'",
            notes: [
                .init(
                    location: nil,
                    message:
                        "ask for '\(installation.key.name)' where the child is built, or remove "
                        + "`binder.install(\(selfExpression(child)))`")
            ])
    }

    /// `binding` contributes to `requested` (`[T]` or `[K: T]`), which nothing asks for.
    static func unusedContribution(_ binding: Binding, requested: String) -> Diagnostic {
        Diagnostic(
            kind: .unusedContribution, severity: .warning, location: binding.location,
            message: "nothing asks for '\(requested)', which this binding contributes to",
            notes: [
                .init(
                    location: nil,
                    message:
                        "ask for '\(requested)' as a factory parameter, or remove the contribution; "
                        + markIfReachedByType)
            ])
    }
}

extension FreezingError {
    /// The parameter `parameterName` has no answer in the frozen graph: validation should have
    /// reported it, so this is a bug in Wiring (reported as ``Diagnostic/Kind/internalInconsistency``).
    static func nothingAnswers(_ parameterName: String) -> FreezingError {
        FreezingError(message: "nothing answers '\(parameterName)'")
    }
}
