#!/usr/bin/env node
// @ts-check
// Generates docs/CMTA-fulltext.md (the CMTA Full-Text Navigator) from
// data/cmta/structure.json (Titles and chapters) and data/cmta/sections.json
// (one entry per section: number, heading, gist, see).
//
//   node scripts/gen-cmta-fulltext.mjs          write docs/CMTA-fulltext.md
//   node scripts/gen-cmta-fulltext.mjs --check  exit 1 if the committed page is stale
//
// Plain Node ESM, no dependencies. Do not edit docs/CMTA-fulltext.md by hand:
// change the data files or this script, then run it again.

import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseCli} from './lib/cli.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT_PATH = 'docs/CMTA-fulltext.md';
export const STRUCTURE_PATH = 'data/cmta/structure.json';
export const SECTIONS_PATH = 'data/cmta/sections.json';
export const OFFICIAL_URL = 'https://lawphil.net/statutes/repacts/ra2016/ra_10863_2016.html';
export const LAST_REVIEWED = '22 November 2026';

const ECOLEX_URL =
  'https://www.ecolex.org/details/legislation/customs-modernization-and-tariff-act-cmta-lex-faoc210274/';
const CMO_27_2019_URL =
  'https://www.portcalls.com/customs-brokers-seek-clarity-over-confusing-goods-declaration-lodgement-period/';
const BOC_7_DAY_NOTICE_URL = 'https://customs.gov.ph/?p=54808';

/** @typedef {{number: number, name: string, from: number, to: number}} CmtaChapter */
/** @typedef {{roman: string, name: string, from: number, to: number, chapters: CmtaChapter[]}} CmtaTitle */
/** data/cmta/structure.json: the Act's Titles and their chapters. @typedef {{titles: CmtaTitle[]}} CmtaStructure */
/**
 * One entry of data/cmta/sections.json.
 * @typedef {{number: number, heading: string, gist: string, see: number[], caution?: {title: string, text: string}}} CmtaSection
 */
/** @typedef {{structure: CmtaStructure, sections: CmtaSection[]}} CmtaData */

/**
 * Read the two data files (their content is checked by checkData and gen-cmta-fulltext.test.mjs).
 * @returns {CmtaData}
 */
export function loadData(root = REPO_ROOT) {
  const read = (/** @type {string} */ rel) => JSON.parse(fs.readFileSync(path.join(root, rel), 'utf8'));
  return {structure: read(STRUCTURE_PATH), sections: read(SECTIONS_PATH)};
}

/**
 * Section numbers of this Act that a section's text cites ("Section 429 of this Act",
 * "Sections 711, 712 and 713", "Sections 701 through 705"). References to sections of
 * other laws ("Section 104 ... of Presidential Decree No. 1464") are left out, as are
 * numbers that are not sections of the Act and the section's own number.
 * @param {string} text
 * @param {number} selfNumber
 * @param {Iterable<number>} validNumbers
 * @returns {number[]}
 */
export function findSectionRefs(text, selfNumber, validNumbers) {
  const valid = validNumbers instanceof Set ? validNumbers : new Set(validNumbers);
  const sub = String.raw`(?:\s*\([A-Za-z0-9]+\))*`;
  const re = new RegExp(
    String.raw`\bSections?\s+(\d{3,4})${sub}((?:\s*(?:,|\band\b|\bor\b|\bto\b|\bthrough\b)\s*(?:Sections?\s+)?\d{3,4}${sub})*)`,
    'g',
  );
  /** @type {Set<number>} */
  const found = new Set();
  for (const m of text.matchAll(re)) {
    const end = m.index + m[0].length;
    const [tail = ''] = text.slice(end, end + 200).split(/[.;]/);
    const otherLaw = tail.search(
      /\b(Presidential Decree|Republic Act|Executive Order|Batas Pambansa|Commonwealth Act)\b/,
    );
    const thisAct = tail.search(/\b(this Act|hereof)\b/);
    if (otherLaw >= 0 && (thisAct < 0 || otherLaw < thisAct)) continue;

    const [, firstNumber, more = ''] = m;
    const numbers = [Number(firstNumber)];
    /** @type {(string | null)[]} */
    const joiners = [null];
    for (const [, joiner = '', number] of more.matchAll(/(,|\band\b|\bor\b|\bto\b|\bthrough\b)\s*(?:Sections?\s+)?(\d{3,4})/g)) {
      joiners.push(joiner);
      numbers.push(Number(number));
    }
    numbers.forEach((n, i) => {
      const previous = numbers[i - 1];
      if ((joiners[i] === 'to' || joiners[i] === 'through') && previous !== undefined) {
        for (const v of valid) if (v > previous && v < n) found.add(v);
      }
      found.add(n);
    });
  }
  found.delete(selfNumber);
  return [...found].filter((n) => valid.has(n)).sort((a, b) => a - b);
}

