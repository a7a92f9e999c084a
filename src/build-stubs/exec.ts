/**
 * Stands in for `@actions/exec` in the bundle (tsconfig `paths`). @actions/core imports it for
 * core.platform.getDetails, which this action never calls; the package imports node:child_process
 * (and @actions/io) as it loads. The one command the action runs, git, is spawned by content/git-lfs.ts.
 */
export function getExecOutput(): never {
  throw new Error('@actions/exec is not bundled with stac-publish-action: core.platform.getDetails is not supported')
}
