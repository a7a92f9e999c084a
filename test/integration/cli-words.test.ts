import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCatalog, type FakeCatalog } from '../../sandbox/fake-catalog.ts'
import { cli } from '../../src/cli.ts'
import { INPUT_NAMES } from '../../src/config/inputs.ts'
import { targetLine } from '../../src/publish.ts'
import { runInProcess, visible } from '../support/action.ts'
import { cogBytes, lv95 } from '../support/geodata.ts'
import { sandboxInputs, startIdentity, type Identity } from '../support/sandbox.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

/**
 * The command line over a broad set of mistakes, each run in this process against cognito-local and
 * the fake catalog: whatever goes wrong, it speaks of flags and environment variables, never of the
 * action's inputs, secrets, steps or workflow expressions; bad usage (flags, variables and the files
 * flags name) exits 2, a run that fails exits 1.
 */

const COLLECTION = 'ch.test.cli-words'
const PUBLISHED = 'published'

let identity: Identity
let catalog: FakeCatalog
let ws: Workspace
beforeAll(async () => {
  identity = await startIdentity('words')
  catalog = await startFakeCatalog({
    jwksUrl: identity.cognito.jwksUrl,
    issuer: identity.cognito.issuer,
    items: { [COLLECTION]: ['existing', PUBLISHED] },
  })
  ws = await makeWorkspace()
  await ws.write('delivery/a.csv', 'id\n1\n')
  await ws.write('delivery/b.csv', 'id\n2\n')
  await ws.write('delivery/c.csv', 'id\n3\n')
  await ws.write('delivery/dem.tif', cogBytes({ width: 64, height: 64, geo: lv95(2_600_000, 1_200_000) }))
  await ws.write('rules/bad-yaml.yml', '- files: "*.csv"\n  media-type: [\n')
  await ws.write('rules/unknown-field.yml', '- files: "*.csv"\n  colour: red\n')
  await ws.write('rules/not-a-list.yml', 'files: "*.csv"\n')
  await ws.write('properties/unknown.yml', 'datetime: yesterday\n')
  await ws.write('properties/bad-yaml.yml', 'expires: [\n')
  await ws.write('geometry/not-json.geojson', '{"type": "Point"\n')
  // LV95 coordinates where WGS84 degrees belong.
  await ws.write(
    'geometry/lv95.geojson',
    '{"type": "Polygon", "coordinates": [[[2600000, 1200000], [2601000, 1200000], [2601000, 1201000], [2600000, 1200000]]]}',
  )
  await ws.write('settings/typo.env', 'STAC_PASWORD=x\n')
  // Three assets of one item, for if-exists: fail and prune's limit.
  const published = await run([...common(), '--item', PUBLISHED, '--files', 'delivery/*.csv'])
  expect(published.code, published.text).toBe(0)
})
afterAll(async () => {
  await catalog?.close()
  await identity?.cognito.stop()
  await ws?.remove()
})

const common = () => [
  '--base-url',
  catalog.origin,
  '--auth-url',
  identity.cognito.url,
  '--client-id',
  identity.client.clientId,
  '--username',
  identity.user.username,
  '--collection',
  COLLECTION,
]
const csv = () => [...common(), '--item', 'existing', '--files', 'delivery/*.csv']
/** A new item, which needs its geometry and its datetime. */
const newItem = ['--item', 'new', '--items', 'create', '--item-datetime', '2024-05-01T00:00:00Z']

async function run(argv: readonly string[], env: Readonly<Record<string, string>> = {}) {
  const out: string[] = []
  const err: string[] = []
  const code = await cli({
    argv,
    env: { STAC_PASSWORD: identity.user.password, ...env },
    cwd: ws.root,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
  })
  return { code, stdout: out.join(''), stderr: err.join(''), text: `${err.join('')}${out.join('')}` }
}

/** Fields of a rule, which a rules file names as they are (each with 'files'; media-type: text/csv). */
const RULE_FIELDS = new Set([
  'files',
  'media-type',
  'asset-id',
  'item',
  'collection-asset',
  'item-datetime',
  'title',
  'description',
  'proj-epsg',
  'gsd',
  'item-properties',
])
const INPUTS = INPUT_NAMES.filter((name) => !RULE_FIELDS.has(name)).join('|')

/**
 * The action's words: an input or secret named as such, a step, a workflow expression, the runner,
 * an input named as a workflow names it ('base-url'; if-exists: fail, where the command says --if-exists fail).
 */
const ACTION_WORDS = new RegExp(
  [
    /\binputs?\b|\bsecrets?\b|\bstep'?s?\b|\$\{\{|\bthe action\b|\brunner'?s?\b|\bworkflow\b|\bjob summary\b|\bannotations?\b/.source,
    `'(${INPUTS})'`,
    `(?<![-\\w])(${INPUTS}): \\w`,
  ].join('|'),
  'i',
)

