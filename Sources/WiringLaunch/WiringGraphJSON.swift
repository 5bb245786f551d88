import Wiring

extension WiringGraph {
    /// The graph as JSON, pretty-printed with sorted keys, so that two exports of one graph
    /// are equal byte for byte and diff well. This is what `--print-graph json` prints, and
    /// what `wiring-report` reads.
    public func json() -> String {
        sortedJSON(self)
    }
}
