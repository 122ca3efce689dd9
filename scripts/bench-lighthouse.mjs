#!/usr/bin/env node
// @ts-check
/**
 * Lighthouse, mobile, our built site against the stock Docusaurus 3.10
 * classic template, side by side in the same run (DESIGN.md §11; issue 16).
 * A benchmark, not part of `npm test`: these machines are noisy, so both sites
 * are measured in turn, run after run, and the medians compared.
 *
 * - Ours: `build/` as it is (run `npm run build` first, or pass --build).
 * - Stock: `npx create-docusaurus@3.10.x` (classic template, JavaScript) from
 *   the npm registry into $STOCK_DIR (default: the system temp folder), built
 *   once and reused.
 * Prints per page the median performance score, total blocking time,
 * cumulative layout shift, largest contentful paint, script evaluation,
 * transferred bytes (all, and JavaScript alone), accessibility (light and
 * dark) and the ratio ours / stock. Exit 1 with --strict when a page performs
 * worse than stock. --save DIR keeps every run's Lighthouse JSON, to see what
 * Lighthouse blames (bootup-time, long-tasks, layout-shifts, unused-javascript).
 *
 * Both sites are served the way Firebase Hosting serves ours: `docusaurus
 * serve` behind a small front that gzips text responses (`docusaurus serve`
 * alone sends them uncompressed, which weighs every byte of HTML and CSS about
 * four times over). --raw measures without the front.
 *
 * Usage: node scripts/bench-lighthouse.mjs [--runs 3] [--build] [--strict] [--raw] [--save DIR] [path ...]   (default /docs/intro)
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {createGzip} from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {intFlag, parseCli} from './lib/cli.mjs';

/** @typedef {'ours' | 'stock'} Site */
/** @typedef {Awaited<ReturnType<typeof measure>>} Figures */
/** @typedef {'performance' | 'accessibility' | 'tbt' | 'cls' | 'scriptEval' | 'transferKB' | 'jsKB' | 'lcp'} FigureKey */

const {values: cli, positionals: PAGES} = parseCli({
  usage: [
    'Usage: npm run bench:lighthouse -- [path ...] [--runs N] [--port N] [--strict] [--raw] [--build] [--save DIR]',
    '  path        pages to measure (default /docs/intro)',
    '  --runs N    runs per page and site (default 3)',
    '  --port N    first port to serve on (default 3330)',
    '  --strict    exit 1 when a page is slower than stock or shifts its layout (CLS >= 0.01)',
    '  --raw       serve uncompressed, as `docusaurus serve` does',
    '  --build     build our site first (npm run build), even if build/ exists',
    '  --save DIR  keep each run\'s Lighthouse JSON in DIR (ours-<page>-<run>.json, stock-...)',
  ].join('\n'),
  options: {
    runs: {type: 'string'},
    port: {type: 'string'},
    strict: {type: 'boolean'},
    raw: {type: 'boolean'},
    build: {type: 'boolean'},
    save: {type: 'string'},
  },
  positionals: true,
});
const flag = (/** @type {'strict' | 'raw' | 'build'} */ name) => cli[name] === true;
if (PAGES.length === 0) PAGES.push('/docs/intro');
const RUNS = intFlag(cli.runs, '--runs', 3);
const PORT = intFlag(cli.port, '--port', 3330);
const SAVE_DIR = cli.save;
if (SAVE_DIR !== undefined) fs.mkdirSync(SAVE_DIR, {recursive: true});
const STOCK_VERSION = '3.10.x';
const STOCK_DIR = process.env.STOCK_DIR ?? path.join(os.tmpdir(), 'pcs-stock-docusaurus-3.10');
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @param {string} cmd @param {string[]} cmdArgs @param {string} cwd */
const run = (cmd, cmdArgs, cwd) => execFileSync(cmd, cmdArgs, {cwd, stdio: 'inherit'});

