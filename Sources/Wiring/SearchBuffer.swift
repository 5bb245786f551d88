/// A fixed number of zeroed integers, written in place without the copy-on-write and
/// capacity checks of an array: for graph searches that visit each node at most once, so
/// that their stacks and queues never outgrow the node count.
final class SearchBuffer<Element: FixedWidthInteger> {
    private let base: UnsafeMutablePointer<Element>

    init(count: Int) {
        base = .allocate(capacity: max(count, 1))
        base.initialize(repeating: 0, count: max(count, 1))
    }

    deinit {
        base.deallocate()
    }

    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }
}
