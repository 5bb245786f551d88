// swift-format-ignore-file
// The documentation's samples, verbatim: the README and the articles are written for a reader,
// so their line breaks rule here, and the formatter leaves this file as it is.
// AsyncAndMainActorBindings.md: a store opened asynchronously, a feed made anew on each
// request, and the app that awaits it through a plain `async` function.

public struct StoreConfig: Sendable {
    public let path: String
    public init(path: String) { self.path = path }
}

public struct StoreOpenError: Error, CustomStringConvertible {
    public let path: String
    public var description: String { "no database at \(path)" }
}

public final class OrderStore: Sendable {
    public let path: String
    init(path: String) { self.path = path }
    public static func open(_ config: StoreConfig) async throws -> OrderStore {
        guard config.path.hasPrefix("/") else { throw StoreOpenError(path: config.path) }
        return OrderStore(path: config.path)
    }
}

public final class PriceFeed: Sendable {
    public init() async throws {}
}

public struct OrderHistory: Sendable {
    public let store: OrderStore
    public init(store: OrderStore) { self.store = store }
}

public struct OrderApp: Sendable {
    public let history: OrderHistory
    private let prices: @Sendable () async throws -> PriceFeed
    public init(history: OrderHistory, prices: @escaping @Sendable () async throws -> PriceFeed) {
        self.history = history
        self.prices = prices
    }

    public func refresh() async throws {
        let feed = try await prices()
        _ = feed
    }
}
