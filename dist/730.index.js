export const id = 730;
export const ids = [730];
export const modules = {

/***/ 1730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3838);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14);
/* harmony import */ var _common_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4095);
/* harmony import */ var _connect_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2040);
/* harmony import */ var _transport_index_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8812);
/* harmony import */ var _publish_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5896);
/* harmony import */ var _report_index_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2393);










/**
 * The Actions log. Every line goes through inertLines, so that no file's name or content, wherever
 * it was put into a message, reaches the runner as a workflow command; secrets are taken out first,
 * while they still read as the runner's masks know them.
 */
function actionsLog(secrets) {
    const shown = (message) => (0,_common_index_js__WEBPACK_IMPORTED_MODULE_5__/* .inertLines */ .wi)(secrets.redact(message));
    // Read once: RUNNER_DEBUG is the step's, and a run asks it for every file's debug lines.
    const debugging = _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .isDebug */ ._o();
    return {
        info: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(shown(message)),
        warning: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .warning */ .$e(shown(message)),
        // Per-file debug lines are thousands on a tile set: written only when the runner shows them.
        debug: (message) => {
            if (debugging)
                _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .debug */ .Yz(shown(message));
        },
        debugging,
        group: (name, work) => _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .group */ .Os(shown(name), work),
    };
}
/** Error annotations for failed files or problems; with the step's own, GitHub's 10 per step. */
const ANNOTATIONS = 9;
/**
 * Reads the inputs, publishes, sets outputs, summary and annotations, a run that stops included; the
 * one place that fails the step. `clock`: time and chance a test injects (backoffs not waited out).
 */
async function run(clock) {
    const secrets = new _common_index_js__WEBPACK_IMPORTED_MODULE_5__/* .Secrets */ .Sb((value) => _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setSecret */ .Pq(value));
    const log = actionsLog(secrets);
    const pending = new _common_index_js__WEBPACK_IMPORTED_MODULE_5__/* .PendingWork */ .Ri();
    const raw = {};
    for (const name of _config_index_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUT_NAMES */ .Qh)
        raw[name] = _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .getInput */ .V4(name);
    // Masked before anything else can print them.
    for (const name of _config_index_js__WEBPACK_IMPORTED_MODULE_4__/* .SECRET_INPUTS */ .pH.keys())
        secrets.add(raw[name]?.trim());
    for (const password of (0,_transport_index_js__WEBPACK_IMPORTED_MODULE_7__/* .proxySecrets */ .Wm)())
        secrets.add(password);
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const timed = clock === undefined ? {} : { clock };
    const fork = await forkOf(process.env);
    const { config, report } = await (0,_publish_js__WEBPACK_IMPORTED_MODULE_8__/* .publishRun */ .ZM)(() => (0,_config_index_js__WEBPACK_IMPORTED_MODULE_4__/* .parseConfig */ .o4)(raw, { workspace, actions: true, fork }), {
        log,
        secrets,
        pending,
        ...timed,
        connect: (parsed) => (0,_connect_js__WEBPACK_IMPORTED_MODULE_6__/* .connect */ .N)(parsed, { log, secrets, pending, ...timed }),
    });
    try {
        await reportRun(report, config?.selection, workspace, log, secrets);
    }
    catch (error) {
        if ((0,_common_index_js__WEBPACK_IMPORTED_MODULE_5__/* .isInternalError */ .wA)(error))
            log.debug((0,_common_index_js__WEBPACK_IMPORTED_MODULE_5__/* .internalDetail */ .le)(error));
        _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setFailed */ .C1((0,_common_index_js__WEBPACK_IMPORTED_MODULE_5__/* .inertLines */ .wi)((0,_common_index_js__WEBPACK_IMPORTED_MODULE_5__/* .cappedLines */ .Lo)(secrets.redact((0,_common_index_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error)))));
    }
}
/** Events whose runs get no secrets when the pull request comes from a fork (pull_request_target gets them). */
const FORK_EVENTS = new Set(['pull_request', 'pull_request_review', 'pull_request_review_comment']);
/** The fork (owner/name) of a pull request whose run GitHub gives no secrets; undefined for any other run. */
async function forkOf(env) {
    if (!FORK_EVENTS.has(env.GITHUB_EVENT_NAME ?? '') || env.GITHUB_EVENT_PATH === undefined)
        return undefined;
    try {
        const event = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(env.GITHUB_EVENT_PATH, 'utf8'));
        const [head, base] = [event.pull_request?.head?.repo?.full_name, event.pull_request?.base?.repo?.full_name];
        return typeof head === 'string' && typeof base === 'string' && head !== base ? head : undefined;
    }
    catch {
        // No event file to read: the message names every cause instead.
        return undefined;
    }
}
/** Characters of the report file written at a time. */
const REPORT_WRITE = 1024 * 1024;
/**
 * The report file, written as it is made, a megabyte at a time: the report of 100,000 files is never
 * held whole. Each megabyte is redacted as a whole before it is written, as the whole report was when
 * it was one string: a secret within any of its parts is within it (no value spans two parts), and
 * one part at a time would copy every entry once more, and look for every secret in each.
 */
