/// Checks `Authorization: Bearer <token>` against the configured token.
///
/// The comparison takes the same time wherever the first wrong byte is, so the token
/// cannot be guessed byte by byte from response times.
public struct BearerTokenAuthenticator: Sendable {
    private let expectedToken: [UInt8]

    /// Accepts exactly `token`. An empty token accepts nothing.
    public init(token: String) {
        self.expectedToken = Array(token.utf8)
    }

    /// True when `authorizationHeader` is `Bearer <token>` (scheme in any letter case) with the right token.
    public func authorizes(authorizationHeader: String?) -> Bool {
        guard !expectedToken.isEmpty, let header = authorizationHeader else { return false }
        let scheme = "bearer "
        guard header.utf8.count > scheme.utf8.count, header.lowercased().hasPrefix(scheme) else { return false }
        let presented = Array(header.utf8.dropFirst(scheme.utf8.count))
        return Self.constantTimeEquals(presented, expectedToken)
    }

    /// Compares every byte of `expected` whatever `presented` holds; only the expected length shows in timing.
    static func constantTimeEquals(_ presented: [UInt8], _ expected: [UInt8]) -> Bool {
        var difference: UInt8 = presented.count == expected.count ? 0 : 1
        for index in expected.indices {
            let byte = index < presented.count ? presented[index] : 0
            difference |= byte ^ expected[index]
        }
        return difference == 0
    }
}
