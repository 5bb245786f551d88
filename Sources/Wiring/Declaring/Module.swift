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
