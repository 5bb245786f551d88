import Cart
import Wiring

/// In a target with default main-actor isolation, every type is a main-actor type: a
/// `MainActorModule` binds each on the main actor, with the usual `bind` and `to(factory:)`.
public enum CartModule: MainActorModule {
    public static func configure(binder: MainActorBinder) {
        binder.bind(Cart.self).scoped(.singleton).to(factory: Cart.init)
        binder.bind(CartScreen.self).scoped(.singleton).to(factory: CartScreen.init)
        // A nonisolated type is bound through the plain binder, as in any module.
        binder.binder.bind(PriceList.self).to(factory: PriceList.init)
    }
}
