import Desk
import Wiring

/// Binds the desk and declares the clock it needs from another wiring library, which
/// `MissingWiringApp` does not link.
public enum DeskModule: Module {
    public static func configure(binder: Binder) {
        binder.requires((any Clock).self)
        binder.bind(Desk.self).to(factory: Desk.init)
    }
}
