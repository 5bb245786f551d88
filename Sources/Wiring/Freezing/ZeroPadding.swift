extension Array where Element == Int32 {
    /// Appends zeros until the array holds at least `count` elements.
    ///
    /// Not `append(contentsOf: repeatElement(0, count: …))`, whose generic path is slow per
    /// element: indexing a graph's keys pads by one element per binding.
    mutating func padWithZeros(to count: Int) {
        let missing = count - self.count
        if missing == 1 {
            append(0)
        } else if missing > 1 {
            append(contentsOf: [Int32](repeating: 0, count: missing))
        }
    }
}
