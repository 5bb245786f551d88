/// What `ModuleScanner` records from one source file: every declaration a module of the
/// library may be made of. Whether a type is a module is decided later, by
/// `ModuleResolver`, once every file of the library is read, because a conformance, a
/// typealias or a protocol may sit in another file than the type.
///
/// Names are kept as their dotted components (`Wiring.Module` is `["Wiring", "Module"]`);
/// an inheritance entry that is not a plain name, such as `Box<Int>`, is left out.
struct ScannedSource {
    /// A `struct`, `enum`, `class` or `actor`.
    struct TypeDeclaration {
        /// The full path inside the library: the enclosing types' (or extended type's) names, then its own.
        var path: [String]
        var isClass: Bool
        /// The explicit access modifier, or the one a `public extension` gives its members.
        var access: String?
        /// Whether it has generic parameters of its own.
        var isGeneric: Bool
        var inheritance: [[String]]
        var line: Int
        var condition: BuildCondition

        /// Where names in its inheritance clause are looked up: the enclosing path.
        var context: [String] { Array(path.dropLast()) }
        var isPublic: Bool { access == "public" || access == "open" }
    }

    /// An `extension` with an inheritance clause: conformances added away from the type.
    struct Extension {
        /// The extended type's name as written.
        var extended: [String]
        var inheritance: [[String]]
        var line: Int
        var condition: BuildCondition
    }

    /// A `typealias`, such as `public typealias AppModule = Module`.
    struct Alias {
        var path: [String]
        /// The aliased names; several for a composition such as `Module & Sendable`.
        var targets: [[String]]
    }

    /// A `protocol` and the protocols it refines.
    struct ProtocolDeclaration {
        var path: [String]
        var inheritance: [[String]]
    }

    /// The file's path as given to the generator, for diagnostics.
    var file: String
    var types: [TypeDeclaration] = []
    var extensions: [Extension] = []
    var aliases: [Alias] = []
    var protocols: [ProtocolDeclaration] = []
}
