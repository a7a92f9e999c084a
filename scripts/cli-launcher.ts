/**
 * dist/cli.js, the `stac-publish` command: it marks the process as the command line and runs the
 * one bundle, dist/index.js (see src/index.ts). Written by `npm run build`, like the rest of dist/.
 */
import { chmod, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const launcher = `#!/usr/bin/env node
// The stac-publish command line: the same bundle as the action, told apart by this mark.
globalThis[Symbol.for('stac-publish-action.cli')] = true
await import('./index.js')
`
const file = path.join(root, 'dist/cli.js')
await writeFile(file, launcher)
await chmod(file, 0o755)
