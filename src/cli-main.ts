import { cli } from './cli.ts'

/**
 * The `stac-publish` command: its streams and exit status around cli(). Standard output carries
 * only what cli() writes to it (the --json report); nothing the command loads prints the runner's
 * workflow commands (file selection reads the patterns and walks the folders itself, not with
 * @actions/glob's logging walk).
 */
export async function cliMain(): Promise<void> {
  // Set by dist/cli.js, which scripts/cli-launcher.ts writes with package.json's version.
  const version = (globalThis as Record<symbol, unknown>)[Symbol.for('stac-publish-action.version')]
  process.exitCode = await cli({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    ...(typeof version === 'string' ? { version } : {}),
  })
}
