import { input, type Problem, say, type Text } from './common/index.ts'
import type { Config } from './config/index.ts'
import type { Unreachable } from './transport/index.ts'

/** A service a run reaches, as a message names it, and the input that sets its address with what it usually is. */
interface Service {
  readonly what: string
  readonly input: string
  readonly usual: string
}

/** The catalog, the identity provider and a STAC API source by their origins (a storage's comes from the catalog: no input sets it). */
function services(config: Pick<Config, 'signIn' | 'target' | 'selection'> | undefined): Map<string, Service> {
  const known = new Map<string, Service>()
  if (config === undefined) return known
  if (config.signIn.kind === 'password') {
    known.set(new URL(config.signIn.url).origin, {
      what: 'the identity provider',
      input: 'auth-url',
      usual: 'Amazon Cognito: https://cognito-idp.<region>.amazonaws.com/',
    })
  }
  known.set(new URL(config.target.apiRoot).origin, {
    what: 'the catalog',
    input: 'base-url',
    usual: 'PROD: https://data.geo.admin.ch, INT: https://sys-data.int.bgdi.ch',
  })
  const { source } = config.selection
  // The catalog's own origin stays the catalog's: a promotion within one catalog reads and writes there.
  if (source?.kind === 'api' && !known.has(new URL(source.url).origin))
    known.set(new URL(source.url).origin, {
      what: 'the STAC source',
      input: 'stac-source',
      usual: 'the address of a collection, e.g. https://sys-data.int.bgdi.ch/api/stac/v1/collections/ch.swisstopo.x',
    })
  return known
}

/**
 * What a run stopped by an address it could not reach says, in one problem: which address, the
 * input or variable that set it (base-url, auth-url; the proxy's HTTPS_PROXY; NO_PROXY that sent it
 * past a proxy), why, and how long it was tried.
 */
export function unreachableProblem(
  unreachable: Unreachable,
  config: Pick<Config, 'signIn' | 'target' | 'selection'> | undefined,
  /** Whether the address is where a STAC source's asset hrefs lead (content/'s SourceUnreachable): no input names it but stac-source. */
  sourceStorage = false,
): Problem {
  const { origin, reason, proxy, bypassed } = unreachable
  const service = sourceStorage
    ? { what: "the storage of the STAC source's assets", input: 'stac-source', usual: "its assets' hrefs lead there" }
    : services(config).get(origin)
  const where = `${service?.what ?? 'the server'} at ${origin}`
  const tried = `${unreachable.attempts} attempt(s) over ${(unreachable.elapsedMs / 1000).toFixed(1)} s`
  const host = new URL(origin).hostname
  if (unreachable.at === 'proxy' && proxy !== undefined) {
    return {
      subject: { kind: 'run' },
      what: [
        `the proxy ${proxy.address} (${proxy.variable}), through which ${where} is reached, could not be reached: ${reason}; ${tried}`,
      ],
      fix: [`check ${proxy.variable}; if ${host} is reached directly from here, name it in NO_PROXY`],
    }
  }
  const check: Text = service === undefined ? ['check the address'] : say`check ${input(service.input)} (${service.usual})`
  const route: Text =
    proxy !== undefined
      ? [
          `; the proxy ${proxy.address} (${proxy.variable}) could not reach it: `,
          `if ${host} is reached directly from here, name it in NO_PROXY`,
        ]
      : bypassed !== undefined
        ? [
            `; ${bypassed.noProxyVariable} sends it past the proxy in ${bypassed.proxyVariable}: `,
            `take ${host} out of ${bypassed.noProxyVariable} if it is reached only through the proxy from here`,
          ]
        : [' and that it can be reached from here (a firewall? behind a proxy, set HTTPS_PROXY)']
  return {
    // An address that answers another time: no bad usage.
    ...(service === undefined ? { subject: { kind: 'run' } } : { subject: { kind: 'input', name: service.input }, against: 'catalog' }),
    what: [`${where} could not be reached${proxy === undefined ? '' : ` through the proxy ${proxy.address}`}: ${reason}; ${tried}`],
    fix: [...check, ...route],
  }
}
