import Injection
import Wiring
import WiringSupport

/// The text of `--print-wiring`: what an app links and every binding in its graph.
enum WiringReport {
    static func text<Root>(for component: Component<Root>, libraries: [WiringLibrary]) -> String {
        var lines = ["Linked wiring libraries (\(libraries.count)):"]
        for library in libraries {
            let modules = library.modules.map { TypeName.of($0) }.joined(separator: ", ")
            lines.append("  \(library.name): \(modules.isEmpty ? "(no modules)" : modules)")
        }
        lines.append("Modules (\(component.modules.count)):")
        lines += component.modules.map { "  \($0)" }
        lines.append("Bindings (\(component.bindings.count)):")
        lines += component.bindings.map { "  \($0)" }
        return lines.joined(separator: "\n")
    }
}
