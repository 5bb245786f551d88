#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's identifier, never 0: what a cell's creation lock records as its
/// holder, and what a creation record names.
func currentThread() -> UInt {
    #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
    #else
    pthread_self()
    #endif
}
