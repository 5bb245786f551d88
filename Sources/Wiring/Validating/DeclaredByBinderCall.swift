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
        "binder.bindPropertyInjection(of: \(selfExpression(typeName(T.self)))).to(injector: …)"
    }
}

extension AssistedFactory: DeclaredByBinderCall {
    static var declaredFor: Any.Type { T.self }
    static var declaration: String {
        "binder.bind(\(selfExpression(typeName(T.self)))).assisted(\(selfExpression(typeName(Argument.self)))).to(factory: …)"
    }
}

extension ChildFactory: DeclaredByBinderCall {
    static var declaredFor: Any.Type { C.self }
    static var declaration: String { "binder.install(\(selfExpression(typeName(C.self))))" }
}
