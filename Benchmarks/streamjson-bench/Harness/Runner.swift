// Times the two sides of a workload in one process, alternating them run by run.
//
// Per workload: the check (one run of each side, also the first warm-up), then warm-up runs for
// a tenth of the time box, then samples until the time box is spent (at least `minSamples`
// each). Sample pairs alternate their order (candidate first, then baseline first), so drift in
// clock speed, cache state or neighbouring load falls on both sides alike. A sample times a
// batch of runs when one run is shorter than `minSampleSeconds`, so timer overhead stays small.

import Foundation

struct RunOptions {
    /// Seconds of sampling per workload, both sides together (warm-up excluded).
    var secondsPerWorkload = 2.0
    /// Warm-up time as a fraction of `secondsPerWorkload`.
    var warmupFraction = 0.1
    var minSamples = 10
    var maxSamples = 10_000
    var minSampleSeconds = 0.002
    /// The clock the results use (both are recorded).
    var clock = TimeSource.cpu

    /// The `--quick` smoke run: one warm-up run, two samples, no batching.
    static let quick = RunOptions(
        secondsPerWorkload: 0, warmupFraction: 0, minSamples: 2, maxSamples: 2,
        minSampleSeconds: 0)
}

/// The timings of one side: seconds per run, one value per sample, on both clocks. The two
/// sides of a workload have equally many samples, and sample i of each was taken back to back.
struct SideTimings {
    let contender: Contender
    var wallSecondsPerRun: [Double] = []
    var cpuSecondsPerRun: [Double] = []

    func secondsPerRun(_ clock: TimeSource) -> [Double] {
        clock == .cpu ? cpuSecondsPerRun : wallSecondsPerRun
    }
}

struct Runner {
    let options: RunOptions
    let progress: Progress

    /// Measures both sides of `workload`; returns their timings (baseline nil when it has none).
    func measure(_ workload: Workload, label: String) throws -> (candidate: SideTimings?, baseline: SideTimings?) {
        let sides = [workload.candidate, workload.baseline].compactMap { $0 }
        guard !sides.isEmpty else { return (nil, nil) }

        // Warm-up, and how many runs make one sample.
        progress.update("\(label): warming up")
        var batch = [Int](repeating: 1, count: sides.count)
        for (index, side) in sides.enumerated() {
            let warmupEnd = Clock.now() + options.secondsPerWorkload * options.warmupFraction / Double(sides.count)
            var runs = 0
            let start = Clock.now()
            repeat {
                consume(try side.run())
                runs += 1
            } while Clock.now() < warmupEnd
            let perRun = (Clock.now() - start) / Double(runs)
            if perRun > 0, perRun < options.minSampleSeconds {
                batch[index] = Int((options.minSampleSeconds / perRun).rounded(.up))
            }
        }

        var timings = sides.map { SideTimings(contender: $0) }
        let deadline = Clock.now() + options.secondsPerWorkload
        var pair = 0
        var lastReport = 0.0
        while true {
            let order = pair % 2 == 0 ? Array(sides.indices) : sides.indices.reversed()
            for index in order {
                let (wall, cpu) = try sample(sides[index], runs: batch[index])
                timings[index].wallSecondsPerRun.append(wall)
                timings[index].cpuSecondsPerRun.append(cpu)
            }
            pair += 1
            let now = Clock.now()
            if pair >= options.maxSamples { break }
            if pair >= options.minSamples, now >= deadline { break }
            if now - lastReport > 0.1 {
                lastReport = now
                let left = max(0, deadline - now)
                progress.update("\(label): \(pair) samples, \(String(format: "%.1f", left)) s left")
            }
        }
        let candidate = workload.candidate == nil ? nil : timings[0]
        let baseline = workload.baseline == nil ? nil : timings[timings.count - 1]
        return (candidate, baseline)
    }

    /// Seconds per run, wall and CPU, over a batch of `runs` runs.
    ///
    /// The thread's CPU clock on some virtual machines does not always advance across a short
    /// batch (seen on a batch of about a millisecond): a zero would be an infinite throughput
    /// and ratio, which the JSON report cannot hold. Such a batch is taken again, up to three
    /// times, and then counts its elapsed time as its CPU time.
    private func sample(_ side: Contender, runs: Int) throws -> (wall: Double, cpu: Double) {
        var wall = 0.0
        var cpu = 0.0
        for _ in 0..<3 {
            var folded = 0
            let startCPU = Clock.threadCPU()
            let start = Clock.now()
            for _ in 0..<runs {
                folded &+= try side.run()
            }
            wall = Clock.now() - start
            cpu = Clock.threadCPU() - startCPU
            consume(folded)
            if cpu > 0 && wall > 0 { break }
        }
        if cpu <= 0 { cpu = wall }
        return (wall / Double(runs), cpu / Double(runs))
    }
}
