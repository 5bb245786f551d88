/// The four services every large app has at the bottom, each with a real and a fake library
/// and a wiring library for each.
enum CoreService: Int, CaseIterable, Comparable {
    case network, storage, analytics, flags

    static func < (left: CoreService, right: CoreService) -> Bool { left.rawValue < right.rawValue }

    /// The protocol in `ServiceAPI` that features depend on.
    var protocolName: String {
        switch self {
        case .network: "HTTPClient"
        case .storage: "KeyValueStore"
        case .analytics: "AnalyticsSink"
        case .flags: "FlagSource"
        }
    }

    /// The parameter name features give the service.
    var parameterName: String {
        switch self {
        case .network: "http"
        case .storage: "storage"
        case .analytics: "analytics"
        case .flags: "flags"
        }
    }

    /// The real implementation's library; its wiring library adds `Wiring`.
    var realLibrary: String {
        switch self {
        case .network: "HTTPService"
        case .storage: "StorageService"
        case .analytics: "AnalyticsService"
        case .flags: "FlagService"
        }
    }

    /// The fake implementation's library.
    var fakeLibrary: String { "Fake" + realLibrary }

    /// The library that implements the service for `fakes` or for the product.
    func library(fake: Bool) -> String { fake ? fakeLibrary : realLibrary }
}
