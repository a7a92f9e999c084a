export const id = 268;
export const ids = [268];
export const modules = {

/***/ 6268:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cliMain: () => (/* binding */ cliMain)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/config/index.ts + 1 modules
var config = __webpack_require__(14);
// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var common = __webpack_require__(4095);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/cli-settings.ts




/**
 * stac-publish --settings FILE: the command's STAC_* variables from a file (what `npm run sandbox`
 * writes, or a team's settings for INT), so that they need not be exported in a shell. Not named
 * --settings: Node.js itself opens a file given as --settings anywhere on its command line, a
 * script's arguments included, and applies the NODE_OPTIONS in it (20, 22 and 24 alike), before
 * the launcher could check anything.
 *
 * The file is KEY=value lines: a line starting with # is a comment, blank lines are left out,
 * `export ` before a key is allowed (a file a shell can source), and quotes around a value are
 * removed; everything else after the = is the value, # included (passwords hold them). Only the
 * variables the command reads are accepted, so that a misspelt one is named, not silently unused.
 */
/** A settings file holds a few lines; a larger file is not one (and is not read into memory). */
const MAX_SETTINGS_BYTES = 64 * 1024;
/** A problem with a settings file: a usage error, named by the flag and the file. */
class SettingsError extends Error {
    name = 'SettingsError';
}
const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** The file's bytes, at most MAX_SETTINGS_BYTES; a pipe (`--settings <(\u2026)`) is read as it comes. */
async function readBounded(file, shown) {
    let handle;
    try {
        handle = await (0,promises_.open)(file, 'r');
    }
    catch (error) {
        throw new SettingsError(`--settings ${shown} cannot be read (${error.code ?? error.message})`);
    }
    try {
        const chunks = [];
        let total = 0;
        for (;;) {
            const chunk = Buffer.alloc(16 * 1024);
            const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
            if (bytesRead === 0)
                return Buffer.concat(chunks, total);
            chunks.push(chunk.subarray(0, bytesRead));
            total += bytesRead;
            if (total > MAX_SETTINGS_BYTES)
                throw new SettingsError(`--settings ${shown} is over ${MAX_SETTINGS_BYTES / 1024} KiB; a settings file holds a few KEY=value lines`);
        }
    }
    catch (error) {
        if (error instanceof SettingsError)
            throw error;
        throw new SettingsError(`--settings ${shown} cannot be read (${error.code ?? error.message})`);
    }
    finally {
        await handle.close();
    }
}
/**
 * The variables of a settings file, in the order given (a later line wins). `known` are the variables
 * the command reads. Throws an SettingsError naming the file and line; never shows a value.
 */
async function readSettings(file, cwd, known) {
    const shown = (0,common/* inert */.tJ)(file);
    const bytes = await readBounded(external_node_path_default().resolve(cwd, file), shown);
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    }
    catch {
        throw new SettingsError(`--settings ${shown} is not UTF-8 text`);
    }
    const variables = new Map();
    for (const [index, raw] of text.split(/\r?\n/).entries()) {
        const line = raw.trim();
        if (line === '' || line.startsWith('#'))
            continue;
        const where = `--settings ${shown}, line ${index + 1}`;
        const equals = line.indexOf('=');
        const key = (equals < 0 ? line : line.slice(0, equals)).replace(/^export\s+/, '').trim();
        if (equals < 0 || !KEY.test(key))
            throw new SettingsError(`${where}: not KEY=value (a line starting with # is a comment)`);
        if (!known.includes(key)) {
            const meant = (0,config/* nearest */.pA)(key, known);
            throw new SettingsError(`${where}: ${(0,common/* inert */.tJ)(key)} is not a variable stac-publish reads` +
                (meant === undefined ? `; it reads ${known.join(', ')}` : `; did you mean ${meant}?`));
        }
        let value = line.slice(equals + 1).trim();
        if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0]))
            value = value.slice(1, -1);
        variables.set(key, value);
    }
    return variables;
}

