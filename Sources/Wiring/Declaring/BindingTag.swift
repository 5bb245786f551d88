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
