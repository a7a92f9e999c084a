import { describe, expect, it } from 'vitest'
import type { Problem } from '../../src/common/problems.ts'
import type { DeletionResult, FileResult, ItemResult } from '../../src/execute/results.ts'
import { type RunReport, runJson, runSummary, stoppedReport, verdict } from '../../src/report/outcome.ts'
import { problemAnnotations } from '../../src/report/preflight.ts'

const file = (result: FileResult['result']): FileResult => ({
  file: `data/${result}.csv`,
  item: 'item',
  id: `${result}.csv`,
  type: 'text/csv',
  checksum: `1220${'0'.repeat(64)}`,
  size: 4,
  href: undefined,
  action: 'create',
  result,
  reason: 'new asset',
  uploadedBytes: 0,
})
const item = (result: ItemResult['result']): ItemResult => ({
  item: 'north',
  action: 'create',
  result,
  bbox: undefined,
  datetime: undefined,
  reason: 'new item',
})
const deletion = (result: DeletionResult['result']): DeletionResult => ({ item: 'north', id: 'old.csv', result })

const ran = (parts: Partial<RunReport>): RunReport => ({
  target: 'https://catalog.example/api/stac/v1/collections/ch.test/items/item',
  dryRun: false,
  shard: undefined,
  durationMs: 1200,
  results: [],
  items: [],
  deletions: [],
  checks: [],
  problems: [],
  writing: true,
  ...parts,
})

const empty: Problem = {
  subject: { kind: 'file', path: 'data/empty | <img src=x>.csv' },
  what: ['the file is empty'],
  fix: ["the catalog needs the file's data (remove it or exclude it with a '!' pattern)"],
}
const badInput: Problem = {
  subject: { kind: 'input', name: 'if-exists' },
  what: ["'sometimes' is not allowed"],
  fix: ['use one of: skip-unchanged, overwrite, fail'],
}
const stopped = stoppedReport(
  {
    target: 'https://catalog.example/api/stac/v1/collections/ch.test/items/item',
    dryRun: false,
    shard: { index: 1, total: 4 },
    durationMs: 2500,
  },
  [
    { name: 'Inputs', passed: true, detail: 'valid' },
    { name: 'Files', passed: true, detail: '2 file(s) selected' },
    { name: 'Assets', passed: false, detail: '1 problem(s)' },
  ],
  [empty],
)

describe('whether a run failed: one decision for the action and the command line', () => {
  it('passes a run whose files were published, skipped or planned', () => {
    expect(verdict(ran({ results: [file('created'), file('skipped'), file('planned')], items: [item('created')] }))).toEqual({
      failed: false,
    })
  })

  it('fails for each kind of thing not done, and says each', () => {
    expect(verdict(ran({ results: [file('created'), file('failed')] }))).toEqual({
      failed: true,
      message: '1 of 2 file(s) were not published',
    })
    expect(verdict(ran({ items: [item('failed')], deletions: [deletion('failed'), deletion('deleted')] }))).toEqual({
      failed: true,
      message: '1 item(s) could not be written; 1 obsolete asset(s) could not be deleted',
    })
  })

  it('fails a run that stopped, before publishing or while it was', () => {
    expect(verdict(stopped)).toEqual({ failed: true, message: '1 problem(s) found before publishing; nothing was written' })
    expect(verdict({ ...stopped, writing: true })).toEqual({ failed: true, message: 'the run stopped while publishing: 1 problem(s)' })
  })
})

