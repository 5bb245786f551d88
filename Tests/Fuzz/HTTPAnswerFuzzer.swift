// libFuzzer target: the ATM's reader of the bank's HTTP answers, and its JSON decoding
// (see Scripts/fuzz). Compiled into one module with Sources/ATM/Network.

import BankAPI

/// The first byte says where the answer is cut in two, as two reads from a socket would
/// deliver it; a whole answer is then decoded as the ATM would.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPAnswer(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let cut = min(bytes.count, Int(data[0]) * bytes.count / 255)
    var parser = HTTPAnswerParser()
    var answer: HTTPAnswer?
    switch parser.progress(of: Array(bytes[..<cut]), ended: false) {
    case .answer(let whole): answer = whole
    case .needsMore:
        if case .answer(let whole) = parser.progress(of: bytes, ended: true) { answer = whole }
    case .cutShort, .malformed: break
    }
    if let answer {
        let interpreter = BankResponseInterpreter()
        _ = try? interpreter.interpret(status: answer.status, body: answer.body, as: DepositConfirmation.self)
        _ = try? interpreter.interpret(status: answer.status, body: answer.body, as: BalanceResponseBody.self)
    }
    return 0
}
