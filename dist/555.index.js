export const id = 555;
export const ids = [555];
export const modules = {

/***/ 4525:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f1: () => (/* reexport */ asPublished),
  QA: () => (/* reexport */ buildAssets),
  r0: () => (/* reexport */ readContents),
  tV: () => (/* reexport */ settleFetched)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/index.ts + 1 modules
var config = __webpack_require__(14);
// EXTERNAL MODULE: ./src/domain/index.ts + 10 modules
var domain = __webpack_require__(1686);
// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var src_common = __webpack_require__(4095);
// EXTERNAL MODULE: ./src/files/index.ts + 3 modules
var src_files = __webpack_require__(9204);
;// CONCATENATED MODULE: ./src/assets/choices.ts



/** The extension the file's media type is chosen by: its name's, lowercased. */
const fileExtension = (file) => (0,domain/* extensionOf */.je)((0,domain/* templateValues */.nX)(file.relativePath).name);
/** What gives a media type a STAC source states, as messages name it. */
const SOURCE_TYPE = ['the STAC source'];
/**
 * A rule's media-type, the media-type input for the extension or for all, else the type a STAC
 * source states for the asset (`sourceType`), else the extension's default.
 */
function declaredType(extension, rule, config, sourceType) {
    if (rule?.mediaType !== undefined)
        return { type: rule.mediaType, givenBy: [`rule ${rule.index}`] };
    const { mediaType } = config.assetMetadata;
    const given = mediaType.byExtension.get(extension) ?? mediaType.all;
    if (given !== undefined)
        return { type: given, givenBy: [(0,src_common/* input */.hF)('media-type')] };
    if (sourceType !== undefined)
        return { type: (0,domain/* normalizeMediaType */.Yr)(sourceType), givenBy: SOURCE_TYPE };
    return { type: domain/* DEFAULT_MEDIA_TYPES */.Ly.get(extension), givenBy: undefined };
}
/**
 * The fields the file's rule or the inputs set to auto. An asset of the collection itself gets no
 * gsd (the catalog refuses it there): the gsd input does not apply to it.
 */
function autoFields(rule, config) {
    const collectionAsset = rule?.collectionAsset ?? config.target.collectionAsset;
    const { projEpsg, gsd } = config.assetMetadata;
    return [
        ...((rule?.projEpsg ?? projEpsg) === 'auto' ? ['proj:epsg'] : []),
        ...(!collectionAsset && (rule?.gsd ?? gsd) === 'auto' ? ['gsd'] : []),
    ];
}

// EXTERNAL MODULE: ./src/headers/index.ts + 2 modules
var headers = __webpack_require__(7959);
;// CONCATENATED MODULE: ./src/assets/tiff-profile.ts
/**
 * What a TIFF's header says it is: a plain TIFF, a GeoTIFF, or a cloud-optimized GeoTIFF, with
 * what it lacks for each. Only the header is read: the IFDs, and of each image's offset table its
 * first values, never the tiles.
 *
 * A GeoTIFF (OGC 19-008r4, its core requirements) has a GeoKeyDirectoryTag and a ModelTiepointTag
 * or ModelTransformationTag: GeoKeys without either name a CRS but place no pixel, so such a file
 * is a plain TIFF here. A BigTIFF is judged as a TIFF is (GDAL writes COGs over 4 GiB as BigTIFF).
 *
 * The COG rules are those of GDAL's validate_cloud_optimized_geotiff.py, which its COG driver's
 * files pass: what the validator calls an error refuses a COG label (`cogErrors`). What the COG
 * driver always does but the validator accepts without it (`cogShortfalls`: tiles and overviews
 * above 512 px, where the validator refuses only strips wider than 1024 px and warns about missing
 * overviews, and the IFDs and tile tables ahead of the data) keeps the label from being given by
 * the content, and is only warned about when a rule or input gives it: such a file is read
 * correctly by range requests, only with more of them. An image of at most 512 \u00d7 512 px is read
 * whole in a request or two, tiled or not, as the validator holds too.
 */

const TAG = {
    NewSubfileType: 254,
    ImageWidth: 256,
    ImageLength: 257,
    StripOffsets: 273,
    StripByteCounts: 279,
    TileWidth: 322,
    TileOffsets: 324,
    TileByteCounts: 325,
    ModelTiepoint: 33922,
    ModelTransformation: 34264,
    GeoKeyDirectory: 34735,
};
const REDUCED_RESOLUTION = 1;
const TRANSPARENCY_MASK = 4;
/** A COG has an IFD per overview and per mask: GDAL stops at about 20 levels; more means a corrupt or hostile chain. */
const MAX_IFDS = 64;
/** Offsets read from the start of a table to find the first tile written (a sparse file leaves empty tiles at 0). */
const OFFSET_WINDOW = 1024;
/** GDAL's "ghost area" between the header and the first IFD: this line, then its size in bytes of text. */
const GHOST = /^GDAL_STRUCTURAL_METADATA_SIZE=(\d{6}) bytes\n$/;
const GHOST_LINE = 43;
/** Of the ghost area's text, what is read to find its flags (GDAL writes a few hundred bytes). */
const GHOST_READ = 4096;
/** The profile of a TIFF; a TiffError when its header or first IFD cannot be read. */
async function tiffProfile(reader) {
    const tiff = await headers/* TiffFile */.gf.open(reader);
    const mainIfd = await tiff.ifd(tiff.firstIfd);
    const main = await tiff_profile_image(tiff, mainIfd);
    const errors = [];
    const shortfalls = [];
    const overviews = [];
    const ifds = [mainIfd.offset];
    try {
        for (let next = await tiff.next(mainIfd); next !== 0;) {
            if (ifds.includes(next))
                throw new headers/* TiffError */.kp(`its IFDs loop back to byte ${next}`);
            if (ifds.length >= MAX_IFDS)
                throw new headers/* TiffError */.kp(`it has more than ${MAX_IFDS} IFDs`);
            ifds.push(next);
            const ifd = await tiff.ifd(next);
            const subfile = (await numberOf(tiff, ifd, TAG.NewSubfileType)) ?? 0;
            // Masks and further full-resolution pages are no overviews; GDAL reads them apart.
            if ((subfile & REDUCED_RESOLUTION) !== 0 && (subfile & TRANSPARENCY_MASK) === 0)
                overviews.push(await tiff_profile_image(tiff, ifd));
            next = await tiff.next(ifd);
        }
    }
    catch (error) {
        if (!(error instanceof headers/* TiffError */.kp))
            throw error;
        errors.push(`the IFDs after its first image cannot be read (${error.what})`);
    }
    await checkStart(tiff, errors);
    checkLevels(main, overviews, errors, shortfalls);
    checkLayout([main, ...overviews], ifds, errors, shortfalls);
    return { bigTiff: tiff.big, notGeoTiff: notGeoTiff(mainIfd), cogErrors: errors, cogShortfalls: shortfalls };
}
function notGeoTiff(ifd) {
    if (!ifd.fields.has(TAG.GeoKeyDirectory))
        return 'it has no GeoKeyDirectoryTag';
    if (!ifd.fields.has(TAG.ModelTiepoint) && !ifd.fields.has(TAG.ModelTransformation))
        return 'it has GeoKeys but neither a ModelTiepointTag nor a ModelTransformationTag to place its pixels';
    return undefined;
}
async function numberOf(tiff, ifd, tag) {
    const field = ifd.fields.get(tag);
    return field === undefined ? undefined : (await tiff.numbers(field, 1))[0];
}
async function tiff_profile_image(tiff, ifd) {
    const width = await tiff.dimension(ifd, TAG.ImageWidth, 'ImageWidth');
    const height = await tiff.dimension(ifd, TAG.ImageLength, 'ImageLength');
    const tileWidth = await numberOf(tiff, ifd, TAG.TileWidth);
    const tiled = tileWidth !== undefined;
    const offsets = ifd.fields.get(tiled ? TAG.TileOffsets : TAG.StripOffsets);
    const counts = ifd.fields.get(tiled ? TAG.TileByteCounts : TAG.StripByteCounts);
    const tablesEnd = Math.max(...[offsets, counts].map((field) => (field === undefined ? 0 : tiff.end(field))));
    return {
        ifd: ifd.offset,
        width,
        height,
        tiled,
        blockWidth: tileWidth ?? width,
        firstBlock: offsets === undefined ? 0 : await tiff.firstNonZero(offsets, OFFSET_WINDOW),
        tablesEnd,
    };
}
const size = (image) => `${image.width} \u00d7 ${image.height} px`;
/** Overviews as a person counts them: 1 is the largest. */
const overviewName = (index) => `overview ${index + 1}`;
/** Larger than a reader takes in one go: GDAL's validator asks for tiles and overviews past this. */
const large = (image) => image.width > 512 || image.height > 512;
/** GDAL's test for an image in strips: blocks as wide as the image, and wider than 1024 px. */
const stripsGdalRefuses = (image) => image.blockWidth === image.width && image.blockWidth > 1024;
/** The first IFD right after the header, or after GDAL's structural metadata ("ghost area"), as the validator checks. */
async function checkStart(tiff, errors) {
    if (tiff.firstIfd === 8 || tiff.firstIfd === 16)
        return;
    let expected = tiff.headerSize;
    let ghost = false;
    if (tiff.size >= tiff.headerSize + GHOST_LINE) {
        const match = GHOST.exec((await tiff.bytes(tiff.headerSize, GHOST_LINE)).toString('latin1'));
        if (match) {
            ghost = true;
            const length = Number(match[1]);
            const text = await tiff.bytes(tiff.headerSize + GHOST_LINE, Math.min(length, GHOST_READ, tiff.size - tiff.headerSize - GHOST_LINE));
            if (text.toString('latin1').includes('KNOWN_INCOMPATIBLE_EDITION=YES'))
                errors.push("GDAL's structural metadata in it says KNOWN_INCOMPATIBLE_EDITION=YES: it was changed after it was written as a COG");
            expected += GHOST_LINE + length;
            expected += expected % 2;
        }
    }
    if (tiff.firstIfd !== expected)
        errors.push(`its first IFD is at byte ${tiff.firstIfd}, not at byte ${expected} right after the header` +
            `${ghost ? " and GDAL's structural metadata" : ''}, where a reader looks first`);
}
/** Tiles, and overviews of decreasing size whose IFDs follow the main one in that order. */
function checkLevels(main, overviews, errors, shortfalls) {
    if (large(main) && stripsGdalRefuses(main))
        errors.push(`its image (${size(main)}) is in strips, not tiles`);
    else if (large(main) && !main.tiled)
        shortfalls.push(`its image (${size(main)}) is in strips, not tiles`);
    if (large(main) && overviews.length === 0)
        shortfalls.push(`it has no overviews, which GDAL recommends for an image of ${size(main)}`);
    overviews.forEach((overview, index) => {
        const before = index === 0 ? main : overviews[index - 1];
        const beforeName = index === 0 ? 'its image' : overviewName(index - 1);
        if (overview.width > before.width || overview.height > before.height)
            errors.push(`${overviewName(index)} (${size(overview)}) is larger than ${beforeName} (${size(before)})`);
        if (large(overview) && stripsGdalRefuses(overview))
            errors.push(`${overviewName(index)} (${size(overview)}) is in strips, not tiles`);
        else if (large(overview) && !overview.tiled)
            shortfalls.push(`${overviewName(index)} (${size(overview)}) is in strips, not tiles`);
        if (overview.ifd < before.ifd)
            errors.push(`the IFD of ${overviewName(index)} (byte ${overview.ifd}) comes before that of ${beforeName} (byte ${before.ifd})`);
    });
}
/**
 * The data after the IFDs, the smallest overview's first and the full resolution's last, so that a
 * reader finds every tile in the first bytes and reads a small view without skipping large ones.
 */
function checkLayout(levels, ifds, errors, shortfalls) {
    const smallest = levels[levels.length - 1];
    const before = errors.length;
    if (smallest.firstBlock !== 0 && smallest.firstBlock < smallest.ifd)
        errors.push(`${levels.length > 1 ? 'the tile data of its smallest overview' : 'its tile data'} begin before its IFD`);
    for (let index = levels.length - 2; index >= 0; index--) {
        const level = levels[index];
        const smaller = levels[index + 1];
        if (level.firstBlock !== 0 && smaller.firstBlock !== 0 && level.firstBlock < smaller.firstBlock)
            errors.push(`the tile data of ${index === 0 ? 'its full-resolution image' : overviewName(index - 1)} come before those of ` +
                `the smaller ${overviewName(index)}`);
    }
    if (errors.length > before)
        return;
    const blocks = levels.map((level) => level.firstBlock).filter((offset) => offset > 0);
    if (blocks.length === 0)
        return;
    const firstData = Math.min(...blocks);
    const lateIfd = ifds.find((offset) => offset > firstData);
    if (lateIfd !== undefined)
        shortfalls.push(`an IFD (byte ${lateIfd}) lies after the first tile data (byte ${firstData})`);
    else if (levels.some((level) => level.tablesEnd > firstData))
        shortfalls.push(`its tile offset tables lie after the first tile data (byte ${firstData}), not in the header a reader reads first`);
}

;// CONCATENATED MODULE: ./src/assets/content.ts
/**
 * What a file's content says about its asset, read from its header before anything is written:
 * the media type of a TIFF where the extension's default would give it (a plain TIFF, a GeoTIFF
 * or a cloud-optimized GeoTIFF, tiff-profile.ts), a given TIFF or GeoPackage type the content
 * must not contradict, and the fields proj-epsg: auto and gsd: auto take from its georeferencing
 * (read by the footprint threads, loaded only by runs that ask for auto).
 *
 * Content that is not here (a Git LFS pointer's, before it is fetched) is not read: its asset waits
 * (AssetSpec's `awaiting`), is planned as the catalog has it (asPublished), and is decided by
 * settleFetched once the run fetched its content, before anything is written.
 */







const TIFF = 'image/tiff';
const GEOTIFF = (0,domain/* normalizeMediaType */.Yr)('image/tiff; application=geotiff');
const COG = (0,domain/* normalizeMediaType */.Yr)('image/tiff; application=geotiff; profile=cloud-optimized');
const GEOPACKAGE = 'application/geopackage+sqlite3';
/** The types a TIFF's content chooses among. */
const TIFF_TYPES = new Set([TIFF, GEOTIFF, COG]);
/** GeoPackage 1.2 and later: 'GPKG'; 1.0 and 1.1 wrote 'GP10' and 'GP11' (OGC 12-128r18, requirement 2 and annex). */
const GEOPACKAGE_IDS = new Map([
    [0x47504b47, 'GPKG'],
    [0x47503130, 'GP10'],
    [0x47503131, 'GP11'],
]);
const SQLITE_MAGIC = 'SQLite format 3\0';
/** Header reads at once: each is a few small reads. */
const HEADERS_AT_ONCE = 8;
/** Files named per reason in a log line. */
const NAMED = 5;
/** Whether the content decides or checks a file declared with this type. */
const contentDecides = (type) => type !== undefined && (TIFF_TYPES.has((0,domain/* normalizeMediaType */.Yr)(type)) || (0,domain/* normalizeMediaType */.Yr)(type) === GEOPACKAGE);
/** Magic numbers of formats a file named .tif may turn out to be, to say what it is instead. */
const OTHER_FORMATS = [
    ['\x89PNG', 'a PNG image'],
    ['\xff\xd8\xff', 'a JPEG image'],
    ['\0\0\0\x0cjP  ', 'a JPEG 2000 image'],
    ['PK\x03\x04', 'a zip archive'],
    ['%PDF', 'a PDF document'],
    ['\x1f\x8b', 'gzip-compressed data'],
    ['<', 'text starting with "<" (HTML or XML, such as an error page saved by a download)'],
];
/** What the file is, as a clause: "it is a PNG image", "its TIFF header is corrupt (\u2026)". */
function describe(header) {
    switch (header.format) {
        case 'tiff':
            return 'it is a TIFF';
        case 'corrupt-tiff':
            return header.problem;
        case 'sqlite':
            return 'it is an SQLite database';
        case 'other':
            return header.startsAs === undefined ? 'it starts with none of the headers of TIFF (II*, MM*, II+, MM+)' : `it is ${header.startsAs}`;
    }
}
/**
 * The label of a file whose declared type the content decides (the extension's default) or checks
 * (a given type); types the content says nothing about pass as they are.
 */
function labelOf(declared, header) {
    const type = (0,domain/* normalizeMediaType */.Yr)(declared.type);
    const says = (what) => (0,src_common/* say */.cv) `its media type '${type}' (given by ${declared.givenBy ?? []}) says ${what}`;
    if (TIFF_TYPES.has(type)) {
        if (header.format !== 'tiff') {
            const what = describe(header);
            return declared.givenBy === undefined
                ? { problem: [`it is no TIFF: ${what}`], fix: "exclude it with a '!' pattern, or name it for its format" }
                : { problem: (0,src_common/* say */.cv) `${says('TIFF')}, but it is no TIFF: ${what}`, fix: 'give the media type of its format, or exclude it' };
        }
        const { profile } = header;
        if (declared.givenBy === undefined)
            return { type: profile.notGeoTiff ? TIFF : isCog(profile) ? COG : GEOTIFF };
        if (type === GEOTIFF && profile.notGeoTiff)
            return {
                problem: (0,src_common/* say */.cv) `${says('GeoTIFF')}, but it is no GeoTIFF: ${profile.notGeoTiff}`,
                fix: 'give it georeferencing, or leave its type to its content',
            };
        if (type === COG) {
            const missing = [...(profile.notGeoTiff ? [profile.notGeoTiff] : []), ...profile.cogErrors];
            if (missing.length > 0)
                return {
                    problem: (0,src_common/* say */.cv) `${says('cloud-optimized GeoTIFF')}, but it is none: ${missing.join('; ')}`,
                    fix: 'write it with GDAL (gdal_translate -of COG), or leave its type to its content',
                };
            if (profile.cogShortfalls.length > 0)
                return { type, warning: profile.cogShortfalls.join('; ') };
        }
        return { type };
    }
    if (type === GEOPACKAGE) {
        const name = header.format === 'sqlite' ? GEOPACKAGE_IDS.get(header.applicationId) : undefined;
        if (name !== undefined)
            return { type };
        const what = header.format === 'sqlite'
            ? `its SQLite header's application_id is 0x${header.applicationId.toString(16).padStart(8, '0')}, not 'GPKG' (0x47504b47)`
            : header.format === 'other' && header.startsAs === undefined
                ? `it is no SQLite file: it does not start with SQLite's header ('SQLite format 3')`
                : `it is no SQLite file: ${describe(header)}`;
        return {
            problem: (0,src_common/* say */.cv) `${declared.givenBy === undefined ? 'it is no GeoPackage' : (0,src_common/* say */.cv) `${says('GeoPackage')}, but it is none`}: ${what}`,
            fix: "exclude it with a '!' pattern, or give the media type of its format; " +
                'a GeoPackage is an SQLite database with application_id GPKG (PRAGMA application_id = 1196444487)',
        };
    }
    return { type };
}
const isCog = (profile) => profile.notGeoTiff === undefined && profile.cogErrors.length === 0 && profile.cogShortfalls.length === 0;
/** Why the content labels a TIFF as it does, for the debug log. */
function why(header) {
    if (header.format !== 'tiff')
        return describe(header);
    const { profile } = header;
    if (profile.notGeoTiff)
        return profile.notGeoTiff;
    const missing = [...profile.cogErrors, ...profile.cogShortfalls];
    return missing.length === 0 ? 'tiled, with its overviews, its IFDs ahead of its data' : `not cloud-optimized: ${missing.join('; ')}`;
}
/** The first bytes of a file, as far as labels need them: the header only, whatever the file's size. */
async function readHeader(absolutePath) {
    return (0,headers/* withHeaderReader */.$W)(absolutePath, async (reader) => {
        const head = await reader.read(0, 72);
        if ((0,headers/* isTiffMagic */.zp)(head)) {
            try {
                return { format: 'tiff', profile: await tiffProfile(reader) };
            }
            catch (error) {
                if (error instanceof headers/* TiffError */.kp)
                    return { format: 'corrupt-tiff', problem: error.message };
                throw error;
            }
        }
        const text = head.toString('latin1');
        if (text.startsWith(SQLITE_MAGIC))
            return { format: 'sqlite', applicationId: head.length >= 72 ? head.readUInt32BE(68) : 0 };
        return { format: 'other', startsAs: OTHER_FORMATS.find(([magic]) => text.startsWith(magic))?.[1] };
    });
}
/**
 * Before the assets are made: the header of every file here (not a Git LFS pointer's, whose
 * content is not fetched yet) whose type the content decides or checks, and the georeferencing of
 * every file with auto fields. Files that need neither are not opened; a run that needs nothing
 * here does nothing.
 */
async function readContents(files, options) {
    const { config, ruleFor, log, content, threads, sourced } = options;
    const requests = files.flatMap((file) => {
        const path = file.unreadable === undefined ? content.locate(file) : undefined;
        if (path === undefined)
            return [];
        const asset = sourced?.get(file);
        const rule = ruleFor(asset?.matched ?? file.relativePath);
        const declared = declaredType(fileExtension(file), rule, config, asset?.asset.fields.type);
        const fields = autoFields(rule, config);
        const decided = contentDecides(declared.type) ? { ...declared, type: declared.type } : undefined;
        return decided !== undefined || fields.length > 0 ? [{ file, path, declared: decided, fields }] : [];
    });
    logSourcedAuto(files, options);
    if (requests.length === 0)
        return new Map();
    return log.group('Read file headers', () => readRequests(requests, log, threads));
}
/**
 * What auto gives a STAC API source's assets, whose bytes are not read before they are published
 * (buildAssets): what the source states of each, one line per field, never a silent none.
 */
function logSourcedAuto(files, options) {
    const { config, ruleFor, log, sourced } = options;
    const remote = files.flatMap((file) => {
        const asset = file.remote === undefined ? undefined : sourced?.get(file);
        return asset === undefined ? [] : [{ asset, fields: autoFields(ruleFor(asset.matched), config) }];
    });
    for (const field of ['proj:epsg', 'gsd']) {
        const asked = remote.filter((file) => file.fields.includes(field));
        if (asked.length === 0)
            continue;
        const stated = asked.filter((file) => file.asset.asset.fields[field] !== undefined).length;
        const auto = (0,src_common/* render */.XX)([(0,src_common/* input */.hF)(field === 'gsd' ? 'gsd' : 'proj-epsg', { value: 'auto' })], log.words);
        log.info(`${auto}: a STAC API source's assets are not read before they are published: ` +
            [
                ...(stated > 0 ? [`the ${field} their source states for ${stated} file(s)`] : []),
                ...(stated < asked.length ? [`none for ${asked.length - stated} file(s), whose source states none`] : []),
            ].join('; '));
    }
}
/** What the content decides for each request: its label from the header, its auto fields from its georeferencing. */
async function readRequests(requests, log, 
/** The run's footprint threads, which read georeferencing. */
threads) {
    const contents = new Map();
    const labelled = requests.filter((request) => request.declared !== undefined);
    // The selection went by each file's mode, which an ACL or a security module may overrule (or a chmod since):
    // each file refused at open is named with its fix, all of them at once, before anything is written.
    const refused = [];
    const headers = await (0,src_common/* mapLimit */.sf)(labelled, HEADERS_AT_ONCE, async (request) => {
        try {
            return await readHeader(request.path);
        }
        catch (error) {
            const file = (0,src_files/* refusedRead */.DC)(request.file, error);
            if (file === undefined)
                throw error;
            refused.push(file);
            return undefined;
        }
    });
    if (refused.length > 0)
        throw (0,src_files/* unreadableFiles */.rx)(refused);
    labelled.forEach((request, index) => {
        const header = headers[index];
        const label = labelOf(request.declared, header);
        contents.set(request.file.relativePath, { label });
        if ('type' in label && request.declared.givenBy === undefined && log.debugging !== false)
            log.debug(`${(0,src_common/* inert */.tJ)(request.file.relativePath)}: ${label.type} (${(0,src_common/* inert */.tJ)(why(header))})`);
    });
    logLabels(labelled, contents, log);
    const georeferenced = requests.filter((request) => request.fields.length > 0);
    if (georeferenced.length > 0) {
        const read = await readGeoreferences(georeferenced, threads);
        georeferenced.forEach((request, index) => {
            const found = read[index];
            const auto = {};
            for (const field of request.fields)
                auto[field] = (field === 'gsd' ? found.gsd : found.epsg) ?? null;
            contents.set(request.file.relativePath, { ...contents.get(request.file.relativePath), auto });
        });
        logAuto(georeferenced, read, log);
    }
    return contents;
}
/** In the footprint threads (each file within a deadline and a heap limit), loaded now: this run asks for auto. */
async function readGeoreferences(requests, runThreads) {
    const footprint = await Promise.all(/* import() */[__webpack_require__.e(559), __webpack_require__.e(45), __webpack_require__.e(474)]).then(__webpack_require__.bind(__webpack_require__, 4474));
    const threads = await runThreads();
    return (0,src_common/* mapLimit */.sf)(requests, HEADERS_AT_ONCE, async (request) => {
        try {
            return await threads.georeference(request.path, request.file.relativePath);
        }
        catch (error) {
            if (!(error instanceof footprint.FootprintError))
                throw error;
            return { unusable: `its georeferencing cannot be used (${error.problem})` };
        }
    });
}
/** Up to NAMED paths, then how many more. */
function named(paths) {
    const shown = paths.slice(0, NAMED).map(src_common/* inert */.tJ).join(', ');
    return paths.length > NAMED ? `${shown} and ${paths.length - NAMED} more` : shown;
}
/** One line per field for all files: the values found, and the files without one grouped by why. */
function logAuto(requests, found, log) {
    for (const field of ['proj:epsg', 'gsd']) {
        const values = new Map();
        const none = new Map();
        const unusable = [];
        requests.forEach((request, index) => {
            if (!request.fields.includes(field))
                return;
            const read = found[index];
            const value = field === 'gsd' ? read.gsd : read.epsg;
            if (value !== undefined) {
                const shown = field === 'gsd' ? `${value} m` : `EPSG:${value}`;
                values.set(shown, (values.get(shown) ?? 0) + 1);
                return;
            }
            if (read.unusable !== undefined)
                unusable.push(`${request.file.relativePath}: ${read.unusable}`);
            const note = read.unusable === undefined
                ? ((field === 'gsd' ? read.gsdNote : read.epsgNote) ?? 'nothing found')
                : 'its georeferencing cannot be used';
            none.set(note, [...(none.get(note) ?? []), request.file.relativePath]);
        });
        const count = [...values.values(), ...[...none.values()].map((paths) => paths.length)].reduce((sum, n) => sum + n, 0);
        if (count === 0)
            continue;
        // Given by the input or by a rule's field of the same name: said as the input (proj-epsg: auto, --proj-epsg auto).
        const auto = (0,src_common/* render */.XX)([(0,src_common/* input */.hF)(field === 'gsd' ? 'gsd' : 'proj-epsg', { value: 'auto' })], log.words);
        // The most common values by name; a delivery in degrees has a gsd per latitude.
        const common = [...values].sort((a, b) => b[1] - a[1]);
        const rest = common.slice(NAMED).reduce((sum, [, n]) => sum + n, 0);
        const given = [
            ...common.slice(0, NAMED).map(([value, n]) => `${value} for ${n} file(s)`),
            ...(rest > 0 ? [`${common.length - NAMED} other value(s) for ${rest} file(s)`] : []),
        ];
        // The most common reasons; the notes come from the files (a CRS's name, a zip entry's name).
        const reasons = [...none].sort((a, b) => b[1].length - a[1].length);
        const others = reasons.slice(NAMED).reduce((sum, [, paths]) => sum + paths.length, 0);
        const missing = [
            ...reasons.slice(0, NAMED).map(([note, paths]) => `none for ${paths.length} file(s), as ${(0,src_common/* inert */.tJ)(note)} (${named(paths)})`),
            ...(others > 0 ? [`none for ${others} file(s) for ${reasons.length - NAMED} other reason(s)`] : []),
        ];
        log.info(`${auto}: ${[...given, ...missing].join('; ')}`);
        if (unusable.length > 0)
            log.warning(`${auto}: ${unusable.length} file(s) get none: ${unusable
                .slice(0, NAMED)
                .map((line) => (0,src_common/* inert */.tJ)(line))
                .join('; ')}${unusable.length > NAMED ? `; and ${unusable.length - NAMED} more` : ''}`);
    }
}
/** The labels the content gave, counted, and the given COG labels on files that lack what GDAL's COG driver writes. */
function logLabels(requests, contents, log) {
    const counts = new Map();
    const lacking = [];
    for (const request of requests) {
        const label = contents.get(request.file.relativePath)?.label;
        if (label === undefined || 'problem' in label)
            continue;
        if (request.declared?.givenBy === undefined)
            counts.set(label.type, (counts.get(label.type) ?? 0) + 1);
        else if (label.warning !== undefined)
            lacking.push(`${request.file.relativePath} (${label.warning})`);
    }
    if (counts.size > 0)
        log.info(`Media types from the files' headers: ${[...counts].map(([type, n]) => `${n} \u00d7 ${type}`).join(', ')}`);
    if (lacking.length > 0)
        log.warning(`${lacking.length} file(s) labelled cloud-optimized lack what GDAL's COG driver writes (its validator accepts them; ` +
            `readers need more requests): ${lacking
                .slice(0, NAMED)
                .map((line) => (0,src_common/* inert */.tJ)(line))
                .join('; ')}` +
            `${lacking.length > NAMED ? `; and ${lacking.length - NAMED} more` : ''}`);
}

;// CONCATENATED MODULE: ./src/assets/assets.ts







const blankToNull = (text) => (text === undefined || text.trim() === '' ? null : text);
/**
 * One asset per file, with everything the catalog would reject found now, for all files at
 * once, before anything is written: a path path-pattern does not match, id characters and length,
 * id extension against the media type, unknown extensions, empty files, and two files that would
 * become one asset. The first rule that matches a file sets its metadata; the plain inputs fill in
 * the rest (item properties key by key). What the files' contents decided (readContents) gives
 * their labels and auto fields, and a content that contradicts a file's type is one more problem.
 * A file whose content is elsewhere (a Git LFS pointer) is checked as the content it stands for:
 * its size is the declared one; its content decides what it can once it is fetched.
 */
function buildAssets(files, config, options) {
    const { content: store, ruleFor = () => undefined, sourced: sources = new Map() } = options;
    const { target, selection, assetMetadata: metadata, items } = config;
    const itemProperties = options.itemProperties ?? new Map();
    const contents = options.contents ?? new Map();
    const problems = [];
    const byKey = new Map();
    const specs = [];
    // What many files share (their item and its container, a rendered datetime, title or property) is kept once, not once a file.
    const containers = new Map();
    const once = new Map();
    const shared = (text) => {
        const known = once.get(text);
        if (known !== undefined)
            return known;
        once.set(text, text);
        return text;
    };
    for (const file of files) {
        // Not read, so nothing else of it is known: its one problem.
        if (file.unreadable !== undefined) {
            problems.push((0,src_files/* unreadableProblem */.$Z)(file));
            continue;
        }
        const sourced = sources.get(file);
        const rule = ruleFor(sourced?.matched ?? file.relativePath);
        const from = rule === undefined ? '' : ` (rule ${rule.index})`;
        const refuse = (what, fix) => problems.push({ subject: { kind: 'file', path: file.relativePath }, what, ...(fix === undefined ? {} : { fix }) });
        const groups = selection.pathPattern === undefined ? {} : (0,domain/* patternValues */.dN)(selection.pathPattern, file.relativePath);
        if (groups === undefined) {
            refuse((0,src_common/* say */.cv) `${(0,src_common/* input */.hF)('path-pattern', { bare: true })} '${selection.pathPattern.source}' does not match it`, (0,src_common/* say */.cv) `its placeholders need every selected file to match: exclude such files in ${(0,src_common/* input */.hF)('files')} (a line starting with !)`);
            continue;
        }
        const values = sourced === undefined
            ? { ...(0,domain/* templateValues */.nX)(file.relativePath), ...groups }
            : { ...sourced.item.placeholders, ...(0,domain/* templateValues */.nX)(file.relativePath), ...groups, id: sourced.item.id, key: sourced.asset.key };
        // A STAC source's properties are known only now: a template may name one its item lacks.
        const lacking = new Set();
        const noteLacking = (template) => {
            if (sourced !== undefined)
                for (const whole of (0,domain/* unrendered */.LC)(template))
                    if (values[placeholderName(whole)] === undefined)
                        lacking.add(whole);
        };
        const render = (template) => {
            noteLacking(template);
            return (0,domain/* renderTemplate */.Xm)(template, values);
        };
        const id = render(rule?.assetId ?? metadata.assetId).toLowerCase();
        const collectionAsset = rule?.collectionAsset ?? target.collectionAsset;
        const itemTemplate = rule?.item ?? target.item;
        const item = collectionAsset || itemTemplate === undefined ? undefined : shared(render(itemTemplate).toLowerCase());
        const titleTemplate = rule?.title ?? metadata.title;
        const title = blankToNull(titleTemplate === undefined ? sourced?.asset.fields.title : render(titleTemplate));
        const description = rule?.description ?? metadata.description;
        const renderedDescription = description === undefined ? undefined : render(description);
        const itemDatetime = rule?.itemDatetime ?? items.itemDatetime;
        const renderedDatetime = itemDatetime === undefined ? undefined : shared(render(itemDatetime));
        const itemTitle = items.itemTitle === undefined ? undefined : shared(render(items.itemTitle));
        const properties = rule?.itemProperties === undefined ? itemProperties : new Map([...itemProperties, ...rule.itemProperties]);
        const rendered = renderedProperties(properties, (template) => shared(render(template)));
        const links = item === undefined ? undefined : (rule?.itemLinks ?? options.itemLinks);
        for (const link of links ?? [])
            for (const template of [link.href, link.title ?? ''])
                noteLacking(template);
        if (lacking.size > 0) {
            refuse([`its source item '${sourced.item.id}' has no ${[...lacking].join(', ')} for the templates that name it`], ['name properties every source item has, or set the inputs that name them with a rule for the files they fit']);
            continue;
        }
        const fileExtension = (0,domain/* extensionOf */.je)(values.name ?? '');
        const sourceFields = sourced?.asset.fields;
        const declared = declaredType(fileExtension, rule, config, sourceFields?.type);
        const content = contents.get(file.relativePath);
        const label = content?.label;
        const type = label !== undefined && 'type' in label ? label.type : declared.type;
        const before = problems.length;
        if (label !== undefined && 'problem' in label)
            refuse(label.problem, [label.fix]);
        // A source's asset states its size only where its source does (service-stac never does): 0 is then unknown, not empty.
        const empty = file.remote === undefined ? file.size === 0 : file.remote.declared?.size === 0;
        if (empty)
            refuse(['the file is empty'], ["the catalog needs the file's data (remove it or exclude it with a '!' pattern)"]);
        if (file.size > src_common/* MAX_FILE_SIZE */.w3)
            refuse([`${file.size} bytes is more than the catalog's upload limit of 100 parts of 5 GiB`]);
        if (type === undefined) {
            refuse([`no media type for the extension '${fileExtension === '' ? '(none)' : `.${fileExtension}`}'`], [`the catalog accepts ${domain/* KNOWN_EXTENSIONS */.vS.map((e) => `.${e}`).join(' ')}`]);
        }
        else if (declared.givenBy === SOURCE_TYPE && !(0,domain/* isKnownMediaType */.MB)(type)) {
            const extensionsTaken = domain/* KNOWN_EXTENSIONS */.vS.map((e) => `.${e}`).join(' ');
            refuse([`the STAC source gives asset '${sourced.asset.key}' the media type '${type}', which the catalog does not take`], (0,src_common/* say */.cv) `set ${(0,src_common/* input */.hF)('media-type')} (or a rule's media-type) for it: the catalog takes those of ${extensionsTaken}`);
        }
        if (!(0,domain/* isValidId */.Al)(id)) {
            const suggestion = (0,domain/* slug */.yR)(id);
            const slugged = (0,domain/* isValidId */.Al)(suggestion) ? `'{name|slug}' (here '${suggestion}'), ` : '';
            refuse([`asset id '${id}'${from} is not valid`], (0,src_common/* say */.cv) `ids are ${domain/* ID_RULE */.Rb} (change ${(0,src_common/* input */.hF)('asset-id')}, e.g. to ${slugged}'{parent}-{name}' or '{flatpath}')`);
        }
        else if (type !== undefined && !(0,domain/* extensionsFor */.il)(type).includes((0,domain/* extensionOf */.je)(id))) {
            const extensions = (0,domain/* extensionsFor */.il)(type)
                .map((e) => `.${e}`)
                .join(' or ');
            // A STAC source's keys are often no file names ('data', 'image'): its file's name is one.
            const named = sourced === undefined ? undefined : (0,src_common/* say */.cv) `set ${(0,src_common/* input */.hF)('asset-id')} to '{name}' (its file's name) or another template that does`;
            refuse([`asset id '${id}'${from} must end in ${extensions} for the media type '${type}'`], named);
        }
        if (!collectionAsset && item === undefined) {
            refuse([`no item to publish it into${from}`], (0,src_common/* say */.cv) `set ${(0,src_common/* input */.hF)('item')} (or a rule's item), or ${(0,src_common/* input */.hF)('collection-asset', { value: 'true' })}`);
        }
        else if (item !== undefined && !(0,domain/* isValidId */.Al)(item)) {
            refuse([`item id '${item}'${from} is not valid`], [`ids are ${domain/* ID_RULE */.Rb}`]);
        }
        if (title !== null && title.length > 255)
            refuse([`the title is ${title.length} characters`], (0,src_common/* say */.cv) `the catalog allows 255 (shorten ${(0,src_common/* input */.hF)('title')})`);
        const key = `${item ?? ''}/${id}`;
        const other = byKey.get(key);
        if (other !== undefined)
            refuse([`becomes asset '${id}', as ${other.relativePath} does`], (0,src_common/* say */.cv) `make ${(0,src_common/* input */.hF)('asset-id')} tell them apart (e.g. '{flatpath}')`);
        byKey.set(key, file);
        if (collectionAsset) {
            const given = [
                rule?.gsd === undefined ? '' : 'gsd',
                rule?.lang === undefined ? '' : 'geoadmin:lang',
                rule?.variant === undefined ? '' : 'geoadmin:variant',
            ];
            const refused = given.filter((field) => field !== '');
            if (refused.length > 0)
                refuse([`an asset of the collection itself has no ${refused.join(', ')}${from}`], ['the catalog refuses them there']);
        }
        const lang = rule?.lang ?? sourceFields?.['geoadmin:lang'];
        const variant = rule?.variant ?? sourceFields?.['geoadmin:variant'];
        const roles = rule?.roles ?? sourceFields?.roles;
        if (sourced !== undefined) {
            const field = sourceFieldProblem({ lang, variant, roles });
            if (field !== undefined)
                refuse([`the STAC source's asset '${sourced.asset.key}': ${field}`], ['a rule may set the field for it']);
        }
        if (problems.length > before || type === undefined)
            continue;
        const geometry = itemGeometryFile(config, values);
        if (geometry !== undefined && 'what' in geometry) {
            refuse(geometry.what, geometry.fix);
            continue;
        }
        // A STAC API source's content is not read before it is published: auto takes what the source states of it.
        const remote = file.remote !== undefined;
        const auto = remote ? [] : autoFields(rule, config);
        const read = (field) => (remote ? (sourceFields?.[field] ?? null) : (content?.auto?.[field] ?? null));
        const projEpsg = rule?.projEpsg ?? metadata.projEpsg ?? sourceFields?.['proj:epsg'];
        const gsd = collectionAsset ? undefined : (rule?.gsd ?? metadata.gsd ?? sourceFields?.gsd);
        let container = containers.get(item);
        if (container === undefined)
            containers.set(item, (container = { collection: target.collection, item }));
        specs.push({
            file,
            container,
            rule: rule?.index,
            itemDatetime: renderedDatetime,
            itemTitle,
            itemProperties: rendered,
            ...(links === undefined ? {} : { itemLinks: (0,domain/* renderLinks */.UE)(links, values) }),
            itemGeometry: item === undefined ? undefined : geometry,
            ...(sourced === undefined || item === undefined ? {} : { source: sourced.item }),
            ...(!store.isHere(file) && (contentDecides(declared.type) || auto.length > 0)
                ? { awaiting: { declared: contentDecides(declared.type) ? { ...declared, type: declared.type } : undefined, fields: auto } }
                : {}),
            fields: {
                id,
                type,
                title,
                description: blankToNull(renderedDescription ?? sourceFields?.description),
                'proj:epsg': projEpsg === 'auto' ? read('proj:epsg') : (projEpsg ?? null),
                roles: roles ?? null,
                gsd: gsd === 'auto' ? read('gsd') : (gsd ?? null),
                'geoadmin:lang': collectionAsset ? null : (lang ?? null),
                'geoadmin:variant': collectionAsset ? null : (variant ?? null),
            },
        });
    }
    if (problems.length > 0)
        throw new src_common/* ProblemsError */.FQ(problems);
    return specs;
}
const NO_PROPERTIES = new Map();
/** The item-properties templates rendered for a file, those set to null left out; one empty map for every file that has none. */
function renderedProperties(templates, render) {
    const rendered = new Map();
    for (const [name, template] of templates)
        if (template !== null)
            rendered.set(name, render(template));
    return rendered.size === 0 ? NO_PROPERTIES : rendered;
}
/** The item's GeoJSON file when item-geometry is a template, relative to working-directory; it must stay in the workspace. */
function itemGeometryFile(config, values) {
    const { itemGeometry } = config.items;
    if (itemGeometry.kind !== 'template')
        return undefined;
    const source = (0,domain/* renderTemplate */.Xm)(itemGeometry.template, values);
    const file = (0,src_common/* within */.ux)(config.selection.workspace, external_node_path_default().resolve(config.selection.workingDirectory, source));
    return file === undefined
        ? {
            what: (0,src_common/* say */.cv) `${(0,src_common/* input */.hF)('item-geometry', { bare: true })} '${source}' is outside the workspace`,
            fix: ['give the path of a GeoJSON file in the repository'],
        }
        : { path: file, source };
}
const LANGUAGES = new Set(['de', 'it', 'fr', 'rm', 'en']);
/** What the catalog refuses of the fields a STAC source gives an asset (its validators), in words; undefined when nothing. */
function sourceFieldProblem(fields) {
    if (fields.lang !== undefined && !LANGUAGES.has(fields.lang))
        return `its geoadmin:lang '${fields.lang}' is not one the catalog takes (${[...LANGUAGES].join(', ')})`;
    if (fields.variant !== undefined && (fields.variant.length > 25 || !/^([a-zA-Z0-9]+ )*[a-zA-Z0-9]+$/.test(fields.variant)))
        return `its geoadmin:variant '${fields.variant}' is not words of letters and digits separated by single spaces, at most 25 characters`;
    const long = fields.roles?.find((role) => role.length > 255);
    if (long !== undefined)
        return `a role of ${long.length} characters, more than the catalog's 255`;
    return undefined;
}
/** The name a placeholder such as '{platform|slug}' gives. */
const placeholderName = (whole) => whole.slice(1, -1).split('|')[0] ?? '';

;// CONCATENATED MODULE: ./src/assets/awaiting.ts



/** A number as the catalog shows it (proj:epsg may come back as a numeric string); null for anything else. */
function shownNumber(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return value;
    if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value))
        return Number(value);
    return null;
}
/**
 * The asset of a Git LFS file not fetched yet, as the catalog has it: the TIFF type the content
 * gave when it was published (the content is the same when the checksum is), and its auto fields.
 * A file that is uploaded is fetched, and then its content decides (settleFetched).
 */
function asPublished(spec, remote) {
    const awaiting = spec.awaiting;
    if (awaiting === undefined)
        return spec;
    const published = (0,domain/* normalizeMediaType */.Yr)(remote.type ?? '');
    const contentTyped = awaiting.declared !== undefined && awaiting.declared.givenBy === undefined;
    const type = contentTyped && TIFF_TYPES.has(published) && TIFF_TYPES.has(spec.fields.type) ? published : spec.fields.type;
    const auto = Object.fromEntries(awaiting.fields.map((field) => [field, shownNumber(remote[field])]));
    return { ...spec, fields: { ...spec.fields, type, ...auto } };
}
/**
 * Once their content is fetched (the store locates it), before any write: each waiting asset as
 * its content decides it, by the same reading as files in the repository get. A content that
 * contradicts the file's type refuses the run, naming every such file.
 */
async function settleFetched(specs, options) {
    const { content, log, threads } = options;
    const waiting = specs.filter((spec) => spec.awaiting !== undefined);
    const contents = await readRequests(waiting.map((spec) => ({
        file: spec.file,
        path: located(content, spec),
        declared: spec.awaiting.declared,
        fields: spec.awaiting.fields,
    })), log, threads);
    const problems = [];
    const settled = new Map();
    for (const spec of waiting) {
        const content = contents.get(spec.file.relativePath);
        const label = content?.label;
        if (label !== undefined && 'problem' in label) {
            problems.push({ subject: { kind: 'file', path: spec.file.relativePath }, what: label.problem, fix: [label.fix] });
            continue;
        }
        settled.set(spec, { ...spec, awaiting: undefined, fields: { ...spec.fields, type: label?.type ?? spec.fields.type, ...content?.auto } });
    }
    if (problems.length > 0)
        throw new src_common/* ProblemsError */.FQ(problems, `${problems.length} Git LFS file(s) whose content contradicts their media type; nothing was written:`);
    return settled;
}
/** Where a waiting asset's fetched content is; asked only of content the run fetched. */
function located(content, spec) {
    const path = content.locate(spec.file);
    if (path === undefined)
        throw new Error(`${spec.file.relativePath}: its content was not fetched before it was read`);
    return path;
}

;// CONCATENATED MODULE: ./src/assets/index.ts
/**
 * One asset per file, and everything the catalog would refuse, for all files at once, before any
 * write; what the files' contents decide of their assets (labels, proj-epsg and gsd: auto), for
 * Git LFS files once their content is fetched.
 * Other folders import from here; modules of this folder import each other directly.
 */





/***/ }),

/***/ 3893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Zg: () => (/* reexport */ CatalogBusy),
  G$: () => (/* reexport */ CatalogError),
  WC: () => (/* reexport */ HttpCatalog),
  $$: () => (/* reexport */ PartBytesChanged),
  $W: () => (/* reexport */ ServerTraits),
  BC: () => (/* reexport */ catalogLinks),
  Ho: () => (/* reexport */ containerKey),
  xN: () => (/* reexport */ containerName),
  NU: () => (/* reexport */ containerUrl),
  Hb: () => (/* reexport */ describeReads),
  fU: () => (/* reexport */ itemAssets),
  iS: () => (/* reexport */ operatorCatalog),
  F1: () => (/* reexport */ readItems),
  DQ: () => (/* reexport */ sameGeometry),
  Ab: () => (/* reexport */ targetPages),
  dm: () => (/* reexport */ targetUrl)
});

;// CONCATENATED MODULE: ./src/catalog/api.ts
/**
 * The storage refused a part because the bytes it received are not those of the MD5 the part's URL
 * was signed for (S3's 400 BadDigest): the file no longer holds the bytes planned, so it changed
 * after its checksum was computed. Nothing of the part was stored.
 */
class PartBytesChanged extends Error {
    name = 'PartBytesChanged';
    partNumber;
    /** `label` names the request: "upload part 2/3 of dem.tif". */
    constructor(partNumber, label) {
        super(`${label}: the storage received other bytes than those of the part's MD5 (HTTP 400 BadDigest)`);
        this.partNumber = partNumber;
    }
}
/** A catalog answer that is not a success: its status and the service's own description. */
class CatalogError extends Error {
    name = 'CatalogError';
    status;
    constructor(status, message) {
        super(message);
        this.status = status;
    }
}
/**
 * The catalog, or its storage, cannot take requests now: throttled or unavailable (429 or 5xx)
 * after the transport's retries, or with a Retry-After longer than a run waits. The next request
 * is likely to meet the same: what a run counts to stop writing (execute/refusals.ts).
 */
class CatalogBusy extends CatalogError {
    name = 'CatalogBusy';
    /** What its Retry-After asked to wait (ms), when longer than a run waits: the catalog's "not now". */
    retryAfterMs;
    constructor(status, message, retryAfterMs) {
        super(status, message);
        this.retryAfterMs = retryAfterMs;
    }
}
/**
 * A success whose body is not what its request reads (an HTML page from a gateway or a captive
 * portal, another item than the one asked for, a list that is no list): nothing is planned or
 * written on it, and the message names the answer.
 */
class UnexpectedAnswer extends CatalogError {
    name = 'UnexpectedAnswer';
}
/**
 * An item whose answer is larger than a run reads: the catalog shows an item with all its assets in
 * one answer (service-stac lists an item's assets no other way: its asset listing is not paginated,
 * and larger), so nothing can be planned on it. Final, like the overrun it comes from.
 */
class ItemTooLarge extends CatalogError {
    name = 'ItemTooLarge';
    item;
    constructor(item, message) {
        super(200, message);
        this.item = item;
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/transport/index.ts + 9 modules
var transport = __webpack_require__(8812);
// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var common = __webpack_require__(4095);
// EXTERNAL MODULE: ./src/domain/index.ts + 10 modules
var domain = __webpack_require__(1686);
;// CONCATENATED MODULE: ./src/catalog/answers.ts

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
/** Characters of a server's text a message quotes. */
const SHOWN = 40;
/** A server's text in a message: quoted, inert, and at most SHOWN characters of it. */
function shown(text, max = SHOWN) {
    const chars = Array.from(text.slice(0, max + 1));
    return `'${(0,common/* inert */.tJ)(chars.slice(0, max).join(''))}${chars.length > max ? '\u2026' : ''}'`;
}
/** What a JSON value is, for a message: "a list", "a number", "null". */
function kindOf(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'an object';
    // What is left of JSON: a text, a number, true or false.
    return typeof value === 'string' ? `the text ${shown(value)}` : `the value ${shown(JSON.stringify(value) ?? typeof value)}`;
}
/**
 * A multihash in hex, as the catalog shows file:checksum: a hash function's code and the digest's
 * length (each a varint), then that many bytes of digest (sha2-256: 1220 and 64 hex digits).
 */
function isMultihash(text) {
    if (!/^(?:[0-9a-f]{2})+$/i.test(text))
        return false;
    const bytes = Buffer.from(text, 'hex');
    let at = 0;
    const varint = () => {
        let value = 0;
        for (let shift = 0; at < bytes.length && shift < 28; shift += 7) {
            const byte = bytes[at++];
            value += (byte & 0x7f) * 2 ** shift;
            if (byte < 0x80)
                return value;
        }
        return undefined;
    };
    const code = varint();
    const length = varint();
    return code !== undefined && length !== undefined && length > 0 && bytes.length - at === length;
}
/** An asset's fields as an item, an asset list or an asset read shows them (its id checked by the caller). */
function assetDefect(value) {
    if (!isObject(value))
        return `it is ${kindOf(value)}, not an asset`;
    if (typeof value.type !== 'string')
        return 'it has no media type (type)';
    const checksum = value['file:checksum'];
    // An asset whose upload never completed shows no checksum, or an empty one.
    if (checksum !== undefined && checksum !== null && (typeof checksum !== 'string' || (checksum !== '' && !isMultihash(checksum))))
        return `its file:checksum ${typeof checksum === 'string' ? shown(checksum) : kindOf(checksum)} is not a multihash`;
    if (value.href !== undefined && typeof value.href !== 'string')
        return 'its href is not a text';
    const size = value['file:size'];
    if (size !== undefined && size !== null && typeof size !== 'number')
        return 'its file:size is not a number';
    return undefined;
}
/** An asset with its id: the one asked for, when `id` is given. */
function identifiedAssetDefect(value, id) {
    if (!isObject(value))
        return assetDefect(value);
    if (typeof value.id !== 'string')
        return 'it has no id';
    if (id !== undefined && value.id !== id)
        return `its id is ${shown(value.id)}`;
    return assetDefect(value);
}
/** A list of assets, as GET .../assets shows it ({"assets": [...]}, or the list itself). */
function assetListDefect(value) {
    const list = isObject(value) ? value.assets : value;
    if (!Array.isArray(list))
        return isObject(value) ? 'it has no list of assets' : `it is ${kindOf(value)}`;
    for (const [index, asset] of list.entries()) {
        const defect = identifiedAssetDefect(asset);
        if (defect !== undefined)
            return `its asset ${entryName(asset, index)}: ${defect}`;
    }
    return undefined;
}
/**
 * An item: an object with its id (the one asked for, when `id` is given) and its assets, an
 * object by id, each an asset; its properties an object and its links a list, where shown.
 */
function itemDefect(value, id) {
    if (!isObject(value))
        return `it is ${kindOf(value)}`;
    if (typeof value.id !== 'string')
        return 'it has no id';
    if (id !== undefined && value.id !== id)
        return `its id is ${shown(value.id)}`;
    if (!isObject(value.assets))
        return value.assets === undefined ? 'it shows no assets' : `its assets are ${kindOf(value.assets)}`;
    if (value.properties !== undefined && !isObject(value.properties))
        return `its properties are ${kindOf(value.properties)}`;
    if (value.links !== undefined && !Array.isArray(value.links))
        return `its links are ${kindOf(value.links)}`;
    for (const [asset, fields] of Object.entries(value.assets)) {
        const defect = assetDefect(fields);
        if (defect !== undefined)
            return `its asset ${shown(asset)}: ${defect}`;
    }
    return undefined;
}
/** A page of the item listing: its features a list of items, its links a list where shown. */
function itemPageDefect(value) {
    if (!isObject(value))
        return `it is ${kindOf(value)}`;
    if (!Array.isArray(value.features))
        return value.features === undefined ? 'it has no features' : `its features are ${kindOf(value.features)}`;
    if (value.links !== undefined && !Array.isArray(value.links))
        return `its links are ${kindOf(value.links)}`;
    for (const [index, feature] of value.features.entries()) {
        const defect = itemDefect(feature);
        if (defect !== undefined)
            return `its feature ${entryName(feature, index)}: ${defect}`;
    }
    return undefined;
}
/** A collection: an object with its id; its links a list where shown. */
function collectionDefect(value, id) {
    if (!isObject(value))
        return `it is ${kindOf(value)}`;
    if (value.id !== id)
        return typeof value.id === 'string' ? `its id is ${shown(value.id)}` : 'it has no id';
    if (value.links !== undefined && !Array.isArray(value.links))
        return `its links are ${kindOf(value.links)}`;
    return undefined;
}
/** Presigned part URLs: each a URL for a part number, `parts` of them, every part once. */
function partUrlsDefect(value, parts) {
    if (!Array.isArray(value))
        return value === undefined ? 'it has no part URLs' : `its urls are ${kindOf(value)}`;
    const seen = new Set();
    for (const entry of value) {
        if (!isObject(entry) || typeof entry.url !== 'string' || !Number.isInteger(entry.part))
            return 'a part URL has no url or part number';
        if (seen.has(entry.part))
            return `part ${String(entry.part)} has two URLs`;
        seen.add(entry.part);
    }
    if (parts !== undefined && (seen.size !== parts || [...seen].some((part) => part < 1 || part > parts)))
        return `it has ${seen.size} part URL(s) for an upload of ${parts} part(s)`;
    return undefined;
}
/** A new upload: its id, and a URL for each of its `parts`. */
function newUploadDefect(value, parts) {
    if (!isObject(value))
        return `it is ${kindOf(value)}`;
    if (typeof value.upload_id !== 'string' || value.upload_id === '')
        return 'it has no upload_id';
    if (value.status !== undefined && value.status !== 'in-progress')
        return `its status is ${kindOf(value.status)}, not in-progress`;
    return partUrlsDefect(value.urls, parts);
}
/** An upload read back: the one asked for, a known status, its checksum and part MD5s, and URLs while in progress. */
function uploadDefect(value, uploadId) {
    if (!isObject(value))
        return `it is ${kindOf(value)}`;
    if (value.upload_id !== uploadId)
        return typeof value.upload_id === 'string' ? `its upload_id is ${shown(value.upload_id)}` : 'it has no upload_id';
    if (value.status !== 'in-progress' && value.status !== 'completed' && value.status !== 'aborted')
        return `its status is ${kindOf(value.status)}, no upload status`;
    if (typeof value['file:checksum'] !== 'string')
        return 'it has no file:checksum';
    const md5Parts = value.md5_parts;
    if (!Array.isArray(md5Parts) ||
        !md5Parts.every((part) => isObject(part) && Number.isInteger(part.part_number) && typeof part.md5 === 'string'))
        return 'its md5_parts are not a list of part numbers and MD5s';
    if (value.content_encoding !== undefined && typeof value.content_encoding !== 'string')
        return 'its content_encoding is not a text';
    return value.status === 'in-progress' ? partUrlsDefect(value.urls, undefined) : undefined;
}
/** The parts stored for an upload: each its number, ETag and size. */
function partsDefect(value) {
    if (!isObject(value) || !Array.isArray(value.parts))
        return isObject(value) ? 'it has no list of parts' : `it is ${kindOf(value)}`;
    const parts = value.parts;
    const whole = (part) => isObject(part) && typeof part.etag === 'string' && Number.isInteger(part.part_number) && typeof part.size === 'number';
    return parts.every(whole) ? undefined : 'a part has no etag, part_number or size';
}
/** The uploads of an asset: each with its id. */
function uploadListDefect(value) {
    if (!isObject(value) || !Array.isArray(value.uploads))
        return isObject(value) ? 'it has no list of uploads' : `it is ${kindOf(value)}`;
    return value.uploads.every((upload) => isObject(upload) && typeof upload.upload_id === 'string')
        ? undefined
        : 'an upload has no upload_id';
}
/** An entry of a list, for a message: its id when it has one, else its place. */
function entryName(value, index) {
    return isObject(value) && typeof value.id === 'string' ? shown(value.id) : `#${index + 1}`;
}

;// CONCATENATED MODULE: ./src/catalog/item-stream.ts
/**
 * An item's answer read as it comes: its assets (all of them, in one answer: 100,000 make some 30
 * MB) parsed one by one, so that a run holds the item as its values only, never also as its text.
 * What is not inside the item's `assets` is kept as bytes (the item's own fields: a few KB) and
 * parsed at the end with `{}` in the place of `assets`. JSON.parse reads every part, and the
 * scanner checks the syntax of `assets` around them: what JSON.parse would refuse whole is
 * refused, and what it takes is what it would give (a second `assets` replaces the first).
 */

const EMPTY_OBJECT = Buffer.from('{}');
/** The answer's first bytes, kept to say what it was when it is not JSON. */
const HEAD_BYTES = 1000;
const isSpace = (byte) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
class ItemStream {
    /** The bytes outside `assets`, `{}` in its place. */
    #outer = [];
    #head = [];
    #headBytes = 0;
    #bytes = 0;
    // Outside `assets`: nesting (1 inside the item), strings, and the item's keys.
    #depth = 0;
    #itemIsObject = false;
    #inString = false;
    #escaped = false;
    #expectKey = false;
    #keyBytes;
    /** The key at depth 1 whose value comes next. */
    #key;
    // Inside `assets`: where, the member's key and value bytes, the value's nesting.
    #in;
    #memberKey = [];
    #memberValue = [];
    #valueDepth = 0;
    #assets = {};
    /** The item's `assets` object (its last), or undefined when its last `assets` is no object. */
    #found;
    #broken;
    /** Bytes read so far. */
    get bytes() {
        return this.#bytes;
    }
    /** The answer's first bytes, as text: what it was, when it is not JSON. */
    get head() {
        return Buffer.concat(this.#head).toString('utf8');
    }
    write(chunk) {
        this.#bytes += chunk.length;
        if (this.#headBytes < HEAD_BYTES) {
            const part = Buffer.from(chunk.subarray(0, HEAD_BYTES - this.#headBytes));
            this.#head.push(part);
            this.#headBytes += part.length;
        }
        if (this.#broken !== undefined)
            return;
        // Where the current run of outer bytes, or of a member's key or value, began in this chunk.
        let from = 0;
        for (let at = 0; at < chunk.length; at++) {
            const byte = chunk[at];
            if (this.#in === undefined) {
                if (this.#outerByte(byte)) {
                    // The value of the item's `assets`: read member by member; `{}` stands in its place.
                    this.#outer.push(Buffer.from(chunk.subarray(from, at)), EMPTY_OBJECT);
                    this.#in = 'open';
                    this.#assets = {};
                }
                continue;
            }
            switch (this.#in) {
                case 'open':
                case 'next':
                    if (isSpace(byte))
                        break;
                    if (byte === common/* CLOSE_OBJECT */.tX && this.#in === 'open') {
                        this.#closeAssets();
                        from = at + 1;
                    }
                    else if (byte === common/* QUOTE */.jA) {
                        this.#in = 'key';
                        from = at;
                    }
                    else
                        return this.#fail(this.#in === 'open' ? 'a key or }' : 'a key after ,');
                    break;
                case 'key':
                    if (this.#escaped)
                        this.#escaped = false;
                    else if (byte === common/* BACKSLASH */.r_)
                        this.#escaped = true;
                    else if (byte === common/* QUOTE */.jA) {
                        this.#memberKey.push(chunk.subarray(from, at + 1));
                        this.#in = 'colon';
                    }
                    break;
                case 'colon':
                    if (isSpace(byte))
                        break;
                    if (byte !== common/* COLON */.oH)
                        return this.#fail(': after a key');
                    this.#in = 'start';
                    break;
                case 'start':
                    if (isSpace(byte))
                        break;
                    if (byte === common/* COMMA */.KE || byte === common/* CLOSE_OBJECT */.tX || byte === common/* CLOSE_ARRAY */.$z || byte === common/* COLON */.oH)
                        return this.#fail('a value');
                    this.#in = 'value';
                    this.#valueDepth = 0;
                    this.#inString = false;
                    from = at;
                    // A primitive of one byte, or the start of one.
                    if (this.#valueByte(byte)) {
                        if (!this.#member(chunk.subarray(from, at + 1)))
                            return;
                    }
                    break;
                case 'value':
                    if (!this.#inString && this.#valueDepth === 0 && (byte === common/* COMMA */.KE || byte === common/* CLOSE_OBJECT */.tX || isSpace(byte))) {
                        // A number, true, false or null ends at what follows it, which is read again after it.
                        if (!this.#member(chunk.subarray(from, at)))
                            return;
                        at--;
                        break;
                    }
                    if (this.#valueByte(byte) && !this.#member(chunk.subarray(from, at + 1)))
                        return;
                    break;
                case 'after':
                    if (isSpace(byte))
                        break;
                    if (byte === common/* COMMA */.KE)
                        this.#in = 'next';
                    else if (byte === common/* CLOSE_OBJECT */.tX) {
                        this.#closeAssets();
                        from = at + 1;
                    }
                    else
                        return this.#fail(', or } after a value');
                    break;
            }
        }
        // The rest of a run that goes on in the next chunk.
        if (this.#in === undefined)
            this.#outer.push(Buffer.from(chunk.subarray(from)));
        else if (this.#in === 'key')
            this.#memberKey.push(Buffer.from(chunk.subarray(from)));
        else if (this.#in === 'value')
            this.#memberValue.push(Buffer.from(chunk.subarray(from)));
    }
    /** The item, as JSON.parse of the whole answer would give it; throws where it would refuse it. */
    end() {
        if (this.#broken !== undefined || this.#in !== undefined)
            throw new SyntaxError(this.#broken ?? "the answer ends inside the item's assets");
        const item = JSON.parse(Buffer.concat(this.#outer).toString('utf8'));
        const found = this.#found;
        // Given away: a stream that outlives its read (a listener the socket keeps) holds none of it.
        this.#found = undefined;
        this.#outer.length = 0;
        if (found !== undefined && item !== null && typeof item === 'object' && !Array.isArray(item))
            item.assets = found;
        return item;
    }
    /** A byte outside `assets`; true when it opens the object of the item's `assets`. */
    #outerByte(byte) {
        if (this.#inString) {
            this.#keyBytes?.push(byte);
            if (this.#escaped)
                this.#escaped = false;
            else if (byte === common/* BACKSLASH */.r_)
                this.#escaped = true;
            else if (byte === common/* QUOTE */.jA) {
                this.#inString = false;
                if (this.#keyBytes !== undefined)
                    this.#key = keyOf(Buffer.from(this.#keyBytes));
                this.#keyBytes = undefined;
            }
            return false;
        }
        if (isSpace(byte) || (byte === common/* COLON */.oH && this.#depth === 1))
            return false;
        if (this.#depth === 1 && this.#key === 'assets') {
            this.#key = undefined;
            if (byte === common/* OPEN_OBJECT */.bV)
                return true;
            // An `assets` that is no object: the item's is what JSON.parse makes of it.
            this.#found = undefined;
        }
        this.#key = undefined;
        if (byte === common/* QUOTE */.jA) {
            this.#inString = true;
            if (this.#depth === 1 && this.#expectKey) {
                this.#keyBytes = [common/* QUOTE */.jA];
                this.#expectKey = false;
            }
        }
        else if (byte === common/* OPEN_OBJECT */.bV || byte === common/* OPEN_ARRAY */.rK) {
            this.#depth++;
            if (this.#depth === 1)
                this.#itemIsObject = byte === common/* OPEN_OBJECT */.bV;
            this.#expectKey = this.#depth === 1 && this.#itemIsObject;
        }
        else if (byte === common/* CLOSE_OBJECT */.tX || byte === common/* CLOSE_ARRAY */.$z)
            this.#depth--;
        else if (byte === common/* COMMA */.KE && this.#depth === 1)
            this.#expectKey = this.#itemIsObject;
        return false;
    }
    /** A byte of a member's value; true when the value ends with it. */
    #valueByte(byte) {
        if (this.#inString) {
            if (this.#escaped)
                this.#escaped = false;
            else if (byte === common/* BACKSLASH */.r_)
                this.#escaped = true;
            else if (byte === common/* QUOTE */.jA) {
                this.#inString = false;
                return this.#valueDepth === 0;
            }
            return false;
        }
        if (byte === common/* QUOTE */.jA)
            this.#inString = true;
        else if (byte === common/* OPEN_OBJECT */.bV || byte === common/* OPEN_ARRAY */.rK)
            this.#valueDepth++;
        else if (byte === common/* CLOSE_OBJECT */.tX || byte === common/* CLOSE_ARRAY */.$z)
            return --this.#valueDepth === 0;
        return false;
    }
    /** A member read whole (`last`: its value's last bytes): parsed into the assets; false when it is no JSON. */
    #member(last) {
        this.#memberValue.push(last);
        const key = item_stream_text(this.#memberKey);
        const value = item_stream_text(this.#memberValue);
        this.#memberKey = [];
        this.#memberValue = [];
        this.#in = 'after';
        try {
            this.#assets[JSON.parse(key)] = JSON.parse(value);
            return true;
        }
        catch (error) {
            this.#fail(`a member of the item's assets: ${error.message}`);
            return false;
        }
    }
    #closeAssets() {
        this.#found = this.#assets;
        this.#assets = {};
        this.#in = undefined;
    }
    #fail(what) {
        this.#broken ??= `not JSON: expected ${what}`;
        this.#in = undefined;
    }
}
/** Bytes as text, not copied first when they are one piece. */
const item_stream_text = (parts) => (parts.length === 1 ? parts[0] : Buffer.concat(parts)).toString('utf8');
/** A key's text; undefined where it is none (the whole answer's parse then says why). */
function keyOf(raw) {
    try {
        const key = JSON.parse(raw.toString('utf8'));
        return typeof key === 'string' ? key : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/catalog/model.ts
/**
 * What the catalog holds, as the rest of the action sees it: plain types, no I/O. The catalog
 * client turns the service's answers into these; planning and execution read only these.
 */

/** One string per item or collection, for maps and sets. */
const containerKey = (container) => `${container.collection}/${container.item ?? ''}`;
const containerName = (container) => container.item === undefined ? `collection ${container.collection}` : `item ${container.item}`;
/**
 * The assets an item shows in its own `assets` map (keyed by id, as GET of the item and the item
 * listing show them: the same fields as the item's asset list, without links), as a list.
 */
function itemAssets(item) {
    const assets = item.assets;
    if (assets === null || typeof assets !== 'object' || Array.isArray(assets))
        return [];
    // A loop, not entries and flatMap: an item may show 100,000 assets, each a pair and a list of one on the way.
    const list = [];
    for (const id of Object.keys(assets)) {
        const fields = assets[id];
        if (fields !== null && typeof fields === 'object' && !Array.isArray(fields))
            list.push({ ...fields, id });
    }
    return list;
}
/** An item's body or change as it is sent: each link with every field, as the service keeps a stored one's that a write leaves out. */
function sentItem(item) {
    return item.links === undefined ? { ...item } : { ...item, links: item.links.map(domain/* linkToSend */.yx) };
}
/**
 * Whether two geometries are the same, for planning and for reading back what was sent: coordinates
 * compared to a millionth of a millimetre: the catalog stores doubles and may print them back rounded.
 */
function sameGeometry(a, b) {
    if (typeof a === 'number' && typeof b === 'number')
        return Math.abs(a - b) < 1e-11;
    if (Array.isArray(a) && Array.isArray(b))
        return a.length === b.length && a.every((value, index) => sameGeometry(value, b[index]));
    if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
        const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => key === 'type' || key === 'coordinates'));
        return [...keys].every((key) => sameGeometry(a[key], b[key]));
    }
    return a === b;
}

;// CONCATENATED MODULE: ./src/catalog/reads.ts



/**
 * The items `ids` of a collection, in as few requests as the catalog allows: its item listing (100
 * items a page, with their assets, by id) or one GET per item (which shows its assets too).
 *
 * How many pages the listing has is not known before its last page, and the collection may hold
 * many items the run never touches. Another page is read while
 *
 * 1. fewer pages were read than items remain unseen: even if no later page shows one of them, the
 *    listing will have cost no more than reading each of them by itself; or
 * 2. the page just read showed at least two of them, and one not seen yet comes after it in the
 *    listing's order: the next page likely saves more reads than it costs.
 *
 * Past that, the unseen ones are read one by one. Only a listing read to its end says that an item
 * it did not show does not exist: where the listing stops decides what it costs, never what the run
 * takes as absent. So a catalog whose order is not ours (a database collation that weighs '-' and
 * '_' otherwise, seen when its ids do not ascend) costs reads, not a wrong plan.
 *
 * Bounds, with n items asked for, p pages read and u items not seen yet: p + u, what the listing has
 * cost plus what giving it up would cost, starts at n. A page read under rule 1 (p < u before it)
 * leaves it at most 2u \u2264 2n; a page read under rule 2 follows one that showed two or more, which
 * lowered it by at least one, and raises it by at most one. So the requests never exceed 2n:
 * a listing that loops, never ends or holds only foreign items costs at most twice reading each item
 * by itself. A listing of the run's items is read while its pages show them, whatever comes before,
 * between and after: n items in \u2308n/100\u2309 pages. A single item is always read by itself: a page cannot
 * beat one GET.
 */
async function readItems(catalog, collection, ids, concurrency, options = {}) {
    const unseen = new Set(ids);
    const found = new Map();
    let pages = 0;
    let complete = false;
    let listingFailed;
    let stopped;
    if (unseen.size >= 2) {
        const order = new ListingOrder(unseen);
        try {
            let next;
            for (;;) {
                const page = await catalog.listItems(collection, next);
                pages++;
                let shown = 0;
                for (const item of page?.items ?? []) {
                    order.saw(item.id);
                    if (unseen.delete(item.id)) {
                        found.set(item.id, item);
                        shown++;
                    }
                }
                next = page?.next;
                complete = next === undefined;
                if (complete || unseen.size === 0)
                    break;
                // Rule 1, then rule 2 (above).
                if (pages < unseen.size)
                    continue;
                const ahead = order.unseenAhead(unseen);
                if (shown >= 2 && ahead)
                    continue;
                stopped = { passed: !ahead, lastPage: shown };
                break;
            }
        }
        catch (error) {
            // A page that is no page of items (a gateway's or a portal's) is no refusal to read around:
            // something else answers for the catalog, and nothing it lets through is planned on.
            if (error instanceof UnexpectedAnswer)
                throw error;
            // A catalog that cannot be reached is not read around: one read per item would only try again as long, each.
            if (error instanceof transport/* UnreachableError */.Jk)
                throw error;
            listingFailed = (0,common/* errorMessage */.gJ)(error);
        }
    }
    // After the whole listing, an item it did not show does not exist (or has expired, which hides it), unless the run wrote into it.
    const rest = complete && options.written !== true ? [] : [...unseen];
    const tooLarge = new Set();
    const read = await (0,common/* mapLimit */.sf)(rest, concurrency, async (id) => {
        try {
            return [id, await catalog.getItem(collection, id)];
        }
        catch (error) {
            if (options.skipTooLarge !== true || !(error instanceof ItemTooLarge))
                throw error;
            tooLarge.add(id);
            return [id, undefined];
        }
    });
    const byGet = new Map(read);
    return {
        items: new Map(ids.map((id) => [id, found.get(id) ?? byGet.get(id)])),
        pages,
        gets: rest.length,
        ...(listingFailed === undefined ? {} : { listingFailed }),
        ...(stopped === undefined || listingFailed !== undefined ? {} : { stopped }),
        ...(tooLarge.size === 0 ? {} : { tooLarge }),
    };
}
/**
 * Where the listing is in its order (by id, as the service sorts its items): whether an item not
 * seen yet can still come. Trusted only while the ids it shows ascend as our strings compare.
 */
class ListingOrder {
    #wanted;
    /** The index in `#wanted` (ascending) of the largest id that may be unseen. */
    #top;
    #last;
    #ordered = true;
    constructor(wanted) {
        this.#wanted = [...wanted].sort();
        this.#top = this.#wanted.length - 1;
    }
    saw(id) {
        if (this.#last !== undefined && id <= this.#last)
            this.#ordered = false;
        this.#last = id;
    }
    /** Whether an unseen item's id comes after the last id shown (always, once the order is not ours). */
    unseenAhead(unseen) {
        while (this.#top >= 0 && !unseen.has(this.#wanted[this.#top]))
            this.#top--;
        if (this.#top < 0)
            return false;
        return !this.#ordered || this.#last === undefined || this.#wanted[this.#top] > this.#last;
    }
}
/** For the log: how the items were read, and at what cost. */
function describeReads(reads) {
    const read = `Read ${reads.items.size} target item(s)`;
    const pages = `${reads.pages} page(s) of the collection's item listing`;
    if (reads.listingFailed !== undefined)
        return `${read}: ${pages}, which failed (${reads.listingFailed}), then ${reads.gets} one by one`;
    if (reads.pages === 0)
        return `${read} one by one: ${reads.gets} request(s)`;
    if (reads.gets === 0)
        return `${read} from ${pages}`;
    const { stopped } = reads;
    if (stopped === undefined)
        return `${read}: ${pages}, then the ${reads.gets} the whole listing left out one by one (the run wrote into them)`;
    if (stopped.passed)
        return `${read}: ${pages}, then the ${reads.gets} not shown one by one (its pages had passed their ids, before the listing's end)`;
    const shown = stopped.lastPage === 0 ? 'none' : `${stopped.lastPage}`;
    return (`${read}: ${pages}, then the ${reads.gets} not shown yet one by one ` +
        `(its last page showed ${shown} of them: more pages would likely cost more requests than they save)`);
}

;// CONCATENATED MODULE: ./src/catalog/http-catalog.ts









/**
 * The catalog's protocol, in one place (geoadmin/service-stac as deployed, and the published
 * description's POST create): URLs, status codes, the service's error bodies, the bearer token
 * (only ever sent to the catalog's own origin), and the reconciliation of every answer that was
 * lost or cut off, at every attempt:
 *
 * - PUT and PATCH are repeated as they are;
 * - a create of one item or asset (a PUT with If-None-Match: *) that meets one of its id (412) after
 *   an attempt that may have been applied reads it back: as sent means created;
 * - a POST create of an asset whose outcome is unknown, or that meets one of its id (409) after such
 *   an attempt, reads it back: as sent means created;
 * - a bulk create of items whose outcome is unknown (no answer, or a refusal after an attempt that
 *   may have been applied: the service only checks that an Idempotency-Key is there) reads the items
 *   back: all of them as sent means created, none means send the batch again (same key);
 * - a DELETE that finds nothing after a lost answer succeeded;
 * - a complete that meets 409 "No upload in progress", or whose outcome is unknown, reads the
 *   upload: completed with our checksum means done;
 * - an abort that meets 500 NoSuchUpload (the service's answer for an upload that is no longer in
 *   progress), or whose outcome is unknown, reads the upload: aborted or completed no longer blocks;
 * - a repeated upload create meets 409 naming the upload: the caller learns `inProgress` and
 *   decides from the upload's content (transfer.ts).
 *
 * Reads that a plan depends on are sent so that no shared cache can answer them: the service
 * marks every GET `Cache-Control: max-age=600, public`.
 */
class HttpCatalog {
    #apiRoot;
    #origin;
    /** What every URL made from the API root starts with. */
    #originSlash;
    #http;
    #tokens;
    #secrets;
    /** Unique to the run: a cache in front of the API has never seen these reads. */
    #fresh = `nocache=${(0,external_node_crypto_.randomUUID)().replaceAll('-', '')}`;
    #caps;
    /** The large item read under way (one at a time), and the bytes such reads took so far. */
    #largeRead = Promise.resolve();
    #largeBytes = 0;
    /** Each container's URL, made once: a run writes thousands of assets into one item. */
    #containerUrls = new WeakMap();
    /** The Authorization header of the token now, made once a token: a token is some KiB, sent with every request. */
    #bearer;
    /** The scheme and authority of the last part URL that went where parts may go: most parts of a run go to one storage. */
    #storage;
    constructor(options) {
        this.#apiRoot = options.apiRoot;
        this.#origin = new URL(options.apiRoot).origin;
        this.#originSlash = `${this.#origin}/`;
        this.#http = options.http;
        this.#tokens = options.tokens;
        this.#secrets = options.secrets;
        this.#caps = { ...ANSWER_CAPS, ...options.caps };
    }
    async getCollection(collection) {
        const what = `read collection ${collection}`;
        const response = await this.#read(containerUrl(this.#apiRoot, { collection, item: undefined }), what, this.#caps.item);
        if (response.status === 404)
            return undefined;
        return this.#answer(response, what, `collection ${collection}`, (body) => collectionDefect(body, collection));
    }
    async getItem(collection, id) {
        const what = `read item ${id}`;
        const url = containerUrl(this.#apiRoot, { collection, item: id });
        // An item over the usual cap is read again as it comes: it shows all its assets, 100,000 of them some 30 MB of
        // text, which is never held. Not the usual read: its values take more memory than its bytes, which sixteen
        // reads at once, each refused at its cap, would parse for nothing.
        let stream;
        const sink = () => (stream = new ItemStream());
        let response;
        try {
            response = await this.#read(url, what, this.#caps.item);
        }
        catch (error) {
            if (!(error instanceof transport/* AnswerTooLarge */.UG))
                throw error;
            response = await this.#readLarge(url, what, id, sink, () => stream?.bytes ?? 0);
        }
        if (response.status === 404)
            return undefined;
        return this.#answer(response, what, `item ${id}`, (body) => itemDefect(body, id), [200], stream);
    }
    /**
     * An item over the usual cap (its assets: some 12,000 with long names) read once more, alone, up to
     * the large cap (some 100,000), within what the run reads of such items in all: reading it is the
     * only way to plan on it, and a catalog whose every item were huge could not fill the memory.
     */
    async #readLarge(url, what, id, sink, bytes) {
        const before = this.#largeRead;
        let done;
        this.#largeRead = new Promise((resolve) => (done = resolve));
        await before;
        try {
            const { item, largeItem, largeItems } = this.#caps;
            const left = largeItems - this.#largeBytes;
            const split = 'put its files into more items, each with fewer assets';
            if (left <= item)
                throw new ItemTooLarge(id, `${what}: its answer is larger than ${capText(item)}, and this run has read ${(0,common/* formatBytes */.z3)(this.#largeBytes)} ` +
                    `of items that large already, the most a run holds; publish fewer such items a run, or ${split}`);
            const cap = Math.min(largeItem, left);
            try {
                const response = await this.#read(url, what, cap, sink);
                this.#largeBytes += response.status === 200 ? bytes() : Buffer.byteLength(response.text);
                return response;
            }
            catch (error) {
                if (!(error instanceof transport/* AnswerTooLarge */.UG))
                    throw error;
                throw new ItemTooLarge(id, `${what}: its answer is larger than ${capText(cap)}, the most ${cap < largeItem ? 'this run has left for' : 'a run reads of'} ` +
                    `one item: the catalog shows an item with all its assets in one answer, so this run cannot compare its files ` +
                    `with the item; ${split}`);
            }
        }
        finally {
            done();
        }
    }
    async putItem(collection, item) {
        const what = `create item ${item.id}`;
        const response = await this.#writeItem({
            method: 'PUT',
            url: containerUrl(this.#apiRoot, { collection, item: item.id }),
            headers: JSON_HEADERS,
            body: JSON.stringify(sentItem(item)),
            label: what,
            idempotent: true,
            maxBytes: this.#caps.item,
        });
        this.#expect(response, [200, 201], what);
        return response.status === 201 ? 'created' : 'updated';
    }
    async createItem(collection, item) {
        const what = `create item ${item.id}`;
        const response = await this.#writeItem({
            method: 'PUT',
            url: containerUrl(this.#apiRoot, { collection, item: item.id }),
            // The service answers 412 where an item of the id exists, an expired one too, and changes nothing.
            headers: { ...JSON_HEADERS, 'If-None-Match': '*' },
            body: JSON.stringify(sentItem(item)),
            label: what,
            // Sent again, a create that was made meets its own item: read back below.
            idempotent: true,
            maxBytes: this.#caps.item,
        });
        if (response.status === 412) {
            if (response.uncertain && shownAsSent(await this.getItem(collection, item.id), item))
                return 'created';
            return 'exists';
        }
        this.#expect(response, [200, 201], what);
        // 200: a catalog that ignores If-None-Match replaced the item it had.
        return response.status === 201 ? 'created' : 'replaced';
    }
    async patchItem(collection, id, changes) {
        const what = `update item ${id}`;
        const response = await this.#writeItem({
            method: 'PATCH',
            url: containerUrl(this.#apiRoot, { collection, item: id }),
            headers: JSON_HEADERS,
            body: JSON.stringify(sentItem(changes)),
            label: what,
            idempotent: true,
            maxBytes: this.#caps.item,
        });
        this.#expect(response, [200], what);
    }
    async listItems(collection, next, filters = {}) {
        const what = `list the items of collection ${collection}`;
        const url = next ?? `${containerUrl(this.#apiRoot, { collection, item: undefined })}/items?limit=${PAGE_SIZE}${filterQuery(filters)}`;
        // The service builds its links from the request's host: a link elsewhere is not the catalog's to follow.
        if (new URL(url).origin !== this.#origin)
            throw new Error(`${what}: the next page's link leads to ${new URL(url).origin}, not followed`);
        const response = await this.#read(url, what, this.#caps.page);
        if (response.status === 404 && next === undefined)
            return undefined;
        const body = this.#answer(response, what, "a page of the collection's items", itemPageDefect);
        const href = body.links?.find((link) => link?.rel === 'next' && typeof link.href === 'string')?.href;
        return { items: body.features, next: href === undefined ? undefined : new URL(href, url).toString() };
    }
    async createItems(collection, items) {
        const what = `create items ${items[0]?.id ?? ''}\u2026${items.at(-1)?.id ?? ''} (${items.length}) in one request`;
        // One key per batch, the same for every attempt of it.
        const headers = { ...JSON_HEADERS, 'Idempotency-Key': (0,external_node_crypto_.randomUUID)() };
        const body = JSON.stringify({ features: items.map(sentItem) });
        for (let round = 1;; round++) {
            let response;
            let lost;
            try {
                response = await this.#authorized({
                    method: 'POST',
                    url: `${containerUrl(this.#apiRoot, { collection, item: undefined })}/items`,
                    headers,
                    body,
                    label: what,
                    idempotent: false,
                });
            }
            catch (error) {
                if (!(error instanceof transport/* RequestFailedError */.JD) || !error.outcomeUnknown)
                    throw error;
                lost = error;
            }
            if (response?.status === 201)
                return { kind: 'created' };
            if (response?.status === 405)
                return { kind: 'methodNotAllowed' };
            // What refuses the batch, not the items (an id that is taken, a body too large for a gateway): each
            // by itself may pass. Refused access, or no collection, fails them all.
            if (response !== undefined && !BATCH_REFUSALS.has(response.status))
                this.#expect(response, [201], what);
            const refusal = response === undefined ? undefined : `HTTP ${response.status} ${this.#description(response)}`;
            if (refusal !== undefined && !response.uncertain)
                return { kind: 'refused', why: refusal };
            // No answer, or a refusal after an attempt that may have created them: what does the catalog show?
            const shown = (await readItems(this, collection, items.map((item) => item.id), READ_BACK_CONCURRENCY)).items;
            if (items.every((item) => shownAsSent(shown.get(item.id), item)))
                return { kind: 'created' };
            const none = items.every((item) => shown.get(item.id) === undefined);
            if (!none || refusal !== undefined)
                return { kind: 'refused', why: refusal ?? 'some of them exist, not as this run sent them' };
            if (round >= RECONCILE_ROUNDS)
                throw lost;
        }
    }
    async listAssets(container) {
        const what = `list assets of ${nameOf(container)}`;
        const response = await this.#read(`${this.#containerUrl(container)}/assets`, what, this.#caps.item);
        if (response.status === 404)
            return undefined;
        const body = this.#answer(response, what, `the assets of ${nameOf(container)}`, assetListDefect);
        return Array.isArray(body) ? body : body.assets;
    }
    async getAsset(container, id) {
        const what = `read asset ${id}`;
        const response = await this.#read(this.#assetUrl(container, id), what, ONE_BYTES);
        if (response.status === 404)
            return undefined;
        return this.#answer(response, what, `asset ${id}`, (body) => identifiedAssetDefect(body, id));
    }
    async postAsset(container, fields, checksum) {
        const what = `create asset ${fields.id}`;
        const body = {
            ...withoutNulls(writable(container, fields)),
            ...(container.item === undefined ? {} : { item: container.item }),
            'file:checksum': checksum,
        };
        // An attempt whose outcome is unknown may have made the asset, even after a read that did not show it yet.
        let lost = false;
        for (let round = 1;; round++) {
            let response;
            try {
                response = await this.#authorized({
                    method: 'POST',
                    url: `${this.#containerUrl(container)}/assets`,
                    headers: JSON_HEADERS,
                    body: JSON.stringify(body),
                    label: what,
                    idempotent: false,
                    maxBytes: ONE_BYTES,
                });
            }
            catch (error) {
                // Whether the asset was made, the catalog itself can tell; if it was not, sending the
                // create again cannot make it twice.
                if (!(error instanceof transport/* RequestFailedError */.JD) || !error.outcomeUnknown || round >= RECONCILE_ROUNDS)
                    throw error;
                if (assetAsSent(await this.getAsset(container, fields.id), container, fields, checksum))
                    return 'created';
                lost = true;
                continue;
            }
            if (response.status === 405)
                return 'methodNotAllowed';
            // An asset of its id exists: this create's after an attempt whose answer was lost (a gateway's
            // 502/504, a connection that ended), or another writer's, which is left as it is.
            if (response.status === 409) {
                if ((lost || response.uncertain) && assetAsSent(await this.getAsset(container, fields.id), container, fields, checksum))
                    return 'created';
                return 'exists';
            }
            this.#expect(response, [200, 201], what);
            return 'created';
        }
    }
    async createAsset(container, fields, checksum) {
        const what = `create asset ${fields.id}`;
        const response = await this.#authorized({
            method: 'PUT',
            url: this.#assetUrl(container, fields.id),
            // The service answers 412 where an asset of the id exists, and changes nothing: not even its file size, which a PUT resets.
            headers: { ...JSON_HEADERS, 'If-None-Match': '*' },
            body: JSON.stringify(withoutNulls(writable(container, fields))),
            label: what,
            // Sent again, a create that was made meets its own asset: read back below.
            idempotent: true,
            maxBytes: ONE_BYTES,
        });
        if (response.status === 412) {
            if (response.uncertain && assetAsSent(await this.getAsset(container, fields.id), container, fields, checksum))
                return 'created';
            return 'exists';
        }
        this.#expect(response, [200, 201], what);
        // 200: a catalog that ignores If-None-Match replaced the asset it had.
        return response.status === 201 ? 'created' : 'replaced';
    }
    async putAsset(container, fields, clear) {
        // The service keeps the fields a PUT leaves out; clearing sends null (and no roles as []).
        const body = clear ? writable(container, { ...fields, roles: fields.roles ?? [] }) : withoutNulls(writable(container, fields));
        const what = `${clear ? 'replace' : 'create'} asset ${fields.id}`;
        const response = await this.#authorized({
            method: 'PUT',
            url: this.#assetUrl(container, fields.id),
            headers: JSON_HEADERS,
            body: JSON.stringify(body),
            label: what,
            idempotent: true,
            maxBytes: ONE_BYTES,
        });
        this.#expect(response, [200, 201], what);
        return response.status === 201 ? 'created' : 'updated';
    }
    async patchAsset(container, id, changes) {
        const what = `update asset ${id}`;
        const response = await this.#authorized({
            method: 'PATCH',
            url: this.#assetUrl(container, id),
            headers: JSON_HEADERS,
            body: JSON.stringify(writable(container, changes)),
            label: what,
            idempotent: true,
            maxBytes: ONE_BYTES,
        });
        if (response.status === 405)
            return 'methodNotAllowed';
        this.#expect(response, [200], what);
        return 'updated';
    }
    async deleteAsset(container, id) {
        const what = `delete asset ${id}`;
        const response = await this.#authorized({
            method: 'DELETE',
            url: this.#assetUrl(container, id),
            label: what,
            idempotent: true,
            maxBytes: ONE_BYTES,
        });
        if (response.status === 404)
            return 'absent';
        this.#expect(response, [200, 204], what);
        return 'deleted';
    }
    async createUpload(container, id, request) {
        const what = `create upload of ${id}`;
        const response = await this.#authorized({
            method: 'POST',
            url: `${this.#assetUrl(container, id)}/uploads`,
            headers: JSON_HEADERS,
            body: JSON.stringify(request),
            label: what,
            // A repeated create meets 409 naming the upload the first one made: the caller reads it.
            idempotent: true,
            maxBytes: ONE_BYTES,
        });
        if (response.status === 404 || response.status === 405) {
            return { kind: 'unsupported', why: `the catalog answered ${response.status} to creating an upload of ${id}` };
        }
        if (response.status === 409) {
            const uploadId = parseBody(response.text)?.upload_id;
            if (typeof uploadId === 'string')
                return { kind: 'inProgress', uploadId };
        }
        // 201 as the service answers; a 200 is read too, and whatever it holds is checked.
        const created = this.#answer(response, what, `an upload of ${id}`, (body) => newUploadDefect(body, request.number_parts), [200, 201]);
        return { kind: 'started', uploadId: created.upload_id, urls: partUrls(created.urls) };
    }
    async getUpload(container, id, uploadId) {
        const what = `read upload ${uploadId} of ${id}`;
        const response = await this.#read(this.#uploadUrl(container, id, uploadId), what, ONE_BYTES);
        if (response.status === 404)
            return undefined;
        const body = this.#answer(response, what, `upload ${uploadId} of ${id}`, (body) => uploadDefect(body, uploadId));
        const encoding = body.content_encoding;
        return {
            uploadId,
            status: body.status,
            checksum: body['file:checksum'],
            md5Parts: new Map(body.md5_parts.map((part) => [part.part_number, part.md5])),
            contentEncoding: encoding === 'gzip' || encoding === 'br' ? encoding : undefined,
            urls: partUrls(body.urls ?? []),
        };
    }
    async listParts(container, id, uploadId) {
        const what = `list parts of upload ${uploadId} of ${id}`;
        // An upload has at most 100 parts: one page.
        const response = await this.#read(`${this.#uploadUrl(container, id, uploadId)}/parts?limit=100`, what, ONE_BYTES);
        const body = this.#answer(response, what, `the parts of upload ${uploadId} of ${id}`, partsDefect);
        return body.parts.map((part) => ({ number: part.part_number, etag: part.etag, size: part.size }));
    }
    async uploadsInProgress(container, id) {
        const what = `list uploads of ${id}`;
        const response = await this.#read(`${this.#assetUrl(container, id)}/uploads?status=in-progress`, what);
        const body = this.#answer(response, what, `the uploads of ${id}`, uploadListDefect);
        return body.uploads.map((upload) => upload.upload_id);
    }
    async completeUpload(container, id, uploadId, parts, checksum) {
        const what = `complete upload of ${id}`;
        for (let round = 1;; round++) {
            let response;
            try {
                response = await this.#authorized({
                    method: 'POST',
                    url: `${this.#uploadUrl(container, id, uploadId)}/complete`,
                    headers: JSON_HEADERS,
                    body: JSON.stringify({ parts }),
                    label: what,
                    idempotent: true,
                    maxBytes: ONE_BYTES,
                });
                if (response.status === 200)
                    return;
            }
            catch (error) {
                if (!(error instanceof transport/* RequestFailedError */.JD) || !error.outcomeUnknown)
                    throw error;
            }
            // 409 "No upload in progress", or no answer at all: an earlier attempt may have completed it.
            if (response === undefined || response.status === 409) {
                const upload = await this.getUpload(container, id, uploadId);
                if (upload?.status === 'completed' && upload.checksum === checksum)
                    return;
                if (upload?.status === 'in-progress' && round < RECONCILE_ROUNDS)
                    continue;
                if (upload !== undefined && upload.status !== 'in-progress') {
                    throw new CatalogError(409, `${what}: the upload ${uploadId} was ${upload.status} by someone else meanwhile`);
                }
            }
            if (response === undefined)
                throw new transport/* RequestFailedError */.JD(`${what}: no answer, and the upload is still in progress`, true);
            this.#expect(response, [200], what);
        }
    }
    async abortUpload(container, id, uploadId) {
        const what = `abort upload ${uploadId} of ${id}`;
        for (let round = 1;; round++) {
            let response;
            try {
                response = await this.#authorized({
                    method: 'POST',
                    url: `${this.#uploadUrl(container, id, uploadId)}/abort`,
                    headers: JSON_HEADERS,
                    body: '{}',
                    label: what,
                    idempotent: true,
                    // The service's answer for an upload that is no longer in progress: final, not transient.
                    finalWhen: noSuchUpload,
                    maxBytes: ONE_BYTES,
                });
                if (response.status === 200)
                    return 'aborted';
            }
            catch (error) {
                if (!(error instanceof transport/* RequestFailedError */.JD) || !error.outcomeUnknown)
                    throw error;
            }
            if (response === undefined || noSuchUpload(response) || response.status === 409) {
                const upload = await this.getUpload(container, id, uploadId);
                if (upload === undefined || upload.status !== 'in-progress')
                    return 'ended';
                if (round < RECONCILE_ROUNDS)
                    continue;
            }
            if (response === undefined)
                throw new transport/* RequestFailedError */.JD(`${what}: no answer, and the upload is still in progress`, true);
            this.#expect(response, [200], what);
            return 'aborted';
        }
    }
    async putPart(url, part, label) {
        // The catalog chooses where the bytes go: over plain http anyone on the way could read or change them.
        // A URL to the storage the last one went to (its scheme and authority, then its path) is not parsed again.
        const checked = this.#storage;
        if (checked === undefined || !url.startsWith(checked) || url.charCodeAt(checked.length) !== SLASH) {
            const target = new URL(url);
            if (target.protocol !== 'https:' && !(target.protocol === 'http:' && (0,domain/* isLoopbackHost */.cW)(target.hostname))) {
                const where = target.protocol === 'http:' ? `leads to ${target.origin} over plain http` : `is a ${target.protocol} URL`;
                throw new Error(`${label}: the storage URL ${(0,common/* inert */.tJ)(where)}, nothing was sent: ` +
                    'parts go over https only (plain http only to loopback hosts such as 127.0.0.1)');
            }
            this.#storage = PLAIN_AUTHORITY.exec(url)?.[0];
        }
        const response = await this.#http.send({
            method: 'PUT',
            url,
            // Content-MD5 is part of the presigned signature; nothing else of ours, never the bearer token.
            headers: { 'Content-MD5': part.md5 },
            body: 'bytes' in part ? part.bytes : { path: part.path, offset: part.offset, length: part.length },
            label,
            idempotent: true,
            // S3 answers a part with headers, or an error of a few hundred bytes.
            maxBytes: ONE_BYTES,
        });
        const etag = (0,transport/* header */.wx)(response.headers, 'etag');
        if (response.status !== 200 || etag === undefined) {
            const code = /<Code>([^<]*)<\/Code>/.exec(response.text)?.[1];
            if (response.status === 400 && code === 'BadDigest')
                throw new PartBytesChanged(part.number, label);
            const message = `${label}: storage answered HTTP ${response.status}${retryAfter(response)}${code === undefined ? '' : ` ${code}`}`;
            throw transport/* RETRYABLE_STATUS */.Uz.has(response.status)
                ? new CatalogBusy(response.status, message, response.retryAfterMs)
                : new CatalogError(response.status, message);
        }
        return etag;
    }
    #containerUrl(container) {
        let url = this.#containerUrls.get(container);
        if (url === undefined)
            this.#containerUrls.set(container, (url = containerUrl(this.#apiRoot, container)));
        return url;
    }
    #assetUrl(container, id) {
        return `${this.#containerUrl(container)}/assets/${encodeURIComponent(id)}`;
    }
    #uploadUrl(container, id, uploadId) {
        return `${this.#assetUrl(container, id)}/uploads/${encodeURIComponent(uploadId)}`;
    }
    /**
     * A read that no cache may answer: `no-cache`, a query unique to the run (kept by the links the
     * service builds from the request, so added once), and the token once there is one.
     */
    async #read(url, label, maxBytes, sink) {
        const fresh = url.includes(this.#fresh) ? url : `${url}${url.includes('?') ? '&' : '?'}${this.#fresh}`;
        const request = {
            method: 'GET',
            url: fresh,
            headers: { 'Cache-Control': 'no-cache' },
            label,
            idempotent: true,
            ...(maxBytes === undefined ? {} : { maxBytes }),
            ...(sink === undefined ? {} : { parse: sink }),
        };
        return this.#tokens.current() === undefined ? this.#http.send(request) : this.#authorized(request);
    }
    /**
     * Turns a non-success into a CatalogError carrying the service's description (CatalogBusy for a
     * catalog that cannot take requests now). A write's answer is not read: the read-back confirms it.
     */
    #expect(response, ok, what) {
        if (ok.includes(response.status))
            return;
        const description = this.#description(response);
        const message = this.#secrets.redact(`${what}: HTTP ${response.status}${retryAfter(response)}${description === '' ? '' : ` ${description}`}`);
        // The service's NoSuchUpload is its final word on an upload, not a catalog in trouble.
        if (transport/* RETRYABLE_STATUS */.Uz.has(response.status) && !noSuchUpload(response))
            throw new CatalogBusy(response.status, message, response.retryAfterMs);
        throw new CatalogError(response.status, message);
    }
    /**
     * A read's answer (200, or `ok`) as what the run plans on, checked by `defect`: anything else (no
     * JSON, another item, a list that is none) is refused with what it was, and nothing reads it.
     */
    #answer(response, what, noun, defect, ok = [200], 
    /** Where a 200 answer was read as it came (its text is then empty). */
    stream) {
        this.#expect(response, ok, what);
        const streamed = response.status === 200 ? stream : undefined;
        let body;
        let wrong;
        try {
            body = streamed === undefined ? JSON.parse(response.text) : streamed.end();
        }
        catch {
            wrong = notJson(streamed === undefined ? response : { ...response, text: streamed.head });
        }
        wrong ??= defect(body);
        if (wrong !== undefined)
            throw new UnexpectedAnswer(response.status, this.#secrets.redact(`${what}: the answer is not ${noun} (${wrong})`));
        return body;
    }
    /** The service's own description of an answer, secrets redacted. */
    #description(response) {
        const body = parseBody(response.text);
        const description = body !== null && typeof body === 'object' && 'description' in body ? describe(body.description) : describe(body ?? '');
        return this.#secrets.redact(description);
    }
    /**
     * A write of an item: the service answers with the item and all its assets, which the write does
     * not read (the read-back confirms it). An answer too large to hold still says by its status what
     * became of the write.
     */
    async #writeItem(request) {
        try {
            return await this.#authorized(request);
        }
        catch (error) {
            if (!(error instanceof transport/* AnswerTooLarge */.UG))
                throw error;
            return { status: error.status, headers: {}, text: '', uncertain: error.outcomeUnknown };
        }
    }
    async #authorized(request) {
        // A URL made from the API root starts with its origin and a slash: only another one is parsed.
        if (!request.url.startsWith(this.#originSlash) && new URL(request.url).origin !== this.#origin)
            throw new Error(`refusing to send the catalog token to ${new URL(request.url).origin}`);
        // The token in hand without waiting for it, as nearly every request finds it.
        const response = await this.#http.send(this.#withToken(request, this.#tokens.current() ?? (await this.#tokens.token())));
        if (response.status !== 401)
            return response;
        // Expired or revoked mid-run: one renewal and one more try.
        return this.#http.send(this.#withToken(request, await this.#tokens.refresh()));
    }
    #withToken(request, token) {
        if (this.#bearer?.token !== token)
            this.#bearer = { token, header: `Bearer ${token}` };
        return { ...request, headers: { ...request.headers, Authorization: this.#bearer.header } };
    }
}
/** Reads of an upload (or of a bulk create's items) after an unknown outcome, before the answer counts as final. */
const RECONCILE_ROUNDS = 3;
/** Answers to a bulk create that refuse the batch as a whole. */
const BATCH_REFUSALS = new Set([400, 409, 413, 422]);
/** The service's largest page. */
const PAGE_SIZE = 100;
const MIB = 1024 * 1024;
const ANSWER_CAPS = { item: 8 * MIB, largeItem: 64 * MIB, largeItems: 128 * MIB, page: 16 * MIB };
/** A cap as the transport says it: whole MiB or KiB where it is one. */
const capText = (bytes) => bytes % MIB === 0 ? `${bytes / MIB} MiB` : bytes % 1024 === 0 ? `${bytes / 1024} KiB` : (0,common/* formatBytes */.z3)(bytes);
/** One asset, an upload (100 presigned URLs), its parts, or the storage's answer to a part: a few KiB each. */
const ONE_BYTES = 1024 * 1024;
/** Items read back at once after a bulk create whose outcome is unknown. */
const READ_BACK_CONCURRENCY = 8;
const JSON_HEADERS = { 'Content-Type': 'application/json' };
/**
 * A URL's scheme and authority, where they alone say where it leads: none of the characters the URL
 * parser ends an authority at or drops (a backslash, ? #, tabs, line breaks) before the slash of its path.
 */
const PLAIN_AUTHORITY = /^https?:\/\/[\w.:@%[\]-]+(?=\/)/;
const SLASH = 0x2f;
function containerUrl(apiRoot, container) {
    const collection = `${apiRoot}/collections/${encodeURIComponent(container.collection)}`;
    return container.item === undefined ? collection : `${collection}/items/${encodeURIComponent(container.item)}`;
}
/** The listing's filters as its query takes them, each value percent-encoded (a bare '+' is a space to the service). */
const filterQuery = ({ bbox, datetime }) => (bbox === undefined ? '' : `&bbox=${encodeURIComponent(bbox.join(','))}`) +
    (datetime === undefined ? '' : `&datetime=${encodeURIComponent(datetime)}`);
const nameOf = (container) => container.item ?? container.collection;
const noSuchUpload = (response) => response.status === 500 && response.text.includes('NoSuchUpload');
/**
 * Whether the catalog shows an asset as a create sent it: every field the asset's kind has as sent
 * (one not sent is none), and no checksum yet or the file's. Another writer's differs in one of them,
 * or in a checksum of another file.
 */
function assetAsSent(shown, container, fields, checksum) {
    if (shown === undefined)
        return false;
    const stored = shown['file:checksum'];
    const sameValue = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
    return ((stored === undefined || stored === null || stored === checksum) &&
        Object.entries(writable(container, fields)).every(([key, value]) => sameValue(shown[key], value)));
}
/**
 * Whether the catalog shows an item as it was sent: its geometry as planning compares it, each
 * property sent by value as the service rewrites it (text trimmed, times in UTC with Z, durations as
 * P0DT12H00M00S), read as the inputs are read, and its own links as values.
 */
function shownAsSent(shown, sent) {
    if (shown === undefined || !sameGeometry(shown.geometry, sent.geometry))
        return false;
    const properties = shown.properties ?? {};
    return (Object.entries(sent.properties).every(([key, value]) => samePropertyValue(properties[key] ?? null, value ?? null)) &&
        (0,domain/* sameLinks */.YV)((0,domain/* ownLinks */.uA)(shown.links), sent.links ?? []));
}
function samePropertyValue(shown, sent) {
    if (shown === sent)
        return true;
    if (typeof shown !== 'string' || typeof sent !== 'string')
        return false;
    if (shown === sent.trim())
        return true;
    const [a, b] = [(0,domain/* parseDateTime */.DP)(shown), (0,domain/* parseDateTime */.DP)(sent)];
    if (typeof a === 'bigint' && typeof b === 'bigint')
        return a === b;
    const [c, d] = [(0,domain/* parseDuration */.E9)(shown, { signed: true }), (0,domain/* parseDuration */.E9)(sent, { signed: true })];
    return typeof c === 'bigint' && c === d;
}
/** Part URLs of an answer checked by its defect function: each a url and a part number. */
function partUrls(value) {
    return value.map((entry) => {
        // The service sends an ISO time; a number is read as seconds since the epoch.
        const expiresAt = typeof entry.expires === 'number' ? entry.expires * 1000 : Date.parse(String(entry.expires));
        return { url: entry.url, part: entry.part, expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0 };
    });
}
/** An answer that is no JSON, for a message: its media type and how it starts, inert and cut short. */
function notJson(response) {
    const type = (0,transport/* header */.wx)(response.headers, 'content-type');
    const start = response.text.slice(0, 1000).trimStart();
    return `${type === undefined ? 'no media type' : (0,common/* inert */.tJ)(type.slice(0, 80))}, ${start === '' ? 'empty' : `starts with ${shown(start)}`}`;
}
/** The Retry-After an answer was not retried for, for its message. */
const retryAfter = (response) => response.retryAfterMs === undefined ? '' : ` (Retry-After: ${Math.round(response.retryAfterMs / 1000)} s)`;
function describe(value) {
    if (typeof value === 'string')
        return value;
    if (Array.isArray(value))
        return value.map(describe).join('; ');
    if (value !== null && typeof value === 'object') {
        return Object.entries(value)
            .map(([key, inner]) => `${key}: ${describe(inner)}`)
            .join('; ');
    }
    return JSON.stringify(value);
}
function parseBody(text) {
    if (text.trim() === '')
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}
/** Fields an asset of the collection itself does not have: the service refuses them (400). */
const ITEM_ASSET_ONLY = ['gsd', 'geoadmin:lang', 'geoadmin:variant'];
/** The fields the asset's kind takes: a collection's own assets have no gsd or geoadmin fields. */
function writable(container, fields) {
    if (container.item !== undefined)
        return fields;
    return Object.fromEntries(Object.entries(fields).filter(([key]) => !ITEM_ASSET_ONLY.includes(key)));
}
function withoutNulls(value) {
    const kept = {};
    for (const key in value)
        if (value[key] !== null && value[key] !== undefined)
            kept[key] = value[key];
    return kept;
}

;// CONCATENATED MODULE: ./src/catalog/links.ts

/**
 * How STAC Browser (radiantearth/stac-browser, since 3.3) names an asset in its state query
 * parameter `.asset`: its key, lower case, every character but a word character as '-'. A page
 * opened with `?.asset=asset-\u2026` shows that asset unfolded among the others, as the browser's own
 * address bar says when one is opened (data.geo.admin.ch's: `\u2026/items/<item>?.asset=asset-<item>_2056-shp-zip`).
 * The browser has no page of its own for an asset.
 */
const browserAssetKey = (id) => `asset-${id.toLowerCase().replace(/[^\w]/g, '-')}`;
/**
 * The service links every collection and item to its page in the STAC Browser (rel alternate,
 * text/html): data.geo.admin.ch has one, in the browser's hash mode
 * (`\u2026/browser/index.html#/collections/<c>`). An item's page is the collection's followed by
 * /items/{id}, as the service makes it; an asset is its item's (or collection's) page with the
 * asset unfolded.
 */
function catalogLinks(apiRoot, collectionId, collection) {
    const page = collection?.links?.find((link) => link.rel === 'alternate' && link.type === 'text/html' && typeof link.href === 'string');
    const browser = typeof page?.href === 'string' ? page.href : undefined;
    if (browser !== undefined) {
        const item = (id) => `${browser}/items/${encodeURIComponent(id)}`;
        return {
            collection: browser,
            item,
            asset: (container, id) => `${container.item === undefined ? browser : item(container.item)}?.asset=${browserAssetKey(id)}`,
        };
    }
    return {
        collection: containerUrl(apiRoot, { collection: collectionId, item: undefined }),
        item: (id) => containerUrl(apiRoot, { collection: collectionId, item: id }),
        asset: (container, id) => `${containerUrl(apiRoot, container)}/assets/${encodeURIComponent(id)}`,
    };
}
function targetPages(links, collectionId, items) {
    const collection = { id: collectionId, url: links.collection };
    return items.length === 1 ? { collection, item: { id: items[0], url: links.item(items[0]) } } : { collection };
}
/** The page the `url` output gives: the target's one item, or the collection. */
const targetUrl = (pages) => pages.item?.url ?? pages.collection.url;

;// CONCATENATED MODULE: ./src/catalog/server-traits.ts

/**
 * The operators' catalogs, by host: production and the integration environment. Their
 * documentation shows asset creation by PUT, so create-method auto uses PUT there at once, without
 * a POST that meets 405; and a run names which of them it writes to.
 */
const OPERATORS = new Map([
    ['data.geo.admin.ch', 'PROD'],
    ['sys-data.int.bgdi.ch', 'INT'],
]);
/** Which of the operators' catalogs an API root is: PROD, INT, or undefined for any other. */
const operatorCatalog = (apiRoot) => OPERATORS.get(new URL(apiRoot).hostname);
/**
 * What a run knows or learns about the catalog it writes to: how assets are created, whether it
 * takes PATCH, whether it has the upload API. Set from the inputs where they decide, learnt from
 * the first answers otherwise, and listed for a dry-run, which learns nothing.
 */
class ServerTraits {
    /** POST as published or PUT as deployed; undefined until the first create (create-method: auto). */
    create;
    /** Undefined until the first PATCH. */
    patch;
    /** Undefined until the first upload (upload: auto), false with upload: false. */
    uploads;
    constructor(inputs) {
        const known = operatorCatalog(inputs.apiRoot) !== undefined;
        this.create = inputs.createMethod === 'auto' ? (known ? 'put' : undefined) : inputs.createMethod;
        this.patch = undefined;
        this.uploads = inputs.upload === 'false' ? false : undefined;
    }
    /** Records that the catalog has no upload API; true the first time, so that the run says it once. */
    learnNoUploads() {
        const first = this.uploads !== false;
        this.uploads = false;
        return first;
    }
    /** Records that the catalog refuses PATCH; true the first time. */
    learnNoPatch() {
        const first = this.patch !== false;
        this.patch = false;
        return first;
    }
    /** What only the writes themselves can tell, for a dry-run's plan. */
    undecided() {
        const auto = (name) => (0,common/* input */.hF)(name, { value: 'auto' });
        return [
            ...(this.create === undefined
                ? [(0,common/* say */.cv) `how new assets are created (${auto('create-method')} tries POST first and uses PUT from the first 405 on)`]
                : []),
            ...(this.patch === undefined
                ? [['whether the catalog takes PATCH for metadata changes (else PUT, and the file is uploaded again)']]
                : []),
            ...(this.uploads === undefined
                ? [(0,common/* say */.cv) `whether the catalog has the upload API (${auto('upload')} publishes metadata only without it)`]
                : []),
        ];
    }
}

;// CONCATENATED MODULE: ./src/catalog/index.ts
/**
 * The catalog as the run sees it: the model, the CatalogApi interface (domain results), its HTTP
 * protocol, what a run learns about the server, planning reads, links to the STAC Browser.
 * Other folders import from here; modules of this folder import each other directly.
 */








/***/ }),

/***/ 1122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ TEMPLATE_LIMIT),
/* harmony export */   o: () => (/* binding */ parseConfig)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8532);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9691);
/* harmony import */ var _common_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4095);
/* harmony import */ var _domain_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1686);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4389);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2784);






// Each schema parses once a run: zod's compiled fast path for objects (built with new Function on
// the first parse) costs more to build than it can save, about 5 ms of every start.
zod__WEBPACK_IMPORTED_MODULE_5__/* .config */ .$W({ jitless: true });
/** Refuses the value: what is wrong, what is accepted, and the near miss it most likely was, each apart. */
function refuse(ctx, refusal, suggestion) {
    const params = { refusal, ...(suggestion === undefined ? {} : { suggestion }) };
    ctx.addIssue({ code: 'custom', message: (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .refusalLine */ .tw)(refusal), params });
    return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
}
const suggested = (value, why) => value === undefined ? undefined : { value: String(value), ...(why === undefined ? {} : { why }) };
const blankToUndefined = (value) => {
    const trimmed = value?.trim();
    return trimmed === undefined || trimmed === '' ? undefined : trimmed;
};
/** One of `values`; `aliases` are words people use for them (`replace` for overwrite). */
const oneOf = (values, fallback, aliases = {}) => zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
    .optional()
    .transform((value, ctx) => {
    const given = blankToUndefined(value);
    if (given === undefined)
        return fallback;
    const found = values.find((allowed) => allowed === given.toLowerCase());
    if (found !== undefined)
        return found;
    return refuse(ctx, { what: `'${given}' is not allowed`, fix: `use one of: ${values.join(', ')} (default ${fallback})` }, suggested((0,_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .nearest */ .pA)(given, values, aliases)));
});
/** True or false; `fallback`: the declared default. */
const bool = (fallback) => zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
    .optional()
    .transform((value, ctx) => {
    const given = blankToUndefined(value);
    if (given === undefined)
        return fallback === 'true';
    const read = (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .yamlBoolean */ .qJ)(given);
    if (read !== undefined)
        return read;
    return refuse(ctx, { what: `'${given}' is not a boolean`, fix: `use true or false (default ${fallback})` }, suggested((0,_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .nearest */ .pA)(given, ['true', 'false'], _suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .BOOLEAN_ALIASES */ .Uh)));
});
/** Whether a number is whole and from `min` to `max`. */
const inRange = (min, max) => (n) => n !== undefined && Number.isInteger(n) && n >= min && n <= max;
/**
 * A whole number in a range, `fallback` (the declared default) when blank; `units`: what a number may
 * be written with instead (`2min` for 120 seconds).
 */
const integer = (min, max, fallback, unit = '', units = {}) => zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
    .optional()
    .transform((value, ctx) => {
    const given = blankToUndefined(value) ?? fallback;
    const allowed = inRange(min, max);
    if (!/^\d+$/.test(given) || !allowed(Number(given))) {
        const counted = (0,_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .countSuggestion */ .wp)(given, units);
        return refuse(ctx, { what: `'${given}' is not allowed`, fix: `use a whole number from ${min} to ${max}${unit} (default ${fallback})` }, suggested(allowed(counted) ? counted : undefined));
    }
    return Number(given);
});
/**
 * A value that is a number, or auto: `read` takes the number from the text (undefined when it is
 * none), `use` says what is accepted, `suggest` the near miss it most likely is.
 */
const numberOrAuto = (read, use, suggest) => zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
    .optional()
    .transform((value, ctx) => {
    const given = blankToUndefined(value);
    if (given === undefined)
        return undefined;
    if (given.toLowerCase() === 'auto')
        return 'auto';
    const number = read(given);
    if (number !== undefined)
        return number;
    return refuse(ctx, { what: `'${given}' is not allowed`, fix: `use ${use}, or auto (default not set)` }, suggested(suggest(given)));
});
/** proj-epsg: an EPSG code, or auto. */
const epsgOrAuto = numberOrAuto((given) => (/^\d+$/.test(given) && Number(given) >= 1 && Number(given) <= 999_999 ? Number(given) : undefined), 'an EPSG code, a whole number from 1 to 999999 such as 2056', _suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .epsgSuggestion */ .yh);
/** gsd: metres, or auto. */
const metresOrAuto = numberOrAuto((given) => (/^\d+(\.\d+)?$/.test(given) && Number(given) > 0 ? Number(given) : undefined), 'a number of metres above 0 such as 0.5', _suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .metresSuggestion */ .pq);
/**
 * A URL as its refusals show it: what stands before an @ (a user and password, or a scheme-less
 * `user:password@host`) is left out, since nothing masks it.
 */
const withoutCredentials = (given) => given.replace(/^([^/]*?\/\/)?[^/?#]*@/, '$1\u2026@');
const serviceUrl = (fallback) => zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
    .optional()
    .transform((value, ctx) => {
    const given = blankToUndefined(value) ?? fallback;
    const shown = withoutCredentials(given);
    // Credentials are refused before anything else, and never suggested back.
    const credentials = given !== shown;
    let url;
    try {
        url = new URL(given);
    }
    catch {
        // A host without its scheme (data.geo.admin.ch).
        const withScheme = URL.parse(`https://${given}`);
        return refuse(ctx, { what: `'${shown}' is not a URL`, fix: `use an absolute https:// URL such as ${fallback}` }, suggested(!credentials && withScheme !== null && withScheme.hostname.includes('.') && !given.includes(' ')
            ? `https://${given}`
            : undefined));
    }
    if (credentials || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
        return refuse(ctx, {
            what: `'${credentials ? shown : `${url.origin}${url.pathname}\u2026`}' must not carry credentials, a query or a fragment`,
        });
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isLoopbackHost */ .cW)(url.hostname))) {
        return refuse(ctx, { what: `'${given}' must use https:// (plain http:// is accepted only for loopback hosts such as 127.0.0.1)` }, suggested(url.protocol === 'http:' ? `https://${given.slice('http://'.length)}` : undefined));
    }
    return url;
});
/**
 * A collection or item id; an item may also be a template such as '{parent}' (one item per
 * folder, checked per file later), and may be left out (collection assets; parseConfig checks).
 */
const catalogId = (what, groups = [], source = false) => zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
    .optional()
    .transform((value, ctx) => {
    const given = blankToUndefined(value);
    const orTemplate = what === 'item' ? ' a template such as {parent}' : '';
    if (what === 'item' && given?.includes('{') === true) {
        const problem = (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .placeholderProblem */ .V6)(given, groups, source);
        if (problem !== undefined)
            return refuse(ctx, problem);
        return idTemplate(ctx, given, what);
    }
    if (given === undefined) {
        if (what === 'item')
            return undefined;
        return refuse(ctx, { what: 'required: the id of the collection the assets belong to' });
    }
    if (!(0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isValidId */ .Al)(given)) {
        return refuse(ctx, { what: `'${given}' is not a valid ${what} id`, fix: `use ${_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ID_RULE */ .Rb}${orTemplate === '' ? '' : `, or${orTemplate}`}` }, suggested((0,_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .idSuggestion */ .eS)(given)));
    }
    return given;
});
/** Characters of a template: it is rendered for every file (a title is at most 255 once rendered). */
const TEMPLATE_LIMIT = 4096;
/** A template of ids whose own text the catalog refuses in any id (ids.ts idTextRefused), with the id it most likely meant. */
function idTemplate(ctx, template, what) {
    const lowercased = what === 'asset';
    if (!(0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .idTextRefused */ .RI)(template, lowercased))
        return template;
    return refuse(ctx, (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .idTextRefusal */ .N6)(template, lowercased, what), suggested((0,_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .idSuggestion */ .eS)(template, lowercased)));
}
/** A template; `id`: one of ids, whose own text must be an id's. */
const template = (fallback, groups = [], id, source = false) => zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
    .optional()
    .transform((value, ctx) => {
    const given = blankToUndefined(value) ?? fallback;
    if (given === undefined)
        return undefined;
    if (given.length > TEMPLATE_LIMIT)
        return refuse(ctx, { what: `${given.length} characters`, fix: `a template has at most ${TEMPLATE_LIMIT}` });
    const problem = (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .placeholderProblem */ .V6)(given, groups, source);
    if (problem !== undefined)
        return refuse(ctx, problem);
    return id === undefined ? given : idTemplate(ctx, given, id);
});
const mediaTypeOverride = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
    .optional()
    .transform((value, ctx) => {
    const lines = (value ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'));
    const byExtension = new Map();
    let all;
    const checkType = (type, line) => {
        if ((0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isKnownMediaType */ .MB)(type))
            return (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeMediaType */ .Yr)(type);
        const suggestion = (0,_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .mediaTypeSuggestion */ .JH)(type);
        refuse(ctx, { what: `'${type}' is not a media type the catalog accepts (see docs/metadata.md, Media types by extension)` }, suggestion === undefined ? undefined : line === undefined ? { value: suggestion } : { value: line(suggestion), partial: true });
        return undefined;
    };
    for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon < 0) {
            if (lines.length > 1) {
                refuse(ctx, {
                    what: `'${line}': with several lines, write each as '<extension>: <media type>', ` +
                        "e.g. 'tif: image/tiff; application=geotiff; profile=cloud-optimized'",
                });
                continue;
            }
            all = checkType(line);
            continue;
        }
        const extension = line
            .slice(0, colon)
            .trim()
            .replace(/^\*?\./, '')
            .toLowerCase();
        const type = checkType(line.slice(colon + 1).trim(), (suggestion) => `${extension}: ${suggestion}`);
        if (!_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .KNOWN_EXTENSIONS */ .vS.includes(extension)) {
            refuse(ctx, {
                what: `'${extension}' is not a file extension the catalog accepts`,
                fix: `use one of ${_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .KNOWN_EXTENSIONS */ .vS.join(', ')}`,
            });
        }
        else if (type !== undefined) {
            byExtension.set(extension, type);
        }
    }
    return { all, byExtension };
});
/** A date-time or interval (checked now), or a template of one (checked per item, once rendered). */
const itemDatetime = (groups, source = false) => zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
    .optional()
    .transform((value, ctx) => {
    const given = blankToUndefined(value);
    if (given === undefined)
        return undefined;
    const problem = given.includes('{') ? (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .placeholderProblem */ .V6)(given, groups, source) : undefined;
    const parsed = given.includes('{') ? undefined : (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseItemTime */ .Gn)(given);
    const refusal = problem ?? (parsed !== undefined && 'what' in parsed ? parsed : undefined);
    if (refusal === undefined)
        return given;
    return refuse(ctx, refusal, problem === undefined ? suggested(isoDate(given)) : undefined);
});
/** A date written as people in Switzerland write it (1.6.2024, 01.06.2024 10:00Z) in the ISO 8601 form item-datetime takes. */
function isoDate(given) {
    const swiss = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:[ T](.+))?$/.exec(given);
    if (swiss === null)
        return undefined;
    const iso = `${swiss[3]}-${swiss[2].padStart(2, '0')}-${swiss[1].padStart(2, '0')}${swiss[4] === undefined ? '' : `T${swiss[4]}`}`;
    return 'what' in (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseItemTime */ .Gn)(iso) ? undefined : iso;
}
/** path-pattern, compiled; its groups are placeholders of the templates that the same schema checks. */
function pathPatternOf(value) {
    const given = blankToUndefined(value);
    return given === undefined ? undefined : (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePathPattern */ .zW)(given);
}
/** Ids source-ids reads, each by itself: a promotion of more names a datetime or a bbox. */
const SOURCE_IDS_LIMIT = 10_000;
/** source-bbox: four numbers, west,south,east,north in WGS84 degrees, a box with an area (as the STAC API's bbox takes it). */
function wgs84Bbox(given) {
    const fix = 'give west,south,east,north in WGS84 degrees, e.g. 5.96,45.82,10.49,47.81';
    const parts = given.split(',').map((part) => part.trim());
    const numbers = parts.map((part) => (/^[-+]?\d+(\.\d+)?$/.test(part) ? Number(part) : Number.NaN));
    if (numbers.length !== 4 || numbers.some((n) => Number.isNaN(n)))
        return { what: `'${given}' is not four numbers`, fix };
    const [west, south, east, north] = numbers;
    if ([west, east].some((x) => x < -180 || x > 180) || [south, north].some((y) => y < -90 || y > 90))
        return { what: `'${given}' is not in WGS84 degrees (longitudes -180 to 180, latitudes -90 to 90)`, fix: `${fix} (LV95 is not taken)` };
    if (west >= east || south >= north)
        return { what: `'${given}': west must be less than east, and south less than north`, fix };
    return { bbox: [west, south, east, north] };
}
/** Characters of any one input: what no workflow writes, and what no run should hold once per file. */
const INPUT_LIMIT = 1024 * 1024;
/** The files input: patterns, and characters of each (a path is at most 4096 on Linux). */
const PATTERNS_LIMIT = 1000;
const PATTERN_LIMIT = 4096;
/**
 * Each declared input's schema, no more, no fewer (this does not compile otherwise): it reads the raw
 * text into what the phases take. Declared values and defaults come from the declaration.
 */
const shape = {
    'base-url': serviceUrl(_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['base-url'].default),
    'auth-url': serviceUrl(_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['auth-url'].default),
    'client-id': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional().transform(blankToUndefined),
    'client-secret': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional().transform(blankToUndefined),
    username: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional().transform(blankToUndefined),
    password: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    'mfa-totp-secret': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional().transform(blankToUndefined),
    'access-token': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional().transform(blankToUndefined),
    // Never undefined: the collection is required (catalogId adds the issue).
    collection: catalogId('collection').transform((id) => id),
    item: catalogId('item'),
    'collection-asset': bool(_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['collection-asset'].default),
    items: oneOf(_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.items.values, _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.items.default, { update: 'sync' }),
    'item-datetime': itemDatetime([]),
    'item-geometry': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional().transform(blankToUndefined),
    'item-title': template(undefined),
    files: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
        .optional()
        .transform((value, ctx) => {
        const patterns = (value ?? '')
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== '' && !line.startsWith('#'));
        const long = patterns.find((pattern) => pattern.length > PATTERN_LIMIT);
        if (patterns.length > PATTERNS_LIMIT || long !== undefined) {
            const what = long === undefined ? `${patterns.length} patterns` : `a pattern of ${long.length} characters`;
            return refuse(ctx, { what, fix: `at most ${PATTERNS_LIMIT} patterns of ${PATTERN_LIMIT} characters are read` });
        }
        return patterns;
    }),
    // Read with the workspace and working-directory, in parseConfig.
    'stac-source': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional().transform(blankToUndefined),
    'source-ids': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
        .optional()
        .transform((value, ctx) => {
        const ids = [
            ...new Set((value ?? '')
                .split(/[,\n]/)
                .map((id) => id.trim())
                .filter((id) => id !== '')),
        ];
        if (ids.length === 0)
            return undefined;
        const long = ids.find((id) => id.length > 255);
        if (ids.length > SOURCE_IDS_LIMIT || long !== undefined) {
            const what = long === undefined ? `${ids.length} ids` : `an id of ${long.length} characters`;
            return refuse(ctx, { what, fix: `at most ${SOURCE_IDS_LIMIT} ids of 255 characters are read` });
        }
        return ids;
    }),
    'source-datetime': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
        .optional()
        .transform((value, ctx) => {
        const given = blankToUndefined(value);
        if (given === undefined)
            return undefined;
        const filter = (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDatetimeFilter */ .L_)(given);
        return typeof filter === 'string' ? filter : refuse(ctx, filter, suggested(isoDate(given)));
    }),
    'source-bbox': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
        .optional()
        .transform((value, ctx) => {
        const given = blankToUndefined(value);
        if (given === undefined)
            return undefined;
        const bbox = wgs84Bbox(given);
        return 'what' in bbox ? refuse(ctx, bbox) : bbox.bbox;
    }),
    'item-links': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional().transform(blankToUndefined),
    'working-directory': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
        .optional()
        .transform((value) => blankToUndefined(value) ?? _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['working-directory'].default),
    'include-hidden-files': bool(_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['include-hidden-files'].default),
    'if-no-files-found': oneOf(_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['if-no-files-found'].values, _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['if-no-files-found'].default, {
        fail: 'error',
        warning: 'warn',
        skip: 'ignore',
        none: 'ignore',
    }),
    'asset-id': template(_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['asset-id'].default, [], 'asset'),
    'media-type': mediaTypeOverride,
    title: template(undefined),
    description: template(undefined),
    'proj-epsg': epsgOrAuto,
    gsd: metresOrAuto,
    'create-method': oneOf(_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['create-method'].values, _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['create-method'].default),
    upload: oneOf(_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.upload.values, _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.upload.default, _suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .BOOLEAN_ALIASES */ .Uh),
    'if-exists': oneOf(_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['if-exists'].values, _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['if-exists'].default, {
        skip: 'skip-unchanged',
        replace: 'overwrite',
        error: 'fail',
    }),
    prune: bool(_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.prune.default),
    'prune-limit': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
        .optional()
        .transform((value, ctx) => {
        const given = blankToUndefined(value)?.toLowerCase();
        if (given === undefined)
            return 10;
        if (given === 'all')
            return Infinity;
        if (/^\d+$/.test(given))
            return Number(given);
        const unlimited = ['unlimited', 'infinite', 'infinity', 'any', 'every', '-1'].includes(given);
        return refuse(ctx, { what: `'${value}' is not allowed`, fix: 'use a whole number of assets, or all (default 10)' }, suggested(unlimited ? 'all' : undefined));
    }),
    'content-encoding': oneOf(_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['content-encoding'].values, _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['content-encoding'].default, {
        gz: 'gzip',
        brotli: 'br',
        identity: 'none',
        off: 'none',
        false: 'none',
    }),
    'part-size': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
        .optional()
        .transform((value, ctx) => {
        const given = blankToUndefined(value);
        if (given === undefined || given === 'auto')
            return undefined;
        const allowed = inRange(5, 5120);
        if (!/^\d+$/.test(given) || !allowed(Number(given))) {
            const counted = (0,_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .countSuggestion */ .wp)(given, { m: 1, mb: 1, mib: 1, g: 1024, gb: 1024, gib: 1024 });
            return refuse(ctx, { what: `'${given}' is not allowed`, fix: 'use auto or a whole number of MiB from 5 to 5120 (default auto)' }, suggested(allowed(counted) ? counted : (0,_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .nearest */ .pA)(given, ['auto'])));
        }
        return Number(given) * _common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .MIB */ .D6;
    }),
    // Measured against the sandbox with 30 ms per request: 4/8/16/32/64 at a time gave
    // 30/59/113/197/298 assets/s. 16 doubles 8 and stays polite to a shared catalog (docs/operations.md).
    concurrency: integer(1, 64, _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.concurrency.default),
    retries: integer(0, 20, _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.retries.default),
    timeout: integer(1, 3600, _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc.timeout.default, ' seconds', {
        s: 1,
        sec: 1,
        secs: 1,
        seconds: 1,
        m: 60,
        min: 60,
        mins: 60,
        minutes: 60,
        h: 3600,
    }),
    shard: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
        .optional()
        .transform((value, ctx) => {
        const given = blankToUndefined(value);
        if (given === undefined)
            return undefined;
        const match = /^(\d+)\s*(\/|\s+of\s+)\s*(\d+)$/i.exec(given);
        const index = Number(match?.[1]);
        const total = Number(match?.[3]);
        const fits = (k) => total >= 1 && total <= 1000 && k < total;
        if (match?.[2] === '/' && fits(index))
            return { index, total };
        // '1 of 4'; or counted from 1 (4/4), as people count jobs, where the matrix's job-index counts from 0.
        const suggestion = match === null
            ? undefined
            : fits(index)
                ? suggested(`${index}/${total}`)
                : index === total && fits(index - 1)
                    ? suggested(`${index - 1}/${total}`, 'K counts from 0')
                    : undefined;
        return refuse(ctx, {
            what: `'${given}' is not a shard`,
            fix: "use K/N with 0 <= K < N <= 1000, this job's number K, counted from 0, of N parallel jobs (default: no sharding)",
        }, suggestion);
    }),
    rules: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional().transform(blankToUndefined),
    'path-pattern': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
        .optional()
        .transform((value, ctx) => {
        const pattern = pathPatternOf(value);
        return pattern === undefined || 'regex' in pattern ? pattern : refuse(ctx, pattern);
    }),
    'item-properties': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional().transform(blankToUndefined),
    'dry-run': bool(_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['dry-run'].default),
};
const schema = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc(shape);
/**
 * The schema for a run whose path-pattern has these groups, and that has a STAC source or not:
 * every template may name them (and a source's {id}, {key} and properties).
 */
const schemaFor = (groups, source) => groups.length === 0 && !source
    ? schema
    : schema.extend({
        item: catalogId('item', groups, source),
        'item-datetime': itemDatetime(groups, source),
        'item-title': template(undefined, groups, undefined, source),
        'asset-id': template(source ? '{key}' : _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['asset-id'].default, groups, 'asset', source),
        title: template(undefined, groups, undefined, source),
        description: template(undefined, groups, undefined, source),
    });
/**
 * The schema's refusals as problems: what is wrong, and what is accepted. A suggestion comes first in
 * the fix, as the input set to it, which each front end says its way (`proj-epsg: 2056`, `--proj-epsg 2056`).
 */
const issueProblems = (error) => error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '?');
    // Every issue is refuse()'s; one of zod's own would have its message alone.
    const refused = issue.code === 'custom' ? issue.params : undefined;
    const { what, fix: accepted = '' } = refused?.refusal ?? { what: issue.message };
    const suggestion = refused?.suggestion;
    const fix = suggestion === undefined
        ? [accepted]
        : [
            ...(0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .say */ .cv) `did you mean ${suggestion.partial === true ? `'${suggestion.value}'` : (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)(name, { value: suggestion.value })}`,
            suggestion.why === undefined ? '?' : ` (${suggestion.why})?`,
            accepted === '' ? '' : ` ${accepted.charAt(0).toUpperCase()}${accepted.slice(1)}`,
        ];
    return {
        subject: { kind: 'input', name },
        what: [what],
        ...(suggestion === undefined && accepted === '' ? {} : { fix: fix.filter((part) => part !== '') }),
    };
});
const invalidInputs = (problems) => new _common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .ProblemsError */ .FQ(problems, 'Invalid inputs:');
/**
 * item-geometry: auto, a bbox (four numbers), GeoJSON text, the path of a GeoJSON file in the
 * workspace, or a template of such a path per item ('{parent}/location.geojson'; JSON never starts
 * with a placeholder). Only the form is told apart here; the content is read with the items, before any write.
 */
function itemGeometryInput(given, workspace, groups, source) {
    if (given === undefined || given.toLowerCase() === 'auto')
        return { kind: 'auto' };
    if (given.startsWith('{') && !/^\{[^{}"\s]+\}/.test(given))
        return { kind: 'geojson', text: given };
    if (given.includes('{'))
        return (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .placeholderProblem */ .V6)(given, groups, source) ?? { kind: 'template', template: given };
    if (/^[-+\d.\s]+(,[-+\d.\s]+){3}$/.test(given))
        return { kind: 'bbox', text: given };
    if (/^[-+\d.\s,]+$/.test(given))
        return { what: `'${given}' is not a bbox`, fix: 'give four numbers west,south,east,north in WGS84 degrees, e.g. 7.4,46.9,7.5,47.0' };
    const file = (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .within */ .ux)(workspace, given);
    if (file === undefined)
        return {
            what: `'${given}' is outside the workspace`,
            fix: 'give auto, a bbox, GeoJSON, or the path of a GeoJSON file in the repository',
        };
    return { kind: 'file', path: file, source: given };
}
/** Where the README's workflows take each credential from. */
const CREDENTIAL_SECRETS = { 'client-id': 'STAC_CLIENT_ID', username: 'STAC_USERNAME', password: 'STAC_PASSWORD' };
/**
 * A credential given, but empty: on a runner, what an unset secret gives (`${{ secrets.X }}` is ''
 * for a name no secret has) and what an input left out of `with:` gives are the same empty string,
 * so the text names every cause; in a fork's pull request, the one that applies. Elsewhere (the
 * command line's STAC_USERNAME set empty), what leaves a CI variable empty.
 */
function emptyCredential(name, env) {
    const { fork } = env;
    if (env.actions !== true)
        return {
            what: (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .say */ .cv) `empty, and signing in needs it (or ${(0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('access-token')})`,
            fix: ['give it a value; in CI, a variable kept for protected branches or another environment reaches a job empty'],
        };
    const skip = 'if: github.event.pull_request.head.repo.full_name == github.repository';
    if (fork !== undefined)
        return {
            what: [`empty: this run is for a pull request from the fork ${fork}, which GitHub gives no secrets`],
            fix: [
                `skip the step for forks (${skip}) and publish once it is merged `,
                "(pull_request_target has secrets, but runs beside the fork's code: only with an approval)",
            ],
        };
    return {
        what: (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .say */ .cv) `empty, and signing in needs it (or ${(0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('access-token')})`,
        fix: [
            ...(0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .say */ .cv) `pass a secret that is set (${(0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)(name, { value: `\${{ secrets.${CREDENTIAL_SECRETS[name]} }}` })}); `,
            "a secret is empty when its name is misspelled, when it is an environment's and the job names no environment:, ",
            `in a fork's pull request (skip the step: ${skip}) and in a run Dependabot starts`,
        ],
    };
}
/**
 * stac-source: the https:// address of a collection of a STAC API, or the path of a STAC JSON file in
 * the workspace (relative to working-directory), with files left out; the filters only with an API.
 * Without it, files is required.
 */
function sourceInput(input, { workspace, workingDirectory, refuse, }) {
    const given = input['stac-source'];
    const filters = ['source-ids', 'source-datetime', 'source-bbox'].filter((name) => input[name] !== undefined);
    const patterns = input.files.filter((pattern) => !pattern.startsWith('!'));
    if (given === undefined) {
        if (patterns.length === 0)
            refuse('files', (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .say */ .cv) `required: one or more glob patterns, one per line (e.g. data/**/*.tif), or ${(0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('stac-source')}`, [
                'lines starting with ! exclude',
            ]);
        for (const name of filters)
            refuse(name, (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .say */ .cv) `filters the items of ${(0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('stac-source')}, which is not given`);
        return undefined;
    }
    if (input.files.length > 0)
        refuse('stac-source', (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .say */ .cv) `given with ${(0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('files')}: a run publishes either the files it selects or what a STAC source describes`, (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .say */ .cv) `leave out ${(0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('files', { bare: true })} or ${(0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('stac-source', { bare: true })}`);
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(given)) {
        const url = collectionUrl(given);
        if (typeof url !== 'string') {
            refuse('stac-source', [url.what], url.fix === undefined ? undefined : [url.fix]);
            return undefined;
        }
        if (input['source-ids'] !== undefined)
            for (const name of filters.filter((name) => name !== 'source-ids'))
                refuse(name, (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .say */ .cv) `given with ${(0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('source-ids')}, which reads the items it names by themselves`, (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .say */ .cv) `give either ${(0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('source-ids', { bare: true })} or the filters of the item listing`);
        return { kind: 'api', url, ids: input['source-ids'], datetime: input['source-datetime'], bbox: input['source-bbox'] };
    }
    for (const name of filters)
        refuse(name, (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .say */ .cv) `filters the items of a STAC API; ${(0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('stac-source', { bare: true })} '${given}' is a file`, [
            'leave it out, or give the address of a collection of a STAC API',
        ]);
    const file = (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .within */ .ux)(workspace, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(workingDirectory, given));
    if (file === undefined) {
        refuse('stac-source', [`'${given}' is outside the workspace`], [
            'give the path of a STAC JSON file in the repository (relative to working-directory), or the https:// address of a collection of a STAC API',
        ]);
        return undefined;
    }
    return { kind: 'static', path: file, source: given };
}
/**
 * A STAC API collection's address: https (plain http on loopback hosts), no credentials, query or fragment;
 * its path ends in /collections/{id}.
 */
function collectionUrl(given) {
    const shown = withoutCredentials(given);
    const url = URL.parse(given);
    const example = 'https://sys-data.int.bgdi.ch/api/stac/v1/collections/ch.swisstopo.x';
    if (url === null)
        return { what: `'${shown}' is not a URL`, fix: `give a collection's address such as ${example}` };
    if (shown !== given || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
        return { what: `'${shown === given ? `${url.origin}${url.pathname}\u2026` : shown}' must not carry credentials, a query or a fragment` };
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isLoopbackHost */ .cW)(url.hostname)))
        return { what: `'${given}' must use https:// (plain http:// is accepted only for loopback hosts such as 127.0.0.1)` };
    const pathname = url.pathname.replace(/\/+$/, '');
    if (!/\/collections\/[^/]+$/.test(pathname))
        return { what: `'${given}' is not the address of a collection`, fix: `give one that ends in /collections/{id}, such as ${example}` };
    return `${url.origin}${pathname}`;
}
/** Turns the raw inputs into a frozen, typed config, or throws one ProblemsError that names every bad input. */
function parseConfig(raw, env) {
    const oversized = Object.entries(raw).filter(([, value]) => value !== undefined && value.length > INPUT_LIMIT);
    if (oversized.length > 0) {
        throw invalidInputs(oversized.map(([name, value]) => ({
            subject: { kind: 'input', name },
            what: [`${value.length} characters; at most ${INPUT_LIMIT} are read`],
        })));
    }
    // The groups of a valid path-pattern are placeholders; an invalid one is reported by the schema.
    const pattern = pathPatternOf(raw['path-pattern']);
    const groups = pattern === undefined || !('regex' in pattern) ? [] : pattern.groups;
    const hasSource = blankToUndefined(raw['stac-source']) !== undefined;
    const parsed = schemaFor(groups, hasSource).safeParse(raw);
    if (!parsed.success)
        throw invalidInputs(issueProblems(parsed.error));
    const input = parsed.data;
    const problems = [];
    const refuse = (name, what, fix) => problems.push({ subject: { kind: 'input', name }, what, ...(fix === undefined ? {} : { fix }) });
    let auth;
    if (input['access-token'] !== undefined) {
        auth = { kind: 'token', accessToken: input['access-token'] };
    }
    else {
        const missing = ['client-id', 'username', 'password'].filter((name) => blankToUndefined(input[name]) === undefined);
        if (missing.length > 0) {
            for (const name of missing) {
                // Not given at all (the command line leaves an unset variable out); given as '' (the runner's unset secret).
                if (raw[name] === undefined)
                    refuse(name, (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .say */ .cv) `required to sign in (or give ${(0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('access-token')})`);
                else {
                    const { what, fix } = emptyCredential(name, env);
                    refuse(name, what, fix);
                }
            }
        }
        else {
            auth = {
                kind: 'password',
                url: input['auth-url'].href,
                clientId: input['client-id'],
                clientSecret: input['client-secret'],
                username: input.username,
                password: input.password,
                totpSecret: input['mfa-totp-secret'],
            };
        }
    }
    const workspace = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(env.workspace);
    const workingDirectory = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(workspace, input['working-directory']);
    if ((0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .within */ .ux)(workspace, workingDirectory) === undefined) {
        refuse('working-directory', [`'${input['working-directory']}' is outside the workspace ${workspace}`], ['use a folder inside it']);
    }
    const assetId = input['asset-id'] ?? _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUTS */ .mc['asset-id'].default;
    const yamlInput = (name, inline) => {
        const given = input[name];
        if (given === undefined)
            return undefined;
        if (inline(given))
            return { text: given, source: 'inline' };
        const file = (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .within */ .ux)(workspace, given);
        if (file !== undefined)
            return { path: file, source: given };
        refuse(name, [`'${given}' is outside the workspace`], ['give inline YAML or the path of a file in the repository']);
        return undefined;
    };
    const isList = (text) => text.includes('\n') || text.startsWith('-') || text.startsWith('[');
    const rules = yamlInput('rules', isList);
    const itemLinks = yamlInput('item-links', isList);
    const source = sourceInput(input, { workspace, workingDirectory, refuse });
    // A mapping has 'key: value'; a path has no ': '.
    const itemProperties = yamlInput('item-properties', (text) => text.includes('\n') || text.startsWith('{') || /:\s/.test(text));
    if (input.item === undefined && !input['collection-asset'] && rules === undefined && !hasSource) {
        const collectionAsset = (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('collection-asset', { bare: true });
        refuse('item', (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .say */ .cv) `required: the id of the item the assets belong to (or a template such as {parent}), unless ${collectionAsset} is true`);
    }
    if (input.gsd !== undefined && input['collection-asset'] && rules === undefined)
        refuse('gsd', (0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .say */ .cv) `the catalog refuses gsd on an asset of the collection itself (${(0,_common_index_js__WEBPACK_IMPORTED_MODULE_1__/* .input */ .hF)('collection-asset', { bare: true })}: true)`, ['leave it out']);
    const itemGeometry = itemGeometryInput(input['item-geometry'], workspace, groups, hasSource);
    if ('what' in itemGeometry)
        refuse('item-geometry', [itemGeometry.what], itemGeometry.fix === undefined ? undefined : [itemGeometry.fix]);
    if (problems.length > 0 || auth === undefined)
        throw invalidInputs(problems);
    const base = input['base-url'].href.replace(/\/+$/, '');
    const apiRoot = base.endsWith('/api/stac/v1') ? base : `${base}/api/stac/v1`;
    return Object.freeze({
        target: Object.freeze({
            apiRoot,
            collection: input.collection,
            // A source item's target is its own id unless the item template says otherwise.
            item: input.item ?? (hasSource && !input['collection-asset'] ? '{id}' : undefined),
            collectionAsset: input['collection-asset'],
        }),
        signIn: Object.freeze(auth),
        selection: Object.freeze({
            workspace,
            workingDirectory,
            patterns: Object.freeze(input.files),
            includeHiddenFiles: input['include-hidden-files'],
            ifNoFilesFound: input['if-no-files-found'],
            pathPattern: input['path-pattern'],
            shard: input.shard,
            source,
        }),
        assetMetadata: Object.freeze({
            assetId,
            mediaType: input['media-type'],
            title: input.title,
            description: input.description,
            projEpsg: input['proj-epsg'],
            gsd: input.gsd,
            rules,
        }),
        items: Object.freeze({
            mode: input.items,
            itemDatetime: input['item-datetime'],
            itemGeometry: 'what' in itemGeometry ? { kind: 'auto' } : itemGeometry,
            itemTitle: input['item-title'],
            itemProperties,
            itemLinks,
        }),
        transfer: Object.freeze({
            createMethod: input['create-method'],
            upload: input.upload,
            contentEncoding: input['content-encoding'] === 'none' ? undefined : input['content-encoding'],
            partSize: input['part-size'],
            concurrency: input.concurrency,
            retries: input.retries,
            timeoutMs: input.timeout * 1000,
        }),
        safety: Object.freeze({
            dryRun: input['dry-run'],
            ifExists: input['if-exists'],
            prune: input.prune,
            pruneLimit: input['prune-limit'],
            pruneLimitGiven: blankToUndefined(raw['prune-limit']) !== undefined,
        }),
    });
}


/***/ }),

/***/ 14:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qh: () => (/* reexport */ inputs/* INPUT_NAMES */.Qh),
  pH: () => (/* reexport */ inputs/* SECRET_INPUTS */.pH),
  bu: () => (/* reexport */ inputs/* declared */.bu),
  _G: () => (/* reexport */ loadMetadata),
  pA: () => (/* reexport */ suggest/* nearest */.pA),
  o4: () => (/* reexport */ config/* parseConfig */.o)
});

// UNUSED EXPORTS: INPUTS, INPUT_GROUPS

// EXTERNAL MODULE: ./src/config/config.ts
var config = __webpack_require__(1122);
// EXTERNAL MODULE: ./src/config/inputs.ts
var inputs = __webpack_require__(4389);
// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var common = __webpack_require__(4095);
;// CONCATENATED MODULE: ./src/config/metadata.ts

/**
 * Reads rules, item-properties and item-links, every problem of all at once; the YAML and glob
 * libraries are loaded only for runs that have one. `now` is the clock a literal expires is checked against.
 */
async function loadMetadata(config, now = Date.now()) {
    const { rules: rulesInput } = config.assetMetadata;
    const { itemProperties: propertiesInput, itemLinks: linksInput } = config.items;
    const { pathPattern, workspace } = config.selection;
    if (rulesInput === undefined && propertiesInput === undefined && linksInput === undefined)
        return { ruleFor: () => undefined, itemProperties: new Map(), itemLinks: undefined };
    const { parseItemLinks, parseItemProperties, parseRules, readYamlFile, ruleFor } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(413)]).then(__webpack_require__.bind(__webpack_require__, 5413));
    const context = { groups: pathPattern?.groups ?? [], now };
    const problems = [];
    const attempt = async (input, name, parse) => {
        if (input === undefined)
            return undefined;
        try {
            const text = 'text' in input ? input.text : await readYamlFile({ ...input, workspace }, name);
            return parse(text, input.source);
        }
        catch (error) {
            if (!(error instanceof common/* ProblemsError */.FQ))
                throw error;
            problems.push(error);
            return undefined;
        }
    };
    const rules = await attempt(rulesInput, 'rules', (text, source) => parseRules(text, source, context));
    const itemProperties = await attempt(propertiesInput, 'item-properties', (text, source) => parseItemProperties(text, source, context));
    const itemLinks = await attempt(linksInput, 'item-links', (text, source) => parseItemLinks(text, source, context));
    if (problems.length > 0)
        throw common/* ProblemsError */.FQ.join(problems);
    return {
        ruleFor: rules === undefined ? () => undefined : remembered((path) => ruleFor(rules, path)),
        itemProperties: itemProperties ?? new Map(),
        itemLinks,
    };
}
/**
 * A file's rule is asked for twice (its contents, then its asset), and matching it against up to 200 globs is
 * the cost: 20,000 files take a second a pass. The answer depends on the path alone, so each path is matched once.
 */
function remembered(find) {
    const seen = new Map();
    return (relativePath) => {
        if (seen.has(relativePath))
            return seen.get(relativePath);
        const rule = find(relativePath);
        seen.set(relativePath, rule);
        return rule;
    };
}

// EXTERNAL MODULE: ./src/config/suggest.ts
var suggest = __webpack_require__(2784);
;// CONCATENATED MODULE: ./src/config/index.ts
/**
 * Inputs and config: the list of inputs, one zod schema to a frozen Config (a record per phase that
 * reads it, typed in domain/), and the YAML inputs (rules and item-properties); what the inputs'
 * values mean is domain/'s.
 * Other folders import from here; modules of this folder import each other directly.
 */






/***/ }),

/***/ 4389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   bu: () => (/* binding */ declared),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   pH: () => (/* binding */ SECRET_INPUTS)
/* harmony export */ });
/* unused harmony export INPUT_GROUPS */
/**
 * Every input, declared once, as data: what it means, its default, the values it takes, whether it is
 * a secret, how the command line takes it (its flag, or the environment variable it is read from),
 * which phase reads it and where the README lists it. scripts/docs.ts writes action.yml's inputs, the
 * README's reference and .env.example from these (`npm run docs`; `npm run docs -- --check` and a
 * test fail when one differs); the command's --help reads them; the schema in config.ts has an entry
 * for each, and no other, or does not compile. Listed in the README's order, group by group.
 */
/** The README's groups of inputs, by purpose, in the order it shows them. */
const INPUT_GROUPS = (/* unused pure expression or super */ null && (['Catalog and sign-in', 'Target', 'Selection', 'Asset metadata', 'Items', 'Writing', 'Transfer']));
const INPUTS = {
    'base-url': {
        phase: 'target',
        group: 'Catalog and sign-in',
        kind: 'text',
        variable: 'STAC_BASE_URL',
        default: 'https://data.geo.admin.ch',
        description: 'Catalog address; the action appends /api/stac/v1. https:// is required except for loopback hosts. Default: https://data.geo.admin.ch',
    },
    'auth-url': {
        phase: 'sign-in',
        group: 'Catalog and sign-in',
        kind: 'text',
        variable: 'STAC_AUTH_URL',
        default: 'https://cognito-idp.eu-central-1.amazonaws.com/',
        description: 'Identity provider (Amazon Cognito) endpoint for InitiateAuth. https:// is required except for loopback hosts. Default: https://cognito-idp.eu-central-1.amazonaws.com/',
    },
    'client-id': {
        phase: 'sign-in',
        group: 'Catalog and sign-in',
        kind: 'text',
        variable: 'STAC_CLIENT_ID',
        description: 'Cognito app client id. Required unless access-token is given.',
    },
    'client-secret': {
        phase: 'sign-in',
        group: 'Catalog and sign-in',
        kind: 'text',
        secret: true,
        variable: 'STAC_CLIENT_SECRET',
        description: 'Cognito app client secret, only if the app client has one (sent as SECRET_HASH). Use a secret.',
    },
    username: {
        phase: 'sign-in',
        group: 'Catalog and sign-in',
        kind: 'text',
        variable: 'STAC_USERNAME',
        description: 'User to sign in as (USER_PASSWORD_AUTH). Required unless access-token is given.',
    },
    password: {
        phase: 'sign-in',
        group: 'Catalog and sign-in',
        kind: 'text',
        secret: true,
        variable: 'STAC_PASSWORD',
        description: "The user's password. Required unless access-token is given. Use a secret.",
    },
    'mfa-totp-secret': {
        phase: 'sign-in',
        group: 'Catalog and sign-in',
        kind: 'text',
        secret: true,
        variable: 'STAC_TOTP_SECRET',
        description: 'Base32 TOTP secret of a user with authenticator-app MFA; the action answers the SOFTWARE_TOKEN_MFA challenge with it. Use a secret.',
    },
    'access-token': {
        phase: 'sign-in',
        group: 'Catalog and sign-in',
        kind: 'text',
        secret: true,
        variable: 'STAC_ACCESS_TOKEN',
        description: 'A catalog access token obtained another way; skips sign-in. It cannot be renewed when it expires. Use a secret.',
    },
    collection: {
        phase: 'target',
        group: 'Target',
        kind: 'text',
        required: true,
        description: "Id of the collection (a-z, 0-9, '-', '_', '.'). Required.",
    },
    item: {
        phase: 'target',
        group: 'Target',
        kind: 'text',
        description: "Id of the item the assets belong to, or a template such as {parent} for one item per folder; with stac-source, a template of the source item's {id} and properties, by default {id}. Required unless collection-asset is true (or rules give every file an item or collection-asset).",
    },
    'collection-asset': {
        phase: 'target',
        group: 'Target',
        kind: 'flag',
        default: 'false',
        description: 'Publish the files as assets of the collection itself (/collections/{collection}/assets), not of an item: true or false. Rules may set it per pattern. Default: false',
    },
    files: {
        phase: 'selection',
        group: 'Selection',
        kind: 'lines',
        description: 'Glob patterns, one per line, relative to working-directory; lines starting with ! exclude. A folder matches everything below it. Required unless stac-source is given.',
    },
    'stac-source': {
        phase: 'selection',
        group: 'Selection',
        kind: 'text',
        description: "Publish what a STAC source describes instead of files: the path (relative to working-directory) of a STAC JSON file in the repository, a Catalog or Collection (followed through its child and item links), an Item or a FeatureCollection of Items, whose hrefs are relative and stay in the workspace; or the https:// address of a collection of a STAC API (\u2026/collections/{id}), whose assets' bytes are read from their hrefs. Items, their links and their assets' metadata come from the source; the asset and item settings and rules apply on top. Not with files. Default: none",
    },
    'source-ids': {
        phase: 'selection',
        group: 'Selection',
        kind: 'lines',
        description: 'Only these items of a STAC API source, by their ids in the source, one per line or separated by commas; each is read by itself. Not with source-datetime or source-bbox. Default: all items',
    },
    'source-datetime': {
        phase: 'selection',
        group: 'Selection',
        kind: 'text',
        description: "Only the items of a STAC API source at this time, as its item listing's datetime filter: an instant (2024-06-01T00:00:00Z; a date alone is the whole day) or an interval start/end, either end open as .. (2024-01-01/.., ../2024-06-30). Default: all items",
    },
    'source-bbox': {
        phase: 'selection',
        group: 'Selection',
        kind: 'text',
        description: "Only the items of a STAC API source whose geometry meets this box, as its item listing's bbox filter: west,south,east,north in WGS84 degrees (e.g. 5.96,45.82,10.49,47.81). Default: all items",
    },
    'working-directory': {
        phase: 'selection',
        group: 'Selection',
        kind: 'text',
        default: '.',
        description: 'Folder inside the workspace that patterns and {path} are relative to. Default: . (the workspace)',
    },
    'include-hidden-files': {
        phase: 'selection',
        group: 'Selection',
        kind: 'flag',
        default: 'false',
        description: "Publish files and folders whose names start with '.': true or false. Default: false",
    },
    'if-no-files-found': {
        phase: 'selection',
        group: 'Selection',
        kind: 'text',
        values: ['error', 'warn', 'ignore'],
        default: 'error',
        description: 'When no file matches: error (fail the step), warn or ignore. Default: error',
    },
    'path-pattern': {
        phase: 'selection',
        group: 'Selection',
        kind: 'text',
        description: "A regular expression (JavaScript syntax, Unicode mode) with named groups, searched in each selected file's path relative to working-directory; each group is a placeholder in every template (e.g. (?<ref>\\d{8}T\\d{4}Z)-(?<h>\\d{3}) gives {ref} and {h}). Every selected file must match it. Default: none",
    },
    shard: {
        phase: 'selection',
        group: 'Selection',
        kind: 'text',
        description: "Publish only this job's share of the files in a matrix: K/N with 0 <= K < N (e.g. ${{ strategy.job-index }}/${{ strategy.job-total }}); each asset id belongs to exactly one shard by a stable hash. Default: none (all files)",
    },
    'asset-id': {
        phase: 'asset-metadata',
        group: 'Asset metadata',
        kind: 'text',
        default: '{name}',
        description: "Template of each asset id, lowercased; placeholders {name} {stem} {ext} {path} {dir} {parent} {flatpath} and the named groups of path-pattern, each also as {\u2026|slug}; with stac-source also {key} (the asset's key in the source item), {id} and the source item's properties. Default: {name}, with stac-source {key}",
    },
    'media-type': {
        phase: 'asset-metadata',
        group: 'Asset metadata',
        kind: 'lines',
        description: "Media type for every file (e.g. 'image/tiff; application=geotiff; profile=cloud-optimized'), or one '<extension>: <media type>' per line; a TIFF or GeoPackage whose content contradicts it is refused. Without it, a file's type follows from its extension (docs/metadata.md lists them), a .tif's or .tiff's from its header (image/tiff, GeoTIFF or cloud-optimized GeoTIFF); with stac-source, the type the source states. Default: by extension and content",
    },
    title: {
        phase: 'asset-metadata',
        group: 'Asset metadata',
        kind: 'text',
        description: "Template of each asset's title (same placeholders as asset-id). Default: none",
    },
    description: {
        phase: 'asset-metadata',
        group: 'Asset metadata',
        kind: 'text',
        description: "Template of each asset's description (same placeholders as asset-id). Default: none",
    },
    'proj-epsg': {
        phase: 'asset-metadata',
        group: 'Asset metadata',
        kind: 'text',
        description: "EPSG code of the assets' projection, a positive whole number (e.g. 2056), or auto: each file's own, from its georeferencing (none for a file without; a STAC API source's assets, not read for it, take the proj:epsg it states). Default: none",
    },
    gsd: {
        phase: 'asset-metadata',
        group: 'Asset metadata',
        kind: 'text',
        description: "Ground sample distance of the assets in metres (e.g. 0.5), or auto: each raster's pixel size, from its georeferencing (none for other files; a STAC API source's assets, not read for it, take the gsd it states). Not set on assets of the collection itself. Default: none",
    },
    rules: {
        phase: 'asset-metadata',
        group: 'Asset metadata',
        kind: 'text',
        description: 'Metadata per file pattern: a YAML list (inline, or the path of a YAML file in the repository) of rules with files (glob) and any of media-type, asset-id, item, collection-asset, item-datetime, title, description, proj-epsg, roles, gsd, geoadmin:lang, geoadmin:variant, item-properties; the first matching rule wins, the plain inputs fill in the rest. Default: none',
    },
    items: {
        phase: 'items',
        group: 'Items',
        kind: 'text',
        values: ['existing', 'create', 'sync'],
        default: 'existing',
        description: 'What to do with the target items: existing (they must exist already), create (create the missing ones; leave existing ones alone) or sync (create the missing ones and update the geometry, datetime, title, item-properties and item-links of existing ones where they differ). Default: existing',
    },
    'item-datetime': {
        phase: 'items',
        group: 'Items',
        kind: 'text',
        description: 'Datetime of the items the action creates or syncs: a date (2024-06-01), a date-time with its zone (2024-06-01T10:00:00Z, or basic 20240601T1000Z), optionally followed by + and an ISO 8601 duration ({ref}+PT{h}H), or an interval start/end of those; may be a template such as {parent}; rules may set it per pattern. Needed to create an item. Default: none',
    },
    'item-geometry': {
        phase: 'items',
        group: 'Items',
        kind: 'text',
        default: 'auto',
        description: "Geometry of the items the action creates or syncs: auto (the union of the files' footprints, read from their own georeferencing and reprojected to WGS84), a GeoJSON geometry (inline, or the path of a GeoJSON file in the repository), a template of the path of each item's GeoJSON file relative to working-directory ({parent}/location.geojson), or a bbox west,south,east,north in WGS84 degrees. Default: auto",
    },
    'item-title': {
        phase: 'items',
        group: 'Items',
        kind: 'text',
        description: 'Template of the title of the items the action creates or syncs (same placeholders as asset-id). Default: none',
    },
    'item-properties': {
        phase: 'items',
        group: 'Items',
        kind: 'text',
        description: "Properties of the items the action creates or syncs: a YAML mapping (inline, or the path of a YAML file in the repository) of property to template, with the keys expires, forecast:reference_datetime (date-times as in item-datetime), forecast:horizon, forecast:duration (ISO 8601 durations of days, hours, minutes, seconds: PT12H, P1DT6H), forecast:variable (text) and forecast:perturbed (true or false); expires must not be in the past. A rule's item-properties override these key by key. Default: none",
    },
    'item-links': {
        phase: 'items',
        group: 'Items',
        kind: 'text',
        description: "Links of the items the action creates or syncs: a YAML list (inline, or the path of a YAML file in the repository) of links with rel, href (an absolute URL) and optionally type, title and hreflang, e.g. [{rel: license, href: 'https://\u2026', title: Terms of use}]; href and title may be templates (a value percent-encoded in href); one link per rel (the catalog keeps one), none of the catalog's own (self, root, parent, collection, items). Compared as values: with items: sync, an item whose links differ gets exactly these; without item-links, an item keeps its own. With stac-source they replace the source item's links of the same rel. A rule's item-links replace these for its files ([] for none). Default: none",
    },
    'dry-run': {
        phase: 'safety',
        group: 'Writing',
        kind: 'flag',
        default: 'false',
        description: 'Sign in, read the item and show the plan without writing anything: true or false. Default: false',
    },
    'if-exists': {
        phase: 'safety',
        group: 'Writing',
        kind: 'text',
        values: ['skip-unchanged', 'overwrite', 'fail'],
        default: 'skip-unchanged',
        description: 'When an asset exists already: skip-unchanged (update only what differs, skip the rest), overwrite (replace and upload again) or fail. Default: skip-unchanged',
    },
    prune: {
        phase: 'safety',
        group: 'Writing',
        kind: 'flag',
        default: 'false',
        description: 'Once every file was published, delete the assets of the target items (or collection) that no selected file maps to: true or false. Never when a file failed or when no file was selected for an item; with shard, only assets of this shard. Default: false',
    },
    'prune-limit': {
        phase: 'safety',
        group: 'Writing',
        kind: 'text',
        description: "The most assets prune may delete in one run: a whole number, or all. Over it, the run fails before deleting anything and says how many it would delete. Left out, prune also stops before it would delete more than half of an item's (or the collection's) assets; given, it alone decides. Default: 10",
    },
    'create-method': {
        phase: 'transfer',
        group: 'Writing',
        kind: 'text',
        values: ['auto', 'post', 'put'],
        default: 'auto',
        description: 'How new assets are created: auto (POST as published, switching to PUT when the catalog answers 405), post, or put. Default: auto',
    },
    upload: {
        phase: 'transfer',
        group: 'Writing',
        kind: 'text',
        values: ['auto', 'true', 'false'],
        default: 'auto',
        description: "Upload the files' bytes: auto (where the catalog has the upload API), true (a missing upload API is an error) or false. Default: auto",
    },
    'content-encoding': {
        phase: 'transfer',
        group: 'Transfer',
        kind: 'text',
        values: ['none', 'gzip', 'br'],
        default: 'none',
        description: 'Compress files for upload: none, gzip or br (the checksum stays that of the original file). Default: none',
    },
    'part-size': {
        phase: 'transfer',
        group: 'Transfer',
        kind: 'text',
        default: 'auto',
        description: 'Multipart upload part size in MiB, 5 to 5120, or auto (16 MiB, larger when a file needs more than 100 parts). Default: auto',
    },
    concurrency: {
        phase: 'transfer',
        group: 'Transfer',
        kind: 'text',
        default: '16',
        description: 'Files published at the same time, 1 to 64. Default: 16',
    },
    retries: {
        phase: 'transfer',
        group: 'Transfer',
        kind: 'text',
        default: '5',
        description: 'Retries of a request after a transient failure (network error, 429, 5xx), 0 to 20. Default: 5',
    },
    timeout: {
        phase: 'transfer',
        group: 'Transfer',
        kind: 'text',
        default: '120',
        description: 'Seconds a request may stay silent before it counts as failed, 1 to 3600; a part of an upload sent slower than 16 KiB/s on average over this time (over a minute when shorter) counts as failed too. Default: 120',
    },
};
const INPUT_NAMES = Object.keys(INPUTS);
/** The declaration of an input, as its type says any input's. */
const declared = (name) => INPUTS[name];
/** Secret inputs and the environment variable the command line reads each from. */
const SECRET_INPUTS = new Map(INPUT_NAMES.flatMap((name) => {
    const input = declared(name);
    return input.secret === true ? [[name, input.variable]] : [];
}));


/***/ }),

/***/ 2784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JH: () => (/* binding */ mediaTypeSuggestion),
/* harmony export */   Uh: () => (/* binding */ BOOLEAN_ALIASES),
/* harmony export */   eS: () => (/* binding */ idSuggestion),
/* harmony export */   pA: () => (/* binding */ nearest),
/* harmony export */   pq: () => (/* binding */ metresSuggestion),
/* harmony export */   wp: () => (/* binding */ countSuggestion),
/* harmony export */   yh: () => (/* binding */ epsgSuggestion)
/* harmony export */ });
/* unused harmony export editDistance */
/* harmony import */ var _domain_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1686);

/**
 * Near misses: for a value the action refuses, the accepted value the user most likely meant
 * (`EPSG:2056` \u2192 `2056`, `DOM 2024` \u2192 `dom-2024`, `warning` \u2192 `warn`). Each suggestion is one the
 * same check accepts: a message never proposes something that would be refused in turn.
 */
/** Characters of a value compared by spelling: past this, a value is no typo of a short word (and costs nothing to refuse). */
const SPELLING_LIMIT = 64;
/**
 * Edit distance of two short strings: insertions, deletions, substitutions and swaps of
 * neighbours (optimal string alignment), each counting 1.
 */
function editDistance(a, b) {
    let before = [];
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                best = Math.min(best, before[j - 2] + 1);
            current.push(best);
        }
        before = previous;
        previous = current;
    }
    return previous[b.length];
}
/** How a word is compared: case, '_' and blanks do not count ('Skip_Unchanged' is 'skip-unchanged'). */
const folded = (text) => text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
/**
 * The candidate `given` most likely misspells: the same word folded, an alias, one a typo away
 * (up to a third of its letters), or the one candidate it begins or is the start of (`warning`,
 * `dry`) or is part of (`hidden`). Undefined when none is close, or two are equally close.
 */
function nearest(given, candidates, aliases = {}) {
    if (given.length > SPELLING_LIMIT)
        return undefined;
    const word = folded(given);
    if (word === '')
        return undefined;
    const exact = candidates.find((candidate) => folded(candidate) === word) ?? aliases[word];
    if (exact !== undefined)
        return exact;
    const distances = candidates.map((candidate) => ({ candidate, distance: editDistance(word, folded(candidate)) }));
    const best = Math.min(...distances.map(({ distance }) => distance));
    const closest = distances.filter(({ distance }) => distance === best);
    if (closest.length === 1 && best <= Math.max(1, Math.floor(word.length / 3)))
        return closest[0].candidate;
    if (word.length < 3)
        return undefined;
    const one = (found) => (found.length === 1 ? found[0] : undefined);
    return (one(candidates.filter((candidate) => folded(candidate).startsWith(word) || word.startsWith(folded(candidate)))) ??
        (word.length < 4 ? undefined : one(candidates.filter((candidate) => folded(candidate).includes(word)))));
}
/** Spellings of yes and no that YAML 1.1, shells and other tools take for booleans. */
const BOOLEAN_ALIASES = {
    yes: 'true',
    y: 'true',
    on: 'true',
    '1': 'true',
    no: 'false',
    n: 'false',
    off: 'false',
    '0': 'false',
};
/** Names of Swiss and world reference systems, by which people often give the EPSG code. */
const CRS_NAMES = {
    lv95: 2056,
    'ch1903+': 2056,
    'ch1903+-lv95': 2056,
    lv03: 21781,
    ch1903: 21781,
    'ch1903-lv03': 21781,
    wgs84: 4326,
    'wgs-84': 4326,
    'web-mercator': 3857,
};
/**
 * The EPSG code in another way of writing it: `EPSG:2056`, `epsg 2056`, an OGC URN or URL, a
 * decimal `2056.0`, or the name of a reference system (`LV95`).
 */
function epsgSuggestion(given) {
    if (given.length > SPELLING_LIMIT)
        return undefined;
    const text = given.trim();
    const code = /^(?:urn:ogc:def:crs:)?epsg\s*:{0,2}\s*(\d+)$/i.exec(text)?.[1] ??
        /^https?:\/\/www\.opengis\.net\/def\/crs\/epsg\/[\d.]+\/(\d+)$/i.exec(text)?.[1] ??
        /^(\d+)\.0*$/.exec(text)?.[1];
    const number = code === undefined ? CRS_NAMES[folded(text)] : Number(code);
    return number !== undefined && number >= 1 && number <= 999_999 ? number : undefined;
}
/** A length in metres written another way: a decimal comma (`0,5`), a unit (`0.5 m`, `50cm`). */
function metresSuggestion(given) {
    const match = /^(\d+)(?:[.,](\d+))?\s*(m|cm|mm)?$/i.exec(given.trim());
    if (match === null || given.length > SPELLING_LIMIT)
        return undefined;
    const value = Number(`${match[1]}.${match[2] ?? '0'}`) / { m: 1, cm: 100, mm: 1000 }[(match[3] ?? 'm').toLowerCase()];
    return value > 0 ? value : undefined;
}
/** A whole number with the unit the input is counted in written after it (`16MiB` for part-size in MiB, `120s` for seconds). */
function countSuggestion(given, units) {
    const match = /^(\d+)\s*([a-z]+)$/i.exec(given.trim());
    if (match === null || given.length > SPELLING_LIMIT)
        return undefined;
    const factor = units[match[2].toLowerCase()];
    return factor === undefined ? undefined : Number(match[1]) * factor;
}
/** What people write for a media type the catalog names otherwise. */
const MEDIA_TYPE_ALIASES = {
    cog: 'image/tiff; application=geotiff; profile=cloud-optimized',
    geotiff: 'image/tiff; application=geotiff',
    'image/geotiff': 'image/tiff; application=geotiff',
    'image/tiff; application=geotiff; profile=cog': 'image/tiff; application=geotiff; profile=cloud-optimized',
    'image/cog': 'image/tiff; application=geotiff; profile=cloud-optimized',
    geopackage: 'application/geopackage+sqlite3',
    'application/geopackage': 'application/geopackage+sqlite3',
    'application/x-geopackage': 'application/geopackage+sqlite3',
    'application/x-sqlite3': 'application/vnd.sqlite3',
    geojson: 'application/geo+json',
    'application/geojson': 'application/geo+json',
    'application/vnd.geo+json': 'application/geo+json',
    'image/jpg': 'image/jpeg',
    'application/las': 'application/vnd.las',
    'application/x-las': 'application/vnd.las',
    'application/laz': 'application/vnd.laszip',
    'application/x-laz': 'application/vnd.laszip',
    'text/comma-separated-values': 'text/csv',
    'application/netcdf': 'application/x-netcdf',
    interlis: 'application/x.interlis; version=2.3',
};
/**
 * The catalog's media type for one it does not know: a common other name (`image/geotiff`,
 * `COG`), a file extension (`tif`), or one a typo away.
 */
function mediaTypeSuggestion(given) {
    if (given.length > SPELLING_LIMIT * 2)
        return undefined;
    const type = (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeMediaType */ .Yr)(given);
    const found = MEDIA_TYPE_ALIASES[type] ??
        _domain_index_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_MEDIA_TYPES */ .Ly.get(type.replace(/^\*?\./, '')) ??
        nearest(type.replaceAll(' ', ''), [..._domain_index_js__WEBPACK_IMPORTED_MODULE_0__/* .MEDIA_TYPES */ .Z2.keys()].map((known) => known.replaceAll(' ', '')));
    return found === undefined ? undefined : (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeMediaType */ .Yr)(found);
}
/** The id's own text as the catalog's ids allow it: what slug() makes of a name, keeping its ends ('DOM ' \u2192 'dom-'). */
const idText = (text) => (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_0__/* .slug */ .yR)(`a${text}a`).slice(1, -1);
/**
 * An id, or a template of ids, whose own text (outside its placeholders) the catalog refuses, as
 * the catalog would take it: `DOM 2024` \u2192 `dom-2024`, `H\u00f6he {name}` \u2192 `hoehe-{name}`. Undefined
 * when its own text is fine (what its placeholders give is checked per file), or nothing fits.
 * `lowercased`: the input is lowercased before use (asset-id), so capitals are no problem.
 */
function idSuggestion(given, lowercased = false) {
    if (given.length > 4 * SPELLING_LIMIT)
        return undefined;
    if (!(0,_domain_index_js__WEBPACK_IMPORTED_MODULE_0__/* .idTextRefused */ .RI)(given, lowercased))
        return undefined;
    const parts = given.split(/(\{[^{}]*\})/);
    const suggestion = parts.length === 1 ? (0,_domain_index_js__WEBPACK_IMPORTED_MODULE_0__/* .slug */ .yR)(given) : parts.map((part, index) => (index % 2 === 0 ? idText(part) : part)).join('');
    return suggestion !== '' && !(0,_domain_index_js__WEBPACK_IMPORTED_MODULE_0__/* .idTextRefused */ .RI)(suggestion, lowercased) ? suggestion : undefined;
}


/***/ }),

/***/ 2040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N: () => (/* binding */ connect)
});

// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var common = __webpack_require__(4095);
// EXTERNAL MODULE: ./src/transport/index.ts + 9 modules
var transport = __webpack_require__(8812);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/auth/secret-hash.ts

/** Cognito SECRET_HASH: base64(HMAC-SHA256(key = client secret, message = username + client id)). */
function secretHash(clientSecret, username, clientId) {
    return (0,external_node_crypto_.createHmac)('sha256', clientSecret)
        .update(username + clientId)
        .digest('base64');
}

;// CONCATENATED MODULE: ./src/auth/totp.ts

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Decodes RFC 4648 base32 as authenticator apps accept it: case, spaces, dashes and padding are ignored. */
function decodeBase32(text) {
    const clean = text.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase();
    if (clean.length === 0)
        throw new Error('it is empty');
    const bytes = [];
    let bits = 0;
    let value = 0;
    for (const ch of clean) {
        const index = BASE32.indexOf(ch);
        if (index < 0)
            throw new Error('it is not base32 (letters A-Z and digits 2-7)');
        value = (value << 5) | index;
        bits += 5;
        if (bits >= 8) {
            bits -= 8;
            bytes.push((value >>> bits) & 0xff);
        }
    }
    return Buffer.from(bytes);
}
/** RFC 6238 time-based one-time password (RFC 4226 HOTP over a time counter). */
function totpFromKey(key, timeMs, options = {}) {
    const digits = options.digits ?? 6;
    const period = options.periodSeconds ?? 30;
    const counter = Math.floor(timeMs / 1000 / period);
    const message = Buffer.alloc(8);
    message.writeBigUInt64BE(BigInt(counter));
    const mac = (0,external_node_crypto_.createHmac)(options.algorithm ?? 'sha1', key)
        .update(message)
        .digest();
    const offset = mac[mac.length - 1] & 0x0f;
    const binary = mac.readUInt32BE(offset) & 0x7fffffff;
    return String(binary % 10 ** digits).padStart(digits, '0');
}
/** The code Cognito expects for SOFTWARE_TOKEN_MFA: SHA-1, 6 digits, 30 s, from the user's base32 secret. */
function totp(secretBase32, timeMs) {
    return totpFromKey(decodeBase32(secretBase32), timeMs);
}

;// CONCATENATED MODULE: ./src/auth/auth.ts




/**
 * Renew this long before the token's end (two minutes, or a quarter of a short lifetime), so
 * that a request started now still carries a valid token when it arrives.
 */
const EXPIRY_MARGIN_MS = 120_000;
/** Cognito's access tokens live a day at most: a longer lifetime told is taken as a day (a refused token is renewed anyway). */
const MAX_LIFETIME_MS = 24 * 3600_000;
/**
 * The lifetime taken when neither ExpiresIn nor the token's exp tells one: Cognito's shortest.
 * Renewing that often costs little; taking the token for expired would sign in before every request.
 */
const DEFAULT_LIFETIME_MS = 5 * 60_000;
/** A token's claims are some hundred bytes: a payload longer than this (base64url) is not read. */
const MAX_CLAIMS = 16 * 1024;
const RETRYABLE_COGNITO = new Set(['TooManyRequestsException', 'InternalErrorException']);
/** Cognito's error type without the namespace prefix ("...#NotAuthorizedException"). */
function errorType(response) {
    const raw = (() => {
        try {
            const body = JSON.parse(response.text);
            if (typeof body.__type === 'string')
                return body.__type;
        }
        catch {
            // not JSON: fall back to the header
        }
        return (0,transport/* header */.wx)(response.headers, 'x-amzn-errortype');
    })();
    return raw?.split('#').pop()?.split(':')[0];
}
function cognitoMessage(response) {
    try {
        const body = JSON.parse(response.text);
        const message = body.message ?? body.Message;
        if (typeof message === 'string')
            return message;
    }
    catch {
        // not JSON
    }
    return `HTTP ${response.status}`;
}
const TOTP = (0,common/* input */.hF)('mfa-totp-secret');
/** What to do about MFA that needs a person to answer. */
const UNATTENDED = (0,common/* say */.cv) `switch the user to TOTP MFA and give ${TOTP}, or use a machine user without MFA`;
/** What to check for each refusal of Cognito's, the inputs named in each front end's words. */
const HINTS = {
    NotAuthorizedException: [
        ...(0,common/* say */.cv) `check ${(0,common/* input */.hF)('username')} and ${(0,common/* input */.hF)('password')}`,
        ...(0,common/* say */.cv) ` (and ${(0,common/* input */.hF)('client-secret')} if the app client has one)`,
    ],
    InvalidPasswordException: (0,common/* say */.cv) `check ${(0,common/* input */.hF)('username')} and ${(0,common/* input */.hF)('password')}`,
    UserNotFoundException: (0,common/* say */.cv) `check ${(0,common/* input */.hF)('username')}: no such user in this user pool`,
    UserNotConfirmedException: ['the user has not been confirmed yet: confirm it in the user pool first'],
    PasswordResetRequiredException: (0,common/* say */.cv) `the user must reset the password; then give the new one in ${(0,common/* input */.hF)('password')}`,
    InvalidParameterException: [
        'the app client must allow USER_PASSWORD_AUTH (ALLOW_USER_PASSWORD_AUTH), ',
        ...(0,common/* say */.cv) `and a client with a secret needs ${(0,common/* input */.hF)('client-secret')}`,
    ],
    ResourceNotFoundException: (0,common/* say */.cv) `check ${(0,common/* input */.hF)('client-id')} and that ${(0,common/* input */.hF)('auth-url')} names the user pool's region`,
    CodeMismatchException: (0,common/* say */.cv) `the TOTP code was refused: check ${TOTP} and this machine's clock`,
    ExpiredCodeException: (0,common/* say */.cv) `the TOTP code was refused: check ${TOTP} and this machine's clock`,
};
const CHALLENGE_HINTS = {
    NEW_PASSWORD_REQUIRED: [
        'the user must set a new password first: sign in once interactively (or an admin runs admin-set-user-password --permanent), ',
        ...(0,common/* say */.cv) `then give it in ${(0,common/* input */.hF)('password')}`,
    ],
    SOFTWARE_TOKEN_MFA: (0,common/* say */.cv) `the user has TOTP multi-factor authentication: give its base32 key in ${TOTP}`,
    SMS_MFA: ['SMS codes cannot be answered unattended: ', ...UNATTENDED],
    EMAIL_OTP: ['e-mail codes cannot be answered unattended: ', ...UNATTENDED],
    MFA_SETUP: [
        'the user pool requires MFA and the user has none yet: ',
        ...(0,common/* say */.cv) `set up a TOTP authenticator for the user once and give its key in ${TOTP}`,
    ],
    SELECT_MFA_TYPE: (0,common/* say */.cv) `the user must choose an MFA type: give ${TOTP} so that the sign-in can answer with TOTP`,
};
/** A JWT's claims, unverified (the catalog verifies the token): only hints, such as its username and exp. */
function claims(jwt) {
    const payload = jwt.split('.', 2)[1] ?? '';
    if (payload.length > MAX_CLAIMS)
        return {};
    try {
        const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
    }
    catch {
        return {};
    }
}
const tokenOf = (value) => (typeof value === 'string' && value !== '' ? value : undefined);
/** A token given as input: used as it is; if the catalog refuses it, nothing can renew it. */
function staticToken(accessToken) {
    return {
        token: () => Promise.resolve(accessToken),
        current: () => accessToken,
        refresh: () => Promise.reject(new common/* UserError */.yo((0,common/* say */.cv) `The catalog refused the token from ${(0,common/* input */.hF)('access-token')} (401): it has expired or is not valid for this catalog`)),
    };
}
/**
 * No token at all: a STAC source is read as the public reads it (another origin than the catalog's,
 * which never gets the catalog's token). Its reads go without one; a write would be refused here.
 */
function noToken() {
    const refused = () => Promise.reject(new Error('a STAC source is read without a token, and never written'));
    return { token: refused, current: () => undefined, refresh: refused };
}
class CognitoSession {
    #auth;
    #deps;
    #now;
    #tokens;
    #pending;
    constructor(auth, deps) {
        this.#auth = auth;
        this.#deps = deps;
        this.#now = deps.now ?? Date.now;
        deps.secrets.add(auth.password);
        deps.secrets.add(auth.clientSecret);
        deps.secrets.add(auth.totpSecret);
    }
    async token() {
        return this.current() ?? (await this.#renew(this.#tokens === undefined ? 'sign-in' : 'expiry')).accessToken;
    }
    current() {
        const tokens = this.#tokens;
        const valid = tokens !== undefined && tokens.expiresAt - this.#now() > tokens.marginMs;
        return valid ? tokens.accessToken : undefined;
    }
    async refresh() {
        return (await this.#renew('rejected')).accessToken;
    }
    /** One renewal at a time: concurrent requests that need a token share it. */
    #renew(reason) {
        this.#pending ??= this.#obtain(reason).finally(() => {
            this.#pending = undefined;
        });
        return this.#pending;
    }
    async #obtain(reason) {
        const previous = this.#tokens;
        if (reason !== 'sign-in' && previous?.refreshToken !== undefined) {
            this.#deps.log.info(reason === 'expiry' ? 'Access token is about to expire: refreshing it' : 'The catalog refused the access token: refreshing it');
            const refreshed = await this.#refreshWith(previous.refreshToken, previous.accessToken).catch((error) => {
                this.#deps.log.warning(`Refreshing the token failed (${(0,common/* errorMessage */.gJ)(error, this.#deps.log.words)}); signing in again`);
                return undefined;
            });
            if (refreshed !== undefined)
                return (this.#tokens = refreshed);
        }
        else if (reason !== 'sign-in') {
            this.#deps.log.info('Access token is about to expire or was refused: signing in again');
        }
        return (this.#tokens = await this.#signIn());
    }
    async #signIn() {
        const { clientId, clientSecret, username, password } = this.#auth;
        const parameters = { USERNAME: username, PASSWORD: password };
        if (clientSecret !== undefined)
            parameters.SECRET_HASH = secretHash(clientSecret, username, clientId);
        let answer = await this.#call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: parameters, ClientId: clientId });
        for (let round = 0; answer.AuthenticationResult === undefined; round++) {
            if (round >= 3)
                throw new common/* UserError */.yo(`Sign-in failed: the identity provider kept asking for challenges (last: ${answer.ChallengeName ?? 'none'})`);
            answer = await this.#answerChallenge(answer);
        }
        return this.#keep(answer.AuthenticationResult);
    }
    async #answerChallenge(answer) {
        const { clientId, clientSecret, totpSecret } = this.#auth;
        const challenge = answer.ChallengeName ?? '(none)';
        this.#deps.secrets.add(answer.Session);
        // The challenge names the user as Cognito knows it (the sub when signing in with an alias).
        const username = answer.ChallengeParameters?.USER_ID_FOR_SRP ?? this.#auth.username;
        const responses = { USERNAME: username };
        if (clientSecret !== undefined)
            responses.SECRET_HASH = secretHash(clientSecret, username, clientId);
        if (totpSecret !== undefined && challenge === 'SOFTWARE_TOKEN_MFA') {
            let code;
            try {
                code = totp(totpSecret, this.#now());
            }
            catch (error) {
                throw new common/* UserError */.yo((0,common/* say */.cv) `${TOTP} is no TOTP key: ${(0,common/* errorText */.kc)(error)}`);
            }
            responses.SOFTWARE_TOKEN_MFA_CODE = code;
            this.#deps.log.info('Answering the SOFTWARE_TOKEN_MFA challenge with a TOTP code');
        }
        else if (totpSecret !== undefined && challenge === 'SELECT_MFA_TYPE') {
            responses.ANSWER = 'SOFTWARE_TOKEN_MFA';
        }
        else {
            const hint = CHALLENGE_HINTS[challenge] ??
                (0,common/* say */.cv) `only SOFTWARE_TOKEN_MFA can be answered (with ${TOTP}); use a user that signs in with a password alone`;
            throw new common/* UserError */.yo((0,common/* say */.cv) `Sign-in needs more than a password: the identity provider answered with the challenge ${challenge}; ${hint}`);
        }
        return this.#call('RespondToAuthChallenge', {
            ChallengeName: challenge,
            ClientId: clientId,
            Session: answer.Session,
            ChallengeResponses: responses,
        });
    }
    async #refreshWith(refreshToken, accessToken) {
        const { clientId, clientSecret } = this.#auth;
        const parameters = { REFRESH_TOKEN: refreshToken };
        if (clientSecret !== undefined) {
            const user = claims(accessToken).username;
            parameters.SECRET_HASH = secretHash(clientSecret, typeof user === 'string' ? user : this.#auth.username, clientId);
        }
        const answer = await this.#call('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: parameters, ClientId: clientId });
        if (answer.AuthenticationResult === undefined)
            throw new Error(`refresh answered ${answer.ChallengeName ?? 'no tokens'}`);
        // The same refresh token again, unless the identity provider rotates it.
        const result = answer.AuthenticationResult;
        return this.#keep({ ...result, RefreshToken: tokenOf(result.RefreshToken) ?? refreshToken });
    }
    #keep(result) {
        const { secrets } = this.#deps;
        const [accessToken, refreshToken, idToken] = [result.AccessToken, result.RefreshToken, result.IdToken].map(tokenOf);
        secrets.add(accessToken);
        secrets.add(refreshToken);
        secrets.add(idToken);
        if (accessToken === undefined)
            throw new common/* UserError */.yo('Sign-in failed: the identity provider answered without an AccessToken');
        const lifetime = this.#lifetimeMs(result.ExpiresIn, accessToken);
        return { accessToken, refreshToken, expiresAt: this.#now() + lifetime, marginMs: Math.min(EXPIRY_MARGIN_MS, lifetime / 4) };
    }
    /**
     * How long the token is good for: ExpiresIn (relative, so a wrong clock here does not matter),
     * else the token's own exp (cognito-local gives no ExpiresIn), else a default, said in the log.
     * A lifetime of zero or less would take every token for expired and sign in again for each request.
     */
    #lifetimeMs(expiresIn, accessToken) {
        if (typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn > 0)
            return Math.min(expiresIn * 1000, MAX_LIFETIME_MS);
        const exp = claims(accessToken).exp;
        const left = typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 - this.#now() : undefined;
        if (left !== undefined && left > 0)
            return Math.min(left, MAX_LIFETIME_MS);
        const told = expiresIn === undefined ? 'no ExpiresIn' : typeof expiresIn === 'number' ? `ExpiresIn ${expiresIn}` : 'an ExpiresIn that is no number';
        const own = left !== undefined
            ? `its exp is ${Math.round(-left / 1000)} s in the past by this machine's clock (is the clock right?)`
            : exp === undefined
                ? 'it has no exp'
                : 'its exp is no number';
        this.#deps.log.info(`The identity provider answered ${told} for the access token and ${own}: ` +
            `renewing it every ${DEFAULT_LIFETIME_MS / 60_000} minutes, and at once if the catalog refuses it`);
        return DEFAULT_LIFETIME_MS;
    }
    async #call(operation, body) {
        const response = await this.#deps.http.send({
            method: 'POST',
            url: this.#auth.url,
            headers: {
                'Content-Type': 'application/x-amz-json-1.1',
                'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
            },
            body: JSON.stringify(body),
            label: operation,
            idempotent: true,
            retryWhen: (answer) => RETRYABLE_COGNITO.has(errorType(answer) ?? ''),
        });
        if (response.status !== 200) {
            const type = errorType(response) ?? `HTTP ${response.status}`;
            const hint = HINTS[type];
            const text = this.#deps.secrets.redact(`${type}: ${cognitoMessage(response)}`);
            throw new common/* UserError */.yo((0,common/* say */.cv) `Sign-in failed (${operation}): ${text}${hint === undefined ? '' : (0,common/* say */.cv) ` \u2014 ${hint}`}`);
        }
        try {
            return JSON.parse(response.text);
        }
        catch {
            throw new common/* UserError */.yo((0,common/* say */.cv) `Sign-in failed (${operation}): the identity provider at ${this.#auth.url} did not answer with JSON; check ${(0,common/* input */.hF)('auth-url')}`);
        }
    }
}

;// CONCATENATED MODULE: ./src/auth/index.ts
/**
 * Sign-in to Amazon Cognito (SECRET_HASH, TOTP) and token renewal.
 * Other folders import from here; modules of this folder import each other directly.
 */


// EXTERNAL MODULE: ./src/catalog/index.ts + 8 modules
var catalog = __webpack_require__(3893);
// EXTERNAL MODULE: ./src/content/index.ts + 5 modules
var content = __webpack_require__(2238);
// EXTERNAL MODULE: ./src/source/index.ts + 6 modules
var src_source = __webpack_require__(5222);
;// CONCATENATED MODULE: ./src/connect.ts





/**
 * The catalog, the sign-in and a STAC API source over HTTP: one transport (a keep-alive pool per origin) for the
 * identity provider, the catalog and its storage, disposed when the run ends. The entry points
 * pass this to the run; tests pass a catalog in memory instead.
 */
function connect(config, deps) {
    const { log, secrets, pending, clock = {} } = deps;
    const { signIn, transfer, target, selection } = config;
    const http = new transport/* Http */.lw({ retries: transfer.retries, timeoutMs: transfer.timeoutMs, log, pending, ...clock });
    let tokens;
    if (signIn.kind === 'token') {
        secrets.add(signIn.accessToken);
        tokens = staticToken(signIn.accessToken);
    }
    else {
        tokens = new CognitoSession(signIn, { http, secrets, log, ...(clock.now === undefined ? {} : { now: clock.now }) });
    }
    // A STAC API source is read with the same client, on its own origin, and never with the catalog's token.
    const source = selection.source?.kind === 'api' ? selection.source : undefined;
    return {
        catalog: new catalog/* HttpCatalog */.WC({ apiRoot: target.apiRoot, http, tokens, secrets }),
        tokens,
        ...(source === undefined
            ? {}
            : {
                source: new catalog/* HttpCatalog */.WC({ apiRoot: (0,src_source/* sourceCollection */.i2)(source.url).apiRoot, http, tokens: noToken(), secrets }),
                // Its asset bytes, on the same transport: it adds no credentials (HttpCatalog adds the token, to its origin only).
                remote: new content/* RemoteContent */.e8({ http }),
            }),
        dispose: () => http.dispose(),
    };
}


/***/ }),

/***/ 2238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Vh: () => (/* reexport */ ContentStore),
  vm: () => (/* reexport */ GitLfsContent),
  e8: () => (/* reexport */ RemoteContent),
  q3: () => (/* reexport */ SourceUnreachable),
  Fv: () => (/* reexport */ hrefProblem)
});

// UNUSED EXPORTS: HrefRefused

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var common = __webpack_require__(4095);
// EXTERNAL MODULE: ./src/files/index.ts + 3 modules
var src_files = __webpack_require__(9204);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/content/lfs.ts


/** Where a local LFS store (`git lfs env`'s LocalMediaDir) keeps an object. */
const objectPath = (mediaDir, oid) => external_node_path_default().join(mediaDir, oid.slice(0, 2), oid.slice(2, 4), oid);
function parseLfsEnv(text) {
    const values = new Map();
    for (const line of text.split('\n')) {
        const match = /^([A-Za-z]+)=(.*)$/.exec(line);
        if (match !== null && !values.has(match[1]))
            values.set(match[1], match[2]);
    }
    return {
        workingDir: values.get('LocalWorkingDir') ?? '',
        mediaDir: values.get('LocalMediaDir') ?? '',
        gitStorageDir: values.get('LocalGitStorageDir') ?? '',
        endpoint: (values.get('Endpoint') ?? '').replace(/ \(auth=[^)]*\)$/, ''),
    };
}
/**
 * The remote `git lfs fetch` would use by default (git-lfs's Configuration.Remote): the current
 * branch's, else remote.lfsdefault, else the only remote, else origin. Named explicitly because a
 * fetch of given objects has to name its remote.
 */
function defaultRemote(branch, config) {
    const tracked = branch === undefined ? undefined : config.get(`branch.${branch}.remote`);
    if (tracked !== undefined)
        return tracked;
    const lfsDefault = config.get('remote.lfsdefault');
    if (lfsDefault !== undefined)
        return lfsDefault;
    const remotes = [...config.keys()].flatMap((key) => /^remote\.(.+)\.url$/.exec(key)?.[1] ?? []);
    return remotes.length === 1 ? remotes[0] : 'origin';
}
/** For each oid, the last line git-lfs wrote about it: why it could not be fetched. */
function reasonsByOid(output, oids) {
    const lines = output.split(/[\r\n]+/).filter((line) => line.trim() !== '');
    const reasons = new Map();
    for (const oid of oids) {
        const line = lines.findLast((candidate) => candidate.includes(oid));
        if (line !== undefined)
            reasons.set(oid, line.trim());
    }
    return reasons;
}
/** Files named in a message, at most this many; the count says how many more. */
const NAMED = 20;
function fileList(lines) {
    const shown = lines.slice(0, NAMED);
    if (lines.length > NAMED)
        shown.push(`\u2026and ${lines.length - NAMED} more`);
    return shown.map((line) => `- ${line}`).join('\n');
}
const byPath = (files) => [...files].sort((a, b) => (a.relativePath < b.relativePath ? -1 : a.relativePath > b.relativePath ? 1 : 0));
const named = (file) => `${(0,common/* inert */.tJ)(file.relativePath)} (Git LFS object ${file.lfs.oid}, ${file.lfs.size} bytes)`;
const FETCH = 'or fetch the content before the run (git lfs pull; in a workflow: actions/checkout with lfs: true)';
const UNAVAILABLE = {
    'no-git': { why: () => 'git is not installed here', fix: `Install git and git-lfs where the run runs, ${FETCH}` },
    'no-git-lfs': {
        why: () => 'git-lfs is not installed here',
        fix: `Install git-lfs where the run runs (GitHub's hosted runners have it; on Debian and Ubuntu: apt-get install git-lfs), ${FETCH}`,
    },
    'no-repository': {
        why: (workingDirectory) => `the working directory ${workingDirectory} is not in a Git repository`,
        fix: `Run in a clone of the repository (in a workflow: actions/checkout), ${FETCH}`,
    },
};
/** The run cannot fetch any Git LFS content: which files needed it, and what to change. */
function unavailableMessage(reason, files, workingDirectory, detail) {
    const { why, fix } = UNAVAILABLE[reason];
    // Without git-lfs, git's own words ("'lfs' is not a git command \u2026 the most similar command is log") add nothing.
    const said = reason === 'no-git-lfs' ? '' : (detail.split('\n')[0] ?? '').trim();
    return [
        `${files.length} file(s) to upload are Git LFS pointers, and ${why(workingDirectory)}, ` +
            'so their content cannot be fetched; nothing was written:',
        fileList(byPath(files).map(named)),
        `${fix}.`,
        ...(said === '' ? [] : [`(git: ${(0,common/* inert */.tJ)(said)})`]),
    ].join('\n');
}
/** Objects the LFS server did not give: the files that need them, git-lfs's reason for each, and what to check. */
function unfetchedMessage(files, reasons, endpoint, detail) {
    const from = endpoint === '' ? "the repository's LFS server" : withoutCredentials(endpoint);
    const perFile = byPath(files).map((file) => {
        // git-lfs names the oid once or twice in its line; the file's entry names it in full already.
        const reason = reasons.get(file.lfs.oid)?.replaceAll(file.lfs.oid, `${file.lfs.oid.slice(0, 12)}\u2026`);
        return reason === undefined ? named(file) : `${named(file)}: ${(0,common/* inert */.tJ)(reason)}`;
    });
    return [
        `${files.length} file(s) to upload are Git LFS pointers whose content could not be fetched from ${from}; nothing was written:`,
        fileList(perFile),
        'Check that the objects were pushed to that LFS server (git lfs push --all <remote>, from a clone that has them) ' +
            'and that the run may read the repository ' +
            '(in a workflow: permissions: contents: read, and actions/checkout with its default persist-credentials: true).',
        ...(detail === '' || reasons.size === files.length ? [] : [`(git-lfs: ${detail})`]),
    ].join('\n');
}
/** user:password@ in URLs that git or git-lfs print: a remote's URL may carry a token. */
const withoutCredentials = (text) => text.replace(/(\/\/)[^/@\s'"]+@/g, '$1***@');

;// CONCATENATED MODULE: ./src/content/git-lfs.ts






/** No Git LFS object can be fetched here at all (see LfsUnavailable). */
class LfsUnavailableError extends Error {
    name = 'LfsUnavailableError';
    reason;
    /** `detail`: what git said, if anything. */
    constructor(reason, detail) {
        super(detail);
        this.reason = reason;
    }
}
/** Objects that are neither in the local store nor could be fetched into it. */
class LfsFetchError extends Error {
    name = 'LfsFetchError';
    missing;
    /** git-lfs's own line about an oid, where it wrote one. */
    reasons;
    endpoint;
    /** `detail`: the end of git-lfs's output. */
    constructor(missing, reasons, endpoint, detail) {
        super(detail);
        this.missing = missing;
        this.reasons = reasons;
        this.endpoint = endpoint;
    }
}
/** A git command that failed where it should not: every object asked for counts as not fetched. */
class GitFailure extends Error {
}
/** Pointer files written at a time for the temporary tree. */
const WRITES_AT_ONCE = 16;
/**
 * The repository's own LFS store (`git lfs env`'s LocalMediaDir, .git/lfs/objects by default),
 * filled by `git lfs fetch` run once for all the objects it lacks. The working tree is never
 * touched, nor the repository's Git objects: `git lfs fetch` takes refs, not oids, so the objects
 * are named by a tree of their pointers written to a temporary object directory (names are the
 * oids: no path of the user's reaches git-lfs's include patterns, which split on commas and read
 * glob characters). git runs in the working directory with the user's configuration, so the
 * remote, lfs.url and the credentials actions/checkout configured (http.extraheader) apply as for
 * any fetch.
 */
class GitLfs {
    #cwd;
    #log;
    #env;
    constructor(options) {
        this.#cwd = options.cwd;
        this.#log = options.log;
        // No prompt can be answered in a workflow: a missing credential fails instead of waiting.
        this.#env = { ...(options.env ?? process.env), GIT_TERMINAL_PROMPT: '0', GCM_INTERACTIVE: 'never', LC_ALL: 'C' };
    }
    async objects(pointers) {
        try {
            return await this.#objects(pointers);
        }
        catch (error) {
            if (!(error instanceof GitFailure))
                throw error;
            throw new LfsFetchError(pointers.map((pointer) => pointer.oid), new Map(), '', withoutCredentials(error.message));
        }
    }
    async #objects(pointers) {
        const env = await this.#lfsEnv();
        const unique = [...new Map(pointers.map((pointer) => [pointer.oid, pointer])).values()];
        const paths = new Map(unique.map((pointer) => [pointer.oid, objectPath(env.mediaDir, pointer.oid)]));
        const absent = async (list) => {
            const present = await (0,common/* mapLimit */.sf)(list, WRITES_AT_ONCE, async (pointer) => (await (0,promises_.stat)(paths.get(pointer.oid)).catch(() => undefined))?.size === pointer.size);
            return list.filter((_, index) => !present[index]);
        };
        const missing = await absent(unique);
        if (missing.length > 0) {
            const output = await this.#fetch(missing, env);
            const left = await absent(missing);
            if (left.length > 0) {
                const oids = left.map((pointer) => pointer.oid);
                const tail = output
                    .split(/[\r\n]+/)
                    // The reference is the temporary tree, which means nothing to the user.
                    .filter((line) => line.trim() !== '' && !line.startsWith('fetch: Fetching reference'))
                    .slice(-5)
                    .join('\n');
                throw new LfsFetchError(oids, reasonsByOid(output, oids), env.endpoint, tail);
            }
        }
        return { paths, downloaded: missing, endpoint: env.endpoint };
    }
    async #lfsEnv() {
        const result = await this.#git(['lfs', 'env']);
        if (result.code !== 0) {
            // git's own answer when it finds no git-lfs; any other failure is git-lfs's, reported as it is.
            if (/'lfs' is not a git command/.test(result.stderr))
                throw new LfsUnavailableError('no-git-lfs', result.stderr.trim());
            throw new GitFailure(`git lfs env: ${result.stderr.trim()}`);
        }
        const env = parseLfsEnv(result.stdout);
        if (env.workingDir === '' || env.mediaDir === '')
            throw new LfsUnavailableError('no-repository', result.stderr.trim());
        return env;
    }
    /** One `git lfs fetch` for all the objects; its output, for the reasons of any that stay missing. */
    async #fetch(missing, env) {
        const temp = await (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'stac-publish-lfs-'));
        try {
            const objects = external_node_path_default().join(temp, 'objects');
            const pointers = external_node_path_default().join(temp, 'pointers');
            await (0,promises_.mkdir)(objects);
            await (0,promises_.mkdir)(pointers);
            const files = missing.map((pointer) => external_node_path_default().join(pointers, pointer.oid));
            await (0,common/* mapLimit */.sf)(missing, WRITES_AT_ONCE, (pointer, index) => (0,promises_.writeFile)(files[index], (0,src_files/* pointerText */.po)(pointer)));
            // Every blob and the tree go to the temporary object directory, none to the repository's.
            const quarantine = { GIT_OBJECT_DIRECTORY: objects };
            const blobs = (await this.#gitOk(['hash-object', '-w', '--no-filters', '--stdin-paths'], quarantine, `${files.join('\n')}\n`)).split('\n');
            const tree = await this.#gitOk(['mktree'], quarantine, missing.map((pointer, index) => `100644 blob ${blobs[index]}\t${pointer.oid}\n`).join(''));
            // git-lfs reads the repository too (.lfsconfig from HEAD when the working tree has none).
            await (0,promises_.mkdir)(external_node_path_default().join(objects, 'info'));
            await (0,promises_.writeFile)(external_node_path_default().join(objects, 'info', 'alternates'), `${external_node_path_default().resolve(this.#cwd, env.gitStorageDir, 'objects')}\n`);
            const remote = await this.#remote();
            const bytes = missing.reduce((sum, pointer) => sum + pointer.size, 0);
            this.#log.info(`git lfs fetch: ${missing.length} object(s), ${bytes} bytes, from ${withoutCredentials(env.endpoint || remote)}`);
            // Empty --include/--exclude clear lfs.fetchinclude/fetchexclude, which name the user's paths, not these.
            const result = await this.#git(['-c', 'lfs.fetchrecentalways=false', 'lfs', 'fetch', '--include=', '--exclude=', remote, tree], quarantine);
            const output = withoutCredentials(`${result.stdout}\n${result.stderr}`);
            for (const line of output.split(/[\r\n]+/))
                if (line.trim() !== '')
                    this.#log.debug(`git lfs fetch: ${(0,common/* inert */.tJ)(line)}`);
            return output;
        }
        finally {
            await (0,promises_.rm)(temp, { recursive: true, force: true });
        }
    }
    /** The remote git-lfs would fetch from by default (see defaultRemote). */
    async #remote() {
        const branch = await this.#git(['symbolic-ref', '-q', '--short', 'HEAD']);
        const config = await this.#git(['config', '-z', '--get-regexp', '^(branch\\..*\\.remote|remote\\..*\\.url|remote\\.lfsdefault)$']);
        const values = new Map();
        for (const entry of config.stdout.split('\0')) {
            const newline = entry.indexOf('\n');
            if (newline > 0)
                values.set(entry.slice(0, newline), entry.slice(newline + 1));
        }
        return defaultRemote(branch.code === 0 ? branch.stdout.trim() : undefined, values);
    }
    async #gitOk(args, env, input) {
        const result = await this.#git(args, env, input);
        if (result.code !== 0)
            throw new GitFailure(`git ${args[0]}: ${result.stderr.trim()}`);
        return result.stdout.trim();
    }
    #git(args, env = {}, input) {
        this.#log.debug(`git ${(0,common/* inert */.tJ)(args.join(' '))}`);
        return new Promise((resolve, reject) => {
            // node:child_process loaded by the first git command: a run without Git LFS content starts without it.
            const child = process.getBuiltinModule('node:child_process').spawn('git', args, {
                cwd: this.#cwd,
                env: { ...this.#env, ...env },
                stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
            });
            const stdout = [];
            const stderr = [];
            child.stdout?.on('data', (chunk) => stdout.push(chunk));
            child.stderr?.on('data', (chunk) => stderr.push(chunk));
            child.once('error', (error) => reject(error.code === 'ENOENT' ? new LfsUnavailableError('no-git', 'git is not on the PATH') : error));
            child.once('close', (code) => resolve({ code: code ?? 1, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') }));
            // git may end before it has read everything (a failure): its answer says why, not the broken pipe.
            child.stdin?.on('error', () => undefined);
            child.stdin?.end(input);
        });
    }
}

;// CONCATENATED MODULE: ./src/content/lfs-content.ts





const isPointer = (file) => file.lfs !== undefined;
/**
 * The content of Git LFS pointers: declared by the pointer (its oid is the content's SHA-256),
 * fetched into the repository's own LFS store by git-lfs, from the remote a fetch would use.
 */
class GitLfsContent {
    name = 'Git LFS content';
    declaredBy = 'pointer';
    #options;
    #store;
    constructor(options) {
        this.#options = {
            log: options.log,
            ...(options.workingDirectory === undefined ? {} : { workingDirectory: options.workingDirectory }),
            ...(options.lfs === undefined ? {} : { lfs: options.lfs }),
        };
    }
    holds(file) {
        return isPointer(file);
    }
    declared(file) {
        const pointer = file.lfs;
        return { size: pointer.size, checksum: (0,src_files/* lfsChecksum */.X_)(pointer) };
    }
    /** The files' objects from the store; a failure as a message that names the files and the fix. */
    async fetch(files) {
        const pointers = files.filter(isPointer);
        const workingDirectory = this.#options.workingDirectory ?? process.cwd();
        this.#store ??= this.#options.lfs ?? new GitLfs({ cwd: workingDirectory, log: this.#options.log });
        try {
            const objects = await this.#store.objects([...new Map(pointers.map((file) => [file.lfs.oid, file.lfs])).values()]);
            return {
                paths: new Map(pointers.map((file) => [(0,src_files/* lfsChecksum */.X_)(file.lfs), objects.paths.get(file.lfs.oid)])),
                downloaded: { count: objects.downloaded.length, bytes: objects.downloaded.reduce((sum, pointer) => sum + pointer.size, 0) },
            };
        }
        catch (error) {
            if (error instanceof LfsUnavailableError)
                throw new common/* UserError */.yo(unavailableMessage(error.reason, pointers, workingDirectory, error.message));
            if (!(error instanceof LfsFetchError))
                throw error;
            const missing = new Set(error.missing);
            throw new common/* UserError */.yo(unfetchedMessage(pointers.filter((file) => missing.has(file.lfs.oid)), error.reasons, error.endpoint, error.message));
        }
    }
    async declaredNow(file) {
        const pointer = await readPointer(file.absolutePath);
        return pointer === null || pointer === undefined ? pointer : { size: pointer.size, checksum: (0,src_files/* lfsChecksum */.X_)(pointer) };
    }
    mismatch(file, path, found) {
        return (`${file.relativePath}: the local Git LFS object ${path} is not the content its pointer names ` +
            `(${found.size} bytes, sha256 ${found.checksum.slice(4)}); delete it and run again`);
    }
    fetched(files, contents, brought) {
        const { count, bytes } = brought.downloaded;
        return (`Git LFS content of ${files} file(s) checked against its oid: ${count} object(s) fetched ` +
            `(${bytes} bytes), ${contents - count} in the local store already`);
    }
}
/** The pointer the file is now: null when it is gone, undefined when it is no pointer (any more). */
async function readPointer(filePath) {
    const handle = await (0,promises_.open)(filePath, 'r').catch(() => null);
    if (handle === null)
        return null;
    try {
        const bytes = Buffer.alloc(src_files/* LFS_POINTER_MAX_SIZE */.nx);
        const { bytesRead } = await handle.read(bytes, 0, bytes.length, 0);
        return (0,src_files/* parseLfsPointer */.y)(bytes.subarray(0, bytesRead));
    }
    finally {
        await handle.close();
    }
}

// EXTERNAL MODULE: ./src/domain/index.ts + 10 modules
var domain = __webpack_require__(1686);
// EXTERNAL MODULE: ./src/transport/index.ts + 9 modules
var transport = __webpack_require__(8812);
;// CONCATENATED MODULE: ./src/content/remote-content.ts



/** The largest content a source may bring where it states no size: the catalog's upload limit, 100 parts of 5 GiB. */
const MOST_BYTES = 100 * 5 * 1024 ** 3;
/**
 * Why the run may not read this href, or undefined where it may: https only, as the catalog's
 * storage is reached (plain http only on this machine, the sandbox), no credentials in it.
 */
function hrefProblem(href) {
    let url;
    try {
        url = new URL(href);
    }
    catch {
        return 'it is no absolute URL';
    }
    if (url.protocol === 'http:' && !(0,domain/* isLoopbackHost */.cW)(url.hostname))
        return (`it leads to ${url.origin} over plain http, where anyone on the way could change the bytes ` +
            '(https only; plain http only to this machine)');
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return `it is a ${url.protocol} URL (https only)`;
    if (url.username !== '' || url.password !== '')
        return 'it holds credentials (user:password@), which the run never sends';
    return undefined;
}
/** A source's href the run does not read, for any reason hrefProblem gives: the file fails, nothing is read. */
class HrefRefused extends Error {
    name = 'HrefRefused';
}
/**
 * The storage of a STAC source's assets that could not be reached at all: said as the source's
 * (stac-source), where the transport can name only its origin. A run it stops says so in one
 * problem (unreachable.ts); an asset whose upload meets it fails, saying so.
 */
class SourceUnreachable extends transport/* UnreachableError */.Jk {
    name = 'SourceUnreachable';
}
/**
 * The content of a STAC API source's assets (SelectedFile.remote): read at their hrefs, on the
 * source's storage, and streamed into the target's upload without touching the disk. The source's
 * `file:checksum` states the content (only a sha2-256 multihash, '1220\u2026', can say whether the
 * target has it already), so that a run over unchanged assets reads none of their bytes. The hrefs
 * are untrusted: https only (loopback aside), never the catalog's bearer token (the transport adds
 * none), no redirects, every answer counted against what the source states.
 */
class RemoteContent {
    streamed = true;
    name = "the STAC source's content";
    declaredBy = 'file:checksum';
    #http;
    constructor(options) {
        this.#http = options.http;
    }
    holds(file) {
        return file.remote !== undefined;
    }
    stated(file) {
        return file.remote?.declared;
    }
    where(file) {
        return file.remote.url;
    }
    async read(file, request) {
        const href = this.where(file);
        const problem = hrefProblem(href);
        if (problem !== undefined)
            throw new HrefRefused(`${file.relativePath}: its href ${(0,common/* inert */.tJ)(href)} is not read: ${problem}`);
        const stated = this.stated(file)?.size;
        try {
            return await this.#download(href, request, stated);
        }
        catch (error) {
            if (!(error instanceof transport/* UnreachableError */.Jk) || error.unreachable.at !== 'target')
                throw error;
            const { origin, reason, attempts } = error.unreachable;
            throw new SourceUnreachable(`${request.label}: the storage of the STAC source's assets at ${origin} could not be reached: ${reason}, ` +
                `${attempts} attempt(s); check stac-source (its assets' hrefs lead there) and that it can be reached from here`, error.unreachable);
        }
    }
    #download(href, request, stated) {
        return (0,transport/* download */.RG)(this.#http, {
            url: href,
            label: request.label,
            ...(request.range === undefined ? {} : { range: request.range }),
            ...(request.exact !== undefined
                ? { exact: request.exact }
                : request.range === undefined && stated !== undefined
                    ? { exact: stated }
                    : {}),
            atMost: MOST_BYTES,
            ...(request.ifMatch === undefined ? {} : { ifMatch: request.ifMatch }),
            receive: request.receive,
        });
    }
    mismatch(file, found) {
        const stated = this.stated(file);
        return (`${file.relativePath}: the bytes at ${(0,common/* inert */.tJ)(this.where(file))} are not what the source states: ` +
            `its file:checksum is ${stated?.checksum ?? '(none)'}, the ${found.size} bytes read hash to ${found.checksum}`);
    }
}

;// CONCATENATED MODULE: ./src/content/store.ts

/**
 * The one owner of where each file's bytes are. A file is its own content unless a source holds
 * it; such a file's content is declared (its size and checksum) until it is fetched, in batches,
 * and checked against that declaration before anything reads it. Nothing is fetched that the run
 * does not ask for: a re-run over unchanged files in Git LFS fetches and reads nothing.
 */
class ContentStore {
    #options;
    /** Content brought here and checked, by its declared checksum: where it is, and the reader's reading. */
    #here = new Map();
    constructor(options) {
        this.#options = options;
    }
    /**
     * What the file's source declares of its content, where a source brings it here (Git LFS);
     * undefined for a file that is its own content, and for a streamed source's (streams).
     */
    declared(file) {
        return this.#sourceOf(file)?.declared(file);
    }
    /** The source that streams the file's content, where one does: then its bytes are never here. */
    streams(file) {
        return this.#options.sources.find((source) => 'streamed' in source && source.holds(file));
    }
    /**
     * Where the file's bytes can be read now: the file itself, or its content once fetched; undefined
     * while it is not here, and always for a streamed source's content.
     */
    locate(file) {
        if (this.streams(file) !== undefined)
            return undefined;
        const source = this.#sourceOf(file);
        return source === undefined ? file.absolutePath : this.#here.get(source.declared(file).checksum)?.path;
    }
    isHere(file) {
        return this.locate(file) !== undefined;
    }
    /** What a fetch of these files brings, as a log group names it: the names of the sources that hold them ('Git LFS content'). */
    named(files) {
        const names = this.#fetching()
            .filter((source) => files.some((file) => source.holds(file)))
            .map((source) => source.name);
        return names.length === 0 ? 'content' : names.join(' and ');
    }
    /** The reading of a file's fetched content (the checksums phase's: its digest); undefined for one not fetched. */
    checked(file) {
        const source = this.#sourceOf(file);
        return source === undefined ? undefined : this.#here.get(source.declared(file).checksum)?.read;
    }
    /** What the file on disk declares now, read again: null when it is gone, undefined when it declares nothing (any more). */
    declaredNow(file) {
        return this.#sourceOf(file)?.declaredNow(file) ?? Promise.resolve(undefined);
    }
    /**
     * Brings the content of these files here, one batch per source (what is here already is not
     * fetched again), and reads each content once to check it against its declaration. Refused,
     * naming the files and what to change, when any of it cannot be had or is not what was declared.
     * Files that are their own content are left alone, and so is a streamed source's content: it is
     * read where it is when it is needed.
     */
    async fetch(files) {
        for (const source of this.#fetching()) {
            const wanted = files.filter((file) => source.holds(file) && !this.isHere(file));
            if (wanted.length > 0)
                await this.#fetchFrom(source, wanted);
        }
    }
    async #fetchFrom(source, wanted) {
        const { pending, read, log } = this.#options;
        const brought = await pending.track(`fetching the ${source.name} of ${wanted.length} file(s)`, () => source.fetch(wanted));
        const unique = [...new Map(wanted.map((file) => [source.declared(file).checksum, file])).values()];
        const contents = unique.map((file) => {
            const declared = source.declared(file);
            return {
                path: brought.paths.get(declared.checksum),
                size: declared.size,
                label: file.relativePath,
                task: `checking the ${source.name} of ${file.relativePath}`,
            };
        });
        const readings = await read(contents);
        const problems = [];
        unique.forEach((file, index) => {
            const declared = source.declared(file);
            const { path } = contents[index];
            const reading = readings[index];
            if (reading.checksum === declared.checksum && reading.size === declared.size)
                this.#here.set(declared.checksum, { path, read: reading });
            else
                problems.push(source.mismatch(file, path, reading));
        });
        if (problems.length > 0)
            throw new common/* UserError */.yo([
                `Some ${source.name} is not what its ${source.declaredBy} names; nothing was written:`,
                ...problems.map((p) => `- ${(0,common/* inert */.tJ)(p)}`),
            ].join('\n'));
        log.info(source.fetched(wanted.length, unique.length, brought));
    }
    #sourceOf(file) {
        return this.#fetching().find((source) => source.holds(file));
    }
    /** The sources that bring content here. */
    #fetching() {
        return this.#options.sources.filter((source) => !('streamed' in source));
    }
}

;// CONCATENATED MODULE: ./src/content/index.ts





/***/ }),

/***/ 1922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* reexport */ describeItems),
  t: () => (/* reexport */ itemProblem)
});

// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var common = __webpack_require__(4095);
;// CONCATENATED MODULE: ./src/describe/values.ts
const itemProblem = (id, what, fix) => ({
    subject: { kind: 'item', id },
    what,
    ...(fix === undefined ? {} : { fix }),
});
/** The one value an item's files give for a field, and a file that gives it; a problem when they disagree. */
function agreed(id, specs, field, problems) {
    const { name, value, key = (text) => text } = field;
    const values = new Map();
    for (const spec of specs) {
        const given = value(spec)?.trim();
        if (given !== undefined && given !== '' && !values.has(key(given)))
            values.set(key(given), { value: given, file: spec.file.relativePath });
    }
    if (values.size > 1) {
        const listed = [...values.values()].map((given) => `'${given.value}' (${given.file})`).join(', ');
        problems.push(itemProblem(id, ['its files give different ', ...name, ` values: ${listed}`], ['give one per item']));
    }
    return values.values().next().value;
}

;// CONCATENATED MODULE: ./src/describe/geometry.ts


/**
 * An item geometry made of several polygons: their union, their envelope where the union is over
 * its bounds (a note says why), or why there is none (an envelope that spans a hemisphere).
 * `what` completes "the union of \u2026".
 */
function fromUnion(combined, what, from) {
    switch (combined.method) {
        case 'union':
            return { geometry: combined.geometry, bbox: combined.bbox, from: from.union };
        case 'envelope':
            return {
                geometry: combined.geometry,
                bbox: combined.bbox,
                from: `${from.envelope}: their union ${combined.why}`,
                note: `the union of ${what} ${combined.why}; their envelope is used instead`,
            };
        case 'refused':
            return `the union of ${what} ${combined.why}, and ${combined.problem}`;
    }
}
/** Where each item's geometry comes from; the footprint module is loaded only here, for runs that make items. */
async function geometrySource(options) {
    const { items, workspace, problems, log, content, threads: runThreads } = options;
    const geometryInput = { kind: 'input', name: 'item-geometry' };
    const footprint = await Promise.all(/* import() */[__webpack_require__.e(559), __webpack_require__.e(45), __webpack_require__.e(474)]).then(__webpack_require__.bind(__webpack_require__, 4474));
    /** A given geometry as the item's: the polygons of a FeatureCollection united as footprints are. */
    const givenGeometry = async (parsed, source) => {
        if ('geometry' in parsed)
            return { geometry: parsed.geometry, bbox: footprint.bboxOf(parsed.geometry), from: source };
        const what = `the ${parsed.polygons.length} polygons of ${source}`;
        return fromUnion(await (await runThreads()).unite(parsed.polygons), what, { union: source, envelope: `envelope of ${what}` });
    };
    const given = items.itemGeometry;
    if (given.kind === 'template') {
        return async (id, specs) => {
            const name = (0,common/* say */.cv) `${(0,common/* input */.hF)('item-geometry', { bare: true })}`;
            const file = agreed(id, specs, { name, value: (spec) => spec.itemGeometry?.source }, problems);
            const where = specs.find((spec) => spec.itemGeometry?.source === file?.value)?.itemGeometry;
            // Files that disagree are said once, by agreed.
            if (file === undefined || where === undefined)
                return undefined;
            let geometry;
            try {
                geometry = footprint.parseGeometryText(await footprint.readGeometryFile(where.path, workspace));
            }
            catch (error) {
                geometry = { problems: [error instanceof common/* NamedFileError */.ql ? error.message : `cannot read it (${(0,common/* errorMessage */.gJ)(error)})`] };
            }
            const fix = ['give the path of a GeoJSON geometry in WGS84 (a Feature or a geometry)'];
            if ('problems' in geometry)
                return itemProblem(id, (0,common/* say */.cv) `${(0,common/* input */.hF)('item-geometry', { bare: true })} '${file.value}' (from ${file.file}): ${geometry.problems.join('; ')}`, fix);
            const made = await givenGeometry(geometry, `item-geometry ${file.value}`);
            return typeof made === 'string' ? itemProblem(id, [made], fix) : made;
        };
    }
    if (given.kind !== 'auto') {
        let parsed;
        if (given.kind === 'bbox') {
            const bbox = footprint.parseBbox(given.text);
            parsed = 'problems' in bbox ? bbox.problems.join('; ') : { ...bbox, from: 'item-geometry' };
        }
        else {
            let text = given.kind === 'geojson' ? given.text : undefined;
            if (given.kind === 'file') {
                try {
                    text = await footprint.readGeometryFile(given.path, workspace);
                }
                catch (error) {
                    problems.push({
                        subject: { ...geometryInput, source: given.source },
                        what: [error instanceof common/* NamedFileError */.ql ? error.message : `cannot read it (${(0,common/* errorMessage */.gJ)(error)})`],
                        fix: ['give auto, a bbox, GeoJSON, or the path of a GeoJSON file in the repository'],
                    });
                }
            }
            const geometry = text === undefined ? { problems: [] } : footprint.parseGeometryText(text);
            parsed = 'problems' in geometry ? geometry.problems.join('; ') : await givenGeometry(geometry, 'item-geometry');
        }
        if (typeof parsed === 'string') {
            if (parsed !== '')
                problems.push({ subject: geometryInput, what: [parsed] });
            return () => Promise.resolve(undefined);
        }
        const invalid = footprint.geometryProblems(parsed.geometry);
        if (invalid.length > 0) {
            problems.push({ subject: geometryInput, what: [invalid.join('; ')] });
            return () => Promise.resolve(undefined);
        }
        // Said once for all items, not once an item.
        if (parsed.note !== undefined)
            log.warning(parsed.note);
        const { geometry, bbox, from } = parsed;
        return () => Promise.resolve({ geometry, bbox, from });
    }
    // Every file is read in a worker thread with a deadline and a heap limit: the backstop for a file no reader bound foresaw.
    const threads = await runThreads();
    return async (id, specs) => {
        const footprints = [];
        const notHere = specs.filter((spec) => content.locate(spec.file) === undefined).map((spec) => spec.file.relativePath);
        for (const spec of specs) {
            const located = content.locate(spec.file);
            if (located === undefined)
                continue;
            try {
                const found = await threads.read(located, spec.file.relativePath);
                if (found !== undefined)
                    footprints.push(found);
            }
            catch (error) {
                // The file is at fault, not the item; the subject names it, whatever its length or characters.
                if (error instanceof footprint.FootprintError)
                    return { subject: { kind: 'file', path: spec.file.relativePath }, what: [error.withoutFile] };
                return (0,common/* fileProblem */.Wj)(spec.file.relativePath, error);
            }
        }
        if (footprints.length === 0) {
            const why = notHere.length > 0
                ? `its files are in Git LFS and not checked out (${notHere.slice(0, 3).join(', ')}${notHere.length > 3 ? ', \u2026' : ''}), ` +
                    'so their georeferencing cannot be read'
                : `none of its ${specs.length} file(s) carries georeferencing this tool reads ` +
                    '(GeoTIFF, GeoJSON, GeoPackage, LAS/LAZ, zipped shapefile)';
            return itemProblem(id, [why], (0,common/* say */.cv) `give its geometry with ${(0,common/* input */.hF)('item-geometry', { bare: true })} (a bbox west,south,east,north, GeoJSON, or a GeoJSON file)`);
        }
        // In the footprint thread, under its deadline and heap limit: a union can cost far more than any file.
        const n = footprints.length;
        const made = fromUnion(await threads.unite(footprints.map((found) => found.geometry)), `the ${n} footprint${n === 1 ? '' : 's'}`, {
            union: `union of ${n} footprint(s)`,
            envelope: `envelope of ${n} footprint(s)`,
        });
        if (typeof made === 'string')
            return itemProblem(id, [made], (0,common/* say */.cv) `give its geometry with ${(0,common/* input */.hF)('item-geometry', { bare: true })}`);
        const invalid = footprint.geometryProblems(made.geometry);
        if (invalid.length > 0)
            return itemProblem(id, [`the ${made.from} is not a valid geometry (${invalid.join('; ')})`], (0,common/* say */.cv) `give ${(0,common/* input */.hF)('item-geometry', { bare: true })}`);
        return made;
    };
}
/**
 * A STAC source item's geometry as the item's: checked as any geometry the catalog is sent is
 * (GeoJSON in WGS84, valid), its bbox computed; a problem of the item when it has none or it is invalid.
 */
async function sourceGeometry(id, source) {
    const fix = (0,common/* say */.cv) `give its geometry with ${(0,common/* input */.hF)('item-geometry', { bare: true })}, or correct it in the source`;
    if (source.geometry === null || source.geometry === undefined)
        return itemProblem(id, [`its source item '${source.id}' (${source.from}) has no geometry`], fix);
    const footprint = await Promise.all(/* import() */[__webpack_require__.e(559), __webpack_require__.e(45), __webpack_require__.e(474)]).then(__webpack_require__.bind(__webpack_require__, 4474));
    const invalid = footprint.geometryProblems(source.geometry);
    if (invalid.length > 0)
        return itemProblem(id, [`the geometry of its source item '${source.id}' (${source.from}) is not valid: ${invalid.join('; ')}`], fix);
    return { geometry: source.geometry, bbox: footprint.bboxOf(source.geometry), from: `the STAC source (${source.from})` };
}

// EXTERNAL MODULE: ./src/domain/index.ts + 10 modules
var domain = __webpack_require__(1686);
;// CONCATENATED MODULE: ./src/describe/items.ts




/**
 * The items the run would write, computed for each target item that `wanted` names, from its
 * files (all of them, every shard's: every job of a matrix computes the same item), and the
 * problems found on the way: the caller reports them all at once, before any write.
 */
async function describeItems(options) {
    const { filesByItem, wanted, items, workspace, concurrency, log, content, now, threads } = options;
    const problems = [];
    const described = new Map();
    // Said once for all items: a forecast published late has every item's expiry past.
    const expired = [];
    // A STAC source's items have their geometry: no footprint is read for them unless item-geometry says otherwise.
    const sourced = [...wanted].some((id) => filesByItem.get(id)?.some((spec) => spec.source !== undefined) === true);
    const fromSource = sourced && items.itemGeometry.kind === 'auto';
    const geometryOf = fromSource ? undefined : await geometrySource({ items, workspace, problems, log, content, threads });
    await (0,common/* mapLimit */.sf)([...wanted].sort(), concurrency, async (id) => {
        const specs = filesByItem.get(id) ?? [];
        const refuse = (what, fix) => problems.push(itemProblem(id, what, fix));
        const sources = [...new Set(specs.flatMap((spec) => (spec.source === undefined ? [] : [spec.source])))];
        if (sources.length > 1) {
            const named = sources.slice(0, 3).map((source) => `'${source.id}' (${source.from})`);
            refuse([`the STAC source's items ${named.join(', ')}${sources.length > 3 ? ', \u2026' : ''} all become it`], (0,common/* say */.cv) `give ${(0,common/* input */.hF)('item')} a template that tells them apart, such as '{id}'`);
            return;
        }
        const [source] = sources;
        const time = agreed(id, specs, { name: (0,common/* say */.cv) `${(0,common/* input */.hF)('item-datetime', { bare: true })}`, value: (spec) => spec.itemDatetime }, problems)?.value;
        const parsedTime = time === undefined ? undefined : (0,domain/* parseItemTime */.Gn)(time);
        if (parsedTime !== undefined && 'what' in parsedTime)
            refuse((0,common/* say */.cv) `${(0,common/* input */.hF)('item-datetime', { bare: true })} ${(0,common/* refusalLine */.tw)(parsedTime)}`);
        const title = agreed(id, specs, { name: (0,common/* say */.cv) `${(0,common/* input */.hF)('item-title', { bare: true })}`, value: (spec) => spec.itemTitle }, problems)?.value;
        const properties = {};
        for (const name of domain/* ITEM_PROPERTY_NAMES */.Hn) {
            // Agreement of values: 'PT012H' in one file and 'PT12H' in another give the same horizon.
            const sameValue = (text) => {
                const parsed = (0,domain/* propertyValue */.Nw)(name, text, now);
                return 'value' in parsed ? String(parsed.value) : text;
            };
            const field = (0,common/* say */.cv) `${(0,common/* input */.hF)('item-properties', { bare: true })} '${name}'`;
            const given = agreed(id, specs, { name: field, value: (spec) => spec.itemProperties?.get(name), key: sameValue }, problems);
            // What item-properties leaves out, the source item gives: under the inputs, as its other fields.
            const fromSourceItem = given === undefined ? sourceProperty(source, name) : undefined;
            if (given === undefined && fromSourceItem === undefined)
                continue;
            const value = given?.value ?? fromSourceItem;
            const parsed = (0,domain/* propertyValue */.Nw)(name, value, now);
            const where = given === undefined ? [`its source item's '${name}' (${source.from})`] : [...field, ` (from ${given.file})`];
            if ('value' in parsed)
                properties[name] = parsed.value;
            else if (parsed.expired !== undefined)
                expired.push({ id, value, ...parsed.expired });
            else
                refuse([...where, `: ${parsed.problem}`]);
        }
        const given = itemLinks(id, specs, problems);
        // A source item's links under those the inputs give: a given rel replaces the source's link of that rel.
        const links = given === undefined
            ? source?.links
            : [...(source?.links ?? []).filter((link) => !given.some((one) => one.rel === link.rel)), ...given];
        const itemTitle = title ?? source?.title;
        if (itemTitle !== undefined && itemTitle.length > 255)
            refuse([`the title is ${itemTitle.length} characters`], (0,common/* say */.cv) `the catalog allows 255; shorten ${(0,common/* input */.hF)('item-title', { bare: true })}`);
        const geometry = geometryOf === undefined ? await sourceGeometry(id, source) : await geometryOf(id, specs);
        // Undefined when the problem is the input's, said once for all items.
        if (geometry === undefined)
            return;
        if ('subject' in geometry) {
            problems.push(geometry);
            return;
        }
        if (geometry.note !== undefined)
            log.warning(`item ${id}: ${geometry.note}`);
        described.set(id, {
            id,
            geometry: geometry.geometry,
            bbox: geometry.bbox,
            geometryFrom: geometry.from,
            time: parsedTime === undefined || 'what' in parsedTime ? source?.time : parsedTime,
            title: itemTitle,
            properties,
            ...(links === undefined ? {} : { links }),
        });
    });
    if (expired.length > 0)
        problems.push(pastExpiries(expired, wanted.size, now));
    return { items: described, problems };
}
/** A property the target stores (expires, forecast:*) as the STAC source's item gives it, as text to read as the input's is. */
function sourceProperty(source, name) {
    const value = source?.properties[name];
    if (value === undefined || value === null)
        return undefined;
    return typeof value === 'string' ? value : JSON.stringify(value);
}
/** Links as one text, for their files to agree on: in the order of their rels, each link's fields in the order the catalog stores them. */
const linksText = (links) => JSON.stringify([...links].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0)));
/**
 * The links an item's files give (item-links or their rules'), on which they must agree as values
 * (files that give none say nothing), each as the catalog takes it now that its templates are rendered.
 */
function itemLinks(id, specs, problems) {
    const field = (0,common/* say */.cv) `${(0,common/* input */.hF)('item-links', { bare: true })}`;
    const given = agreed(id, specs, { name: field, value: (spec) => (spec.itemLinks === undefined ? undefined : linksText(spec.itemLinks)) }, problems);
    if (given === undefined)
        return undefined;
    const links = specs.find((spec) => spec.file.relativePath === given.file).itemLinks;
    const refused = links.flatMap((link) => {
        const problem = (0,domain/* linkProblem */.kD)(link);
        return problem === undefined
            ? []
            : [
                itemProblem(id, [...field, ` link '${link.rel}' (from ${given.file}): ${problem}`], (0,common/* say */.cv) `change ${(0,common/* input */.hF)('item-links')} or the rule's item-links`),
            ];
    });
    problems.push(...refused);
    return refused.length > 0 ? undefined : links;
}
const DAY_MICROS = 86400000000n;
/** How long ago, said roughly: "40 min", "29 h", "3 days". */
function ago(micros) {
    const minutes = Number(micros / 60000000n);
    if (minutes < 60)
        return `${minutes} min`;
    const hours = Math.floor(minutes / 60);
    return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
}
/**
 * Every item whose expiry has passed, as one problem: how many, the one longest past, and what to
 * change. With a date-time + duration ('{ref}+P1D'), the duration in days that keeps each item a
 * day at least; without one, a duration to add.
 */
function pastExpiries(expired, items, now) {
    const nowMicros = BigInt(Math.floor(now)) * 1000n;
    const [first] = [...expired].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : 1));
    const { id, value, at } = first;
    // The duration counts from the earliest date-time; without one for every item, there is no duration to lengthen.
    const froms = expired.flatMap((one) => (one.from === undefined ? [] : [one.from]));
    const earliest = froms.length < expired.length ? undefined : froms.reduce((a, b) => (a < b ? a : b));
    const fix = earliest === undefined
        ? [
            "give expires a duration after the files' own time ('{ref}+P1D') or leave it out; ",
            'if the files should be newer, check what fetches them before this runs',
        ]
        : [
            "if the files are as old as meant, lengthen the duration after '+' ",
            `(+P${(nowMicros - earliest + DAY_MICROS - 1n) / DAY_MICROS + 1n}D keeps each a day at least) or leave expires out; `,
            'if not, check what fetches them before this runs',
        ];
    return {
        subject: { kind: 'input', name: 'item-properties' },
        // Newer files would pass with the same input: no bad usage.
        against: 'files',
        what: [
            `expires is in the past for ${expired.length} of the ${items} item(s) to write `,
            `(e.g. item ${id}: '${value}' = ${(0,domain/* formatDateTime */.r6)(at)}, ${ago(nowMicros - at)} ago), and the catalog refuses expired items`,
        ],
        fix,
    };
}

;// CONCATENATED MODULE: ./src/describe/index.ts
/**
 * Item description, between the assets and the plan: each target item as its files describe it
 * (geometry, time, title, properties), read from the files' footprints in the run's threads and
 * from item-geometry files, and every problem found on the way.
 * Other folders import from here; modules of this folder import each other directly.
 */





/***/ }),

/***/ 1686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ly: () => (/* reexport */ DEFAULT_MEDIA_TYPES),
  Rb: () => (/* reexport */ ID_RULE),
  Hn: () => (/* reexport */ ITEM_PROPERTY_NAMES),
  vS: () => (/* reexport */ KNOWN_EXTENSIONS),
  Z2: () => (/* reexport */ MEDIA_TYPES),
  Jy: () => (/* reexport */ SERVICE_RELS),
  Qj: () => (/* reexport */ assetInShard),
  je: () => (/* reexport */ extensionOf),
  il: () => (/* reexport */ extensionsFor),
  r6: () => (/* reexport */ formatDateTime),
  Ks: () => (/* reexport */ formatItemTime),
  D: () => (/* reexport */ formatProperties),
  N6: () => (/* reexport */ idTextRefusal),
  RI: () => (/* reexport */ idTextRefused),
  Hu: () => (/* reexport */ isBrowserLink),
  MB: () => (/* reexport */ isKnownMediaType),
  cW: () => (/* reexport */ isLoopbackHost),
  Al: () => (/* reexport */ isValidId),
  kD: () => (/* reexport */ linkProblem),
  yx: () => (/* reexport */ linkToSend),
  Yr: () => (/* reexport */ normalizeMediaType),
  uA: () => (/* reexport */ ownLinks),
  DP: () => (/* reexport */ parseDateTime),
  L_: () => (/* reexport */ parseDatetimeFilter),
  E9: () => (/* reexport */ parseDuration),
  Gn: () => (/* reexport */ parseItemTime),
  zW: () => (/* reexport */ parsePathPattern),
  dN: () => (/* reexport */ patternValues),
  V6: () => (/* reexport */ placeholderProblem),
  Nw: () => (/* reexport */ propertyValue),
  uK: () => (/* reexport */ readLinkTemplates),
  $w: () => (/* reexport */ readPropertyTemplates),
  UE: () => (/* reexport */ renderLinks),
  Xm: () => (/* reexport */ renderTemplate),
  YV: () => (/* reexport */ sameLinks),
  _Z: () => (/* reexport */ sameProperty),
  yR: () => (/* reexport */ slug),
  O$: () => (/* reexport */ storedLink),
  nX: () => (/* reexport */ templateValues),
  li: () => (/* reexport */ timeProperties),
  LC: () => (/* reexport */ unrendered),
  qJ: () => (/* reexport */ yamlBoolean)
});

// UNUSED EXPORTS: LINKS_LIMIT, LINK_FIELDS, formatDuration, inShard, shardOf, unknownPlaceholders

;// CONCATENATED MODULE: ./src/domain/addresses.ts
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** A host that plain http:// may reach: this machine (the sandbox's catalog, identity provider and storage). */
function isLoopbackHost(hostname) {
    return LOOPBACK.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

;// CONCATENATED MODULE: ./src/domain/booleans.ts
/**
 * A boolean as core.getBooleanInput reads it (the YAML 1.2 core schema's spellings), so "false" is
 * never read as true; undefined for any other text.
 */
function yamlBoolean(given) {
    if (['true', 'True', 'TRUE'].includes(given))
        return true;
    if (['false', 'False', 'FALSE'].includes(given))
        return false;
    return undefined;
}

// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var common = __webpack_require__(4095);
;// CONCATENATED MODULE: ./src/domain/datetime.ts

// Instants and durations are whole microseconds, as the service (Python's datetime and timedelta)
// keeps them; bigint, since year 9999 in microseconds is past Number's exact integers.
const MICROS = { D: 86400000000n, H: 3600000000n, M: 60000000n, S: 1000000n };
/** timedelta's range: a duration past it is a server error on the service, not a 400. */
const MAX_DURATION = 999999999n * MICROS.D;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$|^(\d{4})(\d{2})(\d{2})$/;
const EXTENDED = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?([Zz]|[+-]\d{2}(?::?\d{2})?)$/;
const BASIC = /^(\d{4})(\d{2})(\d{2})[Tt](\d{2})(?:(\d{2})(?:(\d{2})(?:[.,](\d+))?)?)?([Zz]|[+-]\d{2}(?:\d{2})?)$/;
const ZONELESS = /^\d{4}-?\d{2}-?\d{2}[Tt ]\d{2}(:?\d{2}(:?\d{2}([.,]\d+)?)?)?$/;
const ISO_DURATION = /^([-+]?)P(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;
const DATE_TIME_FORMS = 'a date (2024-06-01), a date-time with its zone (2024-06-01T10:00:00Z or +02:00, basic 20240601T1000Z), ' +
    'optionally followed by + and a duration (2024-06-01T10:00:00Z+PT6H)';
const ITEM_TIME_FORMS = `${DATE_TIME_FORMS}, or an interval start/end of those (2024-01-01/2024-12-31)`;
const DURATION_FORMS = 'an ISO 8601 duration of days, hours, minutes and seconds (PT12H, P1DT6H, PT30M, PT0S)';
/**
 * Reads an item-datetime value. A date alone is midnight UTC at the start of an interval or for
 * one instant, and the day's last second at the end of one, so that 2024-01-01/2024-12-31 is the
 * whole year. A date-time must say its zone: a runner's local time is no one's.
 */
function parseItemTime(text) {
    const value = text.trim();
    const slash = value.indexOf('/');
    if (slash < 0) {
        const instant = parseInstant(value, 'start', ITEM_TIME_FORMS);
        return typeof instant === 'bigint' ? { datetime: formatDateTime(instant) } : instant;
    }
    const [first, second] = [value.slice(0, slash), value.slice(slash + 1)];
    if (first === '..' || second === '..' || first === '' || second === '')
        return { what: `'${value}': open intervals are not accepted`, fix: 'give both ends' };
    const start = parseInstant(first, 'start', ITEM_TIME_FORMS);
    if (typeof start !== 'bigint')
        return start;
    const end = parseInstant(second, 'end', ITEM_TIME_FORMS);
    if (typeof end !== 'bigint')
        return end;
    if (end < start)
        return { what: `'${value}': the interval ends before it starts` };
    return { start: formatDateTime(start), end: formatDateTime(end) };
}
const FILTER_FORMS = `${DATE_TIME_FORMS}, or an interval start/end of those with either end open as .. (2024-01-01/..)`;
/**
 * source-datetime, as a STAC API's datetime parameter takes it: an instant, or an interval whose
 * ends may be open ('..', or nothing); each end in RFC 3339 (UTC), which every server reads. A date
 * alone is the whole day (an instant then becomes the day's interval), since a catalog matches an
 * instant to the microsecond.
 */
function parseDatetimeFilter(text) {
    const value = text.trim();
    const slash = value.indexOf('/');
    const dayEnd = (date, at) => (DATE.test(date) ? at + MICROS.D - 1n : at);
    if (slash < 0) {
        const at = parseInstant(value, 'start', FILTER_FORMS);
        if (typeof at !== 'bigint')
            return at;
        return DATE.test(value) ? `${formatDateTime(at)}/${formatDateTime(dayEnd(value, at))}` : formatDateTime(at);
    }
    const [first, second] = [value.slice(0, slash).trim(), value.slice(slash + 1).trim()];
    const open = (end) => end === '..' || end === '';
    if (open(first) && open(second))
        return { what: `'${value}' has no end`, fix: 'give a start, an end or both, e.g. 2024-01-01/..' };
    const start = open(first) ? undefined : parseInstant(first, 'start', FILTER_FORMS);
    if (start !== undefined && typeof start !== 'bigint')
        return start;
    const end = open(second) ? undefined : parseInstant(second, 'start', FILTER_FORMS);
    if (end !== undefined && typeof end !== 'bigint')
        return end;
    const last = end === undefined ? undefined : dayEnd(second, end);
    if (start !== undefined && last !== undefined && last < start)
        return { what: `'${value}': the interval ends before it starts` };
    return `${start === undefined ? '..' : formatDateTime(start)}/${last === undefined ? '..' : formatDateTime(last)}`;
}
/**
 * One instant, in microseconds since 1970 (UTC): ISO 8601 in the extended or the basic format,
 * optionally followed by '+' and a duration, so that '{ref}+PT{h}H' is a forecast's valid time.
 */
function parseDateTime(text) {
    const at = parseInstant(text.trim(), 'start', DATE_TIME_FORMS);
    return typeof at === 'bigint' ? at : (0,common/* refusalLine */.tw)(at);
}
/** An instant, or what is wrong with it in its parts. */
function parseInstant(text, side, forms) {
    const plus = text.lastIndexOf('+P');
    const base = plus < 0 ? text : text.slice(0, plus);
    let at = parseBase(base, plus < 0 ? side : 'start', forms, plus < 0 ? `'${base}'` : `'${base}' (in '${text}')`);
    if (typeof at !== 'bigint')
        return at;
    if (plus >= 0) {
        const duration = readDuration(text.slice(plus + 1), { signed: false });
        if (typeof duration !== 'bigint')
            return { ...duration, what: `'${text}': after '+', ${duration.what}` };
        at += duration;
    }
    // Python's datetime: years 1 to 9999.
    if (at < civilMicros(1, 1, 1) || at >= civilMicros(10_000, 1, 1))
        return { what: `'${text}' is outside the years 1 to 9999` };
    return at;
}
/** `shown`: the text as a refusal names it (the date-time, within the whole value where a duration follows it). */
function parseBase(text, side, forms, shown) {
    const date = DATE.exec(text);
    if (date !== null) {
        const [y, m, d] = (date[1] === undefined ? date.slice(4, 7) : date.slice(1, 4)).map(Number);
        if (!isCalendarDate(y, m, d))
            return { what: `${shown} is not a date of the calendar` };
        const midnight = civilMicros(y, m, d);
        return side === 'end' ? midnight + MICROS.D - MICROS.S : midnight;
    }
    const match = EXTENDED.exec(text) ?? BASIC.exec(text);
    if (match === null) {
        return ZONELESS.test(text)
            ? { what: `${shown} has no time zone`, fix: 'add Z (UTC) or an offset such as +02:00' }
            : { what: `${shown} is not ${forms}` };
    }
    const [, y, mo, d, h, mi = '0', s = '0', fraction = '', zone = 'Z'] = match;
    const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number);
    const offset = zoneMinutes(zone);
    if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59 || offset === undefined)
        return { what: `${shown} is not a date-time of the calendar` };
    // Python keeps microseconds and drops further digits, as does this.
    const micros = BigInt(fraction.padEnd(6, '0').slice(0, 6));
    const local = civilMicros(year, month, day) + BigInt(hour) * MICROS.H + BigInt(minute) * MICROS.M + BigInt(second) * MICROS.S + micros;
    return local - BigInt(offset) * MICROS.M;
}
/** An offset in minutes east of UTC; undefined past a day's hours or an hour's minutes. */
function zoneMinutes(zone) {
    if (/^[Zz]$/.test(zone))
        return 0;
    const digits = zone.slice(1).replace(':', '');
    const hours = Number(digits.slice(0, 2));
    const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
    if (hours > 23 || minutes > 59)
        return undefined;
    return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}
const isLeap = (y) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysInMonth = (y, m) => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);
const isCalendarDate = (y, m, d) => y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
/**
 * Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant's days_from_civil):
 * integers only, without Date's quirks for years below 100.
 */
function daysFromCivil(year, month, day) {
    const y = month <= 2 ? year - 1 : year;
    const era = Math.floor(y / 400);
    const yoe = y - era * 400;
    const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
    const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
    return era * 146_097 + doe - 719_468;
}
function civilFromDays(days) {
    const z = days + 719_468;
    const era = Math.floor(z / 146_097);
    const doe = z - era * 146_097;
    const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
    const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
    const mp = Math.floor((5 * doy + 2) / 153);
    const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
    const month = mp < 10 ? mp + 3 : mp - 9;
    return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}
const civilMicros = (y, m, d) => BigInt(daysFromCivil(y, m, d)) * MICROS.D;
const pad = (n, width = 2) => String(n).padStart(width, '0');
/** An instant as the service shows it: UTC with Z, whole seconds without a fraction, a fraction in microseconds. */
function formatDateTime(at) {
    const days = at >= 0n ? at / MICROS.D : -((-at + MICROS.D - 1n) / MICROS.D);
    const [year, month, day] = civilFromDays(Number(days));
    const rest = at - days * MICROS.D;
    const [h, mi, s, us] = [rest / MICROS.H, (rest % MICROS.H) / MICROS.M, (rest % MICROS.M) / MICROS.S, rest % MICROS.S];
    return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(h)}:${pad(mi)}:${pad(s)}${us === 0n ? '' : `.${pad(us, 6)}`}Z`;
}
/**
 * A duration in microseconds: ISO 8601 days, hours, minutes and seconds, as the service's
 * parse_duration reads them (a fraction in any of them). Years, months and weeks the service
 * refuses; its other forms ('12:00:00', '3600' as seconds, '3 days 04:05:06') are Django's, not
 * ISO 8601, and '12' read as seconds would surprise: they are refused too, as are 'P' and 'PT'
 * with nothing in them. A sign ('-PT1H', a hindcast) only where the value stands alone.
 */
function parseDuration(text, options) {
    const duration = readDuration(text, options);
    return typeof duration === 'bigint' ? duration : (0,common/* refusalLine */.tw)(duration);
}
/** parseDuration's reading, what is wrong in its parts. */
function readDuration(text, { signed }) {
    const value = text.trim();
    const match = ISO_DURATION.exec(value);
    const parts = match?.slice(2, 6) ?? [];
    if (match === null || parts.every((part) => part === undefined) || /T$/.test(value)) {
        if (/^[-+]?P(\d+([.,]\d+)?[YMWD])*(\d+([.,]\d+)?[YMW])/.test(value))
            return { what: `'${value}' counts years, months or weeks, which the catalog refuses`, fix: `give ${DURATION_FORMS}` };
        return { what: `'${value}' is not ${DURATION_FORMS}` };
    }
    if (match[1] !== '' && !signed)
        return { what: `'${value}' has a sign`, fix: `give ${DURATION_FORMS}` };
    let total = 0n;
    parts.forEach((part, index) => {
        if (part !== undefined)
            total += toMicros(part, [MICROS.D, MICROS.H, MICROS.M, MICROS.S][index]);
    });
    if (total > MAX_DURATION)
        return { what: `'${value}' is longer than the catalog can hold (999999999 days)` };
    return match[1] === '-' ? -total : total;
}
/** A number of units ('12', '1.5', '0,25') in microseconds, the fraction rounded half to even as timedelta rounds. */
function toMicros(number, unit) {
    const [whole = '0', fraction = ''] = number.split(/[.,]/);
    const scale = 10n ** BigInt(fraction.length);
    const exact = BigInt(whole) * unit * scale + BigInt(fraction === '' ? '0' : fraction) * unit;
    const [quotient, remainder] = [exact / scale, exact % scale];
    const twice = remainder * 2n;
    return twice > scale || (twice === scale && quotient % 2n === 1n) ? quotient + 1n : quotient;
}
/** A duration as the service shows it (Django's duration_iso_string): '-P1DT06H00M00S', a fraction in microseconds. */
function formatDuration(duration) {
    const sign = duration < 0n ? '-' : '';
    const d = duration < 0n ? -duration : duration;
    const [days, h, mi, s, us] = [d / MICROS.D, (d % MICROS.D) / MICROS.H, (d % MICROS.H) / MICROS.M, (d % MICROS.M) / MICROS.S, d % MICROS.S];
    return `${sign}P${days}DT${pad(h)}H${pad(mi)}M${pad(s)}${us === 0n ? '' : `.${pad(us, 6)}`}S`;
}
/** For logs and summaries: "2024-06-01T00:00:00Z" or "2024-01-01T00:00:00Z/2024-12-31T23:59:59Z". */
function formatItemTime(time) {
    return 'datetime' in time ? time.datetime : `${time.start}/${time.end}`;
}
/** The item properties that carry the time, with null for the other form (a PATCH must remove it). */
function timeProperties(time) {
    return 'datetime' in time
        ? { datetime: time.datetime, start_datetime: null, end_datetime: null }
        : { datetime: null, start_datetime: time.start, end_datetime: time.end };
}

;// CONCATENATED MODULE: ./src/domain/links.ts
/** The fields of a link the catalog stores. */
const LINK_FIELDS = ['rel', 'href', 'type', 'title', 'hreflang'];
/** Rels the service makes itself and refuses from a client (validate_link_rel). */
const SERVICE_RELS = new Set([
    'self',
    'root',
    'parent',
    'items',
    'collection',
    'service-desc',
    'service-doc',
    'search',
    'conformance',
]);
/** The link the service adds to every item it shows: its STAC Browser page (the source's own, when promoted). */
const isBrowserLink = (link) => link.rel === 'alternate' && link.title === 'STAC Browser';
/** A BCP 47 language tag, roughly as language_tags checks it: a language, then subtags (de, de-CH, sr-Latn-RS). */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
/**
 * What the catalog refuses in a link (the model's fields: href a URL of at most 2048 characters, rel
 * at most 30 and none of its own, type at most 150, title 255, hreflang a language tag of at most
 * 32), in words; undefined when it takes it.
 */
function linkProblem(link) {
    const { rel, href, type, title, hreflang } = link;
    if (rel.trim() === '')
        return 'its rel is empty';
    if (rel.length > 30)
        return `its rel '${rel.slice(0, 30)}\u2026' is longer than the 30 characters the catalog stores`;
    if (SERVICE_RELS.has(rel))
        return `its rel '${rel}' is one the catalog makes itself (${[...SERVICE_RELS].join(', ')})`;
    if (href.length > 2048)
        return 'its href is longer than the 2048 characters the catalog stores';
    if (/\s/.test(href))
        return `its href '${href.slice(0, 80)}' holds whitespace, which the catalog refuses in a URL (a space is %20)`;
    const url = URL.parse(href);
    if (url === null || !['http:', 'https:', 'ftp:', 'ftps:'].includes(url.protocol) || url.hostname === '')
        return `its href '${href.slice(0, 80)}' is not an absolute http(s) or ftp(s) URL, which the catalog needs`;
    if (type !== undefined && type.length > 150)
        return 'its type is longer than the 150 characters the catalog stores';
    if (title !== undefined && title.length > 255)
        return 'its title is longer than the 255 characters the catalog stores';
    if (hreflang !== undefined && hreflang !== '' && (hreflang.length > 32 || !LANGUAGE_TAG.test(hreflang)))
        return `its hreflang '${hreflang.slice(0, 32)}' is not a language tag such as de or de-CH`;
    return undefined;
}
const links_text = (value) => (typeof value === 'string' && value !== '' ? value : undefined);
/** A link as the catalog holds it: its fields' text, an empty one as none. */
function storedLink(value) {
    const rel = links_text(value.rel);
    const href = links_text(value.href);
    if (rel === undefined || href === undefined)
        return undefined;
    const [type, title, hreflang] = [links_text(value.type), links_text(value.title), links_text(value.hreflang)];
    return {
        rel,
        href,
        ...(type === undefined ? {} : { type }),
        ...(title === undefined ? {} : { title }),
        ...(hreflang === undefined ? {} : { hreflang }),
    };
}
/** The links an item shows that are its own: without the service's rels and its STAC Browser page. */
function ownLinks(links) {
    if (!Array.isArray(links))
        return [];
    return links.flatMap((link) => {
        if (link === null || typeof link !== 'object' || Array.isArray(link))
            return [];
        const fields = link;
        if (typeof fields.rel !== 'string' || SERVICE_RELS.has(fields.rel) || isBrowserLink(fields))
            return [];
        const stored = storedLink(fields);
        return stored === undefined ? [] : [stored];
    });
}
/** One string per link's stored values, to compare links as values: the catalog shows them in the order it first stored each rel. */
const linkKey = (link) => JSON.stringify(LINK_FIELDS.map((field) => link[field] ?? ''));
/** Whether the catalog holds these links as `desired` gives them: the same rels, each with the same values, in any order. */
function sameLinks(shown, desired) {
    if (shown.length !== desired.length)
        return false;
    const keys = new Set(shown.map(linkKey));
    return desired.every((link) => keys.has(linkKey(link)));
}
/**
 * A link as a write sends it: every field, an absent one as null, since the service keeps a stored
 * link's type and title where a write leaves them out (update_or_create_links). But for the type,
 * which the service takes as text only: left out, a new link has none (shown without a type, not
 * as ""); a stored type is cleared by an empty one (the plan gives it, where one is stored).
 */
function linkToSend(link) {
    return {
        rel: link.rel,
        href: link.href,
        ...(link.type === undefined ? {} : { type: link.type }),
        title: link.title ?? null,
        hreflang: link.hreflang ?? null,
    };
}

;// CONCATENATED MODULE: ./src/domain/templates.ts
/** Placeholders every template input accepts, for one selected file. */
const PLACEHOLDERS = ['name', 'stem', 'ext', 'path', 'dir', 'parent', 'flatpath'];
/** Filters a placeholder may take, as in {name|slug}. */
const FILTERS = ['slug'];
const TOKEN = /\{([^{}|]*)(?:\|([^{}]*))?\}/g;
const isPlaceholder = (name) => PLACEHOLDERS.includes(name);
const isFilter = (name) => FILTERS.includes(name);
/**
 * With a STAC source, a template also takes {id} (the source item's), {key} (the asset's key) and any
 * of the source item's properties by name ({platform}, {eo:cloud_cover}): which of those an item has is
 * known only once it is read, and checked when the template is rendered for it (unrendered).
 */
const SOURCE_NAME = /^[A-Za-z_][\w:.-]*$/;
/**
 * Names the placeholders (or filters) a template uses that do not exist; empty when the template is fine.
 * `source`: a STAC source's names are open.
 */
function unknownPlaceholders(template, groups = [], source = false) {
    const unknown = [];
    for (const [whole, name = '', filter] of template.matchAll(TOKEN)) {
        const known = isPlaceholder(name) || groups.includes(name) || (source && SOURCE_NAME.test(name));
        if (!known || (filter !== undefined && !isFilter(filter)))
            unknown.push(whole);
    }
    return unknown;
}
/** What is wrong with a template's placeholders, and what it may use; undefined when nothing is. */
function placeholderProblem(template, groups = [], source = false) {
    const unknown = unknownPlaceholders(template, groups, source);
    if (unknown.length === 0)
        return undefined;
    const fromPattern = groups.length === 0 ? '' : ` and path-pattern's ${groups.map((g) => `{${g}}`).join(' ')}`;
    const fromSource = source ? ", stac-source's {id} {key} and the source item's properties by name" : '';
    const builtIn = PLACEHOLDERS.map((p) => `{${p}}`).join(' ');
    return { what: `unknown placeholder ${unknown.join(', ')}`, fix: `use ${builtIn}${fromPattern}${fromSource}, each also as {\u2026|slug}` };
}
/** The placeholders a rendered template still holds: names its values did not have (a property a source item lacks). */
const unrendered = (text) => [...text.matchAll(TOKEN)].map(([whole]) => whole);
/** `escape`: what a value becomes in the text (in a URL, percent-encoded); the template's own text stays as it is. */
function renderTemplate(template, values, escape = (value) => value) {
    return template.replace(TOKEN, (whole, name, filter) => {
        const value = values[name];
        if (value === undefined)
            return whole;
        if (filter === undefined)
            return escape(value);
        return filter === 'slug' ? escape(slug(value)) : whole;
    });
}
/**
 * Reads path-pattern: a JavaScript regular expression (Unicode mode) with named groups, none
 * named like a built-in placeholder; or what is wrong with it, for the input's error.
 */
function parsePathPattern(source) {
    let regex;
    try {
        regex = new RegExp(source, 'u');
    }
    catch (error) {
        const why = error.message.replace(/^Invalid regular expression: /, '');
        return {
            what: `'${source}' is not a regular expression: ${why}`,
            fix: "give one in JavaScript's syntax with named groups, e.g. (?<ref>\\d{8}T\\d{4}Z)",
        };
    }
    // An empty alternative matches '' whatever the pattern, and the match lists every named group.
    const groups = Object.keys(new RegExp(`(?:${source})|`, 'u').exec('')?.groups ?? {});
    if (groups.length === 0)
        return { what: `'${source}' has no named group`, fix: 'name the parts templates use, e.g. (?<ref>\\d{8}T\\d{4}Z) gives {ref}' };
    const builtIn = groups.filter(isPlaceholder);
    if (builtIn.length > 0)
        return {
            what: `'${source}': ${builtIn.map((g) => `(?<${g}>\u2026)`).join(', ')} would hide the built-in placeholder of that name ` +
                `(${PLACEHOLDERS.join(', ')})`,
            fix: 'rename the group',
        };
    return { source, regex, groups };
}
/** The named groups' values in a file's path, '' for a group that took no part; undefined when the pattern does not match. */
function patternValues(pattern, relativePath) {
    const match = pattern.regex.exec(relativePath);
    if (match === null)
        return undefined;
    return Object.fromEntries(pattern.groups.map((group) => [group, match.groups?.[group] ?? '']));
}
/** Letters a catalog id cannot hold, as German, French and Italian spell them without marks. */
const SPELLED = {
    \u00e4: 'ae',
    \u00f6: 'oe',
    \u00fc: 'ue',
    \u00df: 'ss',
    \u00e6: 'ae',
    \u0153: 'oe',
    \u00f8: 'o',
    \u00e5: 'a',
    \u0142: 'l',
    \u0111: 'd',
    \u00fe: 'th',
};
/**
 * A name as the catalog's ids allow it ([a-z0-9._-]): umlauts spelled out (\u00e4 \u2192 ae), other marks
 * dropped (\u00e9 \u2192 e), lowercase, everything else a '-', no '-' twice or next to a '.', none at the
 * ends; the extension stays. 'H\u00f6henmodell Z\u00fcrich 2024.tif' \u2192 'hoehenmodell-zuerich-2024.tif'.
 */
function slug(text) {
    return text
        .toLowerCase()
        .replace(/[\u00e4\u00f6\u00fc\u00df\u00e6\u0153\u00f8\u00e5\u0142\u0111\u00fe]/g, (ch) => SPELLED[ch] ?? ch)
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/-{2,}/g, '-')
        .replace(/-*\.-*/g, '.')
        .replace(/^[-.]+|-+$/g, '');
}
/** Template values of a file given by its path relative to the working directory, with forward slashes. */
function templateValues(relativePath) {
    const slash = relativePath.lastIndexOf('/');
    const name = relativePath.slice(slash + 1);
    const dir = slash < 0 ? '' : relativePath.slice(0, slash);
    const dot = name.lastIndexOf('.');
    const parentSlash = dir.lastIndexOf('/');
    return {
        name,
        stem: dot <= 0 ? name : name.slice(0, dot),
        ext: dot <= 0 ? '' : name.slice(dot + 1),
        path: relativePath,
        dir,
        parent: dir.slice(parentSlash + 1),
        flatpath: relativePath.replaceAll('/', '-'),
    };
}

;// CONCATENATED MODULE: ./src/domain/link-templates.ts
/**
 * item-links, the input's or a rule's: a YAML list of links, each rel, href and optionally type,
 * title and hreflang, of which href and title may be templates, rendered for each file as the
 * item's other templates are.
 */



/** Links of one list: what an item carries many times over (a license, its origin, a description, a preview). */
const LINKS_LIMIT = 50;
const EXAMPLE = "e.g. [{rel: license, href: 'https://example.com/terms', title: Terms of use}]";
/** Each placeholder as a plain word: what a template's own text is checked as, before its values are known. */
const filled = (template) => renderTemplate(template, Object.fromEntries(unrendered(template).map((token) => [token.slice(1, -1).split('|')[0], 'x'])));
/**
 * Reads item-links (the input's YAML document, or a rule's field) into link templates, every problem
 * at once, each naming its link: its fields' types, placeholders the run has in href and title only,
 * one link per rel, and what the catalog refuses of the text the templates hold (linkProblem: the
 * rendered links are checked again per item).
 */
function readLinkTemplates(document, groups, source = false) {
    if (!Array.isArray(document))
        return { templates: [], problems: [`expected a YAML list of links, each with rel and href, ${EXAMPLE}`] };
    if (document.length > LINKS_LIMIT)
        return { templates: [], problems: [`${document.length} links, more than the ${LINKS_LIMIT} this tool reads for an item`] };
    const problems = [];
    const templates = [];
    const rels = new Map();
    document.forEach((entry, position) => {
        const index = position + 1;
        if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
            problems.push(`link ${index}: expected a mapping of rel, href and optionally type, title and hreflang, ${EXAMPLE}`);
            return;
        }
        const fields = entry;
        const name = typeof fields.rel === 'string' && fields.rel !== '' ? `link ${index} (rel '${fields.rel.slice(0, 30)}')` : `link ${index}`;
        const refuse = (what) => problems.push(`${name}: ${what}`);
        const unknown = Object.keys(fields).filter((key) => !LINK_FIELDS.includes(key));
        if (unknown.length > 0)
            refuse(`unknown field ${unknown.map((key) => `'${key}'`).join(', ')}; use ${LINK_FIELDS.join(', ')}`);
        const text = (field, template) => {
            const value = fields[field];
            if (value === undefined || value === null)
                return undefined;
            // A title of 2024 is its text; a rel, href, type or language of a number is a mistake.
            if (field === 'title' && (typeof value === 'number' || typeof value === 'boolean'))
                return String(value);
            if (typeof value !== 'string') {
                const kind = Array.isArray(value)
                    ? 'a list'
                    : typeof value === 'object'
                        ? 'a mapping'
                        : `the ${typeof value} ${JSON.stringify(value)}`;
                refuse(`'${field}': expected text, not ${kind}`);
                return undefined;
            }
            if (template) {
                const problem = placeholderProblem(value, groups, source);
                if (problem !== undefined)
                    refuse(`'${field}': ${(0,common/* refusalLine */.tw)(problem)}`);
            }
            else if (unrendered(value).length > 0)
                refuse(`'${field}' '${value}' has a placeholder; only href and title may be templates`);
            // The catalog trims what it stores.
            return value.trim();
        };
        const [rel, href, type, title, hreflang] = ['rel', 'href', 'type', 'title', 'hreflang'].map((field) => text(field, field === 'href' || field === 'title'));
        for (const [field, what] of [
            ['rel', 'what the link is to the item (license, describedby, via, preview, \u2026)'],
            ['href', 'the absolute URL the link leads to'],
        ])
            if (fields[field] === undefined || fields[field] === null)
                refuse(`'${field}' is required: ${what}`);
        if (rel === undefined || href === undefined)
            return;
        const link = {
            rel,
            href,
            ...(type === undefined ? {} : { type }),
            ...(title === undefined || title === '' ? {} : { title }),
            ...(hreflang === undefined ? {} : { hreflang }),
        };
        // The text the templates hold is checked now, once, their placeholders standing for plain words.
        const problem = linkProblem({ ...link, href: filled(href), ...(link.title === undefined ? {} : { title: filled(link.title) }) });
        if (problem !== undefined)
            refuse(problem);
        else if (isBrowserLink(link))
            refuse("rel alternate titled 'STAC Browser' is the catalog's own link to its STAC Browser page; give it another title");
        const first = rels.get(rel);
        if (first !== undefined)
            refuse(`link ${first} has the rel '${rel}' too; the catalog keeps one link per rel`);
        else
            rels.set(rel, index);
        templates.push(link);
    });
    return { templates: problems.length > 0 ? [] : templates, problems };
}
/** A placeholder's value in a URL: percent-encoded, a path's slashes kept ('Bericht 2024.pdf' \u2192 'Bericht%202024.pdf'). */
const inUrl = (value) => value.split('/').map(encodeURIComponent).join('/');
/** The links for one file, its values in href percent-encoded; a title that renders empty is none. */
function renderLinks(templates, values) {
    return templates.map(({ rel, href, type, title, hreflang }) => {
        const shownTitle = title === undefined ? '' : renderTemplate(title, values).trim();
        return {
            rel,
            href: renderTemplate(href, values, inUrl),
            ...(type === undefined ? {} : { type }),
            ...(shownTitle === '' ? {} : { title: shownTitle }),
            ...(hreflang === undefined ? {} : { hreflang }),
        };
    });
}

;// CONCATENATED MODULE: ./src/domain/ids.ts
/** The catalog's rule for collection, item and asset ids. */
const ID_PATTERN = /^[0-9a-z-_.]+$/;
const ID_RULE = "1-255 characters of a-z, 0-9, '-', '_' and '.'";
function isValidId(id) {
    return id.length > 0 && id.length <= 255 && ID_PATTERN.test(id);
}
/**
 * A template whose own text (outside its placeholders) no id may hold, with asset ids lowercased
 * first: refused at once, rather than once per file. What the placeholders give is checked per file.
 */
function idTextRefused(template, lowercased) {
    return !template.split(/\{[^{}]*\}/).every((text) => text === '' || isValidId(lowercased ? text.toLowerCase() : text));
}
/** Why such a template is refused; `kind` names its ids where the input's name does not. */
function idTextRefusal(template, lowercased, kind) {
    const ids = kind === undefined ? 'ids' : `${kind} ids`;
    return {
        what: `'${template}' gives ${ids} the catalog refuses`,
        fix: `ids are ${ID_RULE}${lowercased ? ' (asset ids are lowercased)' : ''}`,
    };
}

;// CONCATENATED MODULE: ./src/domain/media-types.ts
/**
 * The deployed catalog's media types and the file extensions each accepts
 * (geoadmin/service-stac, app/stac_api/utils.py MEDIA_TYPES). An asset id must end
 * in an extension that belongs to its media type.
 */
const ZIP_TYPES = [
    'ascii-grid',
    'ascii-xyz',
    'e00',
    'geotiff',
    'tiff',
    'png',
    'jpeg',
    'dxf',
    'gml',
    'vnd.las',
    'shapefile',
    'filegdb',
    'filegdbp',
    'ms-access',
    'ms-excel',
    'tab',
    'tab-raster',
    'csv',
    'geopackage',
    'geojson',
    'pdf',
    'json',
    'netcdf',
    'xml',
    'dwg',
    'aixm',
].map((name) => `application/x.${name}+zip`);
const TABLE = [
    ...ZIP_TYPES.map((type) => [type, ['zip']]),
    ['application/x.interlis+zip; version=2.3', ['zip']],
    ['application/x.interlis+zip; version=2.4', ['zip']],
    ['application/x.interlis+zip; version=1', ['zip']],
    ['application/zip', ['zip']],
    ['text/x.plain+zip', ['zip']],
    ['application/vnd.apache.parquet', ['parquet']],
    ['image/tiff; application=geotiff', ['tiff', 'tif']],
    ['image/tiff; application=geotiff; profile=cloud-optimized', ['tiff', 'tif']],
    ['image/tiff', ['tiff', 'tif']],
    ['application/vnd.google-earth.kml+xml', ['kml']],
    ['application/vnd.google-earth.kmz', ['kmz']],
    ['application/gml+xml', ['gml', 'xml']],
    ['application/vnd.las', ['las']],
    ['application/vnd.laszip', ['laz', 'zip']],
    ['application/vnd.laszip+copc', ['laz', 'zip']],
    ['text/csv', ['csv']],
    ['application/geopackage+sqlite3', ['gpkg']],
    ['application/geo+json', ['json', 'geojson']],
    ['application/json', ['json']],
    ['application/x.interlis; version=2.3', ['xtf', 'xml']],
    ['application/x.interlis; version=2.4', ['xtf', 'xml']],
    ['application/x.interlis; version=1', ['itf']],
    ['application/pdf', ['pdf']],
    ['application/x-netcdf', ['nc']],
    ['application/xml', ['xml']],
    ['application/vnd.mapbox-vector-tile', ['mbtiles']],
    ['text/plain', ['txt']],
    ['image/jpeg', ['jpeg', 'jpg']],
    ['image/png', ['png']],
    ['application/vnd.sqlite3', ['sqlite']],
    ['application/grib', ['grib', 'grib2']],
    ['application/x-hdf5', ['h5']],
    ['application/x.aixm', ['aixm']],
    ['application/x-tar', ['tar']],
];
/** Normalises a media type as the service does: type/subtype and parameter names lowercased, parameters sorted, joined by "; ". */
function normalizeMediaType(type) {
    // A type without parameters, as nearly every file's is (some are normalised a few times a file): nothing to split or sort.
    if (!type.includes(';'))
        return type.trim().toLowerCase();
    const [essence = '', ...params] = type.split(';').map((part) => part.trim());
    const normalized = params
        .filter((param) => param.length > 0)
        .map((param) => {
        const eq = param.indexOf('=');
        return eq < 0 ? param.toLowerCase() : `${param.slice(0, eq).trim().toLowerCase()}=${param.slice(eq + 1).trim()}`;
    })
        .sort();
    return [essence.toLowerCase(), ...normalized].join('; ');
}
const MEDIA_TYPES = new Map(TABLE.map(([type, extensions]) => [normalizeMediaType(type), extensions]));
/**
 * The media type chosen for an extension when no rule or override says otherwise.
 * Ambiguous extensions get the most common choice for geodata deliveries; docs/metadata.md lists them.
 * A .tif or .tiff is then labelled by its header (assets/content.ts: plain TIFF, GeoTIFF or
 * cloud-optimized GeoTIFF); its entry here stands for a Git LFS file whose content is not here yet.
 */
const DEFAULT_MEDIA_TYPES = new Map([
    ['zip', 'application/zip'],
    ['tif', 'image/tiff; application=geotiff'],
    ['tiff', 'image/tiff; application=geotiff'],
    ['json', 'application/json'],
    ['geojson', 'application/geo+json'],
    ['xml', 'application/xml'],
    ['gml', 'application/gml+xml'],
    ['xtf', 'application/x.interlis; version=2.3'],
    ['itf', 'application/x.interlis; version=1'],
    ['laz', 'application/vnd.laszip'],
    ['las', 'application/vnd.las'],
    ['parquet', 'application/vnd.apache.parquet'],
    ['kml', 'application/vnd.google-earth.kml+xml'],
    ['kmz', 'application/vnd.google-earth.kmz'],
    ['csv', 'text/csv'],
    ['gpkg', 'application/geopackage+sqlite3'],
    ['pdf', 'application/pdf'],
    ['nc', 'application/x-netcdf'],
    ['mbtiles', 'application/vnd.mapbox-vector-tile'],
    ['txt', 'text/plain'],
    ['jpeg', 'image/jpeg'],
    ['jpg', 'image/jpeg'],
    ['png', 'image/png'],
    ['sqlite', 'application/vnd.sqlite3'],
    ['grib', 'application/grib'],
    ['grib2', 'application/grib'],
    ['h5', 'application/x-hdf5'],
    ['aixm', 'application/x.aixm'],
    ['tar', 'application/x-tar'],
].map(([ext, type]) => [ext, normalizeMediaType(type)]));
/** The extension the service checks: the text after the last dot, lowercased ('' when there is none). */
function extensionOf(name) {
    const dot = name.lastIndexOf('.');
    return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
function isKnownMediaType(type) {
    return MEDIA_TYPES.has(normalizeMediaType(type));
}
function extensionsFor(type) {
    return MEDIA_TYPES.get(normalizeMediaType(type)) ?? [];
}
const KNOWN_EXTENSIONS = [...DEFAULT_MEDIA_TYPES.keys()].sort();

;// CONCATENATED MODULE: ./src/domain/properties.ts




/** The item properties item-properties may set, and how the service reads each (serializers/item.py, 900c5ed). */
const KINDS = {
    expires: 'date-time',
    'forecast:reference_datetime': 'date-time',
    'forecast:horizon': 'duration',
    'forecast:duration': 'duration',
    'forecast:variable': 'text',
    'forecast:perturbed': 'boolean',
};
const ITEM_PROPERTY_NAMES = Object.keys(KINDS);
const isItemProperty = (name) => Object.hasOwn(KINDS, name);
/**
 * Reads a YAML mapping of item-properties (the input's, or a rule's) into templates: known keys,
 * scalar values (a YAML true or 12 is taken as its text), placeholders the run has. A value without
 * placeholders is checked now, so that a wrong one is said once and not for every item.
 */
function readPropertyTemplates(document, groups, now) {
    const problems = [];
    const templates = new Map();
    if (document === null || typeof document !== 'object' || Array.isArray(document)) {
        return {
            templates,
            problems: [`expected a YAML mapping of property: value, e.g. {expires: '{ref}+P1D', forecast:horizon: 'PT{h}H'}`],
        };
    }
    for (const [key, raw] of Object.entries(document)) {
        if (!isItemProperty(key)) {
            problems.push(`unknown property '${key}'; use ${ITEM_PROPERTY_NAMES.join(', ')}`);
            continue;
        }
        if (raw === null) {
            templates.set(key, null);
            continue;
        }
        if (!['string', 'number', 'boolean'].includes(typeof raw)) {
            problems.push(`'${key}': expected text, a number or true/false, not a ${Array.isArray(raw) ? 'list' : 'mapping'}`);
            continue;
        }
        const template = String(raw);
        // A template's value is checked per item, once rendered.
        const problem = template.includes('{') ? placeholderLine(template, groups) : propertyProblem(key, template, now);
        if (problem !== undefined)
            problems.push(`'${key}': ${problem}`);
        else
            templates.set(key, template);
    }
    return { templates, problems };
}
/** What is wrong with a template's placeholders, in one line. */
function placeholderLine(template, groups) {
    const refusal = placeholderProblem(template, groups);
    return refusal === undefined ? undefined : (0,common/* refusalLine */.tw)(refusal);
}
/** A property's value for the service, checked as it checks it (expires: not before `now`, ms since 1970); or what is wrong. */
function propertyValue(name, text, now) {
    return serviceValue(name, text.trim(), now);
}
/** `now` undefined: a value the service shows, read back without the check of its writes. */
function serviceValue(name, given, now) {
    switch (KINDS[name]) {
        case 'date-time': {
            const at = parseDateTime(given);
            if (typeof at === 'string')
                return { problem: at };
            // The service refuses an expiry before the moment it reads the item (400 "Property expires can't be in the past.").
            if (name === 'expires' && now !== undefined && at < BigInt(Math.floor(now)) * 1000n) {
                const plus = given.lastIndexOf('+P');
                const from = plus < 0 ? undefined : parseDateTime(given.slice(0, plus));
                return {
                    problem: `'${given}' (${formatDateTime(at)}) is in the past; the catalog refuses an item that has already expired`,
                    expired: { at, ...(typeof from === 'bigint' ? { from } : {}) },
                };
            }
            return { value: formatDateTime(at) };
        }
        case 'duration': {
            const duration = parseDuration(given, { signed: true });
            return typeof duration === 'string' ? { problem: duration } : { value: formatDuration(duration) };
        }
        case 'boolean': {
            const value = yamlBoolean(given);
            return value === undefined ? { problem: `'${given}' is not true or false` } : { value };
        }
        case 'text':
            // The service strips the text, and refuses it blank.
            return given === '' ? { problem: 'it is empty; give the variable, e.g. air_temperature' } : { value: given };
    }
}
/** What is wrong with a value the input gives every item alike; an expiry in the past says what to give instead. */
const propertyProblem = (name, text, now) => {
    const parsed = propertyValue(name, text, now);
    if (!('problem' in parsed))
        return undefined;
    return parsed.expired === undefined
        ? parsed.problem
        : `${parsed.problem}: give a later date-time, or one after each file's own time ('{ref}+P1D', with path-pattern), or leave expires out`;
};
/**
 * The service shows the same value: compared as values, since it writes '2025-11-24T03:00:00Z'
 * back for '20251124T0300Z' and 'P0DT12H00M00S' for 'PT12H'.
 */
function sameProperty(name, shown, desired) {
    if (shown === desired)
        return true;
    if (typeof shown !== 'string' || typeof desired !== 'string')
        return false;
    const parsed = serviceValue(name, shown.trim());
    return 'value' in parsed && parsed.value === desired;
}
/** For plans and summaries: "expires=2025-11-25T03:00:00Z forecast:horizon=P0DT12H00M00S". */
function formatProperties(properties) {
    return ITEM_PROPERTY_NAMES.filter((name) => properties[name] !== undefined)
        .map((name) => `${name}=${String(properties[name])}`)
        .join(' ');
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/domain/shard.ts

/** The shard an asset belongs to: a stable hash of its id, so every job of a matrix agrees without talking. */
function shardOf(id, total) {
    return (0,external_node_crypto_.createHash)('sha256').update(id).digest().readUInt32BE(0) % total;
}
/** What an asset is sharded by: its item and id (a collection's own asset by its id), the same in every job. */
const assetInShard = (item, id, shard) => inShard(`${item ?? ''}/${id}`, shard);
function inShard(id, shard) {
    return shard === undefined || shardOf(id, shard.total) === shard.index;
}

;// CONCATENATED MODULE: ./src/domain/index.ts
/**
 * The vocabulary every phase speaks, apart from the inputs that bring it: date-times and durations
 * as the service reads and shows them, item properties, media types and their extensions, ids,
 * templates and path-pattern, shards, the hosts plain http may reach; and the records of the
 * parsed config each phase takes (config/ makes them). Nothing here reads an input or does I/O.
 * Other folders import from here; modules of this folder import each other directly.
 */












/***/ }),

/***/ 3191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  __: () => (/* reexport */ Budget),
  ke: () => (/* reexport */ Progress),
  yU: () => (/* reexport */ WriteStop),
  NY: () => (/* reexport */ deleteObsolete),
  g7: () => (/* reexport */ execute),
  Yl: () => (/* reexport */ executeItems),
  AI: () => (/* reexport */ itemResultOf),
  Bg: () => (/* reexport */ resultOf)
});

;// CONCATENATED MODULE: ./src/execute/budget.ts
/**
 * At most `limit` pieces of work at a time, whoever starts them: the one owner of how many parts
 * are in flight to the storage, for all files of a run together. Waiting work starts in order.
 */
class Budget {
    #limit;
    #waiting = [];
    #running = 0;
    constructor(limit) {
        this.#limit = Math.max(1, limit);
    }
    async run(work) {
        if (this.#running >= this.#limit)
            await new Promise((resolve) => this.#waiting.push(resolve));
        else
            this.#running++;
        try {
            return await work();
        }
        finally {
            // The slot passes straight to the next in line, or is given back.
            const next = this.#waiting.shift();
            if (next === undefined)
                this.#running--;
            else
                next();
        }
    }
    /** Work under way now (for tests and the bench). */
    get running() {
        return this.#running;
    }
}

// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var common = __webpack_require__(4095);
;// CONCATENATED MODULE: ./src/execute/delete.ts

/** Deletes the obsolete assets. */
async function deleteObsolete(obsolete, options) {
    const { catalog, log, secrets } = options;
    return (0,common/* mapLimit */.sf)(obsolete, options.concurrency, async ({ container, id }) => {
        try {
            await deleteAssetAbortingUploads(catalog, container, id);
            log.info(`delete ${container.item === undefined ? '' : `${container.item}/`}${id} (no selected file maps to it)`);
            return { item: container.item, id, result: 'deleted' };
        }
        catch (error) {
            return { item: container.item, id, result: 'failed', error: secrets.redact((0,common/* errorMessage */.gJ)(error, log.words)) };
        }
    });
}
/** Deletes an asset, aborting its uploads in progress (a stopped run's) first: the service refuses to delete it otherwise. */
async function deleteAssetAbortingUploads(catalog, container, id) {
    for (const uploadId of await catalog.uploadsInProgress(container, id))
        await catalog.abortUpload(container, id, uploadId);
    await catalog.deleteAsset(container, id);
}

// EXTERNAL MODULE: ./src/catalog/index.ts + 8 modules
var src_catalog = __webpack_require__(3893);
// EXTERNAL MODULE: ./src/domain/index.ts + 10 modules
var domain = __webpack_require__(1686);
// EXTERNAL MODULE: ./src/plan/index.ts + 4 modules
var src_plan = __webpack_require__(3550);
;// CONCATENATED MODULE: ./src/execute/refusals.ts


/**
 * Files in a row whose writes the catalog refused as throttled or unavailable (429 or 5xx, still
 * so after the transport's retries), none written between them, after which a run writes no more.
 * Each such file took its retries' backoff, some 8 s: a catalog that refused ten in a row refuses
 * the next thousand the same way, for hours. Other failures (a refused body, a file that changed)
 * neither count nor reset the count; a file written resets it.
 */
const REFUSED_IN_A_ROW = 10;
/** Characters of the refusal that stopped the run quoted in each file's reason. */
const SHOWN_REFUSAL = 160;
/** A file reached a write after the run stopped writing: it is not published, for the stop's reason. */
class WritingStopped extends Error {
    name = 'WritingStopped';
}
/**
 * The run-wide stop when the catalog refuses writes persistently: at once on an answer whose
 * Retry-After asks for longer than a run waits (the catalog's "not now"), or after REFUSED_IN_A_ROW
 * files refused in a row. Once stopped, no file starts a write: those not written yet are reported
 * not published, with the refusal and what to do; writes under way end as they end (each within
 * its retries). Shared by the items and the files of a run.
 */
class WriteStop {
    #log;
    /** Refusals counted: a file's refusal may be told twice (by its create, for those waiting on it, and by the file). */
    #counted = new WeakSet();
    #inARow = 0;
    #reason;
    constructor(log) {
        this.#log = log;
    }
    /** Why the run writes no more, as each file not written says it; undefined while it writes. */
    get reason() {
        return this.#reason;
    }
    /** Before a write: throws WritingStopped once the run has stopped writing. */
    check() {
        if (this.#reason !== undefined)
            throw new WritingStopped(this.#reason);
    }
    /** A file's (or an item's) writes went through: the catalog takes writes. */
    written() {
        this.#inARow = 0;
    }
    /** A file's (or an item's) write failed with `error`: a refusal as throttled or unavailable counts. */
    failed(error) {
        if (!(error instanceof src_catalog/* CatalogBusy */.Zg) || this.#reason !== undefined || this.#counted.has(error))
            return;
        this.#counted.add(error);
        this.#inARow++;
        const refusal = (0,common/* capped */.uo)(error.message, SHOWN_REFUSAL);
        if (error.retryAfterMs !== undefined) {
            const wait = (0,common/* formatElapsed */.C7)(error.retryAfterMs);
            this.#stop(`HTTP ${error.status} with Retry-After: ${Math.round(error.retryAfterMs / 1000)} s, longer than a run waits`, `${refusal}`, `run again once that time (${wait}) has passed`);
        }
        else if (this.#inARow >= REFUSED_IN_A_ROW) {
            this.#stop(`${REFUSED_IN_A_ROW} files in a row refused as throttled or unavailable, the last with HTTP ${error.status}`, refusal, 'run again later, once the catalog takes writes again');
        }
    }
    #stop(why, refusal, then) {
        this.#reason = `not published: the catalog refuses writes (${why}: ${refusal}), and the run stopped writing; ${then}`;
        this.#log.warning(`The catalog refuses writes (${why}: ${refusal}): the run writes no more, and every file not written yet is reported ` +
            `not published; ${then}`);
    }
}

;// CONCATENATED MODULE: ./src/execute/results.ts
function resultOf(entry, result, extra = {}) {
    return {
        file: entry.spec.file.relativePath,
        item: entry.spec.container.item,
        id: entry.spec.fields.id,
        type: entry.spec.fields.type,
        checksum: entry.checksum,
        size: sizeOf(entry),
        href: entry.existing?.href,
        action: entry.action,
        result,
        reason: entry.reason,
        uploadedBytes: 0,
        ...extra,
    };
}
/**
 * The size a result reports: a STAC source's size of 0 is none stated (an empty file is refused);
 * then the target's, where it holds that content and states its size.
 */
function sizeOf({ spec, existing, checksum }) {
    if (spec.file.remote === undefined || spec.file.size > 0)
        return spec.file.size;
    const stored = existing?.['file:size'];
    return existing?.['file:checksum'] === checksum && typeof stored === 'number' ? stored : undefined;
}

;// CONCATENATED MODULE: ./src/execute/read-back.ts


/** What a page of the item listing holds at most (the service's): the items a page read waits for. */
const PAGE = 100;
/**
 * The read back of the items a run writes into, made while the run still writes: each page of the
 * collection's listing is read once the writes of every item it can show are over, so that the
 * listing follows the writes instead of starting after the last one (2,000 items: 20 pages one after
 * another, half a second at 25 ms an answer, were the run's last half second with one request under
 * way of its 16). Items are read as readItems reads them (pages or one by one, within its bounds).
 *
 * The listing is by id. A page read after `last` (the largest id pages have shown) shows items whose
 * ids come after it, at most PAGE of them: of the run's, at most the next PAGE in the same order. So
 * a page is asked for once those are written; any of the run's items a page shows that was still
 * being written when the page was asked for (a catalog whose order is not ours, a page longer than
 * the service's) is read again by itself afterwards (`stale`). An item read by itself is read once
 * its writes are over. Every read takes one of the run's `concurrency` slots, as a file being
 * published does: the run never has more requests under way than it had before.
 */
class ReadBack {
    /** The items the plan writes into, ascending (as the listing is meant to be). */
    #ids;
    #index;
    /** Entries of each item not settled yet. */
    #left;
    /** When each item's writes were over, by the order in which they ended (0: not yet). */
    #settledAt;
    /** Whether any file was written into each item (created or updated): only those are read back. */
    #wrote;
    /** When the read that showed each item was asked for, by the same count. */
    #shownAt = new Map();
    #settledCount = 0;
    #writing = true;
    #abandoned = false;
    #changed = Promise.withResolvers();
    /** The largest id the listing's pages have shown, foreign ones included. */
    #last;
    /** The first of `#ids` after `#last`. */
    #from = 0;
    constructor(entries) {
        const written = new Set();
        for (const entry of entries) {
            const item = entry.spec.container.item;
            if (item !== undefined && entry.action !== 'skip' && entry.action !== 'error')
                written.add(item);
        }
        this.#ids = [...written].sort();
        this.#index = new Map(this.#ids.map((id, index) => [id, index]));
        this.#left = this.#ids.map(() => 0);
        this.#settledAt = this.#ids.map(() => 0);
        this.#wrote = this.#ids.map(() => false);
        for (const entry of entries) {
            const index = entry.spec.container.item === undefined ? undefined : this.#index.get(entry.spec.container.item);
            if (index !== undefined)
                this.#left[index]++;
        }
    }
    /**
     * Starts reading the written items back (resolved once read), or undefined when the plan writes into
     * no item. The reads wait for the writes they read: `settled` and `writesOver` move them on.
     */
    start(catalog, collection, slots, concurrency) {
        if (this.#ids.length === 0)
            return undefined;
        const view = {
            listItems: (of, next) => this.#page(catalog, of, next, slots),
            getItem: async (of, id) => {
                const index = this.#index.get(id);
                await this.#until(() => this.#over(index));
                // Nothing was written into it (its item not made, its files refused): not read back.
                if (index !== undefined && !this.#wrote[index])
                    return undefined;
                this.#shownAt.set(id, this.#settledCount);
                return slots.run(() => catalog.getItem(of, id));
            },
        };
        return (0,src_catalog/* readItems */.F1)(view, collection, this.#ids, concurrency, { written: true, skipTooLarge: true });
    }
    /** An entry's writes are over, whatever their outcome; `wrote`: its file was written (created or updated). */
    settled(entry, wrote) {
        const index = entry.spec.container.item === undefined ? undefined : this.#index.get(entry.spec.container.item);
        if (index === undefined)
            return;
        if (wrote)
            this.#wrote[index] = true;
        if (--this.#left[index] > 0)
            return;
        this.#settledAt[index] = ++this.#settledCount;
        this.#wake();
    }
    /** Every entry has settled (or the writing stopped): nothing is waited for any more. */
    writesOver() {
        this.#writing = false;
        this.#wake();
    }
    /** The writes failed as a whole: no read is asked for any more. */
    abandon() {
        this.#abandoned = true;
        this.#wake();
    }
    /** Items a page showed before their writes were over: to be read again, by themselves. */
    stale() {
        return this.#ids.filter((id, index) => {
            const shown = this.#shownAt.get(id);
            return shown !== undefined && shown < this.#settledAt[index];
        });
    }
    async #page(catalog, collection, next, slots) {
        while (this.#from < this.#ids.length && this.#last !== undefined && this.#ids[this.#from] <= this.#last)
            this.#from++;
        const from = this.#from;
        const to = Math.min(from + PAGE, this.#ids.length);
        // A range none of whose items was written into waits for the end of the writes: its page may not be needed at all.
        await this.#until(() => {
            let wrote = false;
            for (let index = from; index < to; index++) {
                if (!this.#over(index))
                    return false;
                if (this.#wrote[index])
                    wrote = true;
            }
            return wrote || !this.#writing;
        });
        // Nothing written into any item still to be shown (a run whose writes were refused): the listing ends here, unread.
        if (!this.#writing && !this.#wrote.includes(true, from))
            return { items: [], next: undefined };
        const askedAt = this.#settledCount;
        const page = await slots.run(() => catalog.listItems(collection, next));
        for (const item of page?.items ?? []) {
            if (this.#index.has(item.id))
                this.#shownAt.set(item.id, askedAt);
            if (this.#last === undefined || item.id > this.#last)
                this.#last = item.id;
        }
        return page;
    }
    #over(index) {
        return !this.#writing || index === undefined || this.#settledAt[index] !== 0;
    }
    async #until(condition) {
        while (!condition())
            await this.#changed.promise;
        if (this.#abandoned)
            throw new Error('the run stopped writing before its read back');
    }
    #wake() {
        const changed = this.#changed;
        this.#changed = Promise.withResolvers();
        changed.resolve();
    }
    /** The items read back (once the writes are over), those a page showed before their writes were over read again. */
    async items(reads, reread, concurrency) {
        const read = await reads;
        const stale = this.stale().filter((id) => !(read.tooLarge?.has(id) ?? false));
        if (stale.length === 0)
            return read;
        const again = await (0,common/* mapLimit */.sf)(stale, concurrency, async (id) => [id, await reread(id)]);
        const items = new Map(read.items);
        for (const [id, item] of again)
            items.set(id, item);
        return { ...read, items, gets: read.gets + stale.length };
    }
}

;// CONCATENATED MODULE: ./src/execute/transfer.ts


/** The catalog has no upload API (a server that implements only the published description). */
class NoUploadApi extends Error {
    name = 'NoUploadApi';
}
/** Another upload of the asset stays in progress, however often it is aborted (a second writer). */
class UploadStillInProgress extends Error {
    name = 'UploadStillInProgress';
}
/** The catalog's upload cannot take the file's bytes as it was started: a part without a URL to send it to. */
class UploadRefused extends Error {
    name = 'UploadRefused';
}
/** Start over with fresh URLs when this little time is left on a part's presigned URL. */
const URL_EXPIRY_MARGIN_MS = 60_000;
/** Uploads started for one file before it counts as failed (URLs that keep expiring). */
const MAX_STARTS = 3;
/** Rounds of "create \u2192 another upload is in progress \u2192 abort it" before giving up. */
const MAX_CLAIMS = 3;
class UrlsExpiringError extends Error {
}
/**
 * Sends one file's bytes through the catalog's multipart upload API and returns the bytes sent.
 *
 * An upload already in progress for the asset (a stopped run's, or our own whose answer was
 * lost) is resumed when it is for the same bytes \u2014 same checksum, encoding and part MD5s: only
 * the parts the storage does not hold yet are sent, to its presigned URLs while they stay valid.
 * An upload for other bytes is aborted and a new one created. An upload that cannot finish is
 * aborted so that the next run is not blocked.
 *
 * The parts are in a file (`uploadPath`), or read from a source as they are sent (`reader`, a
 * STAC source's content): each part's bytes are held in memory from before its slot among the
 * parts in flight until its PUT has ended, so that a part never holds a slot while it waits for
 * memory, and only the parts the storage lacks are read.
 */
async function transferFile(container, id, digest, options) {
    const request = {
        number_parts: digest.parts.length,
        md5_parts: digest.parts.map((part) => ({ part_number: part.number, md5: part.md5 })),
        'file:checksum': digest.checksum,
        ...(digest.contentEncoding === undefined ? {} : { content_encoding: digest.contentEncoding }),
    };
    // Bytes that reached the storage, over every upload started for the file.
    const sent = { bytes: 0 };
    for (let start = 1;; start++) {
        const claimed = await claim(container, id, request, options);
        try {
            const etags = await sendParts(id, claimed, digest, sent, options);
            const parts = digest.parts.map((part) => ({ etag: etags.get(part.number) ?? '', part_number: part.number }));
            await options.catalog.completeUpload(container, id, claimed.uploadId, parts, digest.checksum);
            return sent.bytes;
        }
        catch (error) {
            await abortQuietly(container, id, claimed.uploadId, options);
            if (error instanceof UrlsExpiringError && start < MAX_STARTS) {
                options.log.info(`Upload of ${id}: presigned URLs are about to expire; starting a new upload`);
                continue;
            }
            throw error;
        }
    }
}
/** A new upload, or the one in progress for the same bytes. */
async function claim(container, id, request, options) {
    const { catalog, log } = options;
    for (let round = 1;; round++) {
        const start = await catalog.createUpload(container, id, request);
        if (start.kind === 'unsupported')
            throw new NoUploadApi(start.why);
        if (start.kind === 'started')
            return { uploadId: start.uploadId, urls: start.urls, stored: new Map() };
        const upload = await catalog.getUpload(container, id, start.uploadId);
        if (upload?.status === 'in-progress' && sameBytes(upload, request)) {
            const stored = keptParts(await catalog.listParts(container, id, start.uploadId), request);
            log.info(`Upload of ${id}: continuing upload ${start.uploadId}, left in progress for the same bytes ` +
                '(by a stopped run, or a request whose answer was lost); ' +
                `${stored.size} of ${request.number_parts} part(s) stored already`);
            return { uploadId: start.uploadId, urls: upload.urls, stored };
        }
        if (round >= MAX_CLAIMS)
            throw new UploadStillInProgress(`create upload of ${id}: another upload (${start.uploadId}) stays in progress; ` +
                'another run is publishing this asset: run again once it has ended');
        if (upload?.status === 'in-progress') {
            log.info(`Upload of ${id}: aborting the upload ${start.uploadId} left in progress (by a run that was stopped) for other bytes`);
            await catalog.abortUpload(container, id, start.uploadId);
        }
        // Aborted or completed meanwhile: it no longer blocks a new one.
    }
}
function sameBytes(upload, request) {
    return (upload.checksum === request['file:checksum'] &&
        upload.contentEncoding === request.content_encoding &&
        upload.md5Parts.size === request.number_parts &&
        request.md5_parts.every((part) => upload.md5Parts.get(part.part_number) === part.md5));
}
/** Stored parts that hold our bytes (S3's part ETag is the quoted hex MD5); others are sent again. */
function keptParts(stored, request) {
    const wanted = new Map(request.md5_parts.map((part) => [part.part_number, Buffer.from(part.md5, 'base64').toString('hex')]));
    return new Map(stored.filter((part) => wanted.get(part.number) === part.etag.replaceAll('"', '').toLowerCase()).map((part) => [part.number, part]));
}
/**
 * Sends the parts the storage does not hold, through the run's budget; the first failure stops
 * the rest. Returns every part's ETag, the stored ones' included.
 */
async function sendParts(id, claimed, digest, sent, options) {
    const now = options.now ?? Date.now;
    const urls = new Map(claimed.urls.map((url) => [url.part, url]));
    const etags = new Map([...claimed.stored].map(([number, part]) => [number, part.etag]));
    const missing = digest.parts.filter((part) => !claimed.stored.has(part.number));
    let failure;
    const send = async (part, body) => {
        if (failure !== undefined)
            return;
        try {
            const url = urls.get(part.number);
            if (url === undefined)
                throw new UploadRefused(`upload of ${id}: the catalog gave no URL for part ${part.number}`);
            if (url.expiresAt - now() < URL_EXPIRY_MARGIN_MS)
                throw new UrlsExpiringError();
            const label = `upload part ${part.number}/${digest.parts.length} of ${id}`;
            const bytes = typeof body === 'function' ? await body() : body;
            etags.set(part.number, await options.catalog.putPart(url.url, { ...part, ...bytes }, label));
            sent.bytes += part.length;
            options.onBytes?.(part.length);
        }
        catch (error) {
            failure ??= { error };
        }
    };
    if ('uploadPath' in digest) {
        // A small file's one part goes from the bytes verified before its upload, not read again.
        const body = digest.bytes !== undefined && digest.parts.length === 1 ? { bytes: digest.bytes } : { path: digest.uploadPath };
        await Promise.all(missing.map((part) => options.budget.run(() => send(part, body))));
    }
    else {
        const { reader } = digest;
        await Promise.all(missing.map(async (part) => {
            // Memory first, then the slot: a part in flight never waits for memory that parts waiting for a slot hold.
            if (failure !== undefined)
                return;
            const held = await reader.hold(part);
            try {
                await options.budget.run(() => send(part, async () => ({ bytes: await held.read() })));
            }
            finally {
                held.release();
            }
        }));
    }
    if (failure !== undefined)
        throw failure.error;
    return etags;
}
async function abortQuietly(container, id, uploadId, options) {
    try {
        await options.catalog.abortUpload(container, id, uploadId);
    }
    catch (error) {
        options.log.warning(`Upload of ${id}: could not abort upload ${uploadId} (${(0,common/* errorMessage */.gJ)(error, options.log.words)}); the next run aborts it`);
    }
}

;// CONCATENATED MODULE: ./src/execute/execute.ts










/** The catalog does not create assets the way the inputs insist on (create-method: post, where it has no POST create). */
class CreateMethodRefused extends Error {
    name = 'CreateMethodRefused';
}
/** An item's result as planned, or with what became of it. */
function itemResultOf(plan, result, error) {
    return {
        item: plan.id,
        action: plan.action,
        result,
        bbox: plan.desired?.bbox,
        ...(plan.desired === undefined ? {} : { geometry: plan.desired.geometry }),
        datetime: plan.desired?.time === undefined ? undefined : (0,domain/* formatItemTime */.Ks)(plan.desired.time),
        ...(plan.desired?.properties === undefined ? {} : { properties: plan.desired.properties }),
        reason: plan.action === 'existing' || plan.desired === undefined ? plan.reason : `${plan.reason} (geometry: ${plan.desired.geometryFrom})`,
        ...(error === undefined ? {} : { error }),
    };
}
/** The most items the service creates in one request. */
const BULK_LIMIT = 100;
/** Rounds of creating an item (or an asset) and reading it, where other writers create and delete it meanwhile. */
const CREATE_ROUNDS = 3;
/** Why a new item that the catalog has is not this run's. */
const UNSEEN = "exists, though the run's read of the catalog did not show it (another writer created it meanwhile, or the listing left it out)";
/** Why a new asset that the catalog has is not this run's: also one that came back with its item, revived after it expired. */
const UNSEEN_ASSET = "exists, though the run's read of the catalog did not show it (another writer created it meanwhile, the listing left it out, " +
    'or its item had expired, which hides it)';
/**
 * Creates and updates the target items (before their assets, which need them), `concurrency`
 * requests at a time. New items go in batches of at most 100, each one request (the service's bulk
 * create); a batch the catalog refuses (an id that exists: hidden since it expired, or written
 * meanwhile by another; or a body it refuses) is created item by item (createItem), as are the items
 * of a catalog without the bulk create. Changed items are PATCHed, one request each; unchanged ones
 * cost nothing.
 */
async function executeItems(plans, options) {
    const { catalog, collection, concurrency, secrets, log, stop } = options;
    const results = new Map();
    const failed = (plan, error) => results.set(plan.id, itemResultOf(plan, 'failed', secrets.redact((0,common/* errorMessage */.gJ)(error, log?.words))));
    const creates = plans.filter((plan) => plan.action === 'create');
    // One item costs one request either way: PUT, which needs no key.
    const batches = creates.length >= 2 ? balancedBatches(creates, BULK_LIMIT) : [];
    const oneByOne = creates.length >= 2 ? [] : [...creates];
    let bulkUnsupported = false;
    const work = [
        ...batches.map((batch) => ({ batch })),
        ...plans.filter((plan) => plan.action === 'update').map((update) => ({ update })),
    ];
    await (0,common/* mapLimit */.sf)(work, concurrency, async (task) => {
        if (stop?.reason !== undefined) {
            for (const plan of 'update' in task ? [task.update] : task.batch)
                failed(plan, stop.reason);
            return;
        }
        if ('update' in task) {
            try {
                await updateItem(catalog, collection, task.update);
                stop?.written();
                results.set(task.update.id, itemResultOf(task.update, 'updated'));
            }
            catch (error) {
                stop?.failed(error);
                failed(task.update, error);
            }
            return;
        }
        if (bulkUnsupported) {
            oneByOne.push(...task.batch);
            return;
        }
        try {
            const outcome = await catalog.createItems(collection, task.batch.map((plan) => (0,src_plan/* itemBody */.sc)(plan.desired)));
            if (outcome.kind === 'created') {
                stop?.written();
                for (const plan of task.batch)
                    results.set(plan.id, itemResultOf(plan, 'created'));
                return;
            }
            if (outcome.kind === 'methodNotAllowed') {
                if (!bulkUnsupported)
                    log?.info('The catalog answered 405 to creating items in bulk: creating them one by one with PUT');
                bulkUnsupported = true;
            }
            else {
                log?.info(`${task.batch.length} new item(s) written one by one: the catalog refused them in bulk (${outcome.why.replaceAll('\n', ' ')})`);
            }
            oneByOne.push(...task.batch);
        }
        catch (error) {
            stop?.failed(error);
            for (const plan of task.batch)
                failed(plan, error);
        }
    });
    await (0,common/* mapLimit */.sf)(oneByOne, concurrency, async (plan) => {
        if (stop?.reason !== undefined) {
            failed(plan, stop.reason);
            return;
        }
        try {
            results.set(plan.id, await createOne(plan, options));
            stop?.written();
        }
        catch (error) {
            stop?.failed(error);
            failed(plan, error);
        }
    });
    return plans.map((plan) => results.get(plan.id) ?? itemResultOf(plan, plan.action === 'unchanged' ? 'unchanged' : 'existing'));
}
/**
 * Creates one new item without ever replacing one that exists. A create that meets an item of its
 * id reads it: another writer made it after the run read the catalog (another shard, another
 * pipeline), or the listing left it out; it is treated as any existing item is, left as it is under
 * items: create, changed where it differs from what the run sets under items: sync (PATCH, which keeps
 * what the run does not set). An item that exists though no read shows it has expired, which hides
 * it, or was deleted meanwhile: PUT revives or creates it. An item deleted before its PATCH is
 * created in the next round.
 */
async function createOne(plan, options) {
    const { catalog, collection, mode, log } = options;
    const body = (0,src_plan/* itemBody */.sc)(plan.desired);
    for (let round = 1;; round++) {
        const created = await catalog.createItem(collection, body);
        if (created === 'created')
            return itemResultOf(plan, 'created');
        if (created === 'replaced') {
            log?.warning(`item ${plan.id} existed, though no read showed it, and the catalog replaced it with this run's: it ignores If-None-Match`);
            return itemResultOf(plan, 'created');
        }
        const remote = await catalog.getItem(collection, plan.id);
        if (remote === undefined) {
            if ((await catalog.putItem(collection, body)) === 'updated') {
                log?.info(`item ${plan.id} existed, though no read showed it (it had expired, which hides an item): replaced with this run's`);
            }
            return itemResultOf(plan, 'created');
        }
        const settled = (0,src_plan/* planItem */.$P)(plan.id, mode, remote, plan.desired, log?.words);
        const items = (value) => (0,common/* render */.XX)([(0,common/* input */.hF)('items', { value })], log?.words);
        // Never a problem: the item exists, and the run describes it.
        if ('subject' in settled)
            throw new Error(`item ${plan.id}: no plan for an item that exists`);
        if (settled.action === 'existing') {
            log?.info(`item ${plan.id} ${UNSEEN}: left as it is (${items('create')})`);
            return itemResultOf({ ...plan, desired: undefined, reason: `${UNSEEN}: left as it is (${items('create')})` }, 'existing');
        }
        if (settled.action === 'unchanged') {
            log?.info(`item ${plan.id} ${UNSEEN}: it is as this run would write it (${items('sync')})`);
            return itemResultOf({ ...plan, reason: `${UNSEEN}, as this run would write it` }, 'unchanged');
        }
        try {
            await updateItem(catalog, collection, settled);
        }
        catch (error) {
            // Deleted since it was read: the next round creates it.
            if (round < CREATE_ROUNDS && (await catalog.getItem(collection, plan.id).catch(() => remote)) === undefined)
                continue;
            throw error;
        }
        log?.info(`item ${plan.id} ${UNSEEN}: ${settled.reason}, updated (${items('sync')})`);
        return itemResultOf({ ...plan, reason: `${UNSEEN}; ${settled.reason}` }, 'updated');
    }
}
/** An item's PATCH, and before it, where it gives a stored link another hreflang, the PATCH that drops that link (the plan's unlink). */
async function updateItem(catalog, collection, plan) {
    if (plan.unlink !== undefined)
        await catalog.patchItem(collection, plan.id, plan.unlink);
    await catalog.patchItem(collection, plan.id, plan.changes);
}
/** As few batches of at most `limit` as there must be, of equal sizes, so that they take equally long. */
function balancedBatches(all, limit) {
    const count = Math.ceil(all.length / limit);
    return Array.from({ length: count }, (_, index) => all.slice(Math.floor((index * all.length) / count), Math.floor(((index + 1) * all.length) / count)));
}
/**
 * Carries out the plan, `concurrency` files at a time, and reads every written container back once
 * to confirm what the catalog now shows: the items as their writes end (read-back.ts), in the same
 * `concurrency` slots, the rest after the last write. Each file stands alone: a failure is recorded
 * on its result and the others go on.
 */
async function execute(entries, options) {
    const executor = new Executor(options);
    const { concurrency } = options.transfer;
    const slots = new Budget(concurrency);
    const readBack = new ReadBack(entries);
    const collection = entries.find((entry) => entry.spec.container.item !== undefined)?.spec.container.collection;
    const reads = collection === undefined ? undefined : readBack.start(options.catalog, collection, slots, concurrency);
    // Settled, failed or not, before verify looks at it; the reads wait for the writes they read.
    reads?.catch(() => undefined);
    let written;
    try {
        written = await (0,common/* mapLimit */.sf)(entries, concurrency, async (entry) => {
            let wrote = false;
            try {
                const done = await slots.run(() => executor.run(entry));
                wrote = done.result.result === 'created' || done.result.result === 'updated';
                return done;
            }
            finally {
                readBack.settled(entry, wrote);
            }
        });
    }
    catch (error) {
        // No read goes on after the run's writes failed as a whole.
        readBack.abandon();
        throw error;
    }
    finally {
        readBack.writesOver();
    }
    const readBackItems = reads === undefined || collection === undefined
        ? undefined
        : () => readBack.items(reads, (id) => options.catalog.getItem(collection, id), concurrency);
    return executor.verify(entries, written, readBackItems);
}
class Executor {
    #options;
    #stop;
    /** While create-method auto has not learnt the method, the first create asks and the rest wait. */
    #probe;
    /** A create that asked ended without deciding: from then on each create asks by itself, none waits. */
    #undecided = false;
    /** Bodies read before their asset's first write, until its upload takes them. */
    #readFirst = new Map();
    constructor(options) {
        this.#options = options;
        this.#stop = options.stop ?? new WriteStop(options.log);
    }
    async run(entry) {
        const done = this.#options.pending.add(`publishing ${entry.spec.file.relativePath}`);
        try {
            return await this.#apply(entry);
        }
        finally {
            done();
            this.#options.progress?.fileDone();
        }
    }
    async #apply(entry) {
        const itemFailed = entry.spec.container.item === undefined ? undefined : this.#options.failedItems?.get(entry.spec.container.item);
        if (itemFailed !== undefined) {
            const error = `item ${entry.spec.container.item} could not be written (${itemFailed}); nothing was written for this file`;
            return { result: resultOf(entry, 'failed', { error }), checksum: undefined };
        }
        if (entry.action === 'skip')
            return { result: resultOf(entry, 'skipped'), checksum: undefined };
        if (entry.action === 'error')
            return { result: resultOf(entry, 'failed', { error: entry.reason }), checksum: undefined };
        // The catalog refuses writes persistently: no file starts a write any more.
        if (this.#stop.reason !== undefined)
            return { result: resultOf(entry, 'failed', { error: this.#stop.reason }), checksum: undefined };
        // What the file's result says: the plan, or what a create found instead.
        let reported = entry;
        const { bodies, traits } = this.#options;
        const { file } = entry.spec;
        try {
            // Content that may not be what its source states is read, and checked, before anything of its asset is written.
            if (entry.upload && traits.uploads !== false && bodies.readsBeforeWrite?.(file) === true)
                this.#readFirst.set(file, await bodies.forUpload(file));
            if (entry.action === 'create')
                return await this.#createNew(entry, (said) => (reported = said));
            return await this.#write(entry, entry);
        }
        catch (error) {
            this.#stop.failed(error);
            if ((0,common/* isInternalError */.wA)(error))
                this.#options.log.debug(`${(0,common/* inert */.tJ)(entry.spec.file.relativePath)}: ${(0,common/* internalDetail */.le)(error)}`);
            return {
                result: resultOf(reported, 'failed', { error: this.#options.secrets.redact((0,common/* errorMessage */.gJ)(error, this.#options.log.words)) }),
                checksum: undefined,
            };
        }
        finally {
            // Read, but not uploaded after all (an asset another writer made meanwhile, left as it is).
            const unsent = this.#readFirst.get(file);
            if (unsent !== undefined) {
                await unsent.release();
                this.#readFirst.delete(file);
            }
        }
    }
    /**
     * Creates a new asset, never over one that exists: one it meets is read and planned again (#met),
     * in at most CREATE_ROUNDS rounds where other writers create and delete it meanwhile. `report`
     * learns what the file's result says: the plan, or what the create found instead.
     */
    async #createNew(entry, report) {
        const { catalog } = this.#options;
        const { container, fields } = entry.spec;
        for (let round = 1;; round++) {
            report(entry);
            const made = await this.#create(entry);
            // Only POST (as published) sends the checksum: after a PUT the file is there once uploaded.
            if (made !== 'exists')
                return this.#uploadThen(entry, entry, { mustUpload: entry.upload, dataKept: made === 'post', outcome: 'created' });
            const remote = await catalog.getAsset(container, fields.id);
            if (remote === undefined) {
                // Gone again before it was read: the next round creates it.
                if (round < CREATE_ROUNDS)
                    continue;
                throw new Error(`create asset ${fields.id}: an asset of its id existed at each of ${CREATE_ROUNDS} creates and was gone ` +
                    'each time it was read (other writers create and delete it meanwhile); run again');
            }
            const met = this.#met(entry, remote);
            const reported = { ...met, action: entry.action };
            report(reported);
            if (met.action === 'skip' || met.action === 'error') {
                // The catalog answered the create: it takes writes.
                this.#stop.written();
                if (met.action === 'skip')
                    return { result: resultOf(reported, 'skipped'), checksum: undefined };
                return { result: resultOf(reported, 'failed', { error: `asset '${fields.id}' ${met.reason}` }), checksum: undefined };
            }
            try {
                return await this.#write(met, reported);
            }
            catch (error) {
                // Deleted between its read and its PATCH: the next round creates it.
                if (round < CREATE_ROUNDS && (await catalog.getAsset(container, fields.id).catch(() => remote)) === undefined)
                    continue;
                throw error;
            }
        }
    }
    /** An update or an upload, as `entry` plans it; its result as `reported` says it. */
    async #write(entry, reported) {
        const reset = entry.action !== 'update' ? false : entry.replace ? await this.#replace(entry) : await this.#patch(entry);
        // The file is meant to be there afterwards unless this run cannot upload it.
        return this.#uploadThen(entry, reported, { mustUpload: entry.upload || reset, dataKept: !entry.upload && !reset, outcome: 'updated' });
    }
    /** Uploads the file where it must be, and says what became of it. `dataKept`: the catalog has the file without an upload. */
    async #uploadThen(entry, reported, how) {
        if (how.mustUpload)
            this.#stop.check();
        const uploaded = how.mustUpload ? await this.#upload(entry) : undefined;
        this.#stop.written();
        // The content's size as read: a STAC source that states none has it known only now.
        const result = resultOf(reported, how.outcome, {
            uploadedBytes: uploaded?.sent ?? 0,
            ...(uploaded === undefined ? {} : { size: uploaded.size }),
        });
        return { result, checksum: how.dataKept || uploaded !== undefined ? entry.checksum : undefined };
    }
    /**
     * A new asset's create met an asset of its id that the run's read did not show: another writer
     * made it after the read (another shard, another pipeline), the listing left its item out, or it
     * came back with its item, revived after it expired. It is planned as any asset that exists is, by
     * if-exists, with the planner's own comparison: left alone where it is as planned (skip) or may not
     * be changed (fail, a type the catalog cannot change in place); updated (PATCH, the file uploaded
     * where it differs) under skip-unchanged; replaced under overwrite.
     */
    #met(entry, remote) {
        const { safety, log } = this.#options;
        const [again] = (0,src_plan/* plan */.et)([{ spec: entry.spec, checksum: entry.checksum }], new Map([[remote.id, remote]]), safety.ifExists, log.words);
        const what = again.action === 'skip'
            ? 'unchanged, left as it is'
            : again.action === 'error' && safety.ifExists === 'fail'
                ? (0,common/* render */.XX)((0,common/* say */.cv) `left as it is (${(0,common/* input */.hF)('if-exists', { value: 'fail' })})`, log.words)
                : again.reason;
        const reason = `${UNSEEN_ASSET}: ${what}`;
        log.info(`asset ${entry.spec.fields.id} in ${(0,src_catalog/* containerName */.xN)(entry.spec.container)} ${reason}`);
        return { ...again, reason };
    }
    /** Creates the asset, never over one that exists: the method used (only POST, as published, sends the checksum), or 'exists'. */
    async #create(entry) {
        const { catalog, traits, log } = this.#options;
        const { container, fields } = entry.spec;
        for (;;) {
            // Also after waiting for another create's answer: it may have stopped the run's writes.
            this.#stop.check();
            if (traits.create === 'put') {
                const made = await catalog.createAsset(container, fields, entry.checksum);
                if (made === 'replaced') {
                    log.warning(`asset ${fields.id} in ${(0,src_catalog/* containerName */.xN)(container)} existed, though no read showed it, and the catalog replaced it ` +
                        "with this run's: it ignores If-None-Match");
                }
                return made === 'exists' ? 'exists' : 'put';
            }
            if (traits.create === 'post') {
                const made = await catalog.postAsset(container, fields, entry.checksum);
                if (made !== 'methodNotAllowed')
                    return made === 'created' ? 'post' : 'exists';
                const use = (0,common/* say */.cv) `use ${(0,common/* input */.hF)('create-method', { value: 'put' })} or auto`;
                throw new CreateMethodRefused((0,common/* render */.XX)((0,common/* say */.cv) `create asset ${fields.id}: the catalog does not create assets with POST (it answered 405); ${use}`, this.#options.log.words));
            }
            if (this.#probe !== undefined) {
                await this.#probe;
                continue;
            }
            const asked = this.#ask(entry);
            // The first create asks alone, so that a catalog without POST meets one POST, not one per file in flight.
            if (!this.#undecided) {
                const settled = () => void (this.#probe = undefined);
                this.#probe = asked.then(settled, settled);
            }
            const answer = await asked;
            if (answer !== 'put')
                return answer;
        }
    }
    /**
     * A create with POST, which decides create-method auto: 'post' when it created the asset, 'exists'
     * when it met one of its id (a 409: the catalog has POST), 'put' after a 405 (said once). A create
     * refused for its own reasons decides nothing; nor would the next, if the catalog refuses them all:
     * from then on every create asks by itself, none waiting for another's answer, so that no file
     * waits behind the refusals of the files before it.
     */
    async #ask(entry) {
        const { catalog, traits, log } = this.#options;
        const { container, fields } = entry.spec;
        try {
            const made = await catalog.postAsset(container, fields, entry.checksum);
            if (made !== 'methodNotAllowed') {
                traits.create = 'post';
                return made === 'created' ? 'post' : 'exists';
            }
        }
        catch (error) {
            // Counted before the creates waiting for this answer go on: a refusal that stops the run stops them.
            this.#stop.failed(error);
            this.#undecided = true;
            throw error;
        }
        if (traits.create !== 'put') {
            traits.create = 'put';
            log.info('The catalog answered 405 to POST: creating assets with PUT (upsert) from now on, as the deployed service expects');
        }
        return 'put';
    }
    /** Changes the metadata that differ; true when the asset's file was reset on the way (PUT). */
    async #patch(entry) {
        const { catalog, traits, log } = this.#options;
        if (traits.patch !== false) {
            if ((await catalog.patchAsset(entry.spec.container, entry.spec.fields.id, entry.changes)) === 'updated') {
                traits.patch = true;
                return false;
            }
            if (traits.learnNoPatch())
                log.info('The catalog answered 405 to PATCH: replacing assets with PUT instead, and uploading their files again');
        }
        return this.#replace(entry);
    }
    /** Replaces the asset with PUT, deleting it first when its media type changes; its file is reset. */
    async #replace(entry) {
        const { catalog } = this.#options;
        const { container, fields } = entry.spec;
        if (entry.recreate)
            await deleteAssetAbortingUploads(catalog, container, fields.id);
        await catalog.putAsset(container, fields, !entry.recreate);
        return true;
    }
    /** The bytes sent and the content's size, or undefined when this run does not upload (upload: false, or no upload API). */
    async #upload(entry) {
        const { transfer, traits, log, catalog, budget, bodies, progress, now } = this.#options;
        if (traits.uploads === false)
            return undefined;
        const { container, fields, file } = entry.spec;
        const body = this.#readFirst.get(file) ?? (await bodies.forUpload(file));
        this.#readFirst.delete(file);
        try {
            const bytes = await transferFile(container, fields.id, body.digest, {
                catalog,
                budget,
                log,
                ...(progress === undefined ? {} : { onBytes: (sent) => progress.bytesSent(sent) }),
                ...(now === undefined ? {} : { now }),
            });
            traits.uploads = true;
            return { sent: bytes, size: body.digest.size };
        }
        catch (error) {
            if (error instanceof src_catalog/* PartBytesChanged */.$$) {
                const parts = body.digest.parts.length;
                throw new common/* FileChangedError */.jL(file.relativePath, `part ${error.partNumber} of ${parts} was read with other bytes than when its checksum was computed; the storage refused it`, 'its upload was aborted');
            }
            if (!(error instanceof NoUploadApi))
                throw error;
            const strict = (0,common/* input */.hF)('upload', { value: 'true' });
            if (transfer.upload === 'true') {
                const fix = (0,common/* say */.cv) `set ${(0,common/* input */.hF)('upload', { value: 'auto' })} to publish metadata only, or check ${(0,common/* input */.hF)('base-url')}`;
                throw new NoUploadApi((0,common/* render */.XX)((0,common/* say */.cv) `upload of ${fields.id}: the catalog offers no upload API (${error.message}), and ${strict}; ${fix}`, log.words));
            }
            if (traits.learnNoUploads()) {
                log.warning((0,common/* render */.XX)((0,common/* say */.cv) `The catalog offers no upload API (${error.message}): publishing metadata only. Set ${strict} to make this an error.`, log.words));
            }
            return undefined;
        }
        finally {
            await body.release();
        }
    }
    /**
     * One read back of every written item (or collection) confirms that every written asset shows
     * the expected type and checksum; one that does not is a failed file. Items are read as planning
     * reads them (the collection's listing, or one read per item, whichever costs fewer requests);
     * hrefs come from the same read.
     */
    async verify(entries, written, readBack) {
        const { catalog, secrets, transfer } = this.#options;
        const containers = new Map();
        written.forEach(({ result }, index) => {
            const container = entries[index].spec.container;
            if (result.result === 'created' || result.result === 'updated')
                containers.set((0,src_catalog/* containerKey */.Ho)(container), container);
        });
        /** What each written container shows, or why it could not be read back. */
        const shown = new Map();
        const itemAssetsOf = (item) => (item === undefined ? [] : (0,src_catalog/* itemAssets */.fU)(item));
        const byId = (assets) => new Map([...assets].map((asset) => [asset.id, asset]));
        const items = [...containers.values()].filter((container) => container.item !== undefined);
        // A run publishes into one collection.
        const collection = items[0]?.collection;
        if (collection !== undefined) {
            try {
                // Read while the run wrote (every item it meant to write into), or now.
                const reads = readBack === undefined
                    ? await (0,src_catalog/* readItems */.F1)(catalog, collection, items.map((container) => container.item), transfer.concurrency, { written: true, skipTooLarge: true })
                    : await readBack();
                for (const container of items)
                    shown.set((0,src_catalog/* containerKey */.Ho)(container), { assets: byId(itemAssetsOf(reads.items.get(container.item))) });
                // An item too large to read whole: each asset written into it is read by itself.
                for (const item of reads.tooLarge ?? []) {
                    const container = { collection, item };
                    const ids = written.flatMap(({ result }, index) => (result.result === 'created' || result.result === 'updated') &&
                        (0,src_catalog/* containerKey */.Ho)(entries[index].spec.container) === (0,src_catalog/* containerKey */.Ho)(container)
                        ? [result.id]
                        : []);
                    if (ids.length === 0)
                        continue;
                    this.#options.log.info(`Item ${item} is too large to read back whole: its ${ids.length} written asset(s) are read one by one`);
                    const assets = await (0,common/* mapLimit */.sf)(ids, transfer.concurrency, (id) => catalog.getAsset(container, id));
                    shown.set((0,src_catalog/* containerKey */.Ho)(container), { assets: byId(assets.filter((asset) => asset !== undefined)) });
                }
            }
            catch (error) {
                for (const container of items)
                    shown.set((0,src_catalog/* containerKey */.Ho)(container), { unread: (0,common/* errorMessage */.gJ)(error, this.#options.log.words) });
            }
        }
        await (0,common/* mapLimit */.sf)([...containers].filter(([, container]) => container.item === undefined), transfer.concurrency, async ([key, container]) => {
            try {
                shown.set(key, { assets: byId((await catalog.listAssets(container)) ?? []) });
            }
            catch (error) {
                shown.set(key, { unread: (0,common/* errorMessage */.gJ)(error, this.#options.log.words) });
            }
        });
        return written.map(({ result, checksum }, index) => {
            if (result.result !== 'created' && result.result !== 'updated')
                return result;
            const { container } = entries[index].spec;
            const read = shown.get((0,src_catalog/* containerKey */.Ho)(container));
            if ('unread' in read) {
                const error = `written, but reading ${(0,src_catalog/* containerName */.xN)(container)} back to confirm it failed (${read.unread}); run again to confirm`;
                return { ...result, result: 'failed', error: secrets.redact(error) };
            }
            const asset = read.assets.get(result.id);
            const problem = asset === undefined
                ? `the catalog no longer shows asset ${result.id}`
                : asset.type !== result.type
                    ? `the catalog shows media type '${asset.type ?? '(none)'}', not '${result.type}'`
                    : checksum !== undefined && asset['file:checksum'] !== checksum
                        ? `the catalog shows checksum ${asset['file:checksum'] ?? '(none)'}, not ${checksum}`
                        : undefined;
            if (problem === undefined)
                return { ...result, href: asset?.href ?? result.href };
            const error = `written, but ${problem}: a second writer changed it meanwhile, or the upload was lost; run again`;
            return { ...result, result: 'failed', error: secrets.redact(error) };
        });
    }
}

;// CONCATENATED MODULE: ./src/execute/progress.ts

/**
 * A line at a steady interval for long runs (files, bytes, rate, time left), never a line per
 * chunk, and a warning when nothing has moved for a long time. Once bytes flow, the first line
 * comes `firstMs` after the first byte (an upload that ends sooner prints none), then one every
 * `intervalMs`; the rate and the time left are measured from that first byte, so that the items
 * and metadata written before it do not make an upload look slow.
 */
class Progress {
    #log;
    #totalFiles;
    #totalBytes;
    #firstMs;
    #intervalMs;
    #stallMs;
    #now;
    #unknownSizes;
    #files = 0;
    #bytes = 0;
    #firstByte;
    #lastMove;
    #stallWarned = false;
    #timer;
    #first;
    #stopped = false;
    constructor(log, totalFiles, totalBytes, options = {}) {
        this.#log = log;
        this.#totalFiles = totalFiles;
        this.#totalBytes = totalBytes;
        this.#firstMs = options.firstMs ?? 5_000;
        this.#intervalMs = options.intervalMs ?? 30_000;
        this.#stallMs = options.stallMs ?? 300_000;
        this.#now = options.now ?? Date.now;
        this.#unknownSizes = options.unknownSizes ?? 0;
        this.#lastMove = this.#now();
    }
    /** Lines every interval, which also notice a stall before any byte flows. */
    start() {
        this.#timer = (0,common/* guardInterval */.pB)(() => this.tick(), this.#intervalMs);
    }
    stop() {
        this.#stopped = true;
        clearInterval(this.#timer);
        clearTimeout(this.#first);
    }
    bytesSent(bytes) {
        if (this.#firstByte === undefined && bytes > 0 && !this.#stopped) {
            this.#firstByte = this.#now();
            // The steady lines start over from the first line, so that two never come close together.
            clearInterval(this.#timer);
            this.#first = (0,common/* guardTimeout */.Sc)(() => {
                this.tick();
                this.start();
            }, this.#firstMs);
        }
        this.#bytes += bytes;
        this.#moved();
    }
    fileDone() {
        this.#files++;
        this.#moved();
    }
    /** What the timer prints; public so that tests drive it with their own clock. */
    tick() {
        const now = this.#now();
        const elapsed = this.#firstByte === undefined ? 0 : now - this.#firstByte;
        const rate = elapsed > 0 ? this.#bytes / (elapsed / 1000) : 0;
        const left = this.#totalBytes - this.#bytes;
        const eta = rate > 0 && left > 0 ? `, about ${(0,common/* formatElapsed */.C7)((left / rate) * 1000)} left` : '';
        const share = this.#totalBytes > 0 ? ` (${Math.floor((this.#bytes / this.#totalBytes) * 100)}%)` : '';
        // A total that leaves some files out is a floor: no share of it, no time left.
        const floor = `${this.#totalBytes > 0 ? `at least ${(0,common/* formatBytes */.z3)(this.#totalBytes)}` : 'a total not known'} ` +
            `(${this.#unknownSizes} file(s) of a size not known until read)`;
        const uploaded = this.#unknownSizes === 0
            ? `${(0,common/* formatBytes */.z3)(this.#bytes)} of ${(0,common/* formatBytes */.z3)(this.#totalBytes)} uploaded${share}, ${(0,common/* formatBytes */.z3)(rate)}/s${eta}`
            : `${(0,common/* formatBytes */.z3)(this.#bytes)} uploaded of ${floor}, ${(0,common/* formatBytes */.z3)(rate)}/s`;
        this.#log.info(`Progress: ${this.#files}/${this.#totalFiles} files, ${uploaded}`);
        if (!this.#stallWarned && now - this.#lastMove >= this.#stallMs && this.#files < this.#totalFiles) {
            this.#stallWarned = true;
            this.#log.warning(`No progress for ${(0,common/* formatElapsed */.C7)(now - this.#lastMove)}: the catalog or storage may be stalled; ` +
                "requests time out after the 'timeout' input");
        }
    }
    #moved() {
        this.#lastMove = this.#now();
        this.#stallWarned = false;
    }
}

;// CONCATENATED MODULE: ./src/execute/index.ts
/**
 * Carrying out the plan: items, assets, uploads with resume, the one budget of parts in flight,
 * deletions, progress, and what became of each file.
 * Other folders import from here; modules of this folder import each other directly.
 */








/***/ }),

/***/ 9204:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  nx: () => (/* reexport */ LFS_POINTER_MAX_SIZE),
  X_: () => (/* reexport */ lfsChecksum),
  VI: () => (/* reexport */ namedFiles),
  y: () => (/* reexport */ parseLfsPointer),
  po: () => (/* reexport */ pointerText),
  DC: () => (/* reexport */ refusedRead),
  AL: () => (/* reexport */ selectFiles),
  rx: () => (/* reexport */ unreadableFiles),
  $Z: () => (/* reexport */ unreadableProblem)
});

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/config/index.ts + 1 modules
var src_config = __webpack_require__(14);
// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var common = __webpack_require__(4095);
;// CONCATENATED MODULE: ./src/files/lfs.ts

/** Pointer files are smaller than this (git-lfs reads no larger file as a pointer). */
const LFS_POINTER_MAX_SIZE = 1024;
/** The specification's version URLs, compared as strings as it asks (git-lfs still reads the pre-release one). */
const VERSIONS = new Set(['https://git-lfs.github.com/spec/v1', 'https://hawser.github.com/spec/v1']);
/** How every pointer starts: a small file that starts so is either a pointer or a broken one, never data. */
const POINTER_START = /^version https:\/\/(git-lfs|hawser)\.github\.com\/spec\//;
const KEY = /^[a-z0-9.-]+$/;
const OID = /^sha256:[0-9a-f]{64}$/;
const DECIMAL = /^[0-9]{1,16}$/;
/** A value from a broken pointer, as its problem quotes it. */
const shown = (value) => (0,common/* capped */.uo)(value, 80);
/**
 * The file's bytes read as a Git LFS pointer, by the specification (docs/spec.md of git-lfs):
 * UTF-8 lines `key value` each ending in LF, `version` first and one of the spec's URLs, the other
 * keys in ascending order and each once, `oid` as sha256: and 64 lowercase hex digits, `size` in
 * decimal digits and at most 2^53 \u2212 1 (what a number holds exactly), nothing else (git-lfs reads
 * no other key either; an `ext-\u2026` key asks for a filter the action does not run). Files of
 * LFS_POINTER_MAX_SIZE bytes and more, and files that do not start with a version line, are
 * content. Bounded: at most 1 KiB is read, in one pass.
 */
function readLfsPointer(bytes) {
    if (bytes.length >= LFS_POINTER_MAX_SIZE || !POINTER_START.test(bytes.toString('latin1', 0, 64)))
        return undefined;
    const broken = (problem) => ({ problem });
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        return broken('it is not UTF-8 text');
    }
    if (!text.endsWith('\n'))
        return broken('its last line does not end with a newline (LF)');
    const values = new Map();
    let previous = '';
    for (const [index, line] of text.slice(0, -1).split('\n').entries()) {
        const space = line.indexOf(' ');
        const key = line.slice(0, Math.max(space, 0));
        const value = line.slice(space + 1);
        if (space < 0 || !KEY.test(key))
            return broken(`line ${index + 1} is not a key (a-z, 0-9, '.', '-'), one space and a value`);
        if (value.includes('\r'))
            return broken(`line ${index + 1} ends in CR LF, not LF`);
        if (values.has(key))
            return broken(`'${key}' is given more than once`);
        if (index > 0 && key <= previous)
            return broken(`'${key}' comes after '${previous}'; the keys after version are in ascending order`);
        if (index > 0)
            previous = key;
        values.set(key, value);
    }
    const version = values.get('version');
    if (!VERSIONS.has(version))
        return broken(`the version '${shown(version)}' is not ${[...VERSIONS].join(' or ')}`);
    const other = [...values.keys()].find((key) => key !== 'version' && key !== 'oid' && key !== 'size');
    if (other !== undefined)
        return broken(other.startsWith('ext-')
            ? `it names the Git LFS extension '${other}', whose filter this tool does not run`
            : `'${other}' is not a key of a pointer (version, oid, size)`);
    const oid = values.get('oid');
    const size = values.get('size');
    if (oid === undefined || size === undefined)
        return broken(`it has no ${oid === undefined ? 'oid' : 'size'} line`);
    if (!OID.test(oid))
        return broken(`the oid '${shown(oid)}' is not sha256: followed by 64 lowercase hex digits`);
    if (!DECIMAL.test(size) || Number(size) > Number.MAX_SAFE_INTEGER)
        return broken(`the size '${shown(size)}' is not a number of bytes in decimal digits up to 2^53 \u2212 1`);
    return { pointer: { oid: oid.slice('sha256:'.length), size: Number(size) } };
}
/** The pointer these bytes are, or undefined when they are not one (content, or a broken pointer). */
function parseLfsPointer(bytes) {
    const reading = readLfsPointer(bytes);
    return reading !== undefined && 'pointer' in reading ? reading.pointer : undefined;
}
/** Why a selected file that starts like a pointer is not published: it would be published as this text. */
const brokenPointer = (problem) => [
    `starts like a Git LFS pointer but is not one: ${problem}. ` + 'Published, its few bytes of text would stand for the data',
    'restore the pointer git-lfs wrote (git lfs pointer --file=<the data>), ' +
        'fetch the content (git lfs pull; in a workflow: actions/checkout with lfs: true), ' +
        "or leave the file out with a '!' pattern",
];
/** The content's multihash, as the catalog's file:checksum: the oid is its SHA-256 already. */
const lfsChecksum = (pointer) => `1220${pointer.oid}`;
/** The pointer as git-lfs writes it (the canonical form the repository stores). */
const pointerText = (pointer) => `version https://git-lfs.github.com/spec/v1\noid sha256:${pointer.oid}\nsize ${pointer.size}\n`;

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 7 modules
var esm = __webpack_require__(3581);
;// CONCATENATED MODULE: ./src/files/patterns.ts



/**
 * The `files` patterns in the dialect of @actions/glob 0.7.0 (MIT License, Copyright 2019 GitHub;
 * scripts/licenses.ts ships its license with the bundle), written out from its
 * lib/internal-pattern.js and the helpers that file uses: each pattern is minimatch's (the same
 * minimatch, with the same options: no braces, no extglobs, no comments or negation of its own, dots
 * matched, case ignored on Windows); leading '!'s exclude (two include again); a trailing separator
 * matches folders only; a pattern takes everything below what it matches (implicitDescendants);
 * '.' and '..' segments are refused with the package's own error.
 *
 * Why not the package: it exports create() and a globber whose walk awaits an fs.promises call per
 * path, each a round trip through libuv's thread pool (about 40 \u00b5s for a stat that takes 2), and
 * keeps its compiled patterns private. files.ts walks the folders itself with these;
 * test/unit/files-patterns.test.ts holds them to the package's own pattern code (on Linux and as on
 * Windows) and to its create(), test/unit/files.test.ts the walk to the package's walk.
 *
 * Each function takes the platform's path module (this OS's unless told), as common/paths.ts does.
 */
/**
 * node:assert's assert, the module loaded only when a check fails (to throw the package's own
 * AssertionError): the checks pass on every run, and the module is not needed to start one.
 */
function assert(value, message) {
    if (value)
        return;
    const failed = process.getBuiltinModule('node:assert');
    failed(value, message);
}
/** What a pattern matches of a path, as bits (@actions/glob's MatchKind): a folder, a file. */
const MATCHES_FOLDER = 1;
const MATCHES_FILE = 2;
const MATCHES_ALL = MATCHES_FOLDER | MATCHES_FILE;
/**
 * Patterns as @actions/glob's create() reads them (one a line; blank lines and those starting with
 * '#' skipped), with the descendants its walk adds. Throws the package's AssertionError for a
 * pattern it refuses ('.' or '..' segments, a root with wildcards).
 */
function compilePatterns(lines, p = (external_node_path_default())) {
    const paths = new Paths(p);
    const given = lines
        .flatMap((line) => line.split(paths.windows ? /\r\n|\r|\n/ : '\n'))
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => new Pattern(paths, line, false));
    const patterns = given.flatMap((pattern) => pattern.trailingSeparator || pattern.segments.at(-1) !== '**' ? [pattern, pattern.descendants()] : [pattern]);
    return { patterns, searchPaths: searchPaths(patterns, paths) };
}
/** What the patterns together match of a path: the included kinds, less those an excluding pattern after them matches. */
const matchKind = (patterns, itemPath) => patterns.reduce((kind, pattern) => (pattern.negate ? kind & ~pattern.match(itemPath) : kind | pattern.match(itemPath)), 0);
/** Whether an including pattern may match something below the path. */
const mayMatchBelow = (patterns, itemPath) => patterns.some((pattern) => !pattern.negate && pattern.partialMatch(itemPath));
/** The path logic of @actions/glob (internal-path-helper.js, internal-path.js) for one platform. */
class Paths {
    p;
    windows;
    constructor(p) {
        this.p = p;
        this.windows = p.sep === '\\';
    }
    /** Separators made the platform's, repeated ones made one (a UNC path's leading pair kept). */
    normalizeSeparators(given) {
        if (!this.windows)
            return given.replace(/\/\/+/g, '/');
        const backslashed = given.replace(/\//g, '\\');
        return (/^\\\\+[^\\]/.test(backslashed) ? '\\' : '') + backslashed.replace(/\\\\+/g, '\\');
    }
    /** Normalised, without a trailing separator unless it is the root's. */
    safeTrimTrailingSeparator(given) {
        if (given === '')
            return '';
        const normal = this.normalizeSeparators(given);
        if (!normal.endsWith(this.p.sep) || normal === this.p.sep || (this.windows && /^[A-Z]:\\$/i.test(normal)))
            return normal;
        return normal.slice(0, -1);
    }
    /** path.dirname, where a UNC root (\\host or \\host\share) is its own. */
    dirname(given) {
        const trimmed = this.safeTrimTrailingSeparator(given);
        if (this.windows && /^\\\\[^\\]+(\\[^\\]+)?$/.test(trimmed))
            return trimmed;
        const parent = this.p.dirname(trimmed);
        return this.windows && /^\\\\[^\\]+\\[^\\]+\\$/.test(parent) ? this.safeTrimTrailingSeparator(parent) : parent;
    }
    /** '/x' here; on Windows 'C:\x' or '\\host\share'. */
    hasAbsoluteRoot(given) {
        assert(given, `hasAbsoluteRoot parameter 'itemPath' must not be empty`);
        const normal = this.normalizeSeparators(given);
        return this.windows ? normal.startsWith('\\\\') || /^[A-Z]:\\/i.test(normal) : normal.startsWith('/');
    }
    /** hasAbsoluteRoot, and on Windows also '\x' and 'C:x'. */
    hasRoot(given) {
        assert(given, `isRooted parameter 'itemPath' must not be empty`);
        const normal = this.normalizeSeparators(given);
        return this.windows ? normal.startsWith('\\') || /^[A-Z]:/i.test(normal) : normal.startsWith('/');
    }
    /** `itemPath` rooted at `root` unless it has an absolute root; on Windows 'C:x' and '\x' on the working directory's drive. */
    ensureAbsoluteRoot(root, itemPath) {
        assert(root, `ensureAbsoluteRoot parameter 'root' must not be empty`);
        assert(itemPath, `ensureAbsoluteRoot parameter 'itemPath' must not be empty`);
        if (this.hasAbsoluteRoot(itemPath))
            return itemPath;
        if (this.windows) {
            if (/^[A-Z]:[^\\/]|^[A-Z]:$/i.test(itemPath)) {
                let cwd = process.cwd();
                assert(/^[A-Z]:\\/i.test(cwd), `Expected current directory to start with an absolute drive root. Actual '${cwd}'`);
                if (itemPath[0].toUpperCase() !== cwd[0].toUpperCase())
                    return `${itemPath[0]}:\\${itemPath.slice(2)}`;
                if (itemPath.length === 2)
                    return `${itemPath[0]}:\\${cwd.slice(3)}`;
                if (!cwd.endsWith('\\'))
                    cwd += '\\';
                return `${itemPath[0]}:\\${cwd.slice(3)}${itemPath.slice(2)}`;
            }
            if (/^\\$|^\\[^\\]/.test(this.normalizeSeparators(itemPath))) {
                const cwd = process.cwd();
                assert(/^[A-Z]:\\/i.test(cwd), `Expected current directory to start with an absolute drive root. Actual '${cwd}'`);
                return `${cwd[0]}:\\${itemPath.slice(1)}`;
            }
        }
        assert(this.hasAbsoluteRoot(root), `ensureAbsoluteRoot parameter 'root' must have an absolute root`);
        return root.endsWith('/') || (this.windows && root.endsWith('\\')) ? root + itemPath : root + this.p.sep + itemPath;
    }
    /** A path's segments, its root the first: ['/', 'a', 'b'] (internal-path.js). */
    segments(itemPath) {
        assert(itemPath, `Parameter 'itemPath' must not be empty`);
        const trimmed = this.safeTrimTrailingSeparator(itemPath);
        if (!this.hasRoot(trimmed))
            return trimmed.split(this.p.sep);
        const segments = [];
        let remaining = trimmed;
        for (let parent = this.dirname(remaining); parent !== remaining; parent = this.dirname(remaining)) {
            segments.unshift(this.p.basename(remaining));
            remaining = parent;
        }
        segments.unshift(remaining);
        return segments;
    }
    /** Segments joined again, no separator after a root that ends in one (or after 'C:'). */
    join(segments) {
        let joined = segments[0];
        let skip = joined.endsWith(this.p.sep) || (this.windows && /^[A-Z]:$/i.test(joined));
        for (const segment of segments.slice(1)) {
            if (skip)
                skip = false;
            else
                joined += this.p.sep;
            joined += segment;
        }
        return joined;
    }
    /** A segment as the literal name it stands for, or '' when it has a wildcard or a class of more than one character. */
    literal(segment) {
        let literal = '';
        for (let i = 0; i < segment.length; i++) {
            const c = segment[i];
            if (c === '\\' && !this.windows && i + 1 < segment.length) {
                literal += segment[++i];
                continue;
            }
            if (c === '*' || c === '?')
                return '';
            if (c === '[' && i + 1 < segment.length) {
                let set = '';
                let closed = -1;
                for (let j = i + 1; j < segment.length; j++) {
                    const d = segment[j];
                    if (d === '\\' && !this.windows && j + 1 < segment.length)
                        set += segment[++j];
                    else if (d === ']') {
                        closed = j;
                        break;
                    }
                    else
                        set += d;
                }
                if (closed >= 0) {
                    if (set.length > 1)
                        return '';
                    if (set !== '') {
                        literal += set;
                        i = closed;
                        continue;
                    }
                }
            }
            literal += c;
        }
        return literal;
    }
    /** A literal path as a pattern that matches only it. */
    globEscape(text) {
        return (this.windows ? text : text.replace(/\\/g, '\\\\'))
            .replace(/(\[)(?=[^/]+\])/g, '[[]')
            .replace(/\?/g, '[?]')
            .replace(/\*/g, '[*]');
    }
    /** A pattern checked, its separators normalised and made absolute (Pattern.fixupPattern). */
    fixup(given) {
        assert(given, 'pattern cannot be empty');
        const literals = this.segments(given).map((segment) => this.literal(segment));
        assert(literals.every((literal, i) => (literal !== '.' || i === 0) && literal !== '..'), `Invalid pattern '${given}'. Relative pathing '.' and '..' is not allowed.`);
        assert(!this.hasRoot(given) || literals[0], `Invalid pattern '${given}'. Root segment must not contain globs.`);
        const pattern = this.normalizeSeparators(given);
        const sep = this.p.sep;
        let absolute;
        if (pattern === '.' || pattern.startsWith(`.${sep}`))
            absolute = this.globEscape(process.cwd()) + pattern.slice(1);
        else if (pattern === '~' || pattern.startsWith(`~${sep}`)) {
            const home = external_node_os_default().homedir();
            assert(home, 'Unable to determine HOME directory');
            assert(this.hasAbsoluteRoot(home), `Expected HOME directory to be a rooted path. Actual '${home}'`);
            absolute = this.globEscape(home) + pattern.slice(1);
        }
        else if (this.windows && /^[A-Z]:$|^[A-Z]:[^\\]/i.test(pattern)) {
            let root = this.ensureAbsoluteRoot('C:\\dummy-root', pattern.slice(0, 2));
            if (pattern.length > 2 && !root.endsWith('\\'))
                root += '\\';
            absolute = this.globEscape(root) + pattern.slice(2);
        }
        else if (this.windows && /^\\$|^\\[^\\]/.test(pattern)) {
            let root = this.ensureAbsoluteRoot('C:\\dummy-root', '\\');
            if (!root.endsWith('\\'))
                root += '\\';
            absolute = this.globEscape(root) + pattern.slice(1);
        }
        else
            absolute = this.ensureAbsoluteRoot(this.globEscape(process.cwd()), pattern);
        return this.normalizeSeparators(absolute);
    }
}
/** One pattern (internal-pattern.js's Pattern). */
class Pattern {
    negate;
    segments;
    trailingSeparator;
    searchPath;
    #paths;
    /** Added for a pattern's descendants: '/a/**' then does not match '/a' itself. */
    #implicit;
    #globstarLast;
    /** Tests the root for partialMatch, which minimatch's matchOne cannot. */
    #root;
    #minimatch;
    constructor(paths, given, implicit) {
        this.#paths = paths;
        this.#implicit = implicit;
        let pattern = given.trim();
        let negate = false;
        while (pattern.startsWith('!')) {
            negate = !negate;
            pattern = pattern.slice(1).trim();
        }
        this.negate = negate;
        pattern = paths.fixup(pattern);
        this.segments = paths.segments(pattern);
        this.#globstarLast = this.segments.at(-1) === '**';
        this.trailingSeparator = paths.normalizeSeparators(pattern).endsWith(paths.p.sep);
        pattern = paths.safeTrimTrailingSeparator(pattern);
        const firstGlob = this.segments.findIndex((segment) => paths.literal(segment) === '');
        const searchSegments = this.segments.slice(0, firstGlob < 0 ? undefined : firstGlob).map((segment) => paths.literal(segment));
        this.searchPath = paths.join(searchSegments);
        this.#root = new RegExp(searchSegments[0].replace(/[[\\^$.|?*+()]/g, '\\$&'), paths.windows ? 'i' : '');
        this.#minimatch = new esm/* Minimatch */.VR(paths.windows ? pattern.replace(/\\/g, '/') : pattern, {
            dot: true,
            nobrace: true,
            nocase: paths.windows,
            nocomment: true,
            noext: true,
            nonegate: true,
            // Only whether it is 'win32' matters to minimatch.
            platform: paths.windows ? 'win32' : 'linux',
        });
    }
    /** The pattern for everything below what this one matches. */
    descendants() {
        return new Pattern(this.#paths, `${this.negate ? '!' : ''}${this.#paths.join([...this.segments, '**'])}`, true);
    }
    match(itemPath) {
        let candidate;
        if (this.#globstarLast) {
            candidate = this.#paths.normalizeSeparators(itemPath);
            // minimatch matches '/a/**' with '/a/' but not with '/a': the folder itself is matched through its separator.
            if (!candidate.endsWith(this.#paths.p.sep) && !this.#implicit)
                candidate += this.#paths.p.sep;
        }
        else
            candidate = this.#paths.safeTrimTrailingSeparator(itemPath);
        if (!this.#minimatch.match(candidate))
            return 0;
        return this.trailingSeparator ? MATCHES_FOLDER : MATCHES_ALL;
    }
    partialMatch(itemPath) {
        const trimmed = this.#paths.safeTrimTrailingSeparator(itemPath);
        if (this.#paths.dirname(trimmed) === trimmed)
            return this.#root.test(trimmed);
        return this.#minimatch.matchOne(trimmed.split(this.#paths.windows ? /\\+/ : /\/+/), this.#minimatch.set[0], true);
    }
}
/**
 * The folders a walk starts from (getSearchPaths): excluding patterns left out, and any below
 * another or the same as another (without case on Windows).
 */
function searchPaths(patterns, paths) {
    const including = patterns.filter((pattern) => !pattern.negate);
    const key = (searchPath) => (paths.windows ? searchPath.toUpperCase() : searchPath);
    const included = new Map(including.map((pattern) => [key(pattern.searchPath), false]));
    const found = [];
    for (const { searchPath } of including) {
        if (included.get(key(searchPath)) === true)
            continue;
        let below = false;
        for (let at = key(searchPath), parent = paths.dirname(at); parent !== at; at = parent, parent = paths.dirname(at)) {
            if (included.has(parent)) {
                below = true;
                break;
            }
        }
        if (!below) {
            found.push(searchPath);
            included.set(key(searchPath), true);
        }
    }
    return found;
}

;// CONCATENATED MODULE: ./src/files/files.ts








const isMissing = (error) => error?.code === 'ENOENT';
/** The code of an error that says the runner's user may not read or search the path; undefined for any other error. */
const deniedCode = (error) => {
    const code = error?.code;
    return code === 'EACCES' || code === 'EPERM' ? code : undefined;
};
/**
 * Version control's own folders (VERSION_CONTROL) are never walked, not even with
 * include-hidden-files, and not counted as hidden files left out; a .git that is a file (a
 * worktree's or submodule's) is left out alike. A link that leads into one is refused (selectFiles).
 */
const inVersionControl = (relativePath) => relativePath.split('/').some((segment) => common/* VERSION_CONTROL */.Ld.has(segment));
/** Hidden paths the notice names; the rest are counted. */
const HIDDEN_NAMED = 5;
/**
 * A folder's entries. Node decodes names as UTF-8 and each byte sequence that is not as U+FFFD,
 * so that such a name names no file (Linux allows any bytes but '/' and NUL): only when a name
 * holds U+FFFD is the folder listed again as bytes, to tell those names from valid ones that hold
 * the character itself.
 */
function entries(folder) {
    const listed = external_node_fs_default().readdirSync(folder, { withFileTypes: true });
    if (!listed.some((entry) => entry.name.includes('\ufffd')))
        return listed;
    return external_node_fs_default().readdirSync(folder, { withFileTypes: true, encoding: 'buffer' }).map((entry) => ({
        name: entry.name.toString('utf8'),
        ...((0,external_node_buffer_.isUtf8)(entry.name) ? {} : { raw: entry.name }),
        isSymbolicLink: () => entry.isSymbolicLink(),
        isDirectory: () => entry.isDirectory(),
        isFile: () => entry.isFile(),
    }));
}
/**
 * What @actions/glob's walk finds (followSymbolicLinks, omitBrokenSymbolicLinks, no folders), in
 * the same order, from readdir's file types: a stat only where a link is followed, a realpath
 * only for what a link leads to. Synchronous calls, none of which changes Node's fs for anyone
 * else; every 256 paths the walk waits for the next turn of the event loop, to let the sign-in's
 * answers and timers in. Below the working directory, hidden names are left out unless asked for
 * (those the patterns could reach are listed), so that the walk never descends into hidden folders;
 * version control's folders are never walked.
 */
async function walk(patterns, searchPaths, root, includeHidden) {
    const matches = [];
    const hidden = [];
    const undecodable = [];
    const denied = [];
    let visited = 0;
    /** `entry` and `parentReal` are known when the path comes from its folder's listing. */
    const visit = async (itemPath, entry, parentReal, chain) => {
        const kind = matchKind(patterns, itemPath);
        if (kind === 0 && !mayMatchBelow(patterns, itemPath))
            return;
        if (++visited % 256 === 0)
            await (0,promises_.setImmediate)();
        let link;
        let folder;
        let real;
        try {
            link = entry === undefined ? external_node_fs_default().lstatSync(itemPath).isSymbolicLink() : entry.isSymbolicLink();
            folder = entry === undefined || link ? external_node_fs_default().statSync(itemPath).isDirectory() : entry.isDirectory();
            real = parentReal !== undefined && entry !== undefined && !link ? under(parentReal, entry.name) : external_node_fs_default().realpathSync(itemPath);
        }
        catch (error) {
            // A search path that does not exist, or a broken link: left out, as @actions/glob leaves them out.
            if (isMissing(error))
                return;
            const code = deniedCode(error);
            if (code === undefined)
                throw error;
            denied.push({ path: itemPath, code, folder: entry?.isDirectory() ?? false });
            return;
        }
        if (!folder) {
            if (kind & MATCHES_FILE)
                matches.push({ path: itemPath, real });
            return;
        }
        // A folder that is its own ancestor is a cycle of links.
        if (chain.includes(real))
            return;
        const below = [...chain, real];
        const prune = !includeHidden && (0,common/* isInside */.FK)(root, itemPath);
        let children;
        try {
            children = entries(itemPath);
        }
        catch (error) {
            const code = deniedCode(error);
            if (code === undefined)
                throw error;
            denied.push({ path: itemPath, code, folder: true });
            return;
        }
        for (const child of children) {
            // A search path is as the patterns give it (path.join normalises it); a path the walk made is normal already.
            const childPath = entry === undefined ? external_node_path_default().join(itemPath, child.name) : under(itemPath, child.name);
            if (common/* VERSION_CONTROL */.Ld.has(child.name))
                continue;
            if (prune && child.name.startsWith('.')) {
                // A hidden file counts when the patterns match it, a hidden folder (or link) when they could reach below it.
                const reached = child.isFile()
                    ? (matchKind(patterns, childPath) & MATCHES_FILE) !== 0
                    : matchKind(patterns, childPath) !== 0 || mayMatchBelow(patterns, childPath);
                if (reached)
                    hidden.push((0,common/* slashedRelative */.V3)(root, childPath));
            }
            else if (child.raw !== undefined) {
                const rawPath = Buffer.concat([Buffer.from(`${itemPath}${(external_node_path_default()).sep}`), child.raw]);
                const isFolder = child.isDirectory() || (child.isSymbolicLink() && leadsToFolder(rawPath));
                if (reaches(patterns, childPath, isFolder))
                    undecodable.push({ folder: itemPath, raw: child.raw, name: child.name, isFolder });
            }
            else
                await visit(childPath, child, real, below);
        }
    };
    for (const searchPath of searchPaths)
        await visit(searchPath, undefined, undefined, []);
    return { matches, hidden, undecodable, denied };
}
/**
 * A name a folder lists, below the folder's normal path: what path.join gives, without normalising
 * the whole path again for each of a tile set's thousands (a listed name is never '.', '..' or has a separator).
 */
const under = (folder, name) => (folder.endsWith((external_node_path_default()).sep) ? `${folder}${name}` : `${folder}${(external_node_path_default()).sep}${name}`);
/** Whether a link leads to a folder; a broken one or a loop leads to none. */
function leadsToFolder(link) {
    try {
        return external_node_fs_default().statSync(link).isDirectory();
    }
    catch {
        return false;
    }
}
/**
 * Whether the patterns select a file, or could select something below a folder: a folder that an
 * excluding pattern names is left out with everything below it, as @actions/glob adds descendants
 * to every pattern.
 */
function reaches(patterns, itemPath, isFolder) {
    const kind = matchKind(patterns, itemPath);
    if (!isFolder)
        return (kind & MATCHES_FILE) !== 0;
    if (patterns.some((pattern) => pattern.negate && pattern.match(itemPath) !== 0))
        return false;
    return kind !== 0 || mayMatchBelow(patterns, itemPath);
}
/** A name's bytes as text: what is UTF-8 as itself, each other byte as \x and its value (as inert() shows a control character). */
function shownBytes(raw) {
    let shown = '';
    for (let at = 0; at < raw.length;) {
        const lead = raw[at];
        const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
        const char = raw.subarray(at, at + length);
        if (length > 0 && char.length === length && (0,external_node_buffer_.isUtf8)(char)) {
            shown += char.toString('utf8');
            at += length;
        }
        else {
            shown += `\\x${lead.toString(16).padStart(2, '0')}`;
            at++;
        }
    }
    return shown;
}
/** Glob metacharacters in a name, each a class of itself, and '?' for each character Node could not decode. */
const namePattern = (name) => name.replace(/[*?[\]{}()!]/g, (ch) => `[${ch}]`).replaceAll('\ufffd', '?');
/** A name that is not valid UTF-8, as a problem: shown escaped, and the pattern that leaves it out. */
function undecodableProblem(root, { folder, raw, name, isFolder }) {
    const where = (0,common/* slashedRelative */.V3)(root, folder);
    const prefix = where === '' ? '' : `${where}/`;
    return {
        subject: { kind: 'file', path: `${prefix}${shownBytes(raw)}` },
        what: ['its name is not valid UTF-8 (each byte that is not shown as \\x and its value)'],
        fix: [`rename it to UTF-8, or leave it out with the pattern '!${prefix}${namePattern(name)}${isFolder ? '/' : ''}'`],
    };
}
const problemPath = (problem) => (problem.subject.kind === 'file' ? problem.subject.path : '');
/** One problem per link into version control's folder, naming the first path selected through it and counting the rest. */
function versionControlProblems(through) {
    const byPath = [...through].sort(([, a], [, b]) => (a.first < b.first ? -1 : 1));
    return byPath.map(([link, { first, real, folder, count }]) => ({
        subject: { kind: 'file', path: first },
        what: [
            `its real path ${real} lies in version control's folder ${folder}` +
                (link === '' ? '' : `, through the link ${link}`) +
                (count > 1 ? ` (and ${count - 1} more selected path(s) through it)` : ''),
        ],
        fix: [
            "nothing in .git, .hg, .svn or .bzr is published (it holds the checkout's credentials and history): " +
                "remove the link, or leave the path out with a '!' pattern",
        ],
    }));
}
const isHidden = (relativePath) => relativePath.split('/').some((segment) => segment.startsWith('.'));
/**
 * The files the patterns match, relative to the working directory: regular files only,
 * hidden ones only when asked, nothing that is (or leads through a link to) outside the workspace.
 * Sorted by path so that every run sees the same order.
 */
async function selectFiles(config, log) {
    const root = config.workingDirectory;
    const notFolder = workingDirectoryProblem(config);
    if (notFolder !== undefined) {
        // No folder, no files: if-no-files-found says whether that stops the run.
        if (config.ifNoFilesFound === 'error')
            throw (0,common/* problemError */.gS)(notFolder);
        const line = [...(0,common/* say */.cv) `${(0,common/* input */.hF)('working-directory', { bare: true })} `, ...notFolder.what];
        if (config.ifNoFilesFound === 'ignore')
            log.info(`${(0,common/* render */.XX)(line, log.words)}: no files`);
        else
            log.warning((0,common/* render */.XX)([...line, '; ', ...(notFolder.fix ?? [])], log.words));
        return [];
    }
    const { patterns, searchPaths } = compilePatterns(config.patterns.map((pattern) => (0,common/* anchorPattern */.SH)(pattern, root)));
    const { matches, hidden, undecodable, denied } = await walk(patterns, searchPaths, root, config.includeHiddenFiles);
    const workspaceReal = external_node_fs_default().realpathSync(config.workspace);
    const problems = [];
    const throughLinks = new Map();
    const refuse = (file, what, fix) => problems.push({ subject: { kind: 'file', path: file }, what: [what], ...(fix === undefined ? {} : { fix: [fix] }) });
    const files = [];
    for (const { path: match, real } of matches) {
        const relativePath = (0,common/* slashedRelative */.V3)(root, match);
        // A pattern that names a path in .git itself (.git/config) reaches it without a readdir.
        if (inVersionControl(relativePath))
            continue;
        if (!(0,common/* isInside */.FK)(config.workspace, match)) {
            refuse(match, `matched by 'files' but outside the workspace ${config.workspace}`, 'only files inside it are published');
            continue;
        }
        // A pattern that names a hidden path itself reaches it without a readdir: left out here.
        if (!config.includeHiddenFiles && isHidden(relativePath)) {
            hidden.push(relativePath);
            continue;
        }
        if (!(0,common/* isInside */.FK)(workspaceReal, real)) {
            refuse(relativePath, `is a symbolic link to ${real}, outside the workspace`, 'links may only lead to files inside it');
            continue;
        }
        // Links into .git (a file link to .git/config, where actions/checkout keeps the job's token, or a folder link to .git).
        const folder = (0,common/* versionControlFolder */.qE)(workspaceReal, real);
        if (folder !== undefined) {
            const link = (0,common/* blamedLink */.m_)(config.workspace, match, (at) => at !== undefined && (0,common/* versionControlFolder */.qE)(workspaceReal, at) !== undefined) ?? '';
            const seen = throughLinks.get(link);
            const shown = { first: relativePath, real: (0,common/* slashedRelative */.V3)(workspaceReal, real) };
            if (seen === undefined)
                throughLinks.set(link, { ...shown, folder, count: 1 });
            else
                Object.assign(seen, relativePath < seen.first ? shown : {}, { count: seen.count + 1 });
            continue;
        }
        const read = readSelected(match, real, relativePath);
        if ('denied' in read)
            denied.push({ path: match, code: read.denied, folder: false });
        else if ('what' in read)
            refuse(relativePath, read.what, read.fix === REGULAR_ONLY ? `${read.fix}: leave it out with a '!' pattern` : read.fix);
        else
            files.push(read);
    }
    problems.push(...versionControlProblems(throughLinks));
    problems.push(...undecodable.map((one) => undecodableProblem(root, one)).sort((a, b) => (problemPath(a) < problemPath(b) ? -1 : 1)));
    // Selected, marked: the assets' check refuses them with every other problem of the assets.
    const unreadable = denied.map(({ path: at, code, folder }) => ({
        absolutePath: at,
        relativePath: `${(0,common/* slashedRelative */.V3)(root, at)}${folder ? '/' : ''}`,
        size: 0,
        unreadable: { code, folder },
    }));
    if (problems.length > 0)
        throw new common/* ProblemsError */.FQ([...problems, ...unreadable.map(unreadableProblem)], 'Some selected files cannot be published:');
    files.push(...unreadable);
    if (hidden.length > 0)
        log.info((0,common/* render */.XX)(hiddenNotice(hidden), log.words));
    files.sort((a, b) => (a.relativePath < b.relativePath ? -1 : a.relativePath > b.relativePath ? 1 : 0));
    if (files.length === 0) {
        const message = `No files match ${config.patterns.map((p) => `'${(0,common/* inert */.tJ)(p)}'`).join(', ')} in ${(0,common/* inert */.tJ)(root)}`;
        if (config.ifNoFilesFound === 'ignore') {
            log.info(message);
            return files;
        }
        const similar = similarPatterns(config.patterns, root, config.includeHiddenFiles);
        const fix = similar.length > 0
            ? similarText(similar)
            : (0,common/* say */.cv) `check the patterns, which are relative to ${(0,common/* input */.hF)('working-directory', { bare: true })} (${(0,common/* inert */.tJ)(root)}); set ${(0,common/* input */.hF)('if-no-files-found', { bare: true })} to warn or ignore if no file is expected`;
        if (config.ifNoFilesFound === 'error')
            throw (0,common/* problemError */.gS)({
                subject: { kind: 'input', name: 'files' },
                against: 'files',
                what: (0,common/* say */.cv) `${message} (${(0,common/* input */.hF)('if-no-files-found', { value: 'error' })})`,
                fix,
            });
        log.warning(`${message}; ${(0,common/* render */.XX)(fix, log.words)}`);
    }
    return files;
}
const REGULAR_ONLY = 'only regular files are published';
/** The ids the process opens files as, read once; undefined where files have no owner's ids (Windows). */
let ids;
const openedAs = () => (ids ??=
    process.geteuid === undefined || process.getegid === undefined
        ? undefined
        : { uid: process.geteuid(), gids: new Set([process.getegid(), ...(process.getgroups?.() ?? [])]) });
/**
 * Whether the file's mode lets this process read it: its owner's bits if it is the owner, its
 * group's if it is in the group, the others' otherwise, as the kernel reads them. Where they do
 * not (root, whom no mode stops, among others), or on Windows, the file system is asked. An ACL or
 * a security module that refuses what the mode allows is found when the file is read to hash it.
 */
function modeAllowsRead(info) {
    const as = openedAs();
    if (as === undefined)
        return false;
    if (info.uid === as.uid)
        return (info.mode & 0o400) !== 0;
    if (as.gids.has(info.gid))
        return (info.mode & 0o040) !== 0;
    return (info.mode & 0o004) !== 0;
}
/**
 * A file that is to be published, at its real path: a regular file, read if small enough to be a
 * Git LFS pointer (a broken one refused), checked for readability otherwise (from its mode, one
 * call a file fewer for a tile set's thousands, and where that does not say, by the file system);
 * the code of a permission the runner's user lacks, or what keeps it from being published.
 */
function readSelected(match, real, relativePath) {
    let info;
    let reading;
    try {
        info = external_node_fs_default().statSync(real);
        // A pointer is a small text file: only files that small are read here; a larger one only checked for readability.
        const small = info.isFile() && info.size < LFS_POINTER_MAX_SIZE && info.size > 0;
        reading = small ? readLfsPointer(external_node_fs_default().readFileSync(match)) : undefined;
        if (info.isFile() && !small && !modeAllowsRead(info))
            external_node_fs_default().accessSync(match, (external_node_fs_default()).constants.R_OK);
    }
    catch (error) {
        const code = deniedCode(error);
        if (code === undefined)
            throw error;
        return { denied: code };
    }
    if (!info.isFile())
        return { what: 'is not a regular file', fix: REGULAR_ONLY };
    if (reading !== undefined && 'problem' in reading) {
        const [what, fix] = brokenPointer(reading.problem);
        return { what, fix };
    }
    const pointer = reading?.pointer;
    return pointer === undefined
        ? { absolutePath: match, relativePath, size: info.size }
        : { absolutePath: match, relativePath, size: pointer.size, lfs: pointer };
}
/**
 * The files a STAC source names (asset hrefs resolved to paths inside the workspace), checked as a
 * selected file is: its real path inside the workspace and outside version control's folders (the
 * link to blame named), a regular file, readable, a Git LFS pointer recognised. Paths relative to
 * the working directory. Each problem names the file and, through `named`, the href that names it.
 */
function namedFiles(paths, config, named) {
    const workspaceReal = external_node_fs_default().realpathSync(config.workspace);
    const problems = [];
    const files = [];
    for (const at of paths) {
        const relativePath = (0,common/* slashedRelative */.V3)(config.workingDirectory, at);
        const refuse = (what, fix) => problems.push({ subject: { kind: 'file', path: relativePath }, what: [`${what} (${named(at)})`], fix: [fix] });
        let real;
        try {
            real = external_node_fs_default().realpathSync(at);
        }
        catch (error) {
            if (!isMissing(error) && deniedCode(error) === undefined)
                throw error;
            const broken = (0,common/* blamedLink */.m_)(config.workspace, at, (where) => where === undefined);
            refuse(broken === undefined ? 'does not exist' : `is a link that leads nowhere: ${broken}`, 'give the href of a file in the workspace');
            continue;
        }
        if (!(0,common/* isInside */.FK)(workspaceReal, real)) {
            const link = (0,common/* blamedLink */.m_)(config.workspace, at, (where) => where !== undefined && !(0,common/* isInside */.FK)(workspaceReal, where));
            refuse(`its real path ${real} is outside the workspace${link === undefined ? '' : `, through the link ${link}`}`, 'links may only lead to files inside it');
            continue;
        }
        const folder = (0,common/* versionControlFolder */.qE)(workspaceReal, real);
        if (folder !== undefined) {
            refuse(`its real path ${(0,common/* slashedRelative */.V3)(workspaceReal, real)} lies in version control's folder ${folder}`, "nothing in .git, .hg, .svn or .bzr is published (it holds the checkout's credentials and history)");
            continue;
        }
        const read = readSelected(at, real, relativePath);
        if ('denied' in read)
            problems.push(unreadableProblem({ absolutePath: at, relativePath, size: 0, unreadable: { code: read.denied, folder: false } }));
        else if ('what' in read)
            refuse(read.what, read.fix ?? '');
        else
            files.push(read);
    }
    if (problems.length > 0)
        throw new common/* ProblemsError */.FQ(problems, 'Some files the STAC source names cannot be published:');
    return files;
}
/** Folders a folder holds that the suggestion for a missing one looks at, at most. */
const FOLDERS_LISTED = 1000;
/**
 * A working-directory that is no folder: one that does not exist (named as such, with the folder
 * most likely meant, or the folders where it would be), or a file.
 */
function workingDirectoryProblem(config) {
    const { workspace, workingDirectory } = config;
    const given = (0,common/* slashedRelative */.V3)(workspace, workingDirectory) || '.';
    // Not bad usage: the same input may find its folder another time (made earlier in the job).
    const subject = { kind: 'input', name: 'working-directory' };
    const against = 'files';
    const later = 'folder made earlier in the job must be there before this runs';
    let found;
    try {
        found = external_node_fs_default().statSync(workingDirectory);
    }
    catch (error) {
        // ENOTDIR: a file stands where a folder on the way should be.
        if (!isMissing(error) && error.code !== 'ENOTDIR')
            throw error;
    }
    if (found?.isDirectory() === true)
        return undefined;
    if (found !== undefined) {
        const parent = (0,common/* slashedRelative */.V3)(workspace, external_node_path_default().dirname(workingDirectory));
        return {
            subject,
            against,
            what: [`'${(0,common/* inert */.tJ)(given)}' is a file, not a folder`],
            fix: [
                `give the folder it is in${parent === '' ? ' (the workspace, .)' : ` ('${(0,common/* inert */.tJ)(parent)}')`}, or another folder of the workspace`,
            ],
        };
    }
    // The nearest folder on the way that exists, and the name missing in it.
    let existing = workingDirectory;
    let missing = external_node_path_default().basename(workingDirectory);
    while (existing !== workspace && (0,common/* isInside */.FK)(workspace, existing)) {
        missing = external_node_path_default().basename(existing);
        existing = external_node_path_default().dirname(existing);
        if (isFolder(existing))
            break;
    }
    const folders = foldersIn(existing);
    // A year or a number is no misspelling of another: suggested only for names with letters.
    const meant = /\p{L}/u.test(missing) ? (0,src_config/* nearest */.pA)(missing, folders) : undefined;
    const what = [`'${(0,common/* inert */.tJ)(given)}' does not exist in the workspace ${(0,common/* inert */.tJ)(workspace)}`];
    if (meant !== undefined) {
        const suggested = (0,common/* slashedRelative */.V3)(workspace, external_node_path_default().join(existing, meant));
        return { subject, against, what, fix: [...(0,common/* say */.cv) `did you mean ${(0,common/* input */.hF)('working-directory', { value: suggested })}? `, `A ${later}`] };
    }
    const where = existing === workspace ? 'the workspace' : `'${(0,common/* inert */.tJ)((0,common/* slashedRelative */.V3)(workspace, existing))}'`;
    const holds = folders.length === 0
        ? `${where} holds no folder`
        : `${where} holds ${folders.slice(0, 10).map(common/* inert */.tJ).join(', ')}${folders.length > 10 ? ', \u2026' : ''}`;
    return { subject, against, what, fix: [`give a folder of the workspace, relative to it (${holds}); a ${later}`] };
}
const isFolder = (at) => {
    try {
        return external_node_fs_default().statSync(at).isDirectory();
    }
    catch {
        return false;
    }
};
/** The folders in a folder, sorted, hidden and version control's left out; at most FOLDERS_LISTED looked at. */
function foldersIn(folder) {
    try {
        return external_node_fs_default().readdirSync(folder, { withFileTypes: true })
            .slice(0, FOLDERS_LISTED)
            .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
            .map((entry) => entry.name)
            .sort();
    }
    catch {
        return [];
    }
}
const DENIED = { EACCES: 'permission denied', EPERM: 'operation not permitted' };
/** A file or folder the runner's user may not read, as its problem: what would let it, and the pattern that leaves it out. */
/**
 * Files the selection took for readable (by their mode) that were refused when read (an ACL or a
 * security module over the mode, or a chmod since): `refusedRead` marks one from the error of its
 * read (undefined for any other error), `unreadableFiles` names them all with their fixes, in path order.
 */
function refusedRead(file, error) {
    const code = deniedCode(error);
    return code === undefined ? undefined : { ...file, unreadable: { code, folder: false } };
}
function unreadableFiles(files) {
    return new common/* ProblemsError */.FQ([...files].sort((a, b) => (a.relativePath < b.relativePath ? -1 : 1)).map(unreadableProblem));
}
function unreadableProblem(file) {
    const { code, folder } = file.unreadable ?? { code: 'EACCES', folder: false };
    const uid = process.getuid?.();
    const user = `the user this runs as${uid === undefined ? '' : ` (uid ${uid}:`}`;
    const how = `${folder ? 'chmod a+rx' : 'chmod a+r'}, or chown it where it is written${uid === undefined ? '' : ')'}`;
    return {
        subject: { kind: 'file', path: file.relativePath },
        what: [`${folder ? 'the folder cannot be read' : 'cannot be read'}: ${DENIED[code] ?? code} (${code})`],
        fix: [
            `make it readable${folder ? ' and searchable' : ''} by ${user} ${how}, ` +
                `or leave it out with the pattern '!${namePattern(file.relativePath)}'`,
        ],
    };
}
/** The notice of hidden files left out: how many, the first few by name, and how to publish them. */
function hiddenNotice(hidden) {
    const named = [...hidden].sort().slice(0, HIDDEN_NAMED).map(common/* inert */.tJ).join(', ');
    const more = hidden.length > HIDDEN_NAMED ? `, and ${hidden.length - HIDDEN_NAMED} more` : '';
    const flag = (0,common/* input */.hF)('include-hidden-files', { value: 'true' });
    return (0,common/* say */.cv) `Left out ${hidden.length} hidden file(s) or folder(s) (names starting with '.'): ${named}${more}; publish them with ${flag}`;
}
/** Paths the search for similar patterns looks at, at most: a run that found nothing on a large tree stays quick. */
const SIMILAR_SEARCH_LIMIT = 20_000;
/** Extensions people swap for each other. */
const EXTENSION_TWINS = { tif: 'tiff', tiff: 'tif', jpg: 'jpeg', jpeg: 'jpg', yml: 'yaml', yaml: 'yml' };
/**
 * Patterns close to one that matched nothing: in any folder below ('**' before '*.tif'), in
 * another case (`*.tif` for `*.TIF`, on a file system that tells cases apart), the extension's twin
 * (`*.tiff`), without a first folder that is the working directory itself (`data/*.tif` run in data).
 */
function candidates(pattern) {
    const last = pattern.lastIndexOf('/');
    const [folder, name] = [pattern.slice(0, last + 1), pattern.slice(last + 1)];
    const twin = name.replace(/\.([a-z]+)$/i, (whole, ext) => {
        const other = EXTENSION_TWINS[ext.toLowerCase()];
        return other === undefined ? whole : `.${ext === ext.toUpperCase() ? other.toUpperCase() : other}`;
    });
    const spellings = [pattern, `${folder}${name.toLowerCase()}`, `${folder}${name.toUpperCase()}`, `${folder}${twin}`, pattern.toLowerCase()];
    const firstFolder = /^[^*?[\]{}/!]+\/(.+)$/.exec(pattern)?.[1];
    if (firstFolder !== undefined)
        spellings.push(firstFolder);
    const deeper = (p) => {
        if (p.includes('**') || external_node_path_default().isAbsolute(p))
            return [];
        const slash = p.lastIndexOf('/');
        return [`${p.slice(0, slash + 1)}**/${p.slice(slash + 1)}`];
    };
    return [...new Set([...spellings, ...spellings.flatMap(deeper)])];
}
/**
 * What patterns close to the given ones would match, most files first: each pattern's candidates
 * (candidates()), with the excluding patterns kept, tried on at most SIMILAR_SEARCH_LIMIT paths of
 * the working directory (links not followed, version control's folders left out). A pattern that
 * matches only hidden files says so.
 */
function similarPatterns(patterns, root, includeHidden) {
    const found = listFiles(root, SIMILAR_SEARCH_LIMIT);
    const excluding = patterns.filter((pattern) => pattern.startsWith('!'));
    const tried = new Set();
    const similar = [];
    // Each candidate is matched against every path listed (8 candidates \u00d7 20,000 paths take 0.4 s), and the fix
    // names 3 patterns at most: the candidates of the first 3 given patterns only.
    for (const given of patterns.filter((pattern) => !pattern.startsWith('!')).slice(0, 3)) {
        for (const candidate of candidates(given)) {
            if (tried.has(candidate))
                continue;
            tried.add(candidate);
            const { patterns: compiled } = compilePatterns([candidate, ...excluding].map((pattern) => (0,common/* anchorPattern */.SH)(pattern, root)));
            const matched = found.files.filter((file) => matchKind(compiled, file.path) & MATCHES_FILE);
            const shown = includeHidden ? matched : matched.filter((file) => !file.hidden);
            // The pattern itself can only have matched hidden files, which were left out.
            const hidden = candidate === given;
            const counted = hidden ? matched : shown;
            if (counted.length === 0)
                continue;
            similar.push({
                pattern: candidate,
                count: counted.length,
                example: (0,common/* slashedRelative */.V3)(root, counted[0].path),
                hidden,
                partial: !found.complete,
            });
        }
    }
    return similar.sort((a, b) => Number(a.hidden) - Number(b.hidden) || b.count - a.count).slice(0, 3);
}
/** Files below the folder, at most `limit` paths looked at; hidden ones marked. */
function listFiles(root, limit) {
    const files = [];
    const folders = [{ path: root, hidden: false }];
    let looked = 0;
    for (let folder = folders.shift(); folder !== undefined; folder = folders.shift()) {
        let entries;
        try {
            entries = external_node_fs_default().readdirSync(folder.path, { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const entry of entries) {
            if (++looked > limit)
                return { files, complete: false };
            if (common/* VERSION_CONTROL */.Ld.has(entry.name))
                continue;
            const item = { path: external_node_path_default().join(folder.path, entry.name), hidden: folder.hidden || entry.name.startsWith('.') };
            if (entry.isDirectory())
                folders.push(item);
            else if (entry.isFile() || entry.isSymbolicLink())
                files.push(item);
        }
    }
    return { files, complete: true };
}
/** The similar patterns as a fix: that '**' and '*.tif' joined by a slash matches 12 files (e.g. tiles/a.tif). */
function similarText(similar) {
    const lines = similar.map((one) => {
        const count = `${one.count}${one.partial ? ' or more' : ''} file(s)`;
        return one.hidden
            ? `'${(0,common/* inert */.tJ)(one.pattern)}' matches ${count} that are hidden (e.g. ${(0,common/* inert */.tJ)(one.example)})`
            : `'${(0,common/* inert */.tJ)(one.pattern)}' matches ${count} (e.g. ${(0,common/* inert */.tJ)(one.example)})`;
    });
    const hidden = similar.some((one) => one.hidden)
        ? (0,common/* say */.cv) `; publish hidden files with ${(0,common/* input */.hF)('include-hidden-files', { value: 'true' })}`
        : [];
    return [lines.join('; '), ...hidden];
}

;// CONCATENATED MODULE: ./src/files/index.ts
/**
 * File selection: the walk (the patterns in @actions/glob's dialect), hidden files, links, Git LFS
 * pointers recognised (their content is content/'s business).
 * Other folders import from here; modules of this folder import each other directly.
 */




/***/ }),

/***/ 7959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kp: () => (/* reexport */ TiffError),
  gf: () => (/* reexport */ TiffFile),
  zp: () => (/* reexport */ isTiffMagic),
  $W: () => (/* reexport */ withHeaderReader)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
;// CONCATENATED MODULE: ./src/headers/reader.ts

/**
 * A reader of the file for `use`. Its reads are synchronous under their promises: a header is read in
 * dozens of small reads (a COG's IFDs and tile tables), each a few microseconds from the page cache,
 * where an awaited fs.promises read costs a round trip through libuv's thread pool (some 40 \u00b5s).
 * Used for the bounded header reads of labels on the main thread, and by the footprint readers in
 * their worker thread, whose deadline the main thread enforces.
 */
async function withHeaderReader(file, use) {
    const fd = external_node_fs_default().openSync(file, 'r');
    try {
        const { size } = external_node_fs_default().fstatSync(fd);
        const fill = (target, offset) => {
            const wanted = Math.max(0, Math.min(target.length, size - offset));
            let filled = 0;
            while (filled < wanted) {
                const bytesRead = external_node_fs_default().readSync(fd, target, filled, wanted - filled, offset + filled);
                if (bytesRead === 0)
                    break;
                filled += bytesRead;
            }
            return target.subarray(0, filled);
        };
        // A failed read rejects its promise, as an awaited one would, rather than throwing where it is called.
        const settled = (read) => new Promise((resolve) => resolve(read()));
        return await use({
            size,
            read: (offset, length) => settled(() => fill(Buffer.alloc(Math.max(0, Math.min(length, size - offset))), offset)),
            readInto: (target, offset) => settled(() => fill(target, offset)),
        });
    }
    finally {
        external_node_fs_default().closeSync(fd);
    }
}

;// CONCATENATED MODULE: ./src/headers/tiff.ts
/** The file is no TIFF, or its header cannot be read as one: `what` says where. */
class TiffError extends Error {
    name = 'TiffError';
    what;
    constructor(what) {
        super(`its TIFF header is corrupt (${what})`);
        this.what = what;
    }
}
/** Bytes per value of each TIFF field type (TIFF 6.0 and BigTIFF's LONG8, SLONG8, IFD8). */
const TYPE_SIZE = {
    1: 1,
    2: 1,
    3: 2,
    4: 4,
    5: 8,
    6: 1,
    7: 1,
    8: 2,
    9: 4,
    10: 8,
    11: 4,
    12: 8,
    13: 4,
    16: 8,
    17: 8,
    18: 8,
};
const SHORT = 3;
const LONG = 4;
const FLOAT = 11;
const DOUBLE = 12;
const LONG8 = 16;
/** A first read this large holds the header, the IFDs and the GeoTIFF tags of GDAL's and COG files. */
const FIRST_READ = 64 * 1024;
/** No real IFD has more entries; more means the offset points at pixel data. */
const MAX_ENTRIES = 4096;
/** Whether the bytes start as a TIFF ('II*\0', 'MM\0*') or a BigTIFF ('II+\0', 'MM\0+') does. */
function isTiffMagic(head) {
    const magic = head.toString('latin1', 0, 4);
    return magic === 'II*\0' || magic === 'MM\0*' || magic === 'II+\0' || magic === 'MM\0+';
}
class TiffFile {
    #reader;
    #first;
    little;
    big;
    /** 8 for TIFF, 16 for BigTIFF. */
    headerSize;
    /** Where the first IFD is. */
    firstIfd;
    constructor(reader, first) {
        this.#reader = reader;
        this.#first = first;
        this.little = first.toString('latin1', 0, 2) === 'II';
        this.big = this.#u16(first, 2) === 43;
        this.headerSize = this.big ? 16 : 8;
        this.firstIfd = this.big ? this.#u64(first, 8) : this.#u32(first, 4);
    }
    /** The file's header, read with the first bytes of the file (which hold most IFDs of real files). */
    static async open(reader) {
        const first = await reader.read(0, FIRST_READ);
        if (first.length < 8)
            throw new TiffError('the file is shorter than a TIFF header');
        if (!isTiffMagic(first))
            throw new TiffError('it does not start with II*, MM*, II+ or MM+');
        const big = first.toString('latin1', 2, 3) === '+' || first.toString('latin1', 3, 4) === '+';
        if (big) {
            const offsetSize = first.toString('latin1', 0, 2) === 'II' ? first.readUInt16LE(4) : first.readUInt16BE(4);
            if (first.length < 16)
                throw new TiffError('the file is shorter than a BigTIFF header');
            if (offsetSize !== 8)
                throw new TiffError('BigTIFF with an offset size other than 8');
        }
        return new TiffFile(reader, first);
    }
    get size() {
        return this.#reader.size;
    }
    /** Bytes at [offset, offset + length), all of them inside the file. */
    async bytes(offset, length) {
        if (!Number.isSafeInteger(offset) || offset < 0 || offset + length > this.#reader.size)
            throw new TiffError(`${length} bytes at offset ${offset} lie beyond the end of the file`);
        if (offset + length <= this.#first.length)
            return this.#first.subarray(offset, offset + length);
        return this.#reader.read(offset, length);
    }
    /** The IFD at `offset`: its entries, not yet their values. */
    async ifd(offset) {
        const countSize = this.big ? 8 : 2;
        const entrySize = this.big ? 20 : 12;
        const inline = this.big ? 8 : 4;
        const countBytes = await this.bytes(offset, countSize);
        const count = this.big ? this.#u64(countBytes, 0) : this.#u16(countBytes, 0);
        if (count === 0 || count > MAX_ENTRIES)
            throw new TiffError(`the IFD at byte ${offset} claims ${count} entries`);
        const entries = await this.bytes(offset + countSize, count * entrySize);
        const fields = new Map();
        for (let i = 0; i < count; i++) {
            const at = i * entrySize;
            const tag = this.#u16(entries, at);
            const type = this.#u16(entries, at + 2);
            const n = this.big ? this.#u64(entries, at + 4) : this.#u32(entries, at + 4);
            const valueAt = at + (this.big ? 12 : 8);
            const size = (TYPE_SIZE[type] ?? 0) * n;
            const fits = size <= inline;
            fields.set(tag, {
                tag,
                type,
                count: n,
                offset: fits ? offset + countSize + valueAt : this.#offset(entries, valueAt),
                inline: fits ? entries.subarray(valueAt, valueAt + size) : undefined,
            });
        }
        return { offset, fields, nextAt: offset + countSize + count * entrySize };
    }
    /** Where the IFD after this one is; 0 for the last. */
    async next(ifd) {
        return this.#offset(await this.bytes(ifd.nextAt, this.big ? 8 : 4), 0);
    }
    /** Where a field's values end in the file when they lie outside its IFD entry; 0 for values inline. */
    end(field) {
        return field.inline === undefined ? field.offset + field.count * (TYPE_SIZE[field.type] ?? 0) : 0;
    }
    /** The bytes of a field's values, refused past `maxValues` or for a type TIFF does not define. */
    async values(field, maxValues) {
        const size = TYPE_SIZE[field.type];
        if (size === undefined || field.count > maxValues)
            throw new TiffError(`tag ${field.tag} has type ${field.type} and ${field.count} values; at most ${maxValues} values of the TIFF types are read`);
        return field.inline ?? this.bytes(field.offset, field.count * size);
    }
    /** A numeric field's values (SHORT, LONG, LONG8, FLOAT, DOUBLE). */
    async numbers(field, maxValues) {
        return this.decode(field, await this.values(field, maxValues));
    }
    /** Values of a numeric field from its bytes. */
    decode(field, bytes) {
        const size = TYPE_SIZE[field.type];
        const count = Math.floor(bytes.length / size);
        const out = new Array(count);
        for (let i = 0; i < count; i++) {
            const at = i * size;
            if (field.type === SHORT)
                out[i] = this.#u16(bytes, at);
            else if (field.type === LONG)
                out[i] = this.#u32(bytes, at);
            else if (field.type === LONG8)
                out[i] = this.#u64(bytes, at);
            else if (field.type === DOUBLE)
                out[i] = this.little ? bytes.readDoubleLE(at) : bytes.readDoubleBE(at);
            else if (field.type === FLOAT)
                out[i] = this.little ? bytes.readFloatLE(at) : bytes.readFloatBE(at);
            else
                throw new TiffError(`tag ${field.tag} has field type ${field.type}, which holds no numbers`);
        }
        return out;
    }
    /** ImageWidth or ImageLength: one SHORT, LONG or LONG8 above 0 (a FLOAT or a negative count would mirror an outline). */
    async dimension(ifd, tag, name) {
        const field = ifd.fields.get(tag);
        if (!field)
            throw new TiffError(`no ${name}`);
        const integer = field.type === SHORT || field.type === LONG || field.type === LONG8;
        const value = integer ? (await this.numbers(field, 1 << 16))[0] : undefined;
        if (value === undefined || !Number.isSafeInteger(value) || value <= 0)
            throw new TiffError(`${name} is ${integer ? value : `of field type ${field.type}`}; it must be a whole number of pixels above 0`);
        return value;
    }
    /**
     * The first value above 0 among the first `window` values of an offsets table (TileOffsets,
     * StripOffsets), 0 when there is none: a sparse file leaves the offsets of empty tiles at 0.
     */
    async firstNonZero(field, window) {
        const integer = field.type === SHORT || field.type === LONG || field.type === LONG8;
        if (!integer)
            throw new TiffError(`tag ${field.tag} has field type ${field.type}; offsets are whole numbers`);
        // The first value is nearly always it: read one, and the window only for a table that starts empty.
        for (const count of [1, window]) {
            const head = { ...field, count: Math.min(field.count, count) };
            const found = (await this.numbers(head, window)).find((value) => value > 0);
            if (found !== undefined || head.count === field.count)
                return found ?? 0;
        }
        return 0;
    }
    #u16 = (b, at) => (this.little ? b.readUInt16LE(at) : b.readUInt16BE(at));
    #u32 = (b, at) => (this.little ? b.readUInt32LE(at) : b.readUInt32BE(at));
    #u64 = (b, at) => Number(this.little ? b.readBigUInt64LE(at) : b.readBigUInt64BE(at));
    #offset = (b, at) => (this.big ? this.#u64(b, at) : this.#u32(b, at));
}

;// CONCATENATED MODULE: ./src/headers/index.ts
/**
 * The headers of files read within bounds, by the footprint and by the media type check: random
 * access to a file's first bytes, and the structure of TIFF and BigTIFF files. Small and without
 * dependencies, so that a run that only checks media types does not load the footprint readers.
 * Other folders import from here; modules of this folder import each other directly.
 */




/***/ }),

/***/ 3550:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dU: () => (/* reexport */ catalogState),
  K4: () => (/* reexport */ checkPruneLimit),
  qh: () => (/* reexport */ filesByItem),
  By: () => (/* reexport */ formatBbox),
  sc: () => (/* reexport */ itemBody),
  oW: () => (/* reexport */ noCollection),
  et: () => (/* reexport */ plan),
  $P: () => (/* reexport */ planItem),
  nY: () => (/* reexport */ planRun),
  sV: () => (/* reexport */ targetContainers),
  W2: () => (/* reexport */ targetItems),
  Ys: () => (/* reexport */ wantedItems)
});

// UNUSED EXPORTS: obsoleteAssets

// EXTERNAL MODULE: ./src/catalog/index.ts + 8 modules
var src_catalog = __webpack_require__(3893);
// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var common = __webpack_require__(4095);
// EXTERNAL MODULE: ./src/describe/index.ts + 3 modules
var describe = __webpack_require__(1922);
// EXTERNAL MODULE: ./src/domain/index.ts + 10 modules
var domain = __webpack_require__(1686);
;// CONCATENATED MODULE: ./src/plan/items.ts
/**
 * What to do with each target item, given what the catalog holds and what its files describe
 * (describe/), and the request that creates one. Pure: no I/O.
 */




/** Every problem of every item at once, before any write. */
const itemProblems = (problems) => new common/* ProblemsError */.FQ(problems, `${problems.length} problem(s) with the items to write; nothing was written:`);
/**
 * What to do with one target item. existing: nothing (it must exist). create: a missing item is
 * created. sync: also an existing one is updated where its geometry, time, title, properties or
 * links differ from what the run computes (only what the inputs say: without item-datetime, its
 * time stays; a property item-properties leaves out stays as it is; without item-links, its links).
 */
function planItem(id, mode, remote, desired, words = common/* ACTION_WORDS */.dC) {
    const base = { id, desired, changes: undefined };
    const items = (value) => (0,common/* render */.XX)([(0,common/* input */.hF)('items', { value })], words);
    if (mode === 'existing')
        return { ...base, action: 'existing', reason: items('existing') };
    if (remote === undefined) {
        if (desired === undefined)
            return (0,describe/* itemProblem */.t)(id, ['it does not exist and nothing describes it']);
        if (desired.time === undefined)
            return needsDatetime(id);
        return { ...base, action: 'create', reason: 'new item' };
    }
    if (mode === 'create' || desired === undefined)
        return { ...base, action: 'existing', reason: `exists (${items('create')})` };
    const properties = {};
    const differ = [];
    const shown = remote.properties ?? {};
    if (!(0,src_catalog/* sameGeometry */.DQ)(remote.geometry, desired.geometry))
        differ.push('geometry');
    if (desired.time !== undefined && !sameTime(shown, desired.time)) {
        Object.assign(properties, (0,domain/* timeProperties */.li)(desired.time));
        differ.push('datetime');
    }
    if (desired.title !== undefined && shown.title !== desired.title) {
        properties.title = desired.title;
        differ.push('title');
    }
    for (const name of domain/* ITEM_PROPERTY_NAMES */.Hn) {
        const value = desired.properties?.[name];
        if (value === undefined || (0,domain/* sameProperty */._Z)(name, shown[name], value))
            continue;
        properties[name] = value;
        differ.push(name);
    }
    const own = (0,domain/* ownLinks */.uA)(remote.links);
    if (desired.links !== undefined && !(0,domain/* sameLinks */.YV)(own, desired.links))
        differ.push('links');
    if (differ.length === 0)
        return { ...base, action: 'unchanged', reason: 'unchanged' };
    // The service keeps only the links a PATCH sends: without new ones, the item's own are sent back.
    const links = differ.includes('links') ? desired.links.map((link) => clearedType(link, own)) : own;
    const changes = {
        ...(differ.includes('geometry') ? { geometry: desired.geometry } : {}),
        ...(Object.keys(properties).length > 0 ? { properties } : {}),
        links,
    };
    const relinked = new Set(links
        .filter((link) => (own.find((stored) => stored.rel === link.rel)?.hreflang ?? link.hreflang) !== link.hreflang)
        .map((link) => link.rel));
    return {
        ...base,
        action: 'update',
        changes,
        ...(relinked.size > 0 ? { unlink: { links: links.filter((link) => !relinked.has(link.rel)) } } : {}),
        reason: `${differ.join(', ')} changed`,
    };
}
/** An item to be created that nothing gives a datetime. */
const needsDatetime = (id) => (0,describe/* itemProblem */.t)(id, ['it does not exist, and needs a datetime to be created'], (0,common/* say */.cv) `set ${(0,common/* input */.hF)('item-datetime', { bare: true })} (or a rule's item-datetime)`);
/** A link without a type whose rel the item has with one: an empty type clears it (the service keeps a type a write leaves out). */
function clearedType(link, own) {
    return link.type === undefined && own.some((stored) => stored.rel === link.rel && stored.type !== undefined)
        ? { ...link, type: '' }
        : link;
}
/** The PUT that creates a planned item. */
function itemBody(desired) {
    const time = desired.time === undefined ? {} : Object.fromEntries(Object.entries((0,domain/* timeProperties */.li)(desired.time)).filter(([, v]) => v !== null));
    return {
        id: desired.id,
        geometry: desired.geometry,
        properties: { ...time, ...(desired.title === undefined ? {} : { title: desired.title }), ...desired.properties },
        ...(desired.links === undefined || desired.links.length === 0 ? {} : { links: desired.links }),
    };
}
/** Compared as instants, to the microsecond the service keeps. */
function sameTime(shown, time) {
    const same = (value, desired) => typeof value === 'string' && (0,domain/* parseDateTime */.DP)(value) === (0,domain/* parseDateTime */.DP)(desired);
    if ('datetime' in time)
        return same(shown.datetime, time.datetime) && shown.start_datetime == null;
    return same(shown.start_datetime, time.start) && same(shown.end_datetime, time.end) && shown.datetime == null;
}
/** For plans and summaries: "[7.4,46.9,7.5,47]". */
const formatBbox = (bbox) => `[${bbox.map((n) => Number(n.toFixed(6))).join(',')}]`;

// EXTERNAL MODULE: ./src/assets/index.ts + 5 modules
var assets = __webpack_require__(4525);
;// CONCATENATED MODULE: ./src/plan/plan.ts



const MANAGED = ['title', 'description', 'proj:epsg', 'roles', 'gsd', 'geoadmin:lang', 'geoadmin:variant'];
/** Compares as the catalog stores them: a missing field is null, lists by their items. */
const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** Characters of a value a reason shows: enough to tell two titles apart, never a whole description. */
const SHOWN_VALUE = 40;
/** A field's value as a reason shows it: none for a field the asset does not have, text quoted. */
function shownValue(value) {
    if (value === undefined || value === null)
        return 'none';
    if (typeof value === 'string')
        return `'${(0,common/* capped */.uo)(value, SHOWN_VALUE)}'`;
    return (0,common/* capped */.uo)(Array.isArray(value) ? value.join(', ') : JSON.stringify(value), SHOWN_VALUE);
}
/**
 * How a field differs, as the log and the summary say it: added (none \u2192 0.5), removed (2056 \u2192
 * none, a value whose input or rule field was dropped), or changed ('Old' \u2192 'New').
 */
function difference(key, before, after) {
    const how = before === undefined || before === null ? 'added' : after === undefined || after === null ? 'removed' : 'changed';
    return `${key} ${how} (${shownValue(before)} \u2192 ${shownValue(after)})`;
}
/** The catalog shows no file for an asset whose upload never completed. */
function hasData(asset) {
    const checksum = asset['file:checksum'];
    return typeof checksum === 'string' && checksum !== '' && asset['file:size'] !== 0;
}
/** The changes of every entry that changes no field: one object, not one a file. */
const NO_CHANGES = Object.freeze({});
/**
 * What to do per file, given what the item already holds. Pure: the same inputs give the same
 * plan, so dry-run shows exactly what a real run does. `words`: how the reasons name inputs.
 */
function plan(specs, existing, ifExists, words = common/* ACTION_WORDS */.dC) {
    return specs.map(({ spec: given, checksum }) => {
        const remote = existing.get(given.fields.id);
        // A Git LFS file not fetched (yet) is compared as the catalog has it; its content decides once fetched.
        const spec = remote === undefined ? given : (0,assets/* asPublished */.f1)(given, remote);
        const base = { spec, checksum, changes: NO_CHANGES, replace: false, recreate: false, upload: false, existing: remote };
        if (remote === undefined)
            return { ...base, action: 'create', upload: true, reason: 'new asset' };
        if (ifExists === 'fail') {
            return {
                ...base,
                action: 'error',
                reason: (0,common/* render */.XX)((0,common/* say */.cv) `asset '${spec.fields.id}' already exists (${(0,common/* input */.hF)('if-exists', { value: 'fail' })})`, words),
            };
        }
        const typeChanged = (0,domain/* normalizeMediaType */.Yr)(remote.type ?? '') !== spec.fields.type;
        if (ifExists === 'overwrite') {
            return { ...base, action: 'update', replace: true, recreate: typeChanged, upload: true, reason: 'overwrite' };
        }
        if (typeChanged) {
            return {
                ...base,
                action: 'error',
                reason: (0,common/* render */.XX)([
                    `asset '${spec.fields.id}' has media type '${remote.type ?? '(none)'}', not '${spec.fields.type}'; `,
                    ...(0,common/* say */.cv) `the catalog cannot change a type in place: set ${(0,common/* input */.hF)('if-exists', { value: 'overwrite' })} to delete and recreate it`,
                ], words),
            };
        }
        const changes = {};
        const differences = [];
        for (const key of MANAGED) {
            if (same(remote[key], spec.fields[key]))
                continue;
            changes[key] = spec.fields[key];
            differences.push(difference(key, remote[key], spec.fields[key]));
        }
        const dataMissing = !hasData(remote);
        const checksumDiffers = !dataMissing && remote['file:checksum']?.toLowerCase() !== checksum;
        const upload = dataMissing || checksumDiffers;
        const why = [...differences, ...(dataMissing ? ['file missing on the catalog'] : checksumDiffers ? ['file changed'] : [])].join('; ');
        if (differences.length > 0)
            return { ...base, action: 'update', changes: changes, upload, reason: why };
        if (upload)
            return { ...base, action: 'upload', upload, reason: why };
        return { ...base, action: 'skip', reason: 'unchanged' };
    });
}

;// CONCATENATED MODULE: ./src/plan/prune.ts



/**
 * The assets prune would delete: in every item (or collection) that selected files map to, those
 * that no selected file maps to. Every shard sees every file, so a file of another shard keeps
 * its asset; a job deletes only the assets of its own shard.
 */
function obsoleteAssets(read, allSpecs, shard) {
    const wanted = new Set(allSpecs.map((spec) => `${(0,src_catalog/* containerKey */.Ho)(spec.container)}/${spec.fields.id}`));
    return read.flatMap(({ container, assets }) => (assets ?? [])
        .filter((asset) => !wanted.has(`${(0,src_catalog/* containerKey */.Ho)(container)}/${asset.id}`) && (0,domain/* assetInShard */.Qj)(container.item, asset.id, shard))
        .map((asset) => ({ container, id: asset.id })));
}
/** Assets a message names, at most. */
const NAMED = 3;
/**
 * Refuses, before any write, a prune of more assets than prune-limit allows, and, unless prune-limit
 * was given, one that would delete more than half of an item's (or the collection's) assets: the
 * usual sign of a files input narrowed by mistake, under any limit. Every such problem at once.
 */
function checkPruneLimit(obsolete, bounds) {
    const problems = [];
    const limitInput = (0,common/* input */.hF)('prune-limit', { bare: true });
    if (obsolete.length > bounds.limit) {
        const listed = obsolete
            .slice(0, 20)
            .map(({ container, id }) => `${container.item ?? '(collection)'}/${id}`)
            .join(', ');
        problems.push({
            subject: { kind: 'input', name: 'prune-limit' },
            against: 'catalog',
            what: (0,common/* say */.cv) `prune would delete ${obsolete.length} asset(s), more than ${limitInput} (${bounds.limit}); nothing was written`,
            fix: [
                ...(0,common/* say */.cv) `check ${(0,common/* input */.hF)('files')} and ${(0,common/* input */.hF)('item')}, then raise ${limitInput} (or set it to all) if these are meant to go: `,
                `${listed}${obsolete.length > 20 ? ', \u2026' : ''}`,
            ],
        });
    }
    if (!bounds.given)
        problems.push(...overHalf(obsolete, bounds.containers));
    if (problems.length === 1)
        throw (0,common/* problemError */.gS)(problems[0]);
    if (problems.length > 1)
        throw new common/* ProblemsError */.FQ(problems);
}
/** How much of a container prune would take: "6 of its 7 assets", "the only asset of collection x itself". */
function share(container, gone, total) {
    const item = container.item !== undefined;
    const of = item ? '' : ` of collection ${container.collection} itself`;
    if (total === 1)
        return item ? 'its only asset' : `the only asset${of}`;
    if (gone === total)
        return item ? `all ${total} of its assets` : `all ${total} assets${of}`;
    return item ? `${gone} of its ${total} assets` : `${gone} of the ${total} assets${of}`;
}
/** The containers prune would take more than half the assets of: one problem each, with the counts and the first assets named. */
function overHalf(obsolete, containers) {
    const going = Map.groupBy(obsolete, ({ container }) => (0,src_catalog/* containerKey */.Ho)(container));
    return containers.flatMap(({ container, assets }) => {
        const gone = going.get((0,src_catalog/* containerKey */.Ho)(container)) ?? [];
        const total = assets?.length ?? 0;
        if (gone.length === 0 || gone.length * 2 <= total)
            return [];
        const named = gone.slice(0, NAMED).map(({ id }) => id);
        return [
            {
                subject: container.item === undefined ? { kind: 'catalog', collection: container.collection } : { kind: 'item', id: container.item },
                what: [
                    `prune would delete ${share(container, gone.length, total)}, more than half ` +
                        `(${named.join(', ')}${gone.length > NAMED ? ', \u2026' : ''}); nothing was written`,
                ],
                fix: [
                    ...(0,common/* say */.cv) `check ${(0,common/* input */.hF)('files')} and ${(0,common/* input */.hF)('item')} (an asset stays only where a selected file maps to it); `,
                    ...(0,common/* say */.cv) `if they are meant to go, give ${(0,common/* input */.hF)('prune-limit', { value: String(obsolete.length) })} (or all), which allows it`,
                ],
            },
        ];
    });
}

;// CONCATENATED MODULE: ./src/plan/run.ts





/** The items this job's files go into, sorted. */
const targetItems = (specs) => [...new Set(specs.flatMap((spec) => (spec.container.item === undefined ? [] : [spec.container.item])))].sort();
/** The items and the collection this job's files go to, sorted. */
function targetContainers(specs) {
    const containers = new Map(specs.map((spec) => [(0,src_catalog/* containerKey */.Ho)(spec.container), spec.container]));
    return [...containers.values()].sort((a, b) => (0,src_catalog/* containerKey */.Ho)(a).localeCompare((0,src_catalog/* containerKey */.Ho)(b)));
}
/**
 * The catalog as the reads found it: each target item with the assets it shows, and the collection's
 * own assets. The items are kept without their assets, each asset once, without the times the
 * catalog set and with the run's own strings for its id and type: an item of 100,000 assets is not
 * held twice for the rest of the run.
 */
function catalogState(specs, items, collectionAssets) {
    // An asset's id and media type as one string with the run's own: each of 100,000 assets has them.
    const own = new Map();
    for (const spec of specs)
        own.set(spec.fields.id, spec.fields.id).set(spec.fields.type, spec.fields.type);
    const planned = (asset) => {
        const kept = {};
        for (const key of Object.keys(asset)) {
            if (TIMES.has(key))
                continue;
            const value = asset[key];
            kept[key] = (key === 'id' || key === 'type') && typeof value === 'string' ? (own.get(value) ?? value) : value;
        }
        return kept;
    };
    return {
        containers: targetContainers(specs).map((container) => {
            if (container.item === undefined)
                return { container, assets: collectionAssets };
            const item = items.get(container.item);
            return { container, assets: item === undefined ? undefined : (0,src_catalog/* itemAssets */.fU)(item).map(planned) };
        }),
        items: new Map([...items].map(([id, item]) => [id, item === undefined ? undefined : withoutAssets(item)])),
    };
}
/** The times the catalog sets on an asset: no phase reads them, and an item of 100,000 assets would keep 200,000 of them. */
const TIMES = new Set(['created', 'updated']);
function withoutAssets(item) {
    const { assets, ...rest } = item;
    return assets === undefined ? item : rest;
}
/** The target items the run describes from their files: those it may create (or, with items: sync, update). */
function wantedItems(targets, remote, mode) {
    if (mode === 'sync')
        return new Set(targets);
    return new Set(mode === 'create' ? targets.filter((id) => remote.get(id) === undefined) : []);
}
/** Every file's asset by the item it goes into: an item is described from all its files, every shard's. */
function filesByItem(all) {
    return Map.groupBy(all.filter((spec) => spec.container.item !== undefined), (spec) => spec.container.item);
}
/**
 * What to do with each target item; every problem of every item (a missing datetime, no footprint,
 * \u2026) at once, before any write, each item's together. What kept an item from being described was
 * said already, and a datetime its files give that was refused: neither is said twice; a datetime
 * an item to be created lacks is said beside whatever else it lacks.
 */
function planItems(targets, remote, described, mode, options = {}) {
    const wanted = wantedItems(targets, remote, mode);
    const problems = [...described.problems];
    const plans = [];
    for (const id of targets) {
        const desired = described.items.get(id);
        const planned = planItem(id, mode, remote.get(id), desired, options.words);
        if (!('subject' in planned))
            plans.push(planned);
        else if (options.datetimeGiven?.(id) === true)
            continue;
        else if (desired !== undefined || !wanted.has(id))
            problems.push(planned);
        else if (remote.get(id) === undefined)
            problems.push(needsDatetime(id));
    }
    if (problems.length > 0)
        throw itemProblems(byItem(problems));
    return plans;
}
/** The problems with each item's together, in the order of the items' ids; those of inputs and files first, as they came. */
function byItem(problems) {
    const key = (problem) => (problem.subject.kind === 'item' ? problem.subject.id : '');
    return problems
        .map((problem, index) => ({ problem, index }))
        .sort((a, b) => (key(a.problem) < key(b.problem) ? -1 : key(a.problem) > key(b.problem) ? 1 : a.index - b.index))
        .map(({ problem }) => problem);
}
/**
 * The run's plan, without I/O: the items, then each file's asset against what its item holds, then
 * (prune) the assets no file maps to. Throws the problems that keep the run from publishing: an
 * item that is not there and is not to be created, the collection gone meanwhile, the items'.
 * Prune's limit is checked by the caller once the plan is shown (checkPruneLimit).
 */
function planRun({ all, specs, catalog, described, checksum, target, mode, safety, shard, words }) {
    // A STAC source's item gives its own datetime.
    const dated = new Set(all.filter((spec) => (spec.itemDatetime ?? '').trim() !== '' || spec.source?.time !== undefined).map((spec) => spec.container.item));
    const items = planItems(targetItems(specs), catalog.items, described, mode, { words, datetimeGiven: (id) => dated.has(id) });
    const created = new Set(items.filter((item) => item.action === 'create').map((item) => item.id));
    const missing = catalog.containers.filter(({ container, assets }) => assets === undefined && !(container.item !== undefined && created.has(container.item)));
    if (missing.length > 0) {
        // The collection itself was read before: only items can be missing, unless it went meanwhile.
        const absentItems = missing.filter((m) => m.container.item !== undefined);
        if (absentItems.length < missing.length)
            throw noCollection(target);
        throw (0,common/* problemError */.gS)({
            subject: { kind: 'catalog', collection: target.collection },
            what: [
                `The catalog has no item ${absentItems.map(({ container }) => `'${container.item ?? ''}'`).join(', ')} ` +
                    `in collection '${target.collection}' (${target.apiRoot})`,
            ],
            fix: [
                ...(0,common/* say */.cv) `check ${(0,common/* input */.hF)('collection')}, ${(0,common/* input */.hF)('item')} and ${(0,common/* input */.hF)('base-url')}, `,
                ...(0,common/* say */.cv) `or create the missing items with ${(0,common/* input */.hF)('items', { value: 'create' })}`,
            ],
        });
    }
    const specsOf = Map.groupBy(specs, (spec) => (0,src_catalog/* containerKey */.Ho)(spec.container));
    const entries = catalog.containers.flatMap(({ container, assets }) => plan((specsOf.get((0,src_catalog/* containerKey */.Ho)(container)) ?? []).map((spec) => ({ spec, checksum: checksum(spec) })), new Map((assets ?? []).map((asset) => [asset.id, asset])), safety.ifExists, words));
    const obsolete = safety.prune ? obsoleteAssets(catalog.containers, all, shard) : [];
    return { items, entries, obsolete };
}
/** The collection the run publishes into is not in the catalog. */
const noCollection = (target) => (0,common/* problemError */.gS)({
    subject: { kind: 'catalog', collection: target.collection },
    what: [`The catalog has no collection '${target.collection}' (${target.apiRoot})`],
    fix: (0,common/* say */.cv) `check ${(0,common/* input */.hF)('collection')} and ${(0,common/* input */.hF)('base-url')}; collections are made by the catalog's operators`,
});

;// CONCATENATED MODULE: ./src/plan/index.ts
/**
 * Planning, pure functions without I/O: the run's plan (run.ts), per file, per item (against what
 * describe/ made of its files), the obsolete assets.
 * Other folders import from here; modules of this folder import each other directly.
 */






/***/ }),

/***/ 5896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ZM: () => (/* binding */ publishRun)
});

// UNUSED EXPORTS: publish, targetLine

// EXTERNAL MODULE: ./src/assets/index.ts + 5 modules
var assets = __webpack_require__(4525);
// EXTERNAL MODULE: ./src/execute/index.ts + 8 modules
var execute = __webpack_require__(3191);
// EXTERNAL MODULE: ./src/catalog/index.ts + 8 modules
var src_catalog = __webpack_require__(3893);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var common = __webpack_require__(4095);
// EXTERNAL MODULE: ./src/files/index.ts + 3 modules
var src_files = __webpack_require__(9204);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
;// CONCATENATED MODULE: ./src/checksums/hashing.ts




/** Bytes read at a time when a file is streamed through the hashes (the worker threads' buffers too). */
const READ_CHUNK = 1024 * 1024;
/** Up to this size a file is one part, read in one go. */
const SMALL_FILE_SIZE = 256 * 1024;
const SHA2_256 = Buffer.from([0x12, 0x20]);
/** One flat string (not '1220' and the digest's hex joined, two strings and a third that joins them): a run keeps one per file. */
const multihashHex = (sha256) => Buffer.concat([SHA2_256, sha256]).toString('hex');
const MULTIHASH = Buffer.concat([SHA2_256, Buffer.alloc(32)]);
/** multihashHex of bytes held whole: one call of crypto.hash (no Hash object), its digest written after the code. */
const multihashOf = (bytes) => {
    (0,external_node_crypto_.hash)('sha256', bytes, 'buffer').copy(MULTIHASH, SHA2_256.length);
    return MULTIHASH.toString('hex');
};
/** MD5 per part over a byte stream, cutting the stream at multiples of partSize. */
class PartHasher {
    parts = [];
    #partSize;
    #md5 = (0,external_node_crypto_.createHash)('md5');
    #offset = 0;
    #filled = 0;
    constructor(partSize) {
        this.#partSize = partSize;
    }
    update(chunk) {
        let rest = chunk;
        while (rest.length > 0) {
            const take = Math.min(rest.length, this.#partSize - this.#filled);
            this.#md5.update(rest.subarray(0, take));
            this.#filled += take;
            rest = rest.subarray(take);
            if (this.#filled === this.#partSize)
                this.#close();
        }
    }
    finish() {
        if (this.#filled > 0 || this.parts.length === 0)
            this.#close();
        return this.parts;
    }
    #close() {
        this.parts.push({ number: this.parts.length + 1, offset: this.#offset, length: this.#filled, md5: this.#md5.digest('base64') });
        this.#offset += this.#filled;
        this.#filled = 0;
        this.#md5 = (0,external_node_crypto_.createHash)('md5');
    }
}
/** Passes bytes through while feeding them to a hash-like sink. */
const tap = (feed) => new external_node_stream_.Transform({
    transform(chunk, _encoding, done) {
        feed(chunk);
        done(null, chunk);
    },
});
// Small files (tile sets have thousands) are read synchronously into one buffer: one open and one
// read each, no allocation, quicker than four round trips through the thread pool.
let scratch;
/**
 * The file's bytes, valid until the next call; one byte more than SMALL_FILE_SIZE tells a file that
 * grew. `size` is what the file was found to hold: a regular file gives as many bytes as are asked
 * for unless it ends, so fewer, and that many, is its end, known without a read that returns none.
 */
function readSmall(filePath, size) {
    scratch ??= Buffer.allocUnsafe(SMALL_FILE_SIZE + 1);
    const fd = external_node_fs_default().openSync(filePath, 'r');
    try {
        let length = 0;
        for (;;) {
            const wanted = scratch.length - length;
            const n = external_node_fs_default().readSync(fd, scratch, length, wanted, length);
            length += n;
            if (n === 0 || length === scratch.length || (n < wanted && length === size))
                return scratch.subarray(0, length);
        }
    }
    finally {
        external_node_fs_default().closeSync(fd);
    }
}
/** A small file's checksum, `size` what it was found to hold (its size is what it holds now). */
function checksumSmallFile(filePath, size) {
    const bytes = readSmall(filePath, size);
    return { size: bytes.length, checksum: multihashOf(bytes), deferred: true };
}
/**
 * A small file's digest, `size` what it was found to hold; with `keepBytes`, its bytes too (a copy),
 * for an upload to send as they were hashed.
 */
function digestSmallFile(filePath, size, keepBytes = false) {
    const bytes = readSmall(filePath, size);
    const md5 = (0,external_node_crypto_.hash)('md5', bytes, 'base64');
    const checksum = multihashOf(bytes);
    return {
        size: bytes.length,
        checksum,
        parts: [{ number: 1, offset: 0, length: bytes.length, md5 }],
        uploadPath: filePath,
        uploadSize: bytes.length,
        contentEncoding: undefined,
        ...(keepBytes ? { bytes: Buffer.from(bytes) } : {}),
    };
}
/** One read of the file: its multihash and every part's MD5 (constant memory, any size). */
async function digestFile(filePath, partSize, signal) {
    const sha = (0,external_node_crypto_.createHash)('sha256');
    const parts = new PartHasher(partSize);
    let size = 0;
    for await (const chunk of (0,external_node_fs_.createReadStream)(filePath, { highWaterMark: READ_CHUNK })) {
        signal?.throwIfAborted();
        sha.update(chunk);
        parts.update(chunk);
        size += chunk.length;
    }
    return {
        size,
        checksum: multihashHex(sha.digest()),
        parts: parts.finish(),
        uploadPath: filePath,
        uploadSize: size,
        contentEncoding: undefined,
    };
}
/**
 * One read of the file that compresses it to `compressedPath` on the way: the multihash is of
 * the original (what the catalog publishes), the part MD5s of the compressed bytes (what is sent).
 */
async function digestCompressed(filePath, encoding, compressedPath, partSize) {
    const sha = (0,external_node_crypto_.createHash)('sha256');
    const parts = new PartHasher(partSize);
    let size = 0;
    let uploadSize = 0;
    // node:zlib loaded by the first file compressed (content-encoding), not by every run's start.
    const zlib = process.getBuiltinModule('node:zlib');
    const compressor = encoding === 'gzip'
        ? zlib.createGzip({ level: 6 })
        : zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    await (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(filePath, { highWaterMark: READ_CHUNK }), tap((chunk) => {
        sha.update(chunk);
        size += chunk.length;
    }), compressor, tap((chunk) => {
        parts.update(chunk);
        uploadSize += chunk.length;
    }), (0,external_node_fs_.createWriteStream)(compressedPath));
    return {
        size,
        checksum: multihashHex(sha.digest()),
        parts: parts.finish(),
        uploadPath: compressedPath,
        uploadSize,
        contentEncoding: encoding,
    };
}

;// CONCATENATED MODULE: ./src/checksums/hashing-threads.ts





/**
 * The part MD5s are independent of each other, the SHA-256 is not: the main thread reads the
 * file once, into a fixed ring of shared buffers, and hashes it with SHA-256 while worker
 * threads compute the parts' MD5s from the same buffers. Preparing a large file then costs about
 * the slower of the two hashes, not their sum, and memory is the ring, whatever the file size.
 */
const CHUNK = READ_CHUNK;
const SLOTS_PER_WORKER = 8;
// Plain CommonJS run with eval, so the bundle needs no second file for the workers.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { createHash } = require('node:crypto')
const slots = workerData.slots.map((shared) => new Uint8Array(shared))
const hashes = new Map()
parentPort.on('message', (m) => {
  let hash = hashes.get(m.key)
  if (hash === undefined) { hash = createHash('md5'); hashes.set(m.key, hash) }
  hash.update(slots[m.slot].subarray(0, m.length))
  if (m.last) { hashes.delete(m.key); parentPort.postMessage({ slot: m.slot, key: m.key, md5: hash.digest('base64') }) }
  else parentPort.postMessage({ slot: m.slot })
})
`;
class Md5Worker {
    #worker;
    #free;
    #waiting = [];
    #failure;
    #done = new Map();
    constructor() {
        const shared = Array.from({ length: SLOTS_PER_WORKER }, () => new SharedArrayBuffer(CHUNK));
        this.#free = shared.map((buffer, index) => ({ index, view: Buffer.from(buffer) }));
        const slots = [...this.#free];
        // node:worker_threads loaded by the first large file: a run of small files starts without it.
        this.#worker = new (process.getBuiltinModule('node:worker_threads').Worker)(WORKER_SOURCE, {
            eval: true,
            workerData: { slots: shared },
        });
        this.#worker.unref();
        this.#worker.on('message', (message) => {
            const slot = slots[message.slot];
            const next = this.#waiting.shift();
            if (next === undefined)
                this.#free.push(slot);
            else
                next.resolve(slot);
            if (message.key !== undefined && message.md5 !== undefined) {
                this.#done.get(message.key)?.resolve(message.md5);
                this.#done.delete(message.key);
            }
        });
        // A thread that fails or stops fails what it was hashing: nothing may wait on it forever.
        const fail = (error) => {
            this.#failure ??= error;
            for (const pending of [...this.#done.values(), ...this.#waiting])
                pending.reject(error);
            this.#done.clear();
            this.#waiting.length = 0;
        };
        this.#worker.on('error', fail);
        this.#worker.on('exit', (code) => fail(new Error(`a hashing thread stopped (exit code ${code})`)));
    }
    /** A buffer to read the next chunk into; waits while the worker still hashes all of them. */
    async slot() {
        if (this.#failure !== undefined)
            throw this.#failure;
        return this.#free.pop() ?? new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
    }
    /** Hands a filled slot to the worker; on a part's last chunk, the promise of its MD5. */
    hash(key, slot, length, last) {
        const result = last ? new Promise((resolve, reject) => this.#done.set(key, { resolve, reject })) : undefined;
        // Awaited only once the whole file is read: handled from the start, so that a thread that
        // fails meanwhile is not an unhandled rejection, which would end the run.
        result?.catch(() => undefined);
        this.#worker.postMessage({ key, slot: slot.index, length, last });
        return result;
    }
    terminate() {
        return this.#worker.terminate();
    }
}
let sequence = 0;
class HashingThreads {
    #workers;
    constructor(size = (0,external_node_os_.availableParallelism)()) {
        this.#workers = Array.from({ length: Math.max(1, size) }, () => new Md5Worker());
    }
    /**
     * Needs part sizes that are whole multiples of CHUNK (partLayout gives whole MiB). `signal`
     * stops it between chunks, e.g. once the run cannot go on anyway.
     */
    async digest(filePath, partSize, displayName, signal) {
        if (partSize % CHUNK !== 0)
            throw new Error(`part size ${partSize} is not a multiple of ${CHUNK}`);
        const file = await (0,promises_.open)(filePath, 'r');
        const id = ++sequence;
        const sha = (0,external_node_crypto_.createHash)('sha256');
        const parts = [];
        try {
            const { size } = await file.stat();
            let offset = 0;
            for (let number = 1; offset < size || number === 1; number++) {
                const length = Math.min(partSize, size - offset);
                const worker = this.#workers[(number - 1) % this.#workers.length];
                let md5;
                let done = 0;
                do {
                    signal?.throwIfAborted();
                    const slot = await worker.slot();
                    const want = Math.min(CHUNK, length - done);
                    const { bytesRead } = want === 0 ? { bytesRead: 0 } : await file.read(slot.view, 0, want, offset + done);
                    if (bytesRead !== want)
                        throw new common/* FileChangedError */.jL(displayName, 'became shorter while it was read');
                    // Hashed here before the worker gets the slot: the two never race on it.
                    sha.update(slot.view.subarray(0, bytesRead));
                    done += bytesRead;
                    md5 = worker.hash(`${id}:${number}`, slot, bytesRead, done >= length);
                } while (done < length);
                parts.push({ number, offset, length, md5: md5 });
                offset += length;
            }
            const resolved = await Promise.all(parts.map(async (part) => ({ ...part, md5: await part.md5 })));
            return {
                size,
                checksum: multihashHex(sha.digest()),
                parts: resolved,
                uploadPath: filePath,
                uploadSize: size,
                contentEncoding: undefined,
            };
        }
        finally {
            await file.close();
        }
    }
    async close() {
        await Promise.all(this.#workers.map((worker) => worker.terminate()));
    }
}

// EXTERNAL MODULE: ./src/transport/index.ts + 9 modules
var transport = __webpack_require__(8812);
;// CONCATENATED MODULE: ./src/checksums/remote.ts
/**
 * The digests of content a source streams (a STAC API source's hrefs), never on disk: its checksum
 * hashed from the bytes as they arrive, the part MD5s of its upload on the same pass, a one-part
 * content's bytes kept in memory for its PUT, and each part of a larger one read again, by range,
 * for its PUT and checked against the MD5 of the first pass. What is held in memory is bounded for
 * the run (HeldBytes).
 */




/** A source's content held in memory at once, for the whole run: eight parts of the default 16 MiB. */
const HELD_BYTES = 128 * common/* MIB */.D6;
/**
 * Bytes held in memory at once, across the run: a one-part content's bytes from its read to its
 * PUT, a part's from its read again to its PUT. A hold waits, in order, until the bytes fit; one
 * hold always may go on when nothing is held, however large, so that no part waits for ever.
 */
class HeldBytes {
    limit;
    #used = 0;
    #peak = 0;
    #waiting = [];
    constructor(limit = HELD_BYTES) {
        this.limit = limit;
    }
    /** The most held at once so far. */
    get peak() {
        return this.#peak;
    }
    /** Holds the bytes now if they fit and nothing waits: its release; undefined otherwise. */
    tryHold(bytes) {
        return this.#waiting.length === 0 && this.#fits(bytes) ? this.#take(bytes) : undefined;
    }
    /** Holds the bytes once they fit, after those that wait already: its release. */
    hold(bytes) {
        const now = this.tryHold(bytes);
        if (now !== undefined)
            return Promise.resolve(now);
        return new Promise((start) => this.#waiting.push({ bytes, start }));
    }
    #fits(bytes) {
        return this.#used === 0 || this.#used + bytes <= this.limit;
    }
    #take(bytes) {
        this.#used += bytes;
        this.#peak = Math.max(this.#peak, this.#used);
        let released = false;
        return () => {
            if (released)
                return;
            released = true;
            this.#used -= bytes;
            while (this.#waiting.length > 0 && this.#fits(this.#waiting[0].bytes)) {
                const next = this.#waiting.shift();
                next.start(this.#take(next.bytes));
            }
        };
    }
}
/** The encoding of the bytes an answer brings; other than the catalog's upload can carry, refused. */
function encodingOf(contentEncoding) {
    const encoding = contentEncoding?.trim().toLowerCase();
    if (encoding === undefined || encoding === '' || encoding === 'identity')
        return undefined;
    if (encoding === 'gzip' || encoding === 'br')
        return encoding;
    throw new Error(`its storage serves it with Content-Encoding '${encoding.slice(0, 40)}', which the catalog's upload cannot carry (gzip or br)`);
}
/**
 * The content's sha2-256 multihash and size, fed the bytes as the storage keeps them: decoded on
 * the way where they are encoded (file:checksum is of the content, not of its encoding), within
 * the catalog's size limit whatever the encoding's ratio.
 */
class ContentHash {
    #sha = (0,external_node_crypto_.createHash)('sha256');
    #decoder;
    #size = 0;
    /** Why the hashing stopped: decoded bytes come from the decoder's events, where nothing may be thrown. */
    #failed;
    constructor(encoding) {
        if (encoding === undefined)
            return;
        // node:zlib loaded by the first encoded download, not by every run's start.
        const zlib = process.getBuiltinModule('node:zlib');
        this.#decoder = encoding === 'gzip' ? zlib.createGunzip() : zlib.createBrotliDecompress();
        this.#decoder.on('data', (decoded) => this.#count(decoded));
    }
    update(raw) {
        if (this.#failed !== undefined)
            throw this.#failed;
        if (this.#decoder === undefined)
            this.#count(raw);
        else
            this.#decoder.write(raw);
    }
    async digest() {
        if (this.#decoder !== undefined) {
            this.#decoder.end();
            await (0,external_node_stream_promises_.finished)(this.#decoder).catch((error) => {
                throw this.#failed ?? new Error(`its encoded bytes cannot be decoded (${error instanceof Error ? error.message : String(error)})`);
            });
        }
        if (this.#failed !== undefined)
            throw this.#failed;
        return { checksum: multihashHex(this.#sha.digest()), size: this.#size };
    }
    /** Ends the hashing of an attempt given up. */
    abandon() {
        this.#decoder?.destroy();
    }
    #count(bytes) {
        if (this.#failed !== undefined)
            return;
        this.#size += bytes.length;
        if (this.#size > common/* MAX_FILE_SIZE */.w3) {
            this.#failed = new Error(`its content is larger than the catalog's upload limit (${common/* MAX_FILE_SIZE */.w3} bytes)`);
            this.#decoder?.destroy(this.#failed);
            return;
        }
        this.#sha.update(bytes);
    }
}
/** A source's content whose bytes are not what the source states: that file fails, and none of its bytes is sent. */
class ContentMismatch extends Error {
    name = 'ContentMismatch';
}
/** A part of a source's content that was other bytes when it was read again than at the first read. */
class PartChangedAtSource extends Error {
    name = 'PartChangedAtSource';
}
/** One read of a streamed content, hashed as it arrives: its checksum and size, nothing kept. */
async function measureStreamed(file, source) {
    let hash;
    const answer = await source
        .read(file, {
        label: `read ${file.relativePath} to hash it`,
        receive: (head) => {
            hash?.abandon();
            const attempt = new ContentHash(encodingOf(head.contentEncoding));
            hash = attempt;
            return { write: (chunk) => attempt.update(chunk) };
        },
    })
        .catch((error) => {
        hash?.abandon();
        throw error;
    });
    return { ...(await hash.digest()), raw: answer.bytes };
}
/** One attempt of the first read: the content's hash, the part MD5s, and its bytes where it is one part and they fit in memory. */
class FirstRead {
    hash;
    parts;
    encoding;
    layout;
    /** The bytes kept, and the room they hold. */
    kept;
    #filled = 0;
    constructor(size, encoding, options) {
        this.encoding = encoding;
        this.hash = new ContentHash(encoding);
        this.layout = (0,common/* partLayout */.uV)(size, options.partSize);
        this.parts = new PartHasher(this.layout.partSize);
        const release = this.layout.count === 1 ? options.held.tryHold(size) : undefined;
        if (release !== undefined)
            this.kept = { bytes: Buffer.allocUnsafe(size), release };
    }
    write(chunk) {
        this.hash.update(chunk);
        this.parts.update(chunk);
        if (this.kept !== undefined) {
            if (this.#filled + chunk.length > this.kept.bytes.length)
                throw new Error(`more bytes came than the ${this.kept.bytes.length} announced`);
            chunk.copy(this.kept.bytes, this.#filled);
        }
        this.#filled += chunk.length;
    }
    abandon() {
        this.hash.abandon();
        this.kept?.release();
        this.kept = undefined;
    }
}
/**
 * The first read of a streamed content for its upload: hashed and cut into part MD5s on the way,
 * its bytes kept where it is one part and room is free, and checked against what the source states
 * \u2014 content that is not refuses the file (ContentMismatch) before anything of it is sent. A larger
 * content's parts are read again, each by range, when the upload sends them (the ETag of this read
 * must still hold), each checked against its MD5 before its PUT.
 */
async function readStreamed(file, source, planned, options) {
    let read;
    const answer = await source
        .read(file, {
        label: `download ${file.relativePath}`,
        receive: (head) => {
            read?.abandon();
            read = undefined;
            const size = planned.size ?? head.length;
            if (size === undefined)
                throw new Error('its storage states no Content-Length, nor the source a file:size: its parts cannot be cut');
            read = new FirstRead(size, encodingOf(head.contentEncoding), options);
            return read;
        },
    })
        .catch((error) => {
        // The last attempt's memory, given back: a read that failed keeps none.
        read?.abandon();
        throw error;
    });
    const first = read;
    try {
        const found = await first.hash.digest();
        if (found.checksum !== planned.checksum)
            throw new ContentMismatch(`${source.mismatch(file, found)}; none of its bytes were sent, and the target keeps what it had`);
        const parts = first.parts.finish();
        const kept = first.kept;
        const reader = {
            hold: async (part) => {
                if (kept !== undefined)
                    return { read: () => Promise.resolve(kept.bytes), release: () => undefined };
                const release = await options.held.hold(part.length);
                return { read: () => readPart(file, source, part, { count: parts.length, etag: answer.etag }), release };
            },
        };
        return {
            digest: { size: found.size, checksum: found.checksum, parts, uploadSize: answer.bytes, contentEncoding: first.encoding, reader },
            release: () => kept?.release(),
        };
    }
    catch (error) {
        first.abandon();
        throw error;
    }
}
/** A part read again by range into memory of its size, and checked against the MD5 of the first read. */
async function readPart(file, source, part, first) {
    const bytes = Buffer.allocUnsafe(part.length);
    let md5 = (0,external_node_crypto_.createHash)('md5');
    let filled = 0;
    const label = `download part ${part.number}/${first.count} of ${file.relativePath}`;
    await source.read(file, {
        label,
        range: { offset: part.offset, length: part.length },
        exact: part.length,
        ...(first.etag === undefined ? {} : { ifMatch: first.etag }),
        receive: () => {
            md5 = (0,external_node_crypto_.createHash)('md5');
            filled = 0;
            return {
                write: (chunk) => {
                    md5.update(chunk);
                    chunk.copy(bytes, filled);
                    filled += chunk.length;
                },
            };
        },
    });
    const found = md5.digest('base64');
    if (found !== part.md5)
        throw new PartChangedAtSource(`${file.relativePath}: part ${part.number} of ${first.count} at ${(0,common/* inert */.tJ)(source.where(file))} is other bytes ` +
            `than at its first read (MD5 ${found}, not ${part.md5}): its bytes changed at the source meanwhile; ` +
            'its upload was aborted, and the next run reads it again');
    return bytes;
}

;// CONCATENATED MODULE: ./src/checksums/checksums.ts











/** Files of several parts' worth are hashed with worker threads; smaller ones hash faster inline. */
const THREADS_FROM = 8 * common/* MIB */.D6;
/** Files read at the same time: the disk, not the cores, is the limit beyond this. */
const FILES_AT_ONCE = 4;
/**
 * Small files hashed between two turns of the event loop (some millisecond's work): each is read
 * synchronously, and without a turn the catalog's reads, started before the hashing, would not even
 * connect until the last file was hashed (bench 3's re-run waited some 90 ms for them after it).
 */
const SMALL_FILES_A_TURN = 64;
/**
 * How the content store reads what it fetched: each content once, for its multihash (which the
 * store compares with what was declared) and the part MD5s of its upload, so that fetched content
 * is read once before it is sent.
 */
function fetchedDigests(options) {
    return async (contents) => {
        const threads = contents.some((content) => content.size >= THREADS_FROM) ? new HashingThreads() : undefined;
        try {
            return await (0,common/* mapLimit */.sf)(contents, Math.min(options.concurrency, FILES_AT_ONCE), (content) => options.pending.track(content.task, () => {
                options.signal.throwIfAborted();
                return content.size <= SMALL_FILE_SIZE
                    ? Promise.resolve(digestSmallFile(content.path, content.size))
                    : readWhole(content, threads, options);
            }));
        }
        finally {
            await threads?.close();
        }
    };
}
/**
 * The digest phase: every file's sha2-256 multihash (what the plan compares), and the part MD5s
 * the upload needs, each file read once. It owns the size thresholds, the worker threads' lifetime,
 * and the one check that a file is still what was hashed when its bytes are sent.
 *
 * A file whose content is elsewhere (a Git LFS pointer) is planned from what its source declares
 * (the pointer's oid is the content's SHA-256); the content of those the plan uploads is fetched
 * by the content store before the first write, and read, for the upload, where it brought it.
 */
class Checksums {
    /** By file; a small file's is its checksum alone (its part MD5 computed at upload), the bulk of a tile set's. */
    #digests = new Map();
    #options;
    /** A streamed source's content held in memory until it is sent. */
    #held;
    constructor(options) {
        this.#options = options;
        this.#held = new HeldBytes(options.heldBytes);
    }
    static async compute(files, options) {
        const checksums = new Checksums(options);
        const read = [];
        const unstated = [];
        for (const file of files) {
            const streamed = options.content.streams(file);
            const stated = streamed?.stated(file);
            const declared = streamed === undefined ? options.content.declared(file) : undefined;
            if (stated !== undefined)
                checksums.#digests.set(file.relativePath, { checksum: stated.checksum, size: stated.size, remote: true });
            else if (streamed !== undefined)
                unstated.push(file);
            else if (declared === undefined)
                read.push(file);
            else
                checksums.#digests.set(file.relativePath, { ...declared, declared: true });
        }
        if (unstated.length > 0)
            await checksums.#measure(unstated);
        if (options.contentEncoding !== undefined &&
            (unstated.length > 0 || [...checksums.#digests.values()].some((digest) => typeof digest !== 'string' && 'remote' in digest)))
            options.log.info(`content-encoding ${options.contentEncoding} applies to files read from disk; ` +
                "a STAC source's assets are copied as its storage keeps them, encoded or not");
        const unreadable = [];
        const kept = (file, digest) => {
            if (digest.size !== file.size)
                throw new common/* FileChangedError */.jL(file.relativePath, `changed size while it was read (${file.size} \u2192 ${digest.size} bytes)`);
            checksums.#digests.set(file.relativePath, 'deferred' in digest ? digest.checksum : digest);
            if (options.log.debugging === false)
                return;
            const parts = 'deferred' in digest ? 'one part, its MD5 at upload' : `${digest.parts.length} part(s)`;
            options.log.debug(`${(0,common/* inert */.tJ)(file.relativePath)}: ${digest.checksum} (${parts})`);
        };
        // The selection found it readable by its mode: an ACL or a security module refuses it (or a chmod since).
        const refusal = (file, error) => {
            const refused = (0,src_files/* refusedRead */.DC)(file, error);
            if (refused === undefined)
                throw error;
            unreadable.push(refused);
        };
        // Small files first, one after another on this thread (a read and a hash each take microseconds,
        // an awaited step more than both): the event loop turns every SMALL_FILES_A_TURN of them, so the
        // catalog's read goes on meanwhile. A small file's part MD5 is needed only to upload it, and a
        // re-run uploads nothing.
        const large = [];
        let small = 0;
        for (const file of read) {
            if (file.size > SMALL_FILE_SIZE) {
                large.push(file);
                continue;
            }
            if (++small % SMALL_FILES_A_TURN === 0)
                await (0,external_node_timers_promises_.setImmediate)();
            options.signal.throwIfAborted();
            let digest;
            try {
                digest = checksumSmallFile(file.absolutePath, file.size);
            }
            catch (error) {
                refusal(file, error);
                continue;
            }
            kept(file, digest);
        }
        const threads = large.some((file) => file.size >= THREADS_FROM) ? new HashingThreads() : undefined;
        try {
            await (0,common/* mapLimit */.sf)(large, Math.min(options.concurrency, FILES_AT_ONCE), (file) => options.pending.track(`checksum of ${file.relativePath}`, async () => {
                options.signal.throwIfAborted();
                let digest;
                try {
                    digest = await readWhole({ path: file.absolutePath, size: file.size, label: file.relativePath }, threads, options);
                }
                catch (error) {
                    refusal(file, error);
                    return;
                }
                kept(file, digest);
            }));
        }
        finally {
            await threads?.close();
        }
        if (unreadable.length > 0)
            throw (0,src_files/* unreadableFiles */.rx)(unreadable);
        return checksums;
    }
    checksum(file) {
        return this.#get(file).checksum;
    }
    /** The content's size; undefined for a streamed source's that states none and was not read to hash it. */
    size(file) {
        return this.#get(file).size;
    }
    /**
     * Whether the file's body is to be read before anything of its asset is written: a source's
     * content, whose bytes may not be what the source states; nothing of its asset is written then.
     */
    readsBeforeWrite(file) {
        return 'remote' in this.#get(file);
    }
    /**
     * The content of a streamed source's files that states no checksum the plan can compare: read
     * once each, hashed as it arrives and not kept, so that the run plans them as any other file.
     * Content that cannot be read stops the run before any write, each such file a problem; an
     * origin that cannot be reached at all stops it as any unreachable address does.
     */
    async #measure(files) {
        const { content, log, pending, signal } = this.#options;
        let bytes = 0;
        const problems = [];
        await (0,common/* mapLimit */.sf)(files, this.#options.concurrency, (file) => pending.track(`reading ${file.relativePath} to hash it`, async () => {
            signal.throwIfAborted();
            const source = content.streams(file);
            try {
                const found = await measureStreamed(file, source);
                bytes += found.raw;
                this.#digests.set(file.relativePath, { checksum: found.checksum, size: found.raw, remote: true });
                log.debug(`${(0,common/* inert */.tJ)(file.relativePath)}: ${found.checksum}, read to hash it (${found.raw} bytes)`);
            }
            catch (error) {
                if (error instanceof transport/* UnreachableError */.Jk || signal.aborted)
                    throw error;
                problems.push({
                    subject: { kind: 'file', path: file.relativePath },
                    what: [
                        `its bytes could not be read at ${source.where(file)} to hash them ` +
                            `(its source states no sha2-256 ${source.declaredBy}): ${(0,common/* errorMessage */.gJ)(error)}`,
                    ],
                    fix: [
                        `check that its href can be read from here, or have its source state its ${source.declaredBy} ` +
                            '(a sha2-256 multihash), which needs no read',
                    ],
                });
            }
        }));
        if (problems.length > 0)
            throw new common/* ProblemsError */.FQ(problems.sort((a, b) => subjectPath(a).localeCompare(subjectPath(b))));
        const source = content.streams(files[0]);
        log.info(`${files.length} file(s) of ${source.name} state no sha2-256 ${source.declaredBy}: each read once to hash it ` +
            `(${bytes} bytes, streamed, not kept); every run reads them again, where a source that states it is planned without a byte`);
    }
    /**
     * What to upload for the file: its parts as hashed, a small file's completed now, or a
     * compressed copy. Refused when the file is no longer the bytes whose checksum was planned.
     */
    async forUpload(file) {
        const planned = this.#get(file);
        if ('remote' in planned)
            return this.#streamedContent(file, planned);
        const digest = 'declared' in planned ? await this.#fetchedContent(file, planned) : this.#fileContent(file, planned);
        const encoding = this.#options.contentEncoding;
        if (encoding === undefined)
            return { digest, release: () => Promise.resolve() };
        const folder = await (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'stac-publish-'));
        const release = () => (0,promises_.rm)(folder, { recursive: true, force: true });
        try {
            // The original's part size, at least the storage's minimum: compressed data is seldom larger,
            // and where it is (incompressible data), the extra bytes form a last part, which may be small.
            const partSize = Math.max(digest.parts[0]?.length ?? 0, common/* MIN_PART_SIZE */.fq);
            const encoded = await digestCompressed(digest.uploadPath, encoding, external_node_path_default().join(folder, 'body'), partSize);
            if (encoded.checksum !== digest.checksum)
                throw new common/* FileChangedError */.jL(file.relativePath, 'changed after its checksum was computed');
            if (encoded.parts.length > common/* MAX_PARTS */.kz) {
                throw new Error(`${file.relativePath}: compressed, it needs more than ${common/* MAX_PARTS */.kz} parts; upload it without content-encoding`);
            }
            return { digest: encoded, release };
        }
        catch (error) {
            await release();
            throw error;
        }
    }
    /** The file's bytes, still those whose checksum was planned. */
    #fileContent(file, planned) {
        // Synchronous: a stat takes microseconds, the thread pool's round trip of an awaited one ten times that, per file.
        const now = (0,external_node_fs_.statSync)(file.absolutePath, { throwIfNoEntry: false });
        if (now === undefined)
            throw new common/* FileChangedError */.jL(file.relativePath, 'vanished after its checksum was computed');
        if (now.size !== file.size)
            throw new common/* FileChangedError */.jL(file.relativePath, 'changed after its checksum was computed');
        // A small file's bytes are kept for its upload: the part sent is what was verified here, read once.
        const digest = 'deferred' in planned ? digestSmallFile(file.absolutePath, file.size, this.#options.contentEncoding === undefined) : planned;
        if (digest.checksum !== planned.checksum)
            throw new common/* FileChangedError */.jL(file.relativePath, 'changed after its checksum was computed');
        return digest;
    }
    /** Fetched content (a Git LFS object), while the file on disk still declares what was planned. */
    async #fetchedContent(file, planned) {
        const { content } = this.#options;
        // Only a file whose upload the plan did not foresee gets here unfetched: a metadata change
        // that the catalog made with PUT, which resets the file, because it refused PATCH.
        if (!content.isHere(file))
            await content.fetch([file]);
        const fetched = content.checked(file);
        const declared = await content.declaredNow(file);
        if (declared === null)
            throw new common/* FileChangedError */.jL(file.relativePath, 'vanished after its checksum was computed');
        if (declared?.checksum !== planned.checksum || declared.size !== planned.size)
            throw new common/* FileChangedError */.jL(file.relativePath, 'changed after its checksum was computed');
        const stored = await (0,promises_.stat)(fetched.uploadPath).catch(() => undefined);
        const digest = stored?.size !== fetched.size
            ? undefined
            : fetched.size <= SMALL_FILE_SIZE
                ? digestSmallFile(fetched.uploadPath, fetched.size)
                : fetched;
        if (digest?.checksum !== planned.checksum)
            throw new common/* FileChangedError */.jL(file.relativePath, `changed after its checksum was computed (its Git LFS object ${fetched.uploadPath})`);
        return digest;
    }
    /**
     * A source's content, read once now for the upload's part MD5s and checked against its checksum as
     * planned (what the source states, or what the read before the plan found); its bytes kept for
     * the PUT where it is one part, read again part by part otherwise. Nothing of it is on disk.
     */
    async #streamedContent(file, planned) {
        const { content, partSize, pending } = this.#options;
        const read = await pending.track(`reading ${file.relativePath} from its source`, () => readStreamed(file, content.streams(file), { checksum: planned.checksum, ...(planned.size === undefined ? {} : { size: planned.size }) }, { partSize, held: this.#held }));
        return {
            digest: read.digest,
            release: () => {
                read.release();
                return Promise.resolve();
            },
        };
    }
    /** The file's digest as planned; a small file's, kept as its checksum alone, as the digest it stands for. */
    #get(file) {
        const digest = this.#digests.get(file.relativePath);
        if (digest === undefined)
            throw new Error(`no checksum for ${file.relativePath}`);
        return typeof digest === 'string' ? { size: file.size, checksum: digest, deferred: true } : digest;
    }
}
/** The file a problem names, to list them in a stable order. */
const subjectPath = (problem) => (problem.subject.kind === 'file' ? problem.subject.path : '');
/** A large file's multihash and part MD5s in one read, with the worker threads when there are. */
function readWhole(file, threads, options) {
    const { partSize } = (0,common/* partLayout */.uV)(file.size, options.partSize);
    return threads !== undefined && file.size >= THREADS_FROM
        ? threads.digest(file.path, partSize, file.label, options.signal)
        : digestFile(file.path, partSize, options.signal);
}

;// CONCATENATED MODULE: ./src/checksums/index.ts
/**
 * The digest phase: each file's multihash and part MD5s (worker threads), fetched content read
 * once for them, a source's content hashed as it streams by, the one "file changed" error.
 * Other folders import from here; modules of this folder import each other directly.
 */



// EXTERNAL MODULE: ./src/config/index.ts + 1 modules
var src_config = __webpack_require__(14);
// EXTERNAL MODULE: ./src/content/index.ts + 5 modules
var src_content = __webpack_require__(2238);
// EXTERNAL MODULE: ./src/describe/index.ts + 3 modules
var describe = __webpack_require__(1922);
// EXTERNAL MODULE: ./src/domain/index.ts + 10 modules
var domain = __webpack_require__(1686);
// EXTERNAL MODULE: ./src/plan/index.ts + 4 modules
var src_plan = __webpack_require__(3550);
;// CONCATENATED MODULE: ./src/fetch-uploads.ts


/**
 * Between the plan and the first write: the content of every file the plan uploads whose bytes
 * are elsewhere (Git LFS; a streamed source's content is read as it is sent, not here), fetched
 * and checked, so that a run that cannot have it stops before it has changed anything. Files the
 * plan does not upload are not fetched: a re-run over an unchanged delivery fetches and reads
 * nothing. What the content decides of an uploaded file's asset (its label, its auto fields) is
 * decided now, and its entry planned again with it: the entries to carry out are returned.
 */
async function fetchUploads(entries, deps) {
    const { content, log } = deps;
    if (deps.traits.uploads === false)
        return entries;
    const uploads = entries.filter((entry) => entry.upload && content.declared(entry.spec.file) !== undefined);
    if (uploads.length === 0)
        return entries;
    const files = uploads.map((entry) => entry.spec.file);
    await log.group(`Fetch ${content.named(files)}`, () => content.fetch(files));
    const waiting = uploads.filter((entry) => entry.spec.awaiting !== undefined);
    if (waiting.length === 0)
        return entries;
    const settled = await log.group(`Read the headers of ${content.named(waiting.map((entry) => entry.spec.file))}`, () => (0,assets/* settleFetched */.tV)(waiting.map((entry) => entry.spec), { content, log, threads: deps.threads }));
    return entries.map((entry) => {
        const spec = settled.get(entry.spec);
        if (spec === undefined)
            return entry;
        const existing = new Map(entry.existing === undefined ? [] : [[entry.existing.id, entry.existing]]);
        return (0,src_plan/* plan */.et)([{ spec, checksum: entry.checksum }], existing, deps.ifExists, log.words)[0];
    });
}

// EXTERNAL MODULE: ./src/source/index.ts + 6 modules
var src_source = __webpack_require__(5222);
// EXTERNAL MODULE: ./src/report/index.ts + 7 modules
var src_report = __webpack_require__(2393);
;// CONCATENATED MODULE: ./src/unreachable.ts

/** The catalog, the identity provider and a STAC API source by their origins (a storage's comes from the catalog: no input sets it). */
function services(config) {
    const known = new Map();
    if (config === undefined)
        return known;
    if (config.signIn.kind === 'password') {
        known.set(new URL(config.signIn.url).origin, {
            what: 'the identity provider',
            input: 'auth-url',
            usual: 'Amazon Cognito: https://cognito-idp.<region>.amazonaws.com/',
        });
    }
    known.set(new URL(config.target.apiRoot).origin, {
        what: 'the catalog',
        input: 'base-url',
        usual: 'PROD: https://data.geo.admin.ch, INT: https://sys-data.int.bgdi.ch',
    });
    const { source } = config.selection;
    // The catalog's own origin stays the catalog's: a promotion within one catalog reads and writes there.
    if (source?.kind === 'api' && !known.has(new URL(source.url).origin))
        known.set(new URL(source.url).origin, {
            what: 'the STAC source',
            input: 'stac-source',
            usual: 'the address of a collection, e.g. https://sys-data.int.bgdi.ch/api/stac/v1/collections/ch.swisstopo.x',
        });
    return known;
}
/**
 * What a run stopped by an address it could not reach says, in one problem: which address, the
 * input or variable that set it (base-url, auth-url; the proxy's HTTPS_PROXY; NO_PROXY that sent it
 * past a proxy), why, and how long it was tried.
 */
function unreachableProblem(unreachable, config, 
/** Whether the address is where a STAC source's asset hrefs lead (content/'s SourceUnreachable): no input names it but stac-source. */
sourceStorage = false) {
    const { origin, reason, proxy, bypassed } = unreachable;
    const service = sourceStorage
        ? { what: "the storage of the STAC source's assets", input: 'stac-source', usual: "its assets' hrefs lead there" }
        : services(config).get(origin);
    const where = `${service?.what ?? 'the server'} at ${origin}`;
    const tried = `${unreachable.attempts} attempt(s) over ${(unreachable.elapsedMs / 1000).toFixed(1)} s`;
    const host = new URL(origin).hostname;
    if (unreachable.at === 'proxy' && proxy !== undefined) {
        return {
            subject: { kind: 'run' },
            what: [
                `the proxy ${proxy.address} (${proxy.variable}), through which ${where} is reached, could not be reached: ${reason}; ${tried}`,
            ],
            fix: [`check ${proxy.variable}; if ${host} is reached directly from here, name it in NO_PROXY`],
        };
    }
    const check = service === undefined ? ['check the address'] : (0,common/* say */.cv) `check ${(0,common/* input */.hF)(service.input)} (${service.usual})`;
    const route = proxy !== undefined
        ? [
            `; the proxy ${proxy.address} (${proxy.variable}) could not reach it: `,
            `if ${host} is reached directly from here, name it in NO_PROXY`,
        ]
        : bypassed !== undefined
            ? [
                `; ${bypassed.noProxyVariable} sends it past the proxy in ${bypassed.proxyVariable}: `,
                `take ${host} out of ${bypassed.noProxyVariable} if it is reached only through the proxy from here`,
            ]
            : [' and that it can be reached from here (a firewall? behind a proxy, set HTTPS_PROXY)'];
    return {
        // An address that answers another time: no bad usage.
        ...(service === undefined ? { subject: { kind: 'run' } } : { subject: { kind: 'input', name: service.input }, against: 'catalog' }),
        what: [`${where} could not be reached${proxy === undefined ? '' : ` through the proxy ${proxy.address}`}: ${reason}; ${tried}`],
        fix: [...check, ...route],
    };
}

;// CONCATENATED MODULE: ./src/publish.ts
















/**
 * The run, phase by phase: rules and files, assets (everything the catalog would refuse is
 * refused here, before any write), checksums while the catalog is read and the sign-in goes on,
 * the plan (items, assets, obsolete assets), and its execution. A problem that stops it is thrown
 * (a ProblemsError names each); its checks are in `deps.checks`.
 */
async function publish(config, deps) {
    // One set of footprint threads (a worker of some 30 MB) for every phase that reads files, made by the first such read.
    let made;
    const threads = () => (made ??= Promise.all(/* import() */[__webpack_require__.e(559), __webpack_require__.e(45), __webpack_require__.e(474)]).then(__webpack_require__.bind(__webpack_require__, 4474)).then((footprint) => new footprint.FootprintThreads()));
    try {
        return await publishWith(config, deps, threads);
    }
    finally {
        if (made !== undefined)
            await (await made).close();
    }
}
async function publishWith(config, deps, threads) {
    const { log, secrets, catalog } = deps;
    const { target, selection, items: itemsConfig, transfer, safety } = config;
    const words = log.words ?? common/* ACTION_WORDS */.dC;
    const checks = deps.checks ?? new src_report/* Checks */.sR();
    const pending = deps.pending ?? new common/* PendingWork */.Ri();
    const now = deps.clock?.now ?? Date.now;
    const started = now();
    const report = { target: describeTarget(target), dryRun: safety.dryRun, shard: selection.shard, problems: [] };
    const metadata = config.assetMetadata.rules === undefined && itemsConfig.itemProperties === undefined && itemsConfig.itemLinks === undefined
        ? await (0,src_config/* loadMetadata */._G)(config, now())
        : await checks.check(capitalized((0,common/* render */.XX)([
            (0,common/* input */.hF)('rules', { bare: true }),
            itemsConfig.itemLinks === undefined ? ' and ' : ', ',
            (0,common/* input */.hF)('item-properties', { bare: true }),
            ...(itemsConfig.itemLinks === undefined ? [] : [' and ', (0,common/* input */.hF)('item-links', { bare: true })]),
        ], words)), () => (0,src_config/* loadMetadata */._G)(config, now()), () => 'valid');
    // Signing in talks to the identity provider only, never to the catalog: it goes on while the
    // files are found and read, and its failure counts once the run gets that far.
    const session = signIn(deps.tokens, checks);
    // Where each file's bytes are: Git LFS content is fetched only where the run needs it, and read once for its upload's digest.
    const content = new src_content/* ContentStore */.Vh({
        sources: [
            new src_content/* GitLfsContent */.vm({ workingDirectory: selection.workingDirectory, log }),
            ...(deps.remote === undefined ? [] : [deps.remote]),
        ],
        read: fetchedDigests({ ...transfer, pending, signal: session.refused }),
        log,
        pending,
    });
    const sourced = selection.source === undefined ? undefined : await readStacSource(selection.source, { ...deps, checks, config });
    const files = sourced?.files ??
        (await log.group('Select files', () => checks.check('Files', () => (0,src_files/* selectFiles */.AL)(selection, log), (selected) => `${selected.length} file(s) selected`)));
    // What the target does not store of the source's items: in the report, and so in the summary, once.
    const run = sourced === undefined ? report : { ...report, notStored: [...sourced.delivery.notStored] };
    if (files.length === 0)
        return { ...run, durationMs: now() - started, results: [], items: [], deletions: [], checks: checks.list, writing: false };
    if (sourced === undefined)
        log.info(`${files.length} file(s) selected`);
    const all = await checks.check('Assets', async () => {
        const { ruleFor, itemProperties, itemLinks } = metadata;
        const contents = await (0,assets/* readContents */.r0)(files, { config, ruleFor, log, content, threads, sourced: sourced?.sourced });
        return (0,assets/* buildAssets */.QA)(files, config, { content, ruleFor, itemProperties, itemLinks, contents, sourced: sourced?.sourced });
    }, (specs) => `${specs.length} asset(s), each one the catalog accepts`);
    const specs = shardOf(all, selection.shard, log);
    // Reads need no token: they run while the files are hashed.
    const reads = observed(readCatalog(catalog, specs, { collection: target.collection, concurrency: transfer.concurrency, log }));
    // A collection that cannot be read (rather than one that is not there) still gets its files published; its links then lead to the API.
    const collection = catalog.getCollection(target.collection).then((shown) => shown ?? 'absent', () => 'unreadable');
    const checksums = await log.group('Compute checksums', () => computeChecksums(specs, { transfer, log, content, pending, refused: session.refused }));
    await log.group('Sign in', async () => {
        // A refusal is a failed check already (signIn).
        await session.ready;
        const token = (0,common/* render */.XX)((0,common/* say */.cv) `the token from ${(0,common/* input */.hF)('access-token')}`, words);
        const { signIn: credentials } = config;
        log.info(credentials.kind === 'token' ? capitalized(`using ${token}`) : `Signed in as ${credentials.username}`);
        checks.passed('Sign-in', credentials.kind === 'token' ? token : `signed in as ${credentials.username}`);
    });
    const shown = await collection;
    const state = await checks.check('Catalog', async () => {
        if (shown === 'absent')
            throw (0,src_plan/* noCollection */.oW)(target);
        return reads;
    }, (read) => catalogRead(target.collection, read, shown === 'unreadable'));
    const links = (0,src_catalog/* catalogLinks */.BC)(target.apiRoot, target.collection, shown === 'unreadable' || shown === 'absent' ? undefined : shown);
    const pages = (0,src_catalog/* targetPages */.Ab)(links, target.collection, (0,src_plan/* targetItems */.W2)(specs));
    const plan = await log.group('Plan', () => checks.check('Plan', async () => {
        const wanted = (0,src_plan/* wantedItems */.Ys)((0,src_plan/* targetItems */.W2)(specs), state.items, itemsConfig.mode);
        const described = await publish_describe(all, wanted, {
            content,
            items: itemsConfig,
            workspace: selection.workspace,
            concurrency: transfer.concurrency,
            log,
            now: now(),
            threads,
        });
        const planned = (0,src_plan/* planRun */.nY)({
            all,
            specs,
            catalog: state,
            described,
            checksum: (spec) => checksums.checksum(spec.file),
            target,
            mode: itemsConfig.mode,
            safety,
            shard: selection.shard,
            words,
        });
        const lines = (0,src_report/* planLines */.HN)(planned.entries, planned.items, planned.obsolete);
        if (log.debugging !== false)
            for (const line of lines.debug)
                log.debug(line);
        for (const line of lines.info)
            log.info(line);
        // After the plan is shown, so that the log says what would have gone.
        if (safety.prune)
            (0,src_plan/* checkPruneLimit */.K4)(planned.obsolete, { limit: safety.pruneLimit, given: safety.pruneLimitGiven, containers: state.containers });
        return planned;
    }, describePlan, 
    // A real run its plan stops fails this check; a dry run reports the refused files as ones that would fail.
    (planned) => (safety.dryRun ? 0 : existingUnderFail(planned, safety).length)));
    const traits = new src_catalog/* ServerTraits */.$W({ ...transfer, apiRoot: target.apiRoot });
    const existing = existingUnderFail(plan, safety);
    if (safety.dryRun || existing.length > 0) {
        if (safety.dryRun) {
            log.info((0,common/* render */.XX)((0,common/* say */.cv) `${(0,common/* input */.hF)('dry-run', { value: 'true' })}: nothing is written`, words));
            for (const choice of traits.undecided())
                log.info(`Decided only while writing: ${(0,common/* render */.XX)(choice, words)}`);
        }
        return {
            ...run,
            pages,
            durationMs: now() - started,
            ...notCarriedOut(plan, existing, { dryRun: safety.dryRun, links, collection: target.collection, words }),
            checks: checks.list,
            writing: false,
        };
    }
    if (transfer.upload === 'false') {
        log.warning((0,common/* render */.XX)([
            ...(0,common/* say */.cv) `${(0,common/* input */.hF)('upload', { value: 'false' })} \u2014 the files' bytes are not uploaded; `,
            'on the deployed catalog an asset gets its file:checksum and data only through an upload',
        ], words));
    }
    // Content the plan uploads that is not here (Git LFS) is fetched and checked before the first write.
    const entries = await fetchUploads(plan.entries, { content, traits, log, ifExists: safety.ifExists, threads });
    checks.startWriting();
    // One stop for the run's writes, items and files: a catalog that refuses them persistently is not asked on.
    const stop = new execute/* WriteStop */.yU(log);
    const items = plan.items.some((item) => item.action === 'create' || item.action === 'update')
        ? await log.group('Items', () => (0,execute/* executeItems */.Yl)(plan.items, {
            catalog,
            collection: target.collection,
            mode: itemsConfig.mode,
            concurrency: transfer.concurrency,
            secrets,
            log,
            stop,
        }))
        : plan.items.map((item) => (0,execute/* itemResultOf */.AI)(item, item.action === 'unchanged' ? 'unchanged' : 'existing'));
    const failedItems = new Map(items.filter((item) => item.result === 'failed').map((item) => [item.item, item.error ?? 'failed']));
    // A STAC source that states no file:size: its content's size known only once read, not in the total.
    const sizes = entries.filter((entry) => entry.upload).map((entry) => checksums.size(entry.spec.file));
    const uploadBytes = sizes.reduce((sum, size) => sum + (size ?? 0), 0);
    const unknownSizes = sizes.filter((size) => size === undefined).length;
    const progress = new execute/* Progress */.ke(log, entries.length, uploadBytes, { now, ...deps.progress, unknownSizes });
    progress.start();
    let results;
    try {
        results = await log.group('Publish', () => (0,execute/* execute */.g7)(entries, {
            transfer,
            safety,
            catalog,
            traits,
            bodies: checksums,
            budget: new execute/* Budget */.__(transfer.concurrency),
            log,
            secrets,
            pending,
            progress,
            failedItems,
            now,
            stop,
        }));
    }
    finally {
        progress.stop();
    }
    const deletions = await pruneAfter(plan.obsolete, results, failedItems.size, { catalog, concurrency: transfer.concurrency, log, secrets });
    return {
        ...run,
        pages,
        durationMs: now() - started,
        results,
        assetLink: assetLink(links, target.collection),
        items: items.map((item) => ({ ...item, link: links.item(item.item) })),
        deletions,
        checks: checks.list,
        writing: true,
    };
}
/**
 * The run from its inputs to its report, for the action and the command line alike: the inputs
 * parsed (the first check), the catalog connected, the run published; a problem anywhere, or a
 * failure no problem foresaw, ends it with a report that says what was checked and what stopped it.
 * Never throws.
 */
async function publishRun(parse, deps) {
    const checks = new src_report/* Checks */.sR();
    const now = deps.clock?.now ?? Date.now;
    const started = now();
    let config;
    try {
        config = await checks.check((deps.log.words ?? common/* ACTION_WORDS */.dC).inputs, parse, () => 'valid');
        deps.log.info(targetLine(config.target, config.safety.dryRun));
        const connection = deps.connect(config);
        try {
            const { catalog, tokens, source, remote } = connection;
            const report = await (0,common/* untilSettled */.QJ)(publish(config, {
                ...deps,
                catalog,
                tokens,
                checks,
                ...(source === undefined ? {} : { source }),
                ...(remote === undefined ? {} : { remote }),
            }), deps.pending);
            return { config, report };
        }
        finally {
            connection.dispose();
        }
    }
    catch (error) {
        if ((0,common/* isInternalError */.wA)(error))
            deps.log.debug((0,common/* internalDetail */.le)(error));
        const run = {
            target: config === undefined ? undefined : describeTarget(config.target),
            dryRun: config?.safety.dryRun ?? false,
            shard: config?.selection.shard,
            durationMs: now() - started,
        };
        // Redacted here, before any front end escapes them for Markdown or JSON, where a secret would no longer match.
        const { secrets, log } = deps;
        let found = (0,common/* problemsOf */.GW)(error);
        if (error instanceof transport/* UnreachableError */.Jk) {
            // One problem names the address, its input and how long it was tried; the attempts, folded, say how.
            const { unreachable } = error;
            const what = unreachable.at === 'proxy' && unreachable.proxy !== undefined ? `the proxy ${unreachable.proxy.address}` : unreachable.origin;
            if (unreachable.lines.length > 0)
                await log.group(`${unreachable.attempts} attempts to reach ${what}`, () => {
                    for (const line of unreachable.lines)
                        log.info(line);
                    return Promise.resolve();
                });
            found = [unreachableProblem(unreachable, config, error instanceof src_content/* SourceUnreachable */.q3)];
        }
        const problems = found.map((problem) => (0,common/* redactedProblem */.wB)(problem, secrets));
        const checked = checks.list.map((check) => ({ ...check, detail: secrets.redact(check.detail) }));
        return { ...(config === undefined ? {} : { config }), report: (0,src_report/* stoppedReport */.gn)(run, checked, problems, checks.wrote) };
    }
}
/**
 * The STAC source stac-source names, read as the run's first check (its documents or its API's
 * items, every problem at once), and what the target does not store of it said once, counted by name.
 */
async function readStacSource(source, { config, log, checks, source: reads }) {
    const { selection, transfer } = config;
    const where = source.kind === 'api' ? source.url : source.source;
    return log.group('Read the STAC source', async () => {
        const read = await checks.check('STAC source', () => (0,src_source/* readSource */.o$)(source, { selection, reads, concurrency: transfer.concurrency, log }), (found) => `${found.delivery.items.length} item(s) with ${found.files.length} asset(s) from ${where}`);
        log.info(`${read.delivery.items.length} item(s) with ${read.files.length} asset(s) read from the STAC source ${(0,common/* inert */.tJ)(where)}`);
        const notStored = [...read.delivery.notStored];
        if (notStored.length > 0)
            log.info(`Not stored by the catalog, left out (${notStored.length} name(s), each with how often): ` +
                notStored.map(([name, count]) => `${(0,common/* inert */.tJ)(name)} \u00d7 ${count}`).join(', '));
        return read;
    });
}
/** Prune runs only once every file (and item) of the run was published: a failure keeps every asset. */
async function pruneAfter(obsolete, results, failedItems, { catalog, concurrency, log, secrets }) {
    if (obsolete.length === 0)
        return [];
    const failed = results.filter((result) => result.result === 'failed').length + failedItems;
    if (failed > 0) {
        const kept = `${obsolete.length} obsolete asset(s) kept, since ${failed} file(s) or item(s) were not published`;
        log.warning((0,common/* render */.XX)((0,common/* say */.cv) `${(0,common/* input */.hF)('prune', { bare: true })}: ${kept}; the next run that publishes all prunes them`, log.words));
        return obsolete.map(({ container, id }) => ({ item: container.item, id, result: 'kept' }));
    }
    return log.group('Prune', () => (0,execute/* deleteObsolete */.NY)(obsolete, { catalog, concurrency, log, secrets }));
}
/**
 * The run's first line: the catalog it writes to (PROD or INT for the operators' own), the
 * collection and the item, and whether it is a dry run; the first thing to check before a run
 * writes anywhere it should not.
 */
function targetLine(target, dryRun) {
    const operator = (0,src_catalog/* operatorCatalog */.iS)(target.apiRoot);
    const catalog = `${target.apiRoot}${operator === undefined ? '' : ` (${operator})`}`;
    const where = `collection ${target.collection}${target.collectionAsset ? ', its own assets' : target.item === undefined ? '' : `, item ${target.item}`}`;
    return dryRun ? `Dry run against ${catalog}: ${where}; nothing is written` : `Publishing to ${catalog}: ${where}`;
}
/** The item's (or the delivery's) address for reports; a template such as {parent} stays as it is. */
function describeTarget(target) {
    const collection = (0,src_catalog/* containerUrl */.NU)(target.apiRoot, { collection: target.collection, item: undefined });
    if (target.collectionAsset || target.item === undefined)
        return collection;
    return target.item.includes('{')
        ? `${collection}/items/${target.item}`
        : (0,src_catalog/* containerUrl */.NU)(target.apiRoot, { collection: target.collection, item: target.item });
}
function signIn(tokens, checks) {
    const refusal = new AbortController();
    // A refused sign-in ends the run: no point reading the rest of a large delivery first.
    const ready = tokens.token().then(() => undefined, (error) => {
        // Refused by the identity provider: the sign-in's problem. Not reached (a proxy, TLS, the network): the run's.
        const refused = error instanceof common/* UserError */.yo ? (0,common/* problemError */.gS)({ subject: { kind: 'sign-in' }, what: (0,common/* errorText */.kc)(error) }) : error;
        checks.failed('Sign-in', error instanceof common/* UserError */.yo ? 'refused' : error instanceof transport/* UnreachableError */.Jk ? 'not reached' : 'failed');
        refusal.abort(refused);
        throw refused;
    });
    return { ready: observed(ready), refused: refusal.signal };
}
/** The checksums, while the sign-in goes on: a refused sign-in stops them, and is what the run says. */
async function computeChecksums(specs, { transfer, log, content, pending, refused, }) {
    try {
        return await Checksums.compute(specs.map((spec) => spec.file), { ...transfer, log, content, pending, signal: refused });
    }
    catch (error) {
        if (refused.aborted)
            throw refused.reason;
        throw error;
    }
}
/** Every shard checks every file, so that all jobs of a matrix agree on what is wrong; then keeps its own. */
function shardOf(specs, shard, log) {
    const mine = specs.filter((spec) => (0,domain/* assetInShard */.Qj)(spec.container.item, spec.fields.id, shard));
    if (shard !== undefined)
        log.info(`Shard ${shard.index}/${shard.total}: ${mine.length} of ${specs.length} file(s) are this shard's`);
    return mine;
}
/**
 * What the catalog holds for this job's files: the target items with their assets, in as few requests
 * as the catalog allows (its item listing or one read per item, catalog/reads.ts, said in the log),
 * and the collection's own assets when files go there.
 */
async function readCatalog(catalog, specs, { collection, concurrency, log }) {
    const ids = (0,src_plan/* targetItems */.W2)(specs);
    const [reads, collectionAssets] = await Promise.all([
        ids.length === 0 ? undefined : (0,src_catalog/* readItems */.F1)(catalog, collection, ids, concurrency),
        (0,src_plan/* targetContainers */.sV)(specs).some((container) => container.item === undefined)
            ? catalog.listAssets({ collection, item: undefined })
            : undefined,
    ]);
    if (reads !== undefined)
        log.info((0,src_catalog/* describeReads */.Hb)(reads));
    return (0,src_plan/* catalogState */.dU)(specs, reads?.items ?? new Map(), collectionAssets);
}
/**
 * The items the run may write, described from their files. Footprints are read from the files'
 * headers: content not here (Git LFS) is fetched for that (a new item's files are uploaded anyway,
 * so a first run fetches nothing more than it uploads).
 */
async function publish_describe(all, wanted, options) {
    const { content, items, log } = options;
    if (wanted.size === 0)
        return { items: new Map(), problems: [] };
    const byItem = (0,src_plan/* filesByItem */.qh)(all);
    if (items.itemGeometry.kind === 'auto') {
        // A STAC source's item has its geometry: none of its files is read for a footprint.
        const elsewhere = [...wanted]
            .flatMap((id) => (byItem.get(id) ?? []).filter((spec) => spec.source === undefined).map((spec) => spec.file))
            .filter((file) => !content.isHere(file));
        if (elsewhere.length > 0)
            await log.group(`Fetch ${content.named(elsewhere)} for item footprints`, () => content.fetch(elsewhere));
    }
    return (0,describe/* describeItems */.w)({ ...options, filesByItem: byItem, wanted });
}
/** What the catalog read found, for the checks. */
function catalogRead(collection, state, unreadable) {
    const items = [...state.items.values()];
    const found = items.filter((item) => item !== undefined).length;
    return (`collection ${collection}${unreadable ? ' (could not be read: links lead to the API)' : ''}` +
        (items.length === 0 ? '' : `; ${found} of ${items.length} target item(s) exist`));
}
/** What the plan does, for the checks. */
function describePlan(plan) {
    const writes = plan.entries.filter((entry) => entry.action !== 'skip' && entry.action !== 'error').length;
    const items = plan.items.filter((item) => item.action === 'create' || item.action === 'update').length;
    return (`${plan.entries.length} file(s), ${writes} to write` +
        (items === 0 ? '' : `; ${items} item(s) to write`) +
        (plan.obsolete.length === 0 ? '' : `; ${plan.obsolete.length} obsolete asset(s)`));
}
/** Work started early, observed at once so that it cannot fail unobserved; awaited later, it fails there. */
function observed(promise) {
    promise.catch(() => undefined);
    return promise;
}
/** A file's link, made where it is shown: a run of 100,000 files keeps none. */
const assetLink = (links, collection) => (result) => links.asset({ collection, item: result.item }, result.id);
/** With if-exists: fail, the files whose asset exists already: any of them stops the run before its first write. */
const existingUnderFail = (plan, safety) => safety.ifExists === 'fail' ? plan.entries.filter((entry) => entry.action === 'error') : [];
/**
 * What becomes of a plan that is not carried out: a dry run's (planned), or a run's that its plan
 * stopped (`existing`, if-exists: fail): the files whose asset exists failed, all of them one
 * problem, and every other file and item not written, saying why; obsolete assets kept. A dry run
 * whose run would stop says so beside what it plans.
 */
function notCarriedOut(plan, existing, { dryRun, links, collection, words }) {
    const [first] = existing;
    const exist = existing.length === 1 ? `asset '${first?.spec.fields.id}' already exists` : `${existing.length} assets already exist`;
    const why = (0,common/* render */.XX)((0,common/* say */.cv) `${exist} (${(0,common/* input */.hF)('if-exists', { value: 'fail' })})`, words);
    const unwritten = (reason) => dryRun ? `${reason}; a run would not write it, since ${why}` : `not written: the run stopped before writing, since ${why}`;
    const results = plan.entries.map((entry) => {
        if (entry.action === 'error')
            return (0,execute/* resultOf */.Bg)(entry, 'failed', { error: entry.reason });
        if (first === undefined)
            return (0,execute/* resultOf */.Bg)(entry, 'planned');
        if (entry.action === 'skip')
            return (0,execute/* resultOf */.Bg)(entry, dryRun ? 'planned' : 'skipped');
        return (0,execute/* resultOf */.Bg)(entry, dryRun ? 'planned' : 'not-written', { reason: unwritten(entry.reason) });
    });
    const items = plan.items.map((item) => {
        const written = item.action === 'create' || item.action === 'update';
        const result = (0,execute/* itemResultOf */.AI)(item, dryRun ? 'planned' : written ? 'not-written' : item.action);
        return { ...result, ...(first !== undefined && written ? { reason: unwritten(result.reason) } : {}), link: links.item(item.id) };
    });
    return {
        results,
        assetLink: assetLink(links, collection),
        items,
        deletions: plan.obsolete.map(({ container, id }) => ({
            item: container.item,
            id,
            result: dryRun ? 'planned' : 'kept',
        })),
        problems: dryRun || first === undefined ? [] : [existsProblem(existing)],
    };
}
/**
 * Assets that exist, under if-exists: fail: one problem of the input for all of them (the summary's
 * table of files lists each), and the settings that would let the run go on.
 */
function existsProblem(existing) {
    const name = ({ spec }) => `'${spec.fields.id}' of ${spec.container.item === undefined ? 'the collection' : `item ${spec.container.item}`}`;
    const named = existing.slice(0, 3).map(name).join(', ');
    const assets = existing.length === 1
        ? `asset ${named} already exists`
        : `${existing.length} assets already exist (${named}${existing.length > 3 ? ', \u2026' : ''})`;
    return {
        subject: { kind: 'input', name: 'if-exists' },
        against: 'catalog',
        what: (0,common/* say */.cv) `${assets}, and ${(0,common/* input */.hF)('if-exists', { value: 'fail' })} writes nothing while one does`,
        fix: [
            ...(0,common/* say */.cv) `set ${(0,common/* input */.hF)('if-exists', { value: 'skip-unchanged' })} to update only what differs, `,
            ...(0,common/* say */.cv) `or ${(0,common/* input */.hF)('if-exists', { value: 'overwrite' })} to replace ${existing.length === 1 ? 'it' : 'them'}; `,
            ...(0,common/* say */.cv) `or leave ${existing.length === 1 ? 'its file' : 'their files'} out of ${(0,common/* input */.hF)('files')}`,
        ],
    };
}
/** A line's first letter in upper case: a check's name that starts with an input's. */
const capitalized = (text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;


/***/ }),

/***/ 2393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sR: () => (/* reexport */ Checks),
  fN: () => (/* reexport */ assetsOutput),
  oq: () => (/* reexport */ cappedAnnotations),
  TH: () => (/* reexport */ deletedCount),
  PW: () => (/* reexport */ failedFiles),
  E2: () => (/* reexport */ failedLine),
  Uo: () => (/* reexport */ itemEntries),
  HN: () => (/* reexport */ planLines),
  ur: () => (/* reexport */ problemAnnotations),
  MP: () => (/* reexport */ runJson),
  uL: () => (/* reexport */ runJsonParts),
  KL: () => (/* reexport */ runSummary),
  Vp: () => (/* reexport */ runUrl),
  oi: () => (/* reexport */ safeJson),
  F0: () => (/* reexport */ shownProblem),
  gn: () => (/* reexport */ stoppedReport),
  Sd: () => (/* reexport */ totals),
  sX: () => (/* reexport */ totalsLine),
  WJ: () => (/* reexport */ verdict)
});

// UNUSED EXPORTS: problemEntry, reportJson, subjectTitle

// EXTERNAL MODULE: ./src/catalog/index.ts + 8 modules
var catalog = __webpack_require__(3893);
// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var src_common = __webpack_require__(4095);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/report/markdown.ts

/**
 * Text for a cell of the summary's tables, from a file's name, an id or an error message: shown as
 * it is, doing nothing. Line breaks and controls become visible escapes (inert); Markdown's own
 * characters and HTML's are escaped with a backslash, which CommonMark turns back into the
 * character itself: `|` (a new cell), `<` and `&` (HTML and entities), `[` and `]` (links and
 * images), `` ` `` (code), `*`, `~` and `$` (emphasis, strike-through, GitHub's math), `_` where it
 * could start emphasis, the backslash itself; and what GitHub would turn into a link by itself:
 * `www.`, `://` and `@`.
 */
function cell(text) {
    return (0,src_common/* inert */.tJ)(text)
        .replace(/[\\`*[\]<>&|~$@]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, (char) => `\\${char}`)
        .replace(/(www)\./gi, '$1\\.')
        .replace(/:\/\//g, '\\://');
}
/** Ids shown as code where they are ids (the catalog's rule keeps them plain); anything else as a cell's text. */
const code = (text) => (/^[0-9a-z._\-/()]+$/.test(text) ? `\`${text}\`` : cell(text));
/** A character of a URL as %XX bytes of its UTF-8 (encodeURIComponent leaves parentheses as they are). */
const percentEncoded = (char) => [...Buffer.from(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
/** A Markdown link to an http(s) URL, every character that could end or change it percent-encoded; just the text for anything else. */
const linkTo = (text, url) => url === undefined || !/^https?:\/\//i.test(url) ? text : `[${text}](${url.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/gu, percentEncoded)})`;

// EXTERNAL MODULE: ./src/domain/index.ts + 10 modules
var domain = __webpack_require__(1686);
// EXTERNAL MODULE: ./src/execute/index.ts + 8 modules
var execute = __webpack_require__(3191);
// EXTERNAL MODULE: ./src/plan/index.ts + 4 modules
var plan = __webpack_require__(3550);
;// CONCATENATED MODULE: ./src/report/report.ts





/** Each file in exactly one count: created, updated, skipped, failed, not written, or (a dry run's) planned. In one pass. */
function totals(results) {
    const count = { created: 0, updated: 0, skipped: 0, failed: 0, 'not-written': 0, planned: 0 };
    let uploadedBytes = 0;
    for (const r of results) {
        count[r.result]++;
        uploadedBytes += r.uploadedBytes;
    }
    return {
        files: results.length,
        created: count.created,
        updated: count.updated,
        skipped: count.skipped,
        failed: count.failed,
        notWritten: count['not-written'],
        planned: count.planned,
        uploadedBytes,
    };
}
/**
 * Error messages leave the run capped (errors.ts' capped: a message that echoes a file's content
 * stays readable): here in the outputs and the report file, below in log lines and the summary's
 * cells, and in main.ts's annotations.
 */
const shownError = (error) => (error === undefined ? {} : { error: (0,src_common/* capped */.uo)(error) });
/** A file's entry, no secrets (results are redacted where they are made). */
const assetEntry = (r, link) => ({
    file: r.file,
    item: r.item ?? null,
    id: r.id,
    type: r.type,
    checksum: r.checksum,
    size: r.size ?? null,
    href: r.href ?? null,
    link: r.link ?? link?.(r) ?? null,
    action: r.action,
    result: r.result,
    reason: (0,src_common/* capped */.uo)(r.reason),
    ...shownError(r.error),
});
/**
 * JSON for the outputs and the report file: the same data, with the characters that do harm where
 * a workflow pastes a value (a shell's quotes, `$(\u2026)` and backticks, HTML, the line separators a
 * script may split at, C1 controls) written as \u escapes, which every JSON reader turns back.
 */
function safeJson(value, indent) {
    return JSON.stringify(value, null, indent).replace(/['`$<>&\u007f-\u009f\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** The `items` output: one entry per target item. */
function itemEntries(items) {
    return items.map((r) => ({
        item: r.item,
        action: r.action,
        result: r.result,
        bbox: r.bbox ?? null,
        datetime: r.datetime ?? null,
        properties: r.properties ?? {},
        link: r.link ?? null,
        reason: (0,src_common/* capped */.uo)(r.reason),
        ...shownError(r.error),
    }));
}
const deletedCount = (deletions) => deletions.filter((d) => d.result === 'deleted').length;
/** The whole report, as the `report` file and `stac-publish --json` give it. */
function reportJson(results, target, shard, extras = {}) {
    return [...reportJsonParts(results, target, shard, extras)].join('');
}
/** Where the files' entries go in the rest of the report, as JSON.stringify indents it: only there, since no string holds a line break. */
const ASSETS_AT = '\n  "assets": [\n    "assets"\n  ]';
/** An entry made inside `{ assets: [entry] }` as JSON.stringify indents it: what comes before it and after it. */
const LISTED_HEAD = '{\n  "assets": [\n'.length;
const LISTED_TAIL = '\n  ]\n}'.length;
/**
 * reportJson in parts, each file's entry one of them, so that the report of 100,000 files is written
 * as it is made, not first held as one string (and again as that string's copy with its secrets
 * redacted): the same text, part by part. No value spans two parts.
 */
function* reportJsonParts(results, target, shard, extras = {}) {
    const deletions = extras.deletions ?? [];
    const rest = safeJson({
        target: target ?? null,
        url: extras.url ?? null,
        ...(shard === undefined ? {} : { shard: `${shard.index}/${shard.total}` }),
        durationMs: extras.durationMs ?? null,
        ...totals(results),
        deleted: deletedCount(deletions),
        items: itemEntries(extras.items ?? []),
        assets: results.length === 0 ? [] : ['assets'],
        deletions: deletions.map((d) => ({
            item: d.item ?? null,
            id: d.id,
            result: d.result,
            ...shownError(d.error),
        })),
        problems: extras.problems ?? [],
        ...(extras.notStored === undefined ? {} : { notStored: Object.fromEntries(extras.notStored) }),
    }, 2);
    if (results.length === 0) {
        yield rest;
        return;
    }
    const at = rest.indexOf(ASSETS_AT);
    yield `${rest.slice(0, at)}\n  "assets": [\n`;
    // Each entry indented as it is inside the list: made inside such a list, and cut out of it (not indented again, a copy a file).
    for (let index = 0; index < results.length; index++) {
        const listed = safeJson({ assets: [assetEntry(results[index], extras.assetLink)] }, 2);
        yield `${listed.slice(LISTED_HEAD, -LISTED_TAIL)}${index < results.length - 1 ? ',' : ''}\n`;
    }
    yield `  ]${rest.slice(at + ASSETS_AT.length)}`;
}
/**
 * GitHub refuses a job's outputs past 1 MiB, counted as UTF-16, and expressions that read a
 * larger value fail: the `assets` output stays under this many characters.
 */
const ASSETS_OUTPUT_LIMIT = 500_000;
/** Indexes of the results, what changed or failed before what was skipped, each in file order: what to keep when not all fit. */
function* changedFirst(results) {
    for (let index = 0; index < results.length; index++)
        if (results[index].result !== 'skipped')
            yield index;
    for (let index = 0; index < results.length; index++)
        if (results[index].result === 'skipped')
            yield index;
}
/**
 * The `assets` output: every file while that fits the limit. A tile set of thousands does not:
 * then the files that were not skipped are kept first (what changed or failed is what a later
 * step wants), then as many skipped ones as fit, in the files' order. The report file has all.
 */
function assetsOutput(results, limit = ASSETS_OUTPUT_LIMIT, link) {
    // Entries are made while they can fit: those of a run of 100,000 files are not all held at once.
    const first = [];
    let whole = 2;
    for (const result of results) {
        const entry = safeJson(assetEntry(result, link));
        whole += entry.length + (first.length > 0 ? 1 : 0);
        if (whole > limit)
            break;
        first.push(entry);
    }
    if (first.length === results.length)
        return { json: `[${first.join(',')}]`, listed: results.length, total: results.length };
    const kept = [];
    let size = 2;
    for (const index of changedFirst(results)) {
        const entry = first[index] ?? safeJson(assetEntry(results[index], link));
        const cost = entry.length + 1;
        if (size + cost > limit)
            break;
        kept.push({ index, entry });
        size += cost;
    }
    kept.sort((a, b) => a.index - b.index);
    return { json: `[${kept.map(({ entry }) => entry).join(',')}]`, listed: kept.length, total: results.length };
}
/** Every count, in the outputs' order; a dry-run's in what it would do. Files not written are counted where there are some. */
function countsText(results, deletions, dryRun) {
    const t = totals(results);
    const notWritten = t.notWritten === 0 ? '' : `, ${t.notWritten} not written`;
    if (!dryRun) {
        const deleted = deletedCount(deletions);
        return `${t.created} created, ${t.updated} updated, ${deleted} deleted, ${t.skipped} skipped, ${t.failed} failed${notWritten}`;
    }
    const planned = (actions) => results.filter((r) => r.result === 'planned' && actions.includes(r.action)).length;
    return (`would create ${planned(['create'])}, update ${planned(['update', 'upload'])}, ` +
        `delete ${deletions.filter((d) => d.result === 'planned').length}, skip ${planned(['skip'])}, fail ${t.failed}${notWritten}`);
}
/** The files of a run that stopped, each counted once: "4 file(s): 1 failed, 3 not written" (counts of none left out). */
function fileCounts(results) {
    const t = totals(results);
    const counts = [
        [t.created, 'created'],
        [t.updated, 'updated'],
        [t.skipped, 'skipped'],
        [t.failed, 'failed'],
        [t.notWritten, 'not written'],
        [t.planned, 'planned'],
    ];
    return `${t.files} file(s): ${counts
        .filter(([count]) => count > 0)
        .map(([count, what]) => `${count} ${what}`)
        .join(', ')}`;
}
/** The run's one-line outcome, as the log's last line. */
function totalsLine(results, dryRun, deletions = [], durationMs) {
    const took = durationMs === undefined ? '' : ` in ${(0,src_common/* formatElapsed */.C7)(durationMs)}`;
    return dryRun
        ? `Dry run${took}, nothing written: ${countsText(results, deletions, true)}`
        : `${countsText(results, deletions, false)}${took}`;
}
const failedFiles = (results) => results.filter((r) => r.result === 'failed');
/** A failed file in one line, for logs. */
const failedLine = (r) => `Not published: ${(0,src_common/* inert */.tJ)(r.file)} (${r.id}): ${(0,src_common/* inert */.tJ)((0,src_common/* capped */.uo)(r.error ?? r.reason))}`;
/**
 * The plan as log lines: one per file that changes, one for all unchanged files (the bulk of a
 * re-run), whose own lines are debug lines. Each made as it is read: the plan of 100,000 files is
 * not held a second time as its lines.
 */
function planLines(entries, items = [], obsolete = []) {
    const first = entries[0]?.spec.container;
    const severalContainers = first !== undefined && entries.some((entry) => (0,catalog/* containerKey */.Ho)(entry.spec.container) !== (0,catalog/* containerKey */.Ho)(first));
    const itemLine = (item) => {
        const time = item.desired?.time === undefined ? '' : ` datetime ${(0,domain/* formatItemTime */.Ks)(item.desired.time)}`;
        const properties = (0,domain/* formatProperties */.D)(item.desired?.properties ?? {});
        const links = item.desired?.links === undefined ? '' : ` links ${(0,src_common/* inert */.tJ)(item.desired.links.map((link) => link.rel).join(',') || 'none')}`;
        const shown = `${time}${properties === '' ? '' : ` ${(0,src_common/* inert */.tJ)(properties)}`}${links}`;
        const where = item.desired === undefined ? '' : ` bbox ${(0,plan/* formatBbox */.By)(item.desired.bbox)}${shown} (${item.desired.geometryFrom})`;
        return `item ${item.action.padEnd(9)} ${item.id}${where}: ${(0,src_common/* inert */.tJ)(item.reason)}`;
    };
    const entryLine = (entry) => {
        const where = severalContainers ? `${entry.spec.container.item ?? `(collection ${entry.spec.container.collection})`}/` : '';
        const rule = entry.spec.rule === undefined ? '' : `, rule ${entry.spec.rule}`;
        const file = (0,src_common/* inert */.tJ)(entry.spec.file.relativePath);
        return `${entry.action.padEnd(6)} ${where}${entry.spec.fields.id} \u2190 ${file} (${(0,src_common/* inert */.tJ)(entry.reason)}${rule})`;
    };
    function* info() {
        // Deletions first: what a run would take away matters more than what it adds.
        for (const { container, id } of obsolete)
            yield `delete ${(0,src_common/* inert */.tJ)(container.item === undefined ? id : `${container.item}/${id}`)} (no selected file maps to it; prune)`;
        for (const item of items)
            if (item.action !== 'existing' && item.action !== 'unchanged')
                yield itemLine(item);
        let skipped = 0;
        for (const entry of entries) {
            if (entry.action === 'skip')
                skipped++;
            else
                yield entryLine(entry);
        }
        if (skipped > 0)
            yield `skip   ${skipped} unchanged file(s)`;
    }
    function* debug() {
        for (const item of items)
            if (item.action === 'unchanged')
                yield itemLine(item);
        for (const entry of entries)
            if (entry.action === 'skip')
                yield entryLine(entry);
    }
    return { info: info(), debug: debug() };
}

;// CONCATENATED MODULE: ./src/report/simplify.ts
/*
 * An item's footprint simplified for the summary's map: at most DISPLAY_VERTICES positions, the shape
 * kept as the eye reads it. The catalog gets the geometry the plan made; only the map's copy is
 * simplified.
 *
 * Visvalingam\u2013Whyatt: the vertex whose triangle with its neighbours is smallest goes first, then the
 * next smallest, across all rings at once, until the budget is met; a ring keeps at least a triangle,
 * a line its two ends. It removes what the eye misses (nearly straight runs, small notches), keeps
 * the ring closed and its parts apart, and takes O(n log n) by a heap. An outline of more vertices
 * than MOST_VERTICES is first thinned to about that many (every k-th vertex of each ring, O(n)), so
 * that a footprint of millions of vertices costs no more than one of tens of thousands.
 *
 * When the parts themselves are too many for the budget (a union of hundreds of tiles that do not
 * touch), the smallest go (holes first, then the smallest polygons); when those would take more than
 * a twentieth of the area with them, the map shows the parts' convex hull instead: where the item
 * is, rather than a few of its pieces. Lines past the budget, points and collections become their
 * bounding box.
 */
/** Positions (ring-closing ones included) an item's outline keeps on the summary's map. */
const DISPLAY_VERTICES = 100;
/** Past this many positions, an outline is thinned before it is simplified: the time is bounded whatever the input. */
const MOST_VERTICES = 20_000;
/** The share of the area parts may hold and still be left out; past it, the convex hull is drawn. */
const AREA_LEFT_OUT = 0.05;
/** Positions of a geometry, ring-closing ones included: what the map's block carries. */
function positionCount(shape) {
    if (shape.type === 'GeometryCollection')
        return (shape.geometries ?? []).reduce((sum, part) => sum + positionCount(part), 0);
    const count = (value) => Array.isArray(value) && Array.isArray(value[0]) ? value.reduce((sum, part) => sum + count(part), 0) : 1;
    return count(shape.coordinates);
}
/** The geometry as the map draws it: itself within the budget, or simplified to it (see above). */
function displayGeometry(shape, bbox, budget = DISPLAY_VERTICES) {
    if (positionCount(shape) <= budget)
        return { geometry: shape, simplified: false };
    const box = { geometry: boxOf(bbox), simplified: true };
    switch (shape.type) {
        case 'Polygon':
            return { geometry: polygons([shape.coordinates], bbox, budget, false), simplified: true };
        case 'MultiPolygon':
            return { geometry: polygons(shape.coordinates, bbox, budget, true), simplified: true };
        case 'LineString':
        case 'MultiLineString': {
            const lines = shape.type === 'LineString' ? [shape.coordinates] : shape.coordinates;
            if (lines.length * 2 > budget / 2)
                return box;
            const simplified = simplifyPaths(lines.map((points) => ({ points, closed: false })), budget);
            const coordinates = simplified.map((path) => [...path.points]);
            return {
                geometry: shape.type === 'LineString' ? { type: 'LineString', coordinates: coordinates[0] } : { type: shape.type, coordinates },
                simplified: true,
            };
        }
        default:
            return box;
    }
}
/** Polygons within the budget: the parts that fit, simplified, or their convex hull. */
function polygons(parts, bbox, budget, multi) {
    const rings = parts.map((rings) => rings.map(openRing));
    const areas = rings.map((polygon) => polygon.map((ring) => Math.abs(ringArea(ring))));
    // The largest rings, while a triangle of each (4 positions) takes at most half the budget: a hole
    // only in a polygon kept (it comes after its outer ring, which is larger).
    const room = Math.floor(budget / 2 / 4);
    const ranked = rings.flatMap((polygon, p) => polygon.map((_, h) => ({ p, h, area: areas[p][h] }))).sort((a, b) => b.area - a.area);
    const kept = new Set();
    for (const { p, h } of ranked) {
        if (kept.size === room)
            break;
        if (h === 0 || kept.has(`${p}/0`))
            kept.add(`${p}/${h}`);
    }
    const total = areas.reduce((sum, polygon) => sum + (polygon[0] ?? 0), 0);
    const left = areas.reduce((sum, polygon, p) => sum + (kept.has(`${p}/0`) ? 0 : (polygon[0] ?? 0)), 0);
    const dropped = rings.some((_, p) => !kept.has(`${p}/0`));
    if (dropped && (total > 0 ? left > AREA_LEFT_OUT * total : true))
        return hullShape(rings.flatMap((polygon) => polygon[0] ?? []), bbox, budget);
    const paths = [];
    rings.forEach((polygon, p) => polygon.forEach((ring, h) => {
        if (kept.has(`${p}/${h}`))
            paths.push({ p, path: { points: ring, closed: true } });
    }));
    const simplified = simplifyPaths(paths.map(({ path }) => path), budget);
    const byPolygon = new Map();
    simplified.forEach((path, index) => {
        const p = paths[index].p;
        byPolygon.set(p, [...(byPolygon.get(p) ?? []), closeRing(path.points)]);
    });
    const coordinates = [...byPolygon.values()];
    return multi && coordinates.length > 1 ? { type: 'MultiPolygon', coordinates } : { type: 'Polygon', coordinates: coordinates[0] };
}
/** The convex hull of the points (Andrew's monotone chain), simplified to the budget; the bounding box for a hull of no area. */
function hullShape(points, bbox, budget) {
    const thinned = thin([{ points, closed: true }], MOST_VERTICES)[0].points;
    const sorted = [...thinned].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const half = (list) => {
        const chain = [];
        for (const point of list) {
            while (chain.length >= 2 && cross(chain.at(-2), chain.at(-1), point) <= 0)
                chain.pop();
            chain.push(point);
        }
        chain.pop();
        return chain;
    };
    const hull = [...half(sorted), ...half([...sorted].reverse())];
    if (hull.length < 3)
        return boxOf(bbox);
    const [ring] = simplifyPaths([{ points: hull, closed: true }], budget);
    return { type: 'Polygon', coordinates: [closeRing(ring.points)] };
}
/**
 * Visvalingam\u2013Whyatt over several paths at once, until all of them together (a ring's closing
 * position counted) have at most `budget` positions, or each is at its least: a ring a triangle, a
 * line its two ends.
 */
function simplifyPaths(given, budget) {
    const paths = thin(given, MOST_VERTICES);
    const starts = [];
    const points = [];
    for (const path of paths) {
        starts.push(points.length);
        points.push(...path.points);
    }
    const n = points.length;
    const pathOf = new Int32Array(n);
    const prev = new Int32Array(n);
    const next = new Int32Array(n);
    const alive = new Uint8Array(n).fill(1);
    const area = new Float64Array(n);
    const version = new Int32Array(n);
    const count = paths.map((path) => path.points.length);
    paths.forEach((path, p) => {
        const start = starts[p];
        const end = start + path.points.length;
        for (let i = start; i < end; i++) {
            pathOf[i] = p;
            prev[i] = i > start ? i - 1 : path.closed ? end - 1 : -1;
            next[i] = i < end - 1 ? i + 1 : path.closed ? start : -1;
        }
    });
    const triangle = (i) => prev[i] < 0 || next[i] < 0 ? Infinity : Math.abs(cross(points[prev[i]], points[i], points[next[i]])) / 2;
    const heap = new MinHeap();
    for (let i = 0; i < n; i++) {
        area[i] = triangle(i);
        if (area[i] < Infinity)
            heap.push(area[i], i, 0);
    }
    let total = paths.reduce((sum, path) => sum + path.points.length + (path.closed ? 1 : 0), 0);
    const least = (p) => (paths[p].closed ? 3 : 2);
    while (total > budget) {
        const top = heap.pop();
        if (top === undefined)
            break;
        const { index: i, stamp } = top;
        if (alive[i] === 0 || stamp !== version[i])
            continue;
        const p = pathOf[i];
        if (count[p] <= least(p))
            continue;
        alive[i] = 0;
        count[p]--;
        total--;
        const [before, after] = [prev[i], next[i]];
        next[before] = after;
        prev[after] = before;
        // A neighbour's area never drops below the one removed: what was removed before it stays removed before it.
        for (const neighbour of [before, after]) {
            const updated = Math.max(triangle(neighbour), area[i]);
            if (updated === Infinity)
                continue;
            area[neighbour] = updated;
            version[neighbour]++;
            heap.push(updated, neighbour, version[neighbour]);
        }
    }
    return paths.map((path, p) => {
        const start = starts[p];
        const kept = [];
        for (let i = start; i < start + path.points.length; i++)
            if (alive[i] === 1)
                kept.push(points[i]);
        return { points: kept, closed: path.closed };
    });
}
/** Paths of more than `most` positions in all, each thinned to every k-th vertex (a line's last kept): O(n). */
function thin(paths, most) {
    const total = paths.reduce((sum, path) => sum + path.points.length, 0);
    if (total <= most)
        return [...paths];
    const step = Math.ceil(total / most);
    return paths.map((path) => {
        const least = path.closed ? 3 : 2;
        if (path.points.length <= least * step)
            return path;
        const points = path.points.filter((_, i) => i % step === 0);
        if (!path.closed && points.at(-1) !== path.points.at(-1))
            points.push(path.points.at(-1));
        return { points, closed: path.closed };
    });
}
/** Twice the signed area of the triangle a, b, c: positive when it turns left. */
const cross = (a, b, c) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
/** The ring's signed area (shoelace). */
function ringArea(ring) {
    let sum = 0;
    for (let i = 0; i < ring.length; i++) {
        const [a, b] = [ring[i], ring[(i + 1) % ring.length]];
        sum += a[0] * b[1] - b[0] * a[1];
    }
    return sum / 2;
}
/** A ring without its closing position (GeoJSON repeats the first at the end). */
function openRing(ring) {
    const [first, last] = [ring[0], ring.at(-1)];
    const closed = ring.length > 1 && first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
    return closed ? ring.slice(0, -1) : [...ring];
}
const closeRing = (ring) => (ring.length === 0 ? [] : [...ring, ring[0]]);
/** A bounding box as the polygon a map draws. */
const boxOf = ([west, south, east, north]) => ({
    type: 'Polygon',
    coordinates: [
        [
            [west, south],
            [east, south],
            [east, north],
            [west, north],
            [west, south],
        ],
    ],
});
/** A binary min-heap of (key, index, stamp); an entry whose stamp is stale is skipped by its reader. */
class MinHeap {
    #keys = [];
    #items = [];
    push(key, index, stamp) {
        const keys = this.#keys;
        const items = this.#items;
        let at = keys.length;
        keys.push(key);
        items.push({ index, stamp });
        while (at > 0) {
            const parent = (at - 1) >> 1;
            if (keys[parent] <= key)
                break;
            keys[at] = keys[parent];
            items[at] = items[parent];
            at = parent;
        }
        keys[at] = key;
        items[at] = { index, stamp };
    }
    pop() {
        const keys = this.#keys;
        const items = this.#items;
        if (keys.length === 0)
            return undefined;
        const top = items[0];
        const lastKey = keys.pop();
        const lastItem = items.pop();
        if (keys.length > 0) {
            let at = 0;
            for (;;) {
                const left = 2 * at + 1;
                if (left >= keys.length)
                    break;
                const child = left + 1 < keys.length && keys[left + 1] < keys[left] ? left + 1 : left;
                if (keys[child] >= lastKey)
                    break;
                keys[at] = keys[child];
                items[at] = items[child];
                at = child;
            }
            keys[at] = lastKey;
            items[at] = lastItem;
        }
        return top;
    }
}

;// CONCATENATED MODULE: ./src/report/map.ts


/**
 * GitHub shows a ```geojson block of a summary as a map. A step's summary may hold 1 MiB, and all
 * of a job's summaries together as much: the block stays within a budget of its own, well inside.
 */
const MAP_BYTES = 100_000;
/** Features past this are left out: a map of thousands of outlines says no more than one of hundreds. */
const MAP_FEATURES = 500;
/** Decimal degrees kept: 5 places is about a metre, finer than a summary's map shows. */
const rounded = (value) => Math.round(value * 1e5) / 1e5;
const LEVELS = { Point: 0, MultiPoint: 1, LineString: 1, MultiLineString: 2, Polygon: 2, MultiPolygon: 3 };
/** A geometry whose coordinates are nested as its type says, or undefined for anything that is not GeoJSON's. */
function checkedGeometry(geometry, depth = 0) {
    if (typeof geometry !== 'object' || geometry === null || depth > 1)
        return undefined;
    const { type, coordinates, geometries } = geometry;
    if (type === 'GeometryCollection' && Array.isArray(geometries)) {
        const parts = geometries.map((part) => checkedGeometry(part, depth + 1));
        return parts.every((part) => part !== undefined) ? { type, geometries: parts } : undefined;
    }
    if (typeof type !== 'string' || !Object.hasOwn(LEVELS, type))
        return undefined;
    const valid = (value, level) => Array.isArray(value) &&
        (level === 0
            ? value.length >= 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n))
            : value.every((part) => valid(part, level - 1)));
    return valid(coordinates, LEVELS[type]) ? { type, coordinates } : undefined;
}
/** The geometry with its coordinates rounded. */
function roundedGeometry(shape) {
    if (shape.type === 'GeometryCollection')
        return { type: shape.type, geometries: (shape.geometries ?? []).map(roundedGeometry) };
    const round = (value, level) => level === 0 ? value.map(rounded) : value.map((part) => round(part, level - 1));
    return { type: shape.type, coordinates: round(shape.coordinates, LEVELS[shape.type]) };
}
/** A bounding box as the polygon a map draws, or the point it is. */
function boxGeometry([west, south, east, north]) {
    const [w, s, e, n] = [west, south, east, north].map(rounded);
    if (w === e && s === n)
        return { type: 'Point', coordinates: [w, s] };
    return {
        type: 'Polygon',
        coordinates: [
            [
                [w, s],
                [e, s],
                [e, n],
                [w, n],
                [w, s],
            ],
        ],
    };
}
/** One feature a line; safeJson, so that no character of a string can end the block or mean anything to a page. */
const feature = (item, result, geometry) => safeJson({ type: 'Feature', properties: { item, result }, geometry });
/**
 * The footprints of the items a run wrote or checked (those it left as they were, items: existing,
 * have none it computed), each with its id and what became of it. Each outline has at most
 * DISPLAY_VERTICES vertices (simplify.ts; the catalog has it whole). Within MAP_BYTES: outlines
 * while they fit, in the items' order, and bounding boxes for the rest; past MAP_FEATURES, or when
 * even the boxes do not fit, the last items are left out. Coordinates are rounded to about a metre.
 */
function footprintMap(items, words, budget = MAP_BYTES) {
    const drawn = items.flatMap((item) => {
        if (item.bbox === undefined)
            return [];
        const box = feature(item.item, words(item), boxGeometry(item.bbox));
        const shape = item.geometry === undefined ? undefined : checkedGeometry(item.geometry);
        if (shape === undefined)
            return [{ box, outline: box, simplified: false }];
        const shown = displayGeometry(shape, item.bbox);
        return [{ box, outline: feature(item.item, words(item), roundedGeometry(shown.geometry)), simplified: shown.simplified }];
    });
    if (drawn.length === 0)
        return { block: '', total: 0, shown: 0, boxed: 0, simplified: 0 };
    // The block's frame and a line break per feature.
    const frame = '```geojson\n{"type":"FeatureCollection","features":[\n]}\n```'.length;
    const kept = drawn.slice(0, MAP_FEATURES);
    const size = (lines) => frame + lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 2, 0);
    while (kept.length > 0 && size(kept.map((d) => d.box)) > budget)
        kept.pop();
    const lines = kept.map((d) => d.box);
    let used = size(lines);
    let boxed = 0;
    let simplified = 0;
    kept.forEach((d, i) => {
        const more = Buffer.byteLength(d.outline) - Buffer.byteLength(d.box);
        if (used + more <= budget) {
            lines[i] = d.outline;
            used += more;
            if (d.simplified)
                simplified++;
        }
        else
            boxed++;
    });
    if (lines.length === 0)
        return { block: '', total: drawn.length, shown: 0, boxed: 0, simplified: 0 };
    const block = `\`\`\`geojson\n{"type":"FeatureCollection","features":[\n${lines.join(',\n')}\n]}\n\`\`\``;
    return { block, total: drawn.length, shown: lines.length, boxed, simplified };
}

;// CONCATENATED MODULE: ./src/report/summary.ts







/*
 * The job summary of a run that went to its end, read at a glance: a heading with every count and
 * the time it took, what failed first and marked, what changed, what was left as it was folded
 * away, and the items' footprints on a map; a dry-run's in plain words (would create, would skip).
 * GitHub keeps a step's summary to 1 MiB, and a job's summaries together too: each part stays
 * within a budget of its own, the whole well under half of that.
 */
/** Rows past this, or past their part's bytes, are left out and counted; the report file has all. */
const SUMMARY_ROWS = 500;
const FILES_BYTES = 200_000;
const ITEMS_BYTES = 100_000;
const DELETIONS_BYTES = 30_000;
const NOT_STORED_BYTES = 20_000;
/** The mark of what did not go through, in the heading and at the start of its row (a failed check's too). */
const FAILED_MARK = '\u274c';
/** A run that went through, a check that passed. */
const DONE_MARK = '\u2705';
const DRY_MARK = '\ud83d\udd0e';
/** What became of a file, in words; a dry-run's in what would be done. */
function fileWords(r, dryRun) {
    if (r.result === 'failed')
        return dryRun ? 'would fail' : 'failed';
    if (r.result === 'not-written')
        return 'not written';
    if (r.result !== 'planned')
        return r.result;
    // Only a dry run plans.
    return r.action === 'skip' ? 'would skip' : r.action === 'create' ? 'would create' : 'would update';
}
function itemWords(r) {
    if (r.result === 'not-written')
        return 'not written';
    if (r.result !== 'planned')
        return r.result;
    return r.action === 'create' ? 'would create' : r.action === 'update' ? 'would update' : r.action;
}
function deletionWords(d) {
    return d.result === 'planned' ? 'would delete' : d.result;
}
/** A result's words in its cell, kept on one line; what failed marked. */
const marked = (words, failed) => {
    const kept = words.replaceAll(' ', '\u00a0');
    return failed ? `${FAILED_MARK}\u00a0**${kept}**` : kept;
};
/**
 * The rows of `shown` while they fit `bytes` and `count`, and how many were left out. A row is made
 * only to be shown: a run of 100,000 files makes some 500, not 100,000.
 */
function fitting(shown, row, bytes, count = SUMMARY_ROWS) {
    const rows = [];
    let used = 0;
    for (const one of shown) {
        if (rows.length >= count)
            break;
        const text = row(one);
        const cost = Buffer.byteLength(text) + 1;
        if (used + cost > bytes)
            break;
        rows.push(text);
        used += cost;
    }
    return { shown: rows, left: shown.length - rows.length, bytes: used };
}
/** What failed or changed (`loud`) first; the rows left as they were get what room is left. */
function fittingBoth(loud, calm, row, bytes) {
    const first = fitting(loud, row, bytes);
    return { loud: first, calm: fitting(calm, row, bytes - first.bytes, SUMMARY_ROWS - first.shown.length) };
}
const table = (head, rows) => `| ${head.join(' | ')} |\n|${head.map(() => ' --- |').join('')}\n${rows.join('\n')}\n`;
/** A table folded away: its rows are there for whoever opens it. */
const folded = (summary, body) => `<details><summary>${summary}</summary>\n\n${body}\n</details>\n`;
const leftOut = (left, what) => left === 0 ? '' : `\n\u2026and ${left} more ${what}; the report file (output \`report\`) lists all.\n`;
/** Where the run published: the collection and its one item, linked to their pages; the API's address when those are not known. */
function targetLine(context, results) {
    const shard = context.shard === undefined ? '' : ` \u00b7 shard ${context.shard.index}/${context.shard.total}`;
    const { pages } = context;
    const where = pages === undefined
        ? `Target: ${linkTo(cell(context.target), context.target)}`
        : `Collection ${linkTo(code(pages.collection.id), pages.collection.url)}` +
            (pages.item === undefined ? '' : ` \u00b7 item ${linkTo(code(pages.item.id), pages.item.url)}`);
    const uploaded = totals(results).uploadedBytes;
    const bytes = !context.dryRun && uploaded > 0 ? ` \u00b7 ${(0,src_common/* formatBytes */.z3)(uploaded)} uploaded` : '';
    const dry = context.dryRun ? '\n\n**Nothing was written**: this is what a run with these inputs would do.' : '';
    return `${where}${shard}${bytes}${dry}`;
}
function summaryMarkdown(results, context) {
    const { dryRun } = context;
    const items = context.items ?? [];
    const deletions = context.deletions ?? [];
    const failed = results.some((r) => r.result === 'failed' || r.result === 'not-written') ||
        items.some((r) => r.result === 'failed' || r.result === 'not-written') ||
        deletions.some((d) => d.result === 'failed');
    const mark = failed ? FAILED_MARK : dryRun ? DRY_MARK : DONE_MARK;
    const took = context.durationMs === undefined ? '' : ` \u00b7 took ${(0,src_common/* formatElapsed */.C7)(context.durationMs)}`;
    const title = `${mark} STAC publish${dryRun ? ' (dry run)' : ''}: ${countsText(results, deletions, dryRun)}${took}`;
    const head = `### ${title}\n\n${targetLine(context, results)}\n`;
    const link = context.assetLink === undefined ? {} : { assetLink: context.assetLink };
    const parts = [head, resultsParts(results, { dryRun, items, deletions, ...link }), notStoredPart(context.notStored ?? []), mapPart(items)];
    return parts.filter((part) => part !== '').join('\n');
}
/**
 * What the STAC source's items hold that the catalog does not store, by name and how often: said
 * once, folded away (a property, an asset field, an extension, a link the catalog refuses).
 */
function notStoredPart(notStored) {
    if (notStored.length === 0)
        return '';
    const rows = fitting(notStored, ([name, count]) => `| ${cell(name)} | ${count} |`, NOT_STORED_BYTES);
    const body = `${table(['Name', 'How often'], rows.shown)}${leftOut(rows.left, 'name(s)')}`;
    const names = notStored.length === 1 ? 'one name' : `${notStored.length} names`;
    return `#### Not stored by the catalog\n\n${folded(`The STAC source has what the catalog does not store, left out: ${names}`, body)}`;
}
/**
 * The tables of files, items and obsolete assets, each left out when it has no row; a run that
 * stopped by its plan shows them too. Obsolete assets come first when any is (or would be) deleted:
 * what a run takes away matters most; kept, after what failed.
 */
function resultsParts(results, context) {
    const deleting = context.deletions.some((d) => d.result !== 'kept');
    const deletions = deletionsPart(context.deletions);
    const parts = [
        deleting ? deletions : '',
        filesPart(results, context.dryRun, context.assetLink),
        itemsPart(context.items),
        deleting ? '' : deletions,
    ];
    return parts.filter((part) => part !== '').join('\n');
}
/** Files: what failed first, marked, then what changed, each in file order; what was left as it was folded away. */
function filesPart(results, dryRun, link) {
    if (results.length === 0)
        return '';
    const severalItems = results.some((r) => r.item !== results[0].item);
    const quiet = (r) => r.action === 'skip' && r.result !== 'failed';
    // The asset's id links to its entry; below it, smaller, its item (in a run of several) and media type.
    const container = (r) => (r.item === undefined ? 'the collection' : `item ${code(r.item)}`);
    const asset = (r) => `${linkTo(code(r.id), r.link ?? link?.(r))}<br><sub>${severalItems ? `${container(r)} \u00b7 ` : ''}${cell(r.type)}</sub>`;
    const row = (r) => `| ${marked(fileWords(r, dryRun), r.result === 'failed')} | ${cell(r.file)} | ${asset(r)} | ` +
        `${r.size === undefined ? 'unknown' : (0,src_common/* formatBytes */.z3)(r.size).replace(' ', '\u00a0')} | ${cell((0,src_common/* capped */.uo)(r.error ?? r.reason))} |`;
    const head = ['Result', 'File', 'Asset', 'Size', 'Detail'];
    const loud = [...results.filter((r) => r.result === 'failed'), ...results.filter((r) => r.result !== 'failed' && !quiet(r))];
    const calm = results.filter(quiet);
    const rows = fittingBoth(loud, calm, row, FILES_BYTES);
    const title = dryRun ? `${calm.length} unchanged file(s) would be skipped` : `${calm.length} unchanged file(s), skipped`;
    return `#### Files\n\n${sections(head, rows, title)}${leftOut(rows.loud.left + rows.calm.left, 'file(s)')}`;
}
/** The table of what failed or changed, and below it, folded, the table of what was left as it was. */
function sections(head, rows, title) {
    const loud = rows.loud.shown.length === 0 ? '' : table(head, rows.loud.shown);
    const calmCount = rows.calm.shown.length + rows.calm.left;
    if (calmCount === 0)
        return loud;
    return `${loud}${loud === '' ? '' : '\n'}${folded(title, rows.calm.shown.length === 0 ? '' : table(head, rows.calm.shown))}`;
}
/** The properties every item has, with the same value: shown once above the table rather than on each row. None for a single item. */
function sharedProperties(items) {
    const [first, ...rest] = items;
    if (first === undefined || rest.length === 0)
        return {};
    return Object.fromEntries(Object.entries(first.properties ?? {}).filter(([name, value]) => rest.every((r) => r.properties?.[name] === value)));
}
/**
 * Items the run creates or updates, and with items: sync the unchanged ones (folded away); nothing
 * for items: existing but one that failed. Properties every item shares are said once, above the table.
 */
function itemsPart(items) {
    const shown = items.filter((r) => r.action !== 'existing' || r.result === 'failed');
    if (shown.length === 0)
        return '';
    const shared = sharedProperties(shown);
    const own = (r) => Object.fromEntries(Object.entries(r.properties ?? {}).filter(([name]) => !Object.hasOwn(shared, name)));
    // A column for item-properties only in runs that set some that differ between items.
    const withProperties = shown.some((r) => Object.keys(own(r)).length > 0);
    // The footprints are on the map below; each item's bbox is in the items output and the report file.
    const head = ['Result', 'Item', 'Datetime', ...(withProperties ? ['Properties'] : []), 'Detail'];
    const row = (r) => `| ${marked(itemWords(r), r.result === 'failed')} | ${linkTo(code(r.item), r.link)} | ${cell(r.datetime ?? '')} | ` +
        `${withProperties ? `${cell((0,domain/* formatProperties */.D)(own(r)))} | ` : ''}${cell((0,src_common/* capped */.uo)(r.error ?? r.reason))} |`;
    const quiet = (r) => r.action === 'unchanged' && r.result !== 'failed';
    const loud = [...shown.filter((r) => r.result === 'failed'), ...shown.filter((r) => r.result !== 'failed' && !quiet(r))];
    const calm = shown.filter(quiet);
    const rows = fittingBoth(loud, calm, row, ITEMS_BYTES);
    const common = Object.keys(shared).length === 0 ? '' : `Every item: ${cell((0,domain/* formatProperties */.D)(shared))}\n\n`;
    return (`#### Items\n\n${common}${sections(head, rows, `${calm.length} unchanged item(s)`)}` +
        leftOut(rows.loud.left + rows.calm.left, 'item(s)'));
}
function deletionsPart(deletions) {
    if (deletions.length === 0)
        return '';
    const ordered = [...deletions.filter((d) => d.result === 'failed'), ...deletions.filter((d) => d.result !== 'failed')];
    const rows = fitting(ordered, (d) => {
        const detail = d.error ?? (d.result === 'kept' ? 'a file or item was not published: nothing is pruned' : 'no selected file maps to it');
        const asset = code(d.item === undefined ? d.id : `${d.item}/${d.id}`);
        return `| ${marked(deletionWords(d), d.result === 'failed')} | ${asset} | ${cell((0,src_common/* capped */.uo)(detail))} |`;
    }, DELETIONS_BYTES);
    return `#### Obsolete assets (prune)\n\n${table(['Result', 'Asset', 'Detail'], rows.shown)}${leftOut(rows.left, 'asset(s)')}`;
}
/** The footprints of the items on a map, and what was cut or simplified to keep the summary small. */
function mapPart(items) {
    const map = footprintMap(items, itemWords);
    if (map.total === 0)
        return '';
    const cut = [
        ...(map.shown < map.total ? [`${map.total - map.shown} of ${map.total} left out`] : []),
        ...(map.boxed > 0 ? [`${map.boxed} shown as their bounding box`] : []),
    ];
    const note = cut.length === 0 ? '' : `\n\nTo keep the summary within GitHub's size limit: ${cut.join(', ')}.`;
    const simplified = map.simplified === 0
        ? ''
        : `\n\n${map.simplified} outline(s) simplified for display, to at most ${DISPLAY_VERTICES} vertices each; the catalog has them whole.`;
    return `#### Footprints\n\n${map.block}${note}${simplified}\n`;
}

;// CONCATENATED MODULE: ./src/report/preflight.ts




/** The checks of a run, in the order they ended, and whether it got past them to writing. */
class Checks {
    #list = [];
    #writing = false;
    get list() {
        return this.#list;
    }
    /** The run has begun to write: a problem from now on stops it while publishing. */
    get wrote() {
        return this.#writing;
    }
    startWriting() {
        this.#writing = true;
    }
    passed(name, detail) {
        this.#list.push({ name, passed: true, detail });
    }
    failed(name, detail) {
        this.#list.push({ name, passed: false, detail });
    }
    /**
     * Runs one check: passed with what `found` says of its value, or failed with what it threw, which
     * it throws on. `problems`: how many a value holds that stop the run (a plan that refuses to
     * write); such a value fails the check and is returned, for the run to report with them.
     */
    async check(name, work, found, problems) {
        let value;
        try {
            value = await work();
        }
        catch (error) {
            this.failed(name, error instanceof src_common/* ProblemsError */.FQ ? `${error.problems.length} problem(s)` : 'failed');
            throw error;
        }
        const stopping = problems?.(value) ?? 0;
        if (stopping > 0)
            this.failed(name, `${found(value)}; ${stopping} problem(s)`);
        else
            this.passed(name, found(value));
        return value;
    }
}
/** A problem's subject as a title: an annotation's, the summary's first column. */
function subjectTitle(subject, words = src_common/* ACTION_WORDS */.dC) {
    switch (subject.kind) {
        case 'input':
            return `${words.inputSubject(subject.name)}${subject.source === undefined ? '' : ` (${subject.source})`}`;
        case 'file':
            return `File ${subject.path}`;
        case 'item':
            return `Item ${subject.id}`;
        case 'rule':
            return `${words.inputSubject('rules')} (${subject.source}), rule ${subject.index}`;
        case 'sign-in':
            return 'Sign-in';
        case 'catalog':
            return `Collection ${subject.collection}`;
        case 'run':
            return 'The run';
    }
}
const problemEntry = (problem, words = src_common/* ACTION_WORDS */.dC) => ({
    subject: problem.subject,
    problem: (0,src_common/* capped */.uo)((0,src_common/* render */.XX)(problem.what, words)),
    fix: problem.fix === undefined ? null : (0,src_common/* capped */.uo)((0,src_common/* render */.XX)(problem.fix, words)),
    message: (0,src_common/* capped */.uo)((0,src_common/* problemLine */.YK)(problem, words)),
});
/** The file a problem is about, relative to the workspace (as annotations take it); undefined when it is about no file there. */
function problemFile(subject, where) {
    const file = subject.kind === 'file'
        ? external_node_path_default().resolve(where.workingDirectory, subject.path)
        : (subject.kind === 'input' || subject.kind === 'rule') && subject.source !== undefined && subject.source !== 'inline'
            ? external_node_path_default().resolve(where.workspace, subject.source)
            : undefined;
    return file === undefined || !(0,src_common/* isInside */.FK)(where.workspace, file) ? undefined : (0,src_common/* slashedRelative */.V3)(where.workspace, file);
}
/**
 * A problem as the log shows it. A problem of the run as a whole is an error's message, whose lines
 * (a heading and a list) its maker made inert one by one: its lines stay. Any other is one line, made
 * inert whole, so that a file's name cannot break it.
 */
const shownProblem = (problem, words = src_common/* ACTION_WORDS */.dC) => problem.subject.kind === 'run' ? (0,src_common/* problemLine */.YK)(problem, words) : (0,src_common/* inert */.tJ)((0,src_common/* problemLine */.YK)(problem, words));
/**
 * The annotations GitHub shows: `limit` of them; past it, one fewer and one (`more`, given how
 * many were left out) that counts the rest, whose lines are `unshown` (for the log).
 */
function cappedAnnotations(all, limit, more) {
    if (all.length <= limit)
        return { annotations: all.map((one) => one.annotation), unshown: [] };
    const left = all.slice(limit - 1);
    return { annotations: [...all.slice(0, limit - 1).map((one) => one.annotation), more(left)], unshown: left.map((one) => one.line) };
}
/**
 * An annotation per problem (shownProblem), `file` set where a file is at fault, the title naming
 * the subject, capped at `limit` (cappedAnnotations).
 */
function problemAnnotations(problems, where, limit) {
    const all = problems.map((problem) => {
        const file = where === undefined ? undefined : problemFile(problem.subject, where);
        const message = shownProblem(problem);
        return {
            annotation: {
                message,
                ...(problem.subject.kind === 'run' ? {} : { title: subjectTitle(problem.subject) }),
                ...(file === undefined ? {} : { file }),
            },
            line: message,
        };
    });
    return cappedAnnotations(all, limit, (left) => ({
        message: `\u2026and ${left.length} more problem(s); the log below, the job summary and the report file list them`,
        title: 'More problems',
    }));
}
/** Problems past this are left out of the summary (GitHub caps a step's summary at 1 MiB); the report file has all. */
const SUMMARY_PROBLEMS = 200;
/**
 * The job summary of a run that stopped, most often before publishing, in the look of a run's
 * (summary.ts): a heading that says so, each problem with how to fix it, what became of each file
 * when its plan stopped it, then what was checked (inputs, sign-in, the files selected, the catalog
 * read, the plan), each passed or failed.
 */
function preflightSummary(stopped, words = src_common/* ACTION_WORDS */.dC) {
    const { problems, checks } = stopped;
    const when = stopped.writing ? 'while publishing' : 'before publishing';
    const shard = stopped.shard === undefined ? '' : ` \u00b7 shard ${stopped.shard.index}/${stopped.shard.total}`;
    // The target's API address, as text: a page of JSON, or a template such as {parent}, is nothing to follow.
    const target = stopped.target === undefined ? '' : `Target: ${cell(stopped.target)}${shard}\n\n`;
    const took = stopped.durationMs === undefined ? '' : ` \u00b7 took ${(0,src_common/* formatElapsed */.C7)(stopped.durationMs)}`;
    const written = stopped.writing ? 'Run again once they are fixed' : 'Nothing was written: fix them and run again';
    const counts = stopped.counts === undefined ? '' : ` \u00b7 ${stopped.counts}`;
    const head = `### ${FAILED_MARK} STAC publish stopped ${when}: ${problems.length} problem(s)${counts}${took}\n\n${target}${written}.\n\n`;
    // A problem of the run is an error's message, of several lines perhaps (shownProblem): each stays a line of its cell.
    const text = (problem, part) => problem.subject.kind === 'run' ? (0,src_common/* cappedLines */.Lo)((0,src_common/* render */.XX)(part, words)).split('\n').map(cell).join('<br>') : cell((0,src_common/* capped */.uo)((0,src_common/* render */.XX)(part, words)));
    const rows = problems
        .slice(0, SUMMARY_PROBLEMS)
        .map((problem) => `| ${FAILED_MARK} ${cell(subjectTitle(problem.subject, words))} | ${text(problem, problem.what)} | ` +
        `${problem.fix === undefined ? '' : text(problem, problem.fix)} |`);
    const more = problems.length > SUMMARY_PROBLEMS
        ? `\n\u2026and ${problems.length - SUMMARY_PROBLEMS} more problem(s); the report file (output \`report\`) lists all.\n`
        : '';
    const checked = checks.length === 0
        ? ''
        : `\n#### What was checked\n\n| Check | Result | Found |\n| --- | --- | --- |\n${checks
            .map((check) => `| ${cell(check.name)} | ${check.passed ? `${DONE_MARK} passed` : `${FAILED_MARK} **failed**`} | ${cell((0,src_common/* capped */.uo)(check.detail))} |`)
            .join('\n')}\n`;
    const details = stopped.details === undefined || stopped.details === '' ? '' : `\n${stopped.details}`;
    return `${head}| Subject | Problem | How to fix |\n| --- | --- | --- |\n${rows.join('\n')}\n${more}${details}${checked}`;
}

;// CONCATENATED MODULE: ./src/report/outcome.ts





/** A run that stopped: nothing published (or, when `writing`, what was published not known), its problems said. */
function stoppedReport(run, checks, problems, writing = false) {
    return { ...run, results: [], items: [], deletions: [], checks, problems, writing };
}
/**
 * The one decision of whether a run failed, for the action (its step) and the command line (its exit
 * status): a problem that stopped it, a file not published, an item not written, an obsolete asset
 * not deleted.
 */
function verdict(report) {
    if (report.problems.length > 0) {
        const count = `${report.problems.length} problem(s)`;
        return {
            failed: true,
            message: report.writing ? `the run stopped while publishing: ${count}` : `${count} found before publishing; nothing was written`,
        };
    }
    const files = report.results.filter((r) => r.result === 'failed').length;
    const items = report.items.filter((r) => r.result === 'failed').length;
    const deletions = report.deletions.filter((d) => d.result === 'failed').length;
    const what = [
        ...(files > 0 ? [`${files} of ${report.results.length} file(s) were not published`] : []),
        ...(items > 0 ? [`${items} item(s) could not be written`] : []),
        ...(deletions > 0 ? [`${deletions} obsolete asset(s) could not be deleted`] : []),
    ];
    return what.length === 0 ? { failed: false } : { failed: true, message: what.join('; ') };
}
/** The job summary: the run's table of files, items and deletions, or, for a run that stopped, what was checked and each problem. */
function runSummary(report) {
    if (report.problems.length > 0) {
        if (report.results.length === 0)
            return preflightSummary(report);
        const { results, items, deletions, dryRun } = report;
        const details = resultsParts(results, { dryRun, items, deletions, ...linkOf(report) });
        return preflightSummary({ ...report, counts: fileCounts(results), details });
    }
    return summaryMarkdown(report.results, {
        target: report.target ?? '',
        ...(report.pages === undefined ? {} : { pages: report.pages }),
        dryRun: report.dryRun,
        shard: report.shard,
        durationMs: report.durationMs,
        items: report.items,
        deletions: report.deletions,
        ...linkOf(report),
        ...(report.notStored === undefined ? {} : { notStored: report.notStored }),
    });
}
const linkOf = (report) => report.assetLink === undefined ? {} : { assetLink: report.assetLink };
/** The `url` output: the target's page (its one item's, or the collection's); '' when the run stopped before it read the collection. */
const runUrl = (report) => (report.pages === undefined ? '' : (0,catalog/* targetUrl */.dm)(report.pages));
/** The whole report as JSON (the report file, `stac-publish --json`), problems in `words`. */
const runJson = (report, words = src_common/* ACTION_WORDS */.dC) => [...runJsonParts(report, words)].join('');
/** runJson in parts, a file's entry each, to write as they are made (reportJsonParts). */
const runJsonParts = (report, words = src_common/* ACTION_WORDS */.dC) => reportJsonParts(report.results, report.target, report.shard, {
    ...(report.pages === undefined ? {} : { url: (0,catalog/* targetUrl */.dm)(report.pages) }),
    durationMs: report.durationMs,
    items: report.items,
    deletions: report.deletions,
    problems: report.problems.map((problem) => problemEntry(problem, words)),
    ...linkOf(report),
    ...(report.notStored === undefined ? {} : { notStored: report.notStored }),
});

;// CONCATENATED MODULE: ./src/report/index.ts
/**
 * The outputs, the job summary, the report file and the plan as log lines; whether a run failed; what
 * a run that stopped before publishing checked, and its problems.
 * Other folders import from here; modules of this folder import each other directly.
 */





/***/ }),

/***/ 5222:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o$: () => (/* reexport */ readSource),
  i2: () => (/* reexport */ sourceCollection)
});

// UNUSED EXPORTS: SOURCE_LIMITS

// EXTERNAL MODULE: ./src/catalog/index.ts + 8 modules
var catalog = __webpack_require__(3893);
// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var common = __webpack_require__(4095);
// EXTERNAL MODULE: ./src/content/index.ts + 5 modules
var content = __webpack_require__(2238);
;// CONCATENATED MODULE: ./src/source/documents.ts
/**
 * A STAC document as the source reads it: bounded before anything walks it, and upgraded to STAC 1.1
 * by @radiantearth/stac-migrate on a copy. Its bytes come from a file of the workspace or an answer of
 * another origin, and are untrusted either way: the library walks every object once per extension it
 * knows and renames keys by assignment, so a document is refused past its bounds (nesting, lists
 * the library iterates per object), and a "__proto__" key is dropped as it is parsed.
 */

/** Bounds on one document: what the largest real catalogs need many times over. */
const DOCUMENT_LIMITS = {
    /** Bytes of one JSON document (a FeatureCollection of many items is the largest). */
    bytes: 32 * 1024 * 1024,
    /** Nesting of objects and lists (a MultiPolygon's coordinates are 4 deep in an item 3 deep). */
    depth: 64,
    /** Entries of stac_extensions: the library looks each extension up in it for every object it migrates. */
    extensions: 100,
    /** Features of a FeatureCollection. */
    features: 100_000,
    /** Assets of one item (the catalog holds some 12,000 at most in one). */
    assets: 20_000,
    /** Links of one document. */
    links: 10_000,
};
class DocumentError extends Error {
    name = 'DocumentError';
}
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
/**
 * The document's JSON, parsed without "__proto__" keys (JSON.parse keeps one as an own property,
 * which a library that copies keys by assignment would turn into a prototype), and checked against
 * DOCUMENT_LIMITS by a walk without recursion. Throws a DocumentError that says what is wrong.
 */
function parseDocument(text) {
    if (Buffer.byteLength(text) > DOCUMENT_LIMITS.bytes)
        throw new DocumentError(`it is more than the ${DOCUMENT_LIMITS.bytes} bytes read of a STAC document`);
    let parsed;
    try {
        parsed = JSON.parse(text, (key, value) => (key === '__proto__' ? undefined : value));
    }
    catch (error) {
        throw new DocumentError(`it is not JSON (${(0,common/* errorMessage */.gJ)(error).slice(0, 120)})`);
    }
    return checkedDocument(parsed);
}
/**
 * A document parsed elsewhere (a STAC API's answer, parsed by the catalog client), checked as
 * parseDocument checks one: its own "__proto__" keys dropped in place, and DOCUMENT_LIMITS.
 */
function checkedDocument(parsed) {
    if (!isObject(parsed))
        throw new DocumentError('it is not a JSON object, as every STAC document is');
    walk(parsed);
    const count = (what, list, limit) => {
        if (Array.isArray(list) && list.length > limit)
            throw new DocumentError(`it has ${list.length} ${what}, more than the ${limit} read`);
    };
    count('stac_extensions', parsed.stac_extensions, DOCUMENT_LIMITS.extensions);
    count('features', parsed.features, DOCUMENT_LIMITS.features);
    count('links', parsed.links, DOCUMENT_LIMITS.links);
    for (const item of Array.isArray(parsed.features) ? parsed.features : [parsed]) {
        if (!isObject(item))
            continue;
        count('stac_extensions in a feature', item.stac_extensions, DOCUMENT_LIMITS.extensions);
        count('links in a feature', item.links, DOCUMENT_LIMITS.links);
        if (isObject(item.assets) && Object.keys(item.assets).length > DOCUMENT_LIMITS.assets)
            throw new DocumentError(`an item has ${Object.keys(item.assets).length} assets, more than the ${DOCUMENT_LIMITS.assets} read`);
    }
    return parsed;
}
/**
 * Nesting past DOCUMENT_LIMITS.depth is refused (the library and structuredClone recurse), and an
 * own "__proto__" key deleted (delete takes an own property, never the prototype).
 */
function walk(root) {
    const stack = [{ value: root, depth: 1 }];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        const { value, depth } = next;
        if (value === null || typeof value !== 'object')
            continue;
        if (depth > DOCUMENT_LIMITS.depth)
            throw new DocumentError(`it is nested more than ${DOCUMENT_LIMITS.depth} deep`);
        if (!Array.isArray(value) && Object.hasOwn(value, '__proto__'))
            delete value['__proto__'];
        const children = Array.isArray(value) ? value : Object.values(value);
        for (const child of children)
            if (child !== null && typeof child === 'object')
                stack.push({ value: child, depth: depth + 1 });
    }
}
let migrate;
/** The library, loaded once by the first run that reads a source. */
const loadMigrate = () => (migrate ??= __webpack_require__.e(/* import() */ 968).then(__webpack_require__.t.bind(__webpack_require__, 1968, 23)).then(({ default: library }) => (document) => library.stac(document, true)));
/**
 * The document as STAC 1.1, on a copy (the library migrates in place; the original is read for what
 * it re-parses in the machine's time zone or drops: expires). The library's state between calls (the
 * extension versions it has seen) decides only renames of band and classification fields, which the
 * target does not store. A document it cannot read throws a DocumentError.
 */
async function migrated(document) {
    const upgrade = await loadMigrate();
    try {
        return upgrade(structuredClone(document));
    }
    catch (error) {
        // The library's own errors on malformed input are plain TypeErrors ("Cannot read properties of \u2026").
        throw new DocumentError(`it is no STAC document the migration reads (${(0,common/* errorMessage */.gJ)(error).slice(0, 120)})`);
    }
}
/** What a document is: an Item, a FeatureCollection of Items, or a Catalog or Collection (their links lead on). */
function documentKind(document) {
    if (document.type === 'Feature')
        return 'item';
    if (document.type === 'FeatureCollection')
        return 'items';
    if (document.type === 'Catalog' || document.type === 'Collection')
        return 'catalog';
    // Before 1.0, catalogs and collections had no type: an id and links (and for a collection, an extent and a license).
    if (document.type === undefined && typeof document.id === 'string' && Array.isArray(document.links))
        return 'catalog';
    return undefined;
}

// EXTERNAL MODULE: ./src/domain/index.ts + 10 modules
var domain = __webpack_require__(1686);
;// CONCATENATED MODULE: ./src/source/map.ts
/**
 * A source item as the target stores it (SourceItem), read from its STAC 1.1 form (documents.ts's
 * migrated) and its original document: what the target stores is taken, everything else is counted
 * by name in NotStored, never dropped without a word. What the target stores of an item
 * (service-stac 900c5ed): its geometry, datetime or start/end, title, expires, forecast:* and links;
 * of an asset: title, description, type, roles, proj:epsg, gsd, geoadmin:lang and geoadmin:variant,
 * its file (checked by file:checksum) and file:size.
 */

/** What the target does not store, counted by name: said once per run. */
class NotStored {
    #counts = new Map();
    add(name) {
        this.#counts.set(name, (this.#counts.get(name) ?? 0) + 1);
    }
    get counts() {
        return new Map([...this.#counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
}
const map_isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const map_text = (value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
/** An item's own members, which the target has in its own way or derives (its bbox from the geometry). */
const ITEM_MEMBERS = new Set([
    'type',
    'stac_version',
    'stac_extensions',
    'id',
    'geometry',
    'bbox',
    'properties',
    'links',
    'assets',
    'collection',
]);
/** Properties the target takes (time, title, and those item-properties names), or makes itself (created, updated). */
const TAKEN_PROPERTIES = new Set([
    'datetime',
    'start_datetime',
    'end_datetime',
    'title',
    'created',
    'updated',
    // STAC 0.8's place of the item's collection, which the target is.
    'collection',
    ...domain/* ITEM_PROPERTY_NAMES */.Hn,
]);
/** Item properties that are the assets' common metadata: taken into each asset that has none of its own. */
const ASSET_DEFAULTS = new Set(['proj:epsg', 'proj:code', 'gsd']);
/** Extensions whose fields the target stores, where any: the others are counted as extensions it does not store. */
const STORED_EXTENSIONS = /\/(file|projection|timestamps|forecast)\/v[^/]+\/schema\.json$/;
/** The same, as STAC 0.8 and 0.9 named extensions (checksum: its multihash is what the target's file:checksum is). */
const STORED_SHORT_NAMES = new Set(['checksum', 'file', 'projection', 'proj', 'timestamps', 'forecast']);
/** Links of the hierarchy a catalog is read by: not the item's own. */
const HIERARCHY = new Set(['child', 'item', ...domain/* SERVICE_RELS */.Jy]);
/** An asset's fields the target stores, as they are read here (bands: for gsd only, and counted). */
const ASSET_TAKEN = new Set([
    'href',
    'title',
    'description',
    'type',
    'roles',
    'proj:epsg',
    'proj:code',
    'gsd',
    'geoadmin:lang',
    'geoadmin:variant',
    'file:checksum',
    'file:size',
    // The target keeps its own.
    'created',
    'updated',
]);
const SHA2_256 = /^1220[0-9a-f]{64}$/i;
/** An EPSG code from projection v1's proj:epsg or v2's proj:code 'EPSG:n'; null for a code of another authority. */
function epsgOf(fields) {
    const epsg = fields['proj:epsg'];
    if (typeof epsg === 'number' && Number.isInteger(epsg) && epsg > 0)
        return epsg;
    const code = fields['proj:code'];
    if (typeof code !== 'string')
        return undefined;
    const match = /^EPSG:(\d{1,6})$/i.exec(code.trim());
    return match === null ? null : Number(match[1]);
}
const positive = (value) => typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
/**
 * A band's gsd (STAC 1.1 common metadata in bands; eo:bands and raster:bands where a document of
 * 1.1 kept them, which the migration merges only below 1.1.0-beta.1), where all bands that give one agree.
 */
function bandGsd(fields) {
    const list = (value) => (Array.isArray(value) ? value : []);
    const bands = [...list(fields.bands), ...list(fields['eo:bands']), ...list(fields['raster:bands'])];
    const given = new Set(bands.flatMap((band) => (map_isObject(band) && positive(band.gsd) !== undefined ? [band.gsd] : [])));
    return given.size === 1 ? [...given][0] : undefined;
}
/** The item's time: its datetime, or its start and end; a problem in words when they are not date-times. */
function timeOf(properties) {
    const instant = (name) => {
        const value = properties[name];
        if (value === undefined || value === null)
            return undefined;
        if (typeof value !== 'string')
            return { problem: `its ${name} is not a text` };
        const at = (0,domain/* parseDateTime */.DP)(value);
        return typeof at === 'string' ? { problem: `its ${name}: ${at}` } : (0,domain/* formatDateTime */.r6)(at);
    };
    const [datetime, start, end] = [instant('datetime'), instant('start_datetime'), instant('end_datetime')];
    for (const value of [datetime, start, end])
        if (typeof value === 'object')
            return value.problem;
    if (typeof datetime === 'string')
        return { datetime };
    if (typeof start === 'string' && typeof end === 'string')
        return { start, end };
    return undefined;
}
/**
 * The item's links the target can store: its own (not the hierarchy's nor the service's STAC Browser
 * page), one per rel (the first), each as the catalog takes it; the others counted.
 */
function linksOf(links, notStored) {
    const kept = new Map();
    for (const link of Array.isArray(links) ? links : []) {
        if (!map_isObject(link) || typeof link.rel !== 'string' || HIERARCHY.has(link.rel) || (0,domain/* isBrowserLink */.Hu)(link))
            continue;
        const stored = (0,domain/* storedLink */.O$)(link);
        if (stored === undefined) {
            notStored.add(`link rel=${link.rel} (without an href)`);
            continue;
        }
        if (kept.has(stored.rel)) {
            notStored.add(`link rel=${stored.rel} (a second one: the catalog keeps one per rel)`);
            continue;
        }
        if ((0,domain/* linkProblem */.kD)(stored) !== undefined) {
            notStored.add(URL.canParse(stored.href) ? `link rel=${stored.rel} (refused by the catalog)` : `link rel=${stored.rel} (a relative href)`);
            continue;
        }
        for (const key of Object.keys(link))
            if (!['rel', 'href', 'type', 'title', 'hreflang'].includes(key))
                notStored.add(`link field ${key}`);
        kept.set(stored.rel, stored);
    }
    return [...kept.values()];
}
/** One asset as the target stores it; `defaults`: the item's common metadata for assets (proj, gsd). */
function assetOf(key, fields, defaults, notStored) {
    const href = map_text(fields.href);
    if (href === undefined)
        return `its asset '${key}' has no href`;
    for (const name of Object.keys(fields))
        if (!ASSET_TAKEN.has(name))
            notStored.add(`asset field ${name}`);
    const epsg = epsgOf(fields) ?? epsgOf(defaults);
    if (epsg === null)
        notStored.add('asset field proj:code (not an EPSG code)');
    const gsd = positive(fields.gsd) ?? bandGsd(fields) ?? positive(defaults.gsd);
    const roles = Array.isArray(fields.roles) ? fields.roles.filter((role) => map_text(role) !== undefined) : [];
    const taken = {
        ...(map_text(fields.title) === undefined ? {} : { title: fields.title }),
        ...(map_text(fields.description) === undefined ? {} : { description: fields.description }),
        ...(map_text(fields.type) === undefined ? {} : { type: fields.type }),
        ...(roles.length === 0 ? {} : { roles }),
        ...(typeof epsg === 'number' ? { 'proj:epsg': epsg } : {}),
        ...(gsd === undefined ? {} : { gsd }),
        ...(map_text(fields['geoadmin:lang']) === undefined ? {} : { 'geoadmin:lang': fields['geoadmin:lang'] }),
        ...(map_text(fields['geoadmin:variant']) === undefined ? {} : { 'geoadmin:variant': fields['geoadmin:variant'] }),
    };
    const checksum = typeof fields['file:checksum'] === 'string' && SHA2_256.test(fields['file:checksum']) ? fields['file:checksum'] : undefined;
    const size = fields['file:size'];
    return {
        key,
        href,
        fields: taken,
        ...(checksum === undefined ? {} : { checksum: checksum.toLowerCase() }),
        ...(typeof size === 'number' && Number.isSafeInteger(size) && size >= 0 ? { size } : {}),
    };
}
/**
 * The item as the target stores it, from its STAC 1.1 form (`upgraded`) and its `original` document
 * (expires and the forecast's properties as written: the migration re-parses expires in the
 * machine's time zone, or drops it); what the target does not store counted in `notStored`. A problem
 * in words when it is no item the target can take (no id, an asset without href, a time that is none).
 */
function mapItem(original, upgraded, from, notStored) {
    const id = upgraded.id;
    if (typeof id !== 'string' || id.trim() === '')
        return 'it has no id';
    const properties = map_isObject(upgraded.properties) ? upgraded.properties : {};
    const originalProperties = map_isObject(original.properties) ? original.properties : {};
    const time = timeOf(originalProperties);
    if (typeof time === 'string')
        return time;
    for (const name of Object.keys(upgraded))
        if (!ITEM_MEMBERS.has(name))
            notStored.add(`item field ${name}`);
    for (const name of Object.keys(properties))
        if (!TAKEN_PROPERTIES.has(name) && !ASSET_DEFAULTS.has(name))
            notStored.add(`property ${name}`);
    // As the document names them (0.8 and 0.9 by short names), not as the migration renames them.
    const extensions = Array.isArray(original.stac_extensions) ? original.stac_extensions : [];
    for (const extension of extensions)
        if (typeof extension === 'string' && !STORED_EXTENSIONS.test(extension) && !STORED_SHORT_NAMES.has(extension))
            notStored.add(`extension ${extension}`);
    const kept = {};
    for (const name of domain/* ITEM_PROPERTY_NAMES */.Hn)
        if (originalProperties[name] !== undefined)
            kept[name] = originalProperties[name];
    const assets = [];
    for (const [key, fields] of Object.entries(map_isObject(upgraded.assets) ? upgraded.assets : {})) {
        if (!map_isObject(fields))
            return `its asset '${key}' is no object`;
        const asset = assetOf(key, fields, properties, notStored);
        if (typeof asset === 'string')
            return asset;
        assets.push(asset);
    }
    const title = map_text(properties.title);
    // By the names the document gives them, and those the migration gave them (eo:platform is platform in 1.1).
    const placeholders = {};
    for (const [name, value] of [...Object.entries(properties), ...Object.entries(originalProperties)])
        if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))
            placeholders[name] = String(value);
    return {
        id,
        geometry: upgraded.geometry ?? null,
        time,
        ...(title === undefined ? {} : { title }),
        properties: kept,
        links: linksOf(upgraded.links, notStored),
        placeholders,
        assets,
        from,
    };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/source/static.ts
/**
 * A static STAC catalog in the workspace (stac-source: the path of a JSON file): a Catalog or
 * Collection followed through its child and item links, an Item, or a FeatureCollection of Items,
 * as pystac, rio-stac and stactools write them. Every document is read as a file an input names
 * (readNamedFile: its real path inside the workspace, a regular file, bounded), every href followed
 * must be relative and stay inside the workspace, and the walk is bounded in documents, bytes, items
 * and assets. What is wrong is said for every document at once, each problem naming its href.
 */




const SOURCE_LIMITS = {
    documents: 50_000,
    bytes: 256 * 1024 * 1024,
    items: 50_000,
    assets: 200_000,
};
/** Documents read at once: each is a few system calls and a parse. */
const DOCUMENTS_AT_ONCE = 8;
const HREF_FIX = 'a STAC source in the repository names its documents and files by paths relative to the JSON that names them, inside the ' +
    'workspace (pystac: make_all_asset_hrefs_relative(), then save(CatalogType.SELF_CONTAINED))';
/** Where a relative href leads from the document that names it, or why it is not followed. */
function localHref(href, document, workspace) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^[a-z]:[\\/]/i.test(href))
        return { why: 'is a URL, not a relative path' };
    if (external_node_path_default().isAbsolute(href) || href.startsWith('/') || href.startsWith('\\') || /^[a-z]:[\\/]/i.test(href))
        return { why: 'is an absolute path, not a relative one' };
    const resolved = (0,common/* within */.ux)(workspace, external_node_path_default().resolve(external_node_path_default().dirname(document), href));
    return resolved === undefined ? { why: 'leads outside the workspace' } : { path: resolved };
}
const static_isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
/**
 * The items of the static catalog at `source.path`, as the target stores them, and what it does not
 * store; a ProblemsError naming every document (and the href that named it) that cannot be read,
 * every href that leads elsewhere than a relative path inside the workspace, and every item the
 * target cannot take, or one bound passed.
 */
async function readStaticSource(source, options) {
    const { workspace, workingDirectory, limits = SOURCE_LIMITS } = options;
    const shown = (file) => (0,common/* slashedRelative */.V3)(workingDirectory, file);
    const problems = [];
    const refuse = (file, what, fix) => problems.push({ subject: { kind: 'file', path: shown(file) }, what: [what], ...(fix === undefined ? {} : { fix: [fix] }) });
    const bound = (what) => {
        throw new common/* ProblemsError */.FQ([
            {
                subject: { kind: 'input', name: 'stac-source', source: source.source },
                against: 'files',
                what: [what],
                fix: ['publish the catalog in parts: give stac-source a sub-catalog or collection of it per run'],
            },
        ], null);
    };
    const notStored = new NotStored();
    const items = [];
    const paths = new Map();
    const seen = new Set([source.path]);
    let frontier = [{ file: source.path }];
    let [documents, bytes, assets] = [0, 0, 0];
    while (frontier.length > 0) {
        documents += frontier.length;
        if (documents > limits.documents)
            bound(`it leads to more than the ${limits.documents} JSON documents read of a STAC source`);
        const read = await (0,common/* mapLimit */.sf)(frontier, DOCUMENTS_AT_ONCE, async ({ file }) => {
            try {
                return await (0,common/* readNamedFile */.wh)({ workspace, path: file, limit: DOCUMENT_LIMITS.bytes });
            }
            catch (error) {
                if (error instanceof common/* NamedFileError */.ql)
                    return error;
                throw error;
            }
        });
        const next = [];
        for (const [index, { file, via }] of frontier.entries()) {
            const content = read[index];
            if (content instanceof common/* NamedFileError */.ql) {
                refuse(file, `the STAC document is not read: ${content.message}${via === undefined ? '' : ` (${via})`}`);
                continue;
            }
            bytes += content.length;
            if (bytes > limits.bytes)
                bound(`its documents hold more than the ${limits.bytes} bytes of JSON read of a STAC source`);
            let document;
            try {
                document = parseDocument(content.toString('utf8'));
            }
            catch (error) {
                if (!(error instanceof DocumentError))
                    throw error;
                refuse(file, `is no STAC document that is read: ${error.message}`);
                continue;
            }
            const kind = documentKind(document);
            if (kind === undefined) {
                refuse(file, 'is no STAC Catalog, Collection, Item or FeatureCollection of Items', 'give stac-source the root of a static catalog');
                continue;
            }
            if (kind === 'catalog') {
                for (const link of Array.isArray(document.links) ? document.links : []) {
                    if (!static_isObject(link) || (link.rel !== 'child' && link.rel !== 'item'))
                        continue;
                    if (typeof link.href !== 'string' || link.href === '') {
                        refuse(file, `a ${link.rel} link has no href`);
                        continue;
                    }
                    const leads = localHref(link.href, file, workspace);
                    if ('why' in leads)
                        refuse(file, `the href '${link.href}' of its ${link.rel} link ${leads.why}`, HREF_FIX);
                    else if (!seen.has(leads.path)) {
                        seen.add(leads.path);
                        next.push({ file: leads.path, via: `the ${link.rel} link of ${shown(file)}` });
                    }
                }
                continue;
            }
            const features = kind === 'item' ? [document] : Array.isArray(document.features) ? document.features : [];
            for (const [position, feature] of features.entries()) {
                const where = kind === 'item' ? '' : `feature ${position + 1}: `;
                if (!static_isObject(feature) || feature.type !== 'Feature') {
                    refuse(file, `${where}is no STAC Item`);
                    continue;
                }
                let upgraded;
                try {
                    upgraded = await migrated(feature);
                }
                catch (error) {
                    if (!(error instanceof DocumentError))
                        throw error;
                    refuse(file, `${where}${error.message}`);
                    continue;
                }
                const item = mapItem(feature, upgraded, shown(file), notStored);
                if (typeof item === 'string') {
                    refuse(file, `${where}${typeof feature.id === 'string' ? `item '${feature.id}': ` : ''}${item}`);
                    continue;
                }
                let leaving = false;
                for (const asset of item.assets) {
                    const leads = localHref(asset.href, file, workspace);
                    if ('why' in leads) {
                        leaving = true;
                        refuse(file, `${where}the href '${asset.href}' of asset '${asset.key}' of item '${item.id}' ${leads.why}`, HREF_FIX);
                    }
                    else
                        paths.set(asset, leads.path);
                }
                if (leaving)
                    continue;
                items.push(item);
                assets += item.assets.length;
                if (items.length > limits.items)
                    bound(`it holds more than the ${limits.items} items read of a STAC source`);
                if (assets > limits.assets)
                    bound(`its items hold more than the ${limits.assets} assets read of a STAC source`);
            }
        }
        frontier = next;
    }
    const ids = new Map();
    for (const item of items) {
        const other = ids.get(item.id);
        if (other === undefined)
            ids.set(item.id, item.from);
        else
            refuse(external_node_path_default().resolve(workingDirectory, item.from), `its item '${item.id}' has the id of an item of ${other}`, 'give each item its own id');
    }
    if (problems.length > 0)
        throw new common/* ProblemsError */.FQ(problems, `${problems.length} problem(s) with the STAC source ${source.source}; nothing was written:`);
    return { kind: 'static', items, notStored: notStored.counts, paths };
}

;// CONCATENATED MODULE: ./src/source/api.ts
/**
 * A collection of a STAC API as the source (stac-source: its https address): its items read from
 * the item listing (the filters source-datetime and source-bbox sent as the STAC API defines them,
 * its pages followed while they stay on the source's origin), or the items source-ids names, each
 * read by itself. The reads go through the catalog client (HttpCatalog, without any token: the
 * source is another origin and public), which caps and shape-checks every answer and retries as
 * every request of a run is retried. Each item is then bounded and upgraded as a static source's
 * is, and its assets' hrefs must be ones the run reads (content/'s hrefProblem: https, plain http
 * only to loopback hosts, no credentials).
 */






/** The assets an item shows (an object by key, shape-checked by the client). */
const assetCount = (item) => item.assets !== null && typeof item.assets === 'object' ? Object.keys(item.assets).length : 0;
/** A collection's address, in the API root and the collection's id the client reads it by. */
function sourceCollection(url) {
    const at = url.lastIndexOf('/collections/');
    return { apiRoot: url.slice(0, at), collection: decodeURIComponent(url.slice(at + '/collections/'.length)) };
}
/** An href as a message shows it: its credentials, which the run never sends, masked; at most 200 characters. */
function shownHref(href) {
    const url = URL.parse(href);
    if (url === null || (url.username === '' && url.password === ''))
        return href.slice(0, 200);
    url.username = '***';
    url.password = '';
    return url.href.slice(0, 200);
}
/**
 * The items of the API source, as the target stores them, and what it does not store; a
 * ProblemsError that names every item the target cannot take, every id source-ids names that the
 * source does not have, and an answer the source gave that is not what was asked for.
 */
async function readApiSource(source, reads, options) {
    const { limits = SOURCE_LIMITS } = options;
    const { collection } = sourceCollection(source.url);
    const subject = { kind: 'input', name: 'stac-source' };
    const problems = [];
    const stop = (what, fix) => {
        throw new common/* ProblemsError */.FQ([{ subject, against: 'catalog', what: [what], ...(fix === undefined ? {} : { fix: [fix] }) }], null);
    };
    const answered = async (read) => {
        try {
            return await read();
        }
        catch (error) {
            // The source's own refusal or an answer that is none (UnexpectedAnswer, CatalogBusy): said as the source's.
            if (error instanceof catalog/* CatalogError */.G$)
                return stop(`the STAC API at ${source.url} answered: ${(0,common/* errorMessage */.gJ)(error)}`);
            throw error;
        }
    };
    const found = [];
    if (source.ids !== undefined) {
        const shown = await (0,common/* mapLimit */.sf)(source.ids, options.concurrency, (id) => answered(() => reads.getItem(collection, id)));
        source.ids.forEach((id, index) => {
            if (shown[index] === undefined)
                problems.push({
                    subject: { kind: 'input', name: 'source-ids' },
                    against: 'catalog',
                    what: [`the source has no item '${id}' in ${source.url}`],
                });
            else
                found.push(shown[index]);
        });
    }
    else {
        const filters = {
            ...(source.bbox === undefined ? {} : { bbox: source.bbox }),
            ...(source.datetime === undefined ? {} : { datetime: source.datetime }),
        };
        let next;
        // Bounded as the listing goes: its items and their assets (all held until the plan), and a next that leads back.
        const pages = new Set();
        let listed = 0;
        const inParts = 'promote it in parts: narrow source-datetime or source-bbox, or run once per part';
        do {
            const page = await answered(() => reads.listItems(collection, next, filters));
            if (page === undefined)
                stop(`the STAC API has no collection at ${source.url}`, 'give the address of a collection it lists under /collections');
            found.push(...page.items);
            listed += page.items.reduce((sum, item) => sum + assetCount(item), 0);
            if (found.length > limits.items)
                stop(`it lists more than the ${limits.items} items read of a STAC source`, inParts);
            if (listed > limits.assets)
                stop(`its items hold more than the ${limits.assets} assets read of a STAC source`, inParts);
            next = page.next;
            if (next !== undefined && pages.has(next))
                stop(`its item listing leads back to a page it showed before (${next.slice(0, 200)}): it is not read to its end`);
            if (next !== undefined)
                pages.add(next);
        } while (next !== undefined);
    }
    const notStored = new NotStored();
    const items = [];
    const seen = new Set();
    let assets = 0;
    for (const remote of found) {
        const from = `${source.url}/items/${encodeURIComponent(remote.id)}`;
        const refuse = (what) => problems.push({ subject: { kind: 'item', id: remote.id }, against: 'catalog', what: [`(${from}) ${what}`] });
        // The same item twice: a listing whose pages moved while they were read, or an id named twice.
        if (seen.has(remote.id))
            continue;
        seen.add(remote.id);
        let original;
        let upgraded;
        try {
            original = checkedDocument(remote);
            upgraded = await migrated(original);
        }
        catch (error) {
            if (!(error instanceof DocumentError))
                throw error;
            refuse(error.message);
            continue;
        }
        const item = mapItem(original, upgraded, from, notStored);
        if (typeof item === 'string') {
            refuse(item);
            continue;
        }
        // Refused here, before the plan (a dry run says so too), as the bytes would be refused when read (content/).
        const unreadable = item.assets.flatMap((asset) => {
            const why = (0,content/* hrefProblem */.Fv)(asset.href);
            return why === undefined ? [] : [{ asset, why }];
        });
        for (const { asset, why } of unreadable)
            problems.push({
                subject,
                against: 'catalog',
                what: [`the href '${shownHref(asset.href)}' of asset '${asset.key}' of item '${remote.id}' (${from}) is not read: ${why}`],
                fix: ['the source must give its assets at https addresses without credentials (plain http only on this machine)'],
            });
        if (unreadable.length > 0)
            continue;
        assets += item.assets.length;
        if (assets > limits.assets)
            stop(`its items hold more than the ${limits.assets} assets read of a STAC source`, 'promote it in parts');
        items.push(item);
    }
    if (problems.length > 0)
        throw new common/* ProblemsError */.FQ(problems, `${problems.length} problem(s) with the STAC source ${source.url}; nothing was written:`);
    return { kind: 'api', items, notStored: notStored.counts };
}

// EXTERNAL MODULE: ./src/files/index.ts + 3 modules
var src_files = __webpack_require__(9204);
;// CONCATENATED MODULE: ./src/source/files.ts
/**
 * A source's assets as files of the run. A static source's asset is a file of the workspace,
 * checked as a selected file is (files/ namedFiles: its real path inside the workspace and outside
 * version control's folders, a regular file, a Git LFS pointer recognised); an API source's is
 * remote content, its bytes at its href, declared by the source's sha2-256 file:checksum (and its
 * file:size) where it states one. Each file keeps its source item and asset (SourcedFile).
 */

const isStatic = (delivery) => delivery.kind === 'static';
/** The files of a source's assets; a ProblemsError naming each static asset's file that cannot be published, and its href. */
function sourceFiles(delivery, selection) {
    const pairs = delivery.items.flatMap((item) => item.assets.map((asset) => ({ item, asset })));
    const sourced = new Map();
    if (isStatic(delivery)) {
        const paths = pairs.map(({ asset }) => delivery.paths.get(asset));
        const namer = new Map(pairs.map(({ item, asset }, index) => [paths[index], `href '${asset.href}' of item '${item.id}', ${item.from}`]));
        const files = (0,src_files/* namedFiles */.VI)(paths, selection, (absolutePath) => namer.get(absolutePath) ?? absolutePath);
        files.forEach((file, index) => sourced.set(file, { ...pairs[index], matched: file.relativePath }));
        return { files, sourced };
    }
    const files = pairs.map(({ item, asset }) => {
        const declared = asset.checksum === undefined ? undefined : { checksum: asset.checksum, ...(asset.size === undefined ? {} : { size: asset.size }) };
        const file = {
            absolutePath: '',
            relativePath: `${item.id}/${asset.key}`,
            size: asset.size ?? 0,
            remote: { url: asset.href, ...(declared === undefined ? {} : { declared }) },
        };
        sourced.set(file, { item, asset, matched: urlPath(asset.href) });
        return file;
    });
    return { files, sourced };
}
/** A URL's path without its leading '/', decoded where it can be: what a rule's pattern matches an API source's asset by. */
function urlPath(href) {
    const pathname = new URL(href).pathname.replace(/^\/+/, '');
    try {
        return decodeURIComponent(pathname);
    }
    catch {
        return pathname;
    }
}

;// CONCATENATED MODULE: ./src/source/read.ts




/**
 * The STAC source stac-source names, read: a static catalog in the workspace, or a collection of a
 * STAC API through `reads` (the catalog client of the source's origin, without a token). Every
 * problem of its documents, items and files is thrown at once, as a ProblemsError.
 */
async function readSource(source, options) {
    const { selection, reads, concurrency, limits, log } = options;
    let delivery;
    if (source.kind === 'static')
        delivery = await readStaticSource(source, { ...selection, ...(limits === undefined ? {} : { limits }) });
    else {
        if (reads === undefined)
            throw new Error(`no client to read the STAC API at ${source.url}`);
        delivery = await readApiSource(source, reads, { concurrency, ...(limits === undefined ? {} : { limits }) });
    }
    const empty = delivery.items.filter((item) => item.assets.length === 0);
    if (empty.length > 0) {
        const named = `${empty
            .slice(0, 5)
            .map((item) => (0,common/* inert */.tJ)(item.id))
            .join(', ')}${empty.length > 5 ? ', \u2026' : ''}`;
        log.warning(`${empty.length} item(s) of the STAC source have no assets and are not published: ${named}`);
    }
    const read = { delivery, ...sourceFiles(delivery, selection) };
    if (read.files.length === 0)
        noAssets(source, selection.ifNoFilesFound, log);
    return read;
}
/** A source without any asset to publish: what if-no-files-found says of a selection without files. */
function noAssets(source, ifNoFilesFound, log) {
    const filtered = source.kind === 'api' && (source.datetime !== undefined || source.bbox !== undefined);
    const where = source.kind === 'api' ? source.url : source.source;
    const message = `The STAC source ${(0,common/* inert */.tJ)(where)} has no assets to publish${filtered ? ' among the items its filters select' : ''}`;
    if (ifNoFilesFound === 'ignore')
        return log.info(message);
    const fix = (0,common/* say */.cv) `check ${(0,common/* input */.hF)(filtered ? 'source-datetime' : 'stac-source', { bare: true })}; set ${(0,common/* input */.hF)('if-no-files-found', {
        bare: true,
    })} to warn or ignore if none is expected`;
    if (ifNoFilesFound === 'error')
        throw (0,common/* problemError */.gS)({
            subject: { kind: 'input', name: 'stac-source' },
            against: source.kind === 'api' ? 'catalog' : 'files',
            what: (0,common/* say */.cv) `${message} (${(0,common/* input */.hF)('if-no-files-found', { value: 'error' })})`,
            fix,
        });
    log.warning(`${message}; ${(0,common/* render */.XX)(fix, log.words)}`);
}

;// CONCATENATED MODULE: ./src/source/index.ts
/**
 * The STAC source (stac-source): a static catalog in the workspace or a collection of a STAC API,
 * read into items and assets with what the target stores of them (model.ts), and the assets as
 * files of the run.
 * Other folders import from here; modules of this folder import each other directly.
 */





/***/ }),

/***/ 8812:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  UG: () => (/* reexport */ AnswerTooLarge),
  lw: () => (/* reexport */ Http),
  Uz: () => (/* reexport */ RETRYABLE_STATUS),
  JD: () => (/* reexport */ RequestFailedError),
  Jk: () => (/* reexport */ UnreachableError),
  RG: () => (/* reexport */ download),
  wx: () => (/* reexport */ header),
  Wm: () => (/* reexport */ proxySecrets)
});

// UNUSED EXPORTS: DownloadError

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: ./src/common/index.ts + 13 modules
var common = __webpack_require__(4095);
;// CONCATENATED MODULE: ./src/transport/answers.ts
/**
 * The bytes of answers held in memory at once, across every request of the transport.
 *
 * Each answer is read whole before it is parsed, up to its own cap (HttpRequest.maxBytes); sixteen
 * large ones at once would hold sixteen caps. An answer counts each chunk it receives; once the
 * answers in flight together hold more than the limit, an answer that receives more pauses (its
 * connection stops reading, the server waits) until others have ended. The answer that started
 * holding first may always go on, up to its own cap: whatever the others hold, one answer makes
 * progress and ends, so no set of answers can wait for each other for ever. At most the limit, plus
 * one answer's cap, plus a chunk for each paused answer, is held.
 */
class AnswerBudget {
    limit;
    #used = 0;
    #peak = 0;
    /** Bytes held by each answer, in the order the answers started to hold: the first one always goes on. */
    #held = new Map();
    /** Paused answers and what resumes each, in the order they paused. */
    #waiting = new Map();
    constructor(limit) {
        this.limit = limit;
    }
    /** The most held at once so far. */
    get peak() {
        return this.#peak;
    }
    /** Counts bytes an answer received and holds; false when it must pause: then `wait`. */
    charge(answer, bytes) {
        this.#held.set(answer, (this.#held.get(answer) ?? 0) + bytes);
        this.#used += bytes;
        this.#peak = Math.max(this.#peak, this.#used);
        return this.#mayGoOn(answer);
    }
    /** `resume` is called once the paused answer may receive more. */
    wait(answer, resume) {
        this.#waiting.set(answer, resume);
    }
    /** The answer ended (complete or not): what it held is free, and paused answers that now may go on resume. */
    release(answer) {
        this.#used -= this.#held.get(answer) ?? 0;
        this.#held.delete(answer);
        this.#waiting.delete(answer);
        for (const [paused, resume] of this.#waiting) {
            if (!this.#mayGoOn(paused))
                continue;
            this.#waiting.delete(paused);
            resume();
        }
    }
    #mayGoOn(answer) {
        return this.#used <= this.limit || this.#held.keys().next().value === answer;
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/transport/attempt.ts

/** One attempt's failure: `sent` is false only when the request cannot have reached the server. */
class AttemptError extends Error {
    sent;
    /** Another attempt would fail the same way (a proxy's 407, a certificate not trusted): not retried. */
    final;
    /** Set when the origin or its proxy could not be reached at all. */
    unreached;
    /** Set when the answer was larger than the request accepts: the cap it passed, and its status. */
    tooLarge;
    constructor(message, sent, final = false, unreached) {
        super(message);
        this.sent = sent;
        this.final = final;
        this.unreached = unreached;
    }
}
/** A connection never made, in words. */
const UNREACHED = {
    ECONNREFUSED: 'the connection was refused',
    ENOTFOUND: 'its host name is not known',
    EAI_AGAIN: 'its host name could not be looked up (DNS)',
    EHOSTUNREACH: 'there is no route to its host',
    ENETUNREACH: 'there is no route to its network',
};
const unreachedReason = (code) => `${UNREACHED[code] ?? 'it could not be reached'} (${code})`;
const MIB = 1024 * 1024;
/** Answers are JSON documents and S3 error bodies: requests that know what they get accept less (maxBytes). */
const MAX_ANSWER_BYTES = 64 * MIB;
/** Read and write size of part bodies: two buffers per part in flight, reused. */
const BODY_CHUNK = 256 * 1024;
/** The message of an answer larger than its request accepts. */
const tooLargeMessage = (status, maxBytes) => `the answer (HTTP ${status}) is larger than ${formatSize(maxBytes)}, the most this request accepts`;
/** A size as caps are set: whole MiB or KiB where it is one. */
function formatSize(bytes) {
    if (bytes % MIB === 0)
        return `${bytes / MIB} MiB`;
    return bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
}
/** Up to `length` bytes of a file from `position` into `buffer`, synchronously: fewer only where the file ends. */
function readWhole(file, buffer, length, position) {
    const fd = (0,external_node_fs_.openSync)(file, 'r');
    try {
        let read = 0;
        for (let got = -1; read < length && got !== 0; read += got)
            got = (0,external_node_fs_.readSync)(fd, buffer, read, length - read, position + read);
        return read;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Bytes in memory as a body's chunks, without a copy. */
function* slices(bytes) {
    for (let offset = 0; offset < bytes.length; offset += BODY_CHUNK)
        yield bytes.subarray(offset, offset + BODY_CHUNK);
}
function header(headers, name) {
    const value = headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
;// CONCATENATED MODULE: ./src/transport/proxy.ts


/** A failure to reach a target through its proxy: nothing of the request reached the target. */
class ProxyError extends Error {
    name = 'ProxyError';
    /** Repeating cannot help (407, 403, a certificate): not retried. */
    final;
    /**
     * Set when the proxy itself could not be reached (the code of the failed connection to it), or
     * the proxy could not reach the target (its 502 or 504 to CONNECT).
     */
    unreachable;
    constructor(message, final, unreachable) {
        super(message);
        this.final = final;
        this.unreachable = unreachable;
    }
}
/** Codes of a connection that was never made: to a refused port, an unknown host, a network without a route. */
const NOT_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** A server certificate that the default CA store (with NODE_EXTRA_CA_CERTS) does not vouch for. */
const UNTRUSTED = new Set([
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'CERT_UNTRUSTED',
]);
/**
 * What to say when `host`'s certificate is not trusted, or undefined for any other error. A proxy
 * that inspects TLS shows certificates of its own CA: the usual cause on a self-hosted runner.
 */
function untrustedCertificate(error, host) {
    if (!UNTRUSTED.has(error.code ?? ''))
        return undefined;
    // Node's own hint names a command-line flag, which an action cannot be given (nor NODE_OPTIONS).
    const why = error.message.replace(/; if the root CA is installed locally, try running Node\.js with --use-system-ca$/, '');
    return `the certificate of ${host} is not trusted: ${why} (${error.code}); behind TLS inspection, set NODE_EXTRA_CA_CERTS`;
}
/** A proxy's refusal, as the answer to CONNECT or (for an http target) to the request, and whether it is final. */
function proxyRefusal(status) {
    const hint = status === 407 ? ': check the user name and password in the proxy URL' : '';
    // 5xx: the proxy could not reach the target, or is overloaded (429): worth another try.
    return {
        message: `the proxy answered HTTP ${status} ${process.getBuiltinModule('node:http').STATUS_CODES[status] ?? ''}`.trimEnd() + hint,
        final: !(status === 429 || status >= 500),
    };
}
/** The proxy variables for a target's scheme, the lowercase one first (as the toolkit reads them). */
const proxyVariables = (target) => target.protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY'];
const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/i;
/**
 * Whether `target` goes around its proxy, as the Actions runner and toolkit decide
 * (@actions/http-client's checkBypass; its package exports the function only from a module of its
 * build folder, lib/proxy, so the rules are written out here, and a test holds them to the
 * toolkit's): a loopback host always; else no_proxy (NO_PROXY when it is unset or empty), entries
 * separated by commas, compared without case with the host and with `host:port` (the scheme's port
 * when none is given): `*` takes every host, `example.com` the host and its subdomains,
 * `.example.com` its subdomains only.
 */
function goesDirect(target, env = process.env) {
    const host = target.hostname.toUpperCase();
    if (host === '')
        return false;
    if (/^(LOCALHOST$|127\.|\[::1\]|\[0:0:0:0:0:0:0:1\])/.test(host))
        return true;
    const list = (env.no_proxy ?? '') !== '' ? env.no_proxy : (env.NO_PROXY ?? '');
    const port = target.port !== '' ? target.port : target.protocol === 'http:' ? '80' : target.protocol === 'https:' ? '443' : undefined;
    const hosts = port === undefined ? [host] : [host, `${host}:${Number(port)}`];
    const entries = list
        .split(',')
        .map((entry) => entry.trim().toUpperCase())
        .filter((entry) => entry !== '');
    return entries.some((entry) => entry === '*' || hosts.some((one) => one === entry || one.endsWith(`.${entry}`) || (entry.startsWith('.') && one.endsWith(entry))));
}
/**
 * A proxy variable set for the target's scheme that no_proxy/NO_PROXY makes the target go around,
 * and that variable: what to say of a target the runner could not reach directly. Loopback hosts
 * always go direct, whatever the variables say: none for them.
 */
function bypassedProxy(target) {
    const proxyVariable = proxyVariables(target).find((name) => (process.env[name] ?? '') !== '');
    if (proxyVariable === undefined || LOOPBACK.test(target.hostname) || !goesDirect(target))
        return undefined;
    return { proxyVariable, noProxyVariable: (process.env.no_proxy ?? '') !== '' ? 'no_proxy' : 'NO_PROXY' };
}
/**
 * The agent for `target`'s origin through its proxy, or undefined when it goes direct:
 * https_proxy/HTTPS_PROXY for https, http_proxy/HTTP_PROXY for http (the lowercase one first),
 * no_proxy/NO_PROXY and loopback hosts bypass, as @actions/http-client decides (goesDirect).
 * Throws a ProxyError for a variable that is not a proxy URL; the message names the variable, not
 * its value.
 */
function proxiedAgent(target, timeoutMs, options) {
    if (goesDirect(target))
        return undefined;
    const name = proxyVariables(target).find((candidate) => (process.env[candidate] ?? '') !== '');
    if (name === undefined)
        return undefined;
    const given = process.env[name];
    const url = parse(given.includes('://') ? given : `http://${given}`);
    const invalid = new ProxyError(`${name} is not a proxy URL such as http://proxy.example.com:3128 (or http://user:password@\u2026)`, true);
    if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '')
        throw invalid;
    try {
        // What Node does with them when it makes the Proxy-Authorization header: a URIError there would name the URL.
        decodeURIComponent(url.username);
        decodeURIComponent(url.password);
    }
    catch {
        throw invalid;
    }
    const proxy = `${url.hostname}:${url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : url.port}`;
    const agent = target.protocol === 'https:'
        ? new (tunnelAgent())(proxy, timeoutMs, { ...options, proxyEnv: { HTTPS_PROXY: url.href } })
        : new (process.getBuiltinModule('node:http').Agent)({ ...options, proxyEnv: { HTTP_PROXY: url.href } });
    return { agent, proxy, variable: name };
}
/**
 * The passwords in the proxy variables, as written and decoded, and the Proxy-Authorization
 * credentials made of them (Node prints those with NODE_DEBUG=http): secrets to mask the moment
 * the run starts. A user name without a password (`http://TOKEN@proxy:3128`) is the secret itself.
 */
function proxySecrets(env = process.env) {
    const secrets = [];
    for (const name of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY']) {
        const given = env[name] ?? '';
        const url = parse(given.includes('://') ? given : `http://${given}`);
        if (url === undefined || (url.password === '' && url.username === ''))
            continue;
        const secret = url.password === '' ? url.username : url.password;
        secrets.push(secret);
        try {
            const decoded = decodeURIComponent(secret);
            const password = decodeURIComponent(url.password);
            secrets.push(decoded, Buffer.from(`${decodeURIComponent(url.username)}:${password}`).toString('base64'));
        }
        catch {
            // Not percent-encoded as a URL wants: the run refuses the variable, naming it only.
        }
    }
    return secrets;
}
function parse(text) {
    try {
        return new URL(text);
    }
    catch {
        return undefined;
    }
}
/**
 * Node's https agent with a proxy, its tunnels watched while they open. Node hands the request the
 * socket that carries TLS inside the tunnel once the handshake is done, and reports a failure with
 * the socket it happened on: the connection to the proxy (the proxy's failure) or the TLS socket
 * in the tunnel (the target's, such as its certificate).
 */
const tunnelAgentOn = (base) => class TunnelAgent extends base {
    #proxy;
    #timeoutMs;
    /** What ends each tunnel still being opened: the pool knows a tunnel only once it is open. */
    #opening = new Set();
    constructor(proxy, timeoutMs, options) {
        super(options);
        this.#proxy = proxy;
        this.#timeoutMs = timeoutMs;
    }
    createConnection(options, callback) {
        const host = options.host ?? 'localhost';
        const authority = `${external_node_net_default().isIPv6(host) ? `[${host}]` : host}:${options.port ?? options.defaultPort ?? 443}`;
        const what = `CONNECT ${authority} through the proxy ${this.#proxy}`;
        let done = false;
        // Node calls back later, never before this returns: toProxy and deadline are set by then.
        const settle = (error, stream) => {
            if (done)
                return;
            done = true;
            clearTimeout(deadline);
            this.#opening.delete(end);
            if (error !== null)
                toProxy?.destroy();
            callback?.(error, stream);
        };
        const end = (error) => settle(error, toProxy);
        const toProxy = super.createConnection(options, (error, stream) => {
            if (error === null || stream !== toProxy)
                settle(error, stream);
            else
                end(this.#failure(error, what));
        });
        this.#opening.add(end);
        // The proxy's answer or, through the tunnel, the target's TLS handshake: either never came.
        const deadline = (0,common/* guardTimeout */.Sc)(() => end(new ProxyError(`${what}: no answer within ${this.#timeoutMs / 1000} s`, false)), this.#timeoutMs);
        return toProxy;
    }
    /** A failure on the connection to the proxy, before the tunnel was open. */
    #failure(error, what) {
        if (error.code === 'ERR_PROXY_TUNNEL' && error.statusCode !== undefined) {
            const refusal = proxyRefusal(error.statusCode);
            // A gateway's error to CONNECT: the proxy could not reach the target.
            const unreached = error.statusCode === 502 || error.statusCode === 504
                ? { at: 'target', reason: `the proxy answered ${refusal.message.slice('the proxy answered '.length)}` }
                : undefined;
            return new ProxyError(`${what}: ${refusal.message}`, refusal.final, unreached);
        }
        if (error.code === 'ERR_PROXY_TUNNEL' || error.code === 'ECONNRESET') {
            return new ProxyError(`${what}: the proxy closed the connection before answering`, false);
        }
        // An https:// proxy's certificate: as final as a server's.
        const untrusted = untrustedCertificate(error, `the proxy ${this.#proxy}`);
        const code = error.code ?? '';
        return new ProxyError(`${what}: ${untrusted ?? error.message}`, untrusted !== undefined, NOT_REACHED.has(code) ? { at: 'proxy', code } : undefined);
    }
    destroy() {
        for (const end of [...this.#opening])
            end(new ProxyError('the run is over', true));
        super.destroy();
    }
};
/**
 * The agent's class, made the first time a proxy is used: node:https (and node:http beneath it) is
 * loaded only by a run that goes through a proxy, not by every run's start.
 */
let tunnelAgentClass;
const tunnelAgent = () => (tunnelAgentClass ??= tunnelAgentOn(process.getBuiltinModule('node:https').Agent));

;// CONCATENATED MODULE: ./src/transport/h1.ts

/** The codes of this client's own errors. */
const H1_CODES = {
    /** No connection within the timeout. */
    connectTimeout: 'H1_CONNECT_TIMEOUT',
    /** Silence in both directions for the timeout, the connection made. */
    timeout: 'H1_TIMEOUT',
    /** The connection ended before the answer was complete. */
    closed: 'H1_CLOSED',
    /** The answer is not HTTP/1.1 as this client reads it. */
    malformed: 'H1_MALFORMED',
    /** The server switched protocols (101). */
    upgraded: 'H1_UPGRADED',
    /** The request cannot be written (a header value with a control character). */
    invalidRequest: 'H1_INVALID_REQUEST',
};
/** The longest head an answer may have, trailers included (node:http's default). */
const MAX_HEAD_BYTES = 16 * 1024;
/** An idle connection is used again only this long (a server closes its idle ones after a few seconds). */
const IDLE_MS = 4000;
/** The longest chunk size line, its extensions included. */
const MAX_CHUNK_LINE = 1024;
/** A chunk size of more than 13 hexadecimal digits is more than 53 bits. */
const MAX_CHUNK_DIGITS = 13;
/**
 * Headers whose repeats node:http drops (the first one stands): the rest are joined with ", " (cookie
 * with "; "), set-cookie kept as a list.
 */
const FIRST_STANDS = new Set([
    'age',
    'authorization',
    'content-length',
    'content-type',
    'etag',
    'expires',
    'from',
    'host',
    'if-modified-since',
    'if-unmodified-since',
    'last-modified',
    'location',
    'max-forwards',
    'proxy-authorization',
    'referer',
    'retry-after',
    'server',
    'user-agent',
]);
/** A header name (RFC 9110 token). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** What a header value may not hold (node:http's check of the values it sends, and llhttp's of those it reads). */
const INVALID_VALUE = /[^\t\x20-\x7e\x80-\xff]/;
const STATUS_LINE = /^HTTP\/1\.([01]) ([1-9]\d\d)(?: [^\r\n]*)?$/;
const HEX = /^[0-9A-Fa-f]+$/;
const OWS = /^[ \t]+|[ \t]+$/g;
const CRLF_CRLF = Buffer.from('\r\n\r\n');
function h1Error(message, code) {
    const error = new Error(message);
    error.code = code;
    return error;
}
/** The framing of the answer being read. */
const Body = {
    /** Its head is being read. */
    Head: 0,
    /** `left` bytes more. */
    Length: 1,
    /** A chunk's size line. */
    ChunkSize: 2,
    /** `left` bytes of the chunk. */
    ChunkData: 3,
    /** The CRLF after a chunk's data. */
    ChunkEnd: 4,
    /** Trailer lines, up to an empty one. */
    Trailers: 5,
    /** Everything up to the connection's end. */
    UntilClose: 6,
    /** Complete. */
    Done: 7,
};
/** One connection, one request at a time; its listeners set once for its life. */
class Connection {
    socket;
    #pool;
    #handler;
    #connected = false;
    /** Whether it may carry another request once this one's answer is complete. */
    #reusable = true;
    #idleSince = 0;
    /** Bytes received and not yet read (a partial line, or what came while the answer was paused). */
    #pending;
    #paused = false;
    #state = Body.Head;
    #left = 0;
    #headBytes = 0;
    #requestSent = false;
    /** How long it may stay idle and be used again (shorter when the server says it closes sooner). */
    #keepAliveMs = IDLE_MS;
    constructor(pool, socket) {
        this.#pool = pool;
        this.socket = socket;
        socket.on('data', (chunk) => this.#received(chunk));
        socket.on('end', () => this.#ended());
        socket.on('error', (error) => this.#failed(error));
        socket.on('close', () => this.#failed(h1Error('the connection closed', H1_CODES.closed)));
        socket.on('timeout', () => this.#failed(this.#connected
            ? h1Error(`no data for ${pool.timeoutMs / 1000} s`, H1_CODES.timeout)
            : h1Error(`no connection within ${pool.timeoutMs / 1000} s`, H1_CODES.connectTimeout)));
        socket.setTimeout(pool.timeoutMs);
        socket.once(pool.tls ? 'secureConnect' : 'connect', () => {
            this.#connected = true;
            const handler = this.#handler;
            if (handler !== undefined)
                this.#begin(handler);
        });
    }
    get idleFor() {
        return performance.now() - this.#idleSince;
    }
    get keepAliveMs() {
        return this.#keepAliveMs;
    }
    /** Carries `request`, its head made (the connection is idle, or being made). */
    use(head, request, handler) {
        this.#handler = handler;
        this.#head = head;
        this.#body = request.body;
        this.#requestSent = false;
        this.#state = Body.Head;
        this.#headBytes = 0;
        this.socket.ref();
        if (this.#connected)
            this.#begin(handler);
    }
    #head = '';
    #body;
    #begin(handler) {
        handler.onRequestStart(this);
        // Aborted by its start (an attempt already over).
        if (this.#handler !== handler)
            return;
        const head = this.#head;
        const body = this.#body;
        this.#body = undefined;
        const socket = this.socket;
        if (body === undefined) {
            socket.write(head, 'latin1');
            return this.#sent(handler);
        }
        if (typeof body === 'string') {
            socket.cork();
            socket.write(head, 'latin1');
            socket.write(body, 'utf8');
            socket.uncork();
            return this.#sent(handler);
        }
        if (Buffer.isBuffer(body)) {
            socket.cork();
            socket.write(head, 'latin1');
            socket.write(body);
            socket.uncork();
            return this.#sent(handler);
        }
        socket.write(head, 'latin1');
        void this.#stream(handler, body);
    }
    #sent(handler) {
        this.#requestSent = true;
        handler.onRequestSent();
    }
    /** Writes the chunks, each once the socket took the one before (or drained): the next is asked for only then. */
    async #stream(handler, chunks) {
        const socket = this.socket;
        try {
            for await (const chunk of chunks) {
                if (this.#handler !== handler)
                    return;
                if (!socket.write(chunk))
                    await this.#drained();
                if (this.#handler !== handler)
                    return;
            }
        }
        catch (error) {
            if (this.#handler === handler)
                this.#failed(error);
            return;
        }
        if (this.#handler === handler)
            this.#sent(handler);
    }
    #drained() {
        return new Promise((resolve) => {
            const done = () => {
                this.socket.off('drain', done);
                this.socket.off('close', done);
                resolve();
            };
            this.socket.on('drain', done);
            this.socket.on('close', done);
        });
    }
    abort() {
        if (this.#handler === undefined)
            return;
        this.#handler = undefined;
        this.#pool.discard(this);
    }
    pause() {
        if (this.#paused)
            return;
        this.#paused = true;
        this.socket.pause();
        // The wait for the run's budget is not the server's silence.
        this.socket.setTimeout(0);
    }
    resume() {
        if (!this.#paused)
            return;
        this.#paused = false;
        this.socket.setTimeout(this.#pool.timeoutMs);
        // The socket's next bytes come on a later turn: the ones held are read first, and whatever they
        // complete, the connection reads again (paused by them, it is paused again).
        this.socket.resume();
        const pending = this.#pending;
        this.#pending = undefined;
        if (pending !== undefined && pending.length > 0)
            this.#received(pending);
    }
    #received(chunk) {
        const handler = this.#handler;
        if (handler === undefined) {
            // Bytes on an idle connection are no answer to anything: it is not used again.
            this.#pool.discard(this);
            return;
        }
        let bytes = chunk;
        if (this.#pending !== undefined) {
            bytes = Buffer.concat([this.#pending, chunk]);
            this.#pending = undefined;
        }
        let offset = 0;
        try {
            while (offset < bytes.length && this.#handler === handler) {
                if (this.#paused) {
                    this.#pending = bytes.subarray(offset);
                    return;
                }
                const used = this.#step(handler, bytes, offset);
                if (used < 0) {
                    // A line not complete yet: kept for the next bytes.
                    this.#pending = bytes.subarray(offset);
                    if (this.#pending.length > MAX_HEAD_BYTES - this.#headBytes)
                        throw h1Error(`the answer's head is longer than ${MAX_HEAD_BYTES / 1024} KiB`, H1_CODES.malformed);
                    return;
                }
                offset += used;
                // Aborted by what it was just given: nothing more is said to it.
                if (this.#handler !== handler)
                    return;
                if (this.#state === Body.Done) {
                    // More than the answer: not a connection to use again.
                    if (offset < bytes.length)
                        this.#reusable = false;
                    this.#complete(handler);
                    return;
                }
            }
        }
        catch (error) {
            this.#failed(error);
        }
    }
    /** Reads from `offset`: the bytes used, or -1 when a line is not complete. */
    #step(handler, bytes, offset) {
        switch (this.#state) {
            case Body.Head: {
                const end = bytes.indexOf(CRLF_CRLF, offset);
                if (end < 0)
                    return -1;
                const length = end + 4 - offset;
                this.#headBytes += length;
                if (this.#headBytes > MAX_HEAD_BYTES)
                    throw h1Error(`the answer's head is longer than ${MAX_HEAD_BYTES / 1024} KiB`, H1_CODES.malformed);
                this.#answerHead(handler, bytes.toString('latin1', offset, end));
                return length;
            }
            case Body.Length:
            case Body.UntilClose:
            case Body.ChunkData: {
                const take = this.#state === Body.UntilClose ? bytes.length - offset : Math.min(this.#left, bytes.length - offset);
                this.#left -= take;
                if (this.#left === 0 && this.#state !== Body.UntilClose)
                    this.#state = this.#state === Body.Length ? Body.Done : Body.ChunkEnd;
                handler.onResponseData(this, offset === 0 && take === bytes.length ? bytes : bytes.subarray(offset, offset + take));
                return take;
            }
            case Body.ChunkSize: {
                const end = bytes.indexOf('\r\n', offset, 'latin1');
                // The same limit whether the line came whole or in pieces.
                if ((end < 0 ? bytes.length : end) - offset > MAX_CHUNK_LINE)
                    throw h1Error('a chunk size line longer than 1 KiB', H1_CODES.malformed);
                if (end < 0)
                    return -1;
                const line = bytes.toString('latin1', offset, end);
                const semicolon = line.indexOf(';');
                const digits = (semicolon < 0 ? line : line.slice(0, semicolon)).trimEnd();
                if (!HEX.test(digits) || digits.length > MAX_CHUNK_DIGITS)
                    throw h1Error(`a chunk size that is not one: ${JSON.stringify(line.slice(0, 40))}`, H1_CODES.malformed);
                this.#left = Number.parseInt(digits, 16);
                this.#state = this.#left === 0 ? Body.Trailers : Body.ChunkData;
                return end + 2 - offset;
            }
            case Body.ChunkEnd: {
                if (bytes.length - offset < 2)
                    return -1;
                if (bytes[offset] !== 13 || bytes[offset + 1] !== 10)
                    throw h1Error('a chunk not followed by CRLF', H1_CODES.malformed);
                this.#state = Body.ChunkSize;
                return 2;
            }
            case Body.Trailers: {
                const end = bytes.indexOf('\r\n', offset, 'latin1');
                if (end < 0)
                    return -1;
                this.#headBytes += end + 2 - offset;
                if (this.#headBytes > MAX_HEAD_BYTES)
                    throw h1Error(`the answer's head is longer than ${MAX_HEAD_BYTES / 1024} KiB`, H1_CODES.malformed);
                // Trailers are not read: the empty line ends the answer.
                if (end === offset)
                    this.#state = Body.Done;
                return end + 2 - offset;
            }
            default:
                throw h1Error('bytes after the answer', H1_CODES.malformed);
        }
    }
    /** An answer's head: its status and headers, and how its body is framed. */
    #answerHead(handler, text) {
        const lines = text.split('\r\n');
        const status = STATUS_LINE.exec(lines[0]);
        if (status === null)
            throw h1Error(`not an HTTP/1.1 status line: ${JSON.stringify(lines[0].slice(0, 60))}`, H1_CODES.malformed);
        const code = Number(status[2]);
        // No prototype: a header named __proto__ is a header like any other.
        const headers = Object.create(null);
        let lengths;
        let chunked = false;
        let close = status[1] === '0';
        for (let index = 1; index < lines.length; index++) {
            const line = lines[index];
            const colon = line.indexOf(':');
            const name = colon < 0 ? '' : line.slice(0, colon);
            if (!TOKEN.test(name))
                throw h1Error(`a header line that is not one: ${JSON.stringify(line.slice(0, 60))}`, H1_CODES.malformed);
            // Only spaces and tabs around a value (OWS): any other character is the value's, and checked.
            const value = line.slice(colon + 1).replace(OWS, '');
            if (INVALID_VALUE.test(value))
                throw h1Error(`the header ${name} holds a control character`, H1_CODES.malformed);
            const key = name.toLowerCase();
            if (key === 'content-length') {
                if (!/^\d{1,15}$/.test(value) || (lengths !== undefined && lengths !== value))
                    throw h1Error(`a Content-Length that is not one length: ${JSON.stringify(value.slice(0, 40))}`, H1_CODES.malformed);
                lengths = value;
            }
            else if (key === 'transfer-encoding') {
                if (value.toLowerCase() !== 'chunked' || chunked)
                    throw h1Error(`a Transfer-Encoding other than chunked: ${JSON.stringify(value.slice(0, 40))}`, H1_CODES.malformed);
                chunked = true;
            }
            else if (key === 'connection') {
                // A list of tokens ("keep-alive, Upgrade"): "close" among them, not within another.
                const tokens = value.toLowerCase().split(',');
                if (tokens.some((token) => token.trim() === 'close'))
                    close = true;
                else if (status[1] === '0' && tokens.some((token) => token.trim() === 'keep-alive'))
                    close = false;
            }
            else if (key === 'keep-alive') {
                // "timeout=5": the server closes an idle connection after 5 s; it is used again only well before.
                const seconds = /(?:^|[,\s])timeout=(\d+)/i.exec(value);
                if (seconds !== null)
                    this.#keepAliveMs = Math.min(IDLE_MS, (Number(seconds[1]) - 1) * 1000);
            }
            const earlier = headers[key];
            if (earlier === undefined)
                headers[key] = key === 'set-cookie' ? [value] : value;
            else if (key === 'set-cookie')
                earlier.push(value);
            else if (!FIRST_STANDS.has(key))
                headers[key] = `${earlier}${key === 'cookie' ? '; ' : ', '}${value}`;
        }
        if (chunked && lengths !== undefined)
            throw h1Error('an answer with both a Content-Length and a Transfer-Encoding', H1_CODES.malformed);
        if (code === 101)
            throw h1Error('the server switched protocols (HTTP 101)', H1_CODES.upgraded);
        if (code < 200) {
            // An interim answer (100 Continue, 103 Early Hints): the final one follows.
            this.#headBytes = 0;
            return;
        }
        if (close)
            this.#reusable = false;
        if (code === 204 || code === 304)
            this.#state = Body.Done;
        else if (chunked)
            this.#state = Body.ChunkSize;
        else if (lengths !== undefined) {
            this.#left = Number(lengths);
            this.#state = this.#left === 0 ? Body.Done : Body.Length;
        }
        else {
            this.#state = Body.UntilClose;
            this.#reusable = false;
        }
        this.#headBytes = 0;
        handler.onResponseStart(this, code, headers);
    }
    #complete(handler) {
        this.#handler = undefined;
        // Paused by its last chunk (the run's budget): the answer is complete, the connection reads again.
        if (this.#paused) {
            this.#paused = false;
            this.socket.setTimeout(this.#pool.timeoutMs);
            this.socket.resume();
        }
        // A request whose body was not all sent leaves the connection in the middle of it.
        if (!this.#requestSent || !this.#reusable)
            this.#pool.discard(this);
        else {
            this.#idleSince = performance.now();
            this.#pool.idle(this);
        }
        handler.onResponseEnd();
    }
    /** The server ended its side: an answer read to the connection's end is complete, any other is not. */
    #ended() {
        const handler = this.#handler;
        if (handler !== undefined && this.#state === Body.UntilClose && !this.#paused) {
            this.#reusable = false;
            this.#state = Body.Done;
            this.#complete(handler);
        }
        this.#pool.discard(this);
    }
    #failed(error) {
        const handler = this.#handler;
        this.#handler = undefined;
        this.#pool.discard(this);
        handler?.onResponseError(this, error);
    }
}
/**
 * The connections to one origin (http: or https:). TLS is verified against Node's default store,
 * NODE_EXTRA_CA_CERTS included; the host name is sent (SNI) unless it is an address.
 */
class H1Pool {
    timeoutMs;
    /** https: (node:tls is loaded for the first such pool: a run against an http: origin never needs it). */
    tls;
    #host;
    #port;
    /** The Host header: the URL's host (a port only when it is not the scheme's). */
    #hostHeader;
    #idle = [];
    #all = new Set();
    #destroyed = false;
    constructor(origin, timeoutMs) {
        this.timeoutMs = timeoutMs;
        this.tls = origin.protocol === 'https:';
        // An IPv6 literal without its brackets.
        this.#host = origin.hostname.startsWith('[') ? origin.hostname.slice(1, -1) : origin.hostname;
        this.#port = origin.port === '' ? (this.tls ? 443 : 80) : Number(origin.port);
        this.#hostHeader = origin.host;
    }
    dispatch(request, handler) {
        if (this.#destroyed) {
            handler.onResponseError(noController, h1Error('the client is closed', H1_CODES.closed));
            return;
        }
        let head;
        try {
            head = this.#requestHead(request);
        }
        catch (error) {
            handler.onResponseError(noController, error);
            return;
        }
        let connection;
        while ((connection = this.#idle.pop()) !== undefined) {
            if (!connection.socket.destroyed && connection.idleFor < connection.keepAliveMs)
                break;
            this.discard(connection);
        }
        if (connection === undefined)
            connection = this.#connect();
        connection.use(head, request, handler);
    }
    #connect() {
        const socket = this.tls
            ? process.getBuiltinModule('node:tls').connect({
                host: this.#host,
                port: this.#port,
                ...(external_node_net_default().isIP(this.#host) === 0 ? { servername: this.#host } : {}),
                ALPNProtocols: ['http/1.1'],
            })
            : external_node_net_default().connect({ host: this.#host, port: this.#port });
        socket.setNoDelay(true);
        const connection = new Connection(this, socket);
        this.#all.add(connection);
        return connection;
    }
    /** The request's head. Throws on a header a server could take for more than one. */
    #requestHead(request) {
        let head = `${request.method} ${request.path} HTTP/1.1\r\nhost: ${this.#hostHeader}\r\n`;
        const headers = request.headers;
        for (const name in headers) {
            const value = headers[name];
            if (!TOKEN.test(name))
                throw h1Error(`a header named ${JSON.stringify(name)} cannot be sent: not a token`, H1_CODES.invalidRequest);
            if (INVALID_VALUE.test(value))
                throw h1Error(`the header ${name} cannot be sent: its value holds a control character`, H1_CODES.invalidRequest);
            head += `${name}: ${value}\r\n`;
        }
        const body = request.body;
        if (body !== undefined) {
            const length = typeof body === 'string' ? Buffer.byteLength(body) : Buffer.isBuffer(body) ? body.length : request.length;
            if (length === undefined)
                throw h1Error('a streamed body without its length', H1_CODES.invalidRequest);
            head += `content-length: ${length}\r\n`;
        }
        return `${head}connection: keep-alive\r\n\r\n`;
    }
    /** A connection whose answer is complete, kept for the next request: it does not hold the process. */
    idle(connection) {
        if (this.#destroyed)
            return this.discard(connection);
        connection.socket.unref();
        this.#idle.push(connection);
    }
    /** A connection not to be used again. */
    discard(connection) {
        if (!this.#all.delete(connection))
            return;
        const index = this.#idle.lastIndexOf(connection);
        if (index >= 0)
            this.#idle.splice(index, 1);
        connection.socket.destroy();
    }
    /** Closes every connection, idle or not. */
    destroy() {
        this.#destroyed = true;
        for (const connection of [...this.#all])
            connection.abort();
        for (const connection of [...this.#all])
            this.discard(connection);
    }
}
/** The controller of a request that never got a connection. */
const noController = {
    abort: () => undefined,
    pause: () => undefined,
    resume: () => undefined,
};

;// CONCATENATED MODULE: ./src/transport/rate.ts
/**
 * A part's floor: 16 KiB/s, a 16 MiB part in 17 minutes. The window is the request timeout, at
 * least a minute: a reader that stays silent no longer than the timeout allows is not cut short,
 * and one that takes a part slowly but steadily holds it for one window, not for hours.
 */
function partRateFloor(timeoutMs) {
    return { bytesPerSecond: 16 * 1024, windowMs: Math.max(60_000, timeoutMs) };
}
/** Samples kept per window: the rate is measured over at least a window, and at most an eighth more. */
const SAMPLES_PER_WINDOW = 8;
/**
 * Bytes handed to the connection over time, against a floor. The socket timeout measures silence,
 * not progress: a reader that drains a few bytes now and then keeps it from firing. This measures
 * the rate over the last window, once a window has passed.
 */
class RateWatch {
    #floor;
    #now;
    #bytes = 0;
    /** (time, bytes sent by then), oldest first, at least an eighth of a window apart. */
    #samples;
    /** How the shortfall says it: 'sent' by 'a part', or 'received' by 'a download'. */
    #verb;
    #what;
    constructor(floor, now, verb = 'sent', what = 'a part') {
        this.#floor = floor;
        this.#now = now;
        this.#samples = [{ at: now(), bytes: 0 }];
        this.#verb = verb;
        this.#what = what;
    }
    /** Counts bytes sent (or received); says what fell short, when the last window fell below the floor. */
    sent(bytes) {
        this.#bytes += bytes;
        return this.check();
    }
    /** What fell short, when the bytes sent over the last window fall below the floor. */
    check() {
        const at = this.#now();
        const { windowMs, bytesPerSecond } = this.#floor;
        if (at - this.#samples.at(-1).at >= windowMs / SAMPLES_PER_WINDOW)
            this.#samples.push({ at, bytes: this.#bytes });
        // The newest sample at least a window old: the rate since it covers at least a window.
        let base = -1;
        for (let index = 0; index < this.#samples.length && at - this.#samples[index].at >= windowMs; index++)
            base = index;
        if (base < 0)
            return undefined;
        this.#samples.splice(0, base);
        const since = this.#samples[0];
        const rate = ((this.#bytes - since.bytes) * 1000) / (at - since.at);
        if (rate >= bytesPerSecond)
            return undefined;
        return (`${this.#verb} at ${kib(rate)}/s over the last ${seconds(at - since.at)}, ` +
            `below the ${kib(bytesPerSecond)}/s ${this.#what} must keep up over ${seconds(windowMs)}`);
    }
}
const kib = (bytes) => `${Number.isInteger(bytes / 1024) ? bytes / 1024 : (bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms) => `${Math.round(ms / 100) / 10} s`;

;// CONCATENATED MODULE: ./src/transport/direct.ts







/**
 * An origin reached directly (no proxy): its requests go through this client's own connections
 * (h1.ts), a fraction of node:http's CPU a request (four requests a small file's upload). Its
 * keep-alive connections do not hold the process while idle; TLS is verified against Node's default
 * store (NODE_EXTRA_CA_CERTS included), as node:http's agents do; no redirect is followed.
 */
function directPool(origin, timeoutMs) {
    // Silence while connecting, and in both directions once connected: each the timeout.
    return new H1Pool(origin, timeoutMs);
}
/**
 * A file range as a body's chunks, read into two reused buffers, one ahead of the chunk being
 * written. The connection (h1.ts) asks for the next chunk once the last one's write was taken or, when the socket's
 * buffer is full, drained; every chunk but the last fills a whole buffer, more than a socket buffers
 * before it waits for a drain (64 KiB): asked for the next, the one before it is written, and its
 * buffer free. The buffers go back to the pool once the request settled (its last chunk taken by the
 * server, or its connection destroyed) and the reading stopped, whichever comes last.
 */
/** A body's file could not be read to its range's end: the request fails naming the file. */
class BodyReadError extends Error {
    name = 'BodyReadError';
}
class FileChunks {
    #range;
    #buffers;
    #progress;
    #handedOver;
    #held = [];
    #reading = false;
    #released = false;
    constructor(range, buffers, progress, handedOver) {
        this.#range = range;
        this.#buffers = buffers;
        this.#progress = progress;
        this.#handedOver = handedOver;
    }
    async *[Symbol.asyncIterator]() {
        const range = this.#range;
        this.#reading = true;
        const pair = [this.#buffers.pop() ?? Buffer.allocUnsafe(BODY_CHUNK), this.#buffers.pop() ?? Buffer.allocUnsafe(BODY_CHUNK)];
        this.#held.push(...pair);
        let file;
        // The read under way (of the chunk after the one being written): awaited before the file closes.
        let reading;
        try {
            file = await (0,promises_.open)(range.path, 'r');
            const opened = file;
            const read = (buffer, from) => fill(opened, buffer, Math.min(BODY_CHUNK, range.length - from), range.offset + from);
            reading = read(pair[0], 0);
            for (let done = 0, turn = 0; done < range.length; turn++) {
                const got = await reading;
                if (got < Math.min(BODY_CHUNK, range.length - done))
                    throw new Error(`the file ended ${range.length - done - got} bytes early`);
                const next = done + got;
                if (next < range.length)
                    reading = read(pair[(turn + 1) % 2], next);
                yield pair[turn % 2].subarray(0, got);
                // Asked for more: that chunk was handed to the socket.
                this.#progress(got);
                done = next;
            }
            this.#handedOver();
        }
        catch (error) {
            throw new BodyReadError(`sending ${range.path}: ${(0,common/* errorMessage */.gJ)(error)}`);
        }
        finally {
            await reading?.catch(() => undefined);
            await file?.close();
            this.#reading = false;
            if (this.#released)
                this.#giveBack();
        }
    }
    /** The request settled. */
    release() {
        this.#released = true;
        if (!this.#reading)
            this.#giveBack();
    }
    #giveBack() {
        this.#buffers.push(...this.#held.splice(0));
    }
}
/** Reads `length` bytes at `position`, fewer only where the file ends. */
async function fill(file, buffer, length, position) {
    let read = 0;
    for (let got = -1; read < length && got !== 0; read += got)
        got = (await file.read(buffer, read, length - read, position + read)).bytesRead;
    return read;
}
/**
 * One attempt of a request on the origin's own connections (h1.ts), settled however the connection
 * ends, keeping what an attempt through node:http keeps: silence for the timeout (the connection's
 * own, while connecting and once connected), the answer complete within the timeout once the request is sent, the
 * request's cap, the budget of answers, a part's rate and a download's.
 */
class DirectAttempt {
    #context;
    #request;
    #uncertain;
    #maxBytes;
    #resolve;
    #reject;
    #settledBy;
    #settled = false;
    /** Whether a byte of the request may have reached the server: not before its connection was made. */
    #connected = false;
    #bodyHandedOver = true;
    #controller;
    #answerDeadline;
    /** When the armed deadline fires (performance.now()), and what was left of it while the answer waits for budget. */
    #deadlineEnds = 0;
    #deadlineLeft;
    #waitingForBudget = false;
    #rateTick;
    #answerTick;
    #rate;
    #received;
    #chunks;
    /** A streamed answer (a download) keeps up the floor's rate instead of ending within the timeout. */
    #streaming = false;
    #answered = false;
    #status = 0;
    #headers = {};
    #sink;
    #parsed;
    /** The answer's first chunk, while it is the only one. */
    #first;
    #decoder;
    #text = '';
    #size = 0;
    constructor(options) {
        this.#context = options.context;
        this.#request = options.request;
        this.#uncertain = options.uncertain;
        this.#maxBytes = options.request.maxBytes ?? MAX_ANSWER_BYTES;
        this.#resolve = options.resolve;
        this.#reject = options.reject;
        this.#settledBy = options.settled;
    }
    /** Sends the attempt on the origin's pool. */
    start(pool, url) {
        const request = this.#request;
        const headers = { 'user-agent': 'stac-publish-action', ...request.headers };
        // Credentials in the URL, as node:http sends them: unless the request has its own.
        if ((url.username !== '' || url.password !== '') && !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization'))
            headers['authorization'] =
                `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`;
        let body;
        const given = request.body;
        if (given === undefined || typeof given === 'string')
            body = given;
        else if (Buffer.isBuffer(given)) {
            if (given.length <= BODY_CHUNK)
                body = given;
            else
                body = this.#streamed(slices(given));
        }
        else if (given.length <= BODY_CHUNK) {
            // A part of one chunk (a small file's) is read at once, synchronously, and goes out with the
            // request's head: handed over at once, it has no rate to watch; the answer's deadline watches it.
            // Its open, read and close take microseconds, three awaited thread-pool round trips ten times that.
            // Its own buffer: the socket may still hold it after the answer.
            const bytes = Buffer.allocUnsafe(given.length);
            let bytesRead;
            try {
                bytesRead = readWhole(given.path, bytes, given.length, given.offset);
                if (bytesRead < given.length)
                    throw new Error(`the file ended ${given.length - bytesRead} bytes early`);
            }
            catch (error) {
                this.#fail(`sending ${given.path}: ${(0,common/* errorMessage */.gJ)(error)}`, false);
                return;
            }
            body = bytes;
        }
        else {
            const chunks = new FileChunks(given, this.#context.buffers, (bytes) => this.#sent(bytes), () => this.#handedOver());
            this.#chunks = chunks;
            body = this.#streamed(chunks);
        }
        pool.dispatch({ path: `${url.pathname}${url.search}`, method: request.method, headers, body, length: given?.length }, this);
    }
    /** A body sent in chunks: a reader that takes a few bytes now and then is given up at the floor's rate (and retried). */
    #streamed(chunks) {
        this.#bodyHandedOver = false;
        const rate = new RateWatch(this.#context.partRate, this.#context.now);
        this.#rate = rate;
        this.#rateTick = (0,common/* guardInterval */.pB)(() => this.#shortfall(rate.check()), this.#context.partRate.windowMs / 8);
        if (chunks instanceof FileChunks)
            return chunks;
        // Bytes in memory: a slice asked for after another was handed over.
        const counted = function* (slices) {
            for (const slice of slices) {
                yield slice;
                this.#sent(slice.length);
            }
            this.#handedOver();
        };
        return counted.call(this, chunks);
    }
    #sent(bytes) {
        if (!this.#bodyHandedOver)
            this.#shortfall(this.#rate.sent(bytes));
    }
    #handedOver() {
        this.#bodyHandedOver = true;
        clearInterval(this.#rateTick);
    }
    #shortfall(shortfall) {
        if (shortfall !== undefined)
            this.#fail(shortfall);
    }
    /** The run is over: the attempt ends, its connection with it. */
    end() {
        this.#fail('the run is over');
    }
    onRequestStart(controller) {
        this.#controller = controller;
        this.#connected = true;
        if (this.#settled)
            controller.abort(new Error('the attempt is over'));
    }
    onRequestSent() {
        if (this.#settled || this.#streaming)
            return;
        // The request is out: its answer, trickling or not, must be complete within the timeout.
        if (this.#waitingForBudget)
            this.#deadlineLeft = this.#context.timeoutMs;
        else
            this.#armDeadline(this.#context.timeoutMs);
    }
    onResponseStart(_controller, status, headers) {
        if (this.#settled || status < 200)
            return;
        this.#answered = true;
        this.#status = status;
        this.#headers = headers;
        const request = this.#request;
        let sink;
        try {
            sink = request.answerTo?.({ status, headers });
        }
        catch (error) {
            // What the answer's head says cannot be taken (a length other than declared): the same request gets the same answer.
            return this.#fail((0,common/* errorMessage */.gJ)(error), this.#connected, true);
        }
        if (Number(header(headers, 'content-length')) > this.#maxBytes)
            return this.#tooLarge();
        if (sink !== undefined) {
            // However long it is, a download keeps up the floor's rate; a trickle is given up (and retried).
            this.#sink = sink;
            this.#streaming = true;
            clearTimeout(this.#answerDeadline);
            const received = new RateWatch(this.#context.partRate, this.#context.now, 'received', 'a download');
            this.#received = received;
            this.#answerTick = (0,common/* guardInterval */.pB)(() => this.#shortfall(received.check()), this.#context.partRate.windowMs / 8);
        }
        else if (status === 200 && request.parse !== undefined) {
            // A 200 answer parsed as it comes, where the request asks it (a large item, its assets one by one).
            this.#parsed = request.parse();
        }
    }
    onResponseData(controller, chunk) {
        if (this.#settled)
            return;
        this.#size += chunk.length;
        if (this.#size > this.#maxBytes)
            return this.#tooLarge();
        if (this.#sink !== undefined) {
            try {
                this.#sink.write(chunk);
            }
            catch (error) {
                // Final: the same request gets the same bytes.
                return this.#fail((0,common/* errorMessage */.gJ)(error), this.#connected, true);
            }
            return this.#shortfall(this.#received.sent(chunk.length));
        }
        if (this.#parsed !== undefined)
            this.#parsed.write(chunk);
        // Most answers come in one chunk, decoded once complete. A longer one is decoded as it comes: a
        // large answer (a listing's page of up to 16 MiB) is held as its text once, and never as its
        // bytes, their copy in one buffer and the text at the same time.
        else if (this.#first === undefined && this.#decoder === undefined)
            this.#first = chunk;
        else {
            if (this.#decoder === undefined) {
                this.#decoder = new external_node_string_decoder_.StringDecoder('utf8');
                this.#text = this.#decoder.write(this.#first);
                this.#first = undefined;
            }
            this.#text += this.#decoder.write(chunk);
        }
        if (this.#context.answers.charge(this, chunk.length))
            return;
        // Answers in flight hold too much: this one stops reading until others have ended. The wait is
        // the run's, not the server's: neither the silence (not counted while paused)
        // nor the answer's deadline counts it.
        this.#waitingForBudget = true;
        controller.pause();
        if (this.#answerDeadline !== undefined) {
            clearTimeout(this.#answerDeadline);
            this.#answerDeadline = undefined;
            this.#deadlineLeft = Math.max(0, this.#deadlineEnds - performance.now());
        }
        this.#context.answers.wait(this, () => {
            this.#waitingForBudget = false;
            if (this.#deadlineLeft !== undefined)
                this.#armDeadline(this.#deadlineLeft);
            this.#deadlineLeft = undefined;
            // Called from another answer's end, inside that connection's reading: resumed later, this
            // one's reading does not run within that one's.
            queueMicrotask(() => controller.resume());
        });
    }
    onResponseEnd() {
        if (this.#decoder !== undefined)
            this.#text += this.#decoder.end();
        else if (this.#first !== undefined)
            this.#text = this.#first.toString('utf8');
        this.#settle({ status: this.#status, headers: this.#headers, text: this.#text, uncertain: this.#uncertain });
    }
    onResponseError(_controller, error) {
        if (this.#settled)
            return;
        const { timeoutMs } = this.#context;
        const seconds = `${timeoutMs / 1000} s`;
        const code = error.code ?? '';
        // Another attempt meets the same certificate: not retried.
        const untrusted = untrustedCertificate(error, new URL(this.#request.url).host);
        if (untrusted !== undefined)
            this.#fail(untrusted, false, true);
        else if (NOT_REACHED.has(code))
            this.#fail(error.message, false, false, { at: 'target', reason: unreachedReason(code) });
        // Silent in both directions for the whole timeout: never made, unreached (a firewall that drops); else as good as dead.
        else if (code === H1_CODES.connectTimeout)
            this.#fail(`no data for ${seconds}`, false, false, { at: 'target', reason: `no connection within ${seconds}` });
        else if (code === H1_CODES.timeout)
            this.#fail(`no data for ${seconds}`);
        // The same request would meet the same: not retried.
        else if (code === H1_CODES.upgraded)
            this.#fail('the server upgraded the connection', this.#connected, true);
        else if (code === H1_CODES.invalidRequest)
            this.#fail(error.message, false, true);
        else if (error instanceof BodyReadError)
            this.#fail(error.message);
        else if (!this.#connected)
            this.#fail(error.message);
        else if (!this.#answered)
            this.#fail(`the connection ended before the answer was complete (${error.message})`);
        else
            this.#fail(`the connection closed after ${this.#size} bytes of the answer (HTTP ${this.#status}): ${error.message}`);
    }
    #armDeadline(ms) {
        this.#deadlineEnds = performance.now() + ms;
        this.#answerDeadline = (0,common/* guardTimeout */.Sc)(() => {
            const seconds = `${this.#context.timeoutMs / 1000} s`;
            // Nothing came since the request was sent: both ways silent, as the connection's own timeout would say.
            if (!this.#answered)
                this.#fail(`no data for ${seconds}`);
            else
                this.#fail(`the answer was not complete ${seconds} after the request was sent`);
        }, ms);
    }
    /** Final: the same request gets the same answer. Its status came before its body. */
    #tooLarge() {
        const failure = new AttemptError(tooLargeMessage(this.#status, this.#maxBytes), this.#connected, true);
        failure.tooLarge = { maxBytes: this.#maxBytes, status: this.#status };
        this.#settle(failure);
    }
    #fail(message, sent = this.#connected, final = false, unreached) {
        this.#settle(new AttemptError(message, sent, final, unreached));
    }
    #settle(outcome) {
        if (this.#settled)
            return;
        this.#settled = true;
        clearTimeout(this.#answerDeadline);
        clearInterval(this.#rateTick);
        clearInterval(this.#answerTick);
        this.#context.answers.release(this);
        this.#settledBy(this);
        if (outcome instanceof AttemptError) {
            // The connection goes with the attempt: it may be in the middle of a body.
            this.#controller?.abort(outcome);
            this.#chunks?.release();
            this.#reject(outcome);
        }
        else {
            // Answered before the whole body was handed over (a refusal that came before the server
            // read it): the rest is not sent, and the connection, in the middle of a body, not reused.
            if (!this.#bodyHandedOver)
                this.#controller?.abort(new Error('answered before the request was sent'));
            this.#chunks?.release();
            this.#resolve(outcome);
        }
    }
}

;// CONCATENATED MODULE: ./src/transport/retry.ts
/** Capped exponential backoff with full jitter: a random delay in [0, min(cap, base\u00b72^attempt)). */
function backoffDelay(attempt, random, baseMs = 500, capMs = 20_000) {
    return Math.floor(random() * Math.min(capMs, baseMs * 2 ** attempt));
}
/**
 * The longest Retry-After a run waits out before it tries again. A server that asks for longer
 * (a gateway's "come back in an hour") is not retried: its answer stands, and says how long it asked.
 */
const MAX_RETRY_AFTER_MS = 60_000;
/** Milliseconds a Retry-After header asks for (seconds or an HTTP date, never below 0); undefined when absent or unreadable. */
function retryAfterMs(header, now) {
    if (header === undefined || header.trim() === '')
        return undefined;
    const seconds = Number(header);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
    return Number.isFinite(ms) ? Math.max(0, ms) : undefined;
}
const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);

;// CONCATENATED MODULE: ./src/transport/http.ts










/** A request that got no complete answer, even after its retries. */
class RequestFailedError extends Error {
    name = 'RequestFailedError';
    /** The request may have been applied: its connection ended after it was (perhaps) received. */
    outcomeUnknown;
    constructor(message, outcomeUnknown) {
        super(message);
        this.outcomeUnknown = outcomeUnknown;
    }
}
/** A request whose origin (or proxy) could not be reached at all: what, why, through what and for how long (`unreachable`). */
class UnreachableError extends RequestFailedError {
    name = 'UnreachableError';
    unreachable;
    constructor(message, unreachable) {
        super(message, false);
        this.unreachable = unreachable;
    }
}
/**
 * An answer larger than its request accepts (`maxBytes`): final, since the same request gets the same
 * answer. Its status came before its body: a write that needs no more than the status still has it.
 */
class AnswerTooLarge extends RequestFailedError {
    name = 'AnswerTooLarge';
    maxBytes;
    status;
    constructor(message, outcomeUnknown, tooLarge) {
        super(message, outcomeUnknown);
        this.maxBytes = tooLarge.maxBytes;
        this.status = tooLarge.status;
    }
}
/** Errors that happen before a byte of the request can have left: retrying them is always safe. */
const NOT_SENT = NOT_REACHED;
/**
 * Answers held at once, all requests together: sixteen items at their cap (the default concurrency).
 * Beyond it, answers wait for others to end; one may always go on up to its own cap.
 */
const ANSWER_BUDGET = 128 * 1024 * 1024;
/**
 * The one transport, for the identity provider, the catalog and the storage.
 *
 * - A keep-alive connection pool per origin: a run may meet https and plain http origins (a local
 *   catalog beside the real Cognito), and each pool speaks its own scheme. An origin reached
 *   directly gets this client's own connections (h1.ts, direct.ts: a fraction of node:http's CPU a request); one behind a proxy
 *   (proxy.ts) gets Node's agent for it, its tunnels kept alive the same way; failures name the proxy.
 * - Every way a connection can end settles the request: refused, reset, closed before or in the
 *   middle of the headers, closed in the middle of the body, silent for `timeoutMs`, or trickling
 *   (the answer must be complete `timeoutMs` after the request was sent; a part must be sent at
 *   the floor's rate, rate.ts).
 * - No answer can exhaust the memory: each is read up to its request's cap (an answer beyond it is
 *   final), and the answers in flight share one budget (answers.ts).
 * - Nothing outlives the run: a settled request leaves no deadline armed (and deadlines never hold
 *   the process), a body answered early is not sent on, and dispose closes every connection and
 *   ends the retry waits.
 * - No redirects: a redirect must never carry the bearer token to another origin.
 * - One retry policy: capped exponential backoff with full jitter, Retry-After honoured up to a
 *   minute (an answer asking for longer is not retried), on 429, 5xx and lost connections; the
 *   latter only for requests that can be repeated.
 */
class Http {
    #options;
    #pools = new Map();
    #inFlight = new Set();
    /** Attempts under way on direct connections: dispose ends them. */
    #directInFlight = new Set();
    #settledDirect = (attempt) => void this.#directInFlight.delete(attempt);
    #buffers = [];
    #answers;
    #partRate;
    #context;
    /** Set by dispose: requests still under way (e.g. a sign-in begun early) stop instead of retrying. */
    #disposed = new AbortController();
    /** Origins whose last attempt could not reach them: their further failed attempts go to the debug log. */
    #unreachable = new Set();
    pending;
    constructor(options) {
        this.#options = options;
        this.pending = options.pending ?? new common/* PendingWork */.Ri();
        this.#answers = options.answers ?? new AnswerBudget(ANSWER_BUDGET);
        this.#partRate = options.partRate ?? partRateFloor(options.timeoutMs);
        this.#context = {
            timeoutMs: options.timeoutMs,
            now: options.now ?? Date.now,
            answers: this.#answers,
            partRate: this.#partRate,
            buffers: this.#buffers,
        };
    }
    async send(request) {
        const { retries, log } = this.#options;
        const now = this.#options.now ?? Date.now;
        const started = now();
        const url = new URL(request.url);
        const origin = url.origin;
        // Attempts that could not reach the origin: the first said, the rest kept for the end (Unreachable.lines).
        let unreached;
        let uncertain = false;
        for (let attempt = 0;; attempt++) {
            if (this.#disposed.signal.aborted)
                throw new RequestFailedError(`${request.label}: not sent, the run is over`, uncertain);
            let outcome;
            try {
                outcome = await this.pending.track(request.label, () => this.#attempt(request, url, origin, uncertain));
            }
            catch (error) {
                outcome = error instanceof AttemptError ? error : new AttemptError((0,common/* errorMessage */.gJ)(error), true);
            }
            // A gateway's 502 or 504 may come after the service acted on the request.
            uncertain ||= outcome instanceof AttemptError ? outcome.sent : outcome.status === 502 || outcome.status === 504;
            const retryable = outcome instanceof AttemptError
                ? !outcome.final && (request.idempotent || !outcome.sent)
                : !(request.finalWhen?.(outcome) ?? false) && (RETRYABLE_STATUS.has(outcome.status) || (request.retryWhen?.(outcome) ?? false));
            const hinted = outcome instanceof AttemptError ? undefined : retryAfterMs(header(outcome.headers, 'retry-after'), now());
            // A server that asks for longer than the run waits means "not now": waiting the cap and asking
            // again would only repeat the refusal, for every request of the run.
            const notNow = retryable && hinted !== undefined && hinted > MAX_RETRY_AFTER_MS;
            if (!retryable || notNow || attempt >= retries || this.#disposed.signal.aborted) {
                if (outcome instanceof AttemptError) {
                    const message = `${request.label}: ${outcome.message}${attempt > 0 ? ` (after ${attempt + 1} attempts)` : ''}`;
                    if (outcome.tooLarge !== undefined)
                        throw new AnswerTooLarge(message, uncertain, outcome.tooLarge);
                    if (outcome.unreached === undefined || uncertain || this.#disposed.signal.aborted)
                        throw new RequestFailedError(message, uncertain);
                    const pool = this.#pools.get(origin);
                    throw new UnreachableError(message, {
                        origin,
                        ...outcome.unreached,
                        ...(pool?.proxy === undefined || pool.variable === undefined
                            ? {}
                            : { proxy: { address: pool.proxy, variable: pool.variable } }),
                        ...(pool?.bypassed === undefined ? {} : { bypassed: pool.bypassed }),
                        attempts: attempt + 1,
                        elapsedMs: now() - started,
                        lines: unreached ?? [],
                    });
                }
                if (unreached !== undefined)
                    this.#reached(origin, `${request.label}: reached ${origin} at attempt ${attempt + 1} of ${retries + 1}, after ${inSeconds(now() - started)}`);
                if (!notNow)
                    return outcome;
                log.info(`${request.label}: HTTP ${outcome.status} with Retry-After: ${Math.round(hinted / 1000)} s, ` +
                    `longer than a run waits (${MAX_RETRY_AFTER_MS / 1000} s); not retried`);
                return { ...outcome, retryAfterMs: hinted };
            }
            const delay = hinted ?? backoffDelay(attempt, this.#options.random ?? Math.random);
            const why = outcome instanceof AttemptError ? outcome.message : `HTTP ${outcome.status}`;
            const line = `Retry ${request.label}: attempt ${attempt + 1} of ${retries + 1} failed (${why}); retrying after ${delay} ms`;
            if (outcome instanceof AttemptError && outcome.unreached !== undefined) {
                // One line while an origin cannot be reached, not one per attempt of every request: the rest are told with the failure.
                if (this.#unreachable.has(origin))
                    log.debug(line);
                else
                    log.info(line);
                this.#unreachable.add(origin);
                unreached ??= [];
                unreached.push(line);
            }
            else {
                // An answer, or a connection that was made: the origin can be reached.
                this.#reached(origin);
                log.info(line);
            }
            // The run's own wait ends, its timer cleared, when the run is over; an injected one is cut short.
            await this.#unlessDisposed(this.#options.sleep?.(delay) ?? (0,common/* pause */.v7)(delay, this.#disposed.signal));
        }
    }
    /** The origin answered (or failed otherwise than unreached): its next failure to connect is said again; `line` says it was reached. */
    #reached(origin, line) {
        if (line !== undefined && this.#unreachable.has(origin))
            this.#options.log.info(line);
        this.#unreachable.delete(origin);
    }
    /** One attempt: settles however the connection ends. */
    #attempt(request, url, origin, uncertain) {
        let pool;
        try {
            pool = this.#poolFor(url, origin);
        }
        catch (error) {
            return Promise.reject(new AttemptError((0,common/* errorMessage */.gJ)(error), false, true));
        }
        if (pool.direct === undefined)
            return this.#throughProxy(request, url, uncertain, pool);
        const direct = pool.direct;
        return new Promise((resolve, reject) => {
            const attempt = new DirectAttempt({ context: this.#context, request, uncertain, resolve, reject, settled: this.#settledDirect });
            this.#directInFlight.add(attempt);
            attempt.start(direct, url);
        });
    }
    /** One attempt through node:http's agent for the origin's proxy: settles however the connection ends. */
    #throughProxy(request, url, uncertain, pool) {
        const { timeoutMs } = this.#options;
        const seconds = `${timeoutMs / 1000} s`;
        const maxBytes = request.maxBytes ?? MAX_ANSWER_BYTES;
        return new Promise((resolve, reject) => {
            const body = request.body;
            const headers = { 'User-Agent': 'stac-publish-action', ...request.headers };
            if (typeof body === 'string')
                headers['Content-Length'] = String(Buffer.byteLength(body));
            else if (body !== undefined)
                headers['Content-Length'] = String(body.length);
            // Sent with the request's end, in one write: a text, or bytes of one chunk (a small file's part).
            const atOnce = body === undefined || typeof body === 'string' || (Buffer.isBuffer(body) && body.length <= BODY_CHUNK);
            const { agent, proxy } = pool;
            // Loaded here, by the first request through a proxy: an origin reached directly needs neither module.
            const req = process
                .getBuiltinModule(url.protocol === 'https:' ? 'node:https' : 'node:http')
                .request({ ...requestTarget(url), method: request.method, headers, agent });
            // A connection that fails before it is made fails at the proxy (an http origin's requests go to it).
            const unreachedAt = 'proxy';
            this.#inFlight.add(req);
            let settled = false;
            let bodyHandedOver = atOnce;
            let answerDeadline;
            // When the armed deadline fires (performance.now()), and what was left of it while the answer waits for budget.
            let deadlineEnds = 0;
            let deadlineLeft;
            let waitingForBudget = false;
            let rateTick;
            // A streamed answer (a download) keeps up the floor's rate instead of ending within the timeout.
            let streaming = false;
            let answerTick;
            // What the answer holds of the budget is counted under this key until the request settles.
            const answer = {};
            // Whether a byte of the request may have reached the server: not when the connection was never made.
            let connected = false;
            // Every failure says which proxy, and to where: the tunnel may be what failed.
            const via = ` (${url.origin} through the proxy ${proxy})`;
            const fail = (message, sent = connected, final = false, unreached) => settle(new AttemptError(message + via, sent, final, unreached));
            const settle = (outcome) => {
                if (settled)
                    return;
                settled = true;
                clearTimeout(answerDeadline);
                clearInterval(rateTick);
                clearInterval(answerTick);
                this.#answers.release(answer);
                this.#inFlight.delete(req);
                if (outcome instanceof AttemptError) {
                    req.destroy();
                    reject(outcome);
                }
                else {
                    // Answered before the whole body was handed over (a refusal that came before the server
                    // read it): the rest is not sent, and the connection, in the middle of a body, not reused.
                    if (!bodyHandedOver)
                        req.destroy();
                    resolve(outcome);
                }
            };
            req.on('socket', (socket) => {
                if (!socket.connecting)
                    connected = true;
                else
                    socket.once('connect', () => (connected = true));
            });
            const armDeadline = (ms) => {
                deadlineEnds = performance.now() + ms;
                answerDeadline = (0,common/* guardTimeout */.Sc)(() => fail(`the answer was not complete ${seconds} after the request was sent`), ms);
            };
            // Silent in both directions for the whole timeout: the connection is as good as dead; never made, unreached (a firewall that drops).
            req.setTimeout(timeoutMs, () => connected
                ? fail(`no data for ${seconds}`)
                : fail(`no data for ${seconds}`, false, false, { at: unreachedAt, reason: `no connection within ${seconds}` }));
            req.on('finish', () => {
                // A server may answer before it has read the whole body, and on loopback the answer often
                // ends before 'finish': then there is nothing left to watch. A streamed answer is watched by its rate.
                if (settled || streaming)
                    return;
                // The request is out: its answer, trickling or not, must be complete within the timeout.
                if (waitingForBudget)
                    deadlineLeft = timeoutMs;
                else
                    armDeadline(timeoutMs);
            });
            // Answers in flight hold too much: this one stops reading until others have ended. The wait
            // is the run's, not the server's: neither the silence nor the answer's deadline counts it.
            const waitForBudget = (res) => {
                res.pause();
                waitingForBudget = true;
                req.setTimeout(0);
                if (answerDeadline !== undefined) {
                    clearTimeout(answerDeadline);
                    answerDeadline = undefined;
                    deadlineLeft = Math.max(0, deadlineEnds - performance.now());
                }
                this.#answers.wait(answer, () => {
                    waitingForBudget = false;
                    req.setTimeout(timeoutMs);
                    if (deadlineLeft !== undefined)
                        armDeadline(deadlineLeft);
                    deadlineLeft = undefined;
                    res.resume();
                });
            };
            req.on('error', (error) => {
                const code = error.code ?? '';
                // An http origin's requests go to the proxy itself: a certificate there is the (https://) proxy's.
                const untrusted = untrustedCertificate(error, url.protocol === 'http:' ? `the proxy ${proxy}` : url.host);
                // The tunnel was not opened: its message names the proxy and the target already.
                if (error instanceof ProxyError)
                    settle(new AttemptError(error.message, false, error.final, proxyUnreached(error)));
                // Another attempt meets the same certificate: not retried.
                else if (untrusted !== undefined)
                    fail(untrusted, false, true);
                else if (NOT_SENT.has(code))
                    fail(`${error.message}`, false, false, { at: unreachedAt, reason: unreachedReason(code) });
                else
                    fail(connected ? `the connection ended before the answer was complete (${error.message})` : error.message);
            });
            let answered = false;
            req.on('close', () => {
                // Without a response the request ended here; with one, the response's own events decide.
                if (!answered)
                    fail('the connection closed before an answer');
            });
            req.on('response', (res) => {
                answered = true;
                // Only a proxy answers 407: for an http origin, whose requests the proxy forwards, it comes as an answer.
                if (res.statusCode === 407) {
                    const refusal = proxyRefusal(407);
                    return fail(refusal.message, false, refusal.final);
                }
                // Final: the same request gets the same answer.
                const tooLarge = () => {
                    const failure = new AttemptError(tooLargeMessage(res.statusCode ?? 0, maxBytes) + via, connected, true);
                    failure.tooLarge = { maxBytes, status: res.statusCode ?? 0 };
                    settle(failure);
                };
                let sink;
                try {
                    sink = request.answerTo?.({ status: res.statusCode ?? 0, headers: res.headers });
                }
                catch (error) {
                    // What the answer's head says cannot be taken (a length other than declared): the same request gets the same answer.
                    return fail((0,common/* errorMessage */.gJ)(error), connected, true);
                }
                if (Number(header(res.headers, 'content-length')) > maxBytes)
                    return tooLarge();
                // Decoded as it comes: a large answer (a listing's page of up to 16 MiB) is held as its text once, and
                // never as its bytes, their copy in one buffer and the text at the same time.
                const decoder = new external_node_string_decoder_.StringDecoder('utf8');
                const parts = [];
                // A 200 answer parsed as it comes, where the request asks it (a large item, its assets one by one).
                const parsed = sink === undefined && res.statusCode === 200 ? request.parse?.() : undefined;
                let received;
                if (sink !== undefined) {
                    // However long it is, a download keeps up the floor's rate; a trickle is given up (and retried).
                    streaming = true;
                    clearTimeout(answerDeadline);
                    received = new RateWatch(this.#partRate, this.#options.now ?? Date.now, 'received', 'a download');
                    answerTick = (0,common/* guardInterval */.pB)(() => {
                        const shortfall = received.check();
                        if (shortfall !== undefined)
                            fail(shortfall);
                    }, this.#partRate.windowMs / 8);
                }
                let size = 0;
                res.on('data', (chunk) => {
                    // Counted after the request settled, it would hold its share of the budget for ever.
                    if (settled)
                        return;
                    size += chunk.length;
                    if (size > maxBytes)
                        return tooLarge();
                    if (sink !== undefined) {
                        try {
                            sink.write(chunk);
                        }
                        catch (error) {
                            // Final: the same request gets the same bytes.
                            return fail((0,common/* errorMessage */.gJ)(error), connected, true);
                        }
                        const shortfall = received.sent(chunk.length);
                        return shortfall === undefined ? undefined : fail(shortfall);
                    }
                    if (parsed === undefined)
                        parts.push(decoder.write(chunk));
                    else
                        parsed.write(chunk);
                    if (!this.#answers.charge(answer, chunk.length))
                        waitForBudget(res);
                });
                res.on('end', () => {
                    parts.push(decoder.end());
                    settle({
                        status: res.statusCode ?? 0,
                        headers: res.headers,
                        text: parts.length === 2 ? parts[0] + parts[1] : parts.join(''),
                        uncertain,
                    });
                });
                res.on('error', (error) => fail(`the connection ended after ${size} bytes of the answer (HTTP ${res.statusCode}): ${error.message}`));
                res.on('close', () => {
                    if (!res.complete)
                        fail(`the connection closed after ${size} bytes of the answer (HTTP ${res.statusCode})`);
                });
            });
            if (atOnce) {
                req.end(body);
            }
            else if (!Buffer.isBuffer(body) && body.length <= BODY_CHUNK) {
                // A part of one chunk (a small file's) is read at once, synchronously, and goes out with the
                // request's end, in one write: handed over at once, it has no rate to watch; the answer's
                // deadline watches it. Its open, read and close take microseconds, three awaited thread-pool
                // round trips ten times that.
                const buffer = this.#buffers.pop() ?? Buffer.allocUnsafe(BODY_CHUNK);
                let bytesRead;
                try {
                    bytesRead = readWhole(body.path, buffer, body.length, body.offset);
                    if (bytesRead < body.length)
                        throw new Error(`the file ended ${body.length - bytesRead} bytes early`);
                }
                catch (error) {
                    this.#buffers.push(buffer);
                    fail(`sending ${body.path}: ${(0,common/* errorMessage */.gJ)(error)}`);
                    return;
                }
                bodyHandedOver = true;
                // Reused once written; a request that never finishes leaves it to the garbage collector.
                req.end(buffer.subarray(0, bytesRead), () => this.#buffers.push(buffer));
            }
            else {
                // A reader that takes a few bytes now and then never lets the connection fall silent: a part
                // sent slower than the floor is given up (and retried, as any lost connection).
                const rate = new RateWatch(this.#partRate, this.#options.now ?? Date.now);
                const slow = (shortfall) => {
                    if (shortfall !== undefined)
                        fail(shortfall);
                };
                rateTick = (0,common/* guardInterval */.pB)(() => slow(rate.check()), this.#partRate.windowMs / 8);
                const progress = {
                    // The last chunk's bytes come after the body was handed over: the answer's deadline watches from there.
                    sent: (bytes) => {
                        if (!bodyHandedOver)
                            slow(rate.sent(bytes));
                    },
                    handedOver: () => {
                        bodyHandedOver = true;
                        clearInterval(rateTick);
                    },
                };
                const writing = Buffer.isBuffer(body) ? this.#writeChunks(req, slices(body), progress) : this.#writeFile(req, body, progress);
                writing.then(() => req.end(), (error) => fail(`sending ${Buffer.isBuffer(body) ? `${body.length} bytes` : body.path}: ${(0,common/* errorMessage */.gJ)(error)}`));
            }
        });
    }
    /**
     * Streams a file range into the request from two reused buffers: what was read is written,
     * and a buffer is read into again only once its bytes were handed to the socket. Memory per
     * part in flight is two buffers, whatever the part size, and no garbage is made per chunk.
     */
    async #writeFile(req, range, progress) {
        const pair = [this.#buffers.pop() ?? Buffer.allocUnsafe(BODY_CHUNK), this.#buffers.pop() ?? Buffer.allocUnsafe(BODY_CHUNK)];
        let file;
        try {
            file = await (0,promises_.open)(range.path, 'r');
            const opened = file;
            async function* read() {
                for (let done = 0, turn = 0; done < range.length; turn++) {
                    const buffer = pair[turn % 2];
                    const { bytesRead } = await opened.read(buffer, 0, Math.min(BODY_CHUNK, range.length - done), range.offset + done);
                    if (bytesRead === 0)
                        throw new Error(`the file ended ${range.length - done} bytes early`);
                    done += bytesRead;
                    yield buffer.subarray(0, bytesRead);
                }
            }
            await this.#writeChunks(req, read(), progress);
        }
        finally {
            await file?.close();
            this.#buffers.push(...pair);
        }
    }
    /**
     * Writes the chunks into the request, each handed to the socket before the one after the next is
     * asked for: a chunk's buffer may be filled again once the chunk after it is being written.
     */
    async #writeChunks(req, chunks, progress) {
        let writing = Promise.resolve();
        try {
            for await (const chunk of chunks) {
                await writing;
                if (req.destroyed)
                    return;
                writing = new Promise((resolve, reject) => {
                    // A request destroyed meanwhile may never call back: its close ends the wait.
                    const closed = () => resolve();
                    req.once('close', closed);
                    req.write(chunk, (error) => {
                        req.off('close', closed);
                        if (error) {
                            reject(error);
                        }
                        else {
                            progress.sent(chunk.length);
                            resolve();
                        }
                    });
                });
                // It may fail while the next chunk is read, before it is awaited: handled from the start,
                // or Node would take it for an unhandled rejection and end the run.
                writing.catch(() => undefined);
            }
            progress.handedOver();
            await writing;
        }
        finally {
            await writing.catch(() => undefined);
        }
    }
    /**
     * The origin's pool. No pool is given a `ca`: TLS is verified against Node's default store, which
     * holds NODE_EXTRA_CA_CERTS (a corporate CA for TLS inspection) for every origin, proxied or not.
     */
    #poolFor(url, origin) {
        let pool = this.#pools.get(origin);
        if (pool === undefined) {
            const proxied = proxiedAgent(url, this.#options.timeoutMs, { keepAlive: true, scheduling: 'lifo' });
            if (proxied === undefined) {
                const bypassed = bypassedProxy(url);
                pool = { direct: directPool(url, this.#options.timeoutMs), ...(bypassed === undefined ? {} : { bypassed }) };
            }
            else {
                pool = proxied;
                this.#options.log.debug(`${origin} through the proxy ${pool.proxy}`);
            }
            this.#pools.set(origin, pool);
        }
        return pool;
    }
    /** The wait, cut short by dispose; its listener goes when the wait ends, not at the end of the run. */
    #unlessDisposed(wait) {
        const signal = this.#disposed.signal;
        if (signal.aborted)
            return Promise.resolve();
        return new Promise((resolve) => {
            const done = () => {
                signal.removeEventListener('abort', done);
                resolve();
            };
            signal.addEventListener('abort', done);
            wait.then(done, done);
        });
    }
    /** Closes every connection, in use or not; nothing is retried or sent afterwards. */
    dispose() {
        this.#disposed.abort();
        for (const req of this.#inFlight)
            req.destroy((0,common/* asError */.zR)('the run is over'));
        for (const attempt of this.#directInFlight)
            attempt.end();
        for (const pool of this.#pools.values()) {
            if (pool.direct === undefined)
                pool.agent.destroy();
            else
                pool.direct.destroy();
        }
        this.#pools.clear();
    }
}
/** What a failed tunnel says could not be reached: the proxy itself, or the target the proxy could not reach. */
function proxyUnreached(error) {
    const unreached = error.unreachable;
    if (unreached === undefined)
        return undefined;
    return unreached.at === 'proxy' ? { at: 'proxy', reason: unreachedReason(unreached.code) } : unreached;
}
/** Milliseconds as a log says them: "7.8 s". */
const inSeconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/**
 * Where a request goes, as Node's urlToHttpOptions says it: made here from the URL the request
 * parsed already, without the copy of every field of the URL that Node makes from it.
 */
function requestTarget(url) {
    const { protocol, hostname, port, username, password } = url;
    return {
        protocol,
        // An IPv6 literal without its brackets.
        hostname: hostname.startsWith('[') ? hostname.slice(1, -1) : hostname,
        path: `${url.pathname}${url.search}`,
        ...(port === '' ? {} : { port: Number(port) }),
        ...(username === '' && password === '' ? {} : { auth: `${decodeURIComponent(username)}:${decodeURIComponent(password)}` }),
    };
}

;// CONCATENATED MODULE: ./src/transport/download.ts

/** A read that did not bring the object's bytes: `changed` when they are no longer those read before (If-Match). */
class DownloadError extends Error {
    name = 'DownloadError';
    changed;
    constructor(message, changed = false) {
        super(message);
        this.changed = changed;
    }
}
/** An error's answer (S3's XML) is read up to this, however small the object. */
const ERROR_BYTES = 64 * 1024;
/**
 * Reads a stored object into `receive`'s sink, as S3 (and the sandbox's storage) answers: 200 with
 * the object, 206 with the range asked for (Content-Range checked), 412 when If-Match no longer
 * holds. No credentials are sent and no redirect is followed (the transport follows none); the
 * bytes are counted against what was declared, and an answer with more fails for good. Answers
 * worth retrying (5xx, 429, a connection cut mid-body) are retried by the transport, each attempt
 * into a new sink.
 */
async function download(http, request) {
    const { range, exact, label } = request;
    const cap = exact ?? request.atMost;
    let got;
    const response = await http.send({
        method: 'GET',
        url: request.url,
        headers: {
            ...(range === undefined ? {} : { Range: `bytes=${range.offset}-${range.offset + range.length - 1}` }),
            ...(request.ifMatch === undefined ? {} : { 'If-Match': request.ifMatch }),
        },
        label,
        idempotent: true,
        maxBytes: Math.max(cap, ERROR_BYTES),
        answerTo: (head) => {
            if (head.status !== (range === undefined ? 200 : 206))
                return undefined;
            const length = header(head.headers, 'content-length');
            const answer = {
                length: length === undefined ? undefined : Number(length),
                contentEncoding: header(head.headers, 'content-encoding'),
                etag: header(head.headers, 'etag'),
                bytes: 0,
            };
            if (answer.length !== undefined && exact !== undefined && answer.length !== exact)
                throw new Error(`the storage announces ${answer.length} bytes (Content-Length), ${exact} were declared`);
            if (answer.length !== undefined && answer.length > cap)
                throw new Error(tooMany(cap, false));
            const sink = request.receive(answer);
            got = answer;
            return {
                write: (chunk) => {
                    answer.bytes += chunk.length;
                    if (answer.bytes > cap)
                        throw new Error(tooMany(cap, exact !== undefined));
                    sink.write(chunk);
                },
            };
        },
    });
    const { status } = response;
    if (status === 412)
        throw new DownloadError(`${label}: its bytes changed since they were read (its ETag is no longer ${request.ifMatch})`, true);
    if (got === undefined || status !== (range === undefined ? 200 : 206))
        throw new DownloadError(`${label}: ${refusal(response)}`);
    if (range !== undefined) {
        const stated = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(header(response.headers, 'content-range') ?? '');
        if (stated === null || Number(stated[1]) !== range.offset || Number(stated[2]) !== range.offset + range.length - 1)
            throw new DownloadError(`${label}: the storage answered bytes ${header(response.headers, 'content-range') ?? '(no Content-Range)'}, ` +
                `not the ${range.offset}-${range.offset + range.length - 1} asked for`);
    }
    if (exact !== undefined && got.bytes !== exact)
        throw new DownloadError(`${label}: ${got.bytes} bytes came, ${exact} were declared`);
    return got;
}
const tooMany = (cap, exact) => exact ? `the answer holds more than the ${cap} bytes declared` : `the answer holds more than ${cap} bytes, the most it may`;
/** Why an answer brought no bytes: its status, S3's code, and a redirect's target (never followed). */
function refusal(response) {
    const code = /<Code>([^<]{1,64})<\/Code>/.exec(response.text)?.[1];
    const status = `the storage answered HTTP ${response.status}${code === undefined ? '' : ` ${code}`}`;
    const location = header(response.headers, 'location');
    if (response.status >= 300 && response.status < 400)
        return (`${status}, a redirect${location === undefined ? '' : ` to ${location.slice(0, 200)}`}, ` +
            "which is not followed: the source's href must name the bytes themselves");
    if (response.retryAfterMs !== undefined)
        return `${status}, asking to wait ${Math.round(response.retryAfterMs / 1000)} s`;
    return status;
}

;// CONCATENATED MODULE: ./src/transport/index.ts
/**
 * The one transport: a keep-alive pool per origin, every way a connection ends settles the request,
 * retries with backoff, proxies.
 * Other folders import from here; modules of this folder import each other directly.
 */






/***/ })

};
