import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The real `bank-server` on a disk whose `fsync` fails with EIO for its journal (a shim loaded
/// with `LD_PRELOAD`), then restarted on a disk that works: the ATM must never tell the customer
/// "not deposited" for a deposit the restart credits, and a retry with the same key after the
/// restart is credited once.
@Suite("bank-server on a failing disk, end to end")
struct FailingDiskEndToEndTests {
    @Test func aDepositWhoseFsyncFailedIsNotConfirmedAndTheRestartSettlesIt() throws {
        let shim = try FailingFsyncShim.build()
        let failing = try BankServerProcess(
            environment: ["LD_PRELOAD": shim.path, FailingFsyncShim.suffixVariable: "journal.jsonl"])
        let (token, journal) = (failing.token, failing.journal)
        var environment = failing.atmEnvironment(account: "disk")
        environment["ATM_BANK_TIMEOUT"] = "1"

        let deposit = try AppProcess.run("atm", ["deposit", "20"], environment: environment)
        #expect(deposit.status == 2, "\(deposit)")
        #expect(deposit.stderr.contains("the bank has not confirmed this deposit"), "\(deposit)")
        #expect(!deposit.stderr.contains("rejected"), "\(deposit)")
        #expect(!deposit.stderr.contains("returned"), "\(deposit)")

        // The journal now refuses every new line, so a new deposit is truly not credited.
        let port = try #require(LoopbackHTTPClient.port(of: failing.url))
        let refused = Self.post(cents: 5_000, key: "refused-on-a-failing-disk", port: port, token: token)
        #expect(refused?.status == 500, "\(String(describing: refused))")
        #expect(refused?.body.contains(#""error":"not_credited""#) == true, "\(String(describing: refused))")
        #expect(failing.logText.contains("may or may not be credited"), "\(failing.logText)")
        #expect(failing.stop())

        // The key the ATM sent, from the line it wrote, to retry as the ATM would.
        let line = try String(contentsOf: journal, encoding: .utf8)
        let entry = try JSONDecoder().decode(Entry.self, from: Data(line.utf8))
        #expect(entry.amountMinorUnits == 2_000)

        // Restarted without the shim: the written line is read back, synced and credited.
        let restarted = try BankServerProcess(token: token, journal: journal)
        let balance = try AppProcess.run("atm", ["balance"], environment: restarted.atmEnvironment(account: "disk"))
        #expect(balance.status == 0, "\(balance)")
        #expect(balance.stdout.contains("$20.00"), "\(balance)")
        let restartedPort = try #require(LoopbackHTTPClient.port(of: restarted.url))
        let retry = Self.post(cents: 2_000, key: entry.idempotencyKey, port: restartedPort, token: token)
        #expect(retry?.status == 200, "\(String(describing: retry))")
        #expect(retry?.body.contains(#""replayed":true"#) == true, "\(String(describing: retry))")
        // The refused deposit was never written: its retry is its first credit.
        let refusedRetry = Self.post(cents: 5_000, key: "refused-on-a-failing-disk", port: restartedPort, token: token)
        #expect(refusedRetry?.body.contains(#""replayed":false"#) == true, "\(String(describing: refusedRetry))")
        let after = try AppProcess.run("atm", ["balance"], environment: restarted.atmEnvironment(account: "disk"))
        #expect(after.stdout.contains("$70.00"), "\(after)")
    }

    /// The fields of a journal line this test reads.
    private struct Entry: Decodable {
        let idempotencyKey: String
        let amountMinorUnits: Int
    }

    private static func post(cents: Int, key: String, port: UInt16, token: String) -> LoopbackHTTPClient.Response? {
        LoopbackHTTPClient.request(
            port: port, "POST", "/v1/accounts/disk/deposits",
            headers: ["Authorization": "Bearer \(token)", "Idempotency-Key": key],
            body: #"{"amountMinorUnits": \#(cents)}"#)
    }
}

/// A shared library that makes `fsync` and `fdatasync` fail with EIO for every file whose
/// path ends in the text of ``suffixVariable``, and calls the real ones for the rest. Built
/// once per test run with the C compiler beside `swift` (the toolchain ships clang).
enum FailingFsyncShim {
    static let suffixVariable = "FAILING_FSYNC_SUFFIX"

    private static let source = #"""
        #define _GNU_SOURCE
        #include <dlfcn.h>
        #include <errno.h>
        #include <limits.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>
        #include <unistd.h>

        static int failing(int fd) {
            const char *suffix = getenv("FAILING_FSYNC_SUFFIX");
            char link[64], target[PATH_MAX];
            if (suffix == NULL) return 0;
            snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
            ssize_t length = readlink(link, target, sizeof target - 1);
            if (length < 0) return 0;
            target[length] = 0;
            size_t count = strlen(suffix);
            return (size_t)length >= count && strcmp(target + length - count, suffix) == 0;
        }

        int fsync(int fd) {
            if (failing(fd)) { errno = EIO; return -1; }
            int (*real)(int) = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
            return real(fd);
        }

        int fdatasync(int fd) {
            if (failing(fd)) { errno = EIO; return -1; }
            int (*real)(int) = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
            return real(fd);
        }
        """#

    /// The shim's path, built on first use.
    static func build() throws -> URL {
        try built.get()
    }

    private static let built = Result<URL, any Error> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("failing-fsync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sourceFile = folder.appendingPathComponent("failing_fsync.c")
        let library = folder.appendingPathComponent("libfailingfsync.so")
        try source.write(to: sourceFile, atomically: true, encoding: .utf8)
        let compiler = try cCompiler()
        let result = try AppProcess.run(
            compiler, ["-shared", "-fPIC", "-O1", "-o", library.path, sourceFile.path, "-ldl"], timeout: 60)
        guard result.status == 0 else {
            throw AppProcessError.notReady("could not build the failing-fsync shim with \(compiler.path):\n\(result)")
        }
        return library
    }

    /// clang beside `swift` on the PATH, else cc or gcc.
    private static func cCompiler() throws -> URL {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in ["clang", "cc", "gcc"] {
            for folder in folders {
                let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        throw AppProcessError.notReady("no C compiler (clang, cc or gcc) on the PATH for the failing-fsync shim")
    }
}
