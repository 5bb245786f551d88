/// A token and the 1-based line it starts on, so errors can point at the declaration.
struct LocatedToken: Equatable {
    var token: Token
    var line: Int
}
