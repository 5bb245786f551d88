import WiringSupport

/// A Wiring type declared by a binder call other than `bind(_:)`, so that a note names that call.
protocol DeclaredByBinderCall {
    /// The type the declaration is for; its module's wiring library should hold it.
    static var declaredFor: Any.Type { get }
    /// The call that declares it, as source.
    static var declaration: String { get }
}

extension PropertyInjector: DeclaredByBinderCall {
    static var declaredFor: Any.Type { T.self }
    static var declaration: String {
        "binder.bindPropertyInjection(of: \(selfExpression(TypeName.of(T.self)))).to(injector: …)"
    }
}

extension AssistedFactory: DeclaredByBinderCall {
    static var declaredFor: Any.Type { T.self }
    static var declaration: String {
        "binder.bind(\(selfExpression(TypeName.of(T.self)))).assisted(\(selfExpression(TypeName.of(Argument.self)))).to(factory: …)"
    }
}

extension ChildFactory: DeclaredByBinderCall {
    static var declaredFor: Any.Type { C.self }
    static var declaration: String { "binder.install(\(selfExpression(TypeName.of(C.self))))" }
}
