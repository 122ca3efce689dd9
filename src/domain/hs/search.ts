/**
 * Searching the nomenclature as candidates type: by code ("8471", "8471.30",
 * "847130") or by words in any order ("tobacco heated"), with a small table of
 * everyday names for what the descriptions call otherwise. Pure.
 */
import {hsCodeDigits} from '../../lib/hsCode';
import type {HsLine, HsSection} from './types';

export interface HsHit extends HsLine {
  readonly level: 2 | 4 | 6;
  readonly section: string;
}

/** Everyday words -> the words the HS descriptions use. Each entry widens a query; it never narrows it. */
const SYNONYMS: readonly (readonly [string, string])[] = [
  ['heated tobacco', 'inhalation without combustion'],
  ['e-cigarette', 'inhalation without combustion'],
  ['vape', 'inhalation without combustion'],
  ['laptop', 'portable automatic data processing'],
  ['notebook computer', 'portable automatic data processing'],
  ['computer', 'automatic data processing'],
  ['mobile phone', 'smartphones'],
  ['cellphone', 'smartphones'],
  ['cell phone', 'smartphones'],
  ['car', 'motor cars'],
  ['cars', 'motor cars'],
  ['tv', 'television'],
  ['aircon', 'air conditioning'],
  ['air conditioner', 'air conditioning'],
  ['fridge', 'refrigerators'],
  ['motorbike', 'motorcycles'],
  ['tyre', 'tyres'],
  ['tire', 'tyres'],
];

const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[-‐–—/]/g, ' ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The digits of a code query ("8471.30" -> "847130"), or null when the query is not a code. */
export function codeQuery(query: string): string | null {
  const digits = hsCodeDigits(query);
  return digits !== null && digits.length >= 2 ? digits : null;
}

/** The ways to read a word query: as typed, and with each everyday phrase swapped for the HS wording. */
export function queryReadings(query: string): string[][] {
  const typed = normalise(query);
  if (typed === '') return [];
  const readings = new Set<string>([typed]);
  for (const [everyday, hs] of SYNONYMS) {
    const re = new RegExp(`(^| )${everyday.replace(/-/g, ' ')}( |$)`);
    for (const r of [...readings]) if (re.test(r)) readings.add(r.replace(re, `$1${hs}$2`).trim());
  }
  return [...readings].map((r) => r.split(' '));
}

/** Every line of the given sections as a hit. */
export function allLines(sections: readonly HsSection[]): HsHit[] {
  const out: HsHit[] = [];
  for (const s of sections) {
    for (const c of s.chapters) {
      out.push({code: c.code, desc: c.desc, level: 2, section: s.section});
      for (const h of c.headings) {
        out.push({code: h.code, desc: h.desc, level: 4, section: s.section});
        for (const sub of h.subs) out.push({code: sub.code, desc: sub.desc, level: 6, section: s.section});
      }
    }
  }
  return out;
}

function wordsMatch(desc: string, words: readonly string[]): boolean {
  const text = ` ${normalise(desc)}`;
  // Each word must start a word of the description ("heat" finds "heated"; "ate" does not find "heated").
  return words.every((w) => text.includes(` ${w}`));
}

/**
 * Lines matching a query, best first: for a code, the line itself, then its
 * children; for words, lines holding every word (in any order, on any
 * reading), the phrase first, then headings, subheadings and chapters, by code.
 */
export function searchLines(lines: readonly HsHit[], query: string): HsHit[] {
  const code = codeQuery(query);
  if (code !== null) {
    return lines
      .filter(
        (l) =>
          l.code.startsWith(code) || (code.length > l.code.length && code.startsWith(l.code) && l.level >= 4),
      )
      .sort((a, b) => rankCode(a, code) - rankCode(b, code) || a.code.localeCompare(b.code));
  }
  const readings = queryReadings(query);
  if (readings.length === 0) return [];
  const phrases = readings.map((words) => words.join(' '));
  return lines
    .filter((l) => readings.some((words) => wordsMatch(l.desc, words)))
    .map((l) => {
      const desc = normalise(l.desc);
      return {l, phrase: phrases.some((p) => desc.includes(p)) ? 0 : 1};
    })
    .sort(
      (a, b) =>
        a.phrase - b.phrase ||
        LEVEL_RANK[a.l.level] - LEVEL_RANK[b.l.level] ||
        a.l.code.localeCompare(b.l.code),
    )
    .map((x) => x.l);
}

/** Headings first (what a candidate looks for), then subheadings, then whole chapters. */
const LEVEL_RANK: Readonly<Record<HsHit['level'], number>> = {4: 0, 6: 1, 2: 2};

function rankCode(line: HsHit, code: string): number {
  if (line.code === code) return 0;
  if (code.startsWith(line.code)) return 1;
  return 2;
}
