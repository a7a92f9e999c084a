import { cliMain } from './cli-main.ts'
import { run } from './main.ts'

/**
 * One bundle, two front ends: the runner starts dist/index.js for the action; dist/cli.js (the
 * `stac-publish` command, written by scripts/cli-launcher.ts) marks the process as the command
 * line with a global symbol, which no workflow setting can reach, and imports this file.
 */
const CLI = Symbol.for('stac-publish-action.cli')

if ((globalThis as Record<symbol, unknown>)[CLI] === true) await cliMain()
else await run()
