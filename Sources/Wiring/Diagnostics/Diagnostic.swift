/// One problem in an object graph, printed the way a compiler prints one:
///
/// ```
/// /src/Sources/ATMLibWiring/ATMLibModule.swift:14: error: missing binding for 'BillScanner', required by 'ATMDepositer' [Wiring.MissingBinding]
/// /src/Sources/ATMLibWiring/ATMLibModule.swift:14: note: dependency path: ATMCommandLine -> DepositScreen -> ATMDepositer -> BillScanner
/// note: ATMLibWiring is linked but does not bind 'BillScanner'; add `binder.bind(BillScanner.self).to(factory: …)` to one of its modules
/// ```
///
/// Terminals and editors turn the `path:line:` prefix into a link to the declaration.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is. The raw value is a stable identifier, documented in
    /// <doc:Diagnostics> with its cause and fix, and printed at the end of the error line.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A factory needs a type that no linked wiring library binds.
        case missingBinding = "Wiring.MissingBinding"
        /// The component's root type is not bound.
        case missingRoot = "Wiring.MissingRoot"
        /// Factories depend on each other in a loop, so none of them can be made first.
        case dependencyCycle = "Wiring.DependencyCycle"
        /// Two bindings provide the same type.
        case duplicateBinding = "Wiring.DuplicateBinding"
        /// A `bind(…)` was never finished with `.to(factory:)` or `.to(value:)`.
        case unfinishedBinding = "Wiring.UnfinishedBinding"
        /// Two contributions to one map use the same key.
        case duplicateMapKey = "Wiring.DuplicateMapKey"
        /// `[T]` is both bound directly and gathered from `.intoCollection()` contributions.
        case collectionConflict = "Wiring.CollectionConflict"
        /// A binding's scope is not the scope of the component that declares it.
        case scopeMismatch = "Wiring.ScopeMismatch"
        /// A child component has the same scope as one of its ancestors.
        case duplicateScope = "Wiring.DuplicateScope"
        /// An override replaces a binding that does not exist, so a typo would leave the real one in place.
        case overrideWithoutTarget = "Wiring.OverrideWithoutTarget"
        /// A factory asked for an instance that was still being made on the same thread: its own,
        /// or one waiting for it.
        case reentrantCreation = "Wiring.ReentrantCreation"
        /// An object the graph made used a provider, lazy or factory after its component was released.
        case usedAfterRelease = "Wiring.UsedAfterRelease"
        /// A graph or child component with asynchronous bindings is built synchronously.
        case asyncBuildRequired = "Wiring.AsyncBuildRequired"
        /// An unscoped asynchronous binding is asked for other than through `AsyncProvider<T>`.
        case asyncProviderRequired = "Wiring.AsyncProviderRequired"
        /// A main-actor binding is asked for, off the main actor, other than through `MainActorProvider<T>`.
        case mainActorProviderRequired = "Wiring.MainActorProviderRequired"
        /// A main-actor binding was to be made off the main actor, asked for by type or as a root.
        case mainActorRequired = "Wiring.MainActorRequired"
        /// A factory threw while its instance was being made; the error carries what it threw.
        case creationFailed = "Wiring.CreationFailed"
        /// The task building a component was cancelled before every asynchronous instance was made.
        case creationCancelled = "Wiring.CreationCancelled"
        /// A scoped asynchronous instance was asked for before its component's build had made it.
        case asyncInstanceNotReady = "Wiring.AsyncInstanceNotReady"
        /// A wiring library declares, with `binder.requires(_:)`, a type that no linked library binds.
        case unmetRequirement = "Wiring.UnmetRequirement"
        /// A warning: a wiring library declares a requirement that none of its bindings uses.
        case unusedRequirement = "Wiring.UnusedRequirement"
        /// A warning: an app links a wiring library none of whose bindings its root reaches.
        case unusedLibrary = "Wiring.UnusedLibrary"
        /// A warning: no path from an app's root reaches a binding of its graph.
        case unreachableBinding = "Wiring.UnreachableBinding"
        /// A warning: a collection or map contribution of a type that nothing in the app asks for.
        case unusedContribution = "Wiring.UnusedContribution"
        /// The frozen graph could not be linked; this is a bug in Wiring, please report it.
        case internalInconsistency = "Wiring.InternalInconsistency"

        /// Where this kind's cause, example and fix are explained: its section of the
        /// Diagnostics article, whose heading is the identifier, so whose anchor is the
        /// identifier without its dot, such as `documentation/wiring/diagnostics#WiringMissingBinding`.
        public var documentationPath: String {
            "documentation/wiring/diagnostics#" + rawValue.filter { $0 != "." }
        }
    }

    /// Whether the problem stops the graph from being built, or only deserves a look.
    public enum Severity: String, Sendable, Hashable {
        /// The graph cannot be built until it is fixed.
        case error
        /// Something unused, found by the check of a wiring library on its own
        /// (``WiringLibrary/check(fileID:filePath:line:)``) or of an app's graph
        /// (``Component/check(root:libraries:overrides:fileID:filePath:line:)``, `--check-wiring`);
        /// nothing stops working, and building never reports one.
        case warning
    }

    /// A further line that explains the problem or says how to fix it.
    public struct Note: Sendable, Hashable {
        /// Where the note points, if anywhere.
        public let location: SourceLocation?
        /// The note's text, without location or `note:` prefix.
        public let message: String

        /// A note with `message`, pointing at `location` if it is not nil.
        public init(location: SourceLocation?, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// What kind of problem this is, with a stable identifier for looking up its fix.
    public let kind: Kind
    /// Whether it is an error or a warning.
    public let severity: Severity
    /// The declaration the problem is reported at, if it has one.
    public let location: SourceLocation?
    /// What is wrong, in one sentence, without location, `error:` prefix or kind.
    public let message: String
    /// Further lines: the dependency path, near misses, and how to fix the problem.
    public let notes: [Note]
    /// Every binding of the dependency path or loop the diagnostic is about, in order, with
    /// where each is declared; empty when it is about none. The message and notes show the
    /// ends of a long path or loop and count the rest; this holds it whole, for tools (an app
    /// prints it with `--check-wiring --json`).
    public let path: [Step]

    /// One binding on a dependency path or loop.
    public struct Step: Sendable, Hashable {
        /// The bound type's name, as source writes it.
        public let name: String
        /// Where the binding is declared, if it is known.
        public let location: SourceLocation?

        /// A step naming `name`, declared at `location`.
        public init(name: String, location: SourceLocation?) {
            self.name = name
            self.location = location
        }
    }

    /// For a problem found while a module was being configured, such as an unfinished
    /// binding: where it was declared among the bindings, which places it in declaration
    /// order. Not part of what the diagnostic says, so not compared.
    let declaredAt: DeclarationPoint?

    /// A diagnostic of `kind` at `location`; for tests and for tools that report graph problems
    /// their own way.
    public init(
        kind: Kind, severity: Severity = .error, location: SourceLocation?, message: String, notes: [Note] = [],
        path: [Step] = []
    ) {
        self.init(
            kind: kind, severity: severity, location: location, message: message, notes: notes, path: path,
            declaredAt: nil)
    }

    init(
        kind: Kind, severity: Severity = .error, location: SourceLocation?, message: String, notes: [Note] = [],
        path: [Step] = [], declaredAt: DeclarationPoint?
    ) {
        self.kind = kind
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
        self.path = path
        self.declaredAt = declaredAt
    }

    /// Two diagnostics are equal when they say the same thing at the same place: kind,
    /// severity, location, message, notes and path.
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.kind == rhs.kind && lhs.severity == rhs.severity && lhs.location == rhs.location
            && lhs.message == rhs.message && lhs.notes == rhs.notes && lhs.path == rhs.path
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(severity)
        hasher.combine(location)
        hasher.combine(message)
        hasher.combine(notes)
        hasher.combine(path)
    }

    /// The error line and its notes, one per line, in compiler format, then a note naming
    /// where the identifier is explained.
    public var description: String {
        var lines = ["\(Self.prefix(location))\(severity.rawValue): \(message) [\(kind.rawValue)]"]
        for note in notes {
            lines.append("\(Self.prefix(note.location))note: \(note.message)")
        }
        lines.append("note: \(kind.rawValue) is explained in Wiring's documentation, \(kind.documentationPath)")
        return lines.joined(separator: "\n")
    }

    private static func prefix(_ location: SourceLocation?) -> String {
        location.map { "\($0): " } ?? ""
    }
}