describe('the report of a run that stopped before publishing', () => {
  it('has a summary: what was checked, each problem with how to fix it, names inert', () => {
    const summary = runSummary(stopped)
    expect(summary).toContain('### ❌ STAC publish stopped before publishing: 1 problem(s) · took 2.5s')
    // The API's address as text: not a page to follow.
    expect(summary).toContain('Target: https\\://catalog.example/api/stac/v1/collections/ch.test/items/item · shard 1/4')
    expect(summary).not.toContain('](https://catalog.example')
    expect(summary).toContain('Nothing was written: fix them and run again.')
    expect(summary).toContain(
      '| Inputs | ✅ passed | valid |\n| Files | ✅ passed | 2 file(s) selected |\n| Assets | ❌ **failed** | 1 problem(s) |',
    )
    expect(summary).toContain(
      "| ❌ File data/empty \\| \\<img src=x\\>.csv | the file is empty | the catalog needs the file's data (remove it or exclude it with a '!' pattern) |",
    )
    // Each problem comes before what was checked.
    expect(summary.indexOf('| Subject |')).toBeLessThan(summary.indexOf('#### What was checked'))
  })

  it('has a report with every count at 0, no asset, and the problems', () => {
    expect(JSON.parse(runJson({ ...stopped, problems: [empty, badInput] }))).toMatchObject({
      url: null,
      durationMs: 2500,
      files: 0,
      created: 0,
      failed: 0,
      assets: [],
      items: [],
      deletions: [],
      problems: [
        {
          subject: { kind: 'file', path: 'data/empty | <img src=x>.csv' },
          problem: 'the file is empty',
          fix: "the catalog needs the file's data (remove it or exclude it with a '!' pattern)",
          message:
            "data/empty | <img src=x>.csv: the file is empty; the catalog needs the file's data (remove it or exclude it with a '!' pattern)",
        },
        {
          subject: { kind: 'input', name: 'if-exists' },
          message: "Input 'if-exists': 'sometimes' is not allowed; use one of: skip-unchanged, overwrite, fail",
        },
      ],
    })
  })

  it('annotates each problem: at its file (relative to the workspace), else titled by its subject; past the limit, one counts the rest', () => {
    const where = { workspace: '/ws', workingDirectory: '/ws/delivery' }
    const rules: Problem = { subject: { kind: 'rule', index: 2, source: '.github/rules.yml', field: 'gsd' }, what: ['expected a number'] }
    const outside: Problem = { subject: { kind: 'file', path: '/elsewhere/x.csv' }, what: ['is outside the workspace'] }
    const named: Problem = { subject: { kind: 'file', path: 'a\n::error::b.csv' }, what: ['the file is empty'] }
    expect(problemAnnotations([empty, badInput, rules, outside, named], where, 9)).toEqual({
      annotations: [
        {
          message:
            "data/empty | <img src=x>.csv: the file is empty; the catalog needs the file's data (remove it or exclude it with a '!' pattern)",
          title: 'File data/empty | <img src=x>.csv',
          file: 'delivery/data/empty | <img src=x>.csv',
        },
        {
          message: "Input 'if-exists': 'sometimes' is not allowed; use one of: skip-unchanged, overwrite, fail",
          title: "Input 'if-exists'",
        },
        {
          message: "rule 2, field 'gsd': expected a number",
          title: "Input 'rules' (.github/rules.yml), rule 2",
          file: '.github/rules.yml',
        },
        { message: '/elsewhere/x.csv: is outside the workspace', title: 'File /elsewhere/x.csv' },
        { message: 'a\\n::error::b.csv: the file is empty', title: 'File a\n::error::b.csv', file: 'delivery/a\n::error::b.csv' },
      ],
      unshown: [],
    })
    const lfs: Problem = { subject: { kind: 'run' }, what: ['2 file(s) cannot be fetched; nothing was written:\n- a.tif\n- b.tif'] }
    expect(problemAnnotations([lfs], where, 9).annotations).toEqual([{ message: lfs.what[0] }])
    expect(runSummary({ ...stopped, problems: [lfs] })).toContain(
      '| ❌ The run | 2 file(s) cannot be fetched; nothing was written:<br>- a.tif<br>- b.tif |  |',
    )
    const many = Array.from({ length: 12 }, (_, i): Problem => ({ subject: { kind: 'item', id: `item-${i}` }, what: ['no datetime'] }))
    const capped = problemAnnotations(many, where, 9)
    expect(capped.annotations).toHaveLength(9)
    expect(capped.annotations.at(-1)).toEqual({
      message: '…and 4 more problem(s); the log below, the job summary and the report file list them',
      title: 'More problems',
    })
    expect(capped.unshown).toEqual([
      'item item-8: no datetime',
      'item item-9: no datetime',
      'item item-10: no datetime',
      'item item-11: no datetime',
    ])
  })
})
