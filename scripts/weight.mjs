#!/usr/bin/env node
// @ts-check
/**
 * Page weight on first load (DESIGN.md §11): serves the production build,
 * opens chosen pages in Debian's Chromium with an empty cache, records every
 * response until the network is idle, and prints the gzip size of its JS, CSS
 * and HTML. Fails (exit 1) when a docs page's JS is over budget.
 *
 * Usage: node scripts/weight.mjs [--port 3220] [path ...]
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {gzipSync} from 'node:zlib';
import {setTimeout as sleep} from 'node:timers/promises';
import {chromium} from 'playwright-core';
import {intFlag, parseCli} from './lib/cli.mjs';

/**
 * DESIGN.md §11: a docs page fetches at most 170 KB gzip of JS on first load,
 * derived as the stock template's 160 KB plus 10 KB for our shell. Measured
 * with this script (same method, same machine, 2026-11-22), the stock
 * Docusaurus 3.10 classic TypeScript template's /docs/intro fetches 172.2 KB
 * (with or without @docusaurus/faster), not 160, so 170 KB cannot be met even
 * by the stock template; the figure is printed as the design target.
 *
 * What we enforce is the design's intent, the 10 KB allowance for our shell,
 * on every docs page: a page's text is compiled into its own JS chunk (the MDX
 * module), so a long law page weighs more than the stock two-paragraph intro
 * for reasons that are not our shell. Shell JS = first-load JS minus the page's
 * own content chunk(s); its limit is the stock /docs/intro measured the same
 * way (172.2 KB, of which its intro module is 1.7 KB) plus 10 KB. Firebase,
 * search, quiz or computation UI leaking into any docs page fails this.
 * Prefetches of other routes (<link rel=prefetch>, skipped by Docusaurus on 2g
 * and Save-Data) are shown apart and not counted.
 */
export const DESIGN_TARGET_KB = 170;
export const STOCK_DOCS_INTRO_KB = 172.2;
export const STOCK_DOCS_INTRO_CONTENT_KB = 1.7;
// Measured 142.6 KB since the code highlighter left the shell (plugins/lazy-highlighter, issue 16):
// our shell is now lighter than stock's, whose main.js still carries Prism.
export const DOCS_SHELL_LIMIT_KB = STOCK_DOCS_INTRO_KB - STOCK_DOCS_INTRO_CONTENT_KB + 10;

const {values: flags, positionals: pagesArg} = parseCli({
  usage: [
    'Usage: node scripts/weight.mjs [--port N] [path ...]',
    '  --port N  serve build/ on this port (default 3220)',
    '  path      pages to weigh, e.g. /docs/intro / (default: a docs page of each kind, home and a post)',
  ].join('\n'),
  options: {port: {type: 'string'}},
  positionals: true,
});
const port = intFlag(flags.port, '--port', 3220);
const notPaths = pagesArg.filter((a) => !a.startsWith('/'));
if (notPaths.length > 0) {
  console.error(`Pages are paths that start with "/" (got ${notPaths.join(', ')}).`);
  process.exit(2);
}
const PAGES =
  pagesArg.length > 0
    ? pagesArg
    : [
        '/docs/intro',
        '/docs/CMTA-highlights',
        '/docs/practical-computation-reviewer',
        '/docs/quiz',
        '/docs/hs-code-practice',
        '/',
        '/blog/master-cmta-guide',
      ];

/**
 * The HS explorer's data (issue 15), fetched only when the explorer is used:
 * the index and the overviews when it opens, one section's chunk when a
 * section is opened, all of them for a search by words. Budgets in gzip KB.
 */
export const HS_BUDGET_KB = {index: 4, overviews: 10, section: 30, allSections: 160};

