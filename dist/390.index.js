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
var config = __webpack_require__(5071);
// EXTERNAL MODULE: ./src/common/index.ts + 9 modules
var common = __webpack_require__(4886);
// EXTERNAL MODULE: ./src/connect.ts + 4 modules
var connect = __webpack_require__(2040);
// EXTERNAL MODULE: ./src/transport/index.ts + 3 modules
var transport = __webpack_require__(8092);
// EXTERNAL MODULE: ./src/publish.ts + 8 modules
var publish = __webpack_require__(9383);
// EXTERNAL MODULE: ./src/report/index.ts + 6 modules
var src_report = __webpack_require__(3712);
;// CONCATENATED MODULE: ./src/cli.ts







/**
 * stac-publish: the action's publish as a command line tool, for a laptop or another CI.
 * Flags mirror the action's inputs; secrets come only from environment variables, so that they
 * stay out of shell history and process lists.
 */
const FLAGS = config/* INPUT_NAMES */.Qh.filter((name) => !config/* SECRET_INPUTS */.pH.has(name));
const isFlag = (name) => config/* INPUTS */.mc[name] === 'flag';
const isRepeatable = (name) => config/* INPUTS */.mc[name] === 'lines';
const USAGE = `Usage: stac-publish --collection ID --item ID --files GLOB [--files GLOB ...] [options]

Publishes files as assets of a STAC catalog item, as the GitHub Action does.

Options (same names, values and defaults as the action's inputs; see the README):
${FLAGS.map((name) => `  --${name}${isFlag(name) ? '' : ' VALUE'}${isRepeatable(name) ? ' (repeatable)' : ''}`).join('\n')}
  --workspace DIR      root that working-directory and files are inside (default: current directory)
  --json               print a JSON report on standard output (progress goes to standard error)
  --help

Secrets, from the environment only:
${[...config/* SECRET_INPUTS */.pH].map(([input, variable]) => `  ${variable.padEnd(20)} ${input}`).join('\n')}
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
        const secret = [...config/* SECRET_INPUTS */.pH].find(([name]) => message.includes(`--${name}`));
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
    for (const name of config/* INPUT_NAMES */.Qh) {
        const value = values[name];
        if (Array.isArray(value))
            raw[name] = value.join('\n');
        else if (typeof value === 'boolean')
            raw[name] = String(value);
        else if (typeof value === 'string')
            raw[name] = value;
    }
    for (const [input, variable] of config/* SECRET_INPUTS */.pH) {
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
    const workspace = typeof values.workspace === 'string' ? values.workspace : io.cwd;
    const pending = new common/* PendingWork */.Ri();
    const { report } = await (0,publish/* publishRun */.Z)(() => (0,config/* parseConfig */.o4)(raw, { workspace }), {
        log,
        secrets,
        pending,
        connect: (config) => (0,connect/* connect */.N)(config, { log, secrets, pending }),
    });
    const outcome = (0,src_report/* verdict */.WJ)(report);
    if (outcome.failed && report.problems.length > 0)
        io.stderr(`${(0,common/* inertLines */.wi)((0,common/* cappedLines */.Lo)(secrets.redact(stoppedText(report, outcome.message))))}\n`);
    else {
        for (const r of (0,src_report/* failedFiles */.PW)(report.results))
            log.warning((0,src_report/* failedLine */.E2)(r));
        const url = (0,src_report/* runUrl */.Vp)(report);
        log.info(`${(0,src_report/* totalsLine */.sX)(report.results, report.dryRun, report.deletions, report.durationMs)} — ${url === '' ? (report.target ?? '') : url}`);
    }
    if (values.json === true)
        io.stdout(`${secrets.redact((0,src_report/* runJson */.MP)(report, CLI_WORDS))}\n`);
    return outcome.failed ? 1 : 0;
}
/** The command's words: flags where the action has inputs, environment variables for its secrets. */
const CLI_WORDS = {
    input: ({ input, value }) => {
        const secret = config/* SECRET_INPUTS */.pH.get(input);
        if (secret !== undefined)
            return value === undefined ? secret : `${secret}=${value}`;
        if (value === undefined)
            return `--${input}`;
        return config/* INPUTS */.mc[input] === 'flag' ? `--${input}` : `--${input} ${value}`;
    },
    inputSubject: (name) => config/* SECRET_INPUTS */.pH.get(name) ?? `--${name}`,
};
/** A run that stopped, in the command's words: each problem with how to fix it, then what was checked. */
function stoppedText(report, why) {
    const checked = report.checks.map((check) => `${check.name} (${check.passed ? check.detail : `failed: ${check.detail}`})`);
    return [
        `stac-publish: ${why}:`,
        ...report.problems.map((problem) => `- ${(0,src_report/* shownProblem */.F0)(problem, CLI_WORDS)}`),
        ...(checked.length === 0 ? [] : [`Checked: ${checked.join(', ')}`]),
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/cli-main.ts

/**
 * The `stac-publish` command: its streams and exit status around cli(). Standard output carries
 * only what cli() writes to it (the --json report); nothing the command loads prints the runner's
 * workflow commands (file selection asks @actions/glob for its patterns, not its logging walk).
 */
async function cliMain() {
    process.exitCode = await cli({
        argv: process.argv.slice(2),
        env: process.env,
        cwd: process.cwd(),
        stdout: (text) => process.stdout.write(text),
        stderr: (text) => process.stderr.write(text),
    });
}


/***/ })

};
