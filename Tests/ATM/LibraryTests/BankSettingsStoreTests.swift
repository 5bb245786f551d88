import AccountRules
import BankAPI
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("BankSettingsStore")
struct BankSettingsStoreTests {
    private static let aliceLimit500 = #"{"accounts": {"alice": {"depositLimitMinorUnits": 50000}}}"#

    @Test(
        "without ATM_BANK_CONFIG the built-in settings apply, and reloading is not an error",
        arguments: [
            [:], ["ATM_BANK_CONFIG": ""],
        ])
    func noFile(environment: [String: String]) throws {
        let store = BankSettingsStore(environment: environment)
        #expect(store.path == nil)
        #expect(store.current == .builtIn)
        #expect(store.problem == nil)
        try store.reload()
        #expect(store.current == .builtIn)
        #expect(store.status == "built-in defaults (ATM_BANK_CONFIG is not set)")
    }

    @Test("the file is read at launch")
    func readsAtLaunch() throws {
        let file = try BankConfigFile(Self.aliceLimit500)
        let store = BankSettingsStore(environment: file.environment)
        #expect(try store.settings(for: try account("alice")).depositLimit == Money(minorUnits: 50_000))
        #expect(try store.settings(for: try account("bob")) == .builtIn)
        #expect(store.problem == nil)
        #expect(store.status == "\(file.path), 1 account with its own settings")
    }

    @Test("reload picks up a changed file")
    func reloadPicksUpChanges() throws {
        let file = try BankConfigFile(Self.aliceLimit500)
        let store = BankSettingsStore(environment: file.environment)
        try file.write(#"{"accounts": {"alice": {"depositLimitMinorUnits": 20000, "depositFeeMinorUnits": 200}}}"#)
        #expect(
            try store.settings(for: try account("alice")).depositLimit == Money(minorUnits: 50_000),
            "not before the reload")
        try store.reload()
        let alice = try store.settings(for: try account("alice"))
        #expect(alice.depositLimit == Money(minorUnits: 20_000))
        #expect(alice.depositFee == Money(minorUnits: 200))
    }

    /// The built-in settings used to apply here, which quietly removed the configured limits and fees.
    @Test(
        "a bad file at launch leaves no settings in force, and a failed reload none either; fixing it and reloading recovers"
    )
    func badFileAtLaunch() throws {
        let file = try BankConfigFile("{ not json")
        let store = BankSettingsStore(environment: file.environment)
        #expect(store.current == nil)
        let problem = try #require(store.problem)
        #expect(problem.description.hasPrefix("the bank configuration \(file.path) is invalid: not valid JSON"))
        #expect(throws: problem) { try store.settings(for: try account("alice")) }
        #expect(store.status == "\(problem); deposits are refused until it is fixed")

        try file.write(#"{"default": {"depositLimt": 500}}"#)
        #expect(throws: BankSettingsError.self) { try store.reload() }
        #expect(store.current == nil)
        let second = try #require(store.problem)
        #expect(second.description.contains("unknown setting"))
        #expect(throws: second) { try store.settings(for: try account("alice")) }

        try file.write(Self.aliceLimit500)
        try store.reload()
        #expect(store.problem == nil)
        #expect(try store.settings(for: try account("alice")).depositLimit == Money(minorUnits: 50_000))
    }

    @Test("a missing file is a clear problem, not a crash")
    func missingFile() throws {
        let store = BankSettingsStore(environment: ["ATM_BANK_CONFIG": "/nonexistent/bank.json"])
        #expect(store.current == nil)
        #expect(store.problem == .unreadable(path: "/nonexistent/bank.json", reason: "no such file"))
        #expect(throws: BankSettingsError.unreadable(path: "/nonexistent/bank.json", reason: "no such file")) {
            try store.reload()
        }
        let directory = BankSettingsStore(environment: ["ATM_BANK_CONFIG": "/tmp"])
        #expect(directory.problem == .unreadable(path: "/tmp", reason: "it is a directory"))
    }

