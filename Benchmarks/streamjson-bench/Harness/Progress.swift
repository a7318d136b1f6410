// The progress line on stderr: rewritten in place on a terminal, one line per workload when
// stderr is a file or pipe (so CI logs stay readable).

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class Progress {
    private let isTerminal = isatty(STDERR_FILENO) != 0
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