// EXTERNAL MODULE: ./src/connect.ts + 4 modules
var connect = __webpack_require__(2040);
// EXTERNAL MODULE: ./src/transport/index.ts + 9 modules
var transport = __webpack_require__(8812);
// EXTERNAL MODULE: ./src/publish.ts + 7 modules
var publish = __webpack_require__(5896);
// EXTERNAL MODULE: ./src/report/index.ts + 7 modules
var src_report = __webpack_require__(2393);
;// CONCATENATED MODULE: ./src/cli.ts








/**
 * stac-publish: the action's publish as a command line tool, for a laptop or another CI.
 * Flags mirror the action's inputs; secrets come only from environment variables, so that they
 * stay out of shell history and process lists.
 */
const FLAGS = config/* INPUT_NAMES */.Qh.filter((name) => !config/* SECRET_INPUTS */.pH.has(name));
const isInput = (name) => config/* INPUT_NAMES */.Qh.includes(name);
const isFlag = (name) => (0,config/* declared */.bu)(name).kind === 'flag';
const isRepeatable = (name) => (0,config/* declared */.bu)(name).kind === 'lines';
/** The command's own flags, beside the action's inputs. */
const OWN_FLAGS = {
    workspace: {
        type: 'string',
        value: 'DIR',
        says: 'The folder that --working-directory and --files are inside. Default: the current directory',
    },
    settings: {
        type: 'string',
        value: 'FILE',
        multiple: true,
        says: 'Read the variables below from FILE: KEY=value lines, a line starting with # a comment (npm run sandbox writes one). ' +
            'A variable set in the environment wins over the file, a flag over both; given again, a later file wins.',
    },
    json: { type: 'boolean', says: 'Print the whole report as JSON on standard output; progress stays on standard error.' },
    verbose: { type: 'boolean', says: 'Print debug lines too.' },
    version: { type: 'boolean', says: 'Print the version of stac-publish.' },
    help: { type: 'boolean', short: 'h', says: 'Print this help.' },
};
/** Variables that stand in for a flag (the flag wins). */
const STAND_INS = new Map(FLAGS.flatMap((name) => {
    const { variable } = (0,config/* declared */.bu)(name);
    return variable === undefined ? [] : [[name, variable]];
}));
const HINT = "Run 'stac-publish --help' for every flag, what it means, its default and the values it takes.";
/** Columns the help is wrapped at. */
const WIDTH = 100;
function wrapped(text, indent) {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/).filter((w) => w !== '')) {
        if (line !== '' && indent.length + line.length + 1 + word.length > WIDTH) {
            lines.push(line);
            line = word;
        }
        else
            line = line === '' ? word : `${line} ${word}`;
    }
    lines.push(line);
    return lines.map((l) => `${indent}${l}`).join('\n');
}
/** Input names in a description as the command names them: an input its flag, a secret its variable. */
const INPUT_NAME = new RegExp(`(?<![\\w{-])(${[...config/* INPUT_NAMES */.Qh].sort((a, b) => b.length - a.length).join('|')})(?![\\w}-])`, 'g');
/**
 * An input's description in the command's words: other inputs named as flags
 * (`--collection-asset`) and secrets as variables (`STAC_ACCESS_TOKEN`); a true-or-false input is
 * a flag given or left out; an input of one value per line is a flag given once per value. Clauses
 * about the rules input's own fields keep their names, which are fields of a YAML file there.
 */
