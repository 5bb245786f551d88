/// The requests nothing answers, grouped by the key they ask for, in graph order: one missing
/// type is one problem, however many bindings need it.
struct MissingKeys {
    /// One request nothing answers.
    struct Request {
        /// The requesting binding's node.
        let node: Int
        /// The level the binding belongs to.
        let level: ComponentLevel
        let parameter: DependencyRequest
        /// What the parameter asks for, as its level tells it.
        let shape: RequestShape

        /// The key that would answer it: a plain binding of a collection's or map's own type,
        /// when there is one to ask for, as a requirement is met.
        var key: BindingKey { shape.directKey ?? shape.key }
    }

    /// The requests for each key, the keys in the order their first request comes.
    private(set) var groups: [[Request]] = []
    private var groupOfKey: [BindingKey: Int] = [:]

    mutating func add(_ request: Request) {
        if let group = groupOfKey[request.key] {
            groups[group].append(request)
        } else {
            groupOfKey[request.key] = groups.count
            groups.append([request])
        }
    }
}
