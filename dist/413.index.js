export const id = 413;
export const ids = [413];
export const modules = {

/***/ 5413:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseItemLinks: () => (/* binding */ parseItemLinks),
/* harmony export */   parseItemProperties: () => (/* binding */ parseItemProperties),
/* harmony export */   parseRules: () => (/* binding */ parseRules),
/* harmony export */   readYamlFile: () => (/* binding */ readYamlFile),
/* harmony export */   ruleFor: () => (/* binding */ ruleFor)
/* harmony export */ });
/* unused harmony export RULES_LIMITS */
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3581);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9691);
/* harmony import */ var _common_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4095);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1122);
/* harmony import */ var _domain_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1686);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2784);







/** A rule's fields, in the order messages list them. */
const FIELDS = [
    'files',
    'media-type',
    'asset-id',
    'item',
    'collection-asset',
    'item-datetime',
    'title',
    'description',
    'proj-epsg',
    'roles',
    'gsd',
    'geoadmin:lang',
    'geoadmin:variant',
    'item-properties',
    'item-links',
];
const LANGUAGES = ['de', 'it', 'fr', 'rm', 'en'];
/** What people write for the languages geoadmin:lang takes. */
const LANGUAGE_NAMES = {
    german: 'de',
    deutsch: 'de',
    french: 'fr',
    fran\u00e7ais: 'fr',
    francais: 'fr',
    italian: 'it',
    italiano: 'it',
    romansh: 'rm',
    rumantsch: 'rm',
    english: 'en',
};
/**
 * The value a refused field most likely meant, as YAML writes it: `EPSG:2056` for proj-epsg \u2192 2056,
 * "yes" for collection-asset \u2192 true, German for geoadmin:lang \u2192 de. Undefined when nothing close fits.
 */
function fieldSuggestion(field, value) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        return undefined;
    const text = String(value);
    switch (field) {
        case 'proj-epsg':
            return text.toLowerCase() === 'auto' ? 'auto' : (0,_suggest_js__WEBPACK_IMPORTED_MODULE_5__/* .epsgSuggestion */ .yh)(text)?.toString();
        case 'gsd':
            return text.toLowerCase() === 'auto' ? 'auto' : (0,_suggest_js__WEBPACK_IMPORTED_MODULE_5__/* .metresSuggestion */ .pq)(text)?.toString();
        case 'collection-asset':
            return (0,_suggest_js__WEBPACK_IMPORTED_MODULE_5__/* .nearest */ .pA)(text, ['true', 'false'], _suggest_js__WEBPACK_IMPORTED_MODULE_5__/* .BOOLEAN_ALIASES */ .Uh);
        case 'geoadmin:lang':
            return (0,_suggest_js__WEBPACK_IMPORTED_MODULE_5__/* .nearest */ .pA)(text, LANGUAGES, LANGUAGE_NAMES);
        case 'media-type':
            return (0,_suggest_js__WEBPACK_IMPORTED_MODULE_5__/* .mediaTypeSuggestion */ .JH)(text);
        case 'asset-id':
        case 'item': {
            const id = (0,_suggest_js__WEBPACK_IMPORTED_MODULE_5__/* .idSuggestion */ .eS)(text, field === 'asset-id');
            return id === undefined ? undefined : (0,_common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .yamlValue */ .t$)(id);
        }
        case 'roles':
            return typeof value === 'string' ? `[${text}]` : undefined;
        default:
            return undefined;
    }
}
const ruleSchema = ({ groups }) => {
    const template = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
        .max(_config_js__WEBPACK_IMPORTED_MODULE_3__/* .TEMPLATE_LIMIT */ .h, `at most ${_config_js__WEBPACK_IMPORTED_MODULE_3__/* .TEMPLATE_LIMIT */ .h} characters`)
        .superRefine((value, ctx) => {
        const problem = (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_4__/* .placeholderProblem */ .V6)(value, groups);
        if (problem !== undefined)
            ctx.addIssue({ code: 'custom', message: (0,_common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .refusalLine */ .tw)(problem) });
    });
    /** A template of ids: its own text must be an id's. */
    const idTemplate = (lowercased) => template.superRefine((value, ctx) => {
        if ((0,_domain_index_js__WEBPACK_IMPORTED_MODULE_4__/* .placeholderProblem */ .V6)(value, groups) === undefined && (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_4__/* .idTextRefused */ .RI)(value, lowercased))
            ctx.addIssue({ code: 'custom', message: (0,_common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .refusalLine */ .tw)((0,_domain_index_js__WEBPACK_IMPORTED_MODULE_4__/* .idTextRefusal */ .N6)(value, lowercased)) });
    });
    return zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
        files: zod__WEBPACK_IMPORTED_MODULE_6__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1)).min(1)], {
            error: 'required: a glob pattern, or a list of them, e.g. "**/*.tif"',
        }),
        'media-type': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
            .refine(_domain_index_js__WEBPACK_IMPORTED_MODULE_4__/* .isKnownMediaType */ .MB, { message: 'not a media type the catalog accepts (see docs/metadata.md, Media types by extension)' })
            .transform(_domain_index_js__WEBPACK_IMPORTED_MODULE_4__/* .normalizeMediaType */ .Yr)
            .optional(),
        'asset-id': idTemplate(true).optional(),
        item: idTemplate(false).optional(),
        'collection-asset': zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY({ error: 'expected true or false' }).optional(),
        'item-datetime': template.optional(),
        title: template.optional(),
        description: template.optional(),
        'proj-epsg': zod__WEBPACK_IMPORTED_MODULE_6__/* .union */ .KCZ([
            zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz('auto'),
            zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig({ error: 'expected an EPSG code such as 2056, or auto' })
                .int('expected a whole number such as 2056')
                .positive('expected a positive EPSG code'),
        ], { error: 'expected an EPSG code such as 2056, or auto' })
            .optional(),
        roles: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1), { error: 'expected a list of words, e.g. [data]' }).optional(),
        gsd: zod__WEBPACK_IMPORTED_MODULE_6__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz('auto'), zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().positive('expected a positive number of metres')], {
            error: 'expected a number of metres, e.g. 0.5, or auto',
        })
            .optional(),
        'geoadmin:lang': zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(LANGUAGES, { error: `expected one of ${LANGUAGES.join(', ')}` }).optional(),
        'geoadmin:variant': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
            .max(25, 'at most 25 characters')
            .regex(/^([a-zA-Z0-9]+ )*[a-zA-Z0-9]+$/, 'words of letters and digits separated by single spaces')
            .optional(),
        // Read by readPropertyTemplates and readLinkTemplates, which name each wrong key and value.
        'item-properties': zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J().optional(),
        'item-links': zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J().optional(),
    })
        .strict();
};
/**
 * Bounds on rules, which come from a file in the repository like the data: what a real delivery
 * needs many times over, small enough that reading them takes a fraction of a second whatever
 * their bytes (the YAML library checks every key of a mapping against the others: 64 KiB of keys
 * take half a second, 256 KiB ten).
 */
