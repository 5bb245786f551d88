import Foundation

/// Arguments read from a file: `@<path>` on the command line stands for the lines of the file
/// at `path`, one argument a line, as `swiftc` reads `@file`.
///
/// An app that links thousands of wiring libraries has a command line of hundreds of kilobytes:
/// more than some systems let a process be started with. `LinkedWiringPlugin` and
/// `check-wiring` pass the arguments in a file instead, so the length of the list never matters.
enum ArgumentsFile {
    /// `arguments` with each `@<path>` replaced by the lines of that file. The lines are taken
    /// as they are: an `@` inside the file is an argument, not another file.
    static func expand(_ arguments: [String]) throws(GeneratorError) -> [String] {
        var expanded: [String] = []
        for argument in arguments {
            guard argument.hasPrefix("@"), argument.count > 1 else {
                expanded.append(argument)
                continue
            }
            let path = String(argument.dropFirst())
            let text: String
            do {
                text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            } catch {
                throw .unreadableArgumentsFile(path: path, reason: GeneratorError.reason(for: error))
            }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            expanded += lines
        }
        return expanded
    }
}
