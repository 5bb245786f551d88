import Foundation

/// The command `LinkedWiringPlugin` gave SwiftPM for one app, read from the build's manifest
/// (`debug.yaml`), so that the lab can run it alone and time the plugin's own work. It is run
/// with its arguments on the command line, which at any size the lab writes is short enough.
struct GeneratorCommand {
    let arguments: [String]
    let output: String

    var generatedLines: Int? {
        (try? String(contentsOfFile: output, encoding: .utf8)).map { $0.split(separator: "\n").count }
    }

    var generatedBytes: Int? {
        (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? nil
    }

    static func find(for app: LabApp, scratch: String) throws(LabError) -> GeneratorCommand {
        let manifest = scratch + "/debug.yaml"
        guard let text = try? String(contentsOfFile: manifest, encoding: .utf8) else {
            throw .unexpected("cannot read \(manifest)")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard
            let start = lines.firstIndex(where: { $0.contains("\"Generating LinkedWiring.swift for \(app.target)-") }),
            let argumentsLine = lines[start...].first(where: { $0.hasPrefix("    args: [") }),
            let data = argumentsLine.dropFirst("    args: ".count).data(using: .utf8),
            let command = try? JSONDecoder().decode([String].self, from: data), let tool = command.first
        else { throw .unexpected("no LinkedWiringPlugin command for \(app.target) in \(manifest)") }
        // The plugin passes its arguments in a file (`@<file>`, one a line) when it can.
        var arguments = [tool]
        for argument in command.dropFirst() {
            if argument.hasPrefix("@"),
                let file = try? String(contentsOfFile: String(argument.dropFirst()), encoding: .utf8)
            {
                arguments += file.split(separator: "\n").map(String.init)
            } else {
                arguments.append(argument)
            }
        }
        guard let outputIndex = arguments.firstIndex(of: "--output"), outputIndex + 1 < arguments.count else {
            throw .unexpected("no --output in the LinkedWiringPlugin command for \(app.target) in \(manifest)")
        }
        return GeneratorCommand(arguments: arguments, output: arguments[outputIndex + 1])
    }

    /// The median time of `runs` runs, each writing a fresh `scratchFile`.
    func time(runs: Int, in directory: URL, scratchFile: URL) throws(LabError) -> Double {
        var arguments = self.arguments
        guard let index = arguments.firstIndex(of: output) else { return 0 }
        arguments[index] = scratchFile.path
        var seconds: [Double] = []
        let log = directory.appendingPathComponent(".lab/logs/generator-alone.log").path
        for _ in 0..<runs {
            try? FileManager.default.removeItem(at: scratchFile)
            let run = try TimedLaunch.run(arguments[0], Array(arguments.dropFirst()), environment: [:], log: log)
            guard run.status == 0 else { throw .unexpected("the generator failed alone; see \(log)") }
            seconds.append(run.seconds)
        }
        return median(seconds) ?? 0
    }
}
