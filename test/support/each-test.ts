import { afterEach, beforeEach } from 'vitest'
import type { Log } from '../../src/common/log.ts'
import { makeWorkspace, type Workspace } from './workspace.ts'

/** What each test of a file has of its own: a workspace, and the lines a log said. */
export interface EachTest {
  /** The running test's workspace, removed after it. */
  readonly ws: Workspace
  /** What `log` said in the running test, warnings as `warning: …`; empty when it starts. */
  readonly lines: string[]
  readonly log: Log
}

/**
 * Gives each test of the file (the hooks are registered where this is called) a fresh workspace and
 * empty log lines. `ws` stands for the running test's workspace, so that helpers of the file can
 * name it once, at the top.
 */
export function eachTest(): EachTest {
  let current: Workspace | undefined
  const running = (): Workspace => {
    if (current === undefined) throw new Error('a workspace exists only while a test runs')
    return current
  }
  const ws: Workspace = {
    get root() {
      return running().root
    },
    write: (relativePath, content) => running().write(relativePath, content),
    remove: () => running().remove(),
  }
  const lines: string[] = []
  const log: Log = {
    info: (m) => lines.push(m),
    warning: (m) => lines.push(`warning: ${m}`),
    debug: () => undefined,
    group: (_name, work) => work(),
  }
  beforeEach(async () => {
    current = await makeWorkspace()
    lines.length = 0
  })
  afterEach(async () => {
    await current?.remove()
    current = undefined
  })
  return { ws, lines, log }
}
