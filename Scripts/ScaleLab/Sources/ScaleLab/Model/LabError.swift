/// What stops the lab, as one line for stderr.
public enum LabError: Error, CustomStringConvertible {
    case usage(String)
    case notALabFolder(String)
    case cannotWrite(String, String)
    case commandFailed(String, Int32, String)
    case unexpected(String)

    public var description: String {
        switch self {
        case .usage(let message):
            "scale: \(message)\nusage: Scripts/scale --features N [--seed S] [--out DIR] [--no-measure]"
        case .notALabFolder(let path):
            "scale: \(path) is not empty and holds no package this lab wrote; name an empty or new folder"
        case .cannotWrite(let path, let reason):
            "scale: cannot write \(path): \(reason)"
        case .commandFailed(let command, let status, let log):
            "scale: `\(command)` failed with status \(status); its output is in \(log)"
        case .unexpected(let message):
            "scale: \(message)"
        }
    }
}
