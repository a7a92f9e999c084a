import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 4095:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  dC: () => (/* reexport */ ACTION_WORDS),
  r_: () => (/* reexport */ BACKSLASH),
  $z: () => (/* reexport */ CLOSE_ARRAY),
  tX: () => (/* reexport */ CLOSE_OBJECT),
  oH: () => (/* reexport */ COLON),
  KE: () => (/* reexport */ COMMA),
  jL: () => (/* reexport */ FileChangedError),
  w3: () => (/* reexport */ MAX_FILE_SIZE),
  kz: () => (/* reexport */ MAX_PARTS),
  D6: () => (/* reexport */ MIB),
  fq: () => (/* reexport */ MIN_PART_SIZE),
  ql: () => (/* reexport */ NamedFileError),
  rK: () => (/* reexport */ OPEN_ARRAY),
  bV: () => (/* reexport */ OPEN_OBJECT),
  Ri: () => (/* reexport */ PendingWork),
  FQ: () => (/* reexport */ ProblemsError),
  jA: () => (/* reexport */ QUOTE),
  Sb: () => (/* reexport */ Secrets),
  yo: () => (/* reexport */ UserError),
  Ld: () => (/* reexport */ VERSION_CONTROL),
  SH: () => (/* reexport */ anchorPattern),
  zR: () => (/* reexport */ asError),
  m_: () => (/* reexport */ blamedLink),
  uo: () => (/* reexport */ capped),
  Lo: () => (/* reexport */ cappedLines),
  gJ: () => (/* reexport */ errorMessage),
  kc: () => (/* reexport */ errorText),
  Wj: () => (/* reexport */ fileProblem),
  z3: () => (/* reexport */ formatBytes),
  C7: () => (/* reexport */ formatElapsed),
  pB: () => (/* reexport */ guardInterval),
  Sc: () => (/* reexport */ guardTimeout),
  tJ: () => (/* reexport */ inert),
  wi: () => (/* reexport */ inertLines),
  hF: () => (/* reexport */ input),
  le: () => (/* reexport */ internalDetail),
  FK: () => (/* reexport */ isInside),
  wA: () => (/* reexport */ isInternalError),
  gl: () => (/* reexport */ isUsage),
  sf: () => (/* reexport */ mapLimit),
  uV: () => (/* reexport */ partLayout),
  v7: () => (/* reexport */ pause),
  gS: () => (/* reexport */ problemError),
  YK: () => (/* reexport */ problemLine),
  GW: () => (/* reexport */ problemsOf),
  wh: () => (/* reexport */ readNamedFile),
  wB: () => (/* reexport */ redactedProblem),
  tw: () => (/* reexport */ refusalLine),
  XX: () => (/* reexport */ render),
  cv: () => (/* reexport */ say),
  V3: () => (/* reexport */ slashedRelative),
  QJ: () => (/* reexport */ untilSettled),
  qE: () => (/* reexport */ versionControlFolder),
  ux: () => (/* reexport */ within),
  t$: () => (/* reexport */ yamlValue)
});

// UNUSED EXPORTS: fileKind, word

;// CONCATENATED MODULE: ./src/common/words.ts
/**
 * The vocabulary messages are written in where the action and the command line say a thing
 * differently: an input is `'item'` or `item: x` in a workflow and `--item x` or `STAC_PASSWORD` on
 * the command line, and the few other words each front end has its own for (its inputs as a whole,
 * where its debug lines are). A message is Text, words with these named among them; each front end
 * renders it in its own words (Words), so that the command line never speaks of inputs, secrets or steps.
 */
