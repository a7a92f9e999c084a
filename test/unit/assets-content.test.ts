/**
 * What the content decides of each asset, before any write: labels and auto fields read with the
 * files' headers (readContents) and applied by buildAssets with every other problem; a Git LFS
 * file planned as the catalog has it until it is fetched (asPublished), then decided by its
 * content (settleFetched).
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { asPublished, buildAssets, readContents, settleFetched, type AssetSpec } from '../../src/assets/index.ts'
import { type Log, problemLine, ProblemsError } from '../../src/common/index.ts'
import { parseConfig, type RawInputs } from '../../src/config/index.ts'
import { parseRules, ruleFor } from '../../src/config/rules.ts'
import type { SelectedFile } from '../../src/files/index.ts'
import { plan } from '../../src/plan/index.ts'
import { cogBytes, geoTile, lv95, plainTiff, shpHeader, writeTiff, zipBytes } from '../support/geodata.ts'
import { contentStore } from '../support/content.ts'
import { runThreads } from '../support/threads.ts'
import { makeWorkspace, noise, type Workspace } from '../support/workspace.ts'

let ws: Workspace
const threads = runThreads()
const content = contentStore()
beforeAll(async () => {
  ws = await makeWorkspace()
  await writeTiff(path.join(ws.root, 'plain.tif'), plainTiff())
  await writeTiff(path.join(ws.root, 'geo.tif'), geoTile(2056, 2_600_000, 1_200_000))
  await ws.write('cog.tif', cogBytes({ width: 300, height: 300, geo: lv95(2_600_000, 1_200_000, 2) }))
  await ws.write('random.tif', noise(3000, 1))
  await ws.write('notes.csv', 'a\n1\n')
})
afterAll(async () => {
  await threads.close()
  await ws.remove()
})

const lines: string[] = []
const log: Log = {
  info: (m) => lines.push(`info ${m}`),
  warning: (m) => lines.push(`warning ${m}`),
  debug: (m) => lines.push(`debug ${m}`),
  group: (_n, work) => work(),
}

const configOf = (extra: RawInputs = {}) =>
  parseConfig(
    { 'client-id': 'c', username: 'u', password: 'p', collection: 'ch.x', item: 'main', files: '**', ...extra },
    { workspace: ws.root },
  )

const fileOf = (relativePath: string, size = 1000): SelectedFile => ({ absolutePath: path.join(ws.root, relativePath), relativePath, size })

/** The assets of these files as a run makes them: contents read first, then every check. */
async function assets(names: readonly string[], extra: RawInputs = {}, rules = ''): Promise<AssetSpec[]> {
  const config = configOf(extra)
  const parsed = rules === '' ? [] : parseRules(rules, 'inline')
  const files = names.map((name) => fileOf(name))
  const rule = (relativePath: string) => ruleFor(parsed, relativePath)
  const contents = await readContents(files, { config, ruleFor: rule, log, content, threads })
  return buildAssets(files, config, { content, ruleFor: rule, contents })
}

