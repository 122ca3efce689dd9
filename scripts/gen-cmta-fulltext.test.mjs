// @ts-check
// Checks the CMTA navigator data (data/cmta/) and that docs/CMTA-fulltext.md is what
// scripts/gen-cmta-fulltext.mjs generates from it.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {OUTPUT_PATH, REPO_ROOT, findSectionRefs, generateNavigator, loadData} from './gen-cmta-fulltext.mjs';

const REFERENCE_DIR = path.resolve(REPO_ROOT, '../shared/reference');
const REFERENCE_FILE = path.join(REFERENCE_DIR, 'cmta-sections.json');
const hasReference = fs.existsSync(REFERENCE_FILE);
/** @type {Record<string, string> | null} the text of each section of the Act, by number */
const reference = hasReference ? JSON.parse(fs.readFileSync(REFERENCE_FILE, 'utf8')) : null;

const {structure, sections} = loadData();
const numbers = sections.map((s) => s.number);
const validNumbers = new Set(numbers);

const rangeOf = (/** @type {{from: number, to: number}} */ {from, to}) => {
  const out = [];
  for (let n = from; n <= to; n++) out.push(n);
  return out;
};
/** Every section number the Title ranges cover (the Act numbers its sections without gaps). */
const numbersFromStructure = structure.titles.flatMap(rangeOf);

/** Lower-case words with punctuation stripped, in two ways: replaced by a space, or deleted. @param {string} text */
function tokenizations(text) {
  const lower = String(text).toLowerCase();
  return [
    lower
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean),
    lower
      .replace(/[^\p{L}\p{N}\s]/gu, '')
      .split(/\s+/)
      .filter(Boolean),
  ];
}
/** @param {string} text @param {number} n */
function ngrams(text, n) {
  /** @type {Set<string>} */
  const out = new Set();
  for (const words of tokenizations(text)) {
    for (let i = 0; i + n <= words.length; i++) out.add(words.slice(i, i + n).join(' '));
  }
  return out;
}
const wordCount = (/** @type {string} */ text) => String(text).trim().split(/\s+/).filter(Boolean).length;

describe('CMTA structure (data/cmta/structure.json)', () => {
  it('has the 18 Titles in order, with non-overlapping ranges', () => {
    expect(structure.titles).toHaveLength(18);
    const romans = structure.titles.map((t) => t.roman);
    expect(romans).toEqual([
      'I',
      'II',
      'III',
      'IV',
      'V',
      'VI',
      'VII',
      'VIII',
      'IX',
      'X',
      'XI',
      'XII',
      'XIII',
      'XIV',
      'XV',
      'XVI',
      'XVII',
      'XVIII',
    ]);
    structure.titles.forEach((t, i) => {
      expect(t.name).toBeTruthy();
      expect(t.from).toBeLessThanOrEqual(t.to);
      expect(Math.floor(t.from / 100)).toBe(i + 1);
      const previous = structure.titles[i - 1];
      if (previous) expect(t.from).toBeGreaterThan(previous.to);
    });
    expect(structure.titles[0]?.from).toBe(100);
    expect(structure.titles[17]?.to).toBe(1805);
  });

  it('has chapters that exactly tile their Title, numbered from 1', () => {
    for (const t of structure.titles) {
      if (t.chapters.length === 0) continue;
      expect(t.chapters[0]?.from, `Title ${t.roman}`).toBe(t.from);
      expect(t.chapters[t.chapters.length - 1]?.to, `Title ${t.roman}`).toBe(t.to);
      t.chapters.forEach((c, i) => {
        expect(c.number, `Title ${t.roman}`).toBe(i + 1);
        expect(c.name).toBeTruthy();
        expect(c.from).toBeLessThanOrEqual(c.to);
        const previous = t.chapters[i - 1];
        if (previous) expect(c.from, `Title ${t.roman} Ch. ${c.number}`).toBe(previous.to + 1);
      });
    }
  });
});

describe('CMTA sections (data/cmta/sections.json)', () => {
  it('has exactly 315 sections, one per section number of the Act', () => {
    expect(sections).toHaveLength(315);
    expect(validNumbers.size).toBe(315);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    expect(numbers).toEqual(numbersFromStructure);
    if (reference) {
      expect(numbers).toEqual(
        Object.keys(reference)
          .map(Number)
          .sort((a, b) => a - b),
      );
    }
  });

  it('puts each section in exactly one Title and, where the Title has chapters, one chapter', () => {
    for (const n of numbers) {
      const titles = structure.titles.filter((t) => n >= t.from && n <= t.to);
      expect(titles, `Sec. ${n}`).toHaveLength(1);
      const [title] = titles;
      if (title && title.chapters.length > 0) {
        expect(
          title.chapters.filter((c) => n >= c.from && n <= c.to),
          `Sec. ${n}`,
        ).toHaveLength(1);
      }
    }
  });

  it('gives every section a heading and a one-sentence gist of at most 40 words', () => {
    const seen = new Set();
    for (const s of sections) {
      expect(s.heading?.trim(), `Sec. ${s.number} heading`).toBeTruthy();
      expect(s.gist?.trim(), `Sec. ${s.number} gist`).toBeTruthy();
      expect(wordCount(s.gist), `Sec. ${s.number} gist length`).toBeLessThanOrEqual(40);
      expect(s.gist, `Sec. ${s.number} placeholder`).not.toMatch(/\b(TODO|TBD|lorem|placeholder)\b/i);
      expect(s.gist, `Sec. ${s.number}`).not.toContain('{#');
      expect(seen.has(s.gist), `Sec. ${s.number} repeats another gist`).toBe(false);
      seen.add(s.gist);
    }
  });

  it('has "see" lists of existing sections only, sorted, without self-references', () => {
    for (const s of sections) {
      expect(Array.isArray(s.see), `Sec. ${s.number}`).toBe(true);
      for (const n of s.see) expect(validNumbers.has(n), `Sec. ${s.number} cites Sec. ${n}`).toBe(true);
      expect(s.see, `Sec. ${s.number}`).not.toContain(s.number);
      expect(
        [...s.see].sort((a, b) => a - b),
        `Sec. ${s.number}`,
      ).toEqual(s.see);
      expect(new Set(s.see).size, `Sec. ${s.number}`).toBe(s.see.length);
      if (reference) {
        const text = reference[String(s.number)];
        expect(text, `Sec. ${s.number} in the reference`).toBeDefined();
        expect(s.see, `Sec. ${s.number} vs its text`).toEqual(findSectionRefs(text ?? '', s.number, validNumbers));
      }
    }
  });

  const copyCheck = 'shares no run of 8+ consecutive words with the text of the Act';
  if (reference) {
    it(copyCheck, () => {
      const actGrams = new Set();
      for (const text of Object.values(reference)) for (const g of ngrams(text, 8)) actGrams.add(g);
      const copies = [];
      for (const s of sections) {
        const own = [s.gist, s.caution?.text ?? ''].join(' ');
        for (const g of ngrams(own, 8)) if (actGrams.has(g)) copies.push(`Sec. ${s.number}: "${g}"`);
      }
      expect(copies).toEqual([]);
    });
  } else {
    it.skip(`${copyCheck} (SKIPPED: ../shared/reference/ is not next to this repo, e.g. in a fresh CI clone)`);
  }
});

