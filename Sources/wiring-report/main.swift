#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `wiring-report`: questions to ask the graphs apps export with `--print-graph json`.
exit(ReportTool.run(Array(CommandLine.arguments.dropFirst())))
