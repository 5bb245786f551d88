import Foundation

/// The deleted-binding case: one missing binding is one error that names the fix. In the
/// written package, the check deletes the real analytics service's binding of its protocol
/// from that service's wiring library (the one `product-app` links), runs
/// `swift package check-wiring --product product-app`, and puts the file back byte for byte,
/// whatever happened. The command must fail with exactly one error diagnostic, a
/// `Wiring.UnmetRequirement`, that names the library to link in its line or in its notes.
struct DeletedBindingCheck {
    /// What the command printed, and why that is not what the check expects, when it is not.
    struct Outcome {
        let status: Int32
        /// Wiring's error diagnostics in its output.
        let errors: [WiringDiagnostic]
        let log: String
        /// Nil when the command failed with the one expected error.
        let problem: String?
    }

    static let service = CoreService.analytics
    static let product = "product-app"
    static let expectedKind = "Wiring.UnmetRequirement"

    /// The file the check edits, in the package.
    static var file: String { ServiceLibrariesWriter.realWiringFile(service) }
    /// The real service's wiring library: the one the error must name.
    static var library: String { service.realLibrary + "Wiring" }
    /// How the deleted line begins.
    static var binding: String { ServiceLibrariesWriter.protocolBinding(service) }

    /// The package's folder.
    let directory: URL
    /// Runs `check-wiring` in the package, while the binding is deleted.
    let checkWiring: () throws(LabError) -> CommandRunner.Outcome

    init(directory: URL, checkWiring: @escaping () throws(LabError) -> CommandRunner.Outcome) {
        self.directory = directory
        self.checkWiring = checkWiring
    }

    /// The check as the lab runs it: `check-wiring` in the build folder its other runs of
    /// `check-wiring` use, run again when SwiftPM itself crashes.
    init(directory: URL, runner: CommandRunner, scratch: String) {
        self.init(directory: directory) { () throws(LabError) in
            try runner.runAgainIfSwiftPMCrashed(
                "swift", ["package", "--scratch-path", scratch, "check-wiring", "--product", Self.product],
                in: directory, label: "check-wiring with a binding deleted")
        }
    }

    /// Deletes the binding, runs `check-wiring`, restores the file, and judges what it printed.
    /// Throws when a command cannot be run or the file cannot be edited or restored; a wrong
    /// outcome is the returned outcome's `problem`.
    func run() throws(LabError) -> Outcome {
        let url = directory.appendingPathComponent(Self.file)
        guard let original = try? Data(contentsOf: url) else { throw .unexpected("cannot read \(url.path)") }
        let edited = try Self.deletingBinding(from: String(decoding: original, as: UTF8.self))
        let ran: Result<CommandRunner.Outcome, LabError>
        do throws(LabError) {
            try Self.write(Data(edited.utf8), to: url)
            ran = .success(try checkWiring())
        } catch {
            ran = .failure(error)
        }
        try Self.write(original, to: url)
        guard (try? Data(contentsOf: url)) == original else {
            throw .unexpected("\(url.path) was not restored as it was written")
        }
        let outcome = try ran.get()
        let errors = WiringDiagnostic.errors(in: outcome.output)
        return Outcome(
            status: outcome.status, errors: errors, log: outcome.log,
            problem: Self.problem(status: outcome.status, errors: errors, log: outcome.log))
    }

    /// `text`, the wiring library's source, without its one line that binds the protocol.
    static func deletingBinding(from text: String) throws(LabError) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix(binding) }
        guard lines.count - kept.count == 1 else {
            throw .unexpected("\(file) has \(lines.count - kept.count) lines that begin with `\(binding)`, not one")
        }
        return kept.joined(separator: "\n")
    }

    /// Why `check-wiring`'s exit status and errors are not the one expected error; nil when
    /// they are.
    static func problem(status: Int32, errors: [WiringDiagnostic], log: String) -> String? {
        let seen: String
        if status == 0 {
            seen = "it succeeded, printing \(errors.count) error diagnostics"
        } else if errors.count != 1 {
            seen =
                "it printed \(errors.count) error diagnostics"
                + (errors.isEmpty ? "" : ":\n" + errors.map(\.line).joined(separator: "\n"))
        } else if errors[0].kind != expectedKind {
            seen = "its one error is [\(errors[0].kind ?? "of no Wiring kind")]:\n" + lines(of: errors[0])
        } else if !errors[0].mentions(library) {
            seen = "its one error does not name \(library):\n" + lines(of: errors[0])
        } else {
            return nil
        }
        return "deleted binding: with `\(binding)…` deleted from \(file), "
            + "`swift package check-wiring --product \(product)` should fail with exactly one error diagnostic, "
            + "[\(expectedKind)], that names \(library) in its line or its notes; \(seen)\n"
            + "The file is restored; the command's output is in \(log)"
    }

    private static func lines(of error: WiringDiagnostic) -> String {
        ([error.line] + error.notes).joined(separator: "\n")
    }

    private static func write(_ data: Data, to url: URL) throws(LabError) {
        do {
            try data.write(to: url)
        } catch {
            throw .cannotWrite(url.path, String(describing: error))
        }
    }
}
