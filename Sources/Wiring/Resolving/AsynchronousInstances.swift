/// Making the instances of asynchronous bindings, and the checks that keep synchronous and
/// off-main-actor code from asking for what it cannot have.
extension InstanceStore {
    /// Makes this store's scoped asynchronous instances: each once every instance its factory
    /// could reach exists, those independent of each other concurrently, in a task group.
    ///
    /// A factory that throws, or the task's cancellation, ends it with the error; the group
    /// then cancels the creations still running and waits for them, so that when this throws
    /// nothing is still running, and the caller, by dropping the store, releases everything made.
    nonisolated(nonsending) func makeAsynchronousInstances() async throws(WiringError) {
        let creations = graph.levels[level].asynchronousCreations
        guard !creations.isEmpty else { return }
        var dependents = [[Int]](repeating: [], count: creations.count)
        var waiting = creations.map(\.prerequisites.count)
        for (index, creation) in creations.enumerated() {
            for prerequisite in creation.prerequisites {
                dependents[prerequisite].append(index)
            }
        }
        do {
            try await withThrowingTaskGroup(of: Int.self) { group in
                for index in creations.indices where waiting[index] == 0 {
                    group.addTask {
                        try await self.make(creations[index])
                        return index
                    }
                }
                while let finished = try await group.next() {
                    for dependent in dependents[finished] {
                        waiting[dependent] -= 1
                        guard waiting[dependent] == 0 else { continue }
                        group.addTask {
                            try await self.make(creations[dependent])
                            return dependent
                        }
                    }
                }
            }
        } catch let error as WiringError {
            throw error
        } catch {
            // `make` throws only WiringError; the group's own error type is `any Error`.
            throw WiringError(diagnostics: [.internalInconsistency("\(error)")], stoppedBuild: false)
        }
    }

    /// Makes one scoped asynchronous instance and publishes it in its cell.
    private func make(_ creation: AsynchronousCreation) async throws(WiringError) {
        let node = Int(creation.node)
        if Task.isCancelled { throw creationCancelled(node, duringBuild: true) }
        guard case .asynchronousInstance(let make) = graph.bindings[node].recipe else { unexpectedRecipe(ofNode: node) }
        let object: AnyObject
        let started = CreationTracing.isTracing ? ContinuousClock.now : nil
        do {
            object = try await make(Arguments(store: self, node: node, first: Int(graph.firstAnswers[node])))
        } catch {
            throw creationError(node, error, duringBuild: true)
        }
        if let started {
            // Awaited, so not on one thread's trace: its time is all its own.
            let took = ContinuousClock.now - started
            CreationTracing.report(node: node, of: graph, .init(own: took, total: took, depth: 0))
        }
        cells.fill(object, at: creation.cell)
    }

    /// The value `target` reads, for `AsyncProvider<T>`: an unscoped asynchronous binding's
    /// factory is awaited; a scoped one is read once made; anything else is read as
    /// `Provider<T>` would read it.
    nonisolated(nonsending) func asynchronousValue<T>(of target: ProviderTarget, as type: T.Type)
        async throws(WiringError) -> T
    {
        guard let node = target.boundNode, graph.hasIsolatedCreation, graph.creation(ofNode: node) == .asynchronous
        else {
            return graph.value(of: target, as: type, in: self)
        }
        let cell = Int(graph.cells[node])
        if cell >= 0 {
            guard owner(atDepth: Int(graph.depths[node])).cells.instance(at: cell) != nil else {
                throw WiringError(diagnostics: [notReady(node, how: "through AsyncProvider")], stoppedBuild: false)
            }
            return graph.value(of: target, as: type, in: self)
        }
        guard target.node == node else {
            // A request kind inside the provider reads the unscoped asynchronous binding
            // synchronously, which validation reports.
            throw WiringError(
                diagnostics: [.internalInconsistency("'\(graph.bindingName(ofNode: node))' cannot be awaited here")],
                stoppedBuild: false)
        }
        // Validation lets only a direct AsyncProvider<T> reach an unscoped asynchronous binding.
        guard let recipe = graph.valueRecipes[node] as? AsyncRecipe<T> else {
            throw WiringError(
                diagnostics: [.internalInconsistency("no factory for '\(graph.bindingName(ofNode: node))'")],
                stoppedBuild: false)
        }
        let chain = AsynchronousCreationChain.current
        let link = AsynchronousCreationChain.Link(graph: ObjectIdentifier(graph), node: Int32(node))
        if chain.count >= Self.unscopedLoopBound, let start = chain.lastIndex(of: link) {
            let loop = chain[start...].filter { $0.graph == link.graph }.map(\.node) + [Int32(node)]
            throw WiringError(
                diagnostics: [
                    .reentrantCreation(
                        graph.bindingName(ofNode: node), at: graph.bindingLocation(ofNode: node),
                        how: "through AsyncProvider more than \(Self.unscopedLoopBound) times",
                        loop: loop.map { (graph.bindingName(ofNode: Int($0)), graph.bindingLocation(ofNode: Int($0))) })
                ], stoppedBuild: false)
        }
        do {
            return try await AsynchronousCreationChain.$current.withValue(chain + [link]) {
                try await recipe.make(Arguments(store: self, node: node, first: Int(graph.firstAnswers[node])))
            }
        } catch {
            throw creationError(node, error, duringBuild: false)
        }
    }

