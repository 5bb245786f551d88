import Radio
import Wiring

/// Binds the radio, which `LeftoverApp` links and never uses.
public enum RadioModule: Module {
    public static func configure(binder: Binder) {
        binder.bind(Radio.self).to(factory: Radio.init)
    }
}
