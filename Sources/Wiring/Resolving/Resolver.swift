/// A slot's resolver, held in a class so that calling it needs no reabstraction thunk.
@usableFromInline
final class Resolver<T>: Sendable {
    @usableFromInline let run: @Sendable (InstanceStore) -> T

    @usableFromInline
    init(_ run: @escaping @Sendable (InstanceStore) -> T) {
        self.run = run
    }
}
