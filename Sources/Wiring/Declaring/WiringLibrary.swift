/// One linked wiring library and the modules it declares.
///
/// Apps do not write these by hand: the `LinkedWiringPlugin` generates a
/// `LinkedWiring.libraries` list from the `…Wiring` targets in the app's dependency
/// closure, so which implementations an app gets is decided by what it links.
public struct WiringLibrary: Sendable {
    /// The wiring library's target name, such as `NetworkWiring`.
    public let name: String
    /// The public `Module` types declared in that library.
    public let modules: [any Module.Type]

    /// Describes a linked wiring library.
    public init(name: String, modules: [any Module.Type]) {
        self.name = name
        self.modules = modules
    }
}
