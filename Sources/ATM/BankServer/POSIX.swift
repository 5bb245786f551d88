#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls whose spelling differs between Linux and Darwin, kept in one place
/// so the socket and journal code reads the same on both.
enum POSIX {
    #if canImport(Glibc)
    /// `SOCK_STREAM` as the `Int32` that `socket(2)` takes.
    static let streamSocketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    /// Flags for `send(2)`: never raise SIGPIPE when the peer has gone away.
    static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    static let streamSocketType = SOCK_STREAM
    static let sendFlags: Int32 = 0
    #endif

    /// `shutdown(2)` directions.
    #if canImport(Glibc)
    static let shutdownRead = Int32(SHUT_RD)
    static let shutdownWrite = Int32(SHUT_WR)
    static let shutdownReadWrite = Int32(SHUT_RDWR)
    #else
    static let shutdownRead = SHUT_RD
    static let shutdownWrite = SHUT_WR
    static let shutdownReadWrite = SHUT_RDWR
    #endif

    /// Accepts one connection on `listener` and marks it close-on-exec; -1 with `errno` set on failure.
    /// (`accept4` is not visible to Swift without `_GNU_SOURCE`, and nothing here forks.)
    static func acceptConnection(on listener: Int32) -> Int32 {
        let fd = accept(listener, nil, nil)
        guard fd >= 0 else { return fd }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return fd
    }

    /// Closes `fd`; for types that have a `close()` method of their own.
    static func closeDescriptor(_ fd: Int32) {
        _ = close(fd)
    }

    /// The words for an `errno` value, such as "Address already in use".
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Milliseconds for `poll(2)`, rounded up and clamped to what `Int32` holds; never negative.
    static func pollMilliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, duration > .zero else { return 0 }
        let millis = seconds.multipliedReportingOverflow(by: 1000)
        guard !millis.overflow else { return Int32.max }
        let total = millis.partialValue + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: total)
    }

    /// A `timeval` for `SO_RCVTIMEO`/`SO_SNDTIMEO`.
    static func socketTimeout(_ duration: Duration) -> timeval {
        let (seconds, attoseconds) = duration.components
        let micros = attoseconds / 1_000_000_000_000
        #if canImport(Glibc)
        return Glibc.timeval(tv_sec: Int(max(0, seconds)), tv_usec: Int(max(0, micros)))
        #else
        return Darwin.timeval(tv_sec: Int(max(0, seconds)), tv_usec: Int32(max(0, micros)))
        #endif
    }

    /// Writes all of `bytes` to `fd` with `write(2)`, retrying short writes and `EINTR`.
    /// Returns the `errno` of the failure, or nil when everything was written.
    static func writeAll(_ bytes: some Collection<UInt8>, to fd: Int32) -> Int32? {
        let array = Array(bytes)
        var written = 0
        while written < array.count {
            let result = array.withUnsafeBytes { raw in
                write(fd, raw.baseAddress.map { $0 + written }, array.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += result
        }
        return nil
    }

    /// Opens `path` with `flags` (and `O_CLOEXEC`, mode 0600 if it is created) only if it is a
    /// regular file. It is opened without blocking, so a FIFO nobody writes to cannot hang
    /// the caller, and anything but a regular file (a directory, a FIFO, a device such as a
    /// link to `/dev/zero`) is refused before a byte is read. Returns the descriptor, or -1
    /// and why.
    static func openRegularFile(_ path: String, flags: Int32) -> (descriptor: Int32, problem: String?) {
        let fd = open(path, flags | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0o600)
        guard fd >= 0 else {
            let code = errno
            var status = stat()
            if stat(path, &status) == 0, let kind = kind(of: status.st_mode) { return (-1, kind) }
            return (-1, describe(code))
        }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            let code = errno
            closeDescriptor(fd)
            return (-1, describe(code))
        }
        if let kind = kind(of: status.st_mode) {
            closeDescriptor(fd)
            return (-1, kind)
        }
        return (fd, nil)
    }

    /// Whether a file exists at `path`, following symbolic links.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Why a file of type `mode` is not a regular file, or nil for one.
    private static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "it is a directory, not a regular file"
        case S_IFIFO: "it is a named pipe (FIFO), not a regular file"
        case S_IFCHR, S_IFBLK: "it is a device, not a regular file"
        case S_IFSOCK: "it is a socket, not a regular file"
        default: "it is not a regular file"
        }
    }
}
