import Wiring

extension WiringGraph.Difference: CustomStringConvertible {
    /// The difference as `wiring-report diff` prints it; see ``text(failingOnDifference:)``.
    public var description: String {
        text(failingOnDifference: false)
    }

    /// The difference in compiler format: one line per change, starting with `path:line:` at the
    /// binding, and a second line at the second app's declaration when it is elsewhere, so
    /// that an editor jumps to each side; then one line per pair of wiring libraries, and a
    /// last line with the count.
    ///
    /// Each change is a `note`, and ends with what it is in brackets, such as `[swapped]`.
    /// When `failingOnDifference`, as with `--fail-on-difference`, a change no allowed swap
    /// covers is an `error` instead.
    public func text(failingOnDifference: Bool) -> String {
        var lines: [String] = []
        for change in changes {
            let severity = failingOnDifference && !change.allowed ? "error" : "note"
            var described = describe(change)
            guard !described.isEmpty else { continue }
            described[0].message += " [\(tag(of: change))]" + (change.allowed ? " (allowed)" : "")
            for (place, message) in described {
                lines.append((place.map { "\($0): " } ?? "") + "\(severity): \(message)")
            }
        }
        if !summary.isEmpty { lines.append("") }
        lines += summary.map(\.line)
        lines.append(countLine)
        return lines.joined(separator: "\n")
    }

    /// The last line: how many changes, and how many no allowed swap covers.
    private var countLine: String {
        guard !changes.isEmpty else { return "\(first) and \(second) have the same graph" }
        let count = "\(Diagnostic.grouped(changes.count)) \(changes.count == 1 ? "difference" : "differences")"
        let notAllowed = disallowed.count
        guard !allowed.isEmpty else { return "\(first) → \(second): \(count)" }
        let swaps = allowed.map(\.description).joined(separator: ", ")
        if notAllowed == 0 { return "\(first) → \(second): \(count), all allowed by \(swaps)" }
        return "\(first) → \(second): \(count), \(Diagnostic.grouped(notAllowed)) not allowed by \(swaps)"
    }

    /// What a change's lines say, each with the place it points at.
    private func describe(_ change: WiringGraph.Change) -> [(place: String?, message: String)] {
        let name = (change.first ?? change.second)?.name ?? ""
        switch change.kind {
        case .libraryOnlyInFirst:
            return [(nil, "\(first) links \(change.library ?? ""), \(second) does not")]
        case .libraryOnlyInSecond:
            return [(nil, "\(second) links \(change.library ?? ""), \(first) does not")]
        case .onlyInFirst:
            return [(change.first?.place, "'\(name)' is bound only in \(first), by \(change.first?.library ?? "")")]
        case .onlyInSecond:
            return [(change.second?.place, "'\(name)' is bound only in \(second), by \(change.second?.library ?? "")")]
        case .swapped:
            guard let old = change.first, let new = change.second else { return [] }
            let message =
                old.library == new.library
                ? "'\(name)' is bound by \(old.library) in \(first), and elsewhere in \(second)"
                : "'\(name)' is bound by \(old.library) in \(first) and by \(new.library) in \(second)"
            return [(old.place, message), (new.place, "\(second) binds '\(name)' here")]
        case .scopeChanged:
            guard let old = change.first, let new = change.second else { return [] }
            return both(
                old, new,
                "'\(name)' is \(old.scope ?? "unscoped") in \(first) and \(new.scope ?? "unscoped") in \(second)")
        case .creationChanged:
            guard let old = change.first, let new = change.second else { return [] }
            return both(
                old, new,
                "'\(name)' is made \(Self.words(old.creation)) in \(first) and \(Self.words(new.creation)) in \(second)"
            )
        case .dependencyAdded, .dependencyRemoved:
            guard let dependency = change.dependency else { return [] }
            let added = change.kind == .dependencyAdded
            let asker = added ? change.second : change.first
            return [
                (
                    asker?.place,
                    "'\(name)' asks for '\(dependency.parameter)' (\(dependency.kind.rawValue)) in "
                        + "\(added ? second : first) only"
                )
            ]
        }
    }

    /// The line at the first app's binding and, when the second declares it elsewhere, one there.
    private func both(_ old: WiringGraph.Node, _ new: WiringGraph.Node, _ message: String)
        -> [(place: String?, message: String)]
    {
        var lines: [(place: String?, message: String)] = [(old.place, message)]
        if new.place != old.place { lines.append((new.place, "\(second) binds '\(new.name)' here")) }
        return lines
    }

    private func tag(of change: WiringGraph.Change) -> String {
        switch change.kind {
        case .libraryOnlyInFirst: "library only in \(first)"
        case .libraryOnlyInSecond: "library only in \(second)"
        case .onlyInFirst: "only in \(first)"
        case .onlyInSecond: "only in \(second)"
        case .swapped: "swapped"
        case .scopeChanged: "scope changed"
        case .creationChanged: "made differently"
        case .dependencyAdded: "dependency added"
        case .dependencyRemoved: "dependency removed"
        }
    }

    private static func words(_ creation: WiringGraph.CreationKind) -> String {
        switch creation {
        case .synchronous: "synchronously"
        case .asynchronous: "asynchronously"
        case .mainActor: "on the main actor"
        }
    }
}