/** The stock template's build, made once from the registry's create-docusaurus. */
function stockBuild() {
  const site = path.join(STOCK_DIR, 'stock');
  if (fs.existsSync(path.join(site, 'build', 'index.html'))) return site;
  fs.mkdirSync(STOCK_DIR, {recursive: true});
  if (!fs.existsSync(path.join(site, 'package.json'))) {
    console.log(`Creating the stock template with create-docusaurus@${STOCK_VERSION} in ${STOCK_DIR} ...`);
    run('npx', ['--yes', `create-docusaurus@${STOCK_VERSION}`, 'stock', 'classic', '--javascript', '--skip-install'], STOCK_DIR);
  }
  run('npm', ['install', '--no-audit', '--no-fund'], site);
  run('npx', ['docusaurus', 'build'], site);
  return site;
}

function ourBuild() {
  const site = process.cwd();
  if (flag('build') || !fs.existsSync(path.join(site, 'build', 'index.html'))) run('npm', ['run', 'build'], site);
  return site;
}

/** @param {string} site @param {number} port */
async function serve(site, port) {
  const server = spawn('npx', ['docusaurus', 'serve', '--port', String(port), '--no-open'], {
    cwd: site,
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://localhost:${port}/`;
  for (let i = 0; i < 240; i += 1) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await sleep(250);
  }
  throw new Error(`${url} did not start`);
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * A front on `port` for the server on `upstream`: gzips text when the browser accepts it, as hosting does.
 * @param {number} port
 * @param {number} upstream
 * @returns {Promise<http.Server>}
 */
function gzipFront(port, upstream) {
  const front = http.createServer((req, res) => {
    const headers = {...req.headers, host: `localhost:${upstream}`};
    delete headers['accept-encoding'];
    const forward = http.request({port: upstream, path: req.url, method: req.method, headers}, (up) => {
      const type = String(up.headers['content-type'] ?? '');
      const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const out = {...up.headers};
      if (gzip) {
        delete out['content-length'];
        out['content-encoding'] = 'gzip';
        out.vary = 'Accept-Encoding';
      }
      res.writeHead(up.statusCode ?? 502, out);
      (gzip ? up.pipe(createGzip()) : up).pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  return new Promise((resolve) => front.listen(port, () => resolve(front)));
}

/**
 * One Lighthouse run in a fresh browser; the figures we compare.
 * @param {string} url @param {string[]} categories @param {string} [saveAs] file name in --save DIR
 */
async function measure(url, categories, saveAs) {
  const chrome = await chromeLauncher.launch({chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS});
  try {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories});
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (SAVE_DIR !== undefined && saveAs !== undefined) fs.writeFileSync(path.join(SAVE_DIR, saveAs), JSON.stringify(lhr));
    const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
    const details = lhr.audits['mainthread-work-breakdown']?.details;
    const breakdown = details?.type === 'table' ? details.items : [];
    const summary = lhr.audits['resource-summary']?.details;
    const resources = summary?.type === 'table' ? summary.items : [];
    const score = (/** @type {string} */ c) => {
      const s = lhr.categories[c]?.score;
      return s == null ? NaN : Math.round(s * 100);
    };
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      scriptEval: Number(breakdown.find((i) => i.group === 'scriptEvaluation')?.duration ?? NaN),
      transferKB: audit('total-byte-weight') / 1024,
      jsKB: Number(resources.find((i) => i.resourceType === 'script')?.transferSize ?? NaN) / 1024,
      lcp: audit('largest-contentful-paint'),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score === 0 && categories.includes('accessibility') && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of `xs`; NaN when there are none (--runs 0). @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

const ours = ourBuild();
const stock = stockBuild();
const RAW = flag('raw');
// The sites on PORT and PORT + 1; with the gzip front, docusaurus serve listens 10 ports higher.
const ourServer = await serve(ours, RAW ? PORT : PORT + 10);
const stockServer = await serve(stock, RAW ? PORT + 1 : PORT + 11);
const fronts = RAW ? [] : [await gzipFront(PORT, PORT + 10), await gzipFront(PORT + 1, PORT + 11)];
let behind = false;
try {
  /** @type {Record<Site, string>} */
  const sites = {ours: `http://localhost:${PORT}`, stock: `http://localhost:${PORT + 1}`};
  console.log(RAW ? 'Served as docusaurus serve sends it (uncompressed).' : 'Served gzip-compressed, as Firebase Hosting serves the site.');
  for (const page of PAGES) {
    // The stock template has few pages: one it lacks is compared with its own /docs/intro.
    const stockHas = await fetch(sites.stock + page).then((r) => r.ok, () => false);
    /** @type {Record<Site, string>} */
    const paths = {ours: page, stock: stockHas ? page : '/docs/intro'};
    /** @type {Record<Site, Figures[]>} */
    const runs = {ours: [], stock: []};
    // Alternate the sites, so a burst of load on the machine hits both alike.
    for (let i = 0; i < RUNS; i += 1) {
      /** @type {Site[]} */
      const turn = i % 2 === 0 ? ['ours', 'stock'] : ['stock', 'ours'];
      for (const site of turn) {
        const saveAs = `${site}-${paths[site].replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${i + 1}.json`;
        runs[site].push(await measure(sites[site] + paths[site], ['performance', 'accessibility'], saveAs));
      }
    }
    const dark = {
      ours: await measure(`${sites.ours}${page}?docusaurus-theme=dark`, ['accessibility']),
      stock: await measure(`${sites.stock}${paths.stock}?docusaurus-theme=dark`, ['accessibility']),
    };
    const m = (/** @type {Site} */ site, /** @type {FigureKey} */ key) => median(runs[site].map((r) => r[key]));
    /** @type {[label: string, key: FigureKey, digits: number][]} */
    const rows = [
      ['performance (score)', 'performance', 0],
      ['total blocking time (ms)', 'tbt', 0],
      ['cumulative layout shift', 'cls', 3],
      ['largest contentful paint (ms)', 'lcp', 0],
      ['script evaluation (ms)', 'scriptEval', 0],
      ['transferred (KB)', 'transferKB', 1],
      ['transferred JavaScript (KB)', 'jsKB', 1],
      ['accessibility, light (score)', 'accessibility', 0],
    ];
    console.log(`\nLighthouse mobile, ${page} against stock ${paths.stock}: median of ${RUNS} runs each (all runs: ours | stock)`);
    console.log(`${''.padEnd(32)}${'ours'.padStart(9)}${'stock'.padStart(9)}${'ours/stock'.padStart(12)}   runs`);
    for (const [label, key, digits] of rows) {
      const o = m('ours', key);
      const s = m('stock', key);
      const all = `${runs.ours.map((r) => r[key].toFixed(digits)).join(' ')} | ${runs.stock.map((r) => r[key].toFixed(digits)).join(' ')}`;
      const ratio = s === 0 ? (o === 0 ? '1.00' : '-') : (o / s).toFixed(2);
      console.log(`${label.padEnd(32)}${o.toFixed(digits).padStart(9)}${s.toFixed(digits).padStart(9)}${ratio.padStart(12)}   ${all}`);
    }
    console.log(`${'accessibility, dark (score)'.padEnd(32)}${String(dark.ours.accessibility).padStart(9)}${String(dark.stock.accessibility).padStart(9)}`);
    const failing = [...new Set([...runs.ours.flatMap((r) => r.failing), ...dark.ours.failing])];
    if (failing.length > 0) console.log(`  accessibility audits failing on ours: ${failing.join(', ')}`);
    const perfOk = m('ours', 'performance') >= m('stock', 'performance');
    const tbtOk = m('ours', 'tbt') <= m('stock', 'tbt');
    const clsOk = m('ours', 'cls') < 0.01;
    behind ||= !perfOk || !tbtOk || !clsOk;
    console.log(
      `  verdict: performance ${perfOk ? 'at or above' : 'BELOW'} stock, TBT ${tbtOk ? 'no higher than' : 'ABOVE'} stock, ` +
        `layout shift ${clsOk ? 'none (CLS < 0.01)' : `CLS ${m('ours', 'cls').toFixed(3)}`}`,
    );
  }
} finally {
  for (const front of fronts) front.close();
  for (const server of [ourServer, stockServer]) {
    try {
      if (server.pid !== undefined) process.kill(-server.pid);
    } catch {
      // already stopped
    }
  }
}
if (behind && flag('strict')) process.exit(1);
