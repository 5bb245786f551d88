/// The module types a binder has configured, so that a module included twice is configured once.
///
/// A sorted array of their identities, searched by halves: a component configures each module
/// once, from a few to a few hundred of them. Not a `Set`: the first set of a key type in a
/// process costs the run time a scan of every conformance record of the binary for the key's
/// `Hashable` conformance, more than a whole small graph's build.
struct ModuleSet {
    private var sorted: [ObjectIdentifier] = []

    /// Room for `count` modules.
    mutating func reserveCapacity(_ count: Int) {
        sorted.reserveCapacity(count)
    }

    /// Adds `module`; false when it was there already.
    mutating func insert(_ module: ObjectIdentifier) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < module { low = middle + 1 } else { high = middle }
        }
        if low < sorted.count && sorted[low] == module { return false }
        sorted.insert(module, at: low)
        return true
    }

    var count: Int { sorted.count }
}
