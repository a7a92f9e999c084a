import { execFile } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { geoTile, writeTiff } from '../support/geodata.ts'
import { makeWorkspace, type Workspace } from '../support/workspace.ts'

const INDEX = pathToFileURL(path.resolve(import.meta.dirname, '../../src/footprint/index.ts')).href

let ws: Workspace
beforeAll(async () => {
  ws = await makeWorkspace()
})
afterAll(() => ws.remove())

/** The packages and built-ins a fresh Node process resolves while it runs `script` after importing the module. */
async function loadedBy(script: string): Promise<string[]> {
  const probe = `
    import { registerHooks } from 'node:module'
    const seen = new Set()
    registerHooks({ resolve(specifier, context, next) { const r = next(specifier, context); seen.add(r.url); return r } })
    const footprint = await import(${JSON.stringify(INDEX)})
    ${script}
    console.log(JSON.stringify([...seen]))`
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', probe])
  const urls = JSON.parse(stdout) as string[]
  return urls.map((url) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url.startsWith('node:') ? url : path.basename(url)))
}

describe('loading the footprint module', () => {
  it('loads neither proj4, the zip reader nor node:sqlite until a file needs them', async () => {
    const atLoad = await loadedBy('')
    expect(atLoad).toContain('polygon-clipping')
    expect(atLoad).not.toContain('proj4')
    expect(atLoad).not.toContain('yauzl')
    expect(atLoad).not.toContain('node:sqlite')
    expect(atLoad).not.toContain('epsg.ts')
  })

  it('reads a WGS84 GeoTIFF without proj4, and loads it for an LV95 one', async () => {
    const wgs84 = path.join(ws.root, 'wgs84.tif')
    const lv95 = path.join(ws.root, 'lv95.tif')
    await writeTiff(wgs84, geoTile(4326, 7.5, 47, { pixels: 100, pixelSize: 0.01, projected: false }))
    await writeTiff(lv95, geoTile(2056, 2_600_000, 1_200_000))
    const afterWgs84 = await loadedBy(`await footprint.readFootprint(${JSON.stringify(wgs84)}, 'wgs84.tif')`)
    expect(afterWgs84).toContain('tiff.ts')
    expect(afterWgs84).not.toContain('proj4')
    const afterLv95 = await loadedBy(`await footprint.readFootprint(${JSON.stringify(lv95)}, 'lv95.tif')`)
    expect(afterLv95).toContain('proj4')
    expect(afterLv95).toContain('epsg.ts')
  })
})