type Case = readonly [name: string, argv: () => readonly string[], env: Readonly<Record<string, string>>, code: 1 | 2, says: RegExp]

const USAGE: readonly Case[] = [
  ['an unknown flag', () => ['--colection', 'x'], {}, 2, /unknown flag --colection; did you mean --collection\?/],
  ['a secret as a flag', () => ['--password', 'x'], {}, 2, /set STAC_PASSWORD in the environment/],
  ['a refused value', () => [...csv(), '--if-exists', 'sometimes'], {}, 2, /--if-exists: 'sometimes' is not allowed/],
  ['a missing required flag', () => ['--files', '*.csv'], {}, 2, /--collection: required/],
  ['a missing password', () => csv(), { STAC_PASSWORD: '' }, 2, /STAC_PASSWORD: /],
  [
    'a refused variable',
    () => ['--collection', COLLECTION, '--item', 'x', '--files', '*.csv'],
    { STAC_BASE_URL: 'ftp://x' },
    2,
    /STAC_BASE_URL/,
  ],
  ['a shard out of range', () => [...csv(), '--shard', '4/4'], {}, 2, /--shard: '4\/4' is not a shard; did you mean --shard 3\/4/],
  ['a working directory outside the workspace', () => [...csv(), '--working-directory', '..'], {}, 2, /--working-directory: /],
  ['an item-geometry that is no bbox', () => [...csv(), '--item-geometry', '1,2,3'], {}, 2, /--item-geometry: /],
  ['a settings file that is not there', () => [...csv(), '--settings', 'missing.env'], {}, 2, /--settings missing\.env cannot be read/],
  ['a settings file with a misspelt variable', () => [...csv(), '--settings', 'settings/typo.env'], {}, 2, /did you mean STAC_PASSWORD\?/],
  [
    'a rules file that is not there',
    () => [...csv(), '--rules', 'rules/missing.yml'],
    {},
    2,
    /--rules \(rules\/missing\.yml\): it does not exist/,
  ],
  ['a rules file that is a folder', () => [...csv(), '--rules', 'rules'], {}, 2, /--rules \(rules\): /],
  ['a rules file of bad YAML', () => [...csv(), '--rules', 'rules/bad-yaml.yml'], {}, 2, /not valid YAML/],
  ['a rules file that is no list', () => [...csv(), '--rules', 'rules/not-a-list.yml'], {}, 2, /expected a YAML list of rules/],
  [
    'a rule with an unknown field',
    () => [...csv(), '--rules', 'rules/unknown-field.yml'],
    {},
    2,
    /rule 1 \(files: \*\.csv\): unknown field 'colour'/,
  ],
  ['inline rules of bad YAML', () => [...csv(), '--rules', '[{files: "*.csv"'], {}, 2, /--rules \(inline\): not valid YAML/],
  [
    'item-properties with an unknown property',
    () => [...csv(), '--item-properties', 'properties/unknown.yml'],
    {},
    2,
    /--item-properties \(properties\/unknown\.yml\): unknown property 'datetime'/,
  ],
  ['item-properties of bad YAML', () => [...csv(), '--item-properties', 'properties/bad-yaml.yml'], {}, 2, /not valid YAML/],
  [
    'an item-geometry file that is not there',
    () => [...csv(), ...newItem, '--item-geometry', 'geometry/missing.geojson'],
    {},
    2,
    /--item-geometry \(geometry\/missing\.geojson\): it does not exist/,
  ],
  [
    'an item-geometry file that is no JSON',
    () => [...csv(), ...newItem, '--item-geometry', 'geometry/not-json.geojson'],
    {},
    2,
    /--item-geometry: it is not JSON/,
  ],
  [
    'an item-geometry file not in WGS84',
    () => [...csv(), ...newItem, '--item-geometry', 'geometry/lv95.geojson'],
    {},
    2,
    /--item-geometry: /,
  ],
  [
    'an item-geometry outside the workspace',
    () => [...csv(), ...newItem, '--item-geometry', '../elsewhere.geojson'],
    {},
    2,
    /--item-geometry: /,
  ],
]

