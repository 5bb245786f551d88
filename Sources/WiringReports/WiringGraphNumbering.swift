import Wiring

extension WiringGraph {
    /// What is wrong with the graph's numbering, for a graph read from a file that may have
    /// been edited: nil when every binding and component sits at the position its number says,
    /// and every edge, binding and component refers only to bindings and components the graph
    /// has (a component's parent before it). The questions asked of a graph (``why(_:limit:)``,
    /// ``Difference``) and its pictures read a graph with a problem as far as they can, leaving
    /// out what it refers to and does not have.
    public var numberingProblem: String? {
        for (position, node) in bindings.enumerated() {
            if node.id != position { return "binding \(position) is numbered \(node.id)" }
            if !components.indices.contains(node.component) {
                return "binding \(position) belongs to component \(node.component), which the graph does not have"
            }
        }
        for (position, component) in components.enumerated() {
            if component.id != position { return "component \(position) is numbered \(component.id)" }
            if let parent = component.parent, !(0..<position).contains(parent) {
                return "component \(position)'s parent \(parent) is not a component before it"
            }
            if position > 0 && component.parent == nil { return "component \(position) has no parent" }
            for binding in [component.rootBinding, component.installation].compactMap({ $0 })
            where !bindings.indices.contains(binding) {
                return "component \(position) refers to binding \(binding), which the graph does not have"
            }
        }
        for (position, edge) in edges.enumerated() {
            for end in [edge.from, edge.to] where !bindings.indices.contains(end) {
                return "edge \(position) refers to binding \(end), which the graph does not have"
            }
            if let child = edge.childComponent, !components.indices.contains(child) {
                return "edge \(position) refers to component \(child), which the graph does not have"
            }
        }
        return nil
    }
}

extension WiringGraph {
    /// The graph with its numbering made sound, for the questions and pictures, which index by
    /// number: itself when ``numberingProblem`` is nil; otherwise every binding and component
    /// numbered by its position, and every reference to what the graph does not have (or to a
    /// component not before its child) left out, a binding of an unknown component put in the
    /// root's. A graph edited by hand is answered as far as it can be, never trapped on.
    var withSoundNumbering: WiringGraph {
        guard numberingProblem != nil else { return self }
        var sound = self
        let bindingRange = bindings.indices
        if sound.components.isEmpty {
            sound.components = [ComponentNode(id: 0, scope: "singleton", root: "(none)")]
        }
        let componentRange = sound.components.indices
        func binding(_ number: Int?) -> Int? { number.flatMap { bindingRange.contains($0) ? $0 : nil } }
        for position in sound.components.indices {
            sound.components[position].id = position
            if let parent = sound.components[position].parent, !(0..<position).contains(parent) {
                sound.components[position].parent = nil
            }
            if position > 0 && sound.components[position].parent == nil { sound.components[position].parent = 0 }
            sound.components[position].rootBinding = binding(sound.components[position].rootBinding)
            sound.components[position].installation = binding(sound.components[position].installation)
        }
        for position in sound.bindings.indices {
            sound.bindings[position].id = position
            if !componentRange.contains(sound.bindings[position].component) { sound.bindings[position].component = 0 }
        }
        sound.edges = edges.filter { bindingRange.contains($0.from) && bindingRange.contains($0.to) }.map { edge in
            var edge = edge
            if let child = edge.childComponent, !componentRange.contains(child) { edge.childComponent = nil }
            return edge
        }
        return sound
    }
}
