// libFuzzer target: the ATM_BANK_CONFIG file's JSON, as the ATM reads it (see Scripts/fuzz).
// Compiled into one module with Sources/ATM/AccountRules.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBankConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? BankSettings(json: Data(UnsafeBufferPointer(start: data, count: size)), path: "fuzz.json")
    return 0
}
