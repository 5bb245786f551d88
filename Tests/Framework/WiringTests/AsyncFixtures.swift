import Injection
import Wiring

// Types for the tests of asynchronous bindings: a database opened by an async throwing factory,
// the objects that use it, and a log of what was made, in order.

/// What a configuration names; an empty path cannot be opened.
struct DatabaseConfig: Sendable {
    let path: String
}

/// The error a database that cannot be opened throws.
struct DatabaseOpenError: Error, Equatable, CustomStringConvertible {
    let path: String
    var description: String { "cannot open '\(path)'" }
}

/// A database, opened asynchronously after a short pause.
final class Database: Sendable {
    let path: String

    init(path: String) {
        self.path = path
    }

    static func open(_ config: DatabaseConfig) async throws -> Database {
        try await Task.sleep(for: .milliseconds(5))
        guard !config.path.isEmpty else { throw DatabaseOpenError(path: config.path) }
        return Database(path: config.path)
    }
}

/// A synchronous object that takes the asynchronous database as a plain parameter.
final class Repository: Sendable {
    let database: Database

    init(database: Database) {
        self.database = database
    }
}

/// The names of what was made, in the order they were made, shared by one test's factories.
final class CreationLog: Sendable {
    private let names = Locked<[String]>([])

    func record(_ name: String) {
        names.withLock { $0.append(name) }
    }

    var entries: [String] {
        names.withLock { $0 }
    }
}

/// A value made by an asynchronous factory, named after what made it.
final class Made: Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

/// Tags that tell apart several asynchronous `Made` singletons.
enum First: BindingTag { typealias Element = Made }
enum Second: BindingTag { typealias Element = Made }
enum Third: BindingTag { typealias Element = Made }
