/// A factory parameter `[T]` receives every element contributed with `.intoCollection()`,
/// from this component's modules and its ancestors'.
///
/// Order: ancestors' contributions first; within a component, in the order the modules
/// were first included (the generated `LinkedWiring` includes libraries and their modules
/// in name order), and within a module in declaration order.
extension Array: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        RequestShape(key: .collection(of: Element.self), edge: .immediate, directKey: .array(of: Element.self))
    }

    @usableFromInline
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot? {
        // No contributions: the request is answered by a direct binding of `[T]` instead.
        if !context.hasContributions, context.hasTarget {
            return context.target(as: [Element].self)
        }
        guard let parts = context.contributions(as: [Element].self) else { return nil }
        return Slot<[Element]> { store in
            var elements: [Element] = []
            for part in parts { elements += part.get(store) }
            return elements
        }
    }
}

/// A factory parameter `[K: T]` receives every entry contributed with `.intoMap(key:)`.
extension Dictionary: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        RequestShape(
            key: .map(of: Value.self, keyedBy: Key.self), edge: .immediate,
            directKey: .dictionary(of: Value.self, keyedBy: Key.self))
    }

    @usableFromInline
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot? {
        if !context.hasContributions, context.hasTarget {
            return context.target(as: [Key: Value].self)
        }
        // Each entry's slot yields a one-entry map; the entries carry how to merge them, made
        // where the key type is known to be `Sendable` (`MapBindingBuilder`).
        return context.mapAssembly?.merge(context)
    }
}