describe('labels and fields from the content, before the assets are made', () => {
  it('labels each TIFF by its header where the type comes from the extension, and leaves other files alone', async () => {
    lines.length = 0
    const specs = await assets(['plain.tif', 'geo.tif', 'cog.tif', 'notes.csv'])
    expect(specs.map((spec) => [spec.fields.id, spec.fields.type])).toEqual([
      ['plain.tif', 'image/tiff'],
      ['geo.tif', 'image/tiff; application=geotiff'],
      ['cog.tif', 'image/tiff; application=geotiff; profile=cloud-optimized'],
      ['notes.csv', 'text/csv'],
    ])
    expect(lines).toContain(
      "info Media types from the files' headers: 1 × image/tiff, 1 × image/tiff; application=geotiff, 1 × image/tiff; application=geotiff; profile=cloud-optimized",
    )
    expect(lines).toContain(
      'debug geo.tif: image/tiff; application=geotiff (not cloud-optimized: it has no overviews, which GDAL recommends for an image of 2000 × 2000 px)',
    )
  })

  it('refuses, with every other problem at once, a .tif that is no TIFF and a COG label on a file that is not one', async () => {
    const rules = '- files: "geo.tif"\n  media-type: image/tiff; application=geotiff; profile=cloud-optimized\n'
    const refused = await assets(['random.tif', 'geo.tif', 'notes.csv', 'plain.tif'], { 'asset-id': '{stem}' }, rules).catch(
      (e: unknown) => e,
    )
    expect(String(refused)).toMatch(/problem\(s\) found before publishing; nothing was written/)
    expect(String(refused)).toMatch(/- random\.tif: it is no TIFF: it starts with none of the headers of TIFF/)
    // A COG label that GDAL only warns about is kept: geo.tif has no overviews, but is tiled and laid out right.
    expect(String(refused)).not.toMatch(/- geo\.tif: its media type/)
    // The problems that have nothing to do with the content are there too.
    expect(String(refused)).toMatch(/- notes\.csv: asset id 'notes' must end in \.csv/)
    const strict = '- files: "plain.tif"\n  media-type: image/tiff; application=geotiff; profile=cloud-optimized\n'
    const cog = await assets(['plain.tif'], {}, strict).catch((e: unknown) => e)
    expect(String(cog)).toMatch(
      /- plain\.tif: its media type 'image\/tiff; application=geotiff; profile=cloud-optimized' \(given by rule 1\) says cloud-optimized GeoTIFF, but it is none: it has no GeoKeyDirectoryTag/,
    )
  })

  it('names each TIFF whose header it may not read with its fix, all at once: the selection went by their modes, which an ACL may overrule', async () => {
    const refusedPaths = new Set(['plain.tif', 'cog.tif'].map((name) => path.join(ws.root, name)))
    // fs as a user that an ACL refuses these two finds them (tests run as root, whom no mode stops).
    const open = fs.openSync
    const spy = vi.spyOn(fs, 'openSync').mockImplementation((...args: Parameters<typeof fs.openSync>) => {
      if (refusedPaths.has(String(args[0])))
        throw Object.assign(new Error(`EACCES: permission denied, open '${String(args[0])}'`), { code: 'EACCES' })
      return open(...args)
    })
    try {
      const refused = await assets(['plain.tif', 'geo.tif', 'cog.tif', 'notes.csv']).catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(ProblemsError)
      expect((refused as ProblemsError).problems.map((problem) => problemLine(problem))).toEqual([
        expect.stringMatching(/^cog\.tif: cannot be read: permission denied \(EACCES\); make it readable by the user this runs as/),
        expect.stringMatching(/^plain\.tif: cannot be read: permission denied \(EACCES\); make it readable by the user this runs as/),
      ])
    } finally {
      spy.mockRestore()
    }
  })

  it('fills proj-epsg: auto and gsd: auto from each file, none where it has no georeferencing, and says so', async () => {
    lines.length = 0
    const specs = await assets(['geo.tif', 'cog.tif', 'plain.tif', 'notes.csv'], { 'proj-epsg': 'auto', gsd: 'auto' })
    expect(specs.map((spec) => [spec.fields.id, spec.fields['proj:epsg'], spec.fields.gsd])).toEqual([
      ['geo.tif', 2056, 0.5],
      ['cog.tif', 2056, 2],
      ['plain.tif', null, null],
      ['notes.csv', null, null],
    ])
    expect(lines).toContain(
      'info proj-epsg: auto: EPSG:2056 for 2 file(s); none for 2 file(s), as it has no georeferencing (plain.tif, notes.csv)',
    )
    expect(lines).toContain(
      'info gsd: auto: 0.5 m for 1 file(s); 2 m for 1 file(s); none for 2 file(s), as it has no georeferencing (plain.tif, notes.csv)',
    )
  })

  it('gives an asset of the collection itself no gsd, and reads nothing for a run without auto or TIFFs', async () => {
    const [spec] = await assets(['geo.tif'], { gsd: 'auto', 'proj-epsg': 'auto' }, '- files: "geo.tif"\n  collection-asset: true\n')
    expect(spec!.fields).toMatchObject({ 'proj:epsg': 2056, gsd: null })
    lines.length = 0
    await assets(['notes.csv'])
    expect(lines).toEqual([])
  })
})

