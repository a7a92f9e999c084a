// Preloaded into the action by the benchmark (node --import): writes the process's peak RSS
// (KiB) to RSS_PROBE_FILE when it exits, and its CPU time (user and system, every thread, in
// microseconds) to RSS_PROBE_FILE.cpu. VmHWM is the peak of this program's own memory;
// getrusage's maxRSS would also count what the parent held when it forked us.
import { readFileSync, writeFileSync } from 'node:fs'
import process from 'node:process'

process.on('exit', () => {
  if (!process.env.RSS_PROBE_FILE) return
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]
  const usage = process.resourceUsage()
  writeFileSync(process.env.RSS_PROBE_FILE, hwm ?? String(usage.maxRSS))
  writeFileSync(`${process.env.RSS_PROBE_FILE}.cpu`, String(usage.userCPUTime + usage.systemCPUTime))
})
