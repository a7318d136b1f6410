// The progress line on stderr: rewritten in place on a terminal, one line per workload when
// stderr is a file or pipe (so CI logs stay readable).

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#elseif canImport(WASILibc)
    import WASILibc
#elseif canImport(ucrt)
    import ucrt
#elseif canImport(Darwin)
    import Darwin
#endif

final class Progress {
    #if canImport(Glibc) || canImport(Musl) || canImport(Android) || canImport(WASILibc) || canImport(Darwin)
        private let isTerminal = isatty(STDERR_FILENO) != 0
    #else
        private let isTerminal = false
    #endif
    private var lastLine = ""

    /// Shows `line` as the current state (only on a terminal).
    func update(_ line: String) {
        guard isTerminal else { return }
        write("\r\u{1B}[K" + line)
        lastLine = line
    }

    /// Starts a workload: a line of its own when not on a terminal.
    func begin(_ line: String) {
        if isTerminal { update(line) } else { write(line + "\n") }
    }

    /// A message that stays (a warning), printed above the progress line.
    func note(_ line: String) {
        if isTerminal { write("\r\u{1B}[K" + line + "\n" + lastLine) } else { write(line + "\n") }
    }

    /// Removes the progress line.
    func finish() {
        if isTerminal { write("\r\u{1B}[K") }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
