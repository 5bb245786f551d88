/// How the features' objects of the lab's apps are made, chosen when an app is run, so that
/// the same binaries are timed both ways: with objects that do their work when made (a store
/// makes its sample records in its initializer), or with cheap objects, as a real app's are,
/// which defer that work to first use. Every app, the hand-wired one too, reads the same
/// variable, so two apps that wire one graph print the same lines in either mode.
enum ObjectMode: String, CaseIterable {
    /// Objects do their work when they are made.
    case working
    /// Objects do nothing when made; their work waits for its first use.
    case cheap

    /// The environment variable the apps read.
    static let variable = "SCALE_LAB_OBJECTS"

    /// What the lab sets to run an app in this mode: always set, so that a variable left in
    /// the lab's own environment cannot choose the mode.
    var environment: [String: String] { [Self.variable: rawValue] }

    /// The line every app prints to say which mode it ran in.
    var reportLine: String { "objects: \(rawValue)" }
}
