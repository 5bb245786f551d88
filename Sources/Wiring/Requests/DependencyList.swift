/// A factory's parameters, in order, as the builders declare them where the parameter types are
/// known: the fixed-arity `to(factory:)` overloads case by case, the parameter-pack ones with
/// ``init(_:)``. Wiring reads them as a ``DependencyList``.
@usableFromInline
enum DeclaredParameters {
    case none
    case one(DependencyRequest)
    case two(DependencyRequest, DependencyRequest)
    case many([DependencyRequest])

    /// The parameters of a factory of any arity.
    @inlinable
    init<each D>(_ types: repeat (each D).Type) {
        // Counted first: grown one append at a time, a ten-parameter list was reallocated four times.
        var count = 0
        for _ in repeat each types { count += 1 }
        var all: [DependencyRequest] = []
        all.reserveCapacity(count)
        repeat all.append(DependencyRequest(each types))
        switch count {
        case 0: self = .none
        case 1: self = .one(all[0])
        case 2: self = .two(all[0], all[1])
        default: self = .many(all)
        }
    }
}

/// A factory's parameters, in order. Up to two are kept inline, so most bindings need no
/// array of their own, a separate allocation per binding made, walked and freed with every graph.
enum DependencyList: RandomAccessCollection, Sendable {
    case none
    case one(DependencyRequest)
    case two(DependencyRequest, DependencyRequest)
    case many([DependencyRequest])

    init(_ parameters: consuming DeclaredParameters) {
        switch consume parameters {
        case .none: self = .none
        case .one(let first): self = .one(first)
        case .two(let first, let second): self = .two(first, second)
        case .many(let all): self = .many(all)
        }
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch self {
        case .none: 0
        case .one: 1
        case .two: 2
        case .many(let requests): requests.count
        }
    }

    subscript(position: Int) -> DependencyRequest {
        switch self {
        case .one(let first) where position == 0: first
        case .two(let first, _) where position == 0: first
        case .two(_, let second) where position == 1: second
        case .many(let requests): requests[position]
        // Out of range: traps as an array's subscript does.
        default: [DependencyRequest]()[position]
        }
    }

    /// Iterates with the list's case worked out once, when iterating starts: the default
    /// iterator asks for `endIndex` and the subscript, each a switch over the cases, for every
    /// element, and graphs are indexed by walking every request of every binding.
    struct Iterator: IteratorProtocol {
        private var first: DependencyRequest?
        private var second: DependencyRequest?
        private var rest: IndexingIterator<[DependencyRequest]>?

        init(_ list: DependencyList) {
            switch list {
            case .none: break
            case .one(let request): first = request
            case .two(let request, let other):
                first = request
                second = other
            case .many(let requests): rest = requests.makeIterator()
            }
        }

        mutating func next() -> DependencyRequest? {
            if let request = first {
                first = second
                second = nil
                return request
            }
            return rest?.next()
        }
    }

    func makeIterator() -> Iterator { Iterator(self) }
}
