import WiringSupport

/// A property resolved from the current graph on first access, for objects whose initializer
/// the app does not control: types made by a framework, a decoder or a command table.
///
/// ```swift
/// struct StatusCommand: ShellCommand {
///     @Injected var flags: FeatureFlagSet?
///     init() {}
/// }
/// ```
///
/// The property is nil while nothing can provide the value: no resolver installed, or no
/// binding for the type. `$flags.resolve()` throws an ``InjectionError`` instead, naming the
/// type and the line that declared the property. The first value resolved is kept.
@propertyWrapper
public struct Injected<Value: Sendable>: Sendable {
    private let storage: InjectedStorage<Value>

    /// Declares an injected property; `fileID` and `line` record where, for error messages.
    public init(fileID: String = #fileID, line: Int = #line) {
        storage = InjectedStorage(site: "\(fileID):\(line)")
    }

    /// The resolved value, or nil when nothing can provide it yet.
    public var wrappedValue: Value? {
        try? storage.resolve()
    }

    /// The wrapper itself, for `$property.resolve()`.
    public var projectedValue: Injected<Value> {
        self
    }

    /// The resolved value, or an error naming the property's type and declaration.
    public func resolve() throws(InjectionError) -> Value {
        try storage.resolve()
    }
}

/// The resolved value of one `@Injected` property, made once and shared by its copies.
final class InjectedStorage<Value: Sendable>: Sendable {
    private let site: String
    private let value = Locked<Value?>(nil)

    init(site: String) {
        self.site = site
    }

    func resolve() throws(InjectionError) -> Value {
        if let known = value.withLock({ $0 }) { return known }
        guard let resolver = InjectionContext.current else {
            throw InjectionError(typeName: Self.typeName, site: site, reason: .noResolver)
        }
        let resolved: Value
        do {
            resolved = try resolver.resolve(Value.self)
        } catch {
            let unbound = (error as? any ResolutionFailure)?.isMissingBinding ?? true
            throw InjectionError(
                typeName: Self.typeName, site: site, reason: unbound ? .notBound("\(error)") : .unresolved("\(error)"))
        }
        return value.withLock { stored in
            if let first = stored { return first }
            stored = resolved
            return resolved
        }
    }

    private static var typeName: String {
        TypeName.of(Value.self)
    }
}