    @Test("a path through a file is a missing file too; other failures say what the system says")
    func unreadablePaths() throws {
        let file = try BankConfigFile("{}")
        let throughFile = "\(file.path)/bank.json"
        #expect(
            BankSettingsStore(environment: ["ATM_BANK_CONFIG": throughFile]).problem
                == .unreadable(path: throughFile, reason: "no such file"))
        let tooLong = "/tmp/" + String(repeating: "x", count: 300)
        #expect(
            BankSettingsStore(environment: ["ATM_BANK_CONFIG": tooLong]).problem
                == .unreadable(path: tooLong, reason: "File name too long"))
    }

    @Test("a file of the largest size is read; one byte more is refused")
    func sizeLimit() throws {
        let file = try BankConfigFile("{}")
        let largest = Data("{}".utf8) + Data(repeating: UInt8(ascii: " "), count: BankSettingsStore.maximumFileSize - 2)
        try largest.write(to: URL(fileURLWithPath: file.path))
        let store = BankSettingsStore(environment: file.environment)
        #expect(store.problem == nil)
        #expect(store.current == .builtIn)

        try (largest + Data(" ".utf8)).write(to: URL(fileURLWithPath: file.path))
        let tooLarge = BankSettingsError.unreadable(path: file.path, reason: "it is larger than 1048576 bytes")
        #expect(throws: tooLarge) { try store.reload() }
    }

    @Test(
        "a device such as /dev/zero is refused before anything is read from it", arguments: ["/dev/zero", "/dev/null"])
    func device(path: String) {
        #expect(
            BankSettingsStore(environment: ["ATM_BANK_CONFIG": path]).problem
                == .unreadable(path: path, reason: "it is a device, not a regular file"))
    }

    /// Opening a named pipe nobody writes to used to block, and with it every `atm` command.
    @Test("a named pipe is refused at once, not waited on")
    func namedPipe() throws {
        let file = try BankConfigFile("{}")
        let fifo = file.path + ".fifo"
        try #require(mkfifo(fifo, 0o600) == 0)
        let problem = Mutex<BankSettingsError?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let found = BankSettingsStore(environment: ["ATM_BANK_CONFIG": fifo]).problem
            problem.withLock { $0 = found }
            done.signal()
        }.start()
        let finished = done.wait(timeout: .now() + 5) == .success
        if !finished {
            // Let the blocked open return, so the thread ends and the test reports instead of hanging.
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            _ = done.wait(timeout: .now() + 5)
        }
        #expect(finished, "reading the configuration blocked on a named pipe")
        #expect(
            problem.withLock { $0 } == .unreadable(path: fifo, reason: "it is a named pipe (FIFO), not a regular file"))
    }

    @Test("a socket is refused, saying what it is")
    func socketFile() throws {
        let file = try BankConfigFile("{}")
        let path = file.path + ".sock"
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        try #require(path.utf8.count < capacity)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: path.utf8)
            raw[path.utf8.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)
        #expect(
            BankSettingsStore(environment: ["ATM_BANK_CONFIG": path]).problem
                == .unreadable(path: path, reason: "it is a socket, not a regular file"))
    }

    @Test("an empty file is invalid, not unreadable")
    func emptyFile() throws {
        let file = try BankConfigFile("")
        #expect(
            BankSettingsStore(environment: file.environment).problem
                == .invalid(path: file.path, reason: "not valid JSON (the file is empty)"))
    }

    @Test("a failed reload keeps the last settings that worked")
    func failedReloadKeepsLastGood() throws {
        let file = try BankConfigFile(Self.aliceLimit500)
        let store = BankSettingsStore(environment: file.environment)
        try file.write(#"{"accounts": {"alice": {"depositFeeMinorUnits": -1}}}"#)
        #expect(throws: BankSettingsError.self) { try store.reload() }
        #expect(try store.settings(for: try account("alice")).depositLimit == Money(minorUnits: 50_000))
        #expect(store.problem != nil)
        #expect(store.status.hasSuffix("; using the last settings read"))
    }
}