const RULES_LIMITS = {
    /** Bytes of YAML, inline or in a file. */
    bytes: 64 * 1024,
    /** Aliases (*name) the YAML may use: each one copies what its anchor holds (billion laughs). */
    aliases: 100,
    rules: 500,
    /** Patterns of all rules together: every selected file is tried against them. */
    patterns: 200,
    patternLength: 512,
    /**
     * Wildcards '*' in one path segment of a pattern: the glob library matches a segment with a
     * regular expression whose time grows with the name's length to this power (on a name of 250
     * characters, three took 0.1 s and four 4 s per file); '**' segments cost nothing.
     */
    starsPerSegment: 2,
};
/**
 * A YAML input's file (rules, item-properties), read where its path really leads: refused unread
 * when it is no regular file of the workspace outside version control (readNamedFile), or larger than the bound.
 */
async function readYamlFile(file, input) {
    try {
        return (await (0,_common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readNamedFile */ .wh)({ workspace: file.workspace, path: file.path, limit: RULES_LIMITS.bytes })).toString('utf8');
    }
    catch (error) {
        if (!(error instanceof _common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .NamedFileError */ .ql))
            throw error;
        if (error.size !== undefined)
            throw tooLarge(input, file.source, error.size);
        throw (0,_common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .problemError */ .gS)({
            subject: { kind: 'input', name: input, source: file.source },
            what: [error.what],
            fix: [...(error.fix === '' ? [] : [`${error.fix}; `]), 'give the path of a YAML file in the repository, or the YAML inline'],
        });
    }
}
const tooLarge = (input, source, bytes) => (0,_common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .problemError */ .gS)({
    subject: { kind: 'input', name: input, source },
    what: [`${bytes} bytes of YAML, more than the ${RULES_LIMITS.bytes} this tool reads`],
    fix: ['one entry per kind of file, with placeholders such as {parent}, needs far less'],
});
/** The wildcards of a pattern's path segment that the glob library matches with a regular expression ('*', '**' inside a name). */
const starsIn = (segment) => (segment === '**' ? 0 : (segment.replace(/\\./g, '').match(/\*+/g) ?? []).length);
/** What is wrong with a pattern beyond the schema's checks: its size and its cost. */
function patternProblem(pattern) {
    if (pattern.length > RULES_LIMITS.patternLength)
        return `a pattern of ${pattern.length} characters; at most ${RULES_LIMITS.patternLength} are read`;
    const costly = pattern.split('/').find((segment) => starsIn(segment) > RULES_LIMITS.starsPerSegment);
    if (costly !== undefined)
        return (`'${costly}' has more than ${RULES_LIMITS.starsPerSegment} '*' in one path segment, ` +
            "which the glob library matches too slowly; use '**/' or several patterns");
    return undefined;
}
/** What each YAML input holds, for a text that is no YAML at all. */
const YAML_EXPECTED = {
    rules: "give a YAML list of rules, each with 'files' and the fields to set, inline or as the path of a YAML file",
    'item-properties': 'give a YAML mapping of property: value, inline or as the path of a YAML file',
    'item-links': 'give a YAML list of links, each with rel and href, inline or as the path of a YAML file',
};
/**
 * A YAML input's document, bounded (RULES_LIMITS): its size, and its aliases, each of which copies
 * what its anchor holds (billion laughs). Every problem names the input.
 */
