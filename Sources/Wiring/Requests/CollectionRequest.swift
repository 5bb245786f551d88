/// A factory parameter `[T]` receives every element contributed with `.intoCollection()`,
/// from this component's modules and its ancestors'.
///
/// Order: ancestors' contributions first; within a component, in the order the modules
/// were first included (the generated `LinkedWiring` includes libraries and their modules
/// in name order), and within a module in declaration order.
extension Array: RequestKind {
    static func request(_ recognizer: RequestKindRecognizer) -> RequestShape {
        RequestShape(key: .collection(of: Element.self), timing: .immediate, directKey: .array(of: Element.self))
    }

    static func answer(_ context: AnswerContext) -> AnyRecipe? {
        // No contributions: the request is answered by a direct binding of `[T]` instead.
        if !context.hasContributions, case .node(let node)? = context.targetAnswer(as: [Element].self) {
            return context.reading(Int(node), as: [Element].self).erased
        }
        // Each contribution's value is an array of one element, or of several (`to(elements:)`).
        guard let parts = context.contributions(as: [Element].self) else { return nil }
        return Recipe<[Element]> { arguments in
            let graph = arguments.store.graph
            var elements: [Element] = []
            for part in parts {
                // Element by element, by index: appending a whole array (`+=`) in code not
                // compiled for `Element` asks the runtime, once per element type, whether
                // `[Element]` is a `Collection`, and its first answer scans every conformance
                // record of the process.
                let values = graph.value(ofNode: part, as: [Element].self, in: arguments.store)
                for index in values.indices { elements.append(values[index]) }
            }
            return elements
        }.erased
    }

    static var exportName: WiringGraph.RequestKind { .collection }
}
