/// The frozen graph could not be linked. Validation makes this unreachable; it exists so
/// that an internal mistake surfaces as a thrown `WiringError`, never as a crash.
struct LinkError: Error {
    let message: String
}
