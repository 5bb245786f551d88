import Wiring

// Top-level code, as in an app's main.swift: each spelling of building a component runs the
// build it names, and prints what happened, one line each, for the tests to compare.

/// A catalog opened asynchronously, as a database is.
final class Catalog: Sendable {
    let titles: [String]

    init(titles: [String]) {
        self.titles = titles
    }

    static func open() async throws -> Catalog {
        try await Task.sleep(for: .milliseconds(1))
        return Catalog(titles: ["Dune", "Emma"])
    }
}

/// The root: a shelf that takes the catalog as a plain parameter.
struct Shelf: Sendable {
    let catalog: Catalog
}

/// A shelf that needs no asynchronous binding.
struct PlainShelf: Sendable {
    let titles: [String]
}

enum ShelfModule: Module {
    static func configure(binder: Binder) {
        binder.bind(Catalog.self).scoped(.singleton).to(asyncFactory: Catalog.open)
        binder.bind(Shelf.self).to(factory: Shelf.init)
    }
}

enum PlainShelfModule: Module {
    static func configure(binder: Binder) {
        binder.bind(PlainShelf.self).to(factory: { PlainShelf(titles: ["Ulysses"]) })
    }
}

// The asynchronous build makes the catalog before it returns.
let built = try await Component.build(root: Shelf.self, modules: [ShelfModule.self])
print("Component.build: \(built.root.catalog.titles.joined(separator: ", "))")

// The synchronous build of the same graph is refused: it cannot make the catalog.
do {
    _ = try Component(root: Shelf.self, modules: [ShelfModule.self])
    print("Component(…): built")
} catch {
    print("Component(…): \(error.diagnostics.map(\.kind.rawValue).joined(separator: ", "))")
}

// The synchronous build of a graph it can make, called from top-level code.
let plain = try Component(root: PlainShelf.self, modules: [PlainShelfModule.self])
print("Component(…) of a plain root: \(plain.root.titles.joined(separator: ", "))")
