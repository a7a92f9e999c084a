/**
 * The job summaries a new user sees, as pictures: a run that publishes (a file refused among
 * them), a run that stops at its checks, one its plan stops (if-exists: fail with assets that
 * exist beside new ones), and a dry-run, each run by the action against the
 * sandbox's catalog, rendered as GitHub renders Markdown (GFM by marked, GitHub's own stylesheet
 * from github-markdown-css) and photographed by a headless Chromium. The ```geojson block, which
 * GitHub shows as a map, is drawn as its outlines on a plain background.
 *
 *   node scripts/summary-pictures.ts [folder]    (default: a new folder in the system's temp)
 *
 * Needs `chromium` on the PATH (Debian: apt-get install chromium); no test depends on it.
 */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { startFakeCatalog } from '../sandbox/fake-catalog.ts'
import { runInProcess } from '../test/support/action.ts'
import { geoTile, writeTiff } from '../test/support/geodata.ts'
import { htmlText, renderMarkdown } from '../test/support/markdown.ts'
import { makeWorkspace } from '../test/support/workspace.ts'

const run = promisify(execFile)
const out = path.resolve(process.argv[2] ?? (await mkdtemp(path.join(tmpdir(), 'summary-pictures-'))))
await mkdir(out, { recursive: true })

const TOKEN = 'a-static-token-for-the-pictures'
const COLLECTION = 'ch.swisstopo.swissalti3d'
/** The catalog refuses this file, as it would one it finds wrong. */
const REFUSED = 'notes | <img src=x> [draft].csv'

const catalog = await startFakeCatalog({
  staticTokens: [TOKEN],
  collections: [COLLECTION],
  fault: (request) =>
    request.method === 'PUT' && request.path.includes('/assets/notes-')
      ? { status: 400, body: JSON.stringify({ code: 400, description: { title: ['This file name is not allowed here'] } }) }
      : undefined,
})
const ws = await makeWorkspace()

const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  'base-url': catalog.origin,
  'access-token': TOKEN,
  collection: COLLECTION,
  item: '{parent}',
  items: 'sync',
  'item-datetime': '2024-06-01',
  files: 'tiles/**',
  'asset-id': '{name|slug}',
  'create-method': 'put',
  ...extra,
})

/** 1 km LV95 tiles named by their upper-left corner, a 3 × 3 block per folder. */
async function tiles(folder: string, west: number, north: number): Promise<void> {
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++) {
      const [e, n] = [west + i * 1000, north - j * 1000]
      await writeTiff(await ws.write(`tiles/${folder}/swissalti3d_${e}_${n}.tif`, ''), geoTile(2056, e, n, { pixels: 1000, pixelSize: 1 }))
    }
}

try {
  await tiles('bern-2024', 2_600_000, 1_201_000)
  await tiles('thun-2024', 2_612_000, 1_180_000)
  const first = await runInProcess(inputs(), ws.root)
  if (first.failed) throw new Error(`the first run failed:\n${first.log}`)

  // What changed since: a new tile, a tile made anew, a tile removed, and a file the catalog refuses.
  await writeTiff(
    await ws.write('tiles/bern-2024/swissalti3d_2603000_1201000.tif', ''),
    geoTile(2056, 2_603_000, 1_201_000, { pixels: 1000, pixelSize: 1 }),
  )
  await writeTiff(
    await ws.write('tiles/thun-2024/swissalti3d_2612000_1180000.tif', ''),
    geoTile(2056, 2_612_000, 1_180_000, { pixels: 2000, pixelSize: 0.5 }),
  )
  await rm(path.join(ws.root, 'tiles/thun-2024/swissalti3d_2614000_1178000.tif'))
  await ws.write(`tiles/thun-2024/${REFUSED}`, 'id,height\n1,560\n')

  const dry = await runInProcess(inputs({ 'dry-run': 'true', prune: 'true' }), ws.root)
  const published = await runInProcess(inputs({ prune: 'true' }), ws.root)
  // A new item's tiles beside those published: with if-exists: fail, the plan stops the run before any write.
  await tiles('spiez-2024', 2_617_000, 1_171_000)
  const refusing = await runInProcess(inputs({ 'if-exists': 'fail' }), ws.root)
  await rm(path.join(ws.root, 'tiles/spiez-2024'), { recursive: true })
  await ws.write('tiles/bern-2024/empty.csv', '')
  await ws.write('tiles/bern-2024/scan.tif', 'not a TIFF at all')
  const stopped = await runInProcess(inputs(), ws.root)

  const css = await readFile(createRequire(import.meta.url).resolve('github-markdown-css/github-markdown-light.css'), 'utf8')
  for (const [name, summary] of [
    ['publish', published.summary],
    ['preflight', stopped.summary],
    ['stopped-by-plan', refusing.summary],
    ['dry-run', dry.summary],
  ] as const) {
    await writeFile(path.join(out, `summary-${name}.md`), summary)
    const html = page(css, renderMarkdown(summary))
    const file = path.join(out, `summary-${name}.html`)
    await writeFile(file, html)
    await photograph(file, path.join(out, `summary-${name}.png`))
    console.log(path.join(out, `summary-${name}.png`))
  }
} finally {
  await catalog.close()
  await ws.remove()
}