    /// The error for `error`, thrown by node `node`'s factory: a ``WiringError`` from a
    /// creation it awaited passes through unchanged, naming where it started. `duringBuild`
    /// says whether a build was making it, or an `AsyncProvider`.
    private func creationError(_ node: Int, _ error: any Error, duringBuild: Bool) -> WiringError {
        if let wiring = error as? WiringError { return wiring }
        if error is CancellationError && Task.isCancelled { return creationCancelled(node, duringBuild: duringBuild) }
        return WiringError(
            diagnostics: [
                .creationFailed(
                    graph.bindingName(ofNode: node), at: graph.bindingLocation(ofNode: node),
                    path: creationPath(to: node), error: error, duringBuild: duringBuild)
            ], stoppedBuild: false, underlyingError: error)
    }

    private func creationCancelled(_ node: Int, duringBuild: Bool) -> WiringError {
        WiringError(
            diagnostics: [
                .creationCancelled(
                    graph.bindingName(ofNode: node), at: graph.bindingLocation(ofNode: node), duringBuild: duringBuild)
            ], stoppedBuild: false, underlyingError: CancellationError())
    }

    /// The bindings from node `node`'s level's root to it.
    private func creationPath(to node: Int) -> [Diagnostic.Step] {
        (graph.creationPaths[Int32(node)] ?? [Int32(node)]).map {
            Diagnostic.Step(name: graph.bindingName(ofNode: Int($0)), location: graph.bindingLocation(ofNode: Int($0)))
        }
    }

    func notReady(_ node: Int, how: String) -> Diagnostic {
        .asyncInstanceNotReady(graph.bindingName(ofNode: node), at: graph.bindingLocation(ofNode: node), how: how)
    }

    /// Stops the process: main-actor node `node` was to be made off the main actor. Nothing a
    /// graph's declarations or the compiler allow gets here: validation and the components'
    /// builds make sure a main-actor root exists before `root` can be read, and every other
    /// request is checked when the graph is validated or thrown from `resolve`.
    @usableFromInline
    func mainActorInstanceOffMainActor(node: Int) -> Never {
        stop(
            with: .mainActorRequired(
                graph.bindingName(ofNode: node), at: graph.bindingLocation(ofNode: node), how: "synchronously"))
    }

    /// Why the values of nodes `nodes`, asked for by type `how`, cannot be handed out here, used
    /// as `access` says; nil when they can. Only graphs with asynchronous or main-actor bindings check.
    func isolationProblem(resolving nodes: [Int], access: RequestShape.Access, how: String) -> Diagnostic? {
        guard graph.hasIsolatedCreation else { return nil }
        for node in nodes {
            switch graph.creation(ofNode: node) {
            case .synchronous:
                continue
            case .asynchronous:
                if access == .asynchronous { continue }
                let cell = Int(graph.cells[node])
                guard cell >= 0 else {
                    return .asyncProviderRequired(
                        graph.bindingName(ofNode: node), at: graph.bindingLocation(ofNode: node), how: how)
                }
                if owner(atDepth: Int(graph.depths[node])).cells.instance(at: cell) == nil {
                    return notReady(node, how: how)
                }
            case .onMainActor:
                if access == .mainActor || isOnMainActor() { continue }
                return .mainActorRequired(
                    graph.bindingName(ofNode: node), at: graph.bindingLocation(ofNode: node), how: how)
            }
        }
        return nil
    }
}

/// The unscoped asynchronous values the current task is making through `AsyncProvider`,
/// outermost first, so that factories that keep asking for each other are reported.
enum AsynchronousCreationChain {
    struct Link: Equatable {
        let graph: ObjectIdentifier
        let node: Int32
    }

    @TaskLocal static var current: [Link] = []
}
