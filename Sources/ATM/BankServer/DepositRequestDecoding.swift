import BankAPI
import Foundation

/// Decodes a ``DepositRequestBody`` and, when that fails, says what is wrong in words a
/// client developer can act on instead of a raw `DecodingError`.
enum DepositRequestDecoding {
    /// Why a body is not a valid deposit request.
    struct Problem: Error, Hashable {
        let message: String
    }

    private static let example = #"{"amountMinorUnits": 500}"#

    static func decode(_ body: Data) -> Result<DepositRequestBody, Problem> {
        guard !body.isEmpty else {
            return .failure(
                Problem(message: "the request body is empty: send JSON like \(example) with a Content-Length header"))
        }
        // Money has exactly one reading: the decoder would take 1e2, 100.0 or 99.999999999999999999
        // as 100 cents, the first of two amounts, or a trailing comma, and trap on deep enough
        // nesting, so the syntax check refuses those first.
        if let problem = JSONSyntaxCheck.firstProblem(in: body) {
            return .failure(Problem(message: "the request body is refused: \(problem) (send JSON like \(example))"))
        }
        do {
            return .success(try JSONDecoder().decode(DepositRequestBody.self, from: body))
        } catch DecodingError.keyNotFound(let key, _) {
            return .failure(
                Problem(message: "the request body is missing \"\(key.stringValue)\": send JSON like \(example)"))
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            return .failure(Problem(message: mismatch(at: context.codingPath)))
        } catch DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty {
            return .failure(Problem(message: mismatch(at: context.codingPath)))
        } catch {
            // The syntax check has passed, so the body is JSON of the wrong shape.
            return .failure(Problem(message: mismatch(at: [])))
        }
    }

    private static func mismatch(at path: [any CodingKey]) -> String {
        guard let field = path.first?.stringValue else {
            return "the request body must be a JSON object like \(example)"
        }
        return "\"\(field)\" must be a whole number of cents, like \(example)"
    }
}
