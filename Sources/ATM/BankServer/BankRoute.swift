/// The bank API's routes, matched on the request path before the account id is checked,
/// so a bad id answers 400 and an unknown path 404.
enum BankRoute: Hashable {
    /// `/v1/accounts/{accountID}/deposits`
    case deposits(accountText: Substring)
    /// `/v1/accounts/{accountID}/balance`
    case balance(accountText: Substring)

    /// The route for `path`, or nil when no route has that shape.
    init?(path: Substring) {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.count == 5, segments[0].isEmpty, segments[1] == "v1", segments[2] == "accounts" else {
            return nil
        }
        switch segments[4] {
        case "deposits": self = .deposits(accountText: segments[3])
        case "balance": self = .balance(accountText: segments[3])
        default: return nil
        }
    }

    /// The one method the route answers.
    var method: String {
        switch self {
        case .deposits: "POST"
        case .balance: "GET"
        }
    }

    /// The account id segment as sent.
    var accountText: Substring {
        switch self {
        case .deposits(let text), .balance(let text): text
        }
    }
}
