import WiringSupport

/// How long an instance made by a binding lives.
///
/// A binding without a scope is *unscoped*: every request gets a new instance.
///
/// Scopes are compared by name. A scope is stored as a number: the first scope made with a
/// name gives the name its number, for the life of the process. That keeps a scope, held by
/// every scoped binding of every graph, a plain integer that costs nothing to copy. Make
/// scopes once, as static constants, as `Scope.singleton` is.
public struct Scope: Sendable, Hashable, CustomStringConvertible {
    /// The scope's number: its name's, given when the name was first used.
    let number: Int32

    /// Creates a named scope.
    public init(_ name: String) {
        number = ScopeNames.shared.number(for: name)
    }

    /// The scope numbered `number`, which a scope made before gave its name.
    init(number: Int32) {
        self.number = number
    }

    /// The scope's name, used in diagnostics.
    public var name: String {
        ScopeNames.shared.name(of: number)
    }

    /// One instance per built graph, created on first use, exactly once even when several
    /// threads ask for it at the same moment, and released with the graph.
    ///
    /// Numbered 0 from the start (see `ScopeNames`), so the scope nearly every graph uses is
    /// made without a lookup of its name.
    public static let singleton = Scope(number: 0)

    /// The scope's name, as diagnostics and reports print it.
    public var description: String { name }
}

/// The names of every scope made so far, numbered in the order they were first made.
private final class ScopeNames: Sendable {
    static let shared = ScopeNames()

    /// Each name once, at its number. `singleton` is there from the start, as number 0
    /// (``Scope/singleton``). A program makes a few scopes, so a name is searched for rather than
    /// hashed: the first dictionary of strings in a process costs the run time a scan for
    /// `String`'s `Hashable` conformance.
    private let names = Locked<[String]>(["singleton"])

    func number(for name: String) -> Int32 {
        names.withLock { names in
            if let number = names.firstIndex(of: name) { return Int32(truncatingIfNeeded: number) }
            names.append(name)
            return Int32(truncatingIfNeeded: names.count - 1)
        }
    }

    func name(of number: Int32) -> String {
        names.withLock { $0[Int(number)] }
    }
}
