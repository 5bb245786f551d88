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

        init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// The flags of a parameter of a request kind whose request is `shape`, of a factory
        /// whose dependencies are `deferred` (made only when its value is used).
        init(_ shape: RequestShape, deferred: Bool) {
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
            self = flags
        }
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

    /// The levels, depth first from the root: each one's ``ComponentLevel/position``.
    let levels: [ComponentLevel]
    /// Every binding, level by level in `levels` order.
    let nodes: BindingList
    /// The number of each level's first node, by level position.
    let firstNodes: [Int]
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
    /// The node answering each plain request, by request number, as the frozen graph reads it.
    /// Found here, where each target is found, so freezing needs no pass over every request.
    let plainAnswers: [PlainAnswer]
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

    /// The node that answers a plain request, or none: for a parameter of a request kind,
    /// which the freezer answers with a recipe, and for a request nothing answers. Four bytes,
    /// as a graph holds one per request.
    struct PlainAnswer {
        private let rawValue: Int32

        /// Answered by node `node`.
        init(node: Int32) { rawValue = node }

        /// Not answered by a node.
        static let none = PlainAnswer(node: -1)

        /// The answering node; nil for ``none``.
        var node: Int32? { rawValue >= 0 ? rawValue : nil }
    }

    init(root: ComponentLevel) {
        let levels = root.subtree
        let (nodes, firstNodes, nodeLevel) = Self.numbering(levels)
        var table = RequestTable(expectedNodes: nodes.count)
        var nodeFlags: [NodeFlags] = []
        nodeFlags.reserveCapacity(nodes.count)
        var hasIsolatedCreation = false
        let registry = root.registry
        for level in levels {
            let firstNode = firstNodes[level.position]
            let lookup = Lookup(level: level, firstNodes: firstNodes, registry: registry)
            let recognizer = level.recognizer
            let bindings = level.bindings
            for position in bindings.indices {
                let node = Int32(truncatingIfNeeded: firstNode + position)
                let flags = Self.flags(of: bindings, at: position, in: level)
                if flags.contains(.asynchronous) || flags.contains(.mainActor) { hasIsolatedCreation = true }
                nodeFlags.append(flags)
                let deferred = bindings[position].dependenciesAreDeferred
                for request in bindings[position].dependencies {
                    // A value, nearly every parameter: a class, or a type the level binds as a
                    // value. Its key and flags are known without working out a request's shape,
                    // and the lookup that finds its target is the one that tells it from a
                    // request kind (see RequestKindRecognizer).
                    let valueKey = BindingKey(metatype: request.parameter)
                    var kind: (any RequestKind.Type)?
                    if request.probe != nil {
                        let bound = registry.existingID(valueKey).flatMap(lookup.single(keyID:))
                        let boundAsValue = bound.map { !nodes[Int($0)].key.isReadByRequestKind } ?? false
                        kind = RequestKindRecognizer.kind(of: request, typeBoundAsValue: boundAsValue)
                    }
                    if let kind {
                        let shape = kind.request(recognizer)
                        table.add(kind, shape: shape, of: node, deferred: deferred, answering: lookup.answering(shape))
                    } else {
                        table.addValue(
                            answeredBy: lookup.single(keyID: registry.id(valueKey)), of: node, deferred: deferred)
                    }
                }
                table.endNode()
            }
        }
        self.levels = levels
        self.nodes = nodes
        self.firstNodes = firstNodes
        self.nodeLevel = nodeLevel
        self.nodeFlags = nodeFlags
        self.requestStart = table.requestStart
        self.requestFlags = table.requestFlags
        self.targetStart = table.targetStart
        self.targetNodes = table.targetNodes
        self.hasIsolatedCreation = hasIsolatedCreation
        self.plainAnswers = table.plainAnswers
        self.kindParameters = table.kindParameters
        self.unansweredRequests = table.unansweredRequests
    }

    /// Every binding of `levels`, numbered level by level, with each level's first number and
    /// each node's level.
    private static func numbering(_ levels: [ComponentLevel]) -> (BindingList, [Int], [Int32]) {
        // The root's list itself, shared rather than copied: copying would retain what every
        // binding holds, and a graph without children needs nothing more.
        var nodes = levels[0].bindings
        var firstNodes = [0]
        var nodeLevel = [Int32](repeating: 0, count: nodes.count)
        for level in levels.dropFirst() {
            firstNodes.append(nodes.count)
            nodes.append(contentsOf: level.bindings)
            nodeLevel += repeatElement(Int32(truncatingIfNeeded: level.position), count: level.bindings.count)
        }
        return (nodes, firstNodes, nodeLevel)
    }

    /// The flags of binding number `position` of `bindings`, `level`'s, read field by field:
    /// copying the whole binding would retain everything in it.
    @inline(__always)
    private static func flags(of bindings: BindingList, at position: Int, in level: ComponentLevel) -> NodeFlags {
        var flags: NodeFlags = []
        if let scope = bindings[position].scope {
            flags.insert(.scoped)
            if scope != level.scope { flags.insert(.foreignScope) }
        }
        if !bindings[position].isSingle { flags.insert(.contribution) }
        if bindings[position].origin == .seed { flags.insert(.seed) }
        if bindings[position].reloadPolicy == .reuse { flags.insert(.reusedOnReload) }
        switch bindings[position].creation {
        case .synchronous: break
        case .asynchronous: flags.insert(.asynchronous)
        case .onMainActor: flags.insert(.mainActor)
        }
        return flags
    }

    /// Finds the nodes a level sees, by key number.
    private struct Lookup {
        let level: ComponentLevel
        let firstNodes: [Int]
        let registry: KeyRegistry
        /// The level and its ancestors, nearest first: each one's index and first node.
        private let visible: [(index: LevelIndex, firstNode: Int)]

        init(level: ComponentLevel, firstNodes: [Int], registry: KeyRegistry) {
            self.level = level
            self.firstNodes = firstNodes
            self.registry = registry
            visible = level.chain.map { ($0.levelIndex, firstNodes[$0.position]) }
        }

        /// The node of the first single binding of key number `keyID` the level sees.
        @inline(__always)
        func single(keyID: Int) -> Int32? {
            for (index, firstNode) in visible {
                if let position = index.single(keyID) { return Int32(truncatingIfNeeded: firstNode + position) }
            }
            return nil
        }

        /// The nodes that answer a request of `shape`
        /// (see ``RequestShape/answeringBindings(single:contributions:)``).
        func answering(_ shape: RequestShape) -> (single: Int32?, contributions: [Int32]) {
            shape.answeringBindings(
                single: { single(keyID: registry.id($0)) }, contributions: { contributions(to: $0) })
        }

        /// The nodes of every contribution to `key` the level sees, ancestors' first.
        func contributions(to key: BindingKey) -> [Int32] {
            level.contributionIndices(keyID: registry.id(key)).map {
                Int32(truncatingIfNeeded: firstNodes[$0.level.position] + $0.index)
            }
        }
    }

    /// The requests of every node, in order, as they are found.
    private struct RequestTable {
        var requestStart: [Int32] = [0]
        var requestFlags: [RequestFlags] = []
        var targetStart: [Int32] = [0]
        var targetNodes: [Int32] = []
        var plainAnswers: [PlainAnswer] = []
        var kindParameters: [KindParameter] = []
        var unansweredRequests: [NodeRequest] = []

        init(expectedNodes count: Int) {
            requestStart.reserveCapacity(count + 1)
            requestFlags.reserveCapacity(count * 2)
            targetStart.reserveCapacity(count * 2 + 1)
            targetNodes.reserveCapacity(count * 2)
            plainAnswers.reserveCapacity(count * 2)
        }

        private var nextRequest: Int32 { Int32(truncatingIfNeeded: requestFlags.count) }

        /// A plain value parameter of `node`, answered by `target` when one is bound.
        @inline(__always)
        mutating func addValue(answeredBy target: Int32?, of node: Int32, deferred: Bool) {
            let request = nextRequest
            requestFlags.append(deferred ? [.holdsInstance] : [.holdsInstance, .closesCycles])
            if let target {
                targetNodes.append(target)
                plainAnswers.append(PlainAnswer(node: target))
            } else {
                plainAnswers.append(.none)
                unansweredRequests.append(NodeRequest(node: node, request: request))
            }
            targetStart.append(Int32(truncatingIfNeeded: targetNodes.count))
        }

        /// A parameter of `node` of request kind `kind`, whose request is `shape`, answered by
        /// `answering`.
        mutating func add(
            _ kind: any RequestKind.Type, shape: RequestShape, of node: Int32, deferred: Bool,
            answering: (single: Int32?, contributions: [Int32])
        ) {
            let request = nextRequest
            requestFlags.append(RequestFlags(shape, deferred: deferred))
            plainAnswers.append(.none)
            kindParameters.append(KindParameter(node: node, request: request, kind: kind))
            if !answering.contributions.isEmpty { targetNodes += answering.contributions }
            if let target = answering.single { targetNodes.append(target) }
            // A collection or map nothing contributes to is empty, not missing.
            if answering.single == nil && answering.contributions.isEmpty && !shape.isAggregate {
                unansweredRequests.append(NodeRequest(node: node, request: request))
            }
            targetStart.append(Int32(truncatingIfNeeded: targetNodes.count))
        }

        /// Ends the current node's requests.
        @inline(__always)
        mutating func endNode() {
            requestStart.append(nextRequest)
        }
    }

    /// The number of `level`'s first node.
    func firstNode(of level: ComponentLevel) -> Int {
        firstNodes[level.position]
    }

    /// The nodes of `level`'s own bindings.
    func nodes(of level: ComponentLevel) -> Range<Int> {
        let first = firstNodes[level.position]
        return first..<first + level.bindings.count
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
        level.singleIndex(key).map { firstNodes[$0.level.position] + $0.index }
    }
}
