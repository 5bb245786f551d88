/// A component level's bindings, in declaration order, stored in chunks of fixed capacity.
///
/// Bindings are structs read in place, so they are best kept in one array, but an array that
/// grows by doubling copies everything each time it grows and, once the binder is done, holds
/// up to twice the room it needs for as long as the graph lives. Chunks are never moved once
/// allocated, and at most one is partly empty.
struct BindingList: RandomAccessCollection {
    /// Bindings per chunk: 256 of them take about 36 KB, which the allocator serves from its
    /// heap rather than by mapping fresh pages for every graph.
    private static let chunkShift = 8
    private static let chunkSize = 1 << chunkShift

    private var chunks: [[Binding]] = []
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The binding at `position`, read in place: `list[i].key` copies the key, not the binding.
    subscript(position: Int) -> Binding {
        _read {
            yield chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
        }
        _modify {
            yield &chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
        }
    }

    /// Adds `binding` at the end, taking it rather than copying it.
    mutating func append(_ binding: consuming Binding) {
        if count & (Self.chunkSize - 1) == 0 {
            var chunk: [Binding] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(binding)
        count += 1
    }

    /// Adds every binding of `other` at the end.
    mutating func append(contentsOf other: BindingList) {
        for position in other.indices {
            append(other[position])
        }
    }
}
