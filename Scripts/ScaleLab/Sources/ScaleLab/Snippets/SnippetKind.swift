/// A kind of ordinary logic a feature library holds: the code that makes compiling a feature
/// real work. Each feature draws a few kinds, and each kind draws its own constants and
/// variations, so no two features hold the same text.
enum SnippetKind: String, CaseIterable {
    case statistics, lineParser, grouping, lifecycle, retrySchedule, checksum, calendar, money
    case sortedIndex, validation, grid, expression, recentCache, tokenBucket, titleDiff, intervals

    /// The source of this kind for the feature whose types start with `prefix`.
    func render(prefix: String, random: inout SeededRandom) -> Snippet {
        switch self {
        case .statistics: StatisticsSnippet.render(prefix: prefix, random: &random)
        case .lineParser: LineParserSnippet.render(prefix: prefix, random: &random)
        case .grouping: GroupingSnippet.render(prefix: prefix, random: &random)
        case .lifecycle: LifecycleSnippet.render(prefix: prefix, random: &random)
        case .retrySchedule: RetryScheduleSnippet.render(prefix: prefix, random: &random)
        case .checksum: ChecksumSnippet.render(prefix: prefix, random: &random)
        case .calendar: CalendarSnippet.render(prefix: prefix, random: &random)
        case .money: MoneySnippet.render(prefix: prefix, random: &random)
        case .sortedIndex: SortedIndexSnippet.render(prefix: prefix, random: &random)
        case .validation: ValidationSnippet.render(prefix: prefix, random: &random)
        case .grid: GridSnippet.render(prefix: prefix, random: &random)
        case .expression: ExpressionSnippet.render(prefix: prefix, random: &random)
        case .recentCache: RecentCacheSnippet.render(prefix: prefix, random: &random)
        case .tokenBucket: TokenBucketSnippet.render(prefix: prefix, random: &random)
        case .titleDiff: TitleDiffSnippet.render(prefix: prefix, random: &random)
        case .intervals: IntervalsSnippet.render(prefix: prefix, random: &random)
        }
    }
}

/// The generated source of one kind of logic.
struct Snippet {
    /// The type whose `static func exercise(_ records: [<prefix>Record]) -> Int` the feature's
    /// logic calls.
    let entryType: String
    let source: String
}
