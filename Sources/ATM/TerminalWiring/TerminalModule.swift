import Terminal
import Wiring

/// Binds the process's own terminal: stdin, stdout and stderr.
public enum TerminalModule: Module {
    public static func configure(binder: Binder) {
        binder.bind((any Console).self).scoped(.singleton).to(factory: StandardConsole.init)
    }
}
