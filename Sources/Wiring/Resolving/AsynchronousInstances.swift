import Synchronization

/// Making the instances of asynchronous bindings, and the checks that keep synchronous and
/// off-main-actor code from asking for what it cannot have.
extension InstanceStore {
    /// Makes this store's scoped asynchronous instances: each once every instance its factory
    /// could reach exists, those independent of each other concurrently, in a task group.
    ///
    /// A factory that throws, or the task's cancellation, ends it with the error; the group
    /// then cancels the creations still running and waits for them, so that when this throws
    /// nothing is still running, and the caller, by dropping the store, releases everything made.
    func makeAsynchronousInstances() async throws(WiringError) {
        let creations = table.asynchronousCreations
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
        let node = creation.node
        if Task.isCancelled { throw creationCancelled(node) }
        let links = table.links
        link(links.anySlot(ofNode: Int(node)))
        guard let resolver = links.asyncResolver(ofNode: node) else {
            throw WiringError(
                diagnostics: [.internalInconsistency("no factory for '\(links.bindingName(ofNode: Int(node)))'")],
                stoppedBuild: false)
        }
        let object: AnyObject
        do {
            object = try await resolver.makeCellObject(in: self)
        } catch {
            throw creationError(node, error, duringBuild: true)
        }
        let made = Unmanaged.passRetained(object)
        if !cells[creation.cell].instance.compareExchange(
            expected: nil, desired: made, ordering: .acquiringAndReleasing
        )
        .exchanged {
            made.release()
        }
    }

    /// `slot`'s value, for `AsyncProvider<T>`, whose binding is node `target` (-1 for none): an
    /// unscoped asynchronous binding's factory is awaited; a scoped one is read once made;
    /// anything else is read as `Provider<T>` would read it.
    func value<T>(of slot: Slot<T>, target: Int32) async throws(WiringError) -> T {
        let links = table.links
        guard target >= 0, links.hasIsolatedCreation, links.creation(ofNode: Int(target)) == .asynchronous else {
            return slot.get(self)
        }
        if let cell = links.cell(ofNode: Int(target)) {
            guard owner(of: cell).existingInstance(at: cell.index) != nil else {
                throw WiringError(diagnostics: [notReady(target, how: "through AsyncProvider")], stoppedBuild: false)
            }
            return slot.get(self)
        }
        // Validation lets only a direct AsyncProvider<T> reach an unscoped asynchronous binding.
        link(slot)
        guard slot.node == target, let resolver = links.asyncResolver(ofNode: target) as? AsyncResolver<T> else {
            throw WiringError(
                diagnostics: [.internalInconsistency("no factory for '\(links.bindingName(ofNode: Int(target)))'")],
                stoppedBuild: false)
        }
        do {
            return try await resolver.run(self)
        } catch {
            throw creationError(target, error, duringBuild: false)
        }
    }

    /// The error for `error`, thrown by node `node`'s factory: a ``WiringError`` from a
    /// creation it awaited passes through unchanged, naming where it started.
    /// `duringBuild` says whether a build was making it, or an `AsyncProvider`.
    private func creationError(_ node: Int32, _ error: any Error, duringBuild: Bool) -> WiringError {
        if let wiring = error as? WiringError { return wiring }
        if error is CancellationError && Task.isCancelled { return creationCancelled(node, duringBuild: duringBuild) }
        let links = table.links
        return WiringError(
            diagnostics: [
                .creationFailed(
                    links.bindingName(ofNode: Int(node)), at: links.bindingLocation(ofNode: Int(node)),
                    path: path(to: node), error: error, duringBuild: duringBuild)
            ], stoppedBuild: false, underlyingError: error)
    }

    private func creationCancelled(_ node: Int32, duringBuild: Bool = true) -> WiringError {
        let links = table.links
        return WiringError(
            diagnostics: [
                .creationCancelled(
                    links.bindingName(ofNode: Int(node)), at: links.bindingLocation(ofNode: Int(node)),
                    duringBuild: duringBuild)
            ], stoppedBuild: false, underlyingError: CancellationError())
    }

    /// The bindings from node `node`'s level's root to it.
    private func path(to node: Int32) -> [Diagnostic.Step] {
        let links = table.links
        return (links.creationPaths[node] ?? [node]).map {
            Diagnostic.Step(name: links.bindingName(ofNode: Int($0)), location: links.bindingLocation(ofNode: Int($0)))
        }
    }

    private func notReady(_ node: Int32, how: String) -> Diagnostic {
        let links = table.links
        return .asyncInstanceNotReady(
            links.bindingName(ofNode: Int(node)), at: links.bindingLocation(ofNode: Int(node)), how: how)
    }

    /// Stops the process: synchronous code (a provider's `get()`, a plain parameter, a root)
    /// reached scoped asynchronous node `node` before its component's build had made it, which
    /// only a loop through providers between asynchronous factories can do.
    @usableFromInline
    func asynchronousInstanceMissing(node: Int32) -> Never {
        stop(with: notReady(node, how: "synchronously, by a provider's get() or a plain parameter"))
    }

    /// Stops the process: main-actor node `node` was to be made off the main actor. Nothing a
    /// graph's declarations or the compiler allow gets here: validation and the components'
    /// builds make sure a main-actor root exists before `root` can be read, and every other
    /// request is checked when the graph is validated or thrown from `resolve`.
    @usableFromInline
    func mainActorInstanceOffMainActor(node: Int32) -> Never {
        let links = table.links
        stop(
            with: .mainActorRequired(
                links.bindingName(ofNode: Int(node)), at: links.bindingLocation(ofNode: Int(node)),
                how: "synchronously"))
    }

    /// Whether `slot`'s binding is a main-actor one.
    func isMainActorBinding(_ slot: AnySlot) -> Bool {
        let links = table.links
        return links.hasIsolatedCreation && slot.node >= 0 && links.creation(ofNode: Int(slot.node)) == .onMainActor
    }

    /// Why the values of nodes `nodes`, asked for by type `how`, cannot be handed out here, used
    /// as `access` says; nil when they can. Only graphs with asynchronous or main-actor bindings check.
    func isolationProblem(resolving nodes: [Int], access: RequestShape.Access, how: String) -> Diagnostic? {
        let links = table.links
        guard links.hasIsolatedCreation else { return nil }
        for node in nodes {
            switch links.creation(ofNode: node) {
            case .synchronous:
                continue
            case .asynchronous:
                if access == .asynchronous { continue }
                guard let cell = links.cell(ofNode: node) else {
                    return .asyncProviderRequired(
                        links.bindingName(ofNode: node), at: links.bindingLocation(ofNode: node), how: how)
                }
                if owner(of: cell).existingInstance(at: cell.index) == nil {
                    return notReady(Int32(truncatingIfNeeded: node), how: how)
                }
            case .onMainActor:
                if access == .mainActor || isOnMainActor() { continue }
                return .mainActorRequired(
                    links.bindingName(ofNode: node), at: links.bindingLocation(ofNode: node), how: how)
            }
        }
        return nil
    }
}
