// The CPU time of the calling thread: what a resize cost the process, without the time others ran instead.

import Foundation

/// Seconds of CPU the calling thread has used. On this shared two-core machine a resize of 10,000 views is
/// often preempted for a 4 ms time slice, which decides a median of wall times; this clock does not count it
/// (caches other processes filled while it waited still do).
func threadCPUTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}
