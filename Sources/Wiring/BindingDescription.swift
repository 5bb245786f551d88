/// A readable summary of one binding, for apps that print what they link and for tools.
public struct BindingDescription: Sendable, Hashable, CustomStringConvertible {
    /// The bound type, such as `any NetworkExecutor`.
    public let typeName: String
    /// `singleton`, another scope's name, or `unscoped`.
    public let scope: String
    /// The factory's parameter types, in order.
    public let dependencies: [String]
    /// The module that declared the binding, such as `NetworkWiring.BankNetworkModule`.
    public let module: String
    /// Where the binding is declared.
    public let location: SourceLocation

    init(_ binding: Binding) {
        typeName = binding.key.name
        scope = binding.scope?.name ?? "unscoped"
        dependencies = binding.dependencies.map(\.parameterName)
        module = binding.declaringModule
        location = binding.location
    }

    /// `any NetworkExecutor [singleton] <- BankEndpoint  (NetworkWiring.BankNetworkModule)`.
    public var description: String {
        let inputs = dependencies.isEmpty ? "" : " <- " + dependencies.joined(separator: ", ")
        return "\(typeName) [\(scope)]\(inputs)  (\(module))"
    }
}
