// @ts-check
/**
 * The boundary check (README "Layers"): dependency-cruiser with the rules in
 * .dependency-cruiser.cjs over the code, and over the imports of the MDX docs,
 * which dependency-cruiser cannot parse. Each MDX file's import and
 * export-from statements are read with the MDX parser Docusaurus uses, written
 * to a stand-in module (`<file>.mdx.tsx`, one `import '<source>'` a line, in a
 * scratch folder `.boundaries-mdx-*` removed afterwards) and cruised in the same run with the same rules; a violation
 * found in a stand-in is reported against the MDX file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {cruise} from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import extractWebpackResolveConfig from 'dependency-cruiser/config-utl/extract-webpack-resolve-config';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {mdxjs} from 'micromark-extension-mdxjs';

/** The repository root. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const ALIASES = path.join(ROOT, 'scripts/lib/docusaurusAliases.cjs');

/** What is cruised: every code folder and config of the repository. */
const CODE_PATHS = ['src', 'plugins', 'scripts', 'e2e', 'test', 'docusaurus.config.ts', 'sidebars.ts'];
/** Where MDX docs live. */
const MDX_DIRS = ['docs', 'blog', 'src/pages'];

/** @typedef {{rule: string, from: string, to: string, cycle?: string[]}} Violation */

/** @param {string} dir @returns {string[]} every .mdx file under dir */
function mdxFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && e.name.endsWith('.mdx'))
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * The module sources an MDX file imports (import declarations and export ... from),
 * read from the ESM blocks of the parsed file.
 * @param {string} text
 * @returns {string[]}
 */
export function mdxImportSources(text) {
  const tree = fromMarkdown(text, {extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()]});
  /** @type {string[]} */
  const sources = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (
        (statement.type === 'ImportDeclaration' ||
          statement.type === 'ExportAllDeclaration' ||
          statement.type === 'ExportNamedDeclaration') &&
        statement.source &&
        typeof statement.source.value === 'string'
      ) {
        sources.push(statement.source.value);
      }
    }
  }
  return sources;
}

/**
 * Writes a stand-in module for every MDX file under `root`'s MDX folders into `scratch`,
 * relative sources rewritten as `@site/` paths so they resolve from there.
 * @param {string} root @param {string} scratch
 * @returns {Map<string, string>} stand-in path (relative to root) -> MDX path (relative to root)
 */
function writeStandIns(root, scratch) {
  /** @type {Map<string, string>} */
  const standIns = new Map();
  for (const file of MDX_DIRS.flatMap((dir) => mdxFiles(path.join(root, dir)))) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    const sources = mdxImportSources(fs.readFileSync(file, 'utf8')).map((source) =>
      source.startsWith('.')
        ? `@site/${path
            .relative(root, path.resolve(path.dirname(file), source))
            .split(path.sep)
            .join('/')}`
        : source,
    );
    const standIn = path.join(scratch, `${rel}.tsx`);
    fs.mkdirSync(path.dirname(standIn), {recursive: true});
    fs.writeFileSync(standIn, sources.map((s) => `import '${s}';\n`).join(''));
    standIns.set(path.relative(root, standIn).split(path.sep).join('/'), rel);
  }
  return standIns;
}

/**
 * Cruises `root` (the repository by default) with the real rules.
 * @param {{root?: string, paths?: string[]}} [options]
 * @returns {Promise<{violations: Violation[], modules: number}>}
 */
export async function checkBoundaries({root = ROOT, paths = CODE_PATHS} = {}) {
  // Inside root, so package.json and tsconfig apply to the stand-ins (the folder is gitignored).
  const scratch = fs.mkdtempSync(path.join(root, '.boundaries-mdx-'));
  try {
    const standIns = writeStandIns(root, scratch);
    const options = await extractDepcruiseOptions(CONFIG);
    options.baseDir = root;
    const existing = paths.filter((p) => fs.existsSync(path.join(root, p)));
    if (standIns.size > 0) existing.push(path.basename(scratch));
    const tsConfig = extractTSConfig(path.join(root, 'tsconfig.json'));
    // The extractor's return type and cruise's parameter type disagree on `fileSystem`, which neither sets here.
    const resolve = /** @type {Partial<import('dependency-cruiser').IResolveOptions>} */ (
      /** @type {unknown} */ (await extractWebpackResolveConfig(ALIASES))
    );
    const cwd = process.cwd();
    process.chdir(root);
    let result;
    try {
      result = await cruise(
        existing,
        {...options, tsConfig: {fileName: path.join(root, 'tsconfig.json')}},
        resolve,
        {tsConfig},
      );
    } finally {
      process.chdir(cwd);
    }
    const output = /** @type {import('dependency-cruiser').ICruiseResult} */ (result.output);
    const rename = (/** @type {string} */ p) => standIns.get(p) ?? p;
    const violations = (output.summary.violations ?? []).map((v) => ({
      rule: v.rule.name,
      from: rename(v.from),
      to: rename(v.to),
      ...(v.cycle ? {cycle: v.cycle.map((c) => rename(c.name))} : {}),
    }));
    return {violations, modules: output.summary.totalCruised};
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
}

/** @param {Violation} v */
export const describeViolation = (v) => `${v.rule}: ${v.from} -> ${v.cycle ? v.cycle.join(' -> ') : v.to}`;
