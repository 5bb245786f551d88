/// The part of an app's `--print-graph json` that the library graph needs: which wiring library
/// declared each binding, and which binding answers which.
///
/// The lab's package has no dependencies, so it cannot decode Wiring's own `WiringGraph`; these
/// few fields are the JSON's stable core (`bindings[].id`, `bindings[].library`, `edges[].from`,
/// `edges[].to`, `libraries`), and every other field is ignored.
struct PrintedGraph: Decodable, Equatable {
    /// One binding: its number and the wiring library that declared it.
    struct Binding: Decodable, Equatable {
        let id: Int
        let library: String
    }

    /// One request: the asking binding's number and the answering binding's number.
    struct Edge: Decodable, Equatable {
        let from: Int
        let to: Int
    }

    /// The linked wiring libraries, including any that binds nothing another asks for.
    let libraries: [String]
    let bindings: [Binding]
    let edges: [Edge]
}
