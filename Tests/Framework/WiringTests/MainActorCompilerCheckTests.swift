import Testing

/// The second half of the main-actor promise: the compiler checks every call. A nonisolated
/// service that calls `MainActorProvider.get()` does not compile; the same call from a
/// `@MainActor` method does. Type-checked against this build's `Wiring` module.
@Suite struct MainActorCompilerCheckTests {
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
        let (status, output) = try SwiftCompiler.typecheck(Self.service(isolation: ""))
        #expect(status != 0, "\(output)")
        #expect(output.contains("call to main actor-isolated instance method 'get()'"), "\(output)")
    }

    @Test func callingGetOnTheMainActorCompiles() throws {
        let (status, output) = try SwiftCompiler.typecheck(Self.service(isolation: "@MainActor "))
        #expect(status == 0, "\(output)")
    }
}