/** Escape text so CommonMark shows it literally (gists and headings are plain text). @param {string} text */
export function escapeMarkdown(text) {
  return String(text)
    .replace(/\\/g, '\\\\')
    .replace(/([*_`[\]<>])/g, '\\$1')
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '&amp;')
    .replace(/^(#{1,6}\s|[-+]\s|\d+[.)]\s)/, '\\$1')
    .replace(/\{#/g, '\\{#');
}

const range = (/** @type {number} */ from, /** @type {number} */ to) => (from === to ? `Sec. ${from}` : `Secs. ${from}–${to}`);
const sectionLink = (/** @type {number} */ n) => `[Sec. ${n}](#sec-${n})`;

/** @param {CmtaData} data */
function checkData({structure, sections}) {
  const problems = [];
  const numbers = sections.map((s) => s.number);
  const valid = new Set(numbers);
  if (valid.size !== numbers.length) problems.push('duplicate section numbers');
  for (const s of sections) {
    const owners = structure.titles.filter((t) => s.number >= t.from && s.number <= t.to);
    if (owners.length !== 1) problems.push(`Sec. ${s.number} is in ${owners.length} Titles`);
    const title = owners[0];
    if (title && title.chapters.length > 0) {
      const chapters = title.chapters.filter((c) => s.number >= c.from && s.number <= c.to);
      if (chapters.length !== 1) problems.push(`Sec. ${s.number} is in ${chapters.length} chapters`);
    }
    if (!s.heading || !s.heading.trim()) problems.push(`Sec. ${s.number} has no heading`);
    if (!s.gist || !s.gist.trim()) problems.push(`Sec. ${s.number} has no gist`);
    for (const n of s.see ?? []) if (!valid.has(n)) problems.push(`Sec. ${s.number} cites missing Sec. ${n}`);
  }
  if (problems.length) throw new Error(`CMTA navigator data problems:\n- ${problems.join('\n- ')}`);
}

/**
 * @param {CmtaSection} s
 * @param {'###' | '####'} level  one below its chapter, or below its Title when the Title has no chapters
 */
function renderSection(s, level) {
  const lines = [
    `${level} Sec. ${s.number} — ${escapeMarkdown(s.heading)} {#sec-${s.number}}`,
    '',
    escapeMarkdown(s.gist),
    '',
  ];
  if (s.caution) {
    lines.push(`:::caution[${s.caution.title}]`, '', s.caution.text, '', ':::', '');
  }
  if (s.see && s.see.length > 0) {
    lines.push(`See also: ${s.see.map(sectionLink).join(', ')}.`, '');
  }
  return lines;
}

/** Build the whole page as a string. Pure: reads nothing, writes nothing. @param {CmtaData} data */
export function renderNavigator({structure, sections}) {
  checkData({structure, sections});
  const byNumber = [...sections].sort((a, b) => a.number - b.number);
  /** @param {number} from @param {number} to */
  const inRange = (from, to) => byNumber.filter((s) => s.number >= from && s.number <= to);
  const titles = structure.titles;
  /** @param {string} problem */
  const dataProblem = (problem) => new Error(`CMTA navigator data problems:\n- ${problem}`);
  const firstSection = byNumber[0];
  const lastSection = byNumber[byNumber.length - 1];
  if (!firstSection || !lastSection) throw dataProblem('no sections');
  const first = firstSection.number;
  const last = lastSection.number;
  const withoutChapters = titles.filter((t) => t.chapters.length === 0).map((t) => t.roman);
  const chapterCount = titles.reduce((n, t) => n + t.chapters.length, 0);
  /** @param {number} n */
  const titleOf = (n) => {
    const title = titles.find((t) => n >= t.from && n <= t.to);
    if (!title) throw dataProblem(`no Title holds Sec. ${n}`);
    return title;
  };
  /** @param {number} n */
  const chapterOf = (n) => {
    const chapter = titleOf(n).chapters.find((c) => n >= c.from && n <= c.to);
    if (!chapter) throw dataProblem(`no chapter holds Sec. ${n}`);
    return chapter;
  };
  /** @param {number} n */
  const headingOf = (n) => {
    const section = byNumber.find((s) => s.number === n);
    if (!section) throw dataProblem(`Sec. ${n} is missing`);
    return section.heading;
  };

  /** @type {string[]} */
  const out = [];
  const push = (/** @type {string[]} */ ...lines) => out.push(...lines);

  push(
    '---',
    'title: "CMTA Full-Text Navigator"',
    `description: "All ${byNumber.length} sections of RA 10863, the Customs Modernization and Tariff Act, by Title and chapter, each with a one-line gist in plain English and a link to the official text."`,
    '---',
    '',
    `This page maps the whole Customs Modernization and Tariff Act (CMTA), Republic Act No. 10863, approved on 30 May 2016. The Act runs from Sec. ${first} to Sec. ${last} in ${titles.length} Titles and ${byNumber.length} sections. Each section below has its official heading, its own anchor, and a one-sentence gist in plain words.`,
    '',
    `The gists are summaries for study, written in our own words. They are not the law: where the exact wording matters, read the section in the [official text of RA 10863](${OFFICIAL_URL}), which governs.`,
    '',
    '## What you will learn',
    '',
    `- How the CMTA is built: ${titles.length} Titles, ${chapterCount} chapters and ${byNumber.length} sections, from Sec. ${first} to Sec. ${last}.`,
    '- What each section does, in one plain sentence with its key periods and amounts.',
    '- How to place any section number in its Title, and jump straight to it.',
    '- Which other sections each section points to, so you can follow a rule through the Act.',
    '',
    '## How to use the navigator',
    '',
    "- **Find a section by number.** Use your browser's find (on a phone: *Find in page*) and type the number, for example `Sec. 423`.",
    "- **Jump with the anchor.** Every section has an anchor made of `sec-` and its number. Add it to the end of this page's address, for example `#sec-1124`, or tap a CMTA section link on any page of this reviewer.",
    '- **Read the number.** The first digit (or first two digits, from Sec. 1000 up) tells you the Title: Sec. 423 is in Title IV, Sec. 1124 in Title XI. Every Title starts at a round hundred (Sec. 400, Sec. 1100).',
    '- **Follow the "See also" lines.** They list the sections of the Act that the section\'s own text refers to.',
    '- **Check the official text.** A gist leaves out provisos and exceptions. Before relying on a rule, open the [official text](' +
      OFFICIAL_URL +
      ').',
    '',
    `## The ${titles.length} Titles at a glance`,
    '',
    '| Title | Name | Sections | Chapters |',
    '|---|---|---|---|',
  );
  for (const t of titles) {
    push(
      `| [${t.roman}](#title-${t.roman.toLowerCase()}) | ${escapeMarkdown(t.name)} | ${t.from === t.to ? sectionLink(t.from) : `${sectionLink(t.from)} to ${sectionLink(t.to)}`} | ${t.chapters.length || '—'} |`,
    );
  }
  push('');

  for (const t of titles) {
    const tid = `title-${t.roman.toLowerCase()}`;
    push(`## Title ${t.roman} — ${escapeMarkdown(t.name)} (${range(t.from, t.to)}) {#${tid}}`, '');
    if (t.chapters.length === 0) {
      for (const s of inRange(t.from, t.to)) push(...renderSection(s, '###'));
      continue;
    }
    for (const c of t.chapters) {
      push(
        `### Chapter ${c.number} — ${escapeMarkdown(c.name)} (${range(c.from, c.to)}) {#${tid}-chapter-${c.number}}`,
        '',
      );
      for (const s of inRange(c.from, c.to)) push(...renderSection(s, '####'));
    }
  }

  /** @type {[question: string, answer: string][]} */
  const qa = [];
  qa.push([
    'How many Titles and sections does the CMTA have, and where does it begin and end?',
    `${titles.length} Titles and ${byNumber.length} sections, running from Sec. ${first} (${headingOf(first)}) to Sec. ${last} (${headingOf(last)}). Why: every Title starts its numbering at a round hundred, so the numbers jump (Sec. 121 is followed by Sec. 200); that is why there are far fewer sections than the last number suggests ([CMTA Sec. ${first}](#sec-${first}), [CMTA Sec. ${last}](#sec-${last})).`,
  ]);
  {
    const n = 1124;
    const t = titleOf(n);
    const c = chapterOf(n);
    qa.push([
      'Without looking it up, in which Title is Sec. 1124 (settlement of seizure cases), and in which chapter?',
      `Title ${t.roman}, ${t.name}, Chapter ${c.number}, ${c.name} (${range(c.from, c.to)}). Why: the first two digits, 11, name Title ${t.roman}; within it, seizure and forfeiture run ${range(c.from, c.to)} ([CMTA Sec. ${n}](#sec-${n})).`,
    ]);
  }
  {
    const t = titleOf(700);
    const c = chapterOf(700);
    qa.push([
      'Where in the Act are the six methods of customs valuation?',
      `Title ${t.roman} (${t.name}), in its Chapter ${c.number} on ${c.name}. Why: Sec. 700 sets the order of use, Secs. 701 to 706 hold Methods One to Six, Sec. 707 covers doubts about declared value and Sec. 708 the exchange rate ([CMTA Sec. 700](#sec-700), [CMTA Sec. 701](#sec-701)).`,
    ]);
  }
  qa.push([
    'Which Titles of the CMTA are not divided into chapters?',
    `Titles ${withoutChapters.slice(0, -1).join(', ')} and ${withoutChapters[withoutChapters.length - 1]}. Why: the Act lists their sections straight under the Title heading, with no chapter headings (for example, Post Clearance Audit runs from [CMTA Sec. 1000](#sec-1000) to [CMTA Sec. 1006](#sec-1006)).`,
  ]);
  {
    const t = titleOf(1610);
    const c = chapterOf(1610);
    qa.push([
      'Which section holds the General Rules for the Interpretation (GRI) used in tariff classification, and where does it sit?',
      `Sec. 1610, in Title ${t.roman} (${t.name}), in its Chapter ${c.number} on ${c.name}. Why: the tariff nomenclature and rates of duty are grouped in ${range(c.from, c.to)} ([CMTA Sec. 1610](#sec-1610)).`,
    ]);
  }
  qa.push([
    'Which section repealed the old Tariff and Customs Code, and in which Title is it?',
    `Sec. 1803, the Repealing Clause, in Title ${titleOf(1803).roman} (${titleOf(1803).name}). Why: it expressly repeals PD 1464 (the Tariff and Customs Code) and PD 1853 ([CMTA Sec. 1803](#sec-1803)).`,
  ]);
  {
    const c = chapterOf(1129);
    qa.push([
      'Abandonment and protest are both in Title XI. Which chapters, and which sections?',
      `Protest is Chapter ${chapterOf(1106).number} (${range(chapterOf(1106).from, chapterOf(1106).to)}); abandonment is Chapter ${c.number} (${range(c.from, c.to)}). Why: Title XI groups the administrative and judicial procedures, from advance rulings at Sec. 1100 to disposition of goods at Sec. 1151 ([CMTA Sec. 1106](#sec-1106), [CMTA Sec. 1129](#sec-1129)).`,
    ]);
  }

  push('## Check yourself', '');
  qa.forEach(([q, a], i) => {
    push('<details>', `<summary>${i + 1}. ${q}</summary>`, '', `**Answer:** ${a}`, '', '</details>', '');
  });

  push(
    '## Sources',
    '',
    `- CMTA (RA 10863), Secs. ${first}–${last}, approved 30 May 2016 — [official text](${OFFICIAL_URL}). Headings, Title and chapter names and section ranges follow the text of the Act; the gists are our own summaries.`,
    `- ECOLEX abstract of RA 10863 — [ECOLEX](${ECOLEX_URL}). It lists the same 18 Title names but says the Act runs "until Section 1804"; the text of the Act ends with Sec. 1805 (Effectivity), which this page follows.`,
    `- CMO No. 27-2019 (7-day lodgement period, see Sec. 407) — as reported by [PortCalls](${CMO_27_2019_URL}); BOC port notice using 7 days: [customs.gov.ph](${BOC_7_DAY_NOTICE_URL}).`,
    '',
    `_Last reviewed: ${LAST_REVIEWED}_`,
    '',
  );
  return out.join('\n');
}

/** Read the data and return the page text (what the committed file must equal). */
export function generateNavigator(root = REPO_ROOT) {
  return renderNavigator(loadData(root));
}

function main() {
  const target = path.join(REPO_ROOT, OUTPUT_PATH);
  const text = generateNavigator();
  const {values: flags} = parseCli({
    usage: 'Usage: node scripts/gen-cmta-fulltext.mjs [--check]   (--check: exit 1 if the committed page is stale)',
    options: {check: {type: 'boolean'}},
  });
  if (flags.check) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== text) {
      console.error(`${OUTPUT_PATH} is out of date: run node scripts/gen-cmta-fulltext.mjs`);
      process.exit(1);
    }
    console.log(`${OUTPUT_PATH} is up to date.`);
    return;
  }
  fs.writeFileSync(target, text);
  const {sections} = loadData();
  console.log(`Wrote ${OUTPUT_PATH}: ${sections.length} sections.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
