import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { anchorPattern, isInside, slashedRelative, within } from '../../src/common/paths.ts'

// The same path logic with the paths of every runner's OS, on any machine.

describe('paths on Windows', () => {
  const win = path.win32
  it("shows paths below the working directory with '/'", () => {
    expect(slashedRelative('C:\\a\\ws\\data', 'C:\\a\\ws\\data\\Zürich Nord\\dem.tif', win)).toBe('Zürich Nord/dem.tif')
    expect(slashedRelative('C:\\a\\ws', 'C:\\a\\ws\\data\\x.csv', win)).toBe('data/x.csv')
    expect(slashedRelative('C:\\', 'C:\\data\\x.csv', win)).toBe('data/x.csv')
    // A link may lead elsewhere in the workspace: a relative path, still with '/'.
    expect(slashedRelative('C:\\a\\ws\\data', 'C:\\a\\ws\\docs\\readme.csv', win)).toBe('../docs/readme.csv')
  })

  it('tells what is inside a folder, whatever the case of the letters', () => {
    expect(isInside('C:\\a\\ws', 'C:\\a\\ws\\x.csv', win)).toBe(true)
    expect(isInside('C:\\a\\ws', 'c:\\A\\WS\\x.csv', win)).toBe(true)
    expect(isInside('C:\\a\\ws', 'C:\\a\\wsx\\x.csv', win)).toBe(false)
    expect(isInside('C:\\a\\ws', 'D:\\a\\ws\\x.csv', win)).toBe(false)
  })

  it('keeps working-directory and file inputs inside the workspace, drive letters included', () => {
    expect(within('C:\\a\\ws', 'data\\sub', win)).toBe('C:\\a\\ws\\data\\sub')
    expect(within('C:\\a\\ws', 'data/sub', win)).toBe('C:\\a\\ws\\data\\sub')
    expect(within('C:\\a\\ws', '..\\other', win)).toBeUndefined()
    expect(within('C:\\a\\ws', 'D:\\ws', win)).toBeUndefined()
    expect(within('C:\\a\\ws', '..foo', win)).toBe('C:\\a\\ws\\..foo')
  })

  it('anchors patterns at the working directory, with glob characters in its name taken literally', () => {
    expect(anchorPattern('data/**/*.tif', 'C:\\a\\ws', win)).toBe('C:\\a\\ws/data/**/*.tif')
    expect(anchorPattern('!data/draft_*', 'C:\\a\\ws [1]', win)).toBe('!C:\\a\\ws [[]1[]]/data/draft_*')
    expect(anchorPattern('C:\\elsewhere\\*.tif', 'C:\\a\\ws', win)).toBe('C:\\elsewhere\\*.tif')
  })
})

describe('paths on Linux and macOS', () => {
  const posix = path.posix
  it('does the same with /', () => {
    expect(slashedRelative('/a/ws/data', '/a/ws/data/Zürich Nord/dem.tif', posix)).toBe('Zürich Nord/dem.tif')
    expect(isInside('/a/ws', '/a/WS/x.csv', posix)).toBe(false)
    expect(isInside('/a/ws', '/a/wsx/x.csv', posix)).toBe(false)
    expect(within('/a/ws', '../other', posix)).toBeUndefined()
    expect(within('/a/ws', '..foo', posix)).toBe('/a/ws/..foo')
    expect(anchorPattern('*.csv', '/a/ws (copy)', posix)).toBe('/a/ws [(]copy[)]/*.csv')
  })
})