function inCommandWords(name, description) {
    let text = description
        .replace(/\s*Use a secret\.$/, '')
        .replace(/\bthe action\b/g, 'the command')
        .replace(/\bplain inputs\b/g, 'plain flags');
    if (isFlag(name))
        text = text.replace(/: true or false\b/, '').replace(/Default: false$/, 'Off unless given.');
    if (isRepeatable(name))
        text = text.replace(/\bper line\b/, `per --${name}, given as often as needed`).replace(/\blines starting\b/, 'values starting');
    return text
        .split(/(?<=\. )|(?=\()|(?<=\))/)
        .map((clause) => /\brules?\b|\brule's\b/i.test(clause)
        ? clause
        : clause.replace(INPUT_NAME, (found) => {
            const input = found;
            if (input === name || !found.includes('-'))
                return found;
            return config/* SECRET_INPUTS */.pH.get(input) ?? `--${found}`;
        }))
        .join('')
        .replace(/\b(STAC_[A-Z_]+) is given\b/g, '$1 is set')
        .replace(/(--[a-z-]+) is true\b/g, '$1 is given');
}
/** The help: every flag and variable with what its input's declaration says, in the command's words. */
function usage() {
    const flag = (name) => {
        const { description, required } = (0,config/* declared */.bu)(name);
        const text = inCommandWords(name, description);
        const shown = /Default: |Required|Off unless given/.test(text) || required === true ? text : `${text} Default: none`;
        return `  --${name}${isFlag(name) ? '' : ' VALUE'}${isRepeatable(name) ? ' (repeatable)' : ''}\n${wrapped(shown, '      ')}`;
    };
    const own = Object.entries(OWN_FLAGS).map(([name, option]) => {
        const shown = `--${name}${'short' in option ? `, -${option.short}` : ''}${'value' in option ? ` ${option.value}` : ''}`;
        return `  ${shown}\n${wrapped(option.says, '      ')}`;
    });
    const variables = [...config/* SECRET_INPUTS */.pH].map(([input, variable]) => `  ${variable}\n${wrapped(inCommandWords(input, (0,config/* declared */.bu)(input).description), '      ')}`);
    const standIns = [...STAND_INS].map(([input, variable]) => `  ${variable}\n      Stands in for --${input}.`);
    return [
        'Usage: stac-publish --collection ID --files GLOB [--files GLOB ...] [--item ID] [flags]',
        '',
        'Publishes files as assets of a STAC catalog item, as the GitHub Action does, with the same names,',
        'values and defaults. Passwords and tokens come from environment variables only, so that they stay',
        'out of shell history and process lists.',
        '',
        'Flags:',
        ...FLAGS.map(flag),
        ...own,
        '',
        'Environment variables:',
        ...variables,
        ...standIns,
        '',
        'Exit status: 0 every file published (or nothing to do), 1 a file or the run failed, 2 bad usage:',
        'an unknown flag, a flag or variable whose value is refused, or a file that --settings, --rules,',
        '--item-properties or --item-geometry names that cannot be read or is not valid (nothing is written then).',
    ].join('\n');
}
/** The options parseArgs reads. */
const OPTIONS = Object.fromEntries([
    ...FLAGS.map((name) => [name, isFlag(name) ? { type: 'boolean' } : { type: 'string', multiple: isRepeatable(name) }]),
    ...Object.entries(OWN_FLAGS).map(([name, option]) => [
        name,
        { type: option.type, ...('short' in option ? { short: option.short } : {}), ...('multiple' in option ? { multiple: true } : {}) },
    ]),
]);
/** What is wrong with the command line, in one line: the flag, what it needs, and what was most likely meant. */
function usageProblem(argv, error) {
    const { tokens } = (0,external_node_util_.parseArgs)({ args: [...argv], options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
    for (const [index, token] of tokens.entries()) {
        if (token.kind === 'option') {
            const option = OPTIONS[token.name];
            const given = (0,common/* inert */.tJ)(token.rawName);
            if (option === undefined) {
                const secret = config/* SECRET_INPUTS */.pH.get(token.name);
                if (secret !== undefined)
                    return `${given} is not accepted on the command line; set ${secret} in the environment instead`;
                // Node's own --env-file cannot be ours (see cli-settings.ts): --settings is.
                const meant = (0,config/* nearest */.pA)(token.name, [...Object.keys(OPTIONS), ...config/* SECRET_INPUTS */.pH.keys()], { 'env-file': 'settings' });
                const variable = config/* SECRET_INPUTS */.pH.get(meant);
                return `unknown flag ${given}${meant === undefined
                    ? ''
                    : variable === undefined
                        ? `; did you mean --${meant}?`
                        : `; did you mean ${variable} (an environment variable)?`}`;
            }
            if (option.type === 'boolean' && token.value !== undefined)
                return `--${token.name} takes no value: give it alone to turn it on, leave it out for off`;
            if (option.type === 'string' && token.value === undefined)
                return `--${token.name} needs a value`;
        }
        else if (token.kind === 'positional') {
            const before = tokens[index - 1];
            const value = (0,common/* inert */.tJ)(token.value);
            if (before?.kind === 'option' && OPTIONS[before.name]?.type === 'boolean')
                return `--${before.name} takes no value ('${value}'): give it alone to turn it on, leave it out for off`;
            if (before?.kind === 'option' || before?.kind === 'positional')
                return (`'${value}' has no flag before it: a pattern the shell expanded into file names? ` +
                    "Quote each pattern (--files '**/*.tif'), and give a flag before every value");
            return `'${value}' has no flag before it; give a flag before every value`;
        }
    }
    return (0,common/* inert */.tJ)(error instanceof Error ? error.message : String(error));
}
/**
 * Progress on standard error. Every line goes through inertLines: a file's name cannot steer the
 * terminal (ANSI escapes) nor, when the command runs in a workflow's step, the runner.
 */
function terminalLog(io, secrets, verbose, words) {
    const write = (text) => io.stderr(`${(0,common/* inertLines */.wi)(secrets.redact(text))}\n`);
    return {
        words,
        info: (message) => write(message),
        warning: (message) => write(`warning: ${message}`),
        debug: (message) => {
            if (verbose)
                write(`debug: ${message}`);
        },
        debugging: verbose,
        group: async (name, work) => {
            write(`\u00bb ${name}`);
            return work();
        },
    };
}
/** The variables the command reads from the environment, which a settings file may set. */
const VARIABLES = [...config/* SECRET_INPUTS */.pH.values(), ...STAND_INS.values()];
/**
 * The environment with the variables of the --settings files: a variable set in the environment
 * (not empty) wins, as with Node's --env-file, and a later file over an earlier one.
 */
async function withSettings(io, files) {
    if (!Array.isArray(files))
        return io.env;
    const fromFiles = new Map();
    for (const file of files) {
        if (typeof file === 'string')
            for (const [key, value] of await readSettings(file, io.cwd, VARIABLES))
                fromFiles.set(key, value);
    }
    const env = { ...io.env };
    for (const [key, value] of fromFiles)
        if ((env[key] ?? '') === '')
            env[key] = value;
    return env;
}
/** Runs the command; resolves with the exit status. */
async function cli(io) {
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({ args: [...io.argv], options: OPTIONS, allowPositionals: false, strict: true });
    }
    catch (error) {
        io.stderr(`stac-publish: ${usageProblem(io.argv, error)}\n${HINT}\n`);
        return 2;
    }
    const values = parsed.values;
    if (values.help === true) {
        io.stdout(`${usage()}\n`);
        return 0;
    }
    if (values.version === true) {
        io.stdout(`${io.version ?? 'unknown'}\n`);
        return 0;
    }
    let env;
    try {
        env = await withSettings(io, values.settings);
    }
    catch (error) {
        if (!(error instanceof SettingsError))
            throw error;
        io.stderr(`stac-publish: ${error.message}\n`);
        return 2;
    }
    const secrets = new common/* Secrets */.Sb();
    for (const password of (0,transport/* proxySecrets */.Wm)(env))
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
        const value = env[variable];
        if (value !== undefined && value !== '') {
            raw[input] = value;
            secrets.add(value.trim());
        }
    }
    // Inputs whose value came from a variable: named by it.
    const fromVariables = new Map();
    for (const [input, variable] of STAND_INS) {
        if (raw[input] !== undefined || env[variable] === undefined)
            continue;
        raw[input] = env[variable];
        fromVariables.set(input, variable);
    }
    const words = cliWords(fromVariables);
    const log = terminalLog(io, secrets, values.verbose === true, words);
    const workspace = typeof values.workspace === 'string' ? values.workspace : io.cwd;
    const pending = new common/* PendingWork */.Ri();
    const { report } = await (0,publish/* publishRun */.ZM)(() => (0,config/* parseConfig */.o4)(raw, { workspace }), {
        log,
        secrets,
        pending,
        connect: (config) => (0,connect/* connect */.N)(config, { log, secrets, pending }),
    });
    const outcome = (0,src_report/* verdict */.WJ)(report);
    // Refused flags or variables, or a file a flag names, are bad usage: the command cannot run as given.
    const badUsage = outcome.failed && !report.writing && report.problems.some(common/* isUsage */.gl);
    if (outcome.failed && report.problems.length > 0)
        io.stderr(`${(0,common/* inertLines */.wi)((0,common/* cappedLines */.Lo)(secrets.redact(stoppedText(report, outcome.message, words))))}\n`);
    else {
        for (const r of (0,src_report/* failedFiles */.PW)(report.results))
            log.warning((0,src_report/* failedLine */.E2)(r));
        const url = (0,src_report/* runUrl */.Vp)(report);
        log.info(`${(0,src_report/* totalsLine */.sX)(report.results, report.dryRun, report.deletions, report.durationMs)} \u2014 ${url === '' ? (report.target ?? '') : url}`);
    }
    if (badUsage)
        io.stderr(`${HINT}\n`);
    if (values.json === true)
        io.stdout(`${secrets.redact((0,src_report/* runJson */.MP)(report, words))}\n`);
    return badUsage ? 2 : outcome.failed ? 1 : 0;
}
/** A value as a shell takes it: quoted where it would split it or read it otherwise. */
const shellValue = (value) => (/^[\w@%+=:,./{}-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`);
/**
 * The command's words: flags where the action has inputs, environment variables for its secrets and
 * for the inputs whose value came from one (`fromVariables`: STAC_USERNAME for --username).
 */
function cliWords(fromVariables) {
    const variable = (name) => config/* SECRET_INPUTS */.pH.get(name) ?? fromVariables.get(name);
    return {
        input: ({ input, value }) => {
            const set = variable(input);
            // A secret's value is never printed, even as the value a suggestion would set: the variable's name alone.
            if (set !== undefined)
                return value === undefined || config/* SECRET_INPUTS */.pH.has(input) ? set : `${set}=${shellValue(value)}`;
            if (value === undefined)
                return `--${input}`;
            // A true-or-false input is a flag: given for true, left out for false.
            if (isInput(input) && isFlag(input))
                return value === 'false' ? `no --${input}` : `--${input}`;
            return `--${input} ${shellValue(value)}`;
        },
        inputSubject: (name) => variable(name) ?? `--${name}`,
        inputs: 'Flags and variables',
        debugLog: 'the output of the same command with --verbose',
    };
}
/** A run that stopped, in the command's words: each problem with how to fix it, then what was checked. */
function stoppedText(report, why, words) {
    const checked = report.checks.map((check) => `${check.name} (${check.passed ? check.detail : `failed: ${check.detail}`})`);
    return [
        `stac-publish: ${why}:`,
        ...report.problems.map((problem) => `- ${(0,src_report/* shownProblem */.F0)(problem, words)}`),
        ...(checked.length === 0 ? [] : [`Checked: ${checked.join(', ')}`]),
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/cli-main.ts

/**
 * The `stac-publish` command: its streams and exit status around cli(). Standard output carries
 * only what cli() writes to it (the --json report); nothing the command loads prints the runner's
 * workflow commands (file selection reads the patterns and walks the folders itself, not with
 * @actions/glob's logging walk).
 */
async function cliMain() {
    // Set by dist/cli.js, which scripts/cli-launcher.ts writes with package.json's version.
    const version = globalThis[Symbol.for('stac-publish-action.version')];
    process.exitCode = await cli({
        argv: process.argv.slice(2),
        env: process.env,
        cwd: process.cwd(),
        stdout: (text) => process.stdout.write(text),
        stderr: (text) => process.stderr.write(text),
        ...(typeof version === 'string' ? { version } : {}),
    });
}


/***/ })

};
