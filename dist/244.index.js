export const id = 244;
export const ids = [244];
export const modules = {

/***/ 9244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseItemProperties: () => (/* binding */ parseItemProperties),
/* harmony export */   parseRules: () => (/* binding */ parseRules),
/* harmony export */   ruleFor: () => (/* binding */ ruleFor)
/* harmony export */ });
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3581);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9691);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _media_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9243);
/* harmony import */ var _properties_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5046);
/* harmony import */ var _templates_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3340);







const ruleSchema = ({ groups }) => {
    const template = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().superRefine((value, ctx) => {
        const problem = (0,_templates_js__WEBPACK_IMPORTED_MODULE_5__/* .placeholderProblem */ .V6)(value, groups);
        if (problem !== undefined)
            ctx.addIssue({ code: 'custom', message: problem });
    });
    return zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
        files: zod__WEBPACK_IMPORTED_MODULE_6__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1)).min(1)], {
            error: 'required: a glob pattern, or a list of them, e.g. "**/*.tif"',
        }),
        'media-type': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
            .refine(_media_types_js__WEBPACK_IMPORTED_MODULE_3__/* .isKnownMediaType */ .MB, { message: 'not a media type the catalog accepts (see the README table)' })
            .transform(_media_types_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizeMediaType */ .Yr)
            .optional(),
        'asset-id': template.optional(),
        item: template.optional(),
        'collection-asset': zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY({ error: 'expected true or false' }).optional(),
        'item-datetime': template.optional(),
        title: template.optional(),
        description: template.optional(),
        'proj-epsg': zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig({ error: 'expected a whole number such as 2056' })
            .int('expected a whole number such as 2056')
            .positive('expected a positive EPSG code')
            .optional(),
        roles: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1), { error: 'expected a list of words, e.g. [data]' }).optional(),
        gsd: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig({ error: 'expected a number of metres, e.g. 0.5' }).positive('expected a positive number of metres').optional(),
        'geoadmin:lang': zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(['de', 'it', 'fr', 'rm', 'en'], { error: 'expected one of de, it, fr, rm, en' }).optional(),
        'geoadmin:variant': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
            .max(25, 'at most 25 characters')
            .regex(/^([a-zA-Z0-9]+ )*[a-zA-Z0-9]+$/, 'words of letters and digits separated by single spaces')
            .optional(),
        // Read by readPropertyTemplates, which names each wrong key and value.
        'item-properties': zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J().optional(),
    })
        .strict();
};
/**
 * Reads the rules (a YAML list) and turns them into typed rules; every problem is reported at
 * once, naming the rule and the field.
 */
function parseRules(text, source, context = { groups: [], now: Date.now() }) {
    let document;
    try {
        document = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`Input 'rules' (${source}): not valid YAML: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error).split('\n')[0]}`);
    }
    if (!Array.isArray(document)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`Input 'rules' (${source}): expected a YAML list of rules, each with 'files' and the fields to set, e.g.\n` +
            '- files: "**/*.tif"\n' +
            '  media-type: image/tiff; application=geotiff; profile=cloud-optimized');
    }
    const problems = [];
    const rules = [];
    const schema = ruleSchema(context);
    document.forEach((entry, position) => {
        const index = position + 1;
        const parsed = schema.safeParse(entry);
        const { files, 'item-properties': given } = (entry ?? {});
        const name = `rule ${index}${typeof files === 'string' ? ` (files: ${files})` : ''}`;
        const properties = given === undefined ? undefined : (0,_properties_js__WEBPACK_IMPORTED_MODULE_4__/* .readPropertyTemplates */ .$w)(given, context.groups, context.now);
        for (const problem of properties?.problems ?? [])
            problems.push(`${name}, field 'item-properties': ${problem}`);
        if (!parsed.success) {
            for (const issue of parsed.error.issues) {
                if (issue.code === 'unrecognized_keys') {
                    problems.push(`${name}: unknown field ${issue.keys.map((k) => `'${k}'`).join(', ')}; ` +
                        'use files, media-type, asset-id, item, collection-asset, item-datetime, ' +
                        'title, description, proj-epsg, roles, gsd, geoadmin:lang, geoadmin:variant, item-properties');
                }
                else {
                    problems.push(`${name}, field '${String(issue.path[0] ?? '?')}': ${issue.message}`);
                }
            }
            return;
        }
        const rule = parsed.data;
        rules.push({
            index,
            files: typeof rule.files === 'string' ? [rule.files] : rule.files,
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
        });
    });
    if (problems.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`Input 'rules' (${source}) has ${problems.length} problem(s):\n${problems.map((p) => `- ${p}`).join('\n')}`);
    return rules;
}
/**
 * Reads the item-properties input (a YAML mapping of property: template), every problem at once.
 */
function parseItemProperties(text, source, context) {
    let document;
    try {
        document = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`Input 'item-properties' (${source}): not valid YAML: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error).split('\n')[0]}`);
    }
    const { templates, problems } = (0,_properties_js__WEBPACK_IMPORTED_MODULE_4__/* .readPropertyTemplates */ .$w)(document, context.groups, context.now);
    if (problems.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`Input 'item-properties' (${source}) has ${problems.length} problem(s):\n${problems.map((p) => `- ${p}`).join('\n')}`);
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
/** The first rule whose patterns match the file's path (relative to the working directory). */
function ruleFor(rules, relativePath) {
    return rules.find((rule) => rule.files.some((pattern) => (0,minimatch__WEBPACK_IMPORTED_MODULE_0__/* .minimatch */ .xF)(relativePath, pattern, { ...GLOB, matchBase: !pattern.includes('/') })));
}


/***/ })

};
