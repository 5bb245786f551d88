/// One file of the lab's package: its path inside the package, and its text.
struct SourceFile: Equatable {
    let path: String
    let text: String
}
