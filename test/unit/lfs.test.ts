import { describe, expect, it } from 'vitest'
import { selectFiles } from '../../src/files/files.ts'
import { inertLines } from '../../src/common/inert.ts'
import type { Log } from '../../src/common/log.ts'
import { lfsChecksum, LFS_POINTER_MAX_SIZE, parseLfsPointer, pointerText, readLfsPointer } from '../../src/files/lfs.ts'
import {
  defaultRemote,
  objectPath,
  parseLfsEnv,
  reasonsByOid,
  unavailableMessage,
  unfetchedMessage,
  withoutCredentials,
} from '../../src/content/lfs.ts'
import { runnerCommands } from '../support/runner-commands.ts'
import { testConfig } from '../support/config.ts'
import { makeWorkspace } from '../support/workspace.ts'

const OID = 'ab'.repeat(32)
const OTHER = 'cd'.repeat(32)
const file = (relativePath: string, oid = OID, size = 10) => ({ relativePath, lfs: { oid, size } })

describe('Git LFS pointers', () => {
  it('reads back the pointer git-lfs writes, and plans its checksum from the oid', () => {
    const pointer = { oid: OID, size: 1234 }
    expect(parseLfsPointer(Buffer.from(pointerText(pointer)))).toEqual(pointer)
    expect(lfsChecksum(pointer)).toBe(`1220${OID}`)
    expect(parseLfsPointer(Buffer.from(`version https://git-lfs.github.com/spec/v1\noid sha256:${OID}\n`))).toBeUndefined()
    expect(parseLfsPointer(Buffer.from('id,x\n1,2\n'))).toBeUndefined()
  })

  it('reads a pointer by the specification: the pre-release version, sizes up to 2^53 − 1, an empty object', () => {
    const v1 = 'version https://git-lfs.github.com/spec/v1\n'
    expect(readLfsPointer(Buffer.from(`version https://hawser.github.com/spec/v1\noid sha256:${OID}\nsize 7\n`))).toEqual({
      pointer: { oid: OID, size: 7 },
    })
    expect(parseLfsPointer(Buffer.from(`${v1}oid sha256:${OID}\nsize 9007199254740991\n`))).toEqual({ oid: OID, size: 2 ** 53 - 1 })
    expect(parseLfsPointer(Buffer.from(`${v1}oid sha256:${OID}\nsize 0\n`))).toEqual({ oid: OID, size: 0 })
  })

  it('says why a file that starts like a pointer is not one', () => {
    const v1 = 'version https://git-lfs.github.com/spec/v1\n'
    const oid = `oid sha256:${OID}\n`
    const cases: Array<[string, RegExp]> = [
      [`${v1}${oid}size 1e23\n`, /^the size '1e23' is not a number of bytes in decimal digits up to 2\^53 − 1$/],
      [`${v1}${oid}size 9007199254740992\n`, /the size '9007199254740992' is not/],
      [`${v1}${oid}size 99999999999999999999999\n`, /the size '9+' is not/],
      [`${v1}${oid}size -1\n`, /the size '-1' is not/],
      [`${v1}${oid}size  5\n`, /the size ' 5' is not/],
      [`${v1}${oid}size 5\nsize 7\n`, /^'size' is given more than once$/],
      [`${v1}${oid}${oid}size 5\n`, /^'oid' is given more than once$/],
      [`${v1}size 5\n${oid}`, /^'oid' comes after 'size'; the keys after version are in ascending order$/],
      [`${v1}oid sha256:${OID.toUpperCase()}\nsize 5\n`, /^the oid 'sha256:ABAB.*' is not sha256: followed by 64 lowercase hex digits$/],
      [`${v1}oid sha1:${'a'.repeat(40)}\nsize 5\n`, /the oid 'sha1:a+' is not/],
      [`${v1}oid sha256:${OID.slice(1)}\nsize 5\n`, /the oid .* is not/],
      [`${v1}${oid}`, /^it has no size line$/],
      [`${v1}size 5\n`, /^it has no oid line$/],
      ['version https://git-lfs.github.com/spec/v2\n' + `${oid}size 5\n`, /^the version 'https:\/\/git-lfs.github.com\/spec\/v2' is not /],
      [
        `${v1}ext-0-foo sha256:${OTHER}\n${oid}size 5\n`,
        /^it names the Git LFS extension 'ext-0-foo', whose filter this tool does not run$/,
      ],
      [`${v1}${oid}size 5\nzz x\n`, /^'zz' is not a key of a pointer \(version, oid, size\)$/],
      [`${v1.replace('\n', '\r\n')}${oid}size 5\n`, /^line 1 ends in CR LF, not LF$/],
      [`${v1}${oid}size 5`, /^its last line does not end with a newline \(LF\)$/],
      [`${v1}${oid}\nsize 5\n`, /^line 3 is not a key \(a-z, 0-9, '\.', '-'\), one space and a value$/],
      [`${v1}${oid}Size 5\n`, /^line 3 is not a key/],
      [`${v1}${oid}size 5\n`.replace('size 5', 'size \u00ff'), /the size 'ÿ' is not/],
    ]
    for (const [text, reason] of cases) {
      const reading = readLfsPointer(Buffer.from(text))
      expect(reading, JSON.stringify(text)).toEqual({ problem: expect.stringMatching(reason) })
      expect(parseLfsPointer(Buffer.from(text))).toBeUndefined()
    }
    expect(readLfsPointer(Buffer.concat([Buffer.from(`${v1}${oid}size `), Buffer.from([0xff, 0x0a])]))).toEqual({
      problem: 'it is not UTF-8 text',
    })
  })

  it('reads anything else as content: text that does not start with a version line, and files of 1024 bytes or more', () => {
    expect(readLfsPointer(Buffer.from(`oid sha256:${OID}\nsize 5\n`))).toBeUndefined()
    expect(readLfsPointer(Buffer.from(`Version https://git-lfs.github.com/spec/v1\n`))).toBeUndefined()
    const long = `version https://git-lfs.github.com/spec/v1\noid sha256:${OID}\nsize 5\nx ${'y'.repeat(LFS_POINTER_MAX_SIZE)}\n`
    expect(readLfsPointer(Buffer.from(long))).toBeUndefined()
  })

  it('refuses to publish a broken pointer as data, naming the file and why, before anything is written', async () => {
    const ws = await makeWorkspace()
    try {
      await ws.write('data/good.tif', pointerText({ oid: OID, size: 12_345 }))
      await ws.write('data/bad\n::error::x.tif', `version https://git-lfs.github.com/spec/v1\noid sha256:${OID}\nsize 1e23\n`)
      const log: Log = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: (_name, work) => work() }
      const selection = { ...testConfig({}, ws.root).selection, patterns: ['data/*'] }
      const error = await selectFiles({ ...selection, ifNoFilesFound: 'error' }, log).catch((caught: unknown) => caught as Error)
      expect(error).toBeInstanceOf(Error)
      const message = (error as Error).message
      expect(message).toContain(
        "- data/bad\\n::error::x.tif: starts like a Git LFS pointer but is not one: the size '1e23' is not a number of bytes",
      )
      expect(message).toMatch(/restore the pointer git-lfs wrote[\s\S]*'!' pattern$/)
      expect(message).not.toContain('good.tif')
      expect(runnerCommands(inertLines(message))).toEqual([])
      await ws.write('data/bad\n::error::x.tif', 'id,x\n1,2\n')
      expect(await selectFiles({ ...selection, ifNoFilesFound: 'error' }, log)).toMatchObject([
        { relativePath: 'data/bad\n::error::x.tif', size: 9 },
        { relativePath: 'data/good.tif', size: 12_345, lfs: { oid: OID, size: 12_345 } },
      ])
    } finally {
      await ws.remove()
    }
  })

  it('finds an object where git-lfs keeps it', () => {
    expect(objectPath('/repo/.git/lfs/objects', OID)).toBe(`/repo/.git/lfs/objects/ab/ab/${OID}`)
  })
})

