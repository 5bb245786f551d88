#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scoped instances the calling thread is creating right now, outermost first.
///
/// A factory that asks, while it runs, for an instance that is still being made on the same
/// thread (its own, through `component.resolve`, `@Injected` or a provider's `get()`, or one
/// whose factory is waiting on it) could only wait for itself. The cell locks tell that this
/// happened (``LockArray/isHeldByCurrentThread(_:)``); this trace says how, so the diagnostic
/// can name every binding on the loop. It is touched only while an instance is first
/// created, never when an existing instance is read.
final class CreationTrace {
    struct Entry {
        /// The store creating the instance; it outlives the creation.
        unowned(unsafe) let store: InstanceStore
        let cell: Int
        /// The binding's node, which names it.
        let node: Int32
    }

    // Only its own thread touches a trace, so the run-time exclusivity check guards nothing.
    @exclusivity(unchecked) private(set) var entries: [Entry] = []

    /// The calling thread's trace, made on its first creation and freed when the thread ends.
    static var current: CreationTrace {
        withCurrent { $0 }
    }

    /// Runs `body` with the calling thread's trace, borrowed: a creation pushes and pops an
    /// entry, and retaining the trace for each would cost more than the entry itself.
    @inline(__always)
    private static func withCurrent<Result>(_ body: (CreationTrace) -> Result) -> Result {
        let trace = pthread_getspecific(threadKey) ?? makeCurrent()
        return Unmanaged<CreationTrace>.fromOpaque(trace)._withUnsafeGuaranteedRef(body)
    }

    /// Makes the calling thread's trace, which the thread keeps until it ends.
    @inline(never)
    private static func makeCurrent() -> UnsafeMutableRawPointer {
        let made = Unmanaged.passRetained(CreationTrace()).toOpaque()
        pthread_setspecific(threadKey, made)
        return made
    }

    /// Whether the calling thread is inside a factory of a scoped binding. Makes no trace.
    static var isCreating: Bool {
        guard let existing = pthread_getspecific(threadKey) else { return false }
        return Unmanaged<CreationTrace>.fromOpaque(existing)._withUnsafeGuaranteedRef { !$0.entries.isEmpty }
    }

    /// Records that this thread starts creating `store`'s cell `cell`, for binding `node`.
    static func push(_ store: InstanceStore, cell: Int, node: Int32) {
        withCurrent { $0.entries.append(Entry(store: store, cell: cell, node: node)) }
    }

    /// Records that this thread's innermost creation is done.
    static func pop() {
        withCurrent { _ = $0.entries.removeLast() }
    }

    /// The diagnostic for asking for binding `node` of `store`'s graph again while it is being
    /// made on this thread, through the bindings `path` (which ends with `node`): the loop from
    /// its creation to the request, with every binding's declaration.
    func reentrance(into node: Int32, of store: InstanceStore, through path: [Int32], how: String) -> Diagnostic {
        let links = store.table.links
        let start = entries.lastIndex { $0.node == node && $0.store.table.links === links } ?? 0
        let loop = entries[start...].map(\.node) + path
        return .reentrantCreation(
            links.bindingName(ofNode: Int(node)), at: links.bindingLocation(ofNode: Int(node)), how: how,
            loop: loop.map { (links.bindingName(ofNode: Int($0)), links.bindingLocation(ofNode: Int($0))) })
    }
}

extension InstanceStore {
    /// The diagnostic for resolving node `node` from this store, `how`, when that would make an
    /// instance that this thread is already making; nil otherwise, or when the thread is not
    /// inside a factory at all. Follows the plain parameters of instances not made yet, so a
    /// loop through them is reported here, where it can be thrown; a loop through a wrapped
    /// parameter is found when it closes, and stops there.
    func reentrance(resolvingNode node: Int, how: String) -> Diagnostic? {
        // The thread check first: outside a factory, the usual case, it is all this costs.
        guard CreationTrace.isCreating else { return nil }
        return reentrance(resolving: [node], how: how)
    }

    /// `reentrance(resolving:how:)` for the values of nodes `nodes`, made now.
    func reentrance(resolving nodes: [Int], how: String) -> Diagnostic? {
        guard CreationTrace.isCreating else { return nil }
        let links = table.links
        // Each node reached, with the node that reached it, to name the path once a loop closes.
        var reachedFrom = Dictionary(nodes.map { ($0, -1) }, uniquingKeysWith: { first, _ in first })
        var pending = nodes.map { (node: $0, store: self) }
        while let (node, store) = pending.popLast() {
            var dependenciesStore = store
            if let cell = links.cell(ofNode: node) {
                let owner = store.owner(of: cell)
                if owner.existingInstance(at: cell.index) != nil { continue }
                if owner.isCreatingOnThisThread(cell.index) {
                    let path = sequence(first: node) { reachedFrom[$0].flatMap { $0 >= 0 ? $0 : nil } }
                    return CreationTrace.current.reentrance(
                        into: Int32(node), of: owner, through: path.reversed().map { Int32($0) }, how: how)
                }
                dependenciesStore = owner
            }
            for dependency in links.plainDependencies(ofNode: node) where reachedFrom[dependency] == nil {
                reachedFrom[dependency] = node
                pending.append((dependency, dependenciesStore))
            }
        }
        return nil
    }
}

/// The key of each thread's ``CreationTrace``; the trace is released when its thread ends.
private let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { trace in
        guard let trace else { return }
        Unmanaged<CreationTrace>.fromOpaque(trace).release()
    }
    return key
}()
