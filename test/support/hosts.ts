/**
 * A hosts file for one process: dns.lookup answers these names with these addresses and asks
 * the real resolver for any other. Tests use it where a name must resolve without the proxy (a
 * host in NO_PROXY), as a corporate DNS would make it; the product code does no such thing. A
 * name given null is one no resolver knows: ENOTFOUND, as getaddrinfo says it, without asking a DNS.
 */
import dns, { type LookupAddress, type LookupOptions } from 'node:dns'
import { isIP } from 'node:net'

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

export function useHosts(hosts: Readonly<Record<string, string | null>>): () => void {
  const real = dns.lookup
  const patched = (hostname: string, options: number | LookupOptions | LookupCallback, callback?: LookupCallback): void => {
    const done = (typeof options === 'function' ? options : callback)!
    const address = hosts[hostname]
    if (address === undefined) {
      ;(real as (...args: unknown[]) => void)(hostname, options, callback)
      return
    }
    if (address === null) {
      const unknown = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
        code: 'ENOTFOUND',
        errno: -3008,
        syscall: 'getaddrinfo',
        hostname,
      })
      process.nextTick(() => done(unknown, ''))
      return
    }
    const family = isIP(address)
    const all = typeof options === 'object' && options.all === true
    process.nextTick(() => (all ? done(null, [{ address, family }]) : done(null, address, family)))
  }
  dns.lookup = patched as typeof dns.lookup
  return () => {
    dns.lookup = real
  }
}
