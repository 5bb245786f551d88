/// A factory parameter `T?` receives the bound `T`, or nil when no linked module binds `T`,
/// so a feature can appear only when its wiring library is linked.
extension Optional: RequestKind {
    static func request(_ recognizer: RequestKindRecognizer) -> RequestShape {
        var shape = recognizer.shape(ofValue: Wrapped.self)
        shape.isOptional = true
        return shape
    }

    static func answer(_ context: AnswerContext) -> AnyRecipe? {
        guard context.hasTarget || context.hasContributions else {
            return Recipe<Wrapped?> { _ in nil }.erased
        }
        switch context.valueAnswer(as: Wrapped.self) {
        case .node(let node)?:
            let wrapped = context.reading(Int(node), as: Wrapped.self)
            return Recipe<Wrapped?> { arguments in wrapped.make(arguments) }.erased
        case .made(let recipe)?:
            guard let recipe = recipe.typed(as: Wrapped.self) else { return nil }
            return Recipe<Wrapped?> { arguments in recipe.make(arguments) }.erased
        // A request kind inside another is answered by a recipe, never by a graph's provider entry.
        case .provider?, nil:
            return nil
        }
    }

    static var exportName: WiringGraph.RequestKind { .optional }
}
