import v8 from 'node:v8'

/**
 * V8 sizes its heap for a process with memory to spare: under the 4 GiB limit it sets on a runner,
 * it lets its young generation grow to 64 MiB a half (128 MiB resident, once grown it stays) and
 * the old one to four times what lives before it collects it. A run holds some state for each of its
 * files for minutes (for 100,000 files some 100 MB) while its requests make garbage: under those
 * defaults its peak RSS is some 7 KiB a file (700 MiB for 100,000), on a runner that also holds the
 * page cache of the files it hashes. The action and the command line own their process, which the
 * runner starts with no flags to give: so the young generation stays at its first size and the old
 * one grows by a fifth past what lives, read by V8 at each collection. The price is some 30% more
 * CPU, in garbage collection (npm run bench, 15).
 */
export function favourMemory(): void {
  v8.setFlagsFromString('--semi-space-growth-factor=1')
  v8.setFlagsFromString('--heap-growing-percent=20')
}
