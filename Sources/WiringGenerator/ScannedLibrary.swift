/// A wiring library and the modules found in its sources.
struct ScannedLibrary: Equatable {
    /// The library's module name, such as `NetworkWiring`.
    var name: String
    /// The module types it declares, each with the build condition it exists under.
    var modules: [ListedModule]
}
