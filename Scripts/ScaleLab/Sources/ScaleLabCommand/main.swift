import Foundation
import ScaleLab

// Entry point of `Scripts/scale`: the work is in `ScaleLab.Lab`; this file turns a failure into
// one line on stderr and an exit status (64 for a wrong command line, as sysexits has it).
do {
    let options = try LabOptions.parse(Array(CommandLine.arguments.dropFirst()))
    try Lab(options: options).run()
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    if case .usage = error { exit(64) }
    exit(1)
}
