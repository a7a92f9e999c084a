import { cli } from './cli.ts'

/** The `stac-publish` command: its streams and exit status around cli(). */
export async function cliMain(): Promise<void> {
  const stdout = process.stdout.write.bind(process.stdout)
  // Libraries made for Actions (@actions/glob) print workflow commands such as ::debug:: on
  // standard output; outside a runner they are noise, and they would break the --json report.
  process.stdout.write = (chunk: string | Uint8Array, ...rest: unknown[]) =>
    String(chunk).startsWith('::') ? true : stdout(chunk, ...(rest as []))

  process.exitCode = await cli({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    stdout: (text) => stdout(text),
    stderr: (text) => process.stderr.write(text),
  })
}
