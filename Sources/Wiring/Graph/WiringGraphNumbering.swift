extension WiringGraph {
    /// What is wrong with the graph's numbering, for a graph read from a file that may have
    /// been edited: nil when every binding and component sits at the position its number says,
    /// and every edge, binding and component refers only to bindings and components the graph
    /// has (a component's parent before it). The questions asked of a graph (``why(_:limit:)``,
    /// ``Difference``) read it only when this is nil.
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
