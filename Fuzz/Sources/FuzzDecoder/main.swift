// The entry point: hands control to libFuzzer's driver with the fuzz function. (SwiftPM names
// an executable's entry point itself, so the target cannot rely on libFuzzer's own `main`.)

import Foundation

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// `STREAMJSON_FUZZ_TARGET=lean` (set by `Fuzz/run.sh lean`) runs the lean target
/// (FuzzLean.swift); anything else, the full one.
let fuzzIsLean = ProcessInfo.processInfo.environment["STREAMJSON_FUZZ_TARGET"] == "lean"

var argumentCount = CommandLine.argc
var arguments = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argumentCount, &arguments) { data, size in
    if fuzzIsLean {
        fuzzLeanOneInput(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    }
    return fuzzOneInput(data, size)
})
