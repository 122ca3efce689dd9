#!/usr/bin/env node
/**
 * Page weight on first load (DESIGN.md §11): serves the production build,
 * opens chosen pages in Debian's Chromium with an empty cache, records every
 * response until the network is idle, and prints the gzip size of its JS, CSS
 * and HTML. Fails (exit 1) when a docs page's JS is over budget.
 *
 * Usage: node scripts/weight.mjs [--port 3220] [path ...]
 */
import {spawn} from 'node:child_process';
import {gzipSync} from 'node:zlib';
import {setTimeout as sleep} from 'node:timers/promises';
import {chromium} from 'playwright-core';

/** Gzip KB of JavaScript a docs page may fetch on first load. */
export const DOCS_JS_BUDGET_KB = 170;

const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const port = portFlag >= 0 ? Number(args[portFlag + 1]) : 3220;
const pagesArg = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--port');
const PAGES = pagesArg.length > 0 ? pagesArg : ['/docs/intro', '/docs/CMTA-highlights', '/', '/blog/master-cmta-guide'];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

function kind(url, contentType) {
  const path = new URL(url).pathname;
  if (/javascript/.test(contentType) || path.endsWith('.js')) return 'js';
  if (/css/.test(contentType) || path.endsWith('.css')) return 'css';
  if (/html/.test(contentType)) return 'html';
  return 'other';
}

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

async function measure(browser, base, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  const totals = {js: 0, css: 0, html: 0, other: 0, prefetchJs: 0};
  const files = [];
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
        files.push({k: prefetch ? `${k}*` : k, url: response.url().replace(base, ''), gz});
      })(),
    );
  });
  await page.goto(`${base}${path}`, {waitUntil: 'networkidle'});
  await Promise.all(pending);
  await context.close();
  return {totals, files};
}

const server = spawn('npx', ['docusaurus', 'serve', '--port', String(port), '--no-open'], {
  stdio: 'ignore',
  detached: true,
});
let failed = false;
try {
  const base = `http://localhost:${port}`;
  await waitForServer(`${base}/`);
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS});
  const kb = (n) => (n / 1024).toFixed(1);
  console.log('First-load weight, gzip KB (every response until network idle):');
  console.log(['page'.padEnd(32), 'JS'.padStart(8), 'CSS'.padStart(8), 'HTML'.padStart(8), 'budget'.padStart(10)].join(''));
  for (const path of PAGES) {
    const {totals, files} = await measure(browser, base, path);
    const isDocs = path.startsWith('/docs/');
    const over = isDocs && totals.js / 1024 > DOCS_JS_BUDGET_KB;
    failed ||= over;
    const budget = isDocs ? `${over ? 'OVER' : 'ok'} ${DOCS_JS_BUDGET_KB}` : '-';
    console.log([path.padEnd(32), kb(totals.js).padStart(8), kb(totals.css).padStart(8), kb(totals.html).padStart(8), budget.padStart(10)].join(''));
    if (process.env.WEIGHT_VERBOSE) {
      for (const f of files.sort((a, b) => b.gz - a.gz)) console.log(`    ${f.k.padEnd(6)}${kb(f.gz).padStart(8)}  ${f.url}`);
    }
  }
  await browser.close();
} finally {
  process.kill(-server.pid);
}
if (failed) {
  console.error(`A docs page fetches more than ${DOCS_JS_BUDGET_KB} KB gzip of JavaScript on first load.`);
  process.exit(1);
}