/** A job summary's page: GitHub's Markdown style, as wide as a summary on a laptop's screen. */
function page(css: string, body: string): string {
  const drawn = body.replace(/<pre><code class="language-geojson">([\s\S]*?)<\/code><\/pre>/g, (_all, code: string) => map(htmlText(code)))
  return (
    `<!doctype html><html><head><meta charset="utf-8"><style>${css}\n` +
    'body { margin: 0; background: #fff } .markdown-body { box-sizing: border-box; width: 1012px; padding: 24px 32px }' +
    '</style></head><body><article class="markdown-body">' +
    `${drawn}</article><script>document.title = String(document.body.scrollHeight)</script></body></html>`
  )
}

/** The features of a GeoJSON FeatureCollection as outlines, where GitHub shows its map. */
function map(text: string): string {
  const collection = JSON.parse(text) as { features: Array<{ properties: { item: string }; geometry: { coordinates: unknown } }> }
  const points: number[][] = []
  const walk = (value: unknown): void => {
    if (Array.isArray(value) && typeof value[0] === 'number') points.push(value as number[])
    else if (Array.isArray(value)) value.forEach(walk)
  }
  for (const feature of collection.features) walk(feature.geometry.coordinates)
  const xs = points.map((p) => p[0]!)
  const ys = points.map((p) => p[1]!)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const [width, height] = [940, 360]
  const scale = Math.min((width - 80) / (maxX - minX || 1), (height - 80) / (maxY - minY || 1))
  const at = ([x, y]: number[]): string => `${40 + (x! - minX) * scale},${height - 40 - (y! - minY) * scale}`
  const shapes = collection.features.map((feature) => {
    const rings: number[][][] = []
    const collect = (value: unknown): void => {
      if (Array.isArray(value) && Array.isArray(value[0]) && typeof (value[0] as unknown[])[0] === 'number') rings.push(value as number[][])
      else if (Array.isArray(value)) value.forEach(collect)
    }
    collect(feature.geometry.coordinates)
    return rings.map((ring) => `<polygon points="${ring.map(at).join(' ')}" fill="#0969da33" stroke="#0969da" stroke-width="2"/>`).join('')
  })
  return (
    `<svg width="${width}" height="${height}" style="background:#eef3e8;border:1px solid #d0d7de;border-radius:6px">${shapes.join('')}` +
    `<text x="12" y="${height - 12}" font-size="12" fill="#57606a">map (GitHub draws the geojson block on OpenStreetMap)</text></svg>`
  )
}

/** The page as a PNG as tall as its content: one pass to measure it, one to take the picture. */
async function photograph(file: string, png: string): Promise<void> {
  const profile = await mkdtemp(path.join(tmpdir(), 'chromium-'))
  const flags = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--hide-scrollbars',
    `--user-data-dir=${profile}`,
  ]
  try {
    const dom = await run('chromium', [...flags, '--window-size=1012,800', '--dump-dom', `file://${file}`], { maxBuffer: 64 << 20 })
    const height = Number(/<title>(\d+)<\/title>/.exec(dom.stdout)?.[1] ?? '2000')
    await run('chromium', [...flags, `--window-size=1012,${height}`, `--screenshot=${png}`, `file://${file}`])
  } finally {
    await rm(profile, { recursive: true, force: true })
  }
}