function hsDataWeight() {
  const gz = (/** @type {string} */ file) => gzipSync(fs.readFileSync(file)).length / 1024;
  const dir = 'data/hs/sections';
  const sections = fs.readdirSync(dir).map((f) => ({name: f, kb: gz(`${dir}/${f}`)}));
  const largest = sections.reduce((a, b) => (b.kb > a.kb ? b : a));
  const all = sections.reduce((n, s) => n + s.kb, 0);
  /** @type {[what: string, kbs: number, budget: number][]} */
  const rows = [
    ['index (sections and chapters)', gz('data/hs/index.json'), HS_BUDGET_KB.index],
    ['section overviews', gz('data/hs/overviews.json'), HS_BUDGET_KB.overviews],
    [`largest section chunk (${largest.name})`, largest.kb, HS_BUDGET_KB.section],
    [`all ${sections.length} section chunks (a search by words)`, all, HS_BUDGET_KB.allSections],
  ];
  console.log('\nHS explorer data, gzip KB (loaded on use, never on a docs page\'s first load):');
  let over = false;
  for (const [what, kbs, budget] of rows) {
    const bad = kbs > budget;
    over ||= bad;
    console.log(`  ${what.padEnd(48)}${kbs.toFixed(1).padStart(8)}  budget ${String(budget).padStart(4)}  ${bad ? 'OVER' : 'ok'}`);
  }
  return over;
}
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * @param {string} url
 * @param {string} contentType
 * @returns {'js' | 'css' | 'html' | 'other'}
 */
function kind(url, contentType) {
  const path = new URL(url).pathname;
  if (/javascript/.test(contentType) || path.endsWith('.js')) return 'js';
  if (/css/.test(contentType) || path.endsWith('.css')) return 'css';
  if (/html/.test(contentType)) return 'html';
  return 'other';
}

/**
 * Chunk names of content modules (doc and blog markdown), read from the
 * registry Docusaurus generated for the build being measured.
 */
function contentChunkNames() {
  const dir = process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME ?? '.docusaurus';
  const registry = fs.readFileSync(`${dir}/registry.js`, 'utf8');
  /** @type {Set<string>} */
  const names = new Set();
  for (const [, chunk = '', module = ''] of registry.matchAll(/"([\w-]+)": \[\(\) => import\(\/\* webpackChunkName: "[\w-]+" \*\/ "([^"]+)"\)/g)) {
    if (/^@site\/(docs|blog)\/|^@site\/i18n\/[^/]+\/docusaurus-plugin-content-(docs|blog)\//.test(module)) names.add(chunk);
  }
  if (names.size === 0) throw new Error(`no content chunks found in ${dir}/registry.js: build the site first`);
  return names;
}

/** Fails when something already answers on the port: we would measure another site. @param {string} url */
async function assertPortFree(url) {
  const answered = await fetch(url).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`${url} already answers: stop that server or pass --port <free port>`);
}

/** @param {string} url */
async function waitForServer(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`server at ${url} did not start`);
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} base
 * @param {string} path
 */
async function measure(browser, base, path) {
  // The page's own downloads: the service worker (registered after load) would re-request cached files.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    ...(process.env.WEIGHT_MOBILE ? {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true} : {}),
  });
  const page = await context.newPage();
  /** @type {Promise<void>[]} */
  const pending = [];
  const totals = {js: 0, css: 0, html: 0, other: 0, prefetchJs: 0, contentJs: 0};
  /** @type {{k: string, url: string, gz: number}[]} */
  const files = [];
  /** @type {Set<string>} */
  const seen = new Set();
  page.on('response', (response) => {
    // A chunk that is both preloaded and executed answers twice; it is one download.
    if (seen.has(response.url())) return;
    seen.add(response.url());
    const prefetch = /prefetch/.test(response.request().headers()['sec-purpose'] ?? '');
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return;
        const k = kind(response.url(), response.headers()['content-type'] ?? '');
        const gz = gzipSync(body).length;
        totals[k] += gz;
        if (prefetch && k === 'js') totals.prefetchJs += gz;
        const chunk = /\/assets\/js\/([\w-]+)\./.exec(new URL(response.url()).pathname)?.[1];
        const content = !prefetch && k === 'js' && chunk !== undefined && contentChunks.has(chunk);
        if (content) totals.contentJs += gz;
        files.push({k: prefetch ? `${k}*` : content ? 'js(c)' : k, url: response.url().replace(base, ''), gz});
      })(),
    );
  });
  await page.goto(`${base}${path}`, {waitUntil: 'networkidle'});
  await Promise.all(pending);
  await context.close();
  return {totals, files};
}

