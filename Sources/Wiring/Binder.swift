/// Collects the bindings of the modules a component includes.
///
/// A module's `configure(binder:)` receives one. The binder records declarations only;
/// nothing is created until the whole graph has been validated.
public final class Binder {
    private(set) var bindings: [Binding] = []
    /// Problems found while declaring, such as a `bind` that never got a `.to(…)`.
    private(set) var declarationProblems: [Diagnostic] = []
    private var configuredModules: Set<ObjectIdentifier> = []
    private(set) var includedModules: [String] = []
    private var currentModule = "(component)"

    init() {}

    /// Includes a module's bindings. A module reached through several paths is configured once.
    public func include(_ module: any Module.Type) {
        guard configuredModules.insert(ObjectIdentifier(module)).inserted else { return }
        let outer = currentModule
        currentModule = String(reflecting: module)
        includedModules.append(currentModule)
        module.configure(binder: self)
        currentModule = outer
    }

    /// Starts a binding for `type`; finish it with `.to(factory:)` or `.to(value:)`.
    ///
    /// ```swift
    /// binder.bind((any NetworkExecutor).self).scoped(.singleton).to(factory: BankNetworkExecutor.init)
    /// ```
    public func bind<T: Sendable>(
        _ type: T.Type,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line
    ) -> BindingBuilder<T> {
        BindingBuilder(binder: self, location: SourceLocation(fileID: fileID, filePath: filePath, line: line))
    }

    func record(_ binding: Binding) {
        bindings.append(binding)
    }

    func recordUnfinished(typeName: String, at location: SourceLocation) {
        declarationProblems.append(Diagnostic(
            kind: .unfinishedBinding,
            location: location,
            message: "binding for '\(typeName)' is never finished",
            notes: [Diagnostic.Note(
                location: nil,
                message: "add '.to(factory: …)' or '.to(value: …)' after 'bind(\(typeName).self)'")]
        ))
    }

    var declaringModule: String { currentModule }
}
