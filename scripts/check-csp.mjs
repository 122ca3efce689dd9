#!/usr/bin/env node
// @ts-check
/**
 * The Content-Security-Policy of firebase.json allows inline scripts only by
 * hash. Docusaurus inlines a few small scripts (colour mode, announcement bar,
 * ...), so this compares the executable inline scripts of a built site with
 * the hashes the policy lists. A folder holding a Firebase-mode build must
 * hold every locale (the Filipino pages inline their own colour-mode script).
 * Run after a build:
 *
 *   node scripts/check-csp.mjs build            # fails if a hash is missing
 *   node scripts/check-csp.mjs build --write    # adds the missing hashes
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {firebaseBuildProblems, readBuildInfo} from './build-info.mjs';
import {parseCli} from './lib/cli.mjs';

const FIREBASE_JSON = 'firebase.json';

/**
 * The parts of firebase.json the scripts read (hosting's headers and predeploy);
 * the rest is kept as it is when the file is written back.
 * @typedef {{
 *   hosting?: {
 *     predeploy?: string[],
 *     headers?: {source?: string, headers?: {key: string, value: string}[]}[],
 *   },
 * }} FirebaseJson
 */

/** Script types the browser executes (JSON-LD and other data blocks are not run). */
function isExecutable(/** @type {string} */ attrs) {
  if (/\bsrc\s*=/.test(attrs)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
  return !type || type === 'text/javascript' || type === 'module' || type === 'application/javascript';
}

/** sha256 sources of every executable inline script in the HTML. @param {string} html */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attrs = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!isExecutable(attrs) || code.trim() === '') continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

/** @param {FirebaseJson} config */
function cspHeader(config) {
  for (const block of config.hosting?.headers ?? []) {
    const header = block.headers?.find((h) => h.key === 'Content-Security-Policy');
    if (header) return header;
  }
  throw new Error(`${FIREBASE_JSON} has no Content-Security-Policy header`);
}

/**
 * Compares the inline scripts of `dirs` with the policy in `config` (firebase.json's content).
 * Returns the hashes needed, those missing, and problems with the folders themselves.
 * @param {string[]} dirs
 * @param {FirebaseJson} config
 */
export function checkCsp(dirs, config) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Set<string>} */
  const needed = new Set();
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) throw new Error(`${dir} does not exist: build the site first`);
    // A Firebase-mode build is what gets deployed: all its locales must be there to be checked.
    if (readBuildInfo(dir)?.backend === 'firebase') {
      for (const p of firebaseBuildProblems(dir, {allowEmulators: true})) problems.push(`${dir}: ${p}`);
    }
    for (const file of htmlFiles(dir)) for (const h of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) needed.add(h);
  }
  const header = cspHeader(config);
  const directives = header.value.split(';').map((d) => d.trim()).filter(Boolean);
  const index = directives.findIndex((d) => d.startsWith('script-src '));
  const scriptSrc = directives[index];
  if (scriptSrc === undefined) throw new Error('the policy has no script-src directive');
  const listed = new Set(scriptSrc.split(/\s+/).slice(1));
  const missing = [...needed].filter((h) => !listed.has(h));
  return {needed, missing, problems, header, directives, index, scriptSrc};
}

function main() {
  const {values: flags, positionals: dirs} = parseCli({
    usage: [
      'Usage: node scripts/check-csp.mjs [dir ...] [--write]',
      '  dir      built sites to check (default build)',
      "  --write  add the missing inline-script hashes to firebase.json's policy",
    ].join('\n'),
    options: {write: {type: 'boolean'}},
    positionals: true,
  });
  const write = flags.write === true;
  if (dirs.length === 0) dirs.push('build');
  /** @type {FirebaseJson} */
  const config = JSON.parse(fs.readFileSync(FIREBASE_JSON, 'utf8'));
  const {needed, missing, problems, header, directives, index, scriptSrc} = checkCsp(dirs, config);
  for (const p of problems) console.error(`CSP: ${p}`);
  if (problems.length > 0) process.exitCode = 1;
  if (missing.length === 0) {
    if (problems.length === 0) {
      console.log(`CSP: all ${needed.size} inline script hashes of ${dirs.join(', ')} are allowed by ${FIREBASE_JSON}.`);
    }
    return;
  }
  if (!write) {
    console.error(`CSP: ${missing.length} inline script(s) in ${dirs.join(', ')} are not allowed by ${FIREBASE_JSON}:`);
    for (const h of missing) console.error(`  ${h}`);
    console.error('Run `node scripts/check-csp.mjs <build dirs> --write` after checking what changed.');
    process.exitCode = 1;
    return;
  }
  directives[index] = [scriptSrc, ...missing].join(' ');
  header.value = directives.join('; ');
  fs.writeFileSync(FIREBASE_JSON, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`CSP: added ${missing.length} hash(es) to ${FIREBASE_JSON}.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
