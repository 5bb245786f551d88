import WiringSupport

/// Stops the process with `diagnostic`, printed in compiler format on standard error.
///
/// Only for the run-time misuses found where nothing can be thrown (a provider's `get()`, a
/// plain parameter): a re-entrant creation, which would otherwise wait forever on a lock its
/// own thread holds (or, between asynchronous factories, ask for an instance whose factory has
/// not run: `Wiring.AsyncInstanceNotReady`), and a provider used after its graph was released,
/// which would otherwise make a second "singleton". A main-actor factory reached off the main
/// actor also stops here, as a last guard that validation and the builds leave unreachable.
/// Everything a graph's declarations can get wrong is thrown.
func stop(with diagnostic: Diagnostic) -> Never {
    printToStandardError(diagnostic.description)
    // The framework's only deliberate stop. No mistake in a graph's declarations reaches it:
    // those are all found by validation and thrown as a WiringError before anything exists.
    // Only the two run-time misuses above do, from code that has no way to throw, and a stop
    // with the diagnostic is the alternative to a hang or a second "singleton".
    fatalError("stopped by [\(diagnostic.kind.rawValue)]; the diagnostic is above")
}
