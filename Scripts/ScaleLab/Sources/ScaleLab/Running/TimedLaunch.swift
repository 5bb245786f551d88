import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts a program and waits for it with `posix_spawn` and `waitpid`, to time a run of a few
/// milliseconds: Foundation's `Process` notices an exit through its run loop, which can add
/// more than the app's whole start-up.
enum TimedLaunch {
    struct Run {
        let status: Int32
        let seconds: Double
        let output: String
    }

    /// Runs `path` with `arguments` and `environment` added to this process's, its standard
    /// output and errors going to `log`.
    static func run(_ path: String, _ arguments: [String], environment: [String: String], log: String)
        throws(LabError) -> Run
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)

        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .map { "\($0.key)=\($0.value)" }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw .unexpected("cannot start \(path): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let elapsed = ContinuousClock.now - start
        let output = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: log))) ?? Data(), as: UTF8.self)
        // The exit status, or 128 + the signal that ended it, as shells report.
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Run(status: exitStatus, seconds: elapsed.seconds, output: output)
    }
}
