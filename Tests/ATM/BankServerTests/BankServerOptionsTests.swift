import Testing

@testable import BankServer

@Suite("Command-line options")
struct BankServerOptionsTests {
    @Test func defaultsNeedOnlyAToken() throws {
        let options = try BankServerOptions.parse(arguments: [], environment: ["BANK_TOKEN": "secret"])
        #expect(options == BankServerOptions(port: 8080, journalPath: "bank-journal.jsonl", token: "secret"))
        #expect(!"\(options)".contains("secret"))
    }

    @Test func flagsWithSeparateOrInlineValues() throws {
        let options = try BankServerOptions.parse(
            arguments: ["--port", "0", "--journal=/tmp/j.jsonl", "--token", "from-flag"],
            environment: ["BANK_TOKEN": "from-env"])
        #expect(options == BankServerOptions(port: 0, journalPath: "/tmp/j.jsonl", token: "from-flag"))
        #expect(try BankServerOptions.parse(arguments: ["--port=65535", "--token=t"], environment: [:]).port == 65535)
    }

    @Test(arguments: [
        (
            [String](), [String: String](),
            "no API token: set BANK_TOKEN or pass --token-file PATH (or --token TOKEN, which ps shows)"
        ),
        (
            [], ["BANK_TOKEN": ""],
            "no API token: set BANK_TOKEN or pass --token-file PATH (or --token TOKEN, which ps shows)"
        ),
        (
            ["--token", "t", "--port", "70000"], [:],
            "--port expects a number from 0 to 65535 (0 picks a free port), got '70000'"
        ),
        (
            ["--token", "t", "--port", "abc"], [:],
            "--port expects a number from 0 to 65535 (0 picks a free port), got 'abc'"
        ),
        (
            ["--token", "t", "--port", "-1"], [:],
            "--port expects a number from 0 to 65535 (0 picks a free port), got '-1'"
        ),
        (
            ["--token", "t", "--port=+80"], [:],
            "--port expects a number from 0 to 65535 (0 picks a free port), got '+80'"
        ),
        (["--token", "t", "--port"], [:], "--port needs a value: --port N"),
        (["--port", "--token", "t"], [:], "--port needs a value: --port N"),
        (["--token", "t", "--journal="], [:], "--journal expects a file path, got an empty string"),
        (["--token", "two words"], [:], "--token must be visible ASCII characters without spaces"),
        ([], ["BANK_TOKEN": "tab\there"], "BANK_TOKEN must be visible ASCII characters without spaces"),
        (["--token", "t", "--host", "0.0.0.0"], [:], "--host is not supported: bank-server only listens on 127.0.0.1"),
        (
            ["--token", "t", "--verbose"], [:],
            "unknown option '--verbose'; the options are --port, --journal, --token-file, --token, --max-connections and --help"
        ),
        (
            ["--token", "t", "serve"], [:],
            "unexpected argument 'serve'; the options are --port, --journal, --token-file, --token, --max-connections and --help"
        ),
        (["--token", "t", "--port", "1", "--port", "2"], [:], "--port was given more than once"),
        (
            ["--token", "t", "--max-connections", "0"], [:],
            "--max-connections expects a number from 1 to 4096, got '0'"
        ),
        (
            ["--token", "t", "--max-connections=99999"], [:],
            "--max-connections expects a number from 1 to 4096, got '99999'"
        ),
        (
            ["--token", "t", "--max-connections", "-3"], [:],
            "--max-connections expects a number from 1 to 4096, got '-3'"
        ),
    ])
    func badInputIsAOneLineError(arguments: [String], environment: [String: String], message: String) {
        #expect {
            try BankServerOptions.parse(arguments: arguments, environment: environment)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test func maxConnectionsSetsTheCap() throws {
        let options = try BankServerOptions.parse(
            arguments: ["--token", "t", "--max-connections", "3"], environment: [:])
        #expect(options.maxConnections == 3)
        #expect(try BankServerOptions.parse(arguments: ["--token", "t"], environment: [:]).maxConnections == nil)
    }

    @Test func usageNamesEveryOption() {
        for option in ["--token", "--port", "--journal", "--max-connections", "BANK_TOKEN", "127.0.0.1"] {
            #expect(BankServerOptions.usage.contains(option))
        }
        #expect(!BankServerOptions.usage.contains("--host"))
    }
}
