/// A wiring library and the module types found in its sources.
struct ScannedLibrary: Equatable {
    /// The library's module name, such as `NetworkWiring`.
    var name: String
    /// The module types it declares, by (dotted) name within the library.
    var modules: [String]
}
