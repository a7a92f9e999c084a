import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/** A certificate authority made for one test run, and a server certificate it signed. */
export interface ThrowawayCa {
  /** The CA certificate (PEM) as a file: what NODE_EXTRA_CA_CERTS names. */
  readonly caFile: string
  readonly caPem: string
  /** The server's key and certificate (PEM), for names given to makeThrowawayCa. */
  readonly key: string
  readonly cert: string
  remove(): Promise<void>
}

/**
 * Made with the openssl CLI as an administrator would make a corporate CA, so that nothing of
 * Node's TLS is on both sides of the test. EC keys: quick to make.
 */
export async function makeThrowawayCa(names: readonly string[], ips: readonly string[] = []): Promise<ThrowawayCa> {
  const dir = await mkdtemp(path.join(tmpdir(), 'throwaway-ca-'))
  const at = (name: string): string => path.join(dir, name)
  const openssl = (...args: string[]) => promisify(execFile)('openssl', args, { cwd: dir })
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  await openssl('req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Throwaway Test CA')
  await openssl('req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', `/CN=${names[0] ?? ips[0]}`)
  const altNames = [...names.map((name) => `DNS:${name}`), ...ips.map((ip) => `IP:${ip}`)].join(',')
  await writeFile(
    at('server.ext'),
    `subjectAltName=${altNames}\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n`,
  )
  await openssl(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    'server.ext',
    '-out',
    'server.pem',
  )
  return {
    caFile: at('ca.pem'),
    caPem: await readFile(at('ca.pem'), 'utf8'),
    key: await readFile(at('server.key'), 'utf8'),
    cert: await readFile(at('server.pem'), 'utf8'),
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}
