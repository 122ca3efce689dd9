/**
 * The whole repository: every place legal prose lives (docs, blog, the navigator data, question
 * banks, premium bodies, valuation drills and practice scenarios), each read once and given to
 * the checks that apply to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  DEFAULT_REFERENCE_DIR,
  FINGERPRINT_PATH,
  decodeFingerprint,
  readReferenceTexts,
  staleness,
} from '../fingerprint-references.mjs';
import {OUTPUT_PATH as NAVIGATOR_PATH, generateNavigator} from '../gen-cmta-fulltext.mjs';
import {checkBlogCollection, checkBlogPost} from './blog';
import {checkCitations} from './citations';
import {
  type CmtaSection,
  type CmtaStructure,
  type Fingerprint,
  allowedRuns,
  cmtaDataSegments,
  findCopiedRuns,
  jsonSegments,
  officialNames,
} from './copies';
import {checkDocPage} from './docPage';
import {type FactStatement, factProblems, factStatements} from './factCheck';
import {type YamlMap, readYamlMap} from './frontMatter';
import {type Page, pageSegments, readPage, readProblems} from './page';
import type {Segment} from './segments';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Files under `dir` (recursively) whose names end with one of `exts`, sorted. */
function listFiles(dir: string, exts: readonly string[]): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...listFiles(p, exts));
    else if (exts.some((x) => e.name.endsWith(x))) out.push(p);
  }
  return out.sort();
}

/** What checkRepo read: counts per kind, and every fact statement (for `--facts`). */
export interface RepoStats {
  docs: number;
  posts: number;
  banks: number;
  premium: number;
  caseFiles: number;
  statements: (FactStatement & {file: string})[];
}

