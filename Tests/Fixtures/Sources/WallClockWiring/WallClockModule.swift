import Desk
import WallClock
import Wiring

/// Binds the wall clock, and three things `LeftoverApp`'s root never asks for: an alarm (a
/// binding no path reaches), a chime (a contribution to a collection nothing asks for) and a
/// guest book, marked as reached by type, which is therefore not reported.
public enum WallClockModule: Module {
    public static func configure(binder: Binder) {
        binder.bind((any Clock).self).to(factory: WallClock.init)
        binder.bind(Alarm.self).to(factory: Alarm.init)
        binder.bind(Chime.self).intoCollection().to(factory: Chime.init)
        binder.bind(Guestbook.self).reachedByType().to(factory: Guestbook.init)
    }
}
