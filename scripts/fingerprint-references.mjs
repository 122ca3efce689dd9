#!/usr/bin/env node
// @ts-check
// Turns the reference texts of the law (../shared/reference/cmta.txt and nirc.txt, kept beside the
// repository and never committed) into data/reference-fingerprint.bin: a Golomb-coded set of hashes
// of every run of SHINGLE_WORDS consecutive normalised words. The file holds no text and cannot be
// turned back into text; it only answers "is this run of words in the references?", with a false
// positive rate of about 1 in 2^RICE_BITS per run. The copy check (scripts/content/copies.ts, run by
// scripts/check-content.mjs) reads it, so it also works in a clean clone where ../shared does not exist.
//
//   node scripts/fingerprint-references.mjs           write data/reference-fingerprint.bin
//   node scripts/fingerprint-references.mjs --check   exit 1 if it is stale (needs ../shared/reference)
//   ... --reference-dir <dir>                         read the texts from another folder
//
// Plain Node ESM, no dependencies. The functions below are pure (no I/O) except where named.

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseCli} from './lib/cli.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FINGERPRINT_PATH = 'data/reference-fingerprint.bin';
export const DEFAULT_REFERENCE_DIR = path.resolve(REPO_ROOT, '../shared/reference');
export const REFERENCE_FILES = ['cmta.txt', 'nirc.txt'];

/** A copied passage is a run of at least this many consecutive normalised words. */
export const SHINGLE_WORDS = 10;
/** Golomb-Rice parameter: false positive rate about 2^-22 (1 in 4 million) per run looked up. */
export const RICE_BITS = 22;
/** Bump when normaliseWords or the hash changes: old fingerprints then refuse to load. */
export const NORMALISATION = 'v1';

const MAGIC = 'PHCS-SHINGLE-GCS 1\n';

/**
 * One reference text a fingerprint was made from: its name, sha256 and word count.
 * @typedef {{name: string, sha256: string, words: number}} FingerprintSource
 */
/**
 * The JSON header line of a fingerprint file (encodeFingerprint writes it).
 * @typedef {{
 *   normalisation: string,
 *   hash: string,
 *   shingleWords: number,
 *   riceBits: number,
 *   modulus: number,
 *   values: number,
 *   bits: number,
 *   sources: FingerprintSource[],
 * }} FingerprintHeader
 */
/** @typedef {{riceBits?: number, shingleWords?: number}} FingerprintOptions */

/**
 * Split text into normalised words: lower case, letters and digits only, thousands separators and
 * ".00" dropped from numbers (so "P10,000.00" and "₱10,000" both give "10000"), apostrophes removed,
 * a "p"/"php" written before a number dropped, and a spelled-out number followed by its figures
 * ("fifteen (15) days") reduced to the figures ("15 days"), as a paraphrase would write it.
 * Punctuation, markup and the peso sign vanish.
 */
const NUMBER_WORD =
  '(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|' +
  'seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|' +
  'billion|and|pesos?|percent|per centum)';
/** "fifteen (15)", "ten thousand pesos (P10,000.00)": the law spells a number, then repeats it in figures. */
const SPELLED_NUMBER = new RegExp(
  String.raw`\b(?:${NUMBER_WORD}[\s-]+)*${NUMBER_WORD}\s*\(\s*(?:p|php)?\s*(\d[\d,.]*)\s*%?\)`,
  'g',
);

