import Injection

/// A type's name as source writes it, without modules: `BillScanner`, `any NetworkExecutor`,
/// `[any ATMPlugin]`, `Provider<[any ATMPlugin]>`. Every message names types through this
/// (or ``qualifiedTypeName(_:)``), so one type never reads two ways.
func typeName(_ type: Any.Type) -> String {
    TypeName.of(type)
}

/// A type's name with its module, such as `NetworkWiring.BankNetworkModule`: for modules,
/// where the name should say which wiring library a binding came from.
func qualifiedTypeName(_ type: Any.Type) -> String {
    TypeName.qualified(type)
}

// Wiring's generic types, so that their arguments are named from their metatypes: the
// runtime's text would print `Provider<Array<ATMPlugin>>` for `Provider<[any ATMPlugin]>`.

extension Provider: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [T.self] }
}

extension Lazy: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [T.self] }
}

extension WeakProvider: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [T.self] }
}

extension Tagged: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [G.self] }
}

extension TaggedProvider: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [G.self] }
}

extension AssistedFactory: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [Argument.self, T.self] }
}

extension PropertyInjector: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [T.self] }
}

extension ChildFactory: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [C.self] }
}

extension ChildInstance: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [C.self] }
}

extension KeyedComponents: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [C.self] }
}

extension AsyncProvider: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [T.self] }
}

extension MainActorProvider: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [T.self] }
}

extension AsyncChildFactory: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [C.self] }
}

extension Component: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [Root.self] }
}
