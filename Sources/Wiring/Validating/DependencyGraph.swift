/// Every binding of a component tree as a numbered node, with each factory parameter
/// resolved to the nodes that answer it.
///
/// Built once per component; validation, the cycle search and the freezer then read flat
/// integer arrays instead of looking keys up level by level. A node's parameters are
/// resolved as its own level sees them, so edges only ever point to the same level or an
/// ancestor: a cycle never spans two levels. A class, so that passing it around never
/// copies (and retains) its arrays.
final class DependencyGraph {
    /// What one parameter needs, as flags, so searches need not recompute its shape.
    struct RequestFlags: OptionSet {
        let rawValue: UInt8
        /// The target is made before the requester, so the edge can close a cycle.
        static let closesCycles = RequestFlags(rawValue: 1 << 0)
        /// The requester keeps the target's instance (see `RequestShape.holdsInstance`).
        static let holdsInstance = RequestFlags(rawValue: 1 << 1)
        /// A missing target is fine (`T?`).
        static let optional = RequestFlags(rawValue: 1 << 2)
        /// The parameter is of a request kind (`Provider<T>`, `[T]`, …), not a plain value.
        static let ofKind = RequestFlags(rawValue: 1 << 3)
        /// The parameter is used with `await` (`AsyncProvider<T>`, `AsyncChildFactory<C>`).
        static let asynchronousAccess = RequestFlags(rawValue: 1 << 4)
        /// The parameter is used on the main actor only (`MainActorProvider<T>`).
        static let mainActorAccess = RequestFlags(rawValue: 1 << 5)
        /// The parameter gathers collection or map contributions.
        static let aggregate = RequestFlags(rawValue: 1 << 6)
    }

    /// What validation and freezing ask of every node, as flags, so their loops need not
    /// read (and retain) each binding.
    struct NodeFlags: OptionSet {
        let rawValue: UInt8
        /// The binding has a scope, so its instance is cached.
        static let scoped = NodeFlags(rawValue: 1 << 0)
        /// The binding's scope is not its level's.
        static let foreignScope = NodeFlags(rawValue: 1 << 1)
        /// The binding contributes to a collection or map rather than being its key's one provider.
        static let contribution = NodeFlags(rawValue: 1 << 2)
        /// The binding is a child component's seed, whose cell is filled when the child is built.
        static let seed = NodeFlags(rawValue: 1 << 3)
        /// A reload of a keyed component keeps the binding's instance (``ReloadPolicy/reuse``).
        static let reusedOnReload = NodeFlags(rawValue: 1 << 4)
        /// The binding's factory is asynchronous (``Creation/asynchronous``).
        static let asynchronous = NodeFlags(rawValue: 1 << 5)
        /// The binding's factory runs on the main actor (``Creation/onMainActor``).
        static let mainActor = NodeFlags(rawValue: 1 << 6)
    }

    /// The levels, depth first from the root.
    let levels: [ComponentLevel]
    /// Every binding, level by level in `levels` order.
    let nodes: BindingList
    /// The position in `levels` of each node's level.
    let nodeLevel: [Int32]
    let nodeFlags: [NodeFlags]
    // Searches copy these arrays into locals before their loops: reading an array through a
    // class reference retains and releases it on every access.
    /// Where each node's requests start in `requestFlags`, plus one entry for the end.
    let requestStart: [Int32]
    let requestFlags: [RequestFlags]
    /// Where each request's targets start in `targetNodes`, plus one entry for the end.
    let targetStart: [Int32]
    /// The nodes answering each request: one for a plain value; for a collection or map,
    /// every contribution (ancestors' first), then a plain binding of the array or
    /// dictionary, if one exists.
    let targetNodes: [Int32]
    /// Whether any binding is asynchronous or main-actor, so that the rules for asking for
    /// them need checking.
    let hasIsolatedCreation: Bool
    /// The node answering each plain request, by request number, as the frozen graph reads it;
    /// -1 for a parameter of a request kind (the freezer makes its recipe) or a request nothing
    /// answers.
    /// Found here, where each target is found, so freezing needs no pass over every request.
    let plainAnswers: [Int32]
    /// The parameters of a request kind (`Provider<T>`, `[T]`, `T?`, …) in request order, with
    /// their nodes: the only ones the freezer answers itself.
    let kindParameters: [KindParameter]
    /// The requests nothing answers, in request order, with their nodes: a missing binding
    /// unless the request is optional. Usually none, so validation need not look at every
    /// request to find them.
    let unansweredRequests: [NodeRequest]

