import type { TestProject } from 'vitest/node'
import { GIT_LFS_MISSING, gitLfsVersion } from './git-lfs.ts'

/** CI as GitHub, GitLab and most others set it. */
const inCi = (): boolean => !['', '0', 'false'].includes((process.env.CI ?? '').toLowerCase())

/**
 * Once for the whole run: whether git-lfs is here. A fresh machine without it runs the rest and
 * says in one line what was skipped and how to install it; CI without it fails, so that it never
 * loses those tests without a word.
 */
export default async function setup(project: TestProject): Promise<void> {
  const version = await gitLfsVersion()
  if (version === undefined) {
    if (inCi()) throw new Error(`${GIT_LFS_MISSING}. CI (CI=${process.env.CI}) must run them: install git-lfs there.`)
    console.warn(GIT_LFS_MISSING)
  }
  project.provide('gitLfs', version !== undefined)
}