const contentChunks = contentChunkNames();
/** Docs pages whose whole first-load JS is over the design target. @type {string[]} */
const overTarget = [];
await assertPortFree(`http://localhost:${port}/`);
const server = spawn('npx', ['docusaurus', 'serve', '--port', String(port), '--no-open'], {
  stdio: 'ignore',
  detached: true,
});
let failed = false;
try {
  const base = `http://localhost:${port}`;
  await waitForServer(`${base}/`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
  console.log(
    'First-load weight, gzip KB (every response until network idle; prefetches of other routes apart):',
  );
  console.log(
    [
      'page'.padEnd(40),
      'JS'.padStart(8),
      'content'.padStart(9),
      'shell'.padStart(8),
      '+prefetch'.padStart(10),
      'CSS'.padStart(8),
      'HTML'.padStart(8),
      'JS budget'.padStart(12),
    ].join(''),
  );
  for (const path of PAGES) {
    const {totals, files} = await measure(browser, base, path);
    const ownJs = totals.js - totals.prefetchJs;
    const shellJs = ownJs - totals.contentJs;
    const isDocs = /^\/(fil\/)?docs\//.test(path);
    const overShell = isDocs && shellJs / 1024 > DOCS_SHELL_LIMIT_KB;
    failed ||= overShell;
    if (isDocs && ownJs / 1024 > DESIGN_TARGET_KB) overTarget.push(`${path} (its content ${kb(totals.contentJs)} KB)`);
    const budget = !isDocs ? '-' : overShell ? 'SHELL OVER' : 'shell ok';
    console.log(
      [
        path.padEnd(40),
        kb(ownJs).padStart(8),
        kb(totals.contentJs).padStart(9),
        kb(shellJs).padStart(8),
        kb(totals.prefetchJs).padStart(10),
        kb(totals.css).padStart(8),
        kb(totals.html).padStart(8),
        budget.padStart(13),
      ].join(''),
    );
    if (process.env.WEIGHT_VERBOSE) {
      for (const f of files.sort((a, b) => b.gz - a.gz))
        console.log(`    ${f.k.padEnd(6)}${kb(f.gz).padStart(8)}  ${f.url}`);
    }
  }
  await browser.close();
} finally {
  try {
    if (server.pid !== undefined) process.kill(-server.pid);
  } catch {
    // the server already stopped
  }
}
failed = hsDataWeight() || failed;
console.log(
  `Budget (DESIGN.md §11): every docs page's shell JS (first-load JS minus the page's own content chunk) at most ` +
    `${DOCS_SHELL_LIMIT_KB.toFixed(1)} KB = the stock template's ${(STOCK_DOCS_INTRO_KB - STOCK_DOCS_INTRO_CONTENT_KB).toFixed(1)} KB ` +
    `measured the same way + the design's 10 KB.\n` +
    `Design target for a whole docs page: ${DESIGN_TARGET_KB} KB; the stock template's /docs/intro measures ` +
    `${STOCK_DOCS_INTRO_KB} KB here, so the target is reported, not enforced. ` +
    (overTarget.length === 0
      ? 'Every docs page measured meets it.'
      : `Over it, for the length of their own text: ${overTarget.join(', ')}.`),
);
if (failed) {
  console.error('Over budget: see the rows marked SHELL OVER (WEIGHT_VERBOSE=1 lists every file).');
  process.exit(1);
}
