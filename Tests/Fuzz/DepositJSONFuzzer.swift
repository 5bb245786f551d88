// libFuzzer target: the bank-server's JSON entry points, a deposit request's body and the
// journal's lines as a restart replays them (see Scripts/fuzz). Compiled into one module
// with Sources/ATM/BankServer.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDepositJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = DepositRequestDecoding.decode(Data(bytes))
    _ = try? JournalLine.entry(bytes[...], lineNumber: 1, path: "fuzz.jsonl")
    return 0
}
