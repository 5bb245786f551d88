/// Which types each wiring library of a package binds: what a check of one app's graph cannot
/// see, since the app links only some of the libraries. `swift package check-wiring` gathers it
/// from every library's own check, so that a type nothing linked binds is reported with the
/// libraries that bind it, and the linked one that stands in their place.
package struct PackageBindings: Sendable, Codable, Equatable {
    /// Each library's bound types, named as diagnostics name them (`any AnalyticsSink`).
    package var boundTypes: [String: [String]]

    package init(boundTypes: [String: [String]]) {
        self.boundTypes = boundTypes
    }

    /// The libraries that bind the type named `name`, in name order.
    func libraries(binding name: String) -> [String] {
        boundTypes.filter { $0.value.contains(name) }.keys.sorted()
    }

    /// Whether `a` and `b` are variants of one wiring library: the same name once a leading
    /// word that marks a variant is taken off either, such as `FakeAnalyticsWiring` and
    /// `AnalyticsWiring`, or `FakeNetworkWiring` and `LiveNetworkWiring`.
    static func areVariants(_ a: String, _ b: String) -> Bool {
        a != b && base(of: a) == base(of: b)
    }

    private static let variantWords = ["Fake", "Mock", "Stub", "Test", "Real", "Live", "Dummy", "InMemory"]

    private static func base(of name: String) -> Substring {
        for word in variantWords where name.hasPrefix(word) {
            let rest = name.dropFirst(word.count)
            if rest.first?.isUppercase == true { return rest }
        }
        return Substring(name)
    }
}
