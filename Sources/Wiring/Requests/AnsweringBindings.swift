extension RequestShape {
    /// The bindings that answer a request of this shape, as one level sees them: for a
    /// collection or map, every contribution to it (ancestors' first), and a plain binding of
    /// the array or dictionary type, which validation reports if both exist; otherwise the
    /// nearest single binding of the key.
    ///
    /// The one rule that validation (whose targets the freezer reads), `resolve(_:)` and the
    /// exported graph follow, each with its own way to look a key up.
    @inline(__always)
    func answeringBindings<Node>(
        single: (BindingKey) -> Node?, contributions: (BindingKey) -> [Node]
    ) -> (single: Node?, contributions: [Node]) {
        guard let directKey else { return (single(key), []) }
        return (single(directKey), contributions(key))
    }
}
