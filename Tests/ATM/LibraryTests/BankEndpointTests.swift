import BankAPI
import Network
import Testing

@Suite("BankEndpoint")
struct BankEndpointTests {
    @Test("defaults: local bank, no token, 5 seconds")
    func defaults() {
        let endpoint = BankEndpoint(environment: [:])
        #expect(endpoint.urlText == "http://127.0.0.1:8080")
        #expect(endpoint.token == nil)
        #expect(endpoint.timeoutSeconds == 5)
    }

    @Test("reads the environment")
    func environment() {
        let endpoint = BankEndpoint(environment: [
            "ATM_BANK_URL": "https://bank.example", "ATM_BANK_TOKEN": "secret", "ATM_BANK_TIMEOUT": "0.25",
        ])
        #expect(endpoint.urlText == "https://bank.example")
        #expect(endpoint.token == "secret")
        #expect(endpoint.timeoutSeconds == 0.25)
    }
}