describe('findSectionRefs', () => {
  const valid = new Set([104, 302, 429, 700, 701, 702, 703, 704, 705, 706, 711, 712, 713, 1104]);
  it('finds single, listed and ranged references to this Act', () => {
    expect(findSectionRefs('under Section 429 of this Act, when', 104, valid)).toEqual([429]);
    expect(findSectionRefs('Sections 711, 712 and 713 of this Act;', 1, valid)).toEqual([711, 712, 713]);
    expect(
      findSectionRefs('under Sections 701 through 705, it may be determined under Section 706', 700, valid),
    ).toEqual([701, 702, 703, 704, 705, 706]);
    expect(findSectionRefs('Section 701(1) of this Act', 1, valid)).toEqual([701]);
  });
  it('drops references to other laws, unknown numbers and the section itself', () => {
    expect(
      findSectionRefs('Section 104 on Rates of Import Duty of Presidential Decree No. 1464', 1, valid),
    ).toEqual([]);
    expect(
      findSectionRefs('Section 302, Part 2, Title II, Book I of Presidential Decree No. 1464', 1, valid),
    ).toEqual([]);
    expect(findSectionRefs('Section 514 of this Act', 1, valid)).toEqual([]);
    expect(findSectionRefs('see Section 700 hereof and Section 1104 of this Act', 700, valid)).toEqual([
      1104,
    ]);
  });
});

describe('docs/CMTA-fulltext.md', () => {
  const committed = fs.readFileSync(path.join(REPO_ROOT, OUTPUT_PATH), 'utf8');

  it('is exactly what the generator produces now (run node scripts/gen-cmta-fulltext.mjs)', () => {
    expect(committed === generateNavigator(), `${OUTPUT_PATH} is stale`).toBe(true);
  });

  it('has one anchor per section and no link to a missing anchor', () => {
    const ids = [...committed.matchAll(/\{#([a-z0-9-]+)\}\s*$/gm)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const n of numbers) expect(ids, `Sec. ${n}`).toContain(`sec-${n}`);
    const targets = [...committed.matchAll(/\]\(#([a-z0-9-]+)\)/g)].map((m) => m[1]);
    for (const t of targets) expect(ids, `link to #${t}`).toContain(t);
  });

  it('follows the page format: front matter, learn, sources, last reviewed, 5+ questions', () => {
    expect(committed.startsWith('---\ntitle: "CMTA Full-Text Navigator"\ndescription: "')).toBe(true);
    expect(committed).toContain('\n## What you will learn\n');
    expect(committed).toContain('\n## How to use the navigator\n');
    expect(committed).toContain('\n## Check yourself\n');
    expect(committed).toContain('\n## Sources\n');
    expect(committed).toContain('https://lawphil.net/statutes/repacts/ra2016/ra_10863_2016.html');
    expect(committed.trimEnd().endsWith('_Last reviewed: 22 November 2026_')).toBe(true);
    expect(committed.match(/<details>/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
    expect(committed).not.toMatch(/^# /m);
  });

  it('puts each section one heading level below its chapter, or below its Title when it has none', () => {
    const headings = [...committed.matchAll(/^(#{2,6}) (.*)$/gm)].map((m) => ({level: m[1]?.length ?? 0, text: m[2] ?? ''}));
    const level = (/** @type {number} */ n) => headings.find((h) => h.text.startsWith(`Sec. ${n} `))?.level;
    const withChapters = structure.titles.find((t) => t.chapters.length > 0);
    const withoutChapters = structure.titles.find((t) => t.chapters.length === 0);
    expect(withChapters && withoutChapters).toBeTruthy();
    if (!withChapters || !withoutChapters) return;
    expect(level(withChapters.from)).toBe(4);
    expect(level(withoutChapters.from)).toBe(3);
    headings.forEach((h, i) => {
      const previous = headings[i - 1];
      if (previous) expect(h.level, h.text).toBeLessThanOrEqual(previous.level + 1);
    });
  });
});
