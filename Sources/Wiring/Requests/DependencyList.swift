/// A factory's parameters, in order. Up to two are kept inline, so most bindings need no
/// array of their own, a separate allocation per binding made, walked and freed with every graph.
@usableFromInline
enum DependencyList: RandomAccessCollection, Sendable {
    case none
    case one(DependencyRequest)
    case two(DependencyRequest, DependencyRequest)
    case many([DependencyRequest])

    /// The list of `requests`, inline when there are at most two.
    @usableFromInline
    init(_ requests: [DependencyRequest]) {
        switch requests.count {
        case 0: self = .none
        case 1: self = .one(requests[0])
        case 2: self = .two(requests[0], requests[1])
        default: self = .many(requests)
        }
    }

    @usableFromInline var startIndex: Int { 0 }

    @usableFromInline var endIndex: Int {
        switch self {
        case .none: 0
        case .one: 1
        case .two: 2
        case .many(let requests): requests.count
        }
    }

    @usableFromInline subscript(position: Int) -> DependencyRequest {
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
    @usableFromInline
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

        @usableFromInline
        mutating func next() -> DependencyRequest? {
            if let request = first {
                first = second
                second = nil
                return request
            }
            return rest?.next()
        }
    }

    @usableFromInline func makeIterator() -> Iterator { Iterator(self) }
}
