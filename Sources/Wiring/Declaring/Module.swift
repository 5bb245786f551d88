/// A group of bindings, declared once and included wherever they are needed.
///
/// A wiring library declares its bindings in one or more public modules:
///
/// ```swift
/// public enum ATMLibModule: Module {
///     public static func configure(binder: Binder) {
///         binder.bind(BillScanner.self).to(factory: BillScanner.init)
///         binder.bind(ATMDepositer.self).to(factory: ATMDepositer.init)
///     }
/// }
/// ```
///
/// `configure` runs once per built graph, however many times the module is included.
public protocol Module: SendableMetatype {
    /// Declares this module's bindings and the modules it includes.
    static func configure(binder: Binder)
}

/// A module whose every binding is made on the main actor: the module to write in a target
/// with default main-actor isolation (`.defaultIsolation(MainActor.self)`, as new Xcode app
/// targets have), where every type and initializer is `@MainActor` unless marked `nonisolated`.
///
/// ```swift
/// public enum CartModule: MainActorModule {
///     public static func configure(binder: MainActorBinder) {
///         binder.bind(Cart.self).scoped(.singleton).to(factory: Cart.init)
///         binder.bind(CartScreen.self).scoped(.singleton).to(factory: CartScreen.init)
///     }
/// }
/// ```
///
/// Each `bind` is what `binder.bind(T.self).onMainActor()` declares in a plain ``Module``, so the
/// main-actor initializers of such a target are accepted as factories, and the rules of
/// main-actor bindings hold (see <doc:AsyncAndMainActorBindings>).
public protocol MainActorModule: Module {
    /// Declares this module's bindings, each made on the main actor, and the modules it includes.
    static func configure(binder: MainActorBinder)
}

extension MainActorModule {
    /// Configures the module with a binder whose every binding is made on the main actor.
    public static func configure(binder: Binder) {
        configure(binder: MainActorBinder(binder))
    }
}

/// The binder a ``MainActorModule`` receives: every `bind` declares a main-actor binding.
public struct MainActorBinder {
    /// The binder of the component being built, for what ``MainActorBinder`` does not declare
    /// itself, such as a binding of a `nonisolated` type.
    public let binder: Binder

    init(_ binder: Binder) {
        self.binder = binder
    }

    /// Starts a main-actor binding for `type`; finish it with `.to(factory:)` and a `@MainActor`
    /// initializer or closure, or with `.to(value:)`.
    public func bind<T: Sendable>(
        _ type: T.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) -> MainActorBindingBuilder<T> {
        binder.bind(type, fileID: fileID, filePath: filePath, line: line).onMainActor()
    }

    /// Includes a module's bindings, as ``Binder/include(_:)`` does.
    public func include(_ module: any Module.Type) {
        binder.include(module)
    }

    /// Declares that this module's bindings need `type` from another wiring library, as
    /// ``Binder/requires(_:fileID:filePath:line:)`` does.
    public func requires<T>(
        _ type: T.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) {
        binder.requires(type, fileID: fileID, filePath: filePath, line: line)
    }

    /// Installs a child component, as ``Binder/install(_:fileID:filePath:line:)`` does.
    public func install<C: ChildComponent>(
        _ child: C.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: Int = #line
    ) {
        binder.install(child, fileID: fileID, filePath: filePath, line: line)
    }
}
