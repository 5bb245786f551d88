import Wiring

extension WiringGraph.Why: CustomStringConvertible {
    /// The answer as `wiring-report why` prints it: a line saying how many paths there are, then each path
    /// shown, one binding a line, each line starting with `path:line:` so that terminals and
    /// editors jump to the declaration; then the bindings no path reaches, or, when nothing
    /// binds the type, the near misses.
    public var description: String {
        let place = app.map { " in \($0)" } ?? ""
        guard !bindings.isEmpty else {
            var lines = ["nothing\(place) binds '\(type)'"]
            lines += suggestions.map { "\($0.place): note: \(Diagnostic.didYouMean($0.name))" }
            return lines.joined(separator: "\n")
        }
        let rootName = root.map { "'\($0.name)'" } ?? "(none)"
        var lines: [String] = []
        if pathCount == 0 {
            lines.append("'\(type)'\(place): no path from the root \(rootName) reaches it")
        } else {
            let noun = pathCount == 1 && pathCountIsExact ? "path" : "paths"
            lines.append("'\(type)'\(place): \(pathCountText) \(noun) from the root \(rootName), shortest first")
        }
        for (number, path) in paths.enumerated() {
            lines.append("")
            lines.append(pathCount > 1 ? "path \(number + 1) of \(pathCountText):" : "path:")
            lines += path.map(Self.line)
        }
        let hidden = pathCount - paths.count
        if hidden > 0 || !pathCountIsExact {
            lines.append("")
            lines.append(
                pathCountIsExact
                    ? "… and \(Diagnostic.grouped(hidden)) more \(hidden == 1 ? "path" : "paths"), not shown"
                    : "… and more paths, not shown")
        }
        if !unreachable.isEmpty { lines.append("") }
        for node in unreachable {
            var line =
                "\(node.place): note: '\(node.name)' is bound by \(node.library), but no path from the root reaches it"
            if node.reachedByType { line += "; it is marked reachedByType(): the app asks for it by type" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    private var pathCountText: String {
        pathCountIsExact ? Diagnostic.grouped(pathCount) : "more than \(Diagnostic.grouped(pathCount))"
    }

    /// One step: where it is declared, what it binds, its scope and library, and how it is asked for.
    private static func line(_ step: WiringGraph.PathStep) -> String {
        let node = step.binding
        var line = "\(node.place): \(node.stepName) [\(node.scope ?? "unscoped")] in \(node.library)"
        if let parameter = step.parameter, let kind = step.kind {
            line += ", asked for as '\(parameter)' (\(kind.rawValue))"
        } else if let child = step.builds {
            line += ", the root of \(child), made when it is built"
        } else {
            line += ": the root"
        }
        return line
    }
}
