import WiringSupport

/// Makes a `T` from some arguments supplied by the graph and one supplied at the call site,
/// such as a receipt printer made per transaction.
///
/// ```swift
/// binder.bind(ReceiptPrinter.self).assisted(TransactionID.self).to(factory: ReceiptPrinter.init)
/// // ReceiptPrinter.init(transaction: TransactionID, console: any Console)
///
/// binder.bind(Teller.self).to(factory: { (printers: AssistedFactory<TransactionID, ReceiptPrinter>) in
///     Teller(printers: printers.build)   // Teller takes a `(TransactionID) -> ReceiptPrinter`
/// })
/// ```
///
/// The call-site argument is the factory's first parameter; the rest come from the graph
/// when `build` is called. Use a tuple or a struct for several call-site arguments.
public struct AssistedFactory<Argument, T>: Sendable {
    private let recipe: AssistedRecipe<Argument, T>
    private let handle: StoreHandle

    init(recipe: AssistedRecipe<Argument, T>, handle: StoreHandle) {
        self.recipe = recipe
        self.handle = handle
    }

    /// A new `T` made from `argument` and the graph.
    ///
    /// - Parameter argument: The call-site argument, the factory's first parameter.
    public func build(_ argument: Argument) -> T {
        let request = "AssistedFactory<\(TypeName.of(Argument.self)), \(TypeName.of(T.self))>"
        return recipe.make(argument, handle.store(for: request))
    }
}

/// How an assisted binding (or a property injector) makes its value, given the call-site
/// argument and a store: the binding's value, which `AssistedFactory` and `PropertyInjector` read.
final class AssistedRecipe<Argument, T>: Sendable {
    let make: @Sendable (Argument, InstanceStore) -> T

    init(make: @escaping @Sendable (Argument, InstanceStore) -> T) {
        self.make = make
    }
}

extension AssistedFactory: RequestKind {
    static func request(_ recognizer: RequestKindRecognizer) -> RequestShape {
        RequestShape(key: BindingKey(AssistedFactory<Argument, T>.self), timing: .deferred, holdsInstance: false)
    }

    static func answer(_ context: AnswerContext) -> AnyRecipe? {
        guard case .node(let node)? = context.targetAnswer(as: AssistedRecipe<Argument, T>.self) else { return nil }
        let weak = context.weakHandles
        return Recipe<AssistedFactory<Argument, T>> { arguments in
            let store = arguments.store
            return AssistedFactory(
                recipe: store.graph.value(ofNode: Int(node), as: AssistedRecipe<Argument, T>.self, in: store),
                handle: StoreHandle(store, weak: weak))
        }.erased
    }

    static var exportName: WiringGraph.RequestKind { .assistedFactory }
}

extension AssistedFactory: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [Argument.self, T.self] }
}

extension AssistedFactory: DeclaredByBinderCall {
    static var declaredFor: Any.Type { T.self }
    static var declaration: String {
        "binder.bind(\(selfExpression(TypeName.of(T.self)))).assisted(\(selfExpression(TypeName.of(Argument.self)))).to(factory: …)"
    }
}

/// An assisted binding: `T` made from a call-site `A` and dependencies from the graph.
public struct AssistedBindingBuilder<A, T: Sendable>: ~Copyable {
    private var declaration: BindingDeclaration

    init(declaration: consuming BindingDeclaration) {
        self.declaration = declaration
    }

    /// `factory`'s first parameter is the call-site argument; the others come from the graph.
    public consuming func to<each D>(factory: @escaping @Sendable (A, repeat each D) -> T) {
        declaration.key = .readByRequestKind(AssistedFactory<A, T>.self)
        declaration.finishRecipe(factory: factory)
    }
}