    /// A request number, with the number of the node whose factory makes it.
    struct NodeRequest {
        let node: Int32
        let request: Int32
    }

    /// A parameter of a request kind: its request number, its node's, and its kind.
    struct KindParameter {
        let node: Int32
        let request: Int32
        let kind: any RequestKind.Type
    }

    init(root: ComponentLevel) {
        let levels = root.subtree
        // The root's list itself, shared rather than copied: copying would retain what every
        // binding holds, and a graph without children needs nothing more.
        var nodes = root.bindings
        var nodeLevel = [Int32](repeating: 0, count: nodes.count)
        for (position, level) in levels.enumerated().dropFirst() {
            level.firstNode = nodes.count
            nodes.append(contentsOf: level.bindings)
            nodeLevel += repeatElement(Int32(truncatingIfNeeded: position), count: level.bindings.count)
        }
        var requestStart: [Int32] = [0]
        var requestFlags: [RequestFlags] = []
        var targetStart: [Int32] = [0]
        var targetNodes: [Int32] = []
        var nodeFlags: [NodeFlags] = []
        var hasIsolatedCreation = false
        var plainAnswers: [Int32] = []
        var kindParameters: [KindParameter] = []
        var unansweredRequests: [NodeRequest] = []
        plainAnswers.reserveCapacity(nodes.count * 2)
        nodeFlags.reserveCapacity(nodes.count)
        requestStart.reserveCapacity(nodes.count + 1)
        requestFlags.reserveCapacity(nodes.count * 2)
        targetStart.reserveCapacity(nodes.count * 2 + 1)
        targetNodes.reserveCapacity(nodes.count * 2)
        let registry = root.registry
        for level in levels {
            let visible = level.chain.map { (level: $0, index: $0.levelIndex) }
            let recognizer = level.recognizer
            /// The node of the first single binding of key number `keyID` this level sees.
            @inline(__always)
            func single(_ keyID: Int) -> Int32? {
                for (owner, index) in visible {
                    if let position = index.single(keyID) {
                        return Int32(truncatingIfNeeded: owner.firstNode + position)
                    }
                }
                return nil
            }
            let bindings = level.bindings
            for position in bindings.indices {
                let nodeNumber = Int32(truncatingIfNeeded: level.firstNode + position)
                // Field by field: copying the whole binding would retain everything in it.
                let scope = bindings[position].scope, isSingle = bindings[position].isSingle
                let isSeed = bindings[position].origin == .seed, reloadPolicy = bindings[position].reloadPolicy
                let deferred = bindings[position].dependenciesAreDeferred
                let dependencies = bindings[position].dependencies
                let creation = bindings[position].creation
                var node: NodeFlags = []
                if let scope {
                    node.insert(.scoped)
                    if scope != level.scope { node.insert(.foreignScope) }
                }
                if !isSingle { node.insert(.contribution) }
                if isSeed { node.insert(.seed) }
                if reloadPolicy == .reuse { node.insert(.reusedOnReload) }
                switch creation {
                case .synchronous: break
                case .asynchronous:
                    node.insert(.asynchronous)
                    hasIsolatedCreation = true
                case .onMainActor:
                    node.insert(.mainActor)
                    hasIsolatedCreation = true
                }
                nodeFlags.append(node)
                for request in dependencies {
                    let requestNumber = Int32(truncatingIfNeeded: requestFlags.count)
                    // A value, nearly every parameter: a class, or a type the level binds as a
                    // value. Its key and flags are known without working out a request's shape,
                    // and the lookup that finds its target is the one that tells it from a
                    // request kind (see RequestKindRecognizer).
                    let valueKey = BindingKey(metatype: request.parameter)
                    var kind: (any RequestKind.Type)?
                    if request.probe != nil {
                        let bound = registry.existingID(valueKey).flatMap(single)
                        let boundAsValue = bound.map { !nodes[Int($0)].key.isReadByRequestKind } ?? false
                        kind = RequestKindRecognizer.kind(of: request, typeBoundAsValue: boundAsValue)
                    }
                    guard let kind else {
                        requestFlags.append(deferred ? [.holdsInstance] : [.holdsInstance, .closesCycles])
                        if let target = single(registry.id(valueKey)) {
                            targetNodes.append(target)
                            plainAnswers.append(target)
                        } else {
                            plainAnswers.append(-1)
                            unansweredRequests.append(NodeRequest(node: nodeNumber, request: requestNumber))
                        }
                        targetStart.append(Int32(truncatingIfNeeded: targetNodes.count))
                        continue
                    }
                    let shape = kind.request(recognizer)
                    var flags: RequestFlags = [.ofKind]
                    if shape.timing == .immediate && !deferred { flags.insert(.closesCycles) }
                    if shape.holdsInstance { flags.insert(.holdsInstance) }
                    if shape.isOptional { flags.insert(.optional) }
                    if shape.isAggregate { flags.insert(.aggregate) }
                    switch shape.access {
                    case .synchronous: break
                    case .asynchronous: flags.insert(.asynchronousAccess)
                    case .mainActor: flags.insert(.mainActorAccess)
                    }
                    requestFlags.append(flags)
                    plainAnswers.append(-1)
                    kindParameters.append(KindParameter(node: nodeNumber, request: requestNumber, kind: kind))
                    let firstTarget = targetNodes.count
                    let answering = shape.answeringBindings(
                        single: { single(registry.id($0)) },
                        contributions: { key in
                            level.contributionIndices(keyID: registry.id(key)).map {
                                Int32(truncatingIfNeeded: $0.level.firstNode + $0.index)
                            }
                        })
                    targetNodes += answering.contributions
                    if let target = answering.single { targetNodes.append(target) }
                    // A collection or map nothing contributes to is empty, not missing.
                    if targetNodes.count == firstTarget && !shape.isAggregate {
                        unansweredRequests.append(NodeRequest(node: nodeNumber, request: requestNumber))
                    }
                    targetStart.append(Int32(truncatingIfNeeded: targetNodes.count))
                }
                requestStart.append(Int32(truncatingIfNeeded: requestFlags.count))
            }
        }
        self.levels = levels
        self.nodes = nodes
        self.nodeLevel = nodeLevel
        self.nodeFlags = nodeFlags
        self.requestStart = requestStart
        self.requestFlags = requestFlags
        self.targetStart = targetStart
        self.targetNodes = targetNodes
        self.hasIsolatedCreation = hasIsolatedCreation
        self.plainAnswers = plainAnswers
        self.kindParameters = kindParameters
        self.unansweredRequests = unansweredRequests
    }

    /// The numbers of `node`'s requests, one per factory parameter, in order.
    func requests(of node: Int) -> Range<Int> {
        Int(requestStart[node])..<Int(requestStart[node + 1])
    }

    /// The nodes answering request number `request`.
    func targets(of request: Int) -> ArraySlice<Int32> {
        targetNodes[Int(targetStart[request])..<Int(targetStart[request + 1])]
    }

    /// The node of the binding of `key` that `level` sees, if any.
    func node(of key: BindingKey, seenFrom level: ComponentLevel) -> Int? {
        level.singleIndex(key).map { $0.level.firstNode + $0.index }
    }
}