describe('the proj-epsg: auto line, on files that give no EPSG code for many reasons', () => {
  it('names the five most common reasons, counts the others, and shows a zip entry name inert', async () => {
    lines.length = 0
    const bbox = [2_600_000, 1_199_000, 2_601_000, 1_200_000] as const
    const prj = 'PROJCS["A local grid",GEOGCS["GCS_Local",DATUM["D_Local",SPHEROID["Bessel_1841",6377397.155,299.15]]],UNIT["Meter",1.0]]'
    // Each shapefile's note names its .prj, so that each zip is a reason of its own.
    const names = ['line\u2028break', 'b', 'c', 'd', 'e', 'f'].map((stem, index) => `local-${index}.zip#${stem}`)
    for (const name of names) {
      const [zip, stem] = name.split('#') as [string, string]
      await ws.write(
        zip,
        zipBytes([
          { name: `${stem}.shp`, data: Buffer.concat([shpHeader(bbox, 1000), Buffer.alloc(1000)]) },
          { name: `${stem}.prj`, data: prj },
        ]),
      )
    }
    await assets([...names.map((name) => name.split('#')[0]!), 'notes.csv', 'plain.tif'], { 'proj-epsg': 'auto' })
    const line = lines.find((logged) => logged.startsWith('info proj-epsg: auto:'))!
    expect(line.split('; ')).toHaveLength(6)
    expect(line).toContain('none for 2 file(s), as it has no georeferencing (notes.csv, plain.tif)')
    expect(line).toContain('none for 2 file(s) for 2 other reason(s)')
    expect(line).toContain('(from the .prj of "line\\u2028break.shp")')
  })
})

describe('a Git LFS file, whose content is not here', () => {
  const pointer = (relativePath: string): SelectedFile => ({ ...fileOf(relativePath), lfs: { oid: 'a'.repeat(64), size: 1000 } })

  async function lfsSpec(extra: RawInputs = {}): Promise<AssetSpec> {
    const config = configOf({ 'proj-epsg': 'auto', gsd: 'auto', ...extra })
    const files = [pointer('lfs/plain.tif')]
    const contents = await readContents(files, { config, ruleFor: () => undefined, log, content, threads })
    expect(contents.size).toBe(0)
    return buildAssets(files, config, { content, contents })[0]!
  }

  it('waits: planned with the type and fields its asset has, so that an unchanged file is skipped and not fetched', async () => {
    const spec = await lfsSpec()
    expect(spec.awaiting).toEqual({
      declared: { type: 'image/tiff; application=geotiff', givenBy: undefined },
      fields: ['proj:epsg', 'gsd'],
    })
    const remote = {
      id: 'plain.tif',
      type: 'image/tiff',
      'proj:epsg': 2056,
      gsd: 0.5,
      'file:checksum': `1220${'a'.repeat(64)}`,
      'file:size': 1000,
    }
    expect(asPublished(spec, remote).fields).toMatchObject({ type: 'image/tiff', 'proj:epsg': 2056, gsd: 0.5 })
    const [entry] = plan([{ spec, checksum: `1220${'a'.repeat(64)}` }], new Map([['plain.tif', remote]]), 'skip-unchanged')
    expect(entry).toMatchObject({ action: 'skip', upload: false })
  })

  it('once fetched, is decided by its content: labelled, its fields read, or refused naming it', async () => {
    const spec = await lfsSpec()
    const fetchedAs = (name: string) => ({ content: { locate: () => path.join(ws.root, name) }, log, threads })
    const [settled] = [...(await settleFetched([spec], fetchedAs('plain.tif'))).values()]
    expect(settled!.awaiting).toBeUndefined()
    expect(settled!.fields).toMatchObject({ type: 'image/tiff', 'proj:epsg': null, gsd: null })
    const [cog] = [...(await settleFetched([spec], fetchedAs('cog.tif'))).values()]
    expect(cog!.fields).toMatchObject({ type: 'image/tiff; application=geotiff; profile=cloud-optimized', 'proj:epsg': 2056, gsd: 2 })
    await expect(settleFetched([spec], fetchedAs('random.tif'))).rejects.toThrow(
      /1 Git LFS file\(s\) whose content contradicts their media type; nothing was written:\n- lfs\/plain\.tif: it is no TIFF/,
    )
  })
})