const FAILURES: readonly Case[] = [
  ['a wrong password', () => csv(), { STAC_PASSWORD: 'wrong-Passw0rd!' }, 1, /check --username and STAC_PASSWORD/],
  ['an unknown user', () => [...csv(), '--username', 'nobody'], {}, 1, /check --username/],
  [
    'a user from STAC_USERNAME',
    () => csv().filter((arg, index, all) => arg !== '--username' && all[index - 1] !== '--username'),
    { STAC_USERNAME: 'nobody' },
    1,
    /check STAC_USERNAME/,
  ],
  ['an unknown app client', () => [...csv(), '--client-id', 'nope'], {}, 1, /check --client-id and that --auth-url/],
  ['a token the catalog refuses', () => csv(), { STAC_ACCESS_TOKEN: 'not-a-token' }, 1, /refused the token from STAC_ACCESS_TOKEN/],
  ['a collection that is not there', () => [...csv(), '--collection', 'ch.test.none'], {}, 1, /check --collection and --base-url/],
  ['an item that is not there', () => [...csv(), '--item', 'absent'], {}, 1, /--items create/],
  ['no file that matches', () => [...common(), '--item', 'existing', '--files', '*.nothing'], {}, 1, /No files match/],
  ['a working directory that is not there', () => [...csv(), '--working-directory', 'nowhere'], {}, 1, /nowhere/],
  [
    'a media type the content contradicts',
    () => [...common(), '--item', 'existing', '--files', 'delivery/a.csv', '--media-type', 'image/tiff'],
    {},
    1,
    /given by --media-type/,
  ],
  [
    'an asset that exists, under if-exists: fail',
    () => [...common(), '--item', PUBLISHED, '--files', 'delivery/*.csv', '--if-exists', 'fail'],
    {},
    1,
    /--if-exists fail/,
  ],
  [
    'a prune over its limit',
    () => [...common(), '--item', PUBLISHED, '--files', 'delivery/a.csv', '--prune', '--prune-limit', '1'],
    {},
    1,
    /--prune-limit/,
  ],
  ['a catalog that is not reachable', () => [...csv(), '--base-url', 'http://127.0.0.1:9', '--retries', '0'], {}, 1, /127\.0\.0\.1:9/],
]

/** The texts of the --json report: every string in it but a subject's kind, a name of its schema ('input'). */
function reportTexts(json: string): string {
  if (json === '') return ''
  const texts: string[] = []
  const walk = (value: unknown, key?: string): void => {
    if (typeof value === 'string' && key !== 'kind') texts.push(value)
    else if (value !== null && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, Array.isArray(value) ? key : k)
  }
  walk(JSON.parse(json))
  return texts.join('\n')
}

describe('stac-publish speaks in its own words, and exits 2 for bad usage and 1 for a failed run', () => {
  it.each([...USAGE, ...FAILURES])('%s', async (_name, argv, env, code, says) => {
    const result = await run([...argv(), '--json', '--verbose'], env)
    expect(result.code, result.text).toBe(code)
    expect(result.text).toMatch(says)
    expect(result.stderr).not.toMatch(ACTION_WORDS)
    expect(reportTexts(result.stdout)).not.toMatch(ACTION_WORDS)
    // No value of a secret, whatever went wrong.
    expect(result.text).not.toContain(identity.user.password)
  })
})

describe('the first line of a run', () => {
  it('names the catalog it writes to, the collection and the item', async () => {
    const result = await run(csv())
    expect(result.code, result.text).toBe(0)
    expect(result.stderr.split('\n')[0]).toBe(`Publishing to ${catalog.origin}/api/stac/v1: collection ${COLLECTION}, item existing`)
  })

  it('says a dry run writes nothing', async () => {
    const result = await run([...csv(), '--dry-run'])
    expect(result.stderr.split('\n')[0]).toBe(
      `Dry run against ${catalog.origin}/api/stac/v1: collection ${COLLECTION}, item existing; nothing is written`,
    )
  })

  it("is the action's first line too", async () => {
    const action = await runInProcess(sandboxInputs(catalog, identity, COLLECTION, { item: 'existing', files: 'delivery/*.csv' }), ws.root)
    expect(action.failed, action.log).toBe(false)
    expect(visible(action.log).split('\n')[0]).toBe(`Publishing to ${catalog.origin}/api/stac/v1: collection ${COLLECTION}, item existing`)
  })

  it.each([
    ['https://data.geo.admin.ch/api/stac/v1', 'PROD'],
    ['https://sys-data.int.bgdi.ch/api/stac/v1', 'INT'],
  ])('says which of the operators’ catalogs %s is: %s', (apiRoot, name) => {
    const target = { apiRoot, collection: 'ch.x', collectionAsset: false, item: 'a' }
    expect(targetLine(target, false)).toBe(`Publishing to ${apiRoot} (${name}): collection ch.x, item a`)
    expect(targetLine({ ...target, collectionAsset: true }, true)).toBe(
      `Dry run against ${apiRoot} (${name}): collection ch.x, its own assets; nothing is written`,
    )
    expect(targetLine({ ...target, item: undefined }, false)).toBe(`Publishing to ${apiRoot} (${name}): collection ch.x`)
  })
})

describe("the action's messages name its inputs", () => {
  it('a refused sign-in: the inputs to check', async () => {
    const action = await runInProcess(
      sandboxInputs(catalog, identity, COLLECTION, { item: 'existing', files: 'delivery/*.csv', password: 'wrong-Passw0rd!' }),
      ws.root,
    )
    expect(action.failed).toBe(true)
    expect(action.log).toContain("check 'username' and 'password'")
    expect(action.summary).toContain("check 'username' and 'password'")
  })
})
