/// A fixed number of zeroed integers, written in place without the copy-on-write and
/// capacity checks of an array: for graph searches that visit each node at most once, so
/// that their stacks and queues never outgrow the node count. Debug builds check indices.
final class SearchBuffer<Element: FixedWidthInteger> {
    private let base: UnsafeMutablePointer<Element>
    private let count: Int

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: max(count, 1))
        base.initialize(repeating: 0, count: max(count, 1))
    }

    deinit {
        base.deallocate()
    }

    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "search index \(index) outside 0..<\(count)")
            return base[index]
        }
        set {
            assert(index >= 0 && index < count, "search index \(index) outside 0..<\(count)")
            base[index] = newValue
        }
    }
}