/** The reference fingerprint, or the problem that keeps the copy check from running. */
function loadFingerprint(
  root: string,
  referenceDir: string,
  fingerprintBytes: Uint8Array | undefined,
  problems: string[],
): Fingerprint | null {
  const fingerprintFile = path.join(root, FINGERPRINT_PATH);
  const bytes =
    fingerprintBytes ?? (fs.existsSync(fingerprintFile) ? fs.readFileSync(fingerprintFile) : null);
  if (!bytes) {
    problems.push(`${FINGERPRINT_PATH}: missing; run node scripts/fingerprint-references.mjs`);
    return null;
  }
  try {
    const fingerprint: Fingerprint = decodeFingerprint(bytes);
    const texts = fingerprintBytes ? null : readReferenceTexts(referenceDir);
    if (texts) {
      for (const p of staleness(fingerprint.header, texts) as string[]) {
        problems.push(`${FINGERPRINT_PATH}: stale (${p}); run node scripts/fingerprint-references.mjs`);
      }
    }
    return fingerprint;
  } catch (e) {
    problems.push(`${FINGERPRINT_PATH}: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  }
}

/**
 * Run every check on a repository folder. `referenceDir` is where the law texts may be (to
 * notice a stale fingerprint); `fingerprintBytes` overrides data/reference-fingerprint.bin.
 */
export function checkRepo(
  root: string = REPO_ROOT,
  {
    referenceDir = DEFAULT_REFERENCE_DIR,
    fingerprintBytes,
    checkNavigator = true,
  }: {referenceDir?: string; fingerprintBytes?: Uint8Array; checkNavigator?: boolean} = {},
): {problems: string[]; stats: RepoStats} {
  const problems: string[] = [];
  const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
  const read = (p: string) => fs.readFileSync(p, 'utf8');

  const sectionsFile = path.join(root, 'data/cmta/sections.json');
  const cmtaSections = JSON.parse(read(sectionsFile)) as CmtaSection[];
  const sectionNumbers = new Set(cmtaSections.map((s) => s.number));
  const navigatorFile = listFiles(path.join(root, 'docs'), ['.md', '.mdx']).find((f) =>
    /\/CMTA-fulltext\.mdx?$/.test(f),
  );
  const navigatorText = navigatorFile ? read(navigatorFile) : '';
  const navigatorAnchors = new Set([...navigatorText.matchAll(/\{#([\w-]+)\}/g)].map((m) => m[1] ?? ''));
  if (!navigatorFile) problems.push('docs/CMTA-fulltext.md: missing');
  else {
    for (const n of sectionNumbers) {
      if (!navigatorAnchors.has(`sec-${n}`)) problems.push(`${rel(navigatorFile)}: no anchor #sec-${n}`);
    }
    if (checkNavigator && root === REPO_ROOT && navigatorText !== generateNavigator(root)) {
      problems.push(`${NAVIGATOR_PATH}: out of date with data/cmta/; run node scripts/gen-cmta-fulltext.mjs`);
    }
  }

  const fingerprint = loadFingerprint(root, referenceDir, fingerprintBytes, problems);
  const structure = JSON.parse(read(path.join(root, 'data/cmta/structure.json'))) as CmtaStructure;
  const allowed = allowedRuns(officialNames(structure, cmtaSections), fingerprint?.header.shingleWords);
  const copies = (file: string, segments: readonly Segment[]) => {
    if (fingerprint) problems.push(...findCopiedRuns({file, segments, fingerprint, allowed}));
  };
  const citations = (file: string, text: string, isNavigator = false) =>
    problems.push(...checkCitations({file, text, sectionNumbers, navigatorAnchors, isNavigator}));

  const stats: RepoStats = {docs: 0, posts: 0, banks: 0, premium: 0, caseFiles: 0, statements: []};
  /** The amounts and copy checks of a page, which every kind of page gets. */
  const prose = (page: Page, {listStatements = true} = {}) => {
    const statements = factStatements({segments: pageSegments(page, {rows: true})});
    problems.push(...factProblems(page.file, statements));
    if (listStatements) stats.statements.push(...statements.map((st) => ({...st, file: page.file})));
    copies(page.file, pageSegments(page));
  };

  for (const f of listFiles(path.join(root, 'docs'), ['.md', '.mdx'])) {
    const text = read(f);
    const page = readPage(rel(f), text);
    stats.docs++;
    problems.push(
      ...checkDocPage({file: page.file, text, id: path.basename(f).replace(/\.mdx?$/, ''), page}),
    );
    citations(page.file, text, f === navigatorFile);
    prose(page);
  }

  const blogDir = path.join(root, 'blog');
  const yamlMap = (name: string): YamlMap => {
    const file = path.join(blogDir, name);
    if (!fs.existsSync(file)) return {};
    const {map, errors} = readYamlMap(read(file));
    for (const e of errors) problems.push(`blog/${name}:${e.line}: not valid YAML (${e.message})`);
    return map;
  };
  const authors = yamlMap('authors.yml');
  const tags = yamlMap('tags.yml');
  const posts = listFiles(blogDir, ['.md', '.mdx']).map((f) => ({file: rel(f), text: read(f)}));
  for (const p of posts) {
    const page = readPage(p.file, p.text);
    stats.posts++;
    problems.push(...checkBlogPost({file: p.file, text: p.text, authors, tags, page}));
    citations(p.file, p.text);
    prose(page);
  }
  problems.push(...checkBlogCollection(posts, authors, tags));
  copies(
    'blog/authors.yml',
    Object.entries(authors).map(([id, a]) => ({
      line: 0,
      where: id,
      text: typeof a.description === 'string' ? a.description : '',
    })),
  );

  copies(rel(sectionsFile), cmtaDataSegments(cmtaSections));

  const jsonFiles = (dir: string) => listFiles(path.join(root, dir), ['.json']);
  for (const f of [...jsonFiles('quizzes'), ...jsonFiles('premium/quizzes')]) {
    stats.banks++;
    const text = read(f);
    citations(rel(f), text);
    copies(rel(f), jsonSegments(JSON.parse(text)));
  }

  // Premium reviewer bodies: law in prose like the docs, served only to premium users.
  for (const f of listFiles(path.join(root, 'premium/content'), ['.md'])) {
    stats.premium++;
    const text = read(f);
    const page = readPage(rel(f), text);
    problems.push(...readProblems(page));
    citations(page.file, text);
    prose(page, {listStatements: false});
  }

  // Computation case data: valuation drills and practice scenarios.
  for (const f of jsonFiles('data/computation')) {
    stats.caseFiles++;
    const text = read(f);
    citations(rel(f), text);
    copies(rel(f), jsonSegments(JSON.parse(text)));
  }
  return {problems, stats};
}
