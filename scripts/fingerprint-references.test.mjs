// @ts-check
// The reference fingerprint: normalisation, the Golomb-coded set, and the committed file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  FINGERPRINT_PATH,
  REPO_ROOT,
  SHINGLE_WORDS,
  decodeFingerprint,
  encodeFingerprint,
  fingerprintTexts,
  hashRun,
  normaliseWords,
  readReferenceTexts,
  runHashes,
  staleness,
} from './fingerprint-references.mjs';

/** Deterministic stand-ins for hashes of runs that are not in a set. @param {number} n @param {string} seed */
const otherHashes = (n, seed) =>
  Array.from({length: n}, (_, i) =>
    crypto.createHash('sha1').update(`${seed}-${i}`).digest().readUIntBE(0, 6),
  );

describe('normaliseWords', () => {
  it('lower-cases, drops punctuation and markup, and keeps numbers whole', () => {
    expect(normaliseWords('The **Bureau** of Customs (BOC) — see Sec. 423!')).toEqual([
      'the',
      'bureau',
      'of',
      'customs',
      'boc',
      'see',
      'sec',
      '423',
    ]);
  });

  it('writes peso amounts the same way however they are typed', () => {
    const forms = ['₱10,000', 'P10,000.00', 'PHP 10,000', '10000'];
    for (const f of forms)
      expect(normaliseWords(`up to ${f} only`), f).toEqual(['up', 'to', '10000', 'only']);
    expect(normaliseWords('0.125% of DV')).toEqual(['0.125', 'of', 'dv']);
  });

  it('treats curly and straight apostrophes alike', () => {
    expect(normaliseWords('the importer’s goods')).toEqual(normaliseWords("the importer's goods"));
  });
});

describe('hashRun', () => {
  it('is the first 6 bytes of the SHA-1 of the words joined by spaces (what the committed file holds)', () => {
    for (const words of [
      ['a'],
      ['the', 'de', 'minimis', 'value', 'is', '10000'],
      ['ünïcödé', '₱', '“quoted”'],
    ]) {
      const digest = crypto.createHash('sha1').update(words.join(' '), 'utf8').digest();
      expect(hashRun(words)).toBe(digest.readUIntBE(0, 6));
    }
  });
});

describe('the Golomb-coded set', () => {
  const members = otherHashes(5000, 'member');

  it('finds every hash that was put in', () => {
    const fp = decodeFingerprint(encodeFingerprint(members));
    expect(members.every((h) => fp.has(h))).toBe(true);
    expect(fp.header.values).toBe(5000);
    expect(fp.header.shingleWords).toBe(SHINGLE_WORDS);
  });

  it('answers "no" for other hashes, with about 2^-riceBits false positives', () => {
    const strangers = otherHashes(20000, 'stranger');
    expect(strangers.filter(decodeFingerprint(encodeFingerprint(members)).has)).toHaveLength(0);
    // With 6 Rice bits the false positive rate is about 1/64: the coding really is lossy, as designed.
    const loose = decodeFingerprint(encodeFingerprint(members, {riceBits: 6}));
    const rate = strangers.filter(loose.has).length / strangers.length;
    expect(rate).toBeGreaterThan(1 / 128);
    expect(rate).toBeLessThan(1 / 32);
  });

  it('rejects a file that is not a fingerprint, or is cut short', () => {
    expect(() => decodeFingerprint(Buffer.from('hello world\n'))).toThrow(/not a reference fingerprint/);
    const bytes = encodeFingerprint(members);
    expect(() => decodeFingerprint(bytes.subarray(0, bytes.length - 200))).toThrow();
  });

  it('finds a run of the texts it was made from, and not a paraphrase', () => {
    const law = {
      'law.txt':
        'Every importer of record shall keep the commercial invoice and the packing list for a period of five years counted from the date of release of the goods.',
    };
    const fp = decodeFingerprint(fingerprintTexts(law));
    const copied = runHashes(
      normaliseWords('the importer of record shall keep the commercial invoice and the packing list'),
    );
    expect(copied.some(fp.has)).toBe(true);
    const own = runHashes(
      normaliseWords(
        'An importer must hold on to its invoice and packing list for five years after release.',
      ),
    );
    expect(own.some(fp.has)).toBe(false);
  });
});

describe(`the committed ${FINGERPRINT_PATH}`, () => {
  const file = path.join(REPO_ROOT, FINGERPRINT_PATH);
  const bytes = fs.readFileSync(file);
  const fp = decodeFingerprint(bytes);

  it('covers both reference texts, stays well under 1 MB, and records no text', () => {
    expect(bytes.length).toBeLessThan(600 * 1024);
    expect(fp.header.sources.map((s) => s.name)).toEqual(['cmta.txt', 'nirc.txt']);
    expect(fp.header.values).toBeGreaterThan(100000);
    const headerKeys = Object.keys(fp.header).sort();
    expect(headerKeys).toEqual([
      'bits',
      'hash',
      'modulus',
      'normalisation',
      'riceBits',
      'shingleWords',
      'sources',
      'values',
    ]);
  });

  const texts = readReferenceTexts();
  const title = 'is up to date with ../shared/reference and finds a sentence of the CMTA';
  if (texts) {
    it(title, () => {
      expect(staleness(fp.header, texts)).toEqual([]);
      // Take a sentence from the Act at test time (the repo must not hold the text itself).
      const sentence = texts['cmta.txt']?.split('\n').find((l) => /^SEC\. 423\./.test(l)) ?? '';
      expect(sentence).toBeTruthy();
      const hashes = runHashes(normaliseWords(sentence));
      expect(hashes.length).toBeGreaterThan(20);
      expect(hashes.every(fp.has)).toBe(true);
    });
  } else {
    it.skip(`${title} (SKIPPED: ../shared/reference/ is not beside this repo, e.g. in a fresh CI clone)`);
  }
});
