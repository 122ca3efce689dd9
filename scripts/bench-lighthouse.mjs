#!/usr/bin/env node
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
 * Prints per page the median performance score, total blocking time, script
 * evaluation, transferred bytes, accessibility (light and dark) and the ratio
 * ours / stock. Exit 1 with --strict when a page performs worse than stock.
 *
 * Usage: node scripts/bench-lighthouse.mjs [--runs 3] [--build] [--strict] [path ...]   (default /docs/intro)
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(value('--runs', 3));
const PAGES = args.filter((a, i) => a.startsWith('/') && !['--runs', '--port'].includes(args[i - 1]));
if (PAGES.length === 0) PAGES.push('/docs/intro');
const PORT = Number(value('--port', 3330));
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
  if (flag('--build') || !fs.existsSync(path.join(site, 'build', 'index.html'))) run('npm', ['run', 'build'], site);
  return site;
}

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

/** One Lighthouse run in a fresh browser; the figures we compare. */
async function measure(url, categories) {
  const chrome = await chromeLauncher.launch({chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS});
  try {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories});
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const breakdown = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
    const score = (c) => (lhr.categories[c]?.score == null ? NaN : Math.round(lhr.categories[c].score * 100));
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      tbt: audit('total-blocking-time'),
      scriptEval: breakdown.find((i) => i.group === 'scriptEvaluation')?.duration ?? NaN,
      transferKB: audit('total-byte-weight') / 1024,
      lcp: audit('largest-contentful-paint'),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score === 0 && categories.includes('accessibility') && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const ours = ourBuild();
const stock = stockBuild();
const ourServer = await serve(ours, PORT);
const stockServer = await serve(stock, PORT + 1);
let behind = false;
try {
  const sites = {ours: `http://localhost:${PORT}`, stock: `http://localhost:${PORT + 1}`};
  for (const page of PAGES) {
    const runs = {ours: [], stock: []};
    // Alternate the sites, so a burst of load on the machine hits both alike.
    for (let i = 0; i < RUNS; i += 1) {
      for (const site of i % 2 === 0 ? ['ours', 'stock'] : ['stock', 'ours']) {
        runs[site].push(await measure(sites[site] + page, ['performance', 'accessibility']));
      }
    }
    const dark = {
      ours: await measure(`${sites.ours}${page}?docusaurus-theme=dark`, ['accessibility']),
      stock: await measure(`${sites.stock}${page}?docusaurus-theme=dark`, ['accessibility']),
    };
    const m = (site, key) => median(runs[site].map((r) => r[key]));
    const rows = [
      ['performance (score)', 'performance', 0],
      ['total blocking time (ms)', 'tbt', 0],
      ['script evaluation (ms)', 'scriptEval', 0],
      ['largest contentful paint (ms)', 'lcp', 0],
      ['transferred (KB)', 'transferKB', 1],
      ['accessibility, light (score)', 'accessibility', 0],
    ];
    console.log(`\nLighthouse mobile, ${page}: median of ${RUNS} runs each (all runs: ours | stock)`);
    console.log(`${''.padEnd(32)}${'ours'.padStart(9)}${'stock'.padStart(9)}${'ours/stock'.padStart(12)}   runs`);
    for (const [label, key, digits] of rows) {
      const o = m('ours', key);
      const s = m('stock', key);
      const all = `${runs.ours.map((r) => r[key].toFixed(digits)).join(' ')} | ${runs.stock.map((r) => r[key].toFixed(digits)).join(' ')}`;
      console.log(`${label.padEnd(32)}${o.toFixed(digits).padStart(9)}${s.toFixed(digits).padStart(9)}${(o / s).toFixed(2).padStart(12)}   ${all}`);
    }
    console.log(`${'accessibility, dark (score)'.padEnd(32)}${String(dark.ours.accessibility).padStart(9)}${String(dark.stock.accessibility).padStart(9)}`);
    const failing = [...new Set([...runs.ours.flatMap((r) => r.failing), ...dark.ours.failing])];
    if (failing.length > 0) console.log(`  accessibility audits failing on ours: ${failing.join(', ')}`);
    const perfOk = m('ours', 'performance') >= m('stock', 'performance');
    const tbtOk = m('ours', 'tbt') <= m('stock', 'tbt');
    behind ||= !perfOk || !tbtOk;
    console.log(`  verdict: performance ${perfOk ? 'at or above' : 'BELOW'} stock, TBT ${tbtOk ? 'no higher than' : 'ABOVE'} stock`);
  }
} finally {
  for (const server of [ourServer, stockServer]) {
    try {
      process.kill(-server.pid);
    } catch {
      // already stopped
    }
  }
}
if (behind && flag('--strict')) process.exit(1);
