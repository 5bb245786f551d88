/// A readable summary of one binding, for apps that print what they link and for tools.
public struct BindingDescription: Sendable, Hashable, CustomStringConvertible {
    /// The bound type, such as `any NetworkExecutor`.
    public let typeName: String
    /// What the binding provides: the type, or which collection element or map entry.
    private let binding: String
    /// `singleton`, another scope's name, or `unscoped`.
    public let scope: String
    /// The factory's parameter types, in order.
    public let dependencies: [String]
    /// The module that declared the binding, such as `NetworkWiring.BankNetworkModule`.
    public let module: String
    /// Where the binding is declared.
    public let location: SourceLocation
    /// The child component it belongs to; nil for the root component.
    public let component: String?
    /// Whether a module declared it with `bind(_:)` or `bindPropertyInjection(of:)`; false for
    /// the two bindings a child component adds: its installation, which `ChildFactory<C>`
    /// reads, and its seed.
    public let isDeclared: Bool

    init(_ binding: Binding, component: String?) {
        self.component = component
        isDeclared = binding.origin == .declared
        typeName = binding.key.name
        self.binding =
            switch binding.contribution {
            case .single: binding.key.name
            case .collectionElement: "\(binding.key.name) element"
            case .mapEntry(let entry, _, _): "\(binding.key.name) entry \(entry.description)"
            }
        scope = binding.scope?.name ?? "unscoped"
        dependencies = binding.dependencies.map(\.parameterName)
        module = binding.declaringModule
        location = binding.location
    }

    /// `any NetworkExecutor [singleton] <- BankEndpoint  (NetworkWiring.BankNetworkModule)`.
    public var description: String {
        let inputs = dependencies.isEmpty ? "" : " <- " + dependencies.joined(separator: ", ")
        let place = component.map { " in \($0)" } ?? ""
        return "\(binding) [\(scope)]\(inputs)  (\(module)\(place))"
    }
}
