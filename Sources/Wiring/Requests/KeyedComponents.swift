import WiringSupport

/// Child components keyed by a runtime value, such as an account, a tenant or an SDK key:
/// one child instance per key, built on first use, with lookups that fall back from the
/// key's component to the graph it was installed in.
///
/// ```swift
/// binder.install(AccountComponent.self)
/// binder.bind(KeyedComponents<AccountComponent>.self).scoped(.singleton).to(factory: KeyedComponents.init)
///
/// let rules = try accounts.resolve(DepositRules.self, for: account)
/// accounts.reload(account)                 // configuration changed: .recreate instances are made anew
/// accounts.instances(for: account)         // everything made under that key so far
/// ```
///
/// Every method is safe to call from many threads at once. A reload replaces the key's
/// child instance with a new one that keeps the instances bound `.onReload(.reuse)`; anyone
/// still holding the old instance keeps a consistent, working graph.
public final class KeyedComponents<C: ChildComponent>: Sendable where C.Seed: Hashable {
    private let factory: ChildFactory<C>
    private let children = Locked<[C.Seed: ChildInstance<C>]>([:])

    /// Builds keyed children with `factory`.
    public init(factory: ChildFactory<C>) {
        self.factory = factory
    }

    /// The child instance for `key`, built on first use.
    public func component(for key: C.Seed) -> ChildInstance<C> {
        children.withLock { children in
            if let existing = children[key] { return existing }
            let made = factory.build(key)
            children[key] = made
            return made
        }
    }

    /// `T` as seen from `key`'s component: its own binding, or its ancestors'.
    public func resolve<T>(_ type: T.Type, for key: C.Seed) throws(WiringError) -> T {
        try component(for: key).resolve(type)
    }

    /// Applies a configuration reload to `key`: instances bound `.onReload(.recreate)` are made
    /// anew on next use, those bound `.onReload(.reuse)` are kept. Does nothing for a key
    /// that has no component yet.
    public func reload(_ key: C.Seed) {
        children.withLock { children in
            guard let previous = children[key] else { return }
            children[key] = factory.rebuild(previous)
        }
    }

    /// Applies a configuration reload to every key.
    public func reloadAll() {
        children.withLock { children in
            for (key, previous) in children {
                children[key] = factory.rebuild(previous)
            }
        }
    }

    /// Every scoped instance made under `key` so far, the key itself included; empty for a key
    /// without a component.
    public func instances(for key: C.Seed) -> [Any] {
        children.withLock { $0[key] }?.instances ?? []
    }

    /// The keys that have a component.
    public var keys: [C.Seed] {
        children.withLock { Array($0.keys) }
    }
}

/// A type that builds child instances synchronously whenever it is asked, with no asynchronous
/// form: validation tells its user that its child cannot have asynchronous or main-actor
/// bindings to make, instead of suggesting `AsyncChildFactory`, which it cannot take.
protocol BuildsChildrenSynchronously {}

extension KeyedComponents: BuildsChildrenSynchronously {}

extension KeyedComponents: TypeArgumentsReadable {
    package static var typeArguments: [Any.Type] { [C.self] }
}