async function writeReport(file, parts, secrets) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'w');
    try {
        let pending = '';
        for (const part of parts) {
            pending += part;
            if (pending.length < REPORT_WRITE)
                continue;
            // writeFile writes it all, from where the last one ended.
            await handle.writeFile(secrets.redact(pending));
            pending = '';
        }
        await handle.writeFile(`${secrets.redact(pending)}\n`);
    }
    finally {
        await handle.close();
    }
}
/** Outputs, the report file, the job summary, annotations and the step's outcome, for every run. */
async function reportRun(report, selection, workspace, log, secrets) {
    /** An error annotation: capped, inert, its title and file too (the toolkit escapes them as properties, not as text). */
    const annotate = (message, title, file) => _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .error */ .z3((0,_common_index_js__WEBPACK_IMPORTED_MODULE_5__/* .inertLines */ .wi)((0,_common_index_js__WEBPACK_IMPORTED_MODULE_5__/* .cappedLines */ .Lo)(secrets.redact(message))), {
        ...(title === undefined ? {} : { title: (0,_common_index_js__WEBPACK_IMPORTED_MODULE_5__/* .inert */ .tJ)(secrets.redact(title)) }),
        ...(file === undefined ? {} : { file: (0,_common_index_js__WEBPACK_IMPORTED_MODULE_5__/* .inert */ .tJ)(file) }),
    });
    const { results, items, deletions } = report;
    const t = (0,_report_index_js__WEBPACK_IMPORTED_MODULE_9__/* .totals */ .Sd)(results);
    // The whole report goes to a file for later steps of the job; outputs have a size limit.
    const reportFile = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(process.env.RUNNER_TEMP ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'stac-publish-')), 'report.json');
    await writeReport(reportFile, (0,_report_index_js__WEBPACK_IMPORTED_MODULE_9__/* .runJsonParts */ .uL)(report), secrets);
    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('report', reportFile);
    const assets = (0,_report_index_js__WEBPACK_IMPORTED_MODULE_9__/* .assetsOutput */ .fN)(results, undefined, report.assetLink);
    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('assets', secrets.redact(assets.json));
    if (assets.listed < assets.total) {
        log.warning(`The assets output lists ${assets.listed} of ${assets.total} files (GitHub limits outputs to 1 MiB): those not skipped first. ` +
            `The file named by the report output (${reportFile}) lists all.`);
    }
    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('items', secrets.redact((0,_report_index_js__WEBPACK_IMPORTED_MODULE_9__/* .safeJson */ .oi)((0,_report_index_js__WEBPACK_IMPORTED_MODULE_9__/* .itemEntries */ .Uo)(items))));
    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('created', t.created);
    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('updated', t.updated);
    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('deleted', (0,_report_index_js__WEBPACK_IMPORTED_MODULE_9__/* .deletedCount */ .TH)(deletions));
    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('skipped', t.skipped);
    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('failed', t.failed);
    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('not-written', t.notWritten);
    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('uploaded-bytes', t.uploadedBytes);
    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('shard', report.shard === undefined ? '' : `${report.shard.index}/${report.shard.total}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('url', (0,_report_index_js__WEBPACK_IMPORTED_MODULE_9__/* .runUrl */ .Vp)(report));
    // A run that stopped: each problem, where a file is at fault with file= (relative to the workspace).
    const stopped = (0,_report_index_js__WEBPACK_IMPORTED_MODULE_9__/* .problemAnnotations */ .ur)(report.problems, selection, ANNOTATIONS);
    for (const annotation of stopped.annotations)
        annotate(annotation.message, annotation.title, annotation.file);
    for (const line of stopped.unshown)
        log.info(line);
    // GitHub shows 10 error annotations per step, the step's own failure among them: past 9 failed
    // files, items and deletions together, 8 are annotated and one more counts the rest, which the log lists.
    const failedItems = items.filter((r) => r.result === 'failed');
    const failedDeletions = deletions.filter((d) => d.result === 'failed');
    // A run its plan stopped has its failed files among its problems, annotated above.
    const failures = [
        ...(report.problems.length > 0 ? [] : (0,_report_index_js__WEBPACK_IMPORTED_MODULE_9__/* .failedFiles */ .PW)(results)).map((r) => ({
            annotation: {
                message: r.error ?? r.reason,
                title: `Not published: ${r.id}`,
                file: (0,_common_index_js__WEBPACK_IMPORTED_MODULE_5__/* .slashedRelative */ .V3)(workspace, node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(selection?.workingDirectory ?? workspace, r.file)),
            },
            line: (0,_report_index_js__WEBPACK_IMPORTED_MODULE_9__/* .failedLine */ .E2)(r),
        })),
        ...failedItems.map((item) => ({
            annotation: { message: item.error ?? item.reason, title: `Item not written: ${item.item}` },
            line: `Item not written: ${item.item}: ${item.error ?? item.reason}`,
        })),
        ...failedDeletions.map((d) => ({
            annotation: { message: d.error ?? '', title: `Not deleted: ${d.id}` },
            line: `Not deleted: ${d.id}: ${d.error ?? ''}`,
        })),
    ];
    const onlyFiles = failedItems.length + failedDeletions.length === 0;
    const failed = (0,_report_index_js__WEBPACK_IMPORTED_MODULE_9__/* .cappedAnnotations */ .oq)(failures, ANNOTATIONS, (left) => ({
        message: onlyFiles
            ? `\u2026and ${left.length} more file(s) not published; the log below, the job summary and the report file list them`
            : `\u2026and ${left.length} more failure(s) (files not published, items not written, assets not deleted); ` +
                'the log below, the job summary and the report file list them',
        title: 'Not published',
    }));
    for (const annotation of failed.annotations)
        annotate(annotation.message, annotation.title, annotation.file);
    for (const line of failed.unshown)
        log.info(line);
    if (process.env.GITHUB_STEP_SUMMARY)
        await _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .summary */ .z.addRaw(secrets.redact((0,_report_index_js__WEBPACK_IMPORTED_MODULE_9__/* .runSummary */ .KL)(report))).write();
    if (report.problems.length === 0 || results.length > 0)
        log.info((0,_report_index_js__WEBPACK_IMPORTED_MODULE_9__/* .totalsLine */ .sX)(results, report.dryRun, deletions, report.durationMs));
    const outcome = (0,_report_index_js__WEBPACK_IMPORTED_MODULE_9__/* .verdict */ .WJ)(report);
    if (outcome.failed)
        _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setFailed */ .C1(`${outcome.message}; see the annotations and the job summary`);
}


/***/ })

};
