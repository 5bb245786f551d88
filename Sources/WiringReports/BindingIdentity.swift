import Wiring

/// What makes a binding of one app's graph the same binding in another app's graph built
/// from the same libraries: its component's place in the tree, its key, and how it
/// contributes; not where it is declared, which is what a swap changes.
///
/// A map entry is told apart by its map key. A collection element has none, so its
/// declaration tells it apart: an element declared elsewhere is another element.
struct BindingIdentity: Hashable {
    /// The names of the child components from the root down to the binding's; empty for the root.
    let component: [String]
    let name: String
    let contribution: WiringGraph.Contribution
    let mapKey: String?
    /// For a collection element, `file:line`.
    let element: String?
    /// How many bindings before it in the graph have the same identity: 0 in a valid graph.
    let occurrence: Int

    /// The identities of `graph`'s bindings, by binding number; its numbering must be sound.
    static func all(in graph: WiringGraph) -> [BindingIdentity] {
        let paths = components(in: graph)
        var seen: [BindingIdentity: Int] = [:]
        return graph.bindings.map { node in
            var identity = BindingIdentity(
                component: paths[node.component], name: node.name, contribution: node.contribution,
                mapKey: node.mapKey,
                element: node.contribution == .collectionElement ? "\(node.file):\(node.line)" : nil,
                occurrence: 0)
            let occurrence = seen[identity, default: 0]
            seen[identity] = occurrence + 1
            if occurrence > 0 {
                identity = BindingIdentity(
                    component: identity.component, name: identity.name, contribution: identity.contribution,
                    mapKey: identity.mapKey, element: identity.element, occurrence: occurrence)
            }
            return identity
        }
    }

    /// The identities of `graph`'s components, by component number: their names from the root down.
    static func components(in graph: WiringGraph) -> [[String]] {
        var paths: [[String]] = []
        for component in graph.components {
            paths.append(component.parent.map { paths[$0] + [component.name ?? component.root] } ?? [])
        }
        return paths
    }
}
