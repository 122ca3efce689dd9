#!/usr/bin/env node
/**
 * The Content-Security-Policy of firebase.json allows inline scripts only by
 * hash. Docusaurus inlines a few small scripts (colour mode, announcement bar,
 * ...), so this compares the executable inline scripts of a built site with
 * the hashes the policy lists. Run after a build:
 *
 *   node scripts/check-csp.mjs build            # fails if a hash is missing
 *   node scripts/check-csp.mjs build --write    # adds the missing hashes
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FIREBASE_JSON = 'firebase.json';

/** Script types the browser executes (JSON-LD and other data blocks are not run). */
function isExecutable(attrs) {
  if (/\bsrc\s*=/.test(attrs)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
  return !type || type === 'text/javascript' || type === 'module' || type === 'application/javascript';
}

/** sha256 sources of every executable inline script in the HTML. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!isExecutable(m[1]) || m[2].trim() === '') continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function htmlFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

function cspHeader(config) {
  for (const block of config.hosting?.headers ?? []) {
    const header = block.headers?.find((h) => h.key === 'Content-Security-Policy');
    if (header) return header;
  }
  throw new Error(`${FIREBASE_JSON} has no Content-Security-Policy header`);
}

function main() {
  const args = process.argv.slice(2);
  const write = args.includes('--write');
  const dirs = args.filter((a) => !a.startsWith('--'));
  if (dirs.length === 0) dirs.push('build');
  const needed = new Set();
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) throw new Error(`${dir} does not exist: build the site first`);
    for (const file of htmlFiles(dir)) for (const h of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) needed.add(h);
  }
  const config = JSON.parse(fs.readFileSync(FIREBASE_JSON, 'utf8'));
  const header = cspHeader(config);
  const directives = header.value.split(';').map((d) => d.trim()).filter(Boolean);
  const index = directives.findIndex((d) => d.startsWith('script-src '));
  if (index < 0) throw new Error('the policy has no script-src directive');
  const listed = new Set(directives[index].split(/\s+/).slice(1));
  const missing = [...needed].filter((h) => !listed.has(h));
  if (missing.length === 0) {
    console.log(`CSP: all ${needed.size} inline script hashes of ${dirs.join(', ')} are allowed by ${FIREBASE_JSON}.`);
    return;
  }
  if (!write) {
    console.error(`CSP: ${missing.length} inline script(s) in ${dirs.join(', ')} are not allowed by ${FIREBASE_JSON}:`);
    for (const h of missing) console.error(`  ${h}`);
    console.error('Run `node scripts/check-csp.mjs <build dirs> --write` after checking what changed.');
    process.exitCode = 1;
    return;
  }
  directives[index] = [directives[index], ...missing].join(' ');
  header.value = directives.join('; ');
  fs.writeFileSync(FIREBASE_JSON, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`CSP: added ${missing.length} hash(es) to ${FIREBASE_JSON}.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
