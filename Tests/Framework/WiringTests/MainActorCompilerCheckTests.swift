import Foundation
import Testing

/// The second half of the main-actor promise: the compiler checks every call. A nonisolated
/// service that calls `MainActorProvider.get()` does not compile; the same call from a
/// `@MainActor` method does. Type-checked against this build's `Wiring` module.
@Suite struct MainActorCompilerCheckTests {
    /// The folder of this build's modules: WIRING_BIN_DIR (set by Scripts/test) or the default
    /// debug build folder.
    static var modules: URL {
        let bin =
            ProcessInfo.processInfo.environment["WIRING_BIN_DIR"].map { URL(fileURLWithPath: $0) }
            ?? ReadmeTests.root.appendingPathComponent(".build/debug")
        return bin.appendingPathComponent("Modules")
    }

    /// Type-checks `source` in Swift 6 mode; the compiler's exit status and what it printed.
    static func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("offmain-\(UUID()).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    static func service(isolation: String) -> String {
        """
        import Wiring
        @MainActor final class ProfileModel {}
        struct Router: Sendable {
            let profile: MainActorProvider<ProfileModel>
            \(isolation)func show() -> ProfileModel { profile.get() }
        }
        """
    }

    @Test func callingGetOffTheMainActorDoesNotCompile() throws {
        let (status, output) = try Self.typecheck(Self.service(isolation: ""))
        #expect(status != 0, "\(output)")
        #expect(output.contains("call to main actor-isolated instance method 'get()'"), "\(output)")
    }

    @Test func callingGetOnTheMainActorCompiles() throws {
        let (status, output) = try Self.typecheck(Self.service(isolation: "@MainActor "))
        #expect(status == 0, "\(output)")
    }
}
