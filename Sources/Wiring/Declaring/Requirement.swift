/// A type a wiring library's bindings need from another library, declared with
/// `binder.requires(_:)`, so that the library can be checked on its own and an app that links
/// it without what it needs is told which library to add.
struct Requirement {
    /// What is required, asked for as a factory parameter of the required type would ask.
    let request: DependencyRequest
    let location: SourceLocation
    /// The module type that declared it.
    let declaredIn: DeclaringModule
    /// Where it stood among the bindings, which places its diagnostics in declaration order.
    let point: DeclarationPoint

    /// The key a binding must have to meet the requirement.
    var key: BindingKey { request.shape.directKey ?? request.key }

    /// The wiring library that declared it: the Swift module of its declaration.
    var library: String { location.moduleName }
}