describe('what git-lfs says', () => {
  it("reads `git lfs env`: the store, the repository and the default remote's endpoint", () => {
    const text = [
      'git-lfs/3.3.0 (GitHub; linux amd64; go 1.19.8)',
      'git version 2.39.5',
      '',
      'Endpoint=https://github.com/org/geodata.git/info/lfs (auth=none)',
      'Endpoint (mirror)=https://mirror.example/geodata.git/info/lfs (auth=none)',
      'LocalWorkingDir=/home/runner/work/Geodätische Daten, [v1]',
      'LocalGitDir=/home/runner/work/Geodätische Daten, [v1]/.git',
      'LocalGitStorageDir=/home/runner/work/Geodätische Daten, [v1]/.git',
      'LocalMediaDir=/home/runner/work/Geodätische Daten, [v1]/.git/lfs/objects',
      'git config filter.lfs.process = "git-lfs filter-process"',
    ].join('\n')
    expect(parseLfsEnv(text)).toEqual({
      workingDir: '/home/runner/work/Geodätische Daten, [v1]',
      mediaDir: '/home/runner/work/Geodätische Daten, [v1]/.git/lfs/objects',
      gitStorageDir: '/home/runner/work/Geodätische Daten, [v1]/.git',
      endpoint: 'https://github.com/org/geodata.git/info/lfs',
    })
    expect(parseLfsEnv('LocalWorkingDir=\nLocalGitDir=\n')).toMatchObject({ workingDir: '', mediaDir: '' })
  })

  it("chooses the remote as git-lfs does: the branch's, remote.lfsdefault, the only one, else origin", () => {
    const remotes = new Map([
      ['remote.origin.url', 'https://github.com/org/a.git'],
      ['remote.upstream.url', 'https://github.com/org/b.git'],
    ])
    expect(defaultRemote('main', new Map([...remotes, ['branch.main.remote', 'upstream']]))).toBe('upstream')
    expect(defaultRemote('feature.x', new Map([...remotes, ['branch.feature.x.remote', 'upstream']]))).toBe('upstream')
    expect(defaultRemote(undefined, new Map([...remotes, ['remote.lfsdefault', 'upstream']]))).toBe('upstream')
    expect(defaultRemote(undefined, new Map([['remote.mirror.url', 'file:///srv/geodata.git']]))).toBe('mirror')
    expect(defaultRemote(undefined, remotes)).toBe('origin')
  })

  it("takes git-lfs's last line about each oid as its reason", () => {
    const output = [
      'fetch: Fetching reference 4b825dc642cb6eb9a060e54bf8d69288fbee4904',
      `[${OID}] Object does not exist on the server: [404] Object does not exist on the server`,
      `error transferring "${OTHER}": [0] remote missing object ${OTHER}`,
      "error: failed to fetch some objects from 'https://github.com/org/geodata.git/info/lfs'",
    ].join('\n')
    expect(reasonsByOid(output, [OID, OTHER, 'ef'.repeat(32)])).toEqual(
      new Map([
        [OID, `[${OID}] Object does not exist on the server: [404] Object does not exist on the server`],
        [OTHER, `error transferring "${OTHER}": [0] remote missing object ${OTHER}`],
      ]),
    )
  })

  it('hides credentials in URLs', () => {
    expect(withoutCredentials("failed to fetch some objects from 'https://x-access-token:ghs_abc@github.com/org/a.git/info/lfs'")).toBe(
      "failed to fetch some objects from 'https://***@github.com/org/a.git/info/lfs'",
    )
  })
})

