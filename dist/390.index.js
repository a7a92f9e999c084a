export const id = 390;
export const ids = [390];
export const modules = {

/***/ 9390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cliMain: () => (/* binding */ cliMain)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/config/index.ts + 3 modules
var src_config = __webpack_require__(5071);
// EXTERNAL MODULE: ./src/common/index.ts + 8 modules
var common = __webpack_require__(5034);
// EXTERNAL MODULE: ./src/transport/index.ts + 3 modules
var transport = __webpack_require__(8092);
// EXTERNAL MODULE: ./src/publish.ts + 12 modules
var publish = __webpack_require__(7085);
// EXTERNAL MODULE: ./src/report/index.ts + 1 modules
var report = __webpack_require__(8317);
;// CONCATENATED MODULE: ./src/cli.ts






/**
 * stac-publish: the action's publish as a command line tool, for a laptop or another CI.
 * Flags mirror the action's inputs; secrets come only from environment variables, so that they
 * stay out of shell history and process lists.
 */
const FLAGS = src_config/* INPUT_NAMES */.Qh.filter((name) => !src_config/* SECRET_INPUTS */.pH.has(name));
const isFlag = (name) => src_config/* INPUTS */.mc[name] === 'flag';
const isRepeatable = (name) => src_config/* INPUTS */.mc[name] === 'lines';
const USAGE = `Usage: stac-publish --collection ID --item ID --files GLOB [--files GLOB ...] [options]

Publishes files as assets of a STAC catalog item, as the GitHub Action does.

Options (same names, values and defaults as the action's inputs; see the README):
${FLAGS.map((name) => `  --${name}${isFlag(name) ? '' : ' VALUE'}${isRepeatable(name) ? ' (repeatable)' : ''}`).join('\n')}
  --workspace DIR      root that working-directory and files are inside (default: current directory)
  --json               print a JSON report on standard output (progress goes to standard error)
  --help

Secrets, from the environment only:
${[...src_config/* SECRET_INPUTS */.pH].map(([input, variable]) => `  ${variable.padEnd(20)} ${input}`).join('\n')}
  STAC_USERNAME, STAC_CLIENT_ID may stand in for --username and --client-id.

Exit status: 0 all published, 1 a file or the run failed, 2 bad usage.`;
/**
 * Progress on standard error. Every line goes through inertLines: a file's name cannot steer the
 * terminal (ANSI escapes) nor, when the command runs in a workflow's step, the runner.
 */
function terminalLog(io, secrets, verbose) {
    const write = (text) => io.stderr(`${(0,common/* inertLines */.wi)(secrets.redact(text))}\n`);
    return {
        info: (message) => write(message),
        warning: (message) => write(`warning: ${message}`),
        debug: (message) => {
            if (verbose)
                write(`debug: ${message}`);
        },
        group: async (name, work) => {
            write(`» ${name}`);
            return work();
        },
    };
}
/** Runs the command; resolves with the exit status. */
async function cli(io) {
    const options = Object.fromEntries(FLAGS.map((name) => [name, isFlag(name) ? { type: 'boolean' } : { type: 'string', multiple: isRepeatable(name) }]));
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({
            args: [...io.argv],
            options: {
                ...options,
                workspace: { type: 'string' },
                json: { type: 'boolean' },
                verbose: { type: 'boolean' },
                help: { type: 'boolean' },
            },
            allowPositionals: false,
            strict: true,
        });
    }
    catch (error) {
        // parseArgs throws TypeErrors whose words are about the user's flags: shown as they are.
        const message = error instanceof Error ? error.message : String(error);
        const secret = [...src_config/* SECRET_INPUTS */.pH].find(([name]) => message.includes(`--${name}`));
        io.stderr(secret === undefined
            ? `stac-publish: ${(0,common/* inertLines */.wi)(message)}\n\n${USAGE}\n`
            : `stac-publish: --${secret[0]} is not accepted on the command line; set ${secret[1]} in the environment instead\n`);
        return 2;
    }
    const values = parsed.values;
    if (values.help === true) {
        io.stdout(`${USAGE}\n`);
        return 0;
    }
    const secrets = new common/* Secrets */.Sb();
    for (const password of (0,transport/* proxySecrets */.Wm)(io.env))
        secrets.add(password);
    const raw = {};
    for (const name of src_config/* INPUT_NAMES */.Qh) {
        const value = values[name];
        if (Array.isArray(value))
            raw[name] = value.join('\n');
        else if (typeof value === 'boolean')
            raw[name] = String(value);
        else if (typeof value === 'string')
            raw[name] = value;
    }
    for (const [input, variable] of src_config/* SECRET_INPUTS */.pH) {
        const value = io.env[variable];
        if (value !== undefined && value !== '') {
            raw[input] = value;
            secrets.add(value.trim());
        }
    }
    if (raw.username === undefined && io.env.STAC_USERNAME !== undefined)
        raw.username = io.env.STAC_USERNAME;
    if (raw['client-id'] === undefined && io.env.STAC_CLIENT_ID !== undefined)
        raw['client-id'] = io.env.STAC_CLIENT_ID;
    const log = terminalLog(io, secrets, values.verbose === true);
    try {
        const workspace = typeof values.workspace === 'string' ? values.workspace : io.cwd;
        const config = (0,src_config/* parseConfig */.o4)(raw, { workspace });
        const pending = new common/* PendingWork */.Ri();
        const { results, items, deletions, target } = await (0,common/* untilSettled */.QJ)((0,publish/* publish */.m)(config, { log, secrets, pending }), pending);
        for (const r of (0,report/* failedFiles */.PW)(results))
            log.warning((0,report/* failedLine */.E2)(r));
        log.info(`${(0,report/* totalsLine */.sX)(results, config.dryRun, deletions)} — ${target}`);
        if (values.json === true) {
            io.stdout(`${secrets.redact((0,report/* reportJson */.l4)(results, target, config.shard, { items, deletions }))}\n`);
        }
        const incomplete = items.some((r) => r.result === 'failed') || deletions.some((d) => d.result === 'failed');
        return (0,report/* totals */.Sd)(results).failed > 0 || incomplete ? 1 : 0;
    }
    catch (error) {
        if ((0,common/* isInternalError */.wA)(error))
            log.debug((0,common/* internalDetail */.le)(error));
        const message = (0,common/* cappedLines */.Lo)(secrets.redact((0,common/* errorMessage */.gJ)(error)));
        io.stderr(`stac-publish: ${(0,common/* inertLines */.wi)(message)}\n`);
        if (values.json === true)
            io.stdout(`${JSON.stringify({ error: message })}\n`);
        return 1;
    }
}

;// CONCATENATED MODULE: ./src/cli-main.ts

/** The `stac-publish` command: its streams and exit status around cli(). */
async function cliMain() {
    const stdout = process.stdout.write.bind(process.stdout);
    // Libraries made for Actions (@actions/glob) print workflow commands such as ::debug:: on
    // standard output; outside a runner they are noise, and they would break the --json report.
    process.stdout.write = (chunk, ...rest) => String(chunk).startsWith('::') ? true : stdout(chunk, ...rest);
    process.exitCode = await cli({
        argv: process.argv.slice(2),
        env: process.env,
        cwd: process.cwd(),
        stdout: (text) => stdout(text),
        stderr: (text) => process.stderr.write(text),
    });
}


/***/ })

};
