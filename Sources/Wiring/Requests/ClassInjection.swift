/// `PropertyInjector<T>` seen without `T`, to relate the injectors of a class and its superclasses.
protocol ClassInjection {
    static var injectedClass: AnyClass { get }
    /// Whether this injector's class is a proper superclass of `type`.
    static func injectsSuperclass(of type: AnyClass) -> Bool
}
