const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])
/** A host that plain http:// may reach: this machine (the sandbox's catalog, identity provider and storage). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname)
}
