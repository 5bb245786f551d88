/// `scale-lab --repository PATH --features N [--seed S] [--out DIR] [--no-measure] [--runs R]`.
public struct LabOptions: Equatable {
    /// The Wiring checkout the package depends on (the wrapper script passes its own).
    public var repository: String
    public var features: Int
    public var seed: UInt64 = 1
    /// Where to write the package; nil for a new temporary folder.
    public var output: String?
    /// Only write, build, run and check; time nothing.
    public var measure = true
    /// Runs of each release binary for the start-up figures.
    public var runs = 20

    public static func parse(_ arguments: [String]) throws(LabError) -> LabOptions {
        var repository: String?
        var features: Int?
        var options = LabOptions(repository: "", features: 0)
        var index = 0
        func value(_ option: String) throws(LabError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw .usage("\(option) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--repository":
                repository = try value(argument)
            case "--features":
                let text = try value(argument)
                guard let count = Int(text), (FeatureGraph.smallest...FeatureGraph.largest).contains(count) else {
                    throw .usage(
                        "--features needs a whole number from \(FeatureGraph.smallest) to \(FeatureGraph.largest), not '\(text)'"
                    )
                }
                features = count
            case "--seed":
                let text = try value(argument)
                guard let seed = UInt64(text) else { throw .usage("--seed needs a whole number, not '\(text)'") }
                options.seed = seed
            case "--out":
                options.output = try value(argument)
            case "--no-measure":
                options.measure = false
            case "--runs":
                let text = try value(argument)
                guard let runs = Int(text), (1...1000).contains(runs) else {
                    throw .usage("--runs needs a whole number from 1 to 1000, not '\(text)'")
                }
                options.runs = runs
            default:
                throw .usage("unknown argument '\(argument)'")
            }
            index += 1
        }
        guard let features else { throw .usage("--features N is required") }
        guard let repository else { throw .usage("--repository PATH is required (Scripts/scale passes it)") }
        options.features = features
        options.repository = repository
        return options
    }
}
