import Testing

@testable import Wiring

/// A binding's factory parameters: kept inline up to two, so most bindings allocate no
/// array, and read back in declaration order however they are stored.
@Suite struct DependencyListTests {
    private final class Scanner {}

    /// The list of the first `count` of `Int`, `Provider<String>` and `Scanner`, made as a
    /// declared binding's is: from its factory's parameter types.
    private func list(ofFirst count: Int) -> DependencyList {
        switch count {
        case 0: DependencyList(DeclaredParameters())
        case 1: DependencyList(DeclaredParameters(Int.self))
        case 2: DependencyList(DeclaredParameters(Int.self, Provider<String>.self))
        default: DependencyList(DeclaredParameters(Int.self, Provider<String>.self, Scanner.self))
        }
    }

    @Test func upToTwoRequestsAreKeptInline() {
        for count in 0...2 {
            if case .many = list(ofFirst: count) { Issue.record("\(count) requests were put in an array") }
        }
        guard case .many = list(ofFirst: 3) else {
            Issue.record("three requests were not put in an array")
            return
        }
    }

    @Test func requestsReadBackInOrderWithTheirShape() {
        let requests = [
            DependencyRequest(Int.self), DependencyRequest(Provider<String>.self), DependencyRequest(Scanner.self),
        ]
        for count in 0...3 {
            let list = list(ofFirst: count)
            #expect(list.count == count)
            #expect(list.map(\.parameterName) == requests.prefix(count).map(\.parameterName))
            // A `for` loop goes through the list's own iterator, which the graph is indexed with.
            var iterated: [String] = []
            for request in list { iterated.append(request.parameterName) }
            #expect(iterated == requests.prefix(count).map(\.parameterName))
            var iterator = list.makeIterator()
            for _ in 0..<count { _ = iterator.next() }
            #expect(iterator.next() == nil)
        }
        let recognizer = RequestKindRecognizer.byTypeAlone
        let shapes = requests.map(recognizer.shape(of:))
        #expect(shapes.map(\.key) == [BindingKey(Int.self), BindingKey(String.self), BindingKey(Scanner.self)])
        #expect(requests.map { recognizer.kind(of: $0) == nil } == [true, false, true])
        #expect(shapes[1].timing == .deferred)
        #expect(requests.map { $0.probe == nil } == [false, false, true], "a class has no probe")
    }
}