function parseBoundedYaml(text, input, source) {
    const bytes = Buffer.byteLength(text);
    if (bytes > RULES_LIMITS.bytes)
        throw tooLarge(input, source, bytes);
    try {
        return (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text, { maxAliasCount: RULES_LIMITS.aliases });
    }
    catch (error) {
        // The library's parse errors are YAMLErrors, whose first line says where (one wraps the stack
        // overflow of deep nesting, in JavaScript's words); its resource guard is a ReferenceError.
        const why = error instanceof yaml__WEBPACK_IMPORTED_MODULE_1__/* .YAMLError */ .IP
            ? (0,_common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)
                .split('\n')[0]
                .replace(/^Maximum call stack size exceeded/, 'nested too deeply')
            : error instanceof ReferenceError && /alias/i.test(error.message)
                ? `its aliases (*name) copy more than ${RULES_LIMITS.aliases} times what their anchors hold`
                : (0,_common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error);
        throw (0,_common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .problemError */ .gS)({ subject: { kind: 'input', name: input, source }, what: [`not valid YAML: ${why}`], fix: [YAML_EXPECTED[input]] });
    }
}
/**
 * Reads the rules (a YAML list) and turns them into typed rules; every problem is reported at
 * once, naming the rule and the field. Bounded (RULES_LIMITS): past a bound, an error names it.
 */
function parseRules(text, source, context = { groups: [], now: Date.now() }) {
    const document = parseBoundedYaml(text, 'rules', source);
    if (!Array.isArray(document)) {
        throw (0,_common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .problemError */ .gS)({
            subject: { kind: 'input', name: 'rules', source },
            what: ["expected a YAML list of rules, each with 'files' and the fields to set"],
            fix: ['e.g. [{files: "**/*.tif", media-type: "image/tiff; application=geotiff; profile=cloud-optimized"}]'],
        });
    }
    if (document.length > RULES_LIMITS.rules)
        throw (0,_common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .problemError */ .gS)({
            subject: { kind: 'input', name: 'rules', source },
            what: [`${document.length} rules, more than the ${RULES_LIMITS.rules} this tool reads`],
        });
    const problems = [];
    const rules = [];
    const schema = ruleSchema(context);
    let patterns = 0;
    document.forEach((entry, position) => {
        const index = position + 1;
        const parsed = schema.safeParse(entry);
        const { files, 'item-properties': given, 'item-links': linksGiven, } = (entry ?? {});
        const subject = (field) => ({
            kind: 'rule',
            index,
            source,
            ...(typeof files === 'string' ? { files: (0,_common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .capped */ .uo)(files, 80) } : {}),
            ...(field === undefined ? {} : { field }),
        });
        const properties = given === undefined ? undefined : (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readPropertyTemplates */ .$w)(given, context.groups, context.now);
        for (const problem of properties?.problems ?? [])
            problems.push({ subject: subject('item-properties'), what: [problem] });
        const links = linksGiven === undefined ? undefined : (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readLinkTemplates */ .uK)(linksGiven, context.groups);
        for (const problem of links?.problems ?? [])
            problems.push({ subject: subject('item-links'), what: [problem] });
        if (!parsed.success) {
            for (const issue of parsed.error.issues) {
                if (issue.code === 'unrecognized_keys') {
                    const meant = issue.keys.map((key) => (0,_suggest_js__WEBPACK_IMPORTED_MODULE_5__/* .nearest */ .pA)(key, FIELDS));
                    const suggestions = issue.keys.flatMap((key, i) => (meant[i] === undefined ? [] : [`'${meant[i]}' for '${key}'`]));
                    problems.push({
                        subject: subject(),
                        what: [`unknown field ${issue.keys.map((k) => `'${k}'`).join(', ')}`],
                        fix: [`${suggestions.length === 0 ? '' : `did you mean ${suggestions.join(', ')}? `}use ${FIELDS.join(', ')}`],
                    });
                }
                else {
                    const field = String(issue.path[0] ?? '?');
                    const suggestion = fieldSuggestion(field, entry?.[field]);
                    problems.push({
                        subject: subject(field),
                        what: [issue.message],
                        ...(suggestion === undefined ? {} : { fix: [`did you mean ${field}: ${suggestion}?`] }),
                    });
                }
            }
            return;
        }
        const rule = parsed.data;
        const patternList = typeof rule.files === 'string' ? [rule.files] : rule.files;
        patterns += patternList.length;
        const costly = patternList.map(patternProblem).filter((problem) => problem !== undefined);
        if (costly.length > 0) {
            problems.push(...costly.map((problem) => ({ subject: subject('files'), what: [problem] })));
            return;
        }
        rules.push({
            index,
            files: patternList,
            ...(rule['media-type'] === undefined ? {} : { mediaType: rule['media-type'] }),
            ...(rule['asset-id'] === undefined ? {} : { assetId: rule['asset-id'] }),
            ...(rule.item === undefined ? {} : { item: rule.item }),
            ...(rule['collection-asset'] === undefined ? {} : { collectionAsset: rule['collection-asset'] }),
            ...(rule['item-datetime'] === undefined ? {} : { itemDatetime: rule['item-datetime'] }),
            ...(rule.title === undefined ? {} : { title: rule.title }),
            ...(rule.description === undefined ? {} : { description: rule.description }),
            ...(rule['proj-epsg'] === undefined ? {} : { projEpsg: rule['proj-epsg'] }),
            ...(rule.roles === undefined ? {} : { roles: rule.roles }),
            ...(rule.gsd === undefined ? {} : { gsd: rule.gsd }),
            ...(rule['geoadmin:lang'] === undefined ? {} : { lang: rule['geoadmin:lang'] }),
            ...(rule['geoadmin:variant'] === undefined ? {} : { variant: rule['geoadmin:variant'] }),
            ...(properties === undefined ? {} : { itemProperties: properties.templates }),
            ...(links === undefined ? {} : { itemLinks: links.templates }),
        });
    });
    if (patterns > RULES_LIMITS.patterns)
        problems.push({
            subject: { kind: 'input', name: 'rules', source },
            what: [`${patterns} patterns in all, more than the ${RULES_LIMITS.patterns} this tool tries each file against`],
        });
    if (problems.length > 0)
        throw new _common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ProblemsError */ .FQ(problems, `Input 'rules' (${source}) has ${problems.length} problem(s):`);
    return rules;
}
/**
 * Reads the item-properties input (a YAML mapping of property: template), every problem at once.
 */
