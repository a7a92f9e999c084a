/**
 * The footprint of a LAS or LAZ file from its public header (bounds at fixed offsets; LAZ keeps
 * this header uncompressed) and the CRS from its VLRs (ASPRS LAS 1.0–1.4): GeoKeys in records
 * 34735–34737 or OGC WKT in record 2112 of user "LASF_Projection", also as EVLRs in LAS 1.4.
 */
import { FootprintError } from './error.ts'
import type { HeaderReader } from '../headers/index.ts'
import { crsFromGeoKeys, parseGeoKeys } from './geokeys.ts'
import { rectangle, type CrsRef, type SourceOutline } from './source.ts'

const PROJECTION_USER = 'LASF_Projection'
const WKT_RECORD = 2112
const GEOKEY_RECORDS = new Set([34735, 34736, 34737, WKT_RECORD])
/** Real files have a handful of (E)VLRs; each is one read, so their number is bounded. */
const MAX_RECORDS = 4096
/** A CRS record holds a WKT or GeoKeys: a few kilobytes. */
const MAX_CRS_RECORD = 256 * 1024
const WKT_ENCODING_BIT = 1 << 4

interface ProjectionRecord {
  readonly recordId: number
  readonly data: Buffer
}

const text = (bytes: Buffer): string => bytes.toString('utf8').replace(/\0[\s\S]*$/, '')

export async function lasOutlines(reader: HeaderReader, file: string): Promise<SourceOutline[] | undefined> {
  const corrupt = (what: string) => new FootprintError(file, `its LAS header is corrupt (${what})`)
  const fixed = await reader.read(0, 375)
  if (fixed.length < 227) throw corrupt('shorter than the 227-byte header of LAS 1.0–1.3')
  const minor = fixed.readUInt8(25)
  const headerSize = fixed.readUInt16LE(94)
  const pointStart = fixed.readUInt32LE(96)
  const vlrCount = fixed.readUInt32LE(100)
  if (headerSize < 227 || pointStart < headerSize || pointStart > reader.size)
    throw corrupt(`header size ${headerSize}, points at ${pointStart}`)
  if (vlrCount > MAX_RECORDS) throw corrupt(`it claims ${vlrCount} VLRs; at most ${MAX_RECORDS} are read`)

  const [maxX, minX, maxY, minY] = [179, 187, 195, 203].map((at) => fixed.readDoubleLE(at)) as [number, number, number, number]
  const legacyCount = fixed.readUInt32LE(107)
  const count = minor >= 4 && fixed.length >= 255 ? Math.max(legacyCount, Number(fixed.readBigUInt64LE(247))) : legacyCount
  // A file without points has no extent: its header bounds are zeros.
  if (count === 0) return undefined
  if (![minX, minY, maxX, maxY].every(Number.isFinite) || minX > maxX || minY > maxY)
    throw corrupt(`bounds x ${minX}…${maxX}, y ${minY}…${maxY}`)

  const records: ProjectionRecord[] = []
  // VLR by VLR: the space before the points may be far larger than its records.
  let at = headerSize
  for (let i = 0; i < vlrCount; i++) {
    const head = at + 54 <= pointStart ? await reader.read(at, 54) : Buffer.alloc(0)
    if (head.length < 54) throw corrupt(`VLR ${i + 1} of ${vlrCount} runs past the start of the points`)
    const length = head.readUInt16LE(20)
    const user = text(head.subarray(2, 18))
    const recordId = head.readUInt16LE(18)
    if (at + 54 + length > pointStart) throw corrupt(`VLR ${i + 1} of ${vlrCount} runs past the start of the points`)
    // The first record of each kind counts (as lasCrs reads them): a thousand copies are not kept.
    if (user === PROJECTION_USER && GEOKEY_RECORDS.has(recordId) && !records.some((r) => r.recordId === recordId))
      records.push({ recordId, data: await reader.read(at + 54, length) })
    at += 54 + length
  }
  if (minor >= 4 && fixed.length >= 247)
    for (const record of await extendedRecords(reader, fixed, corrupt))
      if (!records.some((r) => r.recordId === record.recordId)) records.push(record)

  const crs = lasCrs(records, (fixed.readUInt16LE(6) & WKT_ENCODING_BIT) !== 0, file)
  if (minX === maxX || minY === maxY)
    throw new FootprintError(file, `its points lie on a line (x ${minX}…${maxX}, y ${minY}…${maxY}), which has no area`)
  return [{ crs, ring: rectangle(minX, minY, maxX, maxY) }]
}

/** LAS 1.4's extended VLRs after the points, where a large WKT may be kept. */
async function extendedRecords(
  reader: HeaderReader,
  fixed: Buffer,
  corrupt: (what: string) => FootprintError,
): Promise<ProjectionRecord[]> {
  let at = Number(fixed.readBigUInt64LE(235))
  const count = fixed.readUInt32LE(243)
  if (at > 0 && count > MAX_RECORDS) throw corrupt(`it claims ${count} EVLRs; at most ${MAX_RECORDS} are read`)
  const records: ProjectionRecord[] = []
  for (let i = 0; i < count && at > 0; i++) {
    const head = at + 60 <= reader.size ? await reader.read(at, 60) : Buffer.alloc(0)
    if (head.length < 60) throw corrupt(`EVLR ${i + 1} of ${count} lies beyond the end of the file`)
    const user = text(head.subarray(2, 18))
    const recordId = head.readUInt16LE(18)
    const length = Number(head.readBigUInt64LE(20))
    if (at + 60 + length > reader.size) throw corrupt(`EVLR ${i + 1} of ${count} claims ${length} bytes, past the end of the file`)
    if (user === PROJECTION_USER && GEOKEY_RECORDS.has(recordId) && !records.some((r) => r.recordId === recordId)) {
      if (length > MAX_CRS_RECORD) throw corrupt(`its CRS record ${recordId} claims ${length} bytes; at most ${MAX_CRS_RECORD} are read`)
      records.push({ recordId, data: await reader.read(at + 60, length) })
    }
    at += 60 + length
  }
  return records
}

function lasCrs(records: readonly ProjectionRecord[], wktFlag: boolean, file: string): CrsRef {
  const record = (id: number) => records.find((r) => r.recordId === id)?.data
  const wkt = record(WKT_RECORD)
  const directory = record(34735)
  // LAS 1.4 says which of the two is authoritative; older files have only GeoKeys.
  if (wkt && (wktFlag || !directory)) return { wkt: text(wkt), from: 'its OGC WKT record (2112)' }
  if (directory) {
    const shorts = Array.from({ length: directory.length >> 1 }, (_, k) => directory.readUInt16LE(k * 2))
    const doublesRecord = record(34736)
    const doubles = doublesRecord && Array.from({ length: doublesRecord.length >> 3 }, (_, k) => doublesRecord.readDoubleLE(k * 8))
    const ascii = record(34737)
    return crsFromGeoKeys(parseGeoKeys(shorts, doubles, ascii && ascii.toString('latin1'), file), file)
  }
  throw new FootprintError(file, `its header has bounds but no CRS record (${PROJECTION_USER} GeoKeyDirectory 34735 or OGC WKT 2112)`)
}
