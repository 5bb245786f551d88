import BankAPI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns the bank's HTTP answer into a value or a ``BankError``.
///
/// Kept apart from the transport so the status-code rules (200, 401, 422, other
/// failures, unreadable bodies) are written once for deposits and balances, with which
/// failures leave a deposit's outcome in doubt.
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

    /// Why a failed answer to a deposit leaves its outcome in doubt; nil when it settles it.
    ///
    /// A 4xx comes from the bank's checks, which credit nothing, and a 500 whose code is
    /// `not_credited` says so. Any other 5xx may come after the deposit was credited: the bank
    /// could not make it durable yet (`outcome_unknown`), could not encode its answer, or a
    /// proxy lost the bank's answer. 503 is not here: the bank refuses it at the door.
    func doubt(status: Int, body: Data) -> String? {
        guard (500..<600).contains(status), status != 503 else { return nil }
        let error = Self.errorBody(in: body)
        if error?.error == WireFormat.notCreditedCode { return nil }
        return "the bank answered HTTP \(status): \(error?.message ?? Self.message(in: body) ?? "no details given")"
    }

    /// The `message` of an ``ErrorResponseBody``, or the body's text when it is not one.
    private static func message(in body: Data) -> String? {
        if let error = errorBody(in: body) {
            return error.message
        }
        let text = snippet(of: body)
        return text.isEmpty ? nil : text
    }

    /// The body as an ``ErrorResponseBody``, when it is one.
    private static func errorBody(in body: Data) -> ErrorResponseBody? {
        guard JSONSyntaxCheck.firstProblem(in: body) == nil else { return nil }
        return try? JSONDecoder().decode(ErrorResponseBody.self, from: body)
    }

    /// The start of `body` as one line of text, for messages.
    private static func snippet(of body: Data) -> String {
        let text = String(decoding: body.prefix(200), as: UTF8.self)
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
