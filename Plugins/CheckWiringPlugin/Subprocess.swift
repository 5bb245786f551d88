import Foundation

/// Runs a program to the end and keeps what it printed.
enum Subprocess {
    struct Result {
        let status: Int32
        /// Everything the program wrote, its standard output and standard error together,
        /// in the order it wrote them: one pipe takes both.
        let output: String
    }

    static func run(_ executable: URL, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let text = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: text, as: UTF8.self))
    }
}
