/// Makes a `T` from some arguments supplied by the graph and one supplied at the call site,
/// such as a receipt printer made per transaction.
///
/// ```swift
/// binder.bind(ReceiptPrinter.self).assisted(TransactionID.self).to(factory: ReceiptPrinter.init)
/// // ReceiptPrinter.init(transaction: TransactionID, console: any Console)
///
/// init(printers: AssistedFactory<TransactionID, ReceiptPrinter>)
/// let printer = printers.build(transactionID)
/// ```
///
/// The call-site argument is the factory's first parameter; the rest come from the graph
/// when `build` is called. Use a tuple or a struct for several call-site arguments.
public struct AssistedFactory<Argument, T>: Sendable {
    private let recipe: AssistedRecipe<Argument, T>
    private let handle: GraphHandle

    init(recipe: AssistedRecipe<Argument, T>, handle: GraphHandle) {
        self.recipe = recipe
        self.handle = handle
    }

    /// A new `T` made from `argument` and the graph.
    public func build(_ argument: Argument) -> T {
        recipe.make(argument, handle.store(for: "AssistedFactory<\(typeName(Argument.self)), \(typeName(T.self))>"))
    }
}

/// How an assisted binding makes its value, given the call-site argument and a store.
final class AssistedRecipe<Argument, T>: Sendable {
    let make: @Sendable (Argument, InstanceStore) -> T

    init(make: @escaping @Sendable (Argument, InstanceStore) -> T) {
        self.make = make
    }
}

extension AssistedFactory: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        RequestShape(key: BindingKey(AssistedFactory<Argument, T>.self), edge: .deferred, holdsInstance: false)
    }

    @usableFromInline
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot? {
        let weakHandles = context.weakHandles
        guard let target = context.target(as: AssistedRecipe<Argument, T>.self) else { return nil }
        return Slot<AssistedFactory<Argument, T>> { [unowned(unsafe) target] store in
            AssistedFactory(recipe: target.get(store), handle: GraphHandle(store: store, weak: weakHandles))
        }
    }
}
