import Foundation

// Entry point: `WiringGenerator --output <file.swift> [--library <TargetName> <source.swift>...]...`,
// or `WiringGenerator @<file>` with those arguments in a file, one a line.
//
// All logic lives in `GeneratorCommand` so tests can call it directly; this file only
// turns its outcome into a message on stderr and a process exit code.
do {
    try GeneratorCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
    exit(0)
} catch {
    FileHandle.standardError.write(Data("\(error.report)\n".utf8))
    exit(error.exitCode)
}
