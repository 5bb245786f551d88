/// Dates from day numbers, leap years and weekdays, without Foundation.
enum CalendarSnippet {
    static func render(prefix p: String, random: inout SeededRandom) -> Snippet {
        let stretch = random.int(in: 3...40)
        let startYear = random.pick([1990, 2000, 2010])
        let name = p + random.pick(["Calendar", "Dates", "DayMath"])
        // Weekday of 1 January of the start year, Monday = 0.
        let firstWeekday = [1990: 0, 2000: 5, 2010: 4][startYear] ?? 0
        return Snippet(
            entryType: name,
            source: #"""
                /// Calendar arithmetic on days counted from 1 January \#(startYear).
                enum \#(name) {
                    struct Day: Equatable {
                        var year: Int
                        var month: Int
                        var day: Int
                    }

                    static func isLeap(_ year: Int) -> Bool {
                        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
                    }

                    static func days(inMonth month: Int, year: Int) -> Int {
                        switch month {
                        case 2: return isLeap(year) ? 29 : 28
                        case 4, 6, 9, 11: return 30
                        default: return 31
                        }
                    }

                    static func date(fromDay offset: Int) -> Day {
                        var remaining = max(0, offset)
                        var year = \#(startYear)
                        while remaining >= (isLeap(year) ? 366 : 365) {
                            remaining -= isLeap(year) ? 366 : 365
                            year += 1
                        }
                        var month = 1
                        while remaining >= days(inMonth: month, year: year) {
                            remaining -= days(inMonth: month, year: year)
                            month += 1
                        }
                        return Day(year: year, month: month, day: remaining + 1)
                    }

                    /// Monday is 0.
                    static func weekday(ofDay offset: Int) -> Int {
                        (offset + \#(firstWeekday)) % 7
                    }

                    static func exercise(_ records: [\#(p)Record]) -> Int {
                        var weekends = 0
                        var lastDays = 0
                        var months: Set<Int> = []
                        for record in records {
                            let offset = record.day * \#(stretch)
                            let date = date(fromDay: offset)
                            if weekday(ofDay: offset) >= 5 {
                                weekends += 1
                            }
                            if date.day == days(inMonth: date.month, year: date.year) {
                                lastDays += 1
                            }
                            months.insert(date.year * 12 + date.month)
                        }
                        return weekends &* 1_000 &+ months.count &* 10 &+ lastDays
                    }
                }
                """#)
    }
}
