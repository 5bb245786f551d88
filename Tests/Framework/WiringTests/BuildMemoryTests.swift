import Testing
import Wiring

#if canImport(Glibc)
import Glibc
#endif

/// Building and releasing a component returns all of its memory: nothing the build makes
/// may keep itself alive through a reference cycle.
@Suite struct BuildMemoryTests {
    #if canImport(Glibc)
    /// Any cycle in what a build makes shows as memory that grows with every build. Measured
    /// in a process of its own, so that other tests' allocations do not blur the figure.
    @Test func memoryIsFlatOverTwoThousandBuildsOfComponentsWithChildren() async {
        await #expect(processExitsWith: .success) {
            func buildAndUse() {
                guard
                    let component = try? Component(root: CardReader.self, modules: [ReaderModule.self, ATMModule.self])
                else { exit(2) }
                _ = component.root.sessions.build(Card(number: "1")).root
                // A keyed child, reloaded, and singletons that reach each other through providers.
                guard
                    let accounts = try? Component(
                        root: KeyedComponents<AccountComponent>.self, modules: [AccountsModule.self]),
                    (try? accounts.root.resolve(FeePolicy.self, for: "a")) != nil,
                    let cyclic = try? Component(root: LifetimeTests.Service.self, modules: [LifetimeTests.Cyclic.self])
                else { exit(2) }
                accounts.root.reload("a")
                _ = cyclic.root.helper.get()
            }
            /// The process's resident memory, in bytes, from /proc/self/statm.
            func residentBytes() -> Int {
                let descriptor = open("/proc/self/statm", O_RDONLY)
                guard descriptor >= 0 else { exit(3) }
                defer { close(descriptor) }
                var buffer = [UInt8](repeating: 0, count: 256)
                let count = read(descriptor, &buffer, buffer.count)
                let fields = String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self).split(separator: " ")
                guard fields.count > 1, let pages = Int(fields[1]) else { exit(3) }
                return pages * sysconf(Int32(_SC_PAGESIZE))
            }
            for _ in 0..<200 { buildAndUse() }
            let before = residentBytes()
            for _ in 0..<2_000 { buildAndUse() }
            let grown = residentBytes() - before
            // The leak this guards against was 11 KB or more a build: over 20 MB here.
            if grown > 1_000_000 {
                print("memory grew by \(grown) bytes over 2,000 builds")
                exit(1)
            }
        }
    }
    #endif
}