/** @param {string} text @returns {string[]} */
export function normaliseWords(text) {
  const tokens =
    String(text)
      .toLowerCase()
      .replace(/[’‘`´]/g, "'")
      .replace(SPELLED_NUMBER, ' $1 ')
      .replace(/\bp(?:hp)?\s?(?=\d)/g, '')
      .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
      .match(/[a-z0-9]+(?:['.][a-z0-9]+)*/g) ?? [];
  const words = [];
  for (const [i, token] of tokens.entries()) {
    const t = token.replace(/'/g, '').replace(/^(\d+)\.0+$/, '$1');
    if ((t === 'p' || t === 'php') && /^\d/.test(tokens[i + 1] ?? '')) continue;
    words.push(t);
  }
  return words;
}

/** 48-bit hash of one run of words (the first 6 bytes of its SHA-1), as a safe integer. @param {string[]} words */
export function hashRun(words) {
  // One-shot crypto.hash (Node 20.12+): about five times faster than a createHash per run, and
  // the copy check hashes some 180,000 runs. 12 hex digits = 6 bytes, below 2^53.
  return Number.parseInt(crypto.hash('sha1', words.join(' ')).slice(0, 12), 16);
}

/**
 * Hashes of every run of `size` consecutive words, in order (index i = run starting at word i).
 * @param {string[]} words
 * @returns {number[]}
 */
export function runHashes(words, size = SHINGLE_WORDS) {
  const out = [];
  for (let i = 0; i + size <= words.length; i++) out.push(hashRun(words.slice(i, i + size)));
  return out;
}

class BitWriter {
  constructor() {
    /** @type {number[]} */
    this.bytes = [];
    this.current = 0;
    this.used = 0;
    this.length = 0;
  }
  /** @param {number} b 0 or 1 */
  bit(b) {
    this.current = (this.current << 1) | b;
    this.used++;
    this.length++;
    if (this.used === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.used = 0;
    }
  }
  /** The low `count` bits of `value`, most significant first. @param {number} value @param {number} count */
  bits(value, count) {
    for (let i = count - 1; i >= 0; i--) this.bit(Math.floor(value / 2 ** i) % 2);
  }
  finish() {
    if (this.used > 0) this.bytes.push(this.current << (8 - this.used));
    return Buffer.from(this.bytes);
  }
}

/**
 * Encode hashes as a Golomb-coded set: reduce each into [0, count * 2^riceBits), sort, drop
 * duplicates, and write the gaps with Rice coding (quotient in unary, remainder in riceBits bits).
 * @param {readonly number[]} hashes
 * @param {FingerprintOptions & {sources?: FingerprintSource[]}} [options]
 */
export function encodeFingerprint(
  hashes,
  {riceBits = RICE_BITS, shingleWords = SHINGLE_WORDS, sources = []} = {},
) {
  const unique = new Set(hashes);
  const count = Math.max(unique.size, 1);
  const modulus = count * 2 ** riceBits;
  const values = [...new Set([...unique].map((h) => h % modulus))].sort((a, b) => a - b);
  const w = new BitWriter();
  let previous = 0;
  const divisor = 2 ** riceBits;
  for (const v of values) {
    const gap = v - previous;
    previous = v;
    const q = Math.floor(gap / divisor);
    for (let i = 0; i < q; i++) w.bit(1);
    w.bit(0);
    w.bits(gap % divisor, riceBits);
  }
  const payload = w.finish();
  /** @type {FingerprintHeader} */
  const header = {
    normalisation: NORMALISATION,
    hash: 'sha1-48',
    shingleWords,
    riceBits,
    modulus,
    values: values.length,
    bits: w.length,
    sources,
  };
  return Buffer.concat([Buffer.from(MAGIC + JSON.stringify(header) + '\n', 'utf8'), payload]);
}

/**
 * Read a fingerprint file's bytes back into {header, has(hash)}. Throws on a foreign or old file.
 * @param {Uint8Array} buffer
 */
export function decodeFingerprint(buffer) {
  const buf = Buffer.from(buffer);
  if (buf.subarray(0, MAGIC.length).toString('utf8') !== MAGIC)
    throw new Error('not a reference fingerprint file');
  const end = buf.indexOf(0x0a, MAGIC.length);
  /** @type {FingerprintHeader} */
  const header = JSON.parse(buf.subarray(MAGIC.length, end).toString('utf8'));
  if (header.normalisation !== NORMALISATION || header.hash !== 'sha1-48') {
    throw new Error(
      `fingerprint was made with normalisation ${header.normalisation}/${header.hash}; ` +
        `this checker uses ${NORMALISATION}/sha1-48: run node scripts/fingerprint-references.mjs`,
    );
  }
  const payload = buf.subarray(end + 1);
  if (payload.length !== Math.ceil(header.bits / 8))
    throw new Error('reference fingerprint is truncated or corrupt');
  const divisor = 2 ** header.riceBits;
  /** @type {Set<number>} */
  const values = new Set();
  let pos = 0;
  const bit = () => {
    // Past the end reads 0 bits, as `undefined >> n` did; the bit count check below catches it.
    const b = ((payload[pos >> 3] ?? 0) >> (7 - (pos & 7))) & 1;
    pos++;
    return b;
  };
  let previous = 0;
  for (let n = 0; n < header.values; n++) {
    let q = 0;
    while (bit() === 1) q++;
    let r = 0;
    for (let i = 0; i < header.riceBits; i++) r = r * 2 + bit();
    previous += q * divisor + r;
    values.add(previous);
  }
  if (pos !== header.bits) throw new Error('reference fingerprint is corrupt (bit count mismatch)');
  return {
    header,
    /** True if this run hash is (probably) in the references. */
    has: (/** @type {number} */ hash) => values.has(hash % header.modulus),
  };
}

/**
 * Fingerprint of some reference texts given as {name: text}. Pure.
 * @param {Readonly<Record<string, string>>} texts
 * @param {FingerprintOptions} [options]
 */
export function fingerprintTexts(texts, options = {}) {
  /** @type {number[]} */
  const hashes = [];
  /** @type {FingerprintSource[]} */
  const sources = [];
  for (const [name, text] of Object.entries(texts)) {
    const words = normaliseWords(text);
    for (const h of runHashes(words, options.shingleWords ?? SHINGLE_WORDS)) hashes.push(h);
    sources.push({name, sha256: sha256(text), words: words.length});
  }
  return encodeFingerprint(hashes, {...options, sources});
}

/** @param {string} text */
export function sha256(text) {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/**
 * I/O: read the reference texts from a folder, or null if the folder or a file is missing.
 * @returns {Record<string, string> | null} text by file name (REFERENCE_FILES)
 */
export function readReferenceTexts(dir = DEFAULT_REFERENCE_DIR) {
  /** @type {Record<string, string>} */
  const texts = {};
  for (const name of REFERENCE_FILES) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) return null;
    texts[name] = fs.readFileSync(file, 'utf8');
  }
  return texts;
}

/**
 * Problems that make a committed fingerprint stale against the texts (sha256 and settings).
 * @param {FingerprintHeader} header
 * @param {Readonly<Record<string, string>>} texts
 */
export function staleness(header, texts) {
  const problems = [];
  if (header.shingleWords !== SHINGLE_WORDS)
    problems.push(`built for ${header.shingleWords}-word runs, not ${SHINGLE_WORDS}`);
  if (header.riceBits !== RICE_BITS)
    problems.push(`built with ${header.riceBits} Rice bits, not ${RICE_BITS}`);
  for (const [name, text] of Object.entries(texts)) {
    const entry = header.sources.find((s) => s.name === name);
    if (!entry) problems.push(`${name} is not in the fingerprint`);
    else if (entry.sha256 !== sha256(text))
      problems.push(`${name} has changed since the fingerprint was made`);
  }
  return problems;
}

function main() {
  const {values: flags} = parseCli({
    usage: [
      'Usage: node scripts/fingerprint-references.mjs [--check] [--reference-dir DIR]',
      '  --check              say whether data/reference-fingerprint.bin is stale (exit 1 if so)',
      '  --reference-dir DIR  the law texts (default ../shared/reference)',
    ].join('\n'),
    options: {check: {type: 'boolean'}, 'reference-dir': {type: 'string'}},
  });
  const dir = path.resolve(flags['reference-dir'] ?? DEFAULT_REFERENCE_DIR);
  const texts = readReferenceTexts(dir);
  const target = path.join(REPO_ROOT, FINGERPRINT_PATH);
  if (!texts) {
    console.error(`Reference texts not found in ${dir} (need ${REFERENCE_FILES.join(', ')}).`);
    process.exit(1);
  }
  if (flags.check) {
    const {header} = decodeFingerprint(fs.readFileSync(target));
    const problems = staleness(header, texts);
    if (problems.length) {
      console.error(
        `${FINGERPRINT_PATH} is stale: ${problems.join('; ')}. Run node scripts/fingerprint-references.mjs`,
      );
      process.exit(1);
    }
    console.log(`${FINGERPRINT_PATH} is up to date.`);
    return;
  }
  const bytes = fingerprintTexts(texts);
  fs.writeFileSync(target, bytes);
  const {header} = decodeFingerprint(bytes);
  console.log(
    `Wrote ${FINGERPRINT_PATH}: ${header.values} runs of ${header.shingleWords} words from ` +
      `${header.sources.map((s) => `${s.name} (${s.words} words)`).join(', ')}; ${(bytes.length / 1024).toFixed(0)} KB.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
