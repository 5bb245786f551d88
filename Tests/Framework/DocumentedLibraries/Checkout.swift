// swift-format-ignore-file
// The documentation's samples, verbatim: the README and the articles are written for a reader,
// so their line breaks rule here, and the formatter leaves this file as it is.
// AsyncAndMainActorBindings.md, "Main-actor bindings": a main-actor model, and a service off
// the main actor that reaches it through a `@MainActor` function.

@MainActor
public final class CartModel {
    public let history: OrderHistory
    public init(history: OrderHistory) { self.history = history }
}

public struct CheckoutService: Sendable {
    private let cart: @MainActor @Sendable () -> CartModel
    public init(cart: @escaping @MainActor @Sendable () -> CartModel) { self.cart = cart }

    @MainActor public func showCart() -> CartModel {
        cart()
    }
}