/** Text from a template: say`check ${input('collection')} and ${input('base-url')}`; a Text given as a part is spliced in. */
function say(strings, ...parts) {
    const text = [];
    strings.forEach((chunk, index) => {
        text.push(chunk);
        const part = parts[index];
        if (Array.isArray(part))
            text.push(...part);
        else if (part !== undefined)
            text.push(typeof part === 'number' ? String(part) : part);
    });
    return text.filter((part) => part !== '');
}
/** An input named in a text: quoted ('asset-id'), or with `bare` as a word (item-datetime), or with its value (items: create). */
const input = (name, options = {}) => ({
    input: name,
    ...options,
});
/** A word of the vocabulary named in a text. */
const word = (name) => ({ word: name });
/** A value as a workflow's YAML takes it: quoted where YAML would read it otherwise (a template's '{', ': ', a leading quote). */
const yamlValue = (value) => /^[{[&*!|>'"%@`#]|^[-?:](\s|$)|: | #|^\s|\s$|^$/.test(value) ? `'${value.replaceAll("'", "''")}'` : value;
/** The action's words: its inputs as a workflow names them. */
const ACTION_WORDS = {
    input: ({ input: name, value, bare }) => (value !== undefined ? `${name}: ${yamlValue(value)}` : bare === true ? name : `'${name}'`),
    inputSubject: (name) => `Input '${name}'`,
    inputs: 'Inputs',
    debugLog: "the step's debug log",
};
/** A text in a front end's words (the action's when none are given). */
const render = (text, words = ACTION_WORDS) => text.map((part) => (typeof part === 'string' ? part : 'input' in part ? words.input(part) : words[part.word])).join('');

;// CONCATENATED MODULE: ./src/common/errors.ts

/**
 * A problem with the user's inputs or files; the message is meant for the user as it is. Given as
 * Text (inputs named among its words), its message is in the action's words and `text` keeps it for
 * a front end with other words.
 */
class UserError extends Error {
    name = 'UserError';
    text;
    constructor(message) {
        super(typeof message === 'string' ? message : render(message));
        this.text = typeof message === 'string' ? [message] : message;
    }
}
/**
 * A selected file that changed (or vanished) while it was published: between its checksum and its
 * upload, or while its parts were sent. It fails that file only; the next run publishes it as it
 * is then.
 */
class FileChangedError extends Error {
    name = 'FileChangedError';
    /**
     * `what` says how: "vanished after its checksum was computed"; `left` what this run left of it
     * ("nothing was uploaded for it", "its upload was aborted").
     */
    constructor(relativePath, what, left = 'nothing was uploaded for it') {
        super(`${relativePath}: the file changed while publishing (${what}); ${left}, and the next run publishes the file as it is then`);
    }
}
/**
 * What JavaScript and Node throw for a mistake in code (a wrong type, an offset out of range, a
 * stack overflow, JSON that was not expected): never meant for the user, whose file may have
 * caused it. Its message can echo a file's bytes or name the code's internals.
 */
function isInternalError(error) {
    return (error instanceof TypeError ||
        error instanceof RangeError ||
        error instanceof ReferenceError ||
        error instanceof SyntaxError ||
        error instanceof EvalError ||
        error instanceof URIError);
}
/** Node's codes (ERR_OUT_OF_RANGE) are a stable, safe part of an internal error; anything else in that property is not shown. */
const NODE_CODE = /^[A-Z][A-Z0-9_]{0,47}$/;
/** What anything thrown says to the user, as Text: an internal error's own text gives way to a stable one. */
function errorText(error) {
    if (isInternalError(error)) {
        const code = error.code;
        const kind = typeof code === 'string' && NODE_CODE.test(code) ? `${error.name} ${code}` : error.name;
        return say `internal error (${kind}); please report it, with ${word('debugLog')}`;
    }
    // A UserError's text, unless its message was changed since (ProblemsError.join sets it).
    if (error instanceof UserError && render(error.text) === error.message)
        return error.text;
    return [error instanceof Error ? error.message : String(error)];
}
/** The message of anything thrown, for the user, in a front end's words (the action's when none are given). */
const errorMessage = (error, words = ACTION_WORDS) => render(errorText(error), words);
/** An internal error as the debug log carries it, for a report: its own message and where it was thrown. */
function internalDetail(error) {
    return cappedLines(error.stack ?? `${error.name}: ${error.message}`);
}
/**
 * The longest message about one file that results, annotations and the summary carry: what a
 * person reads, not a file's content that a parser echoed (which can be megabytes).
 */
const MESSAGE_LIMIT = 400;
/** Lines of a run's failure kept (each capped at MESSAGE_LIMIT); the rest is counted. */
const MESSAGE_LINES = 60;
/** `text`, cut at `limit` characters (never inside a character), saying how much was left out. */
function capped(text, limit = MESSAGE_LIMIT) {
    if (text.length <= limit)
        return text;
    let end = limit;
    // A surrogate pair is one character: not cut in half.
    if (/[\ud800-\udbff]/.test(text.charAt(end - 1)))
        end--;
    return `${text.slice(0, end)}\u2026 (${text.length - end} more characters)`;
}
/** A message of several lines (a run's failure, a list of files): each line capped, and at most MESSAGE_LINES of them. */
function cappedLines(text) {
    const lines = text.split(/\r\n|\r|\n/);
    const kept = lines.slice(0, MESSAGE_LINES).map((line) => capped(line));
    if (lines.length > MESSAGE_LINES)
        kept.push(`\u2026and ${lines.length - MESSAGE_LINES} more line(s)`);
    return kept.join('\n');
}
/** Anything thrown, as an Error. */
function asError(error) {
    return error instanceof Error ? error : new Error(String(error));
}

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __nccwpck_require__(8500);
;// CONCATENATED MODULE: ./src/common/guard.ts

/*
 * What holds the process while a run goes on, and nothing after it. A run's work (a request, a
 * file read, a retry's wait) keeps Node's event loop alive; a timer that only watches that work
 * must never do so by itself, or a run whose last line is printed stays alive until the timer
 * fires (a request's 120 s deadline, armed after its answer had settled it). Timers in src/ come
 * from here, and ESLint refuses setTimeout and setInterval elsewhere.
 */
/**
 * A timer that watches something else: a deadline, a progress line. It is unref'd, so that one
 * left armed on some path cannot keep a finished run alive; what it watches is work that holds
 * the process while it lasts. Clear it all the same when that ends.
 */
function guardTimeout(fire, ms) {
    return setTimeout(fire, ms).unref();
}
/** guardTimeout, repeated. */
function guardInterval(fire, ms) {
    return setInterval(fire, ms).unref();
}
/**
 * A wait that is the work itself (a retry's backoff): it holds the process while it lasts, since
 * a run with nothing else under way would otherwise see its event loop run dry, and ends at once,
 * its timer cleared, when `signal` aborts (the run is over).
 */
function pause(ms, signal) {
    return (0,promises_.setTimeout)(ms, undefined, { signal }).then(() => undefined, () => undefined);
}
/**
 * Settles `work` even if nothing is left that could settle it. When the event loop runs dry while
 * the run still waits (a promise nobody will resolve), Node would end the process with exit code
 * 13 and no word about the files; instead the run fails with an error that names what was under
 * way. Only the entry points use this: it watches the process.
 */
async function untilSettled(work, pending) {
    let onDry;
    const dry = new Promise((_resolve, reject) => {
        onDry = () => {
            const open = pending.list();
            const what = open.length === 0 ? 'no request or file was under way' : `under way: ${open.join('; ')}`;
            reject(new Error(`The run stopped with work unfinished and nothing left that could finish it (${what}); this is a bug, please report it`));
        };
    });
    const listener = () => onDry?.();
    process.on('beforeExit', listener);
    try {
        return await Promise.race([work, dry]);
    }
    finally {
        process.off('beforeExit', listener);
    }
}

;// CONCATENATED MODULE: ./src/common/inert.ts
/**
 * Strings from files (their names, their content, what git or a server says about them) shown in
 * the runner's log, annotations and the job summary, without doing anything there. The runner
 * reads each line the action prints (split at CR, LF or CRLF) as a workflow command when, after
 * leading white space, it starts with `::name \u2026::` (add-mask, stop-commands, error, set-output, \u2026),
 * or when it holds `##[name \u2026]` anywhere (the older form); a terminal runs ANSI escape sequences.
 */
/**
 * What could split a line, steer a terminal, reorder text on screen or hide in it: C0 and C1
 * controls (ESC among them), DEL, the Unicode line and paragraph separators, the bidirectional
 * marks and overrides, and the invisible characters that a culture-aware comparison (the runner
 * compares with .NET's current culture) may skip: soft hyphen, zero-width characters, the BOM.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/g;
const NAMED = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
function escaped(char) {
    const code = char.charCodeAt(0);
    return NAMED[char] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
}
/**
 * A string from a file, to interpolate into a log line or a message: every character that could
 * break the line or steer a terminal is shown as its escape, as in a JavaScript string (`\n`,
 * `\x1b`, `\u2028`), and the older command form `##[` anywhere is shown as `#\x23[`. Anything
 * else, a backslash included, stays as it is: a plain name reads as itself.
 */
function inert(text) {
    return text.replace(UNSAFE, escaped).replaceAll('##[', '#\\x23[');
}
/**
 * The white space the runner trims before it looks for `::` (.NET's TrimStart: Unicode white space,
 * U+0085 included); wider than that is harmless, so JavaScript's \s serves with it.
 */
const COMMAND_START = /^([\s\u0085]*):(?=:)/;
/**
 * A whole message as the lines the runner reads: each line made inert, and a line that would
 * start with `::` shown as `\x3a:`. The one backstop every log, annotation and failure message
 * passes through, so that a call site that forgets inert() still prints no command.
 */
function inertLines(message) {
    return message
        .split(/\r\n|\r|\n/)
        .map((line) => inert(line).replace(COMMAND_START, '$1\\x3a'))
        .join('\n');
}

;// CONCATENATED MODULE: ./src/common/json-bytes.ts
/** The bytes of JSON's structure, for the scanners that read JSON as it comes (an item's assets, a GeoJSON file). */
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

;// CONCATENATED MODULE: ./src/common/map-limit.ts
/**
 * Runs `work` over `items` with at most `limit` in flight, in order of start. Every item is
 * run even when some fail; the first failure is thrown once all are done.
 */
async function mapLimit(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    let failure;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            try {
                results[index] = await work(items[index], index);
            }
            catch (error) {
                failure ??= { error };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    if (failure !== undefined)
        throw failure.error;
    return results;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
var external_node_fs_default = /*#__PURE__*/__nccwpck_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/common/paths.ts

/**
 * Path logic that must hold on every runner's OS. Each function takes the platform's path module
 * (the one of this OS unless told), so that tests run it with Windows paths on any machine.
 * Paths that leave these functions for templates, outputs and the summary use '/'.
 */
/** `child` is `parent` or below it; both absolute and normalised (as the glob and realpath give them). */
function isInside(parent, child, p = (external_node_path_default())) {
    if (child === parent)
        return true;
    const prefix = parent.endsWith(p.sep) ? parent : parent + p.sep;
    // Windows paths are the same path whatever their case.
    return p.sep === '\\' ? child.toLowerCase().startsWith(prefix.toLowerCase()) : child.startsWith(prefix);
}
/** `target`'s path from `root`, with '/' on every OS: what templates, outputs and the summary show. */
function slashedRelative(root, target, p = (external_node_path_default())) {
    const below = target !== root && isInside(root, target, p);
    const relative = below ? target.slice(root.endsWith(p.sep) ? root.length : root.length + 1) : p.relative(root, target);
    // Already slashed where the OS's separator is one: no list and copy a path (the selection makes one a file).
    return p.sep === '/' ? relative : relative.split(p.sep).join('/');
}
/** The absolute path of `given` (relative to `base`, or absolute), or undefined when it leads outside `base`. */
function within(base, given, p = (external_node_path_default())) {
    const resolved = p.resolve(base, given);
    const relative = p.relative(base, resolved);
    return relative === '..' || relative.startsWith(`..${p.sep}`) || p.isAbsolute(relative) ? undefined : resolved;
}
/** Glob metacharacters in a folder's own name must not turn into patterns: each becomes a class of itself. */
const escapeGlob = (text) => text.replace(/[*?[\]{}()!]/g, (ch) => `[${ch}]`);
/** A `files` pattern (with '/', or '!' to exclude) anchored at the working directory, as @actions/glob takes it. */
function anchorPattern(pattern, root, p = (external_node_path_default())) {
    const negated = pattern.startsWith('!');
    const body = negated ? pattern.slice(1) : pattern;
    const anchored = p.isAbsolute(body) ? body : `${escapeGlob(root)}${root.endsWith(p.sep) ? '' : '/'}${body}`;
    return negated ? `!${anchored}` : anchored;
}

;// CONCATENATED MODULE: ./src/common/named-file.ts





/**
 * Files that inputs name (rules, item-properties, item-geometry and its template), and where a
 * selected file or a named one really is. A name is only a way to a file: what is read is decided
 * by its real path (every link resolved) and its type, before it is opened.
 */
/**
 * Version control's own folders (a checkout's .git, and Mercurial's, Subversion's and Bazaar's):
 * never data, never read or published, whatever name or link leads there. A checkout made by
 * actions/checkout keeps the job's token in .git/config.
 */
const VERSION_CONTROL = new Set(['.git', '.hg', '.svn', '.bzr']);
/** The version control folder (relative to the workspace, with '/') that a real path lies in, if it does. */
function versionControlFolder(workspaceReal, real) {
    if (!isInside(workspaceReal, real))
        return undefined;
    const segments = slashedRelative(workspaceReal, real).split('/');
    const at = segments.findIndex((segment) => VERSION_CONTROL.has(segment));
    return at < 0 ? undefined : segments.slice(0, at + 1).join('/');
}
/** Links followed at most to show where a chain of them leads. */
const SHOWN_HOPS = 8;
/**
 * The first link on the way from `base` to `target` (lexically below it) whose real path `leads`
 * says is where the target's must not be (undefined: the link leads nowhere), shown as `ls -l`
 * would: its path from `base`, then each link's own text (`data/a.csv \u2192 b.csv \u2192 ../.git/config`).
 * Undefined when no link is to blame (the path names the place itself, or it changed meanwhile).
 */
function blamedLink(base, target, leads) {
    const segments = external_node_path_default().relative(base, target).split((external_node_path_default()).sep);
    for (let count = 1; count <= segments.length; count++) {
        const prefix = external_node_path_default().join(base, ...segments.slice(0, count));
        try {
            if (!external_node_fs_default().lstatSync(prefix).isSymbolicLink())
                continue;
            let real;
            try {
                real = external_node_fs_default().realpathSync(prefix);
            }
            catch {
                real = undefined;
            }
            if (!leads(real))
                continue;
            const hops = [];
            for (let at = prefix; hops.length < SHOWN_HOPS && external_node_fs_default().lstatSync(at, { throwIfNoEntry: false })?.isSymbolicLink() === true;) {
                const hop = external_node_fs_default().readlinkSync(at);
                hops.push(hop);
                at = external_node_path_default().resolve(external_node_path_default().dirname(at), hop);
            }
            if (hops.length === SHOWN_HOPS)
                hops.push('\u2026');
            return [slashedRelative(base, prefix), ...hops].join(' \u2192 ');
        }
        catch {
            // A part that vanished or cannot be read blames nothing; the caller still refuses the path.
        }
    }
    return undefined;
}
/** What a file that is not a regular one is, in words. */
function fileKind(info) {
    if (info.isDirectory())
        return 'a folder';
    if (info.isFIFO())
        return 'a FIFO (named pipe)';
    if (info.isSocket())
        return 'a socket';
    if (info.isCharacterDevice())
        return 'a character device';
    if (info.isBlockDevice())
        return 'a block device';
    return info.isSymbolicLink() ? 'a symbolic link' : 'not a regular file';
}
/**
 * Why a file an input names is not read: `what` is wrong with it (a clause about "it"), and `fix`
 * what would be read instead ('' where the input's own words say it). `size` is set when the file
 * is larger than its bound, for callers that say the bound in their words. The message says
 * neither the file's content nor anything from beyond the workspace but the path a link leads to.
 */
class NamedFileError extends UserError {
    name = 'NamedFileError';
    what;
    fix;
    size;
    constructor(what, fix, size) {
        super(fix === '' ? what : `${what}; ${fix}`);
        this.what = what;
        this.fix = fix;
        this.size = size;
    }
}
// Windows has neither flag: it has no FIFOs to block on, nor links that O_NOFOLLOW would refuse.
const { O_RDONLY, O_NONBLOCK = 0, O_NOFOLLOW = 0 } = (external_node_fs_default()).constants;
const isMissing = (error) => ['ENOENT', 'ENOTDIR'].includes(error?.code ?? '');
/** Node's error without the path it names (the caller names the file): `ELOOP (too many symbolic links encountered)`. */
function ioProblem(error) {
    const { code, message } = error;
    const reason = /^[A-Z]+: ([^,]+)/.exec(message)?.[1];
    return new NamedFileError(`it cannot be read (${code ?? 'error'}${reason === undefined ? '' : `: ${reason}`})`, '');
}
const notRegular = (info) => new NamedFileError(`it is ${fileKind(info)}, not a regular file`, 'only a regular file is read');
const tooLarge = (size, limit) => new NamedFileError(`it is ${size} bytes, more than the ${limit} read`, '', size);
/**
 * The bytes of a file an input names, or a NamedFileError that says why it is not read: it does
 * not exist; its real path (links resolved) lies outside the workspace or in version control's
 * folders (the link to blame named); it is no regular file (a FIFO, a socket, a device: told by
 * its type before it is opened, and opened without blocking in case one is swapped in between);
 * it is larger than `limit` (at most limit + 1 bytes are ever read, whatever its size claims). A
 * refused file is never opened, so nothing of its content can reach a message.
 */
async function readNamedFile(file) {
    const { workspace, limit } = file;
    let workspaceReal;
    let real;
    try {
        workspaceReal = await external_node_fs_default().promises.realpath(workspace);
        real = await external_node_fs_default().promises.realpath(file.path);
    }
    catch (error) {
        if (!isMissing(error))
            throw ioProblem(error);
        const broken = blamedLink(workspace, file.path, (at) => at === undefined);
        throw new NamedFileError(broken === undefined ? 'it does not exist' : `it is a link that leads nowhere: ${broken}`, '');
    }
    const through = (leads) => {
        const link = blamedLink(workspace, file.path, (at) => at !== undefined && leads(at));
        return link === undefined ? '' : `, through the link ${link}`;
    };
    if (!isInside(workspaceReal, real))
        throw new NamedFileError(`its real path ${real} is outside the workspace${through((at) => !isInside(workspaceReal, at))}`, 'links may only lead to files inside the workspace');
    const folder = versionControlFolder(workspaceReal, real);
    if (folder !== undefined)
        throw new NamedFileError(`its real path ${slashedRelative(workspaceReal, real)} lies in version control's folder ${folder}` +
            through((at) => versionControlFolder(workspaceReal, at) !== undefined), "nothing in .git, .hg, .svn or .bzr is read (it holds the checkout's credentials and history)");
    const found = await external_node_fs_default().promises.stat(real).catch((error) => {
        throw isMissing(error) ? new NamedFileError('it does not exist', '') : ioProblem(error);
    });
    if (!found.isFile())
        throw notRegular(found);
    if (found.size > limit)
        throw tooLarge(found.size, limit);
    return readOpened({ real, told: found, limit });
}
/**
 * The bytes of the regular file `told` describes at `real`, at most `limit` of them. Opened
 * without blocking and checked again once open: a FIFO swapped in since its type was told is
 * refused, not waited on, and so is any other file put in its place.
 */
async function readOpened({ real, told, limit, }) {
    const handle = await (0,external_node_fs_promises_.open)(real, O_RDONLY | O_NONBLOCK | O_NOFOLLOW).catch((error) => {
        throw ioProblem(error);
    });
    try {
        const opened = await handle.stat();
        if (!opened.isFile())
            throw notRegular(opened);
        if (opened.dev !== told.dev || opened.ino !== told.ino)
            throw new NamedFileError('it was replaced by another file while it was opened', 'run again once nothing writes to it');
        if (opened.size > limit)
            throw tooLarge(opened.size, limit);
        let buffer = Buffer.alloc(Math.min(opened.size, limit) + 1);
        let filled = 0;
        for (;;) {
            const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
            if (bytesRead === 0)
                break;
            filled += bytesRead;
            if (filled > limit)
                throw new NamedFileError(`it grew past the ${limit} bytes read while it was read`, '', filled);
            // A file that grew since its size was read: read on, up to the bound.
            if (filled === buffer.length)
                buffer = Buffer.concat([buffer, Buffer.alloc(Math.min(buffer.length, limit + 1 - buffer.length))]);
        }
        return buffer.subarray(0, filled);
    }
    finally {
        await handle.close();
    }
}

;// CONCATENATED MODULE: ./src/common/parts.ts
const MIB = 1024 * 1024;
const MIN_PART_SIZE = 5 * MIB;
const MAX_PART_SIZE = 5 * 1024 * MIB;
const MAX_PARTS = 100;
/** The largest file the catalog's upload takes: 100 parts of 5 GiB (assets.ts refuses larger ones). */
const MAX_FILE_SIZE = MAX_PARTS * MAX_PART_SIZE;
/** Large enough that requests are few, small enough that a 100 MiB file goes up in parallel parts. */
const DEFAULT_PART_SIZE = 16 * MIB;
/**
 * How a file of `size` bytes (at most MAX_FILE_SIZE) is cut for the multipart upload: at most 100
 * parts, each but the last at least 5 MiB and none above 5 GiB. `preferred` (the part-size input)
 * is raised when 100 parts of it would not hold the file.
 */
function partLayout(size, preferred = DEFAULT_PART_SIZE) {
    const needed = Math.ceil(Math.ceil(size / MAX_PARTS) / MIB) * MIB;
    const partSize = Math.min(Math.max(preferred, needed, MIN_PART_SIZE), MAX_PART_SIZE);
    return { partSize, count: Math.max(1, Math.ceil(size / partSize)) };
}

;// CONCATENATED MODULE: ./src/common/pending.ts
/**
 * What a run has under way, by name ("upload part 3/7 of dem.tif", "checksum of dem.tif"), so
 * that a run that cannot finish can say what it was waiting for.
 */
class PendingWork {
    #labels = new Map();
    #next = 0;
    /** Marks `label` as under way; call the returned function when it is done. */
    add(label) {
        const key = this.#next++;
        this.#labels.set(key, label);
        return () => this.#labels.delete(key);
    }
    /** Runs `work` as `label`. */
    async track(label, work) {
        const done = this.add(label);
        try {
            return await work();
        }
        finally {
            done();
        }
    }
    list() {
        return [...this.#labels.values()];
    }
}

;// CONCATENATED MODULE: ./src/common/problems.ts



/** A refusal in one line, for a reader that shows no parts (a rule's field, an item's datetime). */
const refusalLine = (refusal) => (refusal.fix === undefined ? refusal.what : `${refusal.what}; ${refusal.fix}`);
/**
 * Whether a problem is bad usage, which the command line exits with 2 for: an input (a flag or an
 * environment variable), or a file an input names (rules, item-properties, item-geometry), refused
 * as it is, whatever the catalog holds and the files to publish are. Not a problem of the files,
 * the items, the sign-in or the catalog, nor one of an input `against` what the run found.
 */
const isUsage = (problem) => (problem.subject.kind === 'input' && problem.against === undefined) || problem.subject.kind === 'rule';
/** The subject as a line starts with it; empty for a subject the text itself names (the sign-in, the catalog, the run). */
function subjectLabel(subject, words = ACTION_WORDS) {
    switch (subject.kind) {
        case 'input':
            return `${words.inputSubject(subject.name)}${subject.source === undefined ? '' : ` (${subject.source})`}`;
        case 'file':
            return subject.path;
        case 'item':
            return `item ${subject.id}`;
        case 'rule':
            return (`rule ${subject.index}${subject.files === undefined ? '' : ` (files: ${subject.files})`}` +
                `${subject.field === undefined ? '' : `, field '${subject.field}'`}`);
        default:
            return '';
    }
}
/** A problem in one line: its subject, what is wrong, and what would be accepted. Not inert: callers that print it make it so. */
function problemLine(problem, words = ACTION_WORDS) {
    const label = subjectLabel(problem.subject, words);
    const fix = problem.fix === undefined ? '' : `; ${render(problem.fix, words)}`;
    return `${label === '' ? '' : `${label}: `}${render(problem.what, words)}${fix}`;
}
/**
 * Problems found at once, before any write: the run stops with all of them. The message says them
 * in the action's words, one line each under a heading (inert: names of files stay text); a front
 * end with other words renders `problems` itself.
 */
class ProblemsError extends UserError {
    name = 'ProblemsError';
    problems;
    /** `heading`: the line before the list; null for a single problem, said in its line alone. */
    constructor(problems, heading = `${problems.length} problem(s) found before publishing; nothing was written:`) {
        const lines = problems.map((problem) => inert(problemLine(problem)));
        super(heading === null ? lines.join('\n') : `${heading}\n${lines.map((line) => `- ${line}`).join('\n')}`);
        this.problems = problems;
    }
    /** Several errors' problems as one, each error's message (its heading, its lines) kept. */
    static join(errors) {
        const joined = new ProblemsError(errors.flatMap((error) => error.problems));
        joined.message = errors.map((error) => error.message).join('\n');
        return joined;
    }
}
/** What went wrong with one file, as its problem: the error's message, without the file's name it may start with (the subject names it). */
function fileProblem(file, error) {
    const [first, ...rest] = errorText(error);
    const unnamed = typeof first === 'string' && first.startsWith(`${file}: `) ? first.slice(file.length + 2) : first;
    return { subject: { kind: 'file', path: file }, what: [...(unnamed === undefined || unnamed === '' ? [] : [unnamed]), ...rest] };
}
/** One problem as an error, said in its line alone. */
const problemError = (problem) => new ProblemsError([problem], null);
/** The problem with every secret the run knows cut out of its texts. */
function redactedProblem(problem, secrets) {
    const redact = (text) => text.map((part) => (typeof part === 'string' ? secrets.redact(part) : part));
    return { ...problem, what: redact(problem.what), ...(problem.fix === undefined ? {} : { fix: redact(problem.fix) }) };
}
/** The problems an error stands for: its own, or the error's text as a problem of the run. */
function problemsOf(error) {
    if (error instanceof ProblemsError)
        return [...error.problems];
    return [{ subject: { kind: 'run' }, what: errorText(error) }];
}

;// CONCATENATED MODULE: ./src/common/secrets.ts
/**
 * Every secret the run knows, so that any text leaving the run (logs, outputs, summary,
 * error messages that echo a server's answer) can be cleaned of them. `mask` is
 * core.setSecret in the action, which also hides them in the runner's log.
 *
 * A token (a JWT, or Cognito's encrypted refresh token) is registered whole and part by part: a
 * gateway or the catalog may quote its signature alone ("invalid signature \u2026"), or its claims.
 * Every part but the first is registered: the claims, unique to the token (its jti, its times)
 * and naming the user, and the signature, the secret part; for an encrypted token its key, IV,
 * ciphertext and tag. The first part, the protected header, is not: it says only the algorithm
 * and which of the identity provider's published keys signed it, it is the same for every token
 * that key signs, and masking it would hide no secret while hiding a header quoted on its own.
 */
class Secrets {
    #values = new Set();
    #longestFirst = [];
    #mask;
    constructor(mask = () => undefined) {
        this.#mask = mask;
    }
    add(value) {
        if (value === undefined || value === '' || this.#values.has(value))
            return;
        this.#mask(value);
        // Cutting one or two characters out of every message would garble it and hide nothing.
        if (value.length >= 3) {
            this.#values.add(value);
            // Longest first: a secret that contains another is cut out whole, not around the shorter one.
            this.#longestFirst = [...this.#values].sort((a, b) => b.length - a.length);
        }
        for (const part of tokenParts(value))
            this.add(part);
    }
    redact(text) {
        let result = text;
        // Most texts hold none of them: looked for before anything is copied.
        const values = this.#longestFirst;
        for (let i = 0; i < values.length; i++)
            if (result.includes(values[i]))
                result = result.replaceAll(values[i], '***');
        return result;
    }
}
/** A JWS (header.payload.signature) or JWE (header.key.iv.ciphertext.tag) in compact form. */
const COMPACT_TOKEN = /^[\w-]+(?:\.[\w-]*){2}(?:(?:\.[\w-]*){2})?$/;
/** A protected header is some hundred characters; one far longer is no token's. */
const MAX_HEADER = 4096;
/**
 * A part shorter than this is not registered alone: base64url of fewer than 12 bytes, such as an
 * empty claims object; nothing a token's secret parts are (an IV has 16 characters, a signature 43 or more).
 */
const MIN_PART = 16;
/**
 * The parts of a token to register besides the token itself, for each word of a secret that is a
 * token: the value as given ("Bearer eyJ\u2026" included). A word counts as a token only if its first
 * part reads as a JOSE header (a JSON object with an alg), so that a password with dots in it is not cut up.
 */
function tokenParts(value) {
    const parts = [];
    for (const word of value.split(/\s+/)) {
        if (!COMPACT_TOKEN.test(word))
            continue;
        const [header = '', ...rest] = word.split('.');
        if (!isJoseHeader(header))
            continue;
        if (word !== value)
            parts.push(word);
        parts.push(...rest.filter((part) => part.length >= MIN_PART));
    }
    return parts;
}
function isJoseHeader(part) {
    if (part.length > MAX_HEADER)
        return false;
    try {
        const header = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
        return typeof header === 'object' && header !== null && typeof header.alg === 'string';
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/common/format.ts
/** Sizes and durations as a person reads them, in logs and summaries. */
/** Bytes in binary units: 512 B, 1.5 MiB. */
function formatBytes(bytes) {
    const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
/** A duration as a person reads it: 0.4s, 12s, 3m 5s, 2h 10m. */
function formatElapsed(ms) {
    if (ms < 9_950)
        return `${(Math.max(0, ms) / 1000).toFixed(1)}s`;
    const seconds = Math.round(ms / 1000);
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    return minutes < 60 ? `${minutes}m ${seconds % 60}s` : `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

;// CONCATENATED MODULE: ./src/common/index.ts
/**
 * What every phase shares: errors and capped messages, problems (what stops a run before it publishes),
 * the words messages are written in (each front end says inputs its own way), inert strings for the log, the log interface,
 * timers that never hold a finished run, what is under way, bounded concurrency, paths every OS agrees
 * on, files that inputs name (read by their real path and type), part sizes, secrets and their redaction.
 * Other folders import from here; modules of this folder import each other directly.
 */















/***/ }),

/***/ 8728:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  p: () => (/* binding */ cacheCompiledCode)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
var external_node_fs_default = /*#__PURE__*/__nccwpck_require__.n(external_node_fs_);
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
var external_node_module_default = /*#__PURE__*/__nccwpck_require__.n(external_node_module_namespaceObject);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
var external_node_os_default = /*#__PURE__*/__nccwpck_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/compile-cache.ts




/**
 * Node's compile cache for the bundle's modules (module.enableCompileCache, as Node's documentation
 * advises for a tool's entry point): a run compiles some 3 MB of JavaScript as it imports what it
 * needs, which the cache spares every run after the first on the same machine (the command line, a
 * self-hosted runner; a GitHub-hosted runner starts each job with none). Node keys each entry by the
 * module's path and checks it against the module's content, so a newer dist/ recompiles what changed;
 * it writes an entry to a temporary file and renames it, so processes at the same time do not mix
 * entries; and it never throws: a cache it cannot read or write is compiled around.
 *
 * Where Node puts it by default, os.tmpdir()'s node-compile-cache (one folder in it per Node.js
 * version and user), or NODE_COMPILE_CACHE's folder, which Node reads itself as the process starts
 * (NODE_DISABLE_COMPILE_CACHE=1 turns it off). A cache is code the process runs: in a temporary
 * folder that all users share, another user could have made node-compile-cache first and put entries
 * of their own in it, so the default is used only when this user owns it (or root does) and no one
 * else may write in it; otherwise the run compiles as it did without it.
 */
function cacheCompiledCode() {
    if (process.env.NODE_COMPILE_CACHE !== undefined)
        return;
    try {
        const directory = external_node_path_default().join(external_node_os_default().tmpdir(), 'node-compile-cache');
        if (ownFolder(directory))
            external_node_module_default().enableCompileCache(directory);
    }
    catch {
        // Only an optimisation: a temporary folder that cannot be looked at leaves the run as it was.
    }
}
/** Whether the folder is this user's (made now if missing), or root's, and no one else may write in it. */
function ownFolder(folder) {
    try {
        external_node_fs_default().mkdirSync(folder, { mode: 0o700 });
    }
    catch (error) {
        if (error.code !== 'EEXIST')
            return false;
    }
    const found = external_node_fs_default().lstatSync(folder);
    const uid = process.getuid?.();
    // Windows has no uid: os.tmpdir() is in the user's own profile there.
    if (uid === undefined)
        return found.isDirectory();
    return found.isDirectory() && (found.uid === uid || found.uid === 0) && (found.mode & 0o022) === 0;
}


/***/ }),

/***/ 5545:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ FootprintError),
/* harmony export */   T: () => (/* binding */ quoted)
/* harmony export */ });
/* harmony import */ var _common_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4095);

/** What the caller can do about any footprint it cannot compute: say where the item is. */
const REMEDY = 'give item-geometry explicitly (a GeoJSON geometry, a GeoJSON file, or a bbox west,south,east,north in WGS84 degrees)';
/** A message names a file and says what is wrong in a line or two; a file's content never makes it longer. */
const MAX_PROBLEM = 300;
const MAX_FILE_NAME = 200;
/**
 * A file claims georeferencing that cannot be used: a CRS the action does not know, a corrupt
 * header, coordinates that are not what they say, a file over a bound. The message names the
 * file and the problem, within a few hundred characters, without control characters.
 */
class FootprintError extends Error {
    name = 'FootprintError';
    /** The file as the user knows it (its display name). */
    file;
    problem;
    /** The message without the file's name, for a problem whose subject names the file. */
    withoutFile;
    constructor(file, problem) {
        const [shownFile, shownProblem] = [clip(file, MAX_FILE_NAME), clip(problem, MAX_PROBLEM)];
        super(`${shownFile}: ${shownProblem}; ${REMEDY}`);
        this.file = file;
        this.problem = shownProblem;
        this.withoutFile = `${shownProblem}; ${REMEDY}`;
    }
}
/** A text for a message: inert (a newline in a file's text must not start a line of the log), and cut at `max` characters. */
const clip = (text, max) => (0,_common_index_js__WEBPACK_IMPORTED_MODULE_0__/* .capped */ .uo)((0,_common_index_js__WEBPACK_IMPORTED_MODULE_0__/* .inert */ .tJ)(text), max);
/** A string taken from a file, for a message: quoted, inert, and at most `max` characters of it. */
function quoted(text, max = 60) {
    return JSON.stringify(text.length <= max ? text : `${text.slice(0, max)}\u2026`);
}


/***/ }),

/***/ 6450:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LY: () => (/* binding */ FOOTPRINT_WORKER),
/* harmony export */   Sk: () => (/* binding */ FOOTPRINT_WORKER_ARG),
/* harmony export */   v7: () => (/* binding */ FootprintThreads)
/* harmony export */ });
/* harmony import */ var _common_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4095);
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5545);


/** The mark in workerData that makes a thread a footprint worker (worker.ts, and src/index.ts in the bundle). */
const FOOTPRINT_WORKER = 'stac-publish-action.footprint-worker';
/**
 * The same mark among the thread's arguments (its process.argv): what src/index.ts looks for first, so
 * that a process that is no such thread starts without loading node:worker_threads to ask.
 */
const FOOTPRINT_WORKER_ARG = `--${FOOTPRINT_WORKER}`;
const DEFAULT_DEADLINE_MS = 10_000;
const DEFAULT_HEAP_MB = 32;
const MIN_HEAP_MB = 16;
const timerDeadline = (passed, ms) => {
    const timer = (0,_common_index_js__WEBPACK_IMPORTED_MODULE_0__/* .guardTimeout */ .Sc)(passed, ms);
    return () => clearTimeout(timer);
};
/**
 * The worker's entry: this folder's worker.ts from the sources; from the bundle (where every chunk
 * sits beside it), dist/index.js, whose src/index.ts dispatches by workerData. Through a variable:
 * the bundler would take new URL('literal', import.meta.url) for an asset and copy the .ts file.
 */
const HERE = import.meta.url;
const ENTRY = new URL(HERE.endsWith('.ts') ? 'worker.ts' : 'index.js', HERE);
function boundWords(kind) {
    if (kind === 'union')
        return {
            notStarted: 'could not start: its thread did not start in time',
            deadline: (seconds) => `took longer than ${seconds} s, the bound of a union`,
            heap: (mb) => `needed more than ${mb} MiB, the bound of a union`,
            stopped: (why) => `stopped its thread${why === undefined ? '' : ` (${why})`}`,
        };
    // proj-epsg/gsd: auto read a file's georeferencing, not its footprint.
    const read = kind === 'footprint' ? 'footprint' : 'georeferencing';
    return {
        notStarted: 'its footprint reader did not start',
        deadline: (seconds) => `reading its ${read} took longer than ${seconds} s, the bound per file`,
        heap: (mb) => `reading its ${read} needed more than ${mb} MiB, the bound per file`,
        stopped: (why) => `its footprint reader stopped on it${why === undefined ? '' : ` (${why})`}`,
    };
}
class FootprintThreads {
    #size;
    #deadlineMs;
    #heapMb;
    #arm;
    #threads = new Set();
    #idle = [];
    #queue = [];
    #sequence = 0;
    #closed = false;
    #started = 0;
    constructor(limits = {}) {
        this.#size = Math.max(1, limits.threads ?? 1);
        this.#deadlineMs = limits.deadlineMs ?? DEFAULT_DEADLINE_MS;
        // Below this V8 cannot even create the thread's heap, and that failure ends the whole process.
        this.#heapMb = Math.max(MIN_HEAP_MB, limits.heapMb ?? DEFAULT_HEAP_MB);
        this.#arm = limits.deadline ?? timerDeadline;
    }
    /** Threads started so far: a run should start few. */
    get started() {
        return this.#started;
    }
    /** The file's WGS84 footprint, undefined for one without georeferencing; a FootprintError naming displayName otherwise. */
    read(absolutePath, displayName) {
        return this.#read({ kind: 'footprint', path: absolutePath, name: displayName });
    }
    /** The file's EPSG code and a raster's pixel size in metres, with notes where it gives none; a FootprintError for a file over a bound. */
    georeference(absolutePath, displayName) {
        return this.#read({ kind: 'georeference', path: absolutePath, name: displayName });
    }
    /**
     * The union of the polygons (combine.ts: cascaded, within its bounds), or their envelope where
     * it is over one of those, the deadline or the heap limit, or a refusal where the envelope spans
     * a hemisphere. Never loads the union's library on this thread.
     */
    unite(polygons) {
        if (polygons.length === 0)
            return Promise.reject(new RangeError('unite: no polygons to unite'));
        return this.#enqueue((resolve, reject) => ({
            work: { kind: 'union', polygons },
            resolve,
            // Imported here: this module is in the bundle's entry (src/index.ts), which stays small.
            overBound: (problem) => void __nccwpck_require__.e(/* import() */ 447).then(__nccwpck_require__.bind(__nccwpck_require__, 447)).then(({ envelopeOf }) => resolve(envelopeOf(polygons, problem)), reject),
            reject,
        }));
    }
    #read(work) {
        return this.#enqueue((resolve, reject) => ({
            work,
            resolve,
            overBound: (problem) => reject(new _error_js__WEBPACK_IMPORTED_MODULE_1__/* .FootprintError */ .E(work.name, problem)),
            reject,
        }));
    }
    #enqueue(job) {
        if (this.#closed)
            return Promise.reject(new Error('the footprint threads are closed'));
        return new Promise((resolve, reject) => {
            this.#queue.push(job(resolve, reject));
            this.#pump();
        });
    }
    /** Ends every thread; a read still queued fails. */
    async close() {
        this.#closed = true;
        for (const job of this.#queue.splice(0))
            job.reject(new Error('the footprint threads were closed'));
        await Promise.all([...this.#threads].map((thread) => this.#discard(thread)));
    }
    #pump() {
        while (this.#queue.length > 0) {
            const thread = this.#idle.pop() ?? (this.#threads.size < this.#size ? this.#start() : undefined);
            if (!thread)
                return;
            this.#run(thread, this.#queue.shift());
        }
    }
    #start() {
        this.#started++;
        const worker = new (process.getBuiltinModule('node:worker_threads').Worker)(ENTRY, {
            workerData: { [FOOTPRINT_WORKER]: true },
            argv: [FOOTPRINT_WORKER_ARG],
            resourceLimits: { maxOldGenerationSizeMb: this.#heapMb, maxYoungGenerationSizeMb: this.#heapMb / 8 },
        });
        const thread = { worker, ready: false, current: undefined };
        this.#threads.add(thread);
        worker.on('message', (answer) => {
            if ('ready' in answer) {
                thread.ready = true;
                if (thread.current)
                    this.#send(thread);
                return;
            }
            const current = thread.current;
            if (!current || current.id !== answer.id)
                return;
            this.#finish(thread);
            this.#idle.push(thread);
            worker.unref();
            if ('footprint' in answer)
                current.job.resolve(answer.footprint);
            else if ('georeference' in answer)
                current.job.resolve(answer.georeference);
            else if ('combined' in answer)
                current.job.resolve(answer.combined);
            else
                current.job.overBound('problem' in answer ? answer.problem : answer.failure);
            this.#pump();
        });
        worker.on('error', (error) => {
            const words = boundWords(thread.current?.job.work.kind ?? 'footprint');
            this.#fail(thread, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? words.heap(this.#heapMb) : words.stopped(error.name));
        });
        worker.on('exit', () => this.#fail(thread, boundWords(thread.current?.job.work.kind ?? 'footprint').stopped()));
        return thread;
    }
    #run(thread, job) {
        // A thread that does not even start within the deadline fails the job it was started for.
        thread.current = { id: ++this.#sequence, job, disarm: this.#deadline(thread, boundWords(job.work.kind).notStarted) };
        thread.worker.ref();
        if (thread.ready)
            this.#send(thread);
    }
    /** Sends the thread its job, once it is ready: the job's deadline starts now. */
    #send(thread) {
        const current = thread.current;
        current.disarm();
        current.disarm = this.#deadline(thread, boundWords(current.job.work.kind).deadline(this.#deadlineMs / 1000));
        thread.worker.postMessage({ id: current.id, ...current.job.work });
    }
    #deadline(thread, problem) {
        // The thread is ref'd while it works: the deadline only watches it.
        return this.#arm(() => this.#fail(thread, problem), this.#deadlineMs);
    }
    #finish(thread) {
        thread.current?.disarm();
        thread.current = undefined;
    }
    /** A thread over a bound, or one that stopped: its job fails, the thread goes, the next job gets a new one. */
    #fail(thread, problem) {
        const current = thread.current;
        this.#finish(thread);
        void this.#discard(thread);
        if (current)
            current.job.overBound(problem);
        this.#pump();
    }
    async #discard(thread) {
        if (!this.#threads.delete(thread))
            return;
        const idle = this.#idle.indexOf(thread);
        if (idle >= 0)
            this.#idle.splice(idle, 1);
        thread.worker.unref();
        await thread.worker.terminate();
    }
}


/***/ }),

/***/ 2496:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  f: () => (/* binding */ favourMemory)
});

;// CONCATENATED MODULE: external "node:perf_hooks"
const external_node_perf_hooks_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");
;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
var external_node_v8_default = /*#__PURE__*/__nccwpck_require__.n(external_node_v8_namespaceObject);
;// CONCATENATED MODULE: ./src/heap.ts


/** The most V8's young generation may take a half (16 MiB resident): see favourMemory. */
const YOUNG_HALF_BYTES = 8 * 1024 * 1024;
/**
 * V8 sizes its heap for a process with memory to spare: under the 4 GiB limit it sets on a runner,
 * it lets its young generation grow to 64 MiB a half (128 MiB resident, once grown it stays) and
 * the old one to four times what lives before it collects it. A run holds some state for each of its
 * files for minutes (for 100,000 files some 100 MB) while its requests make garbage: under those
 * defaults its peak RSS is some 7 KiB a file (700 MiB for 100,000), on a runner that also holds the
 * page cache of the files it hashes. The action and the command line own their process, which the
 * runner starts with no flags to give, and V8 reads the sizes of its young generation only as it
 * starts: so the young generation grows as V8 grows it (doubling from 1 MiB a half) until it reaches
 * 8 MiB a half, and stays there; the old one grows by a fifth past what lives, read by V8 at each
 * collection. Not grown at all, the young generation is smaller than what the requests in flight
 * hold (some 40 KiB each), and each collection copies most of it: npm run bench 15, the action's CPU
 * a file 0.87 ms where it is 1.05 ms at 1 MiB a half, for some 16 MiB more peak RSS.
 */
function favourMemory() {
    external_node_v8_default().setFlagsFromString('--heap-growing-percent=20');
    // V8 grows the young generation after a collection: looked at after each, it is stopped once it has.
    const observer = new external_node_perf_hooks_namespaceObject.PerformanceObserver(() => {
        const young = external_node_v8_default().getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
        // What it can hold: a size it has doubled to, read a few KiB under it.
        if (young !== undefined && young.space_used_size + young.space_available_size <= YOUNG_HALF_BYTES / 2)
            return;
        external_node_v8_default().setFlagsFromString('--semi-space-growth-factor=1');
        observer.disconnect();
    });
    observer.observe({ entryTypes: ['gc'] });
}


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _compile_cache_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8728);
/* harmony import */ var _footprint_threads_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6450);
/* harmony import */ var _heap_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2496);



/**
 * One bundle, three front ends: the runner starts dist/index.js for the action; dist/cli.js (the
 * `stac-publish` command, written by scripts/cli-launcher.ts) marks the process as the command
 * line with a global symbol, which no workflow setting can reach, and imports this file; and a
 * footprint worker thread (src/footprint/threads.ts) starts this file with its mark in workerData (and
 * among its arguments, looked for first: the process that is no such thread never loads node:worker_threads).
 */
const CLI = Symbol.for('stac-publish-action.cli');
// Before the modules a run imports, in a footprint thread too: each compiles what it loads.
(0,_compile_cache_js__WEBPACK_IMPORTED_MODULE_0__/* .cacheCompiledCode */ .p)();
if (process.argv.includes(_footprint_threads_js__WEBPACK_IMPORTED_MODULE_1__/* .FOOTPRINT_WORKER_ARG */ .Sk) && footprintThread())
    await __nccwpck_require__.e(/* import() */ 721).then(__nccwpck_require__.bind(__nccwpck_require__, 4721));
else {
    // The process is the action's or the command's own: its heap is sized for a run of many files.
    (0,_heap_js__WEBPACK_IMPORTED_MODULE_2__/* .favourMemory */ .f)();
    // Imported only here, so that a worker thread loads the footprint code and not the whole action.
    if (globalThis[CLI] === true)
        await (await Promise.all(/* import() */[__nccwpck_require__.e(215), __nccwpck_require__.e(555), __nccwpck_require__.e(268)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6268))).cliMain();
    else
        await (await Promise.all(/* import() */[__nccwpck_require__.e(215), __nccwpck_require__.e(838), __nccwpck_require__.e(555), __nccwpck_require__.e(730)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1730))).run();
}
/** Whether this is a footprint thread: its mark in its workerData (the argument alone a command line could pass). */
function footprintThread() {
    const threads = process.getBuiltinModule('node:worker_threads');
    return !threads.isMainThread && threads.workerData?.[_footprint_threads_js__WEBPACK_IMPORTED_MODULE_1__/* .FOOTPRINT_WORKER */ .LY] === true;
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 99:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:sqlite");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 3106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(9407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
