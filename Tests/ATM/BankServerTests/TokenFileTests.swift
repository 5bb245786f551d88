import Foundation
import Testing

@testable import BankServer

/// `--token-file` keeps the token off the command line, where `ps` shows it to anyone.
@Suite("Token file")
struct TokenFileTests {
    /// A file in a fresh temporary folder, removed with the folder.
    private func withFolder<R>(_ body: (URL) throws -> R) throws -> R {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bank-token-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    @Test func theTokenIsReadFromTheFileWithoutItsLineEnding() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("token")
            try Data("s3cret\n".utf8).write(to: file)
            let options = try BankServerOptions.parse(
                arguments: ["--token-file", file.path], environment: ["BANK_TOKEN": "from-environment"])
            #expect(options.token == "s3cret")
        }
    }

    @Test func aTokenFileAndATokenTogetherAreRefused() throws {
        #expect(throws: BankServerUsageError.twoTokenSources) {
            try BankServerOptions.parse(arguments: ["--token-file", "/nonexistent", "--token", "t"], environment: [:])
        }
    }

    @Test func aFileThatCannotHoldATokenIsRefusedAtOnceWithTheReason() throws {
        try withFolder { folder in
            let large = folder.appendingPathComponent("large")
            try Data(repeating: UInt8(ascii: "a"), count: TokenFile.maximumSize + 1).write(to: large)
            let fifo = folder.appendingPathComponent("fifo").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let spaced = folder.appendingPathComponent("spaced")
            try Data("two words\n".utf8).write(to: spaced)
            let cases: [(String, String)] = [
                (folder.appendingPathComponent("missing").path, "No such file or directory"),
                (folder.path, "it is not a regular file"),
                (fifo, "it is not a regular file"),
                ("/dev/zero", "it is not a regular file"),
                (large.path, "it is larger than 4096 bytes"),
            ]
            for (path, reason) in cases {
                let started = ContinuousClock.now
                #expect(throws: BankServerUsageError.unreadableTokenFile(path: path, reason: reason)) {
                    try BankServerOptions.parse(arguments: ["--token-file", path], environment: [:])
                }
                #expect(ContinuousClock.now - started < .seconds(2), "\(path) blocked")
            }
            #expect(throws: BankServerUsageError.invalidToken(source: "--token-file")) {
                try BankServerOptions.parse(arguments: ["--token-file", spaced.path], environment: [:])
            }
        }
    }

    /// A token file anyone could read was used without a word; `ssh` warns about such a key file.
    @Test func aFileOthersCanReadIsUsedWithAWarning() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("token")
            try Data("s3cret\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
            let open = try BankServerOptions.parse(arguments: ["--token-file", file.path], environment: [:])
            #expect(open.token == "s3cret")
            #expect(
                open.warnings == [
                    "--token-file \(file.path) can be read by others (permissions 0644); "
                        + "anyone who reads it can use the bank's API: run 'chmod 600 \(file.path)'"
                ])

            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
            let closed = try BankServerOptions.parse(arguments: ["--token-file", file.path], environment: [:])
            #expect(closed.warnings.isEmpty)
        }
    }
}
