import BankAPI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the real bank is and how to talk to it: base URL, API token and timeout.
///
/// Read from the environment (`ATM_BANK_URL`, `ATM_BANK_TOKEN`, `ATM_BANK_TIMEOUT`).
/// Reading never fails: a missing token or a bad value is kept and reported as
/// ``BankError/notConfigured(_:)`` when the ATM first talks to the bank, so commands
/// that never reach the bank (such as `--help`) still work.
public struct BankEndpoint: Sendable {
    /// The environment variable with the bank's base URL.
    public static let urlKey = "ATM_BANK_URL"
    /// The environment variable with the bank's API token.
    public static let tokenKey = "ATM_BANK_TOKEN"
    /// The environment variable with the per-request timeout, in seconds.
    public static let timeoutKey = "ATM_BANK_TIMEOUT"
    /// The bank's URL when `ATM_BANK_URL` is not set: a bank server on this machine.
    public static let defaultURL = "http://127.0.0.1:8080"
    /// The timeout when `ATM_BANK_TIMEOUT` is not set, in seconds.
    public static let defaultTimeoutSeconds: Double = 5
    /// The longest timeout accepted, in seconds: an hour is already far longer than anyone waits at an ATM.
    public static let maximumTimeoutSeconds: Double = 3600

    /// The base URL as configured, for messages.
    public let urlText: String
    /// The API token, when one is set.
    public let token: String?
    /// How long one request may take, in seconds.
    public let timeoutSeconds: Double
    /// Why `ATM_BANK_TIMEOUT` could not be used, when it could not.
    private let timeoutProblem: String?

    /// The three variables as the process's environment sets them, read alone: `ProcessInfo`'s
    /// `environment` copies every variable into a new dictionary on every call.
    public static var processEnvironment: [String: String] {
        var values: [String: String] = [:]
        for key in [urlKey, tokenKey, timeoutKey] {
            if let value = getenv(key) { values[key] = String(cString: value) }
        }
        return values
    }

    /// Reads the endpoint from `environment`: by default, the process's.
    public init(environment: [String: String] = BankEndpoint.processEnvironment) {
        urlText = environment[Self.urlKey] ?? Self.defaultURL
        token = environment[Self.tokenKey]
        if let text = environment[Self.timeoutKey] {
            // Spaces around the number are forgiven; anything more than one number is not.
            let words = text.split(whereSeparator: \.isWhitespace)
            if words.count == 1, let seconds = Double(words[0]),
                seconds > 0, seconds <= Self.maximumTimeoutSeconds
            {
                timeoutSeconds = seconds
                timeoutProblem = nil
            } else {
                timeoutSeconds = Self.defaultTimeoutSeconds
                timeoutProblem =
                    "\(Self.timeoutKey) is '\(text)'; set it to a number of seconds "
                    + "greater than 0 and at most \(Int(Self.maximumTimeoutSeconds))"
            }
        } else {
            timeoutSeconds = Self.defaultTimeoutSeconds
            timeoutProblem = nil
        }
    }

    /// The validated settings a request needs; throws ``BankError/notConfigured(_:)`` naming what to fix.
    func settings() throws(BankError) -> Settings {
        if let timeoutProblem {
            throw .notConfigured(timeoutProblem)
        }
        guard let token, !token.isEmpty else {
            throw .notConfigured("set \(Self.tokenKey) to the bank's API token")
        }
        guard token.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            throw .notConfigured("\(Self.tokenKey) must be printable ASCII without spaces")
        }
        var base = urlText
        while base.hasSuffix("/") {
            base.removeLast()
        }
        let url = URL(string: base)
        if url?.scheme?.lowercased() == "https" {
            throw .notConfigured(
                "\(Self.urlKey) is '\(urlText)', but the ATM speaks plain HTTP to a bank on a "
                    + "trusted network; set an http:// URL (for TLS, run a terminating proxy next to the ATM)")
        }
        guard let url, url.scheme?.lowercased() == "http",
            let host = url.host(percentEncoded: false), !host.isEmpty,
            url.query == nil, url.fragment == nil, url.user == nil
        else {
            throw .notConfigured("\(Self.urlKey) is '\(urlText)'; set it to the bank's http:// URL")
        }
        guard let port = UInt16(exactly: url.port ?? 80), port > 0 else {
            throw .notConfigured("\(Self.urlKey) is '\(urlText)'; its port must be from 1 to 65535")
        }
        return Settings(baseURL: base, host: host, port: port, basePath: url.path(percentEncoded: true), token: token)
    }

    /// How long a deposit may take in all, in seconds: its attempts, and the pauses between
    /// them, when an answer is lost or the bank asks the ATM to retry. Three timeouts: a lost
    /// answer gets at least one more attempt, and a bank that says `Retry-After: 1` several more.
    public var depositDeadlineSeconds: Double {
        3 * timeoutSeconds
    }

    /// Settings that have been checked and are ready to use.
    struct Settings: Sendable {
        /// The base URL without a trailing slash, for messages.
        let baseURL: String
        /// The host to connect to; an IPv6 address comes without brackets.
        let host: String
        let port: UInt16
        /// The path the bank's routes are under: empty, or `/` and segments.
        let basePath: String
        let token: String

        /// The full URL of `path`, which starts with `/`, for messages.
        func url(for path: String) -> String {
            baseURL + path
        }

        /// The request target of `path`: the path the bank sees.
        func target(for path: String) -> String {
            basePath + path
        }

        /// The `Host` header: the host (in brackets if it is an IPv6 address) and port.
        var hostHeader: String {
            (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
        }
    }
}
