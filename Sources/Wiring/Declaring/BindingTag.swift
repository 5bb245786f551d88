/// Names one of several bindings of the same type, such as the bank's base URL versus the
/// receipts directory URL.
///
/// ```swift
/// public enum BankBaseURL: BindingTag { public typealias Element = URL }
///
/// binder.bind(URL.self).tagged(BankBaseURL.self).to(value: url)
/// init(baseURL: Tagged<BankBaseURL>)   // baseURL.value is the URL
/// ```
///
/// A tag applies only to its `Element` type; `bind(String.self).tagged(BankBaseURL.self)`
/// does not compile.
public protocol BindingTag: SendableMetatype {
    /// The type this tag qualifies.
    associatedtype Element: Sendable
}

/// A factory parameter that asks for the value bound with tag `G`.
public struct Tagged<G: BindingTag>: Sendable {
    /// The tagged value.
    public let value: G.Element

    /// Wraps a value; the graph does this when it injects a `Tagged<G>`.
    public init(_ value: G.Element) {
        self.value = value
    }
}

extension Tagged: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        RequestShape(key: .tagged(G.Element.self, tag: G.self), edge: .immediate)
    }

    @usableFromInline
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot? {
        guard let target = context.target(as: G.Element.self) else { return nil }
        return Slot<Tagged<G>> { [unowned(unsafe) target] store in Tagged(target.get(store)) }
    }
}

/// A factory parameter that asks for the value bound with tag `G`, made on each `get()`.
public struct TaggedProvider<G: BindingTag>: Sendable {
    private let provider: Provider<G.Element>

    init(_ provider: Provider<G.Element>) {
        self.provider = provider
    }

    /// The tagged value: a new one on each call when its binding is unscoped.
    public func get() -> G.Element {
        provider.get()
    }
}

extension TaggedProvider: RequestWrapper {
    @usableFromInline
    static var request: RequestShape {
        RequestShape(key: .tagged(G.Element.self, tag: G.self), edge: .deferred, holdsInstance: false)
    }

    @usableFromInline
    static func wrapperSlot(_ context: WrapperContext) -> AnySlot? {
        let weakHandles = context.weakHandles
        guard let target = context.target(as: G.Element.self) else { return nil }
        return Slot<TaggedProvider<G>> { [unowned(unsafe) target] store in
            TaggedProvider(Provider(slot: target, handle: GraphHandle(store: store, weak: weakHandles)))
        }
    }
}
