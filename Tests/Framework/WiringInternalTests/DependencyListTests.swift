import Testing

@testable import Wiring

/// A binding's factory parameters: kept inline up to two, so most bindings allocate no
/// array, and read back in declaration order however they are stored.
@Suite struct DependencyListTests {
    private final class Scanner {}

    @Test func upToTwoRequestsAreKeptInline() {
        #expect(MemoryLayout<DependencyRequest>.size == 16)
        #expect(MemoryLayout<DependencyList>.size == 32)
        let requests = [
            DependencyRequest(Int.self), DependencyRequest(Provider<String>.self), DependencyRequest(Scanner.self),
        ]
        for count in 0...2 {
            let list = DependencyList(Array(requests.prefix(count)))
            if case .many = list { Issue.record("\(count) requests were put in an array") }
        }
        guard case .many = DependencyList(requests) else {
            Issue.record("three requests were not put in an array")
            return
        }
    }

    @Test func requestsReadBackInOrderWithTheirShape() {
        let requests = [
            DependencyRequest(Int.self), DependencyRequest(Provider<String>.self), DependencyRequest(Scanner.self),
        ]
        for count in 0...3 {
            let list = DependencyList(Array(requests.prefix(count)))
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
        #expect(requests.map(\.key) == [BindingKey(Int.self), BindingKey(String.self), BindingKey(Scanner.self)])
        #expect(requests.map { $0.wrapperType == nil } == [true, false, true])
        #expect(requests[1].shape.timing == .deferred)
    }
}
