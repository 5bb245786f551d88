/// Why the server could not start listening, worded for the person running `bank-server`.
public enum BankHTTPServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A socket call failed while setting up the listener; `reason` is the system's words.
    case cannotListen(port: UInt16, step: String, reason: String)

    public var description: String {
        switch self {
        case .cannotListen(let port, let step, let reason):
            "cannot listen on 127.0.0.1:\(port) (\(step) failed): \(reason)"
        }
    }
}
