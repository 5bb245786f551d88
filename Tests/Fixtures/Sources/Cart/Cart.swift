/// A shopping cart. This target has default main-actor isolation, as a new app target in
/// Xcode has: `Cart` and its initializer are `@MainActor` without saying so.
public final class Cart {
    public private(set) var items: [String] = []

    public init() {}

    public func add(_ item: String) {
        items.append(item)
    }
}

/// A price list that needs no actor: declared `nonisolated`, so it is bound as usual.
nonisolated public struct PriceList: Sendable {
    public let cents: [String: Int]

    public init() {
        cents = ["tea": 350, "scone": 275]
    }
}

/// The screen that shows the cart, on the main actor as well.
public final class CartScreen {
    public let cart: Cart
    public let prices: PriceList

    public init(cart: Cart, prices: PriceList) {
        self.cart = cart
        self.prices = prices
    }

    /// Adds the items named in `arguments` and prints the total in cents.
    public func run(arguments: [String]) -> Int32 {
        for item in arguments { cart.add(item) }
        let total = cart.items.compactMap { prices.cents[$0] }.reduce(0, +)
        print("\(cart.items.count) items, \(total) cents")
        return 0
    }
}