describe('messages', () => {
  it('name the files, sorted, at most 20, and the fix for a runner without git-lfs', () => {
    const files = Array.from({ length: 23 }, (_, i) => file(`tiles/t${String(22 - i).padStart(2, '0')}.tif`))
    const text = unavailableMessage('no-git-lfs', files, '/work/repo', "git: 'lfs' is not a git command. See 'git --help'.")
    const lines = text.split('\n')
    expect(lines[0]).toBe(
      '23 file(s) to upload are Git LFS pointers, and git-lfs is not installed here, so their content cannot be fetched; nothing was written:',
    )
    expect(lines[1]).toBe(`- tiles/t00.tif (Git LFS object ${OID}, 10 bytes)`)
    expect(lines[20]).toBe(`- tiles/t19.tif (Git LFS object ${OID}, 10 bytes)`)
    expect(lines[21]).toBe('- …and 3 more')
    expect(lines[22]).toBe(
      "Install git-lfs where the run runs (GitHub's hosted runners have it; on Debian and Ubuntu: apt-get install git-lfs), or fetch the content before the run (git lfs pull; in a workflow: actions/checkout with lfs: true).",
    )
    expect(lines).toHaveLength(23)
  })

  it('say where the working directory is when it is in no repository', () => {
    expect(unavailableMessage('no-repository', [file('dem.tif')], '/tmp/export', '')).toBe(
      [
        '1 file(s) to upload are Git LFS pointers, and the working directory /tmp/export is not in a Git repository, so their content cannot be fetched; nothing was written:',
        `- dem.tif (Git LFS object ${OID}, 10 bytes)`,
        'Run in a clone of the repository (in a workflow: actions/checkout), or fetch the content before the run (git lfs pull; in a workflow: actions/checkout with lfs: true).',
      ].join('\n'),
    )
  })

  it("give git-lfs's reason per file, and its last words only when some file has none", () => {
    const reasons = new Map([[OID, `[${OID}] Object does not exist on the server: [404]`]])
    const one = unfetchedMessage([file('a.tif')], reasons, 'https://github.com/org/a.git/info/lfs', 'error: failed to fetch some objects')
    expect(one.split('\n').slice(0, 2)).toEqual([
      '1 file(s) to upload are Git LFS pointers whose content could not be fetched from https://github.com/org/a.git/info/lfs; nothing was written:',
      `- a.tif (Git LFS object ${OID}, 10 bytes): [${OID.slice(0, 12)}…] Object does not exist on the server: [404]`,
    ])
    expect(one).toContain('git lfs push --all <remote>')
    expect(one).not.toContain('(git-lfs:')
    const both = unfetchedMessage([file('a.tif'), file('b.tif', OTHER)], reasons, '', 'batch response: Git credentials not found.')
    expect(both).toContain("could not be fetched from the repository's LFS server")
    expect(both).toContain(`- b.tif (Git LFS object ${OTHER}, 10 bytes)\n`)
    expect(both.endsWith('(git-lfs: batch response: Git credentials not found.)')).toBe(true)
  })
})
