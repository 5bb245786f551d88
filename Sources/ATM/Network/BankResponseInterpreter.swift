import BankAPI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns the bank's HTTP answer into a value or a ``BankError``.
///
/// Kept apart from the transport so the status-code rules (200, 401, 422, other
/// failures, unreadable bodies) are written once for deposits and balances.
struct BankResponseInterpreter: Sendable {
    /// Decodes a successful answer as `Body`, or throws the error the status code means.
    func interpret<Body: Decodable>(
        status: Int, body: Data, as type: Body.Type
    ) throws(BankError) -> Body {
        switch status {
        case 200..<300:
            // Checked first, in the dialect the bank writes: the decoder would trap on deep
            // enough nesting, and read `1e2` cents as 100.
            if let problem = JSONSyntaxCheck.firstProblem(in: body) {
                throw .invalidResponse("HTTP \(status) with a body that is not a \(Body.self): \(problem)")
            }
            do {
                return try JSONDecoder().decode(Body.self, from: body)
            } catch {
                throw .invalidResponse(
                    "HTTP \(status) with a body that is not a \(Body.self): \(Self.snippet(of: body))")
            }
        default:
            throw error(status: status, body: body)
        }
    }

    /// The error an answer that is not a success means.
    func error(status: Int, body: Data) -> BankError {
        switch status {
        case 401: .unauthorized
        case 422: .declined(Self.message(in: body) ?? "no reason given")
        default: .rejected(status: status, message: Self.message(in: body) ?? "no details given")
        }
    }

    /// The `message` of an ``ErrorResponseBody``, or the body's text when it is not one.
    private static func message(in body: Data) -> String? {
        if JSONSyntaxCheck.firstProblem(in: body) == nil,
            let error = try? JSONDecoder().decode(ErrorResponseBody.self, from: body)
        {
            return error.message
        }
        let text = snippet(of: body)
        return text.isEmpty ? nil : text
    }

    /// The start of `body` as one line of text, for messages.
    private static func snippet(of body: Data) -> String {
        let text = String(decoding: body.prefix(200), as: UTF8.self)
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