function parseItemProperties(text, source, context) {
    const document = parseBoundedYaml(text, 'item-properties', source);
    const { templates, problems } = (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readPropertyTemplates */ .$w)(document, context.groups, context.now);
    if (problems.length > 0)
        throw new _common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ProblemsError */ .FQ(problems.map((problem) => ({ subject: { kind: 'input', name: 'item-properties', source }, what: [problem] })), `Input 'item-properties' (${source}) has ${problems.length} problem(s):`);
    return templates;
}
/**
 * Reads the item-links input (a YAML list of links), every problem at once, each naming its link.
 */
function parseItemLinks(text, source, context) {
    const document = parseBoundedYaml(text, 'item-links', source);
    const { templates, problems } = (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readLinkTemplates */ .uK)(document, context.groups);
    if (problems.length > 0)
        throw new _common_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ProblemsError */ .FQ(problems.map((problem) => ({ subject: { kind: 'input', name: 'item-links', source }, what: [problem] })), `Input 'item-links' (${source}) has ${problems.length} problem(s):`);
    return templates;
}
/**
 * How a rule's pattern matches: the same glob dialect as the files input, which @actions/glob
 * reads with these minimatch options (no braces, no extglobs, dots matched, case-insensitive on
 * Windows). One difference, on purpose and documented: a pattern without '/' matches the file
 * name at any depth ('*.zip'), as in .gitignore; with a '/' it is a path from the working
 * directory, as in `files`.
 */
const GLOB = { dot: true, nobrace: true, noext: true, nocomment: true, nonegate: true, nocase: process.platform === 'win32' };
/** Each pattern compiled once: a run tries every file against them. */
const compiled = new Map();
function matcher(pattern) {
    let found = compiled.get(pattern);
    if (found === undefined)
        compiled.set(pattern, (found = new minimatch__WEBPACK_IMPORTED_MODULE_0__/* .Minimatch */ .VR(pattern, { ...GLOB, matchBase: !pattern.includes('/') })));
    return found;
}
/** The first rule whose patterns match the file's path (relative to the working directory). */
function ruleFor(rules, relativePath) {
    return rules.find((rule) => rule.files.some((pattern) => matcher(pattern).match(relativePath)));
}


/***/ })

};
